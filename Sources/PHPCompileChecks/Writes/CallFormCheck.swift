import PHPSyntax

/// Calls PHP refuses however they are run: arguments out of order (a positional one after
/// `...$args` or a named one, `...$args` after a named one), `new` or a `?->` chain as a
/// first-class callable (`new A(...)`, `$a?->b(...)`), and a method named by a literal that is
/// not a string.
public struct CallFormCheck: CompileCheck {
    public static let name = "call-form"
    public static let reportOrder = 210
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nf(...$a, $b);\n", "Cannot use positional argument after argument unpacking"),
        ("<?php\n$a->m(b: 1, $c);\n", "Cannot use positional argument after named argument"),
        ("<?php\nnew A(b: 1, ...$c);\n", "Cannot use argument unpacking after named arguments"),
        // PHP names the line of the argument before.
        ("<?php\nf(\n    ...$a,\n    $b\n);\n", "Cannot use positional argument after argument unpacking"),
        ("<?php\nf(\n    b: 1,\n\n    $c\n);\n", "Cannot use positional argument after named argument"),
        ("<?php\n$f = new A(...);\n", "Cannot create Closure for new expression"),
        ("<?php\n$f = $a?->b(...);\n", "Cannot combine nullsafe operator with Closure creation"),
        ("<?php\n$f = $a?->b->c(...);\n", "Cannot combine nullsafe operator with Closure creation"),
        ("<?php\n$a->{0}();\n", "Method name must be a string"),
        ("<?php\nA::{null}();\n", "Method name must be a string"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nf(...$a, ...$b);\nf(...$a, b: 1);\nf($a, b: 1, c: 2);\nf(b: g(1, ...$c), d: 2);\n$f = f(...);\n$g = $a->b->c(...)?->d;\n$a->{'name'}();\n$a->{$name}();\n$a->{0};\n",
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
        case .methodCall(let object, _, let arguments, let nullsafe) where arguments.isFirstClassCallable && (nullsafe || object.isShortCircuited):
            errors.append(CompileError("Cannot combine nullsafe operator with Closure creation", at: expression.range.start))
        case .methodCall(_, .expression(let name), let arguments, _), .staticCall(_, .expression(let name), let arguments):
            if Self.isNonStringLiteral(name) {
                errors.append(CompileError("Method name must be a string", at: expression.range.start))
            } else {
                checkOrder(arguments)
            }
        case .call(_, let arguments), .methodCall(_, _, let arguments, _), .staticCall(_, _, let arguments), .new(_, let arguments):
            checkOrder(arguments)
        default:
            break
        }
        return .visitChildren
    }

    /// PHP compiles a call's arguments in order and stops at the first out of place: nothing
    /// positional after `...$a` or a named argument, no `...$a` after a named argument. It names
    /// the line of the last expression it compiled, the argument before's value (the exact line
    /// of a value written over several lines is where PHP dates that expression, which is not
    /// always its first).
    private mutating func checkOrder(_ arguments: ArgumentsNode) {
        var unpacked = false
        var named = false
        var previousValue = arguments.range.start
        for argument in arguments.items {
            var problem: String?
            if argument.unpack {
                if named { problem = "Cannot use argument unpacking after named arguments" }
                unpacked = true
            } else if argument.isNamed {
                named = true
            } else if unpacked {
                problem = "Cannot use positional argument after argument unpacking"
            } else if named {
                problem = "Cannot use positional argument after named argument"
            }
            if let problem {
                errors.append(CompileError(problem, at: previousValue, orderedAt: argument.range.start))
                return
            }
            previousValue = argument.value.range.start
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
