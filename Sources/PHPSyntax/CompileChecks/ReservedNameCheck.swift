/// Names PHP keeps for itself: a class may not be called `self`, `parent`, `int`, `string`,
/// `mixed`…, a class constant not `class`, and `__autoload()` may no longer be declared.
public struct ReservedNameCheck: CompileCheck {
    public static let name = "reserved-name"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nclass self {}\n", "Cannot use 'self' as class name as it is reserved"),
        ("<?php\ninterface Parent {}\n", "Cannot use 'Parent' as class name as it is reserved"),
        ("<?php\nclass Mixed {}\n", "Cannot use 'Mixed' as class name as it is reserved"),
        ("<?php\ntrait int {}\n", "Cannot use 'int' as class name as it is reserved"),
        ("<?php\nfunction __autoload($class) {}\n", "__autoload() is no longer supported, use spl_autoload_register() instead"),
        ("<?php\ninterface I\n{\n    const\n        A = 1, CLASS = 2;\n}\n", classConstantMessage),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nclass Integer {}\nclass A { function __autoload() {} const CLASSES = 1; }\n",
    ]
    /// PHP 8.2's reserved class names (`zend_compile.c`'s reserved_class_names).
    static let reservedClassNames: Set<String> = ["bool", "false", "float", "int", "null", "parent", "self", "static", "string", "true",
                                                  "void", "never", "iterable", "object", "mixed"]
    /// `Foo::class` names the class, so no constant (nor enum case) may be called `class`.
    static let classConstantMessage = "A class constant must not be called 'class'; it is reserved for class name fetching"
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
        if Self.reservedClassNames.contains(declaration.name.lowercased()) {
            errors.append(CompileError("Cannot use '\(declaration.name)' as class name as it is reserved", at: declaration.range.start))
        }
        for member in declaration.members {
            // PHP names the line of the declaration's first constant, whichever is called `class`.
            guard case .constant(_, let constants) = member.kind, let first = constants.first,
                  constants.contains(where: { $0.name.utf8.count == 5 && $0.name.lowercased() == "class" }) else { continue }
            errors.append(CompileError(Self.classConstantMessage, at: first.range.start))
        }
        return .visitChildren
    }

    public mutating func visit(_ statement: Stmt) -> WalkAction {
        if case .function(let function) = statement.kind, function.name.lowercased() == "__autoload" {
            errors.append(CompileError("__autoload() is no longer supported, use spl_autoload_register() instead", at: statement.range.start))
        }
        return .visitChildren
    }
}
