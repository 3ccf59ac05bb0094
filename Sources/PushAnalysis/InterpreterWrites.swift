import GeTuiModel
import PHPRuntime
import PHPSyntax

extension Interpreter {
    /// Stores `value` into an assignment target: a variable, an array element, an object
    /// property, or a `list()`/`[]` destructuring pattern.
    func assign(_ value: PHPValue, to target: Expr, valueRange: SourceRange?, _ state: inout InterpreterState) {
        if case .array(let array) = value, array.depth >= PHPArray.maximumDepth {
            note(.limitReached(.arrayDepth(PHPArray.maximumDepth)), currentStatement)
        }
        if case .array(let array) = value, array.weight > PHPArray.maximumWeight / 2 {
            note(.limitReached(.arrayGrowth(holds: PHPArray.maximumWeight >> 21, limit: PHPArray.maximumWeight >> 20)), currentStatement)
        }
        if let root = Self.writtenVariable(target) { state.forget(variable: root) }
        switch target.kind {
        case .variable(let name):
            state.variables[name] = value
        case .arrayDimFetch(let baseExpr, let indexExpr):
            let index = indexExpr.map { evaluate($0, &state) }
            updateContainer(baseExpr, &state) { container in
                Self.store(value, in: &container, at: index)
            }
        case .propertyFetch(let objectExpr, let member, _):
            guard let property = member.identifier else { return }
            guard let handle = objectHandle(objectExpr, property: property, &state) else { return }
            let origin = originHere(value: valueRange, expressionText: valueRange.map(text))
            setProperty(handle, property, Assigned(value, origin: origin), &state)
        case .array(let items, _):
            destructure(value, into: items, &state)
        case .staticPropertyFetch(let reference, let member):
            // PHP works out the class's constants and defaults first; on an error nothing is written.
            if let (key, _) = staticPropertyKey(reference, member), case .name(let name) = reference, let className = resolveClass(name),
               updateClass(className, target.range) {
                state.statics[key] = value
            }
        default:
            break
        }
    }

    /// The variable a write changes: `$a` for `$a`, `$a[1]`, `$a->b['c']`.
    static func writtenVariable(_ target: Expr) -> String? {
        switch target.kind {
        case .variable(let name): name
        case .arrayDimFetch(let base, _), .propertyFetch(let base, _, _): writtenVariable(base)
        default: nil
        }
    }

    /// Reads the container at `expr`, lets `change` modify it, and writes it back, so
    /// `$a['x'][] = 1` and `$alert->locArgs[] = "x"` work on nested values. The container is
    /// taken out of its variable (or element) while `change` runs, so an array held only there
    /// is changed in place, not copied: appending in a loop stays linear.
    func updateContainer(_ expr: Expr, _ state: inout InterpreterState, _ change: (inout PHPValue) -> Void) {
        switch expr.kind {
        case .variable(let name):
            var current = state.variables.removeValue(forKey: name) ?? (unit.isSnippet ? .unknown(UnknownValue(expression: "$\(name)")) : .null)
            change(&current)
            state.variables[name] = current
        case .arrayDimFetch(let baseExpr, let indexExpr):
            let index = indexExpr.map { evaluate($0, &state) }
            updateContainer(baseExpr, &state) { outer in
                var inner: PHPValue = .null
                if let index {
                    inner = element(of: outer, at: index, expr.range)
                    if let key = PHPArray.Key(index), Self.holds(outer, key) {
                        outer.modifyArray { $0[key] = .null }
                    }
                }
                change(&inner)
                Self.store(inner, in: &outer, at: index)
            }
        case .propertyFetch(let objectExpr, let member, _):
            guard let property = member.identifier, let handle = objectHandle(objectExpr, property: property, &state) else { return }
            var current = readProperty(handle, property, state) ?? .null
            change(&current)
            setProperty(handle, property, Assigned(current, origin: originHere(value: nil)), &state)
        default:
            break
        }
    }

    static func holds(_ container: PHPValue, _ key: PHPArray.Key) -> Bool {
        guard case .array(let array) = container else { return false }
        return array[key] != nil
    }

    /// `$container[$index] = $value` on a value; an unknown container or key stays unknown.
    static func store(_ value: PHPValue, in container: inout PHPValue, at index: PHPValue?) {
        switch container {
        case .array: break
        case .null: container = .array(PHPArray())
        case .string(let bytes) where bytes.isEmpty: container = .array(PHPArray())
        default: return  // unknown stays unknown; writing into a scalar: PHP errors, the old value stays
        }
        guard let index else {
            container.modifyArray { $0.append(value) }
            return
        }
        guard let key = PHPArray.Key(index) else {
            container = .unknown(UnknownValue(expression: "array with unknown key"))
            return
        }
        container.modifyArray { $0[key] = value }
    }

    /// The object `$expr` refers to for a property write. In a snippet, `$apn->sound = …` on a
    /// variable the snippet never created assumes the SDK object those fields belong to.
    func objectHandle(_ expr: Expr, property: String, _ state: inout InterpreterState) -> PHPObjectHandle? {
        if case .variable(let name) = expr.kind, state.variables[name] == nil, unit.isSnippet, name != "this",
           let object = Self.implicitObject(forProperty: property, at: entryRange(expr.range)) {
            let handle = allocate(object, at: expr.range, in: &state)
            state.variables[name] = .object(handle)
            note(.implicitObject(variable: name, className: object.className), expr.range)
            return handle
        }
        guard case .object(let handle) = evaluate(expr, &state) else { return nil }
        return handle
    }

    static func implicitObject(forProperty property: String, at range: SourceRange) -> SDKObject? {
        if APNPayload.Field(rawValue: property) != nil || SDKClass.apnPayload.schema.method(property)?.effect == .addCustomMessage {
            return .apnPayload(APNPayload(creation: range))
        }
        if DictionaryAlertMsg.Field(rawValue: property) != nil {
            return .dictionaryAlert(DictionaryAlertMsg())
        }
        return nil
    }

    func setProperty(_ handle: PHPObjectHandle, _ property: String, _ assigned: Assigned, _ state: inout InterpreterState) {
        guard var object = state.heap[handle] else { return }
        if let message = object.write(property, assigned) {
            stop(with: message, currentStatement, &state)
            return
        }
        switch object {
        case .template, .v2: break  // unchanged: the heap is not copied for nothing
        default: state.heap[handle] = object
        }
    }

    func readProperty(_ handle: PHPObjectHandle, _ property: String, _ state: InterpreterState) -> PHPValue? {
        state.heap[handle]?.read(property)
    }

    private func destructure(_ value: PHPValue, into items: [ArrayItem?], _ state: inout InterpreterState) {
        var position = 0
        for item in items {
            defer { position += 1 }
            guard let item else { continue }
            let element: PHPValue
            if let keyExpr = item.key {
                element = self.element(of: value, at: evaluate(keyExpr, &state), item.range)
            } else {
                element = self.element(of: value, at: .int(position), item.range)
            }
            assign(element, to: item.value, valueRange: nil, &state)
        }
    }

    func unset(_ target: Expr, _ state: inout InterpreterState) {
        if let root = Self.writtenVariable(target) { state.forget(variable: root) }
        switch target.kind {
        case .variable(let name):
            state.variables[name] = nil
        case .arrayDimFetch(let baseExpr, let indexExpr?):
            let index = evaluate(indexExpr, &state)
            updateContainer(baseExpr, &state) { container in
                guard let key = PHPArray.Key(index) else { return }
                container.modifyArray { $0[key] = nil }
            }
        default:
            break
        }
    }
}
