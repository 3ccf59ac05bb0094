import PHPSyntax

/// Where namespaces may stand: the first one only after `declare`s, no statement outside the
/// braces once a file uses `namespace X { }`, no mixing of the braced and unbraced forms, no
/// namespace inside another.
public struct NamespacePlacementCheck: CompileCheck {
    public static let name = "namespace-placement"
    public static let reportOrder = 270
    static let notFirst = "Namespace declaration statement has to be the very first statement or after any declare call in the script"
    static let outside = "No code may exist outside of namespace {}"
    static let mixed = "Cannot mix bracketed namespace declarations with unbracketed namespace declarations"
    static let nested = "Namespace declarations cannot be nested"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\necho 1;\nnamespace A;\n", notFirst),
        ("hello\n<?php\nnamespace A {}\n", notFirst),
        ("<?php\n{}\nnamespace A;\n", notFirst),
        ("<?php\nnamespace A {}\necho 1;\n", outside),
        ("<?php\nnamespace A {}\nfunction f()\n{\n}\n", outside),
        ("<?php\nnamespace A {}\n?>\n\nhtml\n", outside),
        ("<?php\nnamespace A {}\ndeclare(ticks=1);\n", outside),
        ("<?php\nnamespace A;\nnamespace B {}\n", mixed),
        ("<?php\nnamespace A {}\nnamespace B;\n", mixed),
        ("<?php\nnamespace A {\n    namespace B {}\n}\n", nested),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n/* licence */\ndeclare(strict_types=1);\ndeclare(ticks=1) {}\n;\nnamespace A;\n",
        "<?php\n?>\n<?php\nnamespace A;\necho 1;\nnamespace B;\nfunction f() {}\n",
        "<?php\nnamespace A {}\n;\n{}\nnamespace {}\n?>\n",
        "<?php\nnamespace A {}\n?>\n<?php\nnamespace B {}\n__halt_compiler();\nanything",
        "#!/usr/bin/env php\n<?php\nnamespace A;\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The file walked, not kept: see `CompileCheck.reset(for:)`.
    private unowned(unsafe) var file: SourceFile
    /// Statements entered, namespaces and blocks left out: PHP looks at the statements of the
    /// file, of namespace bodies and of plain `{ }` blocks as top-level ones.
    private var depth = 0
    private var sawBracketed = false
    private var sawUnbracketed = false
    private var insideBraces = false
    /// A statement other than `declare` or `;` came before any namespace.
    private var codeBeforeNamespace = false
    /// After the first error, or a statement whose line PHP's report would not tell: PHP stops at
    /// its first error, so nothing after is worth reporting.
    private var finished = false

    public init(file: SourceFile) {
        self.file = file
    }

    public mutating func reset(for file: SourceFile) {
        errors.clear()
        self.file = file
        depth = 0
        sawBracketed = false
        sawUnbracketed = false
        insideBraces = false
        codeBeforeNamespace = false
        finished = false
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        guard !finished, !statement.isHashbangLine else { return .visitChildren }
        switch statement.kind {
        case .namespace(_, let body):
            placeNamespace(braced: body != nil, at: statement.range.start)
            if body != nil { insideBraces = true }
            return .visitChildren
        case .block:
            if depth == 0 && !sawBracketed && !sawUnbracketed { codeBeforeNamespace = true }
            return .visitChildren
        default:
            break
        }
        defer { depth += 1 }
        guard depth == 0 else { return .visitChildren }
        if !sawBracketed && !sawUnbracketed {
            switch statement.kind {
            case .declare, .nop: break
            default: codeBeforeNamespace = true
            }
        }
        if sawBracketed && !insideBraces {
            reportOutside(statement)
        }
        return .visitChildren
    }

    public mutating func leave(_ statement: StmtNode) {
        guard !finished, !statement.isHashbangLine else { return }
        switch statement.kind {
        case .namespace(_, let body):
            if body != nil { insideBraces = false }
        case .block:
            break
        default:
            depth -= 1
        }
    }

    private mutating func placeNamespace(braced: Bool, at offset: Int) {
        if sawBracketed && !braced || sawUnbracketed && braced {
            report(Self.mixed, at: offset)
        } else if braced && insideBraces {
            report(Self.nested, at: offset)
        } else if !sawBracketed && !sawUnbracketed && codeBeforeNamespace {
            report(Self.notFirst, at: offset)
        }
        if braced { sawBracketed = true } else { sawUnbracketed = true }
    }

    /// PHP checks a top-level statement after compiling it, and names the line it compiled last:
    /// a declaration's closing brace, the start of inline HTML. For anything else spanning lines
    /// that depends on what it holds, so such a statement is left unreported.
    private mutating func reportOutside(_ statement: StmtNode) {
        switch statement.kind {
        case .haltCompiler, .nop:
            return
        case .function, .classLike:
            report(Self.outside, at: statement.range.end - 1)
        case .inlineHTML:
            report(Self.outside, at: statement.range.start)
        default:
            if file.location(of: statement.range.start).line == file.location(of: max(statement.range.start, statement.range.end - 1)).line {
                report(Self.outside, at: statement.range.start)
            } else {
                finished = true
            }
        }
    }

    private mutating func report(_ message: String, at offset: Int) {
        errors.append(CompileError(message, at: offset))
        finished = true
    }
}
