import PHPSyntax

/// Objects of the program's own classes. A builder has no PHP objects: an object is its state,
/// the properties its methods read, and a method is a helper that takes that state first.
/// `new C(…)` works out the state from the constructor's arguments (a constructor may only store
/// them); `$this->p` reads the state; `C::CONST` and `self::$p` fold to their declared literals.
extension BuilderTranslator {
    /// `$this->p`, or `$object->p` on an object of the program's classes.
    func userPropertyRead(_ object: Expr, _ property: String, range: SourceRange) throws(Untranslatable) -> Fragment? {
        switch object.kind {
        case .variable("this"):
            guard let state = thisState[property] else { throw Untranslatable(construct: "$this->\(property)", range: range) }
            return state
        case .variable(let name):
            guard case .instance(_, let state)? = variables[name] else { return nil }
            guard let local = state[property] else { throw Untranslatable(construct: "reading ->\(property)", range: range) }
            return Fragment(code: local, type: .value)
        default:
            return nil
        }
    }

    /// `$this->m(…)`, `$object->m(…)`, `(new C(…))->m(…)`: the method's helper, given the state.
    func userMethodCall(_ object: Expr, _ name: String, _ arguments: Arguments, range: SourceRange) throws(Untranslatable) -> Fragment? {
        let className: String
        let state: (String) throws(Untranslatable) -> String
        switch object.kind {
        case .variable("this"):
            guard let current = currentClass else { return nil }
            className = current
            state = { property throws(Untranslatable) in
                guard let fragment = self.thisState[property] else { throw Untranslatable(construct: "$this->\(property)", range: range) }
                return Self.valueCode(fragment)
            }
        case .variable(let variable):
            guard case .instance(let instanceClass, let locals)? = variables[variable] else { return nil }
            className = instanceClass
            state = { property throws(Untranslatable) in
                guard let local = locals[property] else { throw Untranslatable(construct: "->\(property)", range: range) }
                return local
            }
        case .new(.name(let newClass), let constructorArguments) where classes.declaration(newClass.last) != nil:
            className = newClass.last
            let callee = BuilderCalls.Callee(className: className, name: name)
            let values = try constructed(className, constructorArguments, needing: helpers[callee.key]?.state ?? [], range: range)
            state = { property throws(Untranslatable) in values[property].map(Self.valueCode) ?? "nil" }
        default:
            return nil
        }
        return try helperCall(BuilderCalls.Callee(className: className, name: name), arguments, state: state, range: range)
    }

    /// `C::m(…)`, `self::m(…)`, `static::m(…)`.
    func userStaticCall(_ className: Name, _ name: String, _ arguments: Arguments, range: SourceRange) throws(Untranslatable) -> Fragment? {
        guard let resolved = classes.resolve(className, in: currentClass) else { return nil }
        return try helperCall(BuilderCalls.Callee(className: resolved, name: name), arguments, state: { property throws(Untranslatable) in
            guard let fragment = self.thisState[property] else { throw Untranslatable(construct: "$this->\(property)", range: range) }
            return Self.valueCode(fragment)
        }, range: range)
    }

    private func helperCall(_ callee: BuilderCalls.Callee, _ arguments: Arguments, state: (String) throws(Untranslatable) -> String,
                            range: SourceRange) throws(Untranslatable) -> Fragment? {
        guard let helper = helpers[callee.key] else { return nil }
        guard !arguments.isFirstClassCallable, !arguments.items.contains(where: { $0.unpack || $0.name != nil }) else {
            throw Untranslatable(construct: "a call to \(callee.name)() with named or unpacked arguments", range: range)
        }
        var codes: [String] = []
        for property in helper.state { codes.append(try state(property)) }
        for argument in arguments.items {
            let fragment = try translate(argument.value)
            codes.append(Self.isObject(fragment.type) ? fragment.code : Self.valueCode(fragment))
        }
        return Fragment(code: "\(helper.swiftName)(\(codes.joined(separator: ", ")))", type: helper.returnType, throwing: true)
    }

    /// The state `new C(…)` gives the properties `needing` names.
    func constructed(_ className: String, _ arguments: Arguments, needing: [String], range: SourceRange) throws(Untranslatable) -> [String: Fragment] {
        guard !arguments.items.contains(where: { $0.unpack || $0.name != nil }) else {
            throw Untranslatable(construct: "new \(className) with named or unpacked arguments", range: range)
        }
        var state: [String: Fragment] = [:]
        if let constructor = classes.method("__construct", in: className)?.declaration {
            var parameters: [String: Fragment] = [:]
            for (index, parameter) in constructor.parameters.enumerated() {
                let value: Fragment
                if index < arguments.items.count {
                    value = try translate(arguments.items[index].value)
                } else if let defaultValue = parameter.defaultValue {
                    value = try literalFragment(defaultValue, in: className)
                } else {
                    throw Untranslatable(construct: "new \(className) without its argument $\(parameter.name)", range: range)
                }
                parameters[parameter.name] = value
                if !parameter.modifiers.isEmpty { state[parameter.name] = value }
            }
            for statement in constructor.body ?? [] {
                guard case .expression(let expr) = statement.kind, case .assign(let target, let value) = expr.kind,
                      case .propertyFetch(let object, .identifier(let property, _), false) = target.kind, case .variable("this") = object.kind else {
                    throw Untranslatable(construct: "a constructor that does more than store its arguments", range: statement.range)
                }
                if case .variable(let parameter) = value.kind, let argument = parameters[parameter] {
                    state[property] = argument
                } else {
                    state[property] = try literalFragment(value, in: className)
                }
            }
        }
        var result: [String: Fragment] = [:]
        for property in needing {
            if let value = state[property] {
                result[property] = value
            } else if let declared = classes.propertyDefault(property, in: className).value {
                result[property] = try literalFragment(declared, in: className)
            } else {
                result[property] = Fragment(code: "nil", type: .value, literal: true)
            }
        }
        return result
    }

    /// `$object = new C(…)`: one `let` per property its methods read.
    func declareInstance(_ name: String, _ className: String, _ arguments: Arguments, range: SourceRange) throws(Untranslatable) {
        let needed = helpers.values.filter { $0.className?.phpLowercased == className.phpLowercased }.flatMap(\.state)
        var seen: [String] = []
        for property in needed where !seen.contains(property) { seen.append(property) }
        let values = try constructed(className, arguments, needing: seen, range: range)
        var locals: [String: String] = [:]
        for property in seen {
            let local = localName(for: name + "_" + property)
            emit("let \(local): PHPValue = " + (values[property]!.throwing ? "try " : "") + Self.valueCode(values[property]!))
            locals[property] = local
        }
        variables[name] = .instance(className, locals)
    }

    /// `C::CONST`, `self::CONST`: the declared literal. An SDK class has no such constant: PHP stops.
    func classConstant(_ className: Name, _ constant: String, range: SourceRange) throws(Untranslatable) -> Fragment {
        if constant.phpLowercased == "class" {
            // `Foo::class`: the name as written, without a leading `\` (`self::class` names the class).
            let name = ["self", "static"].contains(className.joined.phpLowercased) ? currentClass : className.joined
            guard let name, let literal = SwiftNames.stringLiteral(Array(name.utf8)) else {
                throw Untranslatable(construct: "\(className.joined)::class", range: range)
            }
            return Fragment(code: literal, type: .string, literal: true)
        }
        if let value = SDKClasses.constant(constant, of: className.last), let literal = SwiftNames.literal(value) {
            // The SDK's constants are its literals (`MediaType::pic` is 1).
            return Fragment(code: literal.code, type: literal.type, literal: true)
        }
        if let resolved = classes.resolve(className, in: currentClass), let found = classes.constant(constant, in: resolved) {
            return try literalFragment(found.value, in: found.owner)
        }
        if let sdkClass = SDKClasses.className(className.last) {
            let name = SwiftNames.stringLiteral(Array("\(sdkClass)::\(constant)".utf8)) ?? "\"\""
            return Fragment(code: "PHP.undefinedConstant(\(name))", type: .value, throwing: true)
        }
        throw Untranslatable(construct: "the constant \(className.joined)::\(constant)", range: range)
    }

    /// `self::$p`: the declared default, when no code assigns the property.
    func staticProperty(_ className: Name, _ property: String, range: SourceRange) throws(Untranslatable) -> Fragment {
        if let value = SDKClasses.staticProperty(property, of: className.last), let literal = SwiftNames.literal(value) {
            return Fragment(code: literal.code, type: literal.type, literal: true)
        }
        guard let resolved = classes.resolve(className, in: currentClass), let value = classes.staticDefault(property, in: resolved) else {
            throw Untranslatable(construct: "the static property \(className.joined)::$\(property)", range: range)
        }
        return try literalFragment(value, in: resolved)
    }

    /// A constant expression of a class (a default, a constant's value) as a Swift literal.
    func literalFragment(_ expr: Expr, in className: String) throws(Untranslatable) -> Fragment {
        let saved = currentClass
        currentClass = className
        defer { currentClass = saved }
        foldingDepth += 1
        defer { foldingDepth -= 1 }
        guard foldingDepth < 16 else { throw Untranslatable(construct: "a constant defined through itself", range: expr.range) }
        let fragment = try translate(expr)
        guard fragment.literal || fragment.code.hasPrefix("PHP.undefinedConstant") else {
            throw Untranslatable(construct: "a value that is not a literal", range: expr.range)
        }
        return fragment
    }
}
