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
        if case .name(let name) = callee, arguments.isFirstClassCallable {
            return makeClosure(lookupFunction(name).map { .declared($0.declaration, $0.unit) } ?? .named(name.last), uses: [], isStatic: true, expr, &state)
        }
        guard case .name(let name) = callee else {
            guard case .expression(let calleeExpr) = callee else { return unknown(expr.range) }
            let callable = evaluate(calleeExpr, &state)
            let values = evaluateArguments(arguments, &state)
            return callCallable(callable, values, expr, &state) ?? unknown(expr.range, from: values)
        }
        let lowered = name.last.phpLowercased
        switch lowered {
        case "define":
            _ = evaluateArguments(arguments, &state)
            return .bool(true)
        case "defined":
            guard case .string(let bytes)? = arguments.items.first.map({ evaluate($0.value, &state) }) else { return unknown(expr.range) }
            let constant = String(decoding: bytes, as: UTF8.self)
            return .bool(index.isConstantDefined(constant) || bindings.constants[constant] != nil)
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
        case "array_map", "array_filter", "call_user_func", "call_user_func_array":
            if let result = callWithCallback(lowered, arguments, expr, &state) { return result }
            return unknown(expr.range)
        case "extract" where arguments.items.count == 1:
            // EXTR_OVERWRITE: every key that is a valid variable name becomes that variable.
            guard case .array(let array) = evaluate(arguments.items[0].value, &state) else {
                state.extractedUnknown = true
                state.decided = [:]
                return unknown(expr.range)
            }
            var count = 0
            for (key, value) in zip(array.keys, array.values) {
                guard case .string(let bytes) = key, Self.isVariableName(bytes), bytes != Array("this".utf8) else { continue }
                state.variables[String(decoding: bytes, as: UTF8.self)] = value
                state.forget(variable: String(decoding: bytes, as: UTF8.self))
                count += 1
            }
            return .int(count)
        case "compact":
            var result = PHPArray()
            func add(_ value: PHPValue) {
                switch value {
                case .string(let bytes):
                    let name = String(decoding: bytes, as: UTF8.self)
                    if let variable = state.variables[name] { result[.string(bytes)] = variable }
                case .array(let names):
                    names.values.forEach(add)
                default:
                    break
                }
            }
            for value in evaluateArguments(arguments, &state) {
                if value.containsUnknown { return unknown(expr.range, from: [value]) }
                add(value)
            }
            return .array(result)
        case "extract", "func_get_args", "get_defined_vars":
            _ = evaluateArguments(arguments, &state)
            return unknown(expr.range)
        default:
            break
        }
        if let entry = lookupFunction(name) {
            return callUserFunction(entry, arguments, expr, &state)
        }
        let values = evaluateArguments(arguments, &state)
        if lowered == "json_encode", let body = values.first {
            noteRawBody(body, flags: values.count > 1 ? values[1] : .int(0), at: expr.range, &state)
        }
        do {
            guard let result = try PHPBuiltins.call(lowered, values) else {
                // A function gtpush cannot follow (an HTTP client's) may post a body it is given.
                for value in values { noteRawBody(value, at: expr.range, &state) }
                return unknown(expr.range, from: values)
            }
            return bounded(result, expr.range)
        } catch {
            note(error, expr.range)
            return unknown(expr.range, from: values)
        }
    }

    /// Runs a function defined in the analysed files with the call's arguments.
    func callUserFunction(_ entry: ProgramIndex.FunctionEntry, _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        let values = evaluateArguments(arguments, &state)
        return invoke(entry.declaration, unit: entry.unit, name: entry.qualifiedName, classScope: nil, this: nil, values: values, arguments: arguments, expr: expr, &state)
    }

    /// Binds parameters from positional and named arguments; missing ones take their defaults.
    /// An argument passes through its parameter's declared type first (`coerce`): PHP converts it
    /// there, or throws before the body runs.
    func bindParameters(_ parameters: [Parameter], positional values: [PHPValue], named arguments: Arguments?, into state: inout InterpreterState,
                        coerce: (Parameter, _ position: Int, PHPValue) throws(PHPError) -> PHPValue,
                        defaultValue: (Parameter) -> PHPValue) throws(PHPError) {
        var byName: [String: PHPValue] = [:]
        var positional: [PHPValue] = arguments == nil ? values : []
        for (argument, value) in zip(arguments?.items ?? [], values) {
            if let name = argument.name { byName[name] = value } else { positional.append(value) }
        }
        for (position, parameter) in parameters.enumerated() {
            if parameter.variadic {
                state.variables[parameter.name] = .array(PHPArray(list: Array(positional.dropFirst(position))))
            } else if position < positional.count {
                state.variables[parameter.name] = try coerce(parameter, position + 1, positional[position])
            } else if let value = byName[parameter.name] {
                state.variables[parameter.name] = try coerce(parameter, position + 1, value)
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
        default:
            if let v2Class = V2Class(name: name.last) {
                object = .v2(V2Object(v2Class))
                break
            }
            if let className = resolveClass(name), let entry = index.classEntry(named: className, in: scope), entry.declaration.kind == .class {
                return instantiateUserClass(entry, values, arguments, expr, &state)
            }
            object = .other(className: name.last, properties: [:])
        }
        return .object(allocate(object, at: expr.range, in: &state))
    }

    func methodCall(_ objectExpr: Expr, _ member: MemberName, _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        guard let method = member.identifier else {
            _ = evaluate(objectExpr, &state)
            _ = evaluateArguments(arguments, &state)
            return unknown(expr.range)
        }
        // `$this` is read as it is, unknown too: a method analysed on its own calls its siblings.
        let object: PHPValue
        if case .variable("this") = objectExpr.kind {
            object = state.variables["this"] ?? unknown(objectExpr.range)
        } else {
            object = objectHandle(objectExpr, property: method, &state).map { .object($0) } ?? .null
        }
        let values = evaluateArguments(arguments, &state)
        if case .object(let handle) = object, let result = sdkMethod(handle, method, values, arguments, expr, &state) { return result }
        if let result = userMethodCall(object, method, values, arguments, expr, &state) { return result }
        if let result = v2Send(method, values, arguments, expr, &state) { return result }
        for value in values { noteRawBody(value, at: expr.range, &state) }
        return unknown(expr.range, from: values)
    }
}

extension Interpreter {
    /// `[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*`: what `extract` accepts as a variable name.
    static func isVariableName(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, first == UInt8(ascii: "_") || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z")) || first >= 0x80 else { return false }
        return bytes.allSatisfy { $0 == UInt8(ascii: "_") || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")) || ($0 >= 48 && $0 <= 57) || $0 >= 0x80 }
    }
}

extension PHPArray.Key {
    var isInt: Bool {
        if case .int = self { return true }
        return false
    }
}

extension Interpreter {
    /// `array_map`, `array_filter`, `call_user_func(_array)` with a callback gtpush can follow;
    /// nil when it cannot (the result is then unknown).
    func callWithCallback(_ function: String, _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue? {
        let values = evaluateArguments(arguments, &state)
        switch function {
        case "call_user_func":
            guard let callable = values.first else { return nil }
            return callCallable(callable, Array(values.dropFirst()), expr, &state)
        case "call_user_func_array":
            guard values.count == 2, case .array(let list) = values[1] else { return nil }
            return callCallable(values[0], list.values, expr, &state)
        case "array_map":
            // One array keeps its keys; several are walked side by side into a list.
            guard values.count >= 2 else { return nil }
            var arrays: [PHPArray] = []
            for value in values.dropFirst() {
                guard case .array(let array) = value else { return nil }
                arrays.append(array)
            }
            if values[0] == .null, arrays.count == 1 { return values[1] }
            if arrays.count == 1 {
                var result = PHPArray()
                for (key, element) in zip(arrays[0].keys, arrays[0].values) {
                    guard let mapped = callCallable(values[0], [element], expr, &state) else { return nil }
                    result[key] = mapped
                }
                return .array(result)
            }
            var result = PHPArray()
            for position in 0..<(arrays.map(\.count).max() ?? 0) {
                let row = arrays.map { position < $0.count ? $0.values[position] : .null }
                guard let mapped = values[0] == .null ? .array(PHPArray(list: row)) : callCallable(values[0], row, expr, &state) else { return nil }
                result.append(mapped)
            }
            return .array(result)
        case "array_filter":
            guard let first = values.first, case .array(let array) = first else { return nil }
            let mode = values.count > 2 ? values[2] : .int(0)
            var result = PHPArray()
            for (key, element) in zip(array.keys, array.values) {
                let keep: PHPValue?
                if values.count < 2 || values[1] == .null {
                    keep = element
                } else {
                    let callArguments: [PHPValue] = mode == .int(2) ? [key.asValue] : mode == .int(1) ? [element, key.asValue] : [element]
                    keep = callCallable(values[1], callArguments, expr, &state)
                }
                guard let truth = keep?.truthiness else { return nil }
                if truth { result[key] = element }
            }
            return .array(result)
        default:
            return nil
        }
    }
}
