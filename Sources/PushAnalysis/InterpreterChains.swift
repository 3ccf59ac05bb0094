import PHPRuntime
import PHPSyntax

/// Binary operators. PHP's grammar makes `"a" . "a" . …`, `1 + 1 + …` and `$a || $b || …` a
/// left-deep chain, one level per operator, as deep as the chain is long. Followed level by level,
/// every level copied the string built so far and named its unknown after its own text, the whole
/// chain up to it: a 100,000-part concatenation copied gigabytes and ran for half a minute. The
/// chain is followed from its first operand out instead, with no recursion into its left side: a
/// string grows in one buffer, and an unknown is named once, after the whole chain.
extension Interpreter {
    func evaluateChain(_ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        // The levels, outermost first. `??` reads its left side quietly, so it ends the spine.
        var levels: [Expr] = []
        var first = expr
        while case .binary(let op, let left, _) = first.kind, op != .coalesce {
            levels.append(first)
            first = left
        }
        guard !levels.isEmpty else {
            guard case .binary(.coalesce, let left, let right) = expr.kind else { return evaluate(expr, &state) }
            let value = quietly(left, .coalesce, &state)
            if value.isUnknown { return unknown(expr.range, from: [value]) }
            return value == .null ? evaluate(right, &state) : value
        }
        var value = evaluate(first, &state)
        // Once an operand is unknown, arithmetic, comparison and concatenation stay unknown up the
        // chain: only the sources are gathered, in order, each once, and the name is made at the end.
        var unknownSources: (list: [String], seen: Set<String>)?
        // A `--set` binding may name any level's code, so with bindings every level is named.
        let namesEveryLevel = !bindings.expressions.isEmpty
        for position in levels.indices.reversed() {
            let level = levels[position]
            let isLast = position == 0
            // The outermost level's step was counted by the `evaluate` that called this.
            if !isLast { guard step() else { return unknown(expr.range) } }
            guard case .binary(let op, _, let rightExpr) = level.kind else { continue }
            if !op.shortCircuits, !namesEveryLevel, value.isUnknown || unknownSources != nil {
                if unknownSources == nil { unknownSources = ([], []) }
                let right = evaluate(rightExpr, &state)
                for source in (value.unknowns + right.unknowns).flatMap(\.sources) where unknownSources!.seen.insert(source).inserted {
                    unknownSources!.list.append(source)
                }
                value = .null
                continue
            }
            if let sources = unknownSources {
                // A short-circuit operator after unknown levels: it may make the value known again.
                value = .unknown(UnknownValue(expression: "", sources: sources.list))
                unknownSources = nil
            }
            if op == .concat, case .string = value {
                value = appending(rightExpr, to: &value, level.range, isLast: isLast, &state)
            } else {
                value = combine(op, value, rightExpr, level.range, named: isLast || namesEveryLevel, &state)
            }
        }
        if let sources = unknownSources {
            let expression = text(expr.range)
            return .unknown(UnknownValue(expression: expression, sources: sources.list.isEmpty ? [expression] : sources.list))
        }
        return value
    }

    /// One level: `left` (already worked out) with the right operand. `named`: false for a level
    /// whose value only feeds the next one, where an unknown's name is never shown.
    private func combine(_ op: BinaryOperator, _ left: PHPValue, _ rightExpr: Expr, _ range: SourceRange, named: Bool, _ state: inout InterpreterState) -> PHPValue {
        switch op {
        case .booleanAnd, .logicalAnd, .booleanOr, .logicalOr:
            let stopsOn = op == .booleanOr || op == .logicalOr
            if let truth = left.truthiness {
                if truth == stopsOn { return .bool(stopsOn) }
                let right = evaluate(rightExpr, &state)
                return right.truthiness.map { .bool($0) } ?? unknown(range, from: [right], named: named)
            }
            // The right side may or may not run: its value is used, its effects are not kept.
            var scratch = state
            let right = evaluate(rightExpr, &scratch)
            if right.truthiness == stopsOn { return .bool(stopsOn) }
            return unknown(range, from: [left, right], named: named)
        default:
            let right = evaluate(rightExpr, &state)
            return binary(op, left, right, range, named: named)
        }
    }

    /// `left . right` where `left` is a string: the right operand's text appended to it in place
    /// (`left` gives up its bytes, so they are not copied), within the same limits as `binary`.
    private func appending(_ rightExpr: Expr, to left: inout PHPValue, _ range: SourceRange, isLast: Bool, _ state: inout InterpreterState) -> PHPValue {
        let right = evaluate(rightExpr, &state)
        guard case .string(var bytes) = left, let text = right.isObject ? nil : right.toPHPString() else {
            return binary(.concat, left, right, range, named: isLast)
        }
        let total = bytes.count + text.count
        if total > limits.maximumStringBytes {
            note(.limitReached(.stringBytes(total, limit: limits.maximumStringBytes)), range)
            return unknown(range, named: isLast)
        }
        guard countStringBytes(text.count, range) else { return unknown(range, named: isLast) }
        left = .null
        bytes.append(contentsOf: text)
        return .string(bytes)
    }
}

extension BinaryOperator {
    /// `&&`, `||`, `and`, `or`: the right side runs only for some left values.
    var shortCircuits: Bool {
        self == .booleanAnd || self == .logicalAnd || self == .booleanOr || self == .logicalOr
    }
}

extension PHPValue {
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
