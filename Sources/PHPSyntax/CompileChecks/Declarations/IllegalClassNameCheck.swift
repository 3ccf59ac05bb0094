/// A class named in a way PHP refuses when it compiles the access: a number (`(0)::C`,
/// `(1.5)::$p`, `(-1)::f()`; a string, `("A")::C`, names a class, and is fine), or `self`,
/// `parent` or `static` written fully qualified (`\self::X`, `new \static`), which never resolve.
public struct IllegalClassNameCheck: CompileCheck {
    public static let name = "illegal-class-name"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\n(0)::t;\n", "Illegal class name"),
        ("<?php\n$a = (1.5)::$p;\n", "Illegal class name"),
        ("<?php\n$a = (\n    -1\n)::f();\n", "Illegal class name"),
        ("<?php\necho \\SELF::FOO;\n", "'\\SELF' is an invalid class name"),
        ("<?php\nclass A\n{\n    function f() { return new \\static; }\n}\n", "'\\static' is an invalid class name"),
        ("<?php\nfunction f($a = \\parent::X) {}\n", "'\\parent' is an invalid class name"),
        ("<?php\nvar_dump($a instanceof \\self);\n", "'\\self' is an invalid class name"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n$a = ('A')::C;\n$b = ($a)::C;\n$c = (new A)::f();\n",
        "<?php\necho \\selfish::X, \\A\\self::X, \\self(), \\parent;\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        switch expression.kind {
        case .classConstantFetch(.expression(let subject), _), .staticPropertyFetch(.expression(let subject), _), .staticCall(.expression(let subject), _, _):
            if let number = Self.number(subject) {
                errors.append(CompileError("Illegal class name", at: number.range.start))
            }
        default:
            if case .name(let name)? = expression.kind.classReference, let message = ReservedNameCheck.qualifiedRelativeNameError(name.name) {
                errors.append(CompileError(message, at: name.range.start))
            }
        }
        return .visitChildren
    }

    /// The number literal `subject` is, signed or not.
    static func number(_ subject: ExprNode) -> ExprNode? {
        switch subject.kind {
        case .integer, .float: subject
        case .unary(.minus, let inner), .unary(.plus, let inner): number(inner)
        default: nil
        }
    }
}
