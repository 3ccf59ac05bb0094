import PHPSyntax

/// A `return` must agree with its function's declared return type — none from `void`, nothing at
/// all from `never`, a value from any other type — unless the function is a generator; and
/// `yield` belongs in a function (`yield from` not in one that returns by reference).
public struct ReturnCheck: CompileCheck {
    public static let name = "return"
    public static let reportOrder = 190
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfunction f(): void\n{\n    return 1;\n}\n", "A void function must not return a value"),
        ("<?php\nfunction f(): void\n{\n    return null;\n}\n", "A void function must not return a value (did you mean \"return;\" instead of \"return null;\"?)"),
        ("<?php\nfunction f(): int\n{\n    return;\n}\n", "A function with return type must return a value"),
        ("<?php\nfunction f(): ?int\n{\n    return;\n}\n", "A function with return type must return a value (did you mean \"return null;\" instead of \"return;\"?)"),
        ("<?php\nfunction f(): never\n{\n    return;\n}\n", "A never-returning function must not return"),
        // However deep in a method the return stands (the runner passes over a body only on
        // what the parser noted in it).
        ("<?php\nclass A\n{\n    public function f(): int\n    {\n        foreach ($a as $b) {\n            if ($b) {\n                return;\n            }\n        }\n        return 1;\n    }\n}\n", "A function with return type must return a value"),
        ("<?php\nclass A\n{\n    public function f()\n    {\n        return array_map(function ($x): int {\n            if ($x) {\n                return;\n            }\n            return 1;\n        }, []);\n    }\n}\n", "A function with return type must return a value"),
        ("<?php\nclass A\n{\n    public function f(): never\n    {\n        try {\n            return 1;\n        } catch (E $e) {\n        }\n    }\n}\n", "A never-returning function must not return"),
        ("<?php\n$f = fn(): void => 1;\n", "A void function must not return a value"),
        ("<?php\n$a = 1;\nyield $a;\n", "The \"yield\" expression can only be used inside a function"),
        ("<?php\nfunction &f()\n{\n    yield from [];\n}\n", "Cannot use \"yield from\" inside a by-reference generator"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nclass A\n{\n    public function f(): void\n    {\n        if ($a) {\n            return;\n        }\n    }\n\n    public function g(): ?int\n    {\n        return null;\n    }\n\n    public function h()\n    {\n        return;\n    }\n}\n",
        "<?php\nfunction f(): void\n{\n    $g = function () {\n        return 1;\n    };\n    return;\n}\nfunction g(): iterable\n{\n    yield 1;\n    return;\n}\nfunction &h()\n{\n    yield 1;\n}\n$k = fn() => yield 1;\n",
    ]

    private struct Function {
        var returnType: TypeNode?
        var byReference: Bool
        var isArrow: Bool
        /// A `yield` makes the function a generator, whose returns are not checked; a `yield` may
        /// come after a `return`, so the errors wait for the function's end, in `pending`.
        var yields = false
        /// Where its errors start in `pending`.
        let firstPending: Int
    }

    public private(set) var errors: [CompileError] = []
    /// The functions the walk is in, innermost on top; nil at the file's level.
    private var functions = ScopeStack<Function?>(nil)
    /// The errors of the functions the walk is in, each function's after its outer one's: one
    /// list for the file (a list in each function retained and released an array for each).
    private var pending: [CompileError] = []
    /// Set at an arrow function's expression, read at its declaration, which the walk visits next.
    private var arrowAhead = false

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        functions.reset(to: nil)
        pending.clear()
        arrowAhead = false
    }

    public mutating func visit(_ function: FunctionNode) -> WalkAction {
        functions.push(Function(returnType: function.returnType, byReference: function.byReferenceReturn, isArrow: arrowAhead, firstPending: pending.count))
        arrowAhead = false
        return .visitChildren
    }

    /// The walk reaches every `yield` (each is one of the `ExpressionTriggers`).
    public mutating func leave(_ function: FunctionNode) {
        guard let ended = functions.pop(), pending.count > ended.firstPending else { return }
        if !ended.yields { errors += pending[ended.firstPending...] }
        pending.removeSubrange(ended.firstPending...)
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        guard case .return(let value) = statement.kind, let function = functions.top, let type = function.returnType else { return .visitChildren }
        let message: String
        switch TypeForm.voidOrNever(type) {
        case "void"?:
            guard let value else { return .visitChildren }
            if case .constantFetch(let name) = value.kind, name.isSinglePart, NameFolding.matches(name.lastWord, "null") {
                message = "A void function must not return a value (did you mean \"return;\" instead of \"return null;\"?)"
            } else {
                message = "A void function must not return a value"
            }
        case "never"?:
            // An arrow function's body is an implicit return, which PHP words differently.
            guard !function.isArrow else { return .visitChildren }
            message = "A never-returning function must not return"
        default:
            guard value == nil else { return .visitChildren }
            if Self.admitsNull(type) {
                message = "A function with return type must return a value (did you mean \"return null;\" instead of \"return;\"?)"
            } else {
                message = "A function with return type must return a value"
            }
        }
        pending.append(CompileError(message, at: statement.range.start))
        return .visitChildren
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        switch expression.kind {
        case .arrowFunction:
            arrowAhead = true
        case .yield where functions.top == nil, .yieldFrom where functions.top == nil:
            errors.append(CompileError("The \"yield\" expression can only be used inside a function", at: expression.range.start))
        case .yield, .yieldFrom:
            functions.top?.yields = true
            if case .yieldFrom = expression.kind, functions.top?.byReference == true {
                errors.append(CompileError("Cannot use \"yield from\" inside a by-reference generator", at: expression.range.start))
            }
        default:
            break
        }
        return .visitChildren
    }

    /// Whether a body's returns, as the parser noted them, may be ones `function`'s return type
    /// refuses (a value under `void` or `never`, `return;` under any type but `void`): the
    /// runner walks such a body for this check alone.
    static func mayRefuse(_ facts: BodyFacts, of function: FunctionNode, _ outline: FunctionOutline) -> Bool {
        if facts.contains(.returnsValue), outline.has([.voidReturn, .neverReturn]) { return true }
        return facts.contains(.returnsNothing) && !outline.has(.voidReturn) && function.returnType != nil
    }

    private static func admitsNull(_ type: TypeNode) -> Bool {
        switch type.kind {
        case .nullable: return true
        case .union(let members): return members.contains(where: admitsNull)
        case .name(let name): return name.isSinglePart && (NameFolding.matches(name.lastWord, "null") || NameFolding.matches(name.lastWord, "mixed"))
        default: return false
        }
    }
}
