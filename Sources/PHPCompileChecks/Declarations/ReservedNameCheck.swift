import PHPSyntax

/// Names PHP keeps for itself: a class may not be called, extend, implement or import a name as
/// `self`, `parent`, `int`, `string`, `mixed`…; a type may not name them through a namespace
/// (`bar\int`, `\self`); a class constant may not be called `class`; and `__autoload()` may no
/// longer be declared.
public struct ReservedNameCheck: ClassMemberCheck, SignatureCheck {
    public static let name = "reserved-name"
    /// After a nested class (`NestedClassCheck`), before an import clash (`ImportConflictCheck`).
    public static let reportOrder = 70
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nclass self {}\n", "Cannot use 'self' as class name as it is reserved"),
        ("<?php\ninterface Parent {}\n", "Cannot use 'Parent' as class name as it is reserved"),
        ("<?php\nclass Mixed {}\n", "Cannot use 'Mixed' as class name as it is reserved"),
        ("<?php\n#[Attribute]\ntrait int {}\n", "Cannot use 'int' as class name as it is reserved"),
        ("<?php\nfunction __autoload($class) {}\n", "__autoload() is no longer supported, use spl_autoload_register() instead"),
        ("<?php\nnamespace A;\nif (1) {\n    function ASSERT() {}\n}\n", "Defining a custom assert() function is not allowed, as the function has special semantics"),
        ("<?php\nfinal\nclass A extends\n    SELF {}\n", "Cannot use 'SELF' as class name, as it is reserved"),
        ("<?php\nclass A extends B implements static {}\n", "Cannot use 'static' as interface name, as it is reserved"),
        ("<?php\ninterface I extends J, parent {}\n", "Cannot use 'parent' as interface name, as it is reserved"),
        ("<?php\nclass A\n{\n    use B,\n        Self;\n}\n", "Cannot use 'Self' as trait name, as it is reserved"),
        ("<?php\nclass A\n{\n    use static;\n}\n", "Cannot use 'static' as trait name, as it is reserved"),
        ("<?php\nclass A\n{\n    use \\self;\n}\n", "'\\self' is an invalid class name"),
        ("<?php\nclass C\n{\n    use\n        T,\n        U\n    {\n        T::f as g;\n        self::f\n            as h;\n    }\n}\n", "Cannot use 'self' as trait name, as it is reserved"),
        ("<?php\nclass C\n{\n    use T { f as g; }\n    use T { static::f as g; }\n}\n", "Cannot use 'static' as trait name, as it is reserved"),
        ("<?php\ntrait T\n{\n    use T, U {\n        T::f\n        insteadof\n        U,\n        \\parent;\n    }\n}\n", "'\\parent' is an invalid class name"),
        ("<?php\n$a = new class extends \\Parent {};\n", "'\\Parent' is an invalid class name"),
        ("<?php\nuse Foo\\Bar as self;\n", "Cannot use Foo\\Bar as self because 'self' is a special class name"),
        ("<?php\nuse\n    A\\Int;\n", "Cannot use A\\Int as Int because 'Int' is a special class name"),
        ("<?php\nclass C {\n    public\n    function f(\\self $a) {}\n}\n", "'\\self' is an invalid class name"),
        ("<?php\nnamespace N;\nuse X\\Y as bar;\nfunction f(bar\\int $a) {}\n", "Cannot use 'X\\Y\\int' as class name as it is reserved"),
        ("<?php\nnamespace N;\nfunction f(\\self $a): ?bar\\Mixed {}\n", "Cannot use 'N\\bar\\Mixed' as class name as it is reserved"),
        ("<?php\ninterface I\n{\n    const\n        A = 1, CLASS = 2;\n}\n", classConstantMessage),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nnamespace A;\nfunction __autoload() {}\nclass C { function assert() {} function __autoload() {} }\n",
        "<?php\nclass Integer {}\nclass A { function __autoload() {} const CLASSES = 1; }\n",
        "<?php\nclass A extends int {}\nclass B extends A\\self implements \\int, mixed {}\n",
        "<?php\nuse function A\\B as self;\nuse const A\\int;\nuse A\\Iterable as It;\n",
        "<?php\nclass C {\n    function f(self $a, \\A\\B $b): static|int {}\n}\n",
        // PHP refuses only `self`, `parent` and `static` there, not the other reserved names.
        "<?php\nclass C\n{\n    use T { int::f as g; T::f insteadof int, selfish; }\n}\n",
    ]
    /// PHP 8.2's reserved class names (`zend_compile.c`'s reserved_class_names).
    static let reservedClassNames = ShortWords(["bool", "false", "float", "int", "null", "parent", "self", "static", "string", "true",
                                                "void", "never", "iterable", "object", "mixed"])
    /// `Foo::class` names the class, so no constant (nor enum case) may be called `class`.
    static let classConstantMessage = "A class constant must not be called 'class'; it is reserved for class name fetching"
    public private(set) var errors: [CompileError] = []
    /// The file walked, not kept: see `CompileCheck.reset(for:)`.
    private unowned(unsafe) var file: SourceFile
    /// Resolves a type name only when it is an error, to word the message (the runner's, handed
    /// over before each function).
    var names = NameResolution()

    public init(file: SourceFile) {
        self.file = file
    }

    public mutating func reset(for file: SourceFile) {
        errors.clear()
        self.file = file
        names.reset()
    }

    /// Every class: its name is checked whatever its members.
    public static let memberFacts: ClassOutline.Facts = []

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        if declaration.nameText.withBytes(Self.reservedClassNames.contains) {
            errors.append(CompileError("Cannot use '\(declaration.name)' as class name as it is reserved", at: declaration.keywordOffset))
            return .visitChildren
        }
        // An interface extends interfaces.
        let extendedRole = declaration.kind == .interface ? "interface" : "class"
        let message = declaration.extends.lazy.compactMap { Self.relativeNameError($0, role: extendedRole) }.first
            ?? declaration.implements.lazy.compactMap { Self.relativeNameError($0, role: "interface") }.first
        if let message {
            errors.append(CompileError(message, at: declaration.keywordOffset))
        }
        if outline.has(.traitUses) {
            // Each `use` is compiled in its place among the members, at the line of its first
            // name: its traits, then those its adaptations name.
            for member in declaration.members {
                guard case .traitUse(let traits, _) = member.kind, let first = traits.first,
                      let message = traits.lazy.compactMap({ Self.relativeNameError($0, role: "trait") }).first
                        ?? member.traitAdaptationNames.lazy.compactMap({ Self.relativeNameError($0, role: "trait") }).first else { continue }
                errors.append(CompileError(message, at: first.range.start))
            }
        }
        guard outline.has(.constants) else { return .visitChildren }
        for member in declaration.members {
            // PHP names the line of the declaration's first constant, whichever is called `class`.
            guard case .constant(_, let constants) = member.kind, let first = constants.first,
                  constants.contains(where: { NameFolding.matches($0.nameText, "class") }) else { continue }
            errors.append(CompileError(Self.classConstantMessage, at: first.range.start))
        }
        return .visitChildren
    }

    /// A type of one unqualified word is never one of these.
    public static let signatureFacts: FunctionOutline.Facts = [.composedTypes]

    public mutating func visit(_ function: FunctionNode, outline: FunctionOutline) -> WalkAction {
        // PHP compiles the return type before the parameters', at the `function` line.
        var message = function.returnType.flatMap { typeError($0) }
        for parameter in function.parameters where message == nil {
            message = parameter.type.flatMap { typeError($0) }
        }
        if let message {
            errors.append(CompileError(message, at: function.keywordOffset))
        }
        return .visitChildren
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        switch statement.kind {
        case .function(let function):
            // `__autoload` only as the global function's full name; `assert` in any namespace.
            if names.namespace.isEmpty && NameFolding.matches(function.nameText, "__autoload") {
                errors.append(CompileError("__autoload() is no longer supported, use spl_autoload_register() instead", at: statement.range.start))
            } else if NameFolding.matches(function.nameText, "assert") {
                errors.append(CompileError("Defining a custom assert() function is not allowed, as the function has special semantics", at: statement.range.start))
            }
        case .use(let declaration):
            // Every reserved name is 8 letters or fewer: most aliases are ruled out unlowercased.
            for clause in declaration.clauses where clause.kind == .normal {
                if clause.withBoundName(Self.reservedClassNames.contains) {
                    if let offset = file.nameStart(ofUseAt: statement.range.start) {
                        let alias = clause.boundName
                        errors.append(CompileError("Cannot use \(clause.name.joined) as \(alias) because '\(alias)' is a special class name", at: offset))
                    }
                    break
                }
            }
        default:
            break
        }
        return .visitChildren
    }

    /// `extends self` or `implements \parent`. The lexer reads `static` as a keyword, so PHP
    /// names it in lowercase whatever was written.
    static func relativeNameError(_ name: Name, role: String) -> String? {
        guard name.isSinglePart, ShortWords.classScopeWords.contains(name.last) else { return nil }
        switch name.kind {
        case .unqualified:
            let written = name.last.phpLowercased == "static" ? "static" : name.last
            return "Cannot use '\(written)' as \(role) name, as it is reserved"
        case .fullyQualified:
            return qualifiedRelativeNameError(name)
        case .qualified, .relative:
            return nil
        }
    }

    /// `relativeNameError`, for a name read in place: most parents are none of the three words,
    /// and are not made into a `Name` to find that out.
    static func relativeNameError(_ name: NodeName, role: String) -> String? {
        guard name.isSinglePart, ShortWords.classScopeWords.contains(name.lastWord) else { return nil }
        return relativeNameError(name.name, role: role)
    }

    /// `\self`, `\parent` or `\static`: a class name PHP never resolves, wherever it stands.
    static func qualifiedRelativeNameError(_ name: Name) -> String? {
        guard name.kind == .fullyQualified, name.isSinglePart, ShortWords.classScopeWords.contains(name.last) else { return nil }
        return "'\\\(name.last)' is an invalid class name"
    }

    /// A class name in a type that can only be a mistake: `\self`, or a namespaced name ending
    /// in a reserved one, which PHP names resolved (`bar\int` in namespace N is `N\bar\int`).
    func typeError(_ type: TypeNode) -> String? {
        switch type.kind {
        case .nullable(let inner):
            return typeError(inner)
        case .union(let members), .intersection(let members):
            return members.lazy.compactMap { typeError($0) }.first
        case .name(let name):
            guard name.kind != .unqualified, name.kind != .relative, Self.reservedClassNames.contains(name.lastWord) else { return nil }
            let resolved = name.name
            switch name.kind {
            case .fullyQualified where resolved.isSinglePart:
                return Self.qualifiedRelativeNameError(resolved)
            case .fullyQualified:
                return "Cannot use '\(resolved.joined)' as class name as it is reserved"
            case .qualified where !resolved.isSinglePart:
                return "Cannot use '\(names.className(resolved))' as class name as it is reserved"
            default:
                return nil
            }
        }
    }
}
