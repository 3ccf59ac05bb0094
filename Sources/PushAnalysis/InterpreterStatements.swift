import GeTuiModel
import PHPRuntime
import PHPSyntax

extension Interpreter {
    /// Runs `statements` on every state that is still running; states that returned, broke or
    /// stopped pass through untouched.
    func execute(_ statements: [Stmt], _ states: consuming [InterpreterState]) -> [InterpreterState] {
        var current = states
        for statement in statements {
            guard current.contains(where: { $0.flow == .normal }) else { break }
            var next: [InterpreterState] = []
            for index in current.indices {
                // Each state is taken out of the list, so the statement owns its heap outright.
                if current[index].flow == .normal {
                    next.append(contentsOf: execute(statement, Self.take(&current[index])))
                } else {
                    next.append(Self.take(&current[index]))
                }
            }
            current = capVariants(next, at: statement.range)
        }
        return current
    }

    /// Keeps the number of paths bounded; the ones beyond the limit are not followed.
    func capVariants(_ states: [InterpreterState], at range: SourceRange) -> [InterpreterState] {
        guard states.count > limits.maximumVariants else { return states }
        cutShort(by: .paths(limits.maximumVariants), range)
        return Array(states.prefix(limits.maximumVariants))
    }

    func execute(_ statement: Stmt, _ state: consuming InterpreterState) -> [InterpreterState] {
        guard step() else {
            var stopped = state
            stopped.flow = .stopped
            return [stopped]
        }
        currentStatement = statement.range
        switch statement.kind {
        case .expression(let expr):
            return executeExpressionStatement(expr, Self.take(&state))
        case .echo(let exprs):
            for expr in exprs { _ = evaluate(expr, &state) }
            return [Self.take(&state)]
        case .unset(let targets):
            for target in targets { unset(target, &state) }
            return [Self.take(&state)]
        case .block(let body):
            return execute(body, [Self.take(&state)])
        case .if(let statement):
            return executeIf(statement, Self.take(&state))
        case .while(let condition, let body):
            return executeLoop(conditions: [condition], body: body, steps: [], checkFirst: true, Self.take(&state))
        case .doWhile(let body, let condition):
            return executeLoop(conditions: [condition], body: body, steps: [], checkFirst: false, Self.take(&state))
        case .for(let initializers, let conditions, let stepExprs, let body):
            for initializer in initializers { _ = evaluate(initializer, &state) }
            return executeLoop(conditions: conditions, body: body, steps: stepExprs, Self.take(&state))
        case .foreach(let loop):
            return executeForeach(loop, Self.take(&state))
        case .switch(let subject, let cases):
            return executeSwitch(subject: subject, cases: cases, Self.take(&state))
        case .break(let levels):
            state.flow = .breaking(loopLevels(levels))
            return [Self.take(&state)]
        case .continue(let levels):
            state.flow = .continuing(loopLevels(levels))
            return [Self.take(&state)]
        case .return(let value):
            state.returnValue = value.map { evaluate($0, &state) } ?? .null
            state.flow = .returned
            return [Self.take(&state)]
        case .global(let names):
            for case .variable(let name) in names.map(\.kind) {
                state.variables[name] = bindings.variables[name] ?? .unknown(UnknownValue(expression: "$\(name)"))
            }
            return [Self.take(&state)]
        case .staticVariables(let variables):
            for variable in variables {
                let key = "\(functionName ?? "")::\(variable.name)"
                if let kept = state.statics[key] {
                    state.variables[variable.name] = kept
                } else {
                    let initial = variable.initialValue.map { evaluate($0, &state) } ?? .null
                    state.statics[key] = initial
                    state.variables[variable.name] = initial
                }
            }
            return [Self.take(&state)]
        case .try(let statement):
            tryDepth += 1
            var states = execute(statement.body, [Self.take(&state)])
            tryDepth -= 1
            guard let finallyBody = statement.finallyBody else { return states }
            var finished: [InterpreterState] = []
            for index in states.indices {
                var running = Self.take(&states[index])
                let flow = running.flow
                running.flow = .normal
                for var after in execute(finallyBody, [running]) {
                    if after.flow == .normal { after.flow = flow }
                    finished.append(after)
                }
            }
            return finished
        case .namespace(_, let body?), .declare(_, let body?):
            return execute(body, [Self.take(&state)])
        case .function, .classLike, .namespace, .use, .const, .declare, .goto, .label, .nop, .inlineHTML, .error:
            return [Self.take(&state)]
        case .haltCompiler:
            state.flow = .stopped
            return [Self.take(&state)]
        }
    }

    private func loopLevels(_ expr: Expr?) -> Int {
        if let expr, case .integer(let levels) = expr.kind, levels > 1 { return levels }
        return 1
    }

    /// `cond && action;` and `cond || action;` are how PHP code often writes a one-line `if`
    /// (`isset($t) && $alert->title = $t;`); they are followed as ifs, so an unknown condition
    /// splits the path instead of losing the assignment.
    private func executeExpressionStatement(_ expr: Expr, _ state: consuming InterpreterState) -> [InterpreterState] {
        if case .binary(let op, let condition, let action) = expr.kind, op == .booleanAnd || op == .logicalAnd || op == .booleanOr || op == .logicalOr {
            let runsWhen = op == .booleanAnd || op == .logicalAnd
            let described = text(condition.range)
            let value = evaluate(condition, &state)
            guard let truth = value.truthiness ?? state.assumption(described) else {
                var taken = copy state
                taken.assume(described, runsWhen)
                _ = evaluate(action, &taken)
                state.assume(described, !runsWhen)
                guard case .unknown(let chooser) = unknown(condition.range, from: [value]) else { return [taken, Self.take(&state)] }
                return PathJoin.join([taken, Self.take(&state)], condition: chooser)
            }
            if truth == runsWhen { _ = evaluate(action, &state) }
            return [Self.take(&state)]
        }
        _ = evaluate(expr, &state)
        return [state]
    }

    private func executeIf(_ statement: IfStatement, _ state: consuming InterpreterState) -> [InterpreterState] {
        var branches: [(Expr?, [Stmt])] = [(statement.condition, statement.body)]
        branches += statement.elseIfs.map { ($0.condition, $0.body) }
        branches.append((nil, statement.elseBody ?? []))
        var results: [InterpreterState] = []
        var pending = [Self.take(&state)]
        var chooser: PHPValue?
        for (condition, body) in branches {
            var stillPending: [InterpreterState] = []
            for index in pending.indices {
                var candidate = Self.take(&pending[index])
                guard let condition else {
                    results += execute(body, [Self.take(&candidate)])
                    continue
                }
                let described = text(condition.range)
                let value = evaluate(condition, &candidate)
                switch value.truthiness ?? candidate.assumption(described) {
                case true?:
                    results += execute(body, [Self.take(&candidate)])
                case false?:
                    stillPending.append(Self.take(&candidate))
                case nil:
                    chooser = chooser ?? unknown(condition.range, from: [value])
                    var skipped = copy candidate
                    skipped.assume(described, false)
                    stillPending.append(skipped)
                    candidate.assume(described, true)
                    results += execute(body, [Self.take(&candidate)])
                }
            }
            pending = stillPending
        }
        if case .unknown(let condition)? = chooser { results = PathJoin.join(results, condition: condition) }
        return capVariants(results, at: statement.condition.range)
    }

    /// `while`/`do-while`: iterates while the condition is known true, up to the limit.
    private func executeLoop(conditions: [Expr], body: [Stmt], steps stepExprs: [Expr], checkFirst: Bool = true, _ state: consuming InterpreterState) -> [InterpreterState] {
        var iteration = 0
        var first = true
        while true {
            if !first || checkFirst {
                var truth: Bool? = true
                for condition in conditions { truth = evaluate(condition, &state).truthiness }
                if truth == false { return [state] }
                if truth == nil {
                    return [havoc(body + stepExprs.map { Stmt(.expression($0), $0.range) }, state, at: conditions.first?.range ?? currentStatement)]
                }
            }
            first = false
            iteration += 1
            if iteration > limits.maximumLoopIterations {
                note(.limitReached(.loopIterations(limits.maximumLoopIterations)), currentStatement)
                return [havoc(body, state, at: currentStatement)]
            }
            var after = execute(body, [Self.take(&state)])
            guard after.count == 1 else {
                // The body split the path; follow each path out of the loop without iterating further.
                return after.map { finishIteration($0) }
            }
            var next = after.removeLast()
            switch next.flow {
            case .breaking(let levels):
                next.flow = levels > 1 ? .breaking(levels - 1) : .normal
                return [next]
            case .continuing(let levels) where levels > 1:
                next.flow = .continuing(levels - 1)
                return [next]
            case .returned, .stopped:
                return [next]
            case .normal, .continuing:
                next.flow = .normal
            }
            for step in stepExprs { _ = evaluate(step, &next) }
            state = next
        }
    }

    private func finishIteration(_ state: consuming InterpreterState) -> InterpreterState {
        switch state.flow {
        case .breaking(let levels): state.flow = levels > 1 ? .breaking(levels - 1) : .normal
        case .continuing(let levels): state.flow = levels > 1 ? .continuing(levels - 1) : .normal
        default: break
        }
        return state
    }

    private func executeForeach(_ loop: ForeachStatement, _ state: consuming InterpreterState) -> [InterpreterState] {
        let subject = evaluate(loop.subject, &state)
        guard case .array(let array) = subject else {
            if subject.isUnknown {
                return [havoc(loop.body + [Stmt(.expression(loop.value), loop.value.range)], state, at: loop.subject.range)]
            }
            return [state]  // foreach over null or a scalar: PHP warns and skips the loop
        }
        var current = [Self.take(&state)]
        for (iteration, entry) in array.entries.enumerated() {
            if iteration >= limits.maximumLoopIterations {
                note(.limitReached(.foreachElements(limits.maximumLoopIterations)), loop.subject.range)
                break
            }
            var next: [InterpreterState] = []
            var leaving: [InterpreterState] = []
            for index in current.indices {
                var running = Self.take(&current[index])
                if let key = loop.key { assign(entry.key.asValue, to: key, valueRange: nil, &running) }
                assign(entry.value, to: loop.value, valueRange: nil, &running)
                for after in execute(loop.body, [Self.take(&running)]) {
                    switch after.flow {
                    case .normal, .continuing(1): var kept = after; kept.flow = .normal; next.append(kept)
                    default: leaving.append(finishIteration(after))
                    }
                }
            }
            current = capVariants(next, at: loop.subject.range)
            if current.isEmpty { return leaving }
            if !leaving.isEmpty { return capVariants(current + leaving, at: loop.subject.range) }
        }
        return current
    }

    private func executeSwitch(subject: Expr, cases: [SwitchCase], _ state: consuming InterpreterState) -> [InterpreterState] {
        let value = evaluate(subject, &state)
        var chooser: PHPValue?
        var starts: [(Int, InterpreterState)] = []
        var pending = [Self.take(&state)]
        for (position, switchCase) in cases.enumerated() {
            guard let condition = switchCase.condition else { continue }
            var stillPending: [InterpreterState] = []
            for index in pending.indices {
                var candidate = Self.take(&pending[index])
                let caseValue = evaluate(condition, &candidate)
                if chooser == nil, value.isUnknown || caseValue.isUnknown { chooser = unknown(subject.range, from: [value]) }
                switch PHPComparison.looseEquals(value, caseValue) {
                case true?: starts.append((position, candidate))
                case false?: stillPending.append(candidate)
                case nil:
                    var taken = copy candidate
                    taken.assumptions.append("`\(text(subject.range))` is `\(text(condition.range))`")
                    starts.append((position, taken))
                    candidate.assumptions.append("`\(text(subject.range))` is not `\(text(condition.range))`")
                    stillPending.append(candidate)
                }
            }
            pending = stillPending
        }
        if let defaultPosition = cases.firstIndex(where: { $0.condition == nil }) {
            starts += pending.map { (defaultPosition, $0) }
        } else {
            starts += pending.map { (cases.count, $0) }
        }
        var results: [InterpreterState] = []
        for index in starts.indices {
            let body = cases[starts[index].0...].flatMap(\.body)
            results += execute(body, [Self.take(&starts[index].1)]).map(finishIteration)
        }
        if case .unknown(let condition)? = chooser { results = PathJoin.join(results, condition: condition) }
        return capVariants(results, at: subject.range)
    }

    /// What a loop that cannot be followed may change becomes unknown: variables it assigns, and
    /// the fields of payloads it assigns to.
    private func havoc(_ body: [Stmt], _ state: consuming InterpreterState, at range: SourceRange) -> InterpreterState {
        var targets: [Expr] = []
        AssignmentTargets.collect(body, into: &targets)
        for target in targets {
            switch target.kind {
            case .variable(let name):
                state.variables[name] = .unknown(UnknownValue(expression: "$\(name)"))
            case .propertyFetch(let object, let name, _):
                guard case .variable(let variable) = object.kind, case .object(let handle)? = state.variables[variable],
                      let property = name.identifier else { continue }
                if case .apnPayload = state.heap[handle] { note(.mutatedInUnknownLoop, range) }
                setProperty(handle, property, Assigned(unknown(target.range), origin: Origin(statement: entryRange(range))), &state)
            case .methodCall(let object, _, _, _):
                if case .variable(let variable) = object.kind, case .object(let handle)? = state.variables[variable],
                   case .apnPayload = state.heap[handle] {
                    note(.mutatedInUnknownLoop, range)
                }
            case .arrayDimFetch:
                if let root = AssignmentTargets.rootVariable(target) {
                    state.variables[root] = .unknown(UnknownValue(expression: "$\(root)"))
                }
            default:
                break
            }
        }
        return state
    }
}
