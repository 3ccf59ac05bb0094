/// `(0)::C`, `(1.5)::$p`, `(-1)::f()`: a number stands where a class is named. PHP refuses it
/// when it compiles the access (a string, `("A")::C`, names a class, and is fine).
public struct IllegalClassNameCheck: CompileCheck {
    public static let name = "illegal-class-name"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\n(0)::t;\n", "Illegal class name"),
        ("<?php\n$a = (1.5)::$p;\n", "Illegal class name"),
        ("<?php\n$a = (\n    -1\n)::f();\n", "Illegal class name"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n$a = ('A')::C;\n$b = ($a)::C;\n$c = (new A)::f();\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func visit(_ expression: Expr) -> WalkAction {
        switch expression.kind {
        case .classConstantFetch(.expression(let subject), _), .staticPropertyFetch(.expression(let subject), _), .staticCall(.expression(let subject), _, _):
            if let number = Self.number(subject) {
                errors.append(CompileError("Illegal class name", at: number.range.start))
            }
        default:
            break
        }
        return .visitChildren
    }

    /// The number literal `subject` is, signed or not.
    static func number(_ subject: Expr) -> Expr? {
        switch subject.kind {
        case .integer, .float: subject
        case .unary(.minus, let inner), .unary(.plus, let inner): number(inner)
        default: nil
        }
    }
}
