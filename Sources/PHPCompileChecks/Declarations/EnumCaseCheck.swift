import PHPSyntax

/// An enum's cases agree with its backing: it is backed by `int` or `string`, each case of a
/// backed enum has a value, no case of a pure enum has one; no case is called `class`; only
/// enums have cases.
public struct EnumCaseCheck: ClassMemberCheck {
    public static let name = "enum-case"
    /// Before redeclarations: PHP checks an enum case's value before it declares the case (and
    /// a repeated case is found twice).
    public static let reportOrder = 80
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nenum Suit: string\n{\n    case Hearts = 'H';\n    case Diamonds;\n}\n", "Case Diamonds of backed enum Suit must have a value"),
        // Before the case is declared, found twice or not.
        ("<?php\nenum E\n{\n    case A;\n    #[X]\n    case\n    A = 1;\n}\n", "Case A of non-backed enum E must not have a value"),
        ("<?php\nnamespace N;\nenum Suit\n{\n    #[Attribute] case\n        Hearts = 'H';\n}\n", "Case Hearts of non-backed enum N\\Suit must not have a value"),
        ("<?php\nenum E\n{\n    case CLASS;\n}\n", "A class constant must not be called 'class'; it is reserved for class name fetching"),
        ("<?php\nclass A\n{\n    case X;\n}\n", "Case can only be used in enums"),
        ("<?php\n#[Attribute]\nenum E: int|string\n{\n    case A = 1;\n}\n", "Enum backing type must be int or string, string|int given"),
        ("<?php\nnamespace N;\nenum E: ?Foo {}\n", "Enum backing type must be int or string, ?N\\Foo given"),
        ("<?php\nenum E: Self {}\n", "Enum backing type must be int or string, Self given"),
        ("<?php\nenum E: parent {}\n", "Cannot use \"parent\" when current class scope has no parent"),
        ("<?php\nenum E: \\String {}\n", "Type declaration 'string' must be unqualified"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nenum Suit: int\n{\n    case Hearts = 1 + 1;\n    case Spades = self::Hearts->value;\n}\nenum Pure\n{\n    case A;\n    case Classic;\n}\nenum S: STRING {}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The file walked, not kept: see `CompileCheck.reset(for:)`.
    private unowned(unsafe) var file: SourceFile
    /// The namespace and imports where the walk is, kept by the runner.
    var names = NameResolution()

    public init(file: SourceFile) {
        self.file = file
    }

    public mutating func reset(for file: SourceFile) {
        errors.clear()
        self.file = file
        names.reset()
    }

    /// Every class: an enum's backing type is checked whatever its members.
    public static let memberFacts: ClassOutline.Facts = []

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        if let backing = declaration.enumBackingType, let message = backingProblem(backing) {
            errors.append(CompileError(message, at: declaration.keywordOffset))
        }
        guard outline.has(.enumCases) else { return .visitChildren }
        for member in declaration.members {
            guard case .enumCase(let caseName, let value) = member.kind else { continue }
            let name = caseName.string
            let offset = nameOffset(name, before: value?.range.start ?? member.range.end) ?? member.range.start
            let enumName = names.qualifiedDeclaration(declaration.name)
            if declaration.kind != .enum {
                errors.append(CompileError("Case can only be used in enums", at: offset))
            } else if declaration.enumBackingType != nil, value == nil {
                errors.append(CompileError("Case \(name) of backed enum \(enumName) must have a value", at: offset))
            } else if declaration.enumBackingType == nil, value != nil {
                errors.append(CompileError("Case \(name) of non-backed enum \(enumName) must not have a value", at: offset))
            } else if name.phpLowercased == "class" {
                errors.append(CompileError(ReservedNameCheck.classConstantMessage, at: offset))
            }
        }
        return .visitChildren
    }

    /// PHP's complaint about an enum's backing type, which must be `int` or `string` alone.
    private func backingProblem(_ type: TypeNode) -> String? {
        if let message = TypeForm.problem(type, names: names) { return message }
        if case .name(let name) = type.kind, name.kind == .unqualified {
            if NameFolding.matches(name.lastWord, "int") || NameFolding.matches(name.lastWord, "string") { return nil }
            // An enum has no parent.
            if NameFolding.matches(name.lastWord, "parent") { return "Cannot use \"parent\" when current class scope has no parent" }
        }
        guard let declared = DeclaredType(type, names: names, keepingScopeWords: true) else { return nil }
        return "Enum backing type must be int or string, \(declared.written) given"
    }

    /// Where the case's name is written (PHP names its line, not that of `case` or of the
    /// attributes before it): found back from `end`, the case's value or the end of the case,
    /// past `;`, `=` and white space. Nil when something else (a comment) is in the way.
    private func nameOffset(_ name: String, before end: Int) -> Int? {
        let bytes = file.bytes
        var index = end - 1
        while index >= 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "="), UInt8(ascii: ";")].contains(bytes[index]) {
            index -= 1
        }
        let start = index + 1 - name.utf8.count
        guard start >= 0, bytes[start...index].elementsEqual(name.utf8) else { return nil }
        return start
    }
}
