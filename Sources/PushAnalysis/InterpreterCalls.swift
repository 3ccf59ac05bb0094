import GeTuiModel
import PHPRuntime
import PHPSyntax

extension Interpreter {
    func evaluateArguments(_ arguments: Arguments, _ state: inout InterpreterState) -> [PHPValue] {
        arguments.items.map { evaluate($0.value, &state) }
    }

    /// A function call: a few built-ins that change their arguments or the program, the pure
    /// built-ins of `PHPBuiltins`, and functions defined in the analysed files.
    func call(_ callee: Callee, _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        guard case .name(let name) = callee, !arguments.isFirstClassCallable else {
            _ = evaluateArguments(arguments, &state)
            return unknown(expr.range)
        }
        let lowered = name.last.lowercased()
        switch lowered {
        case "define":
            _ = evaluateArguments(arguments, &state)
            return .bool(true)
        case "defined":
            guard case .string(let bytes)? = arguments.items.first.map({ evaluate($0.value, &state) }) else { return unknown(expr.range) }
            let constant = String(decoding: bytes, as: UTF8.self)
            return .bool(index.constants[constant] != nil || bindings.constants[constant] != nil)
        case "array_push", "array_unshift":
            guard let target = arguments.items.first?.value else { return unknown(expr.range) }
            let values = arguments.items.dropFirst().map { evaluate($0.value, &state) }
            var count: PHPValue = unknown(expr.range)
            updateContainer(target, &state) { container in
                container.modifyArray { array in
                    if lowered == "array_push" {
                        for value in values { array.append(value) }
                    } else {
                        array = PHPArray(list: values + array.values.enumerated().compactMap { array.keys[$0.offset].isInt ? $0.element : nil })
                    }
                    count = .int(array.count)
                }
            }
            return count
        case "compact", "extract", "func_get_args", "get_defined_vars":
            _ = evaluateArguments(arguments, &state)
            return unknown(expr.range)
        default:
            break
        }
        if let entry = index.function(named: name.last), name.kind != .fullyQualified || name.parts.count == 1 {
            return callUserFunction(entry, arguments, expr, &state)
        }
        let values = evaluateArguments(arguments, &state)
        do {
            guard let result = try PHPBuiltins.call(lowered, values) else { return unknown(expr.range, from: values) }
            return bounded(result, expr.range)
        } catch {
            note(error, expr.range)
            return unknown(expr.range, from: values)
        }
    }

    /// Runs a function defined in the analysed files with the call's arguments.
    func callUserFunction(_ entry: ProgramIndex.FunctionEntry, _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        let values = evaluateArguments(arguments, &state)
        guard callDepth < limits.maximumCallDepth else {
            note(.limitReached("calls nested deeper than \(limits.maximumCallDepth) (recursion?); the result of `\(text(expr.range))` is unknown"), expr.range)
            return unknown(expr.range, from: values)
        }
        guard countCall() else {
            return unknown(expr.range, from: values)
        }
        let declaration = entry.declaration
        // The heap moves into the call and back out, never shared: a shared heap would be copied
        // whole by the callee's first change, at every call.
        var local = InterpreterState()
        swap(&local.heap, &state.heap)
        swap(&local.statics, &state.statics)
        let returned: [PHPValue] = within(unit: entry.unit, function: declaration.name) {
            var scratch = InterpreterState()
            bindParameters(declaration.parameters, positional: values, named: arguments, into: &local) { parameter in
                parameter.defaultValue.map { evaluate($0, &scratch) } ?? .null
            }
            let outcomes = execute(declaration.body ?? [], [Self.take(&local)])
            guard var first = outcomes.first else {
                state.flow = .stopped
                return [.null]
            }
            // A static variable is bound to its slot: what the body left in it is kept for the next call.
            let prefix = "\(declaration.name)::"
            for key in first.statics.keys where key.hasPrefix(prefix) {
                if let value = first.variables[String(key.dropFirst(prefix.count))] { first.statics[key] = value }
            }
            // The function split the path: objects from its first path are kept.
            state.heap = first.heap
            state.statics = first.statics
            if outcomes.allSatisfy({ $0.flow == .stopped }) {
                state.flow = .stopped
            }
            return outcomes.map { $0.flow == .returned ? $0.returnValue : .null }
        }
        // Back in the caller's unit: `expr` is the caller's code, so its text is read from the
        // caller's file. A return value that differs between paths is unknown; an unknown result
        // is named after this call, the code the reader sees, and keeps the inputs it came from.
        if returned.allSatisfy({ $0 == returned[0] }), !returned[0].isUnknown {
            return returned[0]
        }
        return unknown(expr.range, from: returned)
    }

    /// Binds parameters from positional and named arguments; missing ones take their defaults.
    func bindParameters(_ parameters: [Parameter], positional values: [PHPValue], named arguments: Arguments, into state: inout InterpreterState, defaultValue: (Parameter) -> PHPValue) {
        var byName: [String: PHPValue] = [:]
        var positional: [PHPValue] = []
        for (argument, value) in zip(arguments.items, values) {
            if let name = argument.name { byName[name] = value } else { positional.append(value) }
        }
        for (position, parameter) in parameters.enumerated() {
            if parameter.variadic {
                state.variables[parameter.name] = .array(PHPArray(list: Array(positional.dropFirst(position))))
            } else if position < positional.count {
                state.variables[parameter.name] = positional[position]
            } else if let value = byName[parameter.name] {
                state.variables[parameter.name] = value
            } else {
                state.variables[parameter.name] = defaultValue(parameter)
            }
        }
    }

    func instantiate(_ reference: ClassReference, _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        let values = evaluateArguments(arguments, &state)
        guard case .name(let name) = reference else { return unknown(expr.range, from: values) }
        let object: SDKObject
        switch SDKClass(name: name.last) {
        case .apnPayload?: object = .apnPayload(APNPayload(creation: entryRange(expr.range)))
        case .dictionaryAlertMsg?: object = .dictionaryAlert(DictionaryAlertMsg())
        case .simpleAlertMsg?: object = .simpleAlert(SimpleAlertMsg())
        case .multiMedia?: object = .multiMedia(MultiMedia())
        case let sdkClass? where sdkClass.isTemplate: object = .template(PushTemplate(className: sdkClass.rawValue))
        default: object = .other(className: name.last, properties: [:])
        }
        return .object(allocate(object, at: expr.range, in: &state))
    }

    func methodCall(_ objectExpr: Expr, _ member: MemberName, _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        guard let method = member.identifier else {
            _ = evaluate(objectExpr, &state)
            _ = evaluateArguments(arguments, &state)
            return unknown(expr.range)
        }
        let handle = objectHandle(objectExpr, property: method, &state)
        let values = evaluateArguments(arguments, &state)
        guard let handle else { return unknown(expr.range, from: values) }
        return sdkMethod(handle, method, values, arguments, expr, &state) ?? unknown(expr.range, from: values)
    }
}

extension PHPArray.Key {
    var isInt: Bool {
        if case .int = self { return true }
        return false
    }
}
