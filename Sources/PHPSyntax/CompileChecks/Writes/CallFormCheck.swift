/// Calls PHP refuses however they are run: a positional argument after `...$args`, `new` as a
/// first-class callable (`new A(...)`), and a method named by a literal that is not a string.
public struct CallFormCheck: CompileCheck {
    public static let name = "call-form"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nf(...$a, $b);\n", "Cannot use positional argument after argument unpacking"),
        ("<?php\n$f = new A(...);\n", "Cannot create Closure for new expression"),
        ("<?php\n$a->{0}();\n", "Method name must be a string"),
        ("<?php\nA::{null}();\n", "Method name must be a string"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nf(...$a, ...$b);\nf(...$a, b: 1);\n$f = f(...);\n$a->{'name'}();\n$a->{$name}();\n$a->{0};\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        switch expression.kind {
        case .new(_, let arguments) where arguments.isFirstClassCallable:
            errors.append(CompileError("Cannot create Closure for new expression", at: expression.range.start))
        case .methodCall(_, .expression(let name), let arguments, _), .staticCall(_, .expression(let name), let arguments):
            if Self.isNonStringLiteral(name) {
                errors.append(CompileError("Method name must be a string", at: expression.range.start))
            } else {
                checkUnpacking(arguments)
            }
        case .call(_, let arguments), .methodCall(_, _, let arguments, _), .staticCall(_, _, let arguments), .new(_, let arguments):
            checkUnpacking(arguments)
        default:
            break
        }
        return .visitChildren
    }

    private mutating func checkUnpacking(_ arguments: ArgumentsNode) {
        var unpacked = false
        for argument in arguments.items {
            if argument.unpack {
                unpacked = true
            } else if unpacked, argument.name == nil {
                errors.append(CompileError("Cannot use positional argument after argument unpacking", at: argument.range.start))
                return
            }
        }
    }

    private static func isNonStringLiteral(_ name: ExprNode) -> Bool {
        switch name.kind {
        case .integer, .float, .array: return true
        case .constantFetch(let constant):
            return constant.isSinglePart && ["null", "true", "false"].contains(constant.last.phpLowercased)
        default: return false
        }
    }
}
