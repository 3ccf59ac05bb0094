import PHPSyntax

/// Calls of the SDK's methods (`$apn->add_customMsg(…)`, `$aps->setSound(…)`), under the names the
/// schema spells and the runtime looks up, with arguments as the runtime takes them.
extension BuilderTranslator {
    func methodCall(_ object: Expr, _ name: String, _ arguments: Arguments, range: SourceRange) throws(Untranslatable) -> Fragment {
        if let call = try userMethodCall(object, name, arguments, range: range) { return call }
        let owner = Self.unwrapped(try translate(object), "Call to a member function \(name)() on null")
        guard case .object(let className) = owner.type, let method = SDKClasses.method(name, of: className),
              method.arity.contains(arguments.items.count), !arguments.items.contains(where: { $0.unpack || $0.name != nil }) else {
            throw Untranslatable(construct: "the method \(name)()", range: range)
        }
        var codes: [String] = []
        for argument in arguments.items {
            codes.append(try sdkArgument(argument.value, of: method, name: name))
        }
        // The runtime looks the method up by the SDK's name: every call may throw PHP's Error.
        let code = "\(owner.code).\(method.name)(\(codes.joined(separator: ", ")))"
        return Fragment(code: code, type: method.result == .value ? .value : .void, throwing: true)
    }

    /// An argument of an SDK method as the runtime takes it: an object, a list of objects, or a
    /// PHP value.
    private func sdkArgument(_ expr: Expr, of method: SDKClasses.Method, name: String) throws(Untranslatable) -> String {
        if method.argument == .anyObjects, let list = try objectList(expr) { return list }
        let fragment = try translate(expr)
        // A bare `nil` or `[]` could be either of the runtime's calls: the values' or the objects'.
        let code = fragment.literal && fragment.type == .value ? Self.explicitValueCode(fragment) : Self.valueCode(fragment)
        switch method.argument {
        case .object(let required):
            // `set_apnInfo(null)` is the SDK's to judge: the runtime takes an optional object.
            guard fragment.type == .object(required) || fragment.type == .optionalObject(required) else {
                throw Untranslatable(construct: "\(name)() given something other than \(required)", range: expr.range)
            }
            return fragment.code
        case .anyObject, .anyObjects:
            // The SDK stores what it is given, and throws when the body is made if that is not one
            // of its objects (`setAlert("text")`, a v1 payload): the runtime's model does the same.
            return Self.isObject(fragment.type) ? fragment.code : code
        case .values:
            guard !Self.isObject(fragment.type) else {
                throw Untranslatable(construct: "\(name)() given an object", range: expr.range)
            }
            return code
        }
    }

    /// `array($m1, $m2)` of SDK objects (`setMultimedia`, `setMsgList`, `set_multiMedias`): a Swift
    /// array of the objects. nil when the array holds no object; a list that mixes them with
    /// values, or gives them keys, is not translated.
    private func objectList(_ expr: Expr) throws(Untranslatable) -> String? {
        guard case .array(let items, let syntax) = expr.kind, syntax != .list, !items.isEmpty else { return nil }
        var codes: [String] = []
        var values = 0
        for item in items {
            guard let item, !item.byReference, !item.unpack else { throw Untranslatable(construct: "this array item", range: expr.range) }
            let fragment = try translate(item.value)
            guard Self.isObject(fragment.type) else { values += 1; continue }
            guard item.key == nil else { throw Untranslatable(construct: "an SDK object under a key", range: item.range) }
            codes.append(fragment.code)
        }
        if codes.isEmpty { return nil }
        guard values == 0 else { throw Untranslatable(construct: "an array mixing SDK objects and values", range: expr.range) }
        return "[" + codes.joined(separator: ", ") + "]"
    }
}
