import PHPRuntime
import PHPSyntax

/// Which side of a ternary on an unknown condition is known truthy: a fallback such as
/// `$title ?: 'Notice'` always yields text, so the alert it fills is never empty and does not
/// decide the kind.
enum TruthyFallback {
    /// True when `value` is truthy, or is the branch taken only when it is itself truthy.
    static func isTruthy(_ value: PHPValue, branchHoldsCondition: Bool) -> Bool {
        branchHoldsCondition || value.truthiness == true
    }

    /// `$x ?: …`, `$x ? $x : …`, `!empty($x) ? $x : …`: the then-branch is the tested value.
    static func thenHoldsCondition(_ condition: Expr, _ then: Expr?, _ text: (SourceRange) -> String) -> Bool {
        guard let then else { return true }
        let tested = text(then.range)
        if text(condition.range) == tested { return true }
        if case .unary(.not, let inner) = condition.kind, case .empty(let operand) = inner.kind { return text(operand.range) == tested }
        return false
    }

    /// `empty($x) ? … : $x`: the else-branch is the tested value.
    static func elseHoldsNegation(_ condition: Expr, _ otherwise: Expr, _ text: (SourceRange) -> String) -> Bool {
        if case .empty(let operand) = condition.kind { return text(operand.range) == text(otherwise.range) }
        return false
    }
}
