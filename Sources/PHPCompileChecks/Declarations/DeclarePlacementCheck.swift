import PHPSyntax

/// `declare(strict_types=…)` and `declare(encoding=…)` act on the whole file, so PHP wants them
/// first (after other `declare`s only, at the top level); strict_types takes no block, and every
/// directive's value must be written as a literal.
public struct DeclarePlacementCheck: CompileCheck {
    public static let name = "declare-placement"
    public static let reportOrder = 280
    static let strictNotFirst = "strict_types declaration must be the very first statement in the script"
    static let strictBlock = "strict_types declaration must not use block mode"
    static let strictValue = "strict_types declaration must have 0 or 1 as its value"
    static let encodingNotFirst = "Encoding declaration pragma must be the very first statement in the script"
    static let encodingNotLiteral = "Encoding must be a literal"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\n;\ndeclare(strict_types=1);\n", strictNotFirst),
        ("hi<?php\ndeclare(strict_types=1);\n", strictNotFirst),
        ("<?php\ndeclare(ticks=1,\n    strict_types=1_0);\n", strictValue),
        ("<?php\ndeclare(strict_types='1');\n", strictValue),
        ("<?php\nnamespace A;\ndeclare(strict_types=1);\n", strictNotFirst),
        ("<?php\nfunction f() {\n    declare(strict_types=1);\n}\n", strictNotFirst),
        ("<?php\necho 1;\ndeclare(\n    ticks=1,\n    strict_types=1);\n", strictNotFirst),
        ("<?php\ndeclare(strict_types=1) {\n}\n", strictBlock),
        ("<?php\ndeclare(ticks=1, Foo=-1);\n", "declare(Foo) value must be a literal"),
        ("<?php\necho 1;\ndeclare(strict_types=A);\n", "declare(strict_types) value must be a literal"),
        ("<?php\necho 1;\ndeclare(encoding='UTF-8');\n", encodingNotFirst),
        ("<?php\ndeclare(encoding=M_PI);\n", encodingNotLiteral),
        ("<?php\ndeclare(encoding=1 + 1);\n", encodingNotLiteral),
        // Its parser refuses it, before the compiler sees the misplaced `break` above it.
        ("<?php\nbreak;\ndeclare(encoding=-1\n);\n", encodingNotLiteral),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n/* licence */\ndeclare(ticks=1);\ndeclare(ticks=1) {}\ndeclare(strict_types=1);\ndeclare(STRICT_TYPES=0, encoding='UTF-8');\nnamespace A;\n",
        "<?php\ndeclare(encoding=1);\necho 1;\ndeclare(ticks=1) {\n}\ndeclare(ticks='1' . 2, ticks=1.5);\n",
        "#!/usr/bin/env php\n<?php\ndeclare(strict_types=1);\n",
        "<?php\ndeclare(strict_types=0b0);\ndeclare(strict_types=(0x1));\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The file walked, not kept: see `CompileCheck.reset(for:)`.
    private unowned(unsafe) var file: SourceFile
    private var depth = 0
    /// A top-level statement other than `declare` has been seen: nothing after is first.
    private var pastFirst = false
    /// PHP stops at the first error it compiles (the encoding literal is its parser's, and
    /// reported beside it).
    private var compileErrorFound = false

    public init(file: SourceFile) {
        self.file = file
    }

    public mutating func reset(for file: SourceFile) {
        errors.clear()
        self.file = file
        depth = 0
        pastFirst = false
        compileErrorFound = false
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        guard !statement.isHashbangLine else { return .skipChildren }
        defer { depth += 1 }
        // Told by the node's kind first: the statement's views are made only for a `declare`.
        guard statement.nodeKind == .declare, case .declare(let directives, let body) = statement.kind else {
            if depth == 0 { pastFirst = true }
            return .visitChildren
        }
        let first = depth == 0 && !pastFirst
        // PHP names the line of the first directive for all of them.
        let offset = directives.first?.nameOffset ?? statement.range.start
        for directive in directives {
            // An encoding's value is its parser's to refuse, before anything compiles.
            if !NameFolding.matches(directive.nameText, "encoding") && !Self.isLiteral(directive.value) {
                reportCompileError("declare(\(directive.nameText.string)) value must be a literal", at: offset)
            }
            if NameFolding.matches(directive.nameText, "strict_types") {
                if !first {
                    reportCompileError(Self.strictNotFirst, at: offset)
                } else if body != nil {
                    reportCompileError(Self.strictBlock, at: offset)
                } else if !Self.isZeroOrOne(directive.value) {
                    reportCompileError(Self.strictValue, at: offset)
                }
            } else if NameFolding.matches(directive.nameText, "encoding") {
                if !Self.isLiteral(directive.value) {
                    reportNotLiteral(after: directives.last!.value)
                } else if !first {
                    reportCompileError(Self.encodingNotFirst, at: offset)
                }
            }
        }
        return .visitChildren
    }

    public mutating func leave(_ statement: StmtNode) {
        if !statement.isHashbangLine { depth -= 1 }
    }

    private mutating func reportCompileError(_ message: String, at offset: Int) {
        guard !compileErrorFound else { return }
        compileErrorFound = true
        errors.append(CompileError(message, at: offset))
    }

    /// The parser refuses it at the `)` closing the directives, and names that line; when
    /// anything but spaces stands between the last value and `)`, it is left unreported.
    private mutating func reportNotLiteral(after lastValue: ExprNode) {
        guard !errors.contains(where: \.whileParsing) else { return }
        let bytes = file.bytes
        var offset = lastValue.range.end
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t")
            || bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\r") {
            offset += 1
        }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ")") else { return }
        errors.append(CompileError(Self.encodingNotLiteral, at: offset, whileParsing: true))
    }

    /// The integer 0 or 1, in any notation (`01`, `0x1`, `0b0`): strict_types' values.
    private static func isZeroOrOne(_ value: ExprNode) -> Bool {
        guard case .integer(let number) = value.kind else { return false }
        return number == 0 || number == 1
    }

    /// A number or a plain string, or strings and numbers joined with `.`: what PHP's parser
    /// keeps as one value, which every directive's value must be (it joins them as it reads
    /// them; a sum, a sign or a constant it leaves to the compiler).
    static func isLiteral(_ value: ExprNode) -> Bool {
        switch value.kind {
        case .integer, .float, .string: return true
        case .binary(.concat, let left, let right): return isLiteral(left) && isLiteral(right)
        default: return false
        }
    }
}
