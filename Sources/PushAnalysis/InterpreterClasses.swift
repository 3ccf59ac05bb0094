import GeTuiModel
import PHPRuntime
import PHPSyntax
import Platform

/// The classes `self::` and `static::` name while a method runs (late static binding: `static`
/// is the class the call was made on).
struct ClassScope: Sendable, Equatable {
    var selfClass: String
    var staticClass: String
}

/// What a `Closure` object runs: a closure or arrow function with what it captured, or a named
/// function taken as a first-class callable (`strtoupper(...)`).
struct ClosureValue: Sendable {
    enum Body: Sendable {
        case declared(FunctionDeclaration, SourceUnit)
        case named(String)
    }

    var body: Body
    /// `use ($x)` values, or every variable of the scope for an arrow function, by value.
    var captured: [String: PHPValue]
    var this: PHPValue?
    var classScope: ClassScope?
}

extension Interpreter {
    /// The property of a `Closure` object that holds its id in `closures`.
    static let closureIDProperty = "\u{0}closure"

    // MARK: - Running functions and methods

    /// Runs a function, method or closure of the analysed code with these argument values: the
    /// heap moves into the call and back, `$this` and the class scope are the callee's.
    func invoke(_ declaration: FunctionDeclaration, unit callee: SourceUnit, name: String, classScope scope: ClassScope?, this: PHPValue?,
                captured: [String: PHPValue] = [:], values: [PHPValue], arguments: Arguments?, expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        guard callDepth < limits.maximumCallDepth else {
            note(.limitReached(.callDepth(limits.maximumCallDepth, expression: text(expr.range))), expr.range)
            return unknown(expr.range, from: values)
        }
        guard countCall() else {
            return unknown(expr.range, from: values)
        }
        // The heap moves into the call and back out, never shared: a shared heap would be copied
        // whole by the callee's first change, at every call.
        calledFunctions.insert(ProgramIndex.FunctionEntry.callKey(declaration, in: callee))
        let callName = UnknownValue(expression: text(expr.range))
        var local = InterpreterState()
        local.variables = captured
        if let this { local.variables["this"] = this }
        swap(&local.heap, &state.heap)
        swap(&local.statics, &state.statics)
        swap(&local.rawBodies, &state.rawBodies)
        swap(&local.sdkBodies, &state.sdkBodies)
        // Types are checked as the calling file says (`strict_types`), and named as PHP names the callee.
        let strict = DeclaredTypes.isStrict(unit)
        let calleeName = declaration.name.isEmpty ? "{closure}" : scope.map { "\($0.selfClass)::\(declaration.name)" } ?? name
        let returned: [PHPValue] = within(unit: callee, function: name, classScope: scope) {
            do throws(PHPError) {
                try bindParameters(declaration.parameters, positional: values, named: arguments, into: &local, coerce: { parameter, position, value throws(PHPError) in
                    try DeclaredTypes.checkedType(parameter)?.coerce(value, position: position, parameter: parameter.name, of: calleeName, strict: strict) ?? value
                }, defaultValue: { parameter in
                    parameter.defaultValue.map { defaultValue($0, unit: callee, className: scope?.selfClass, $0.range) } ?? .null
                })
            } catch {
                // PHP throws before the body runs: nothing after the call runs either.
                swap(&local.heap, &state.heap)
                swap(&local.statics, &state.statics)
                swap(&local.rawBodies, &state.rawBodies)
                swap(&local.sdkBodies, &state.sdkBodies)
                stop(with: error, expr.range, &state)
                return [PHPValue.null]
            }
            // Constructor promotion: `public function __construct(private $x)` sets `$this->x`.
            if declaration.name.phpLowercased == "__construct", case .object(let handle)? = this {
                for parameter in declaration.parameters where !parameter.modifiers.isEmpty {
                    setProperty(handle, parameter.name, Assigned(local.variables[parameter.name] ?? .null), &local)
                }
            }
            var outcomes = execute(declaration.body ?? [], [Self.take(&local)])
            // A static variable is bound to its slot: what the body left in it is kept for the next call.
            // The locals go with the call, so paths that differ only in them join.
            let prefix = "\(name)::"
            for index in outcomes.indices {
                for key in outcomes[index].statics.keys where key.hasPrefix(prefix) {
                    if let value = outcomes[index].variables[String(key.dropFirst(prefix.count))] { outcomes[index].statics[key] = value }
                }
                outcomes[index].variables = [:]
            }
            outcomes = PathJoin.join(outcomes, condition: callName)
            guard let first = outcomes.first else {
                state.flow = .stopped
                return [.null]
            }
            // The function split the path in a way no join holds: objects from its first path are kept.
            state.heap = first.heap
            state.statics = first.statics
            state.rawBodies = first.rawBodies
            state.sdkBodies = first.sdkBodies
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

    /// Runs a method found by `ProgramIndex.method`.
    func invokeMethod(_ method: ProgramIndex.FunctionEntry, staticClass: String, this: PHPValue?, values: [PHPValue], arguments: Arguments?, expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        let classes = ClassScope(selfClass: method.classQualifiedName ?? staticClass, staticClass: staticClass)
        return invoke(method.declaration, unit: method.unit, name: method.qualifiedName, classScope: classes, this: method.isStatic ? nil : this,
                      values: values, arguments: arguments, expr: expr, &state)
    }

    // MARK: - Classes

    /// The class a reference names, with `self`, `static` and `parent` resolved in the running code.
    func resolveClass(_ name: Name) -> String? {
        switch name.last.phpLowercased {
        case "self": return classScope?.selfClass
        case "static": return classScope?.staticClass
        case "parent": return classScope.flatMap { index.classEntry(named: $0.selfClass, in: scope)?.parentName }
        default: return index.nameContext(of: unit).qualifiedClassName(name)
        }
    }

    /// `new UserClass(...)`: its properties with their defaults, then its constructor.
    func instantiateUserClass(_ entry: ProgramIndex.ClassEntry, _ values: [PHPValue], _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        // PHP works out the class's constants and defaults first; an error there makes no object.
        guard updateClass(entry.qualifiedName, expr.range) else { return unknown(expr.range, from: values) }
        var properties: [String: PHPValue] = [:]
        for property in index.properties(of: entry.qualifiedName, isStatic: false, scope: scope) {
            properties[property.name] = property.defaultValue.map { defaultValue($0, unit: property.unit, className: property.className, expr.range) } ?? .null
        }
        let handle = allocate(.other(className: entry.qualifiedName, properties: properties), at: expr.range, in: &state)
        if let constructor = index.method(named: "__construct", in: entry.qualifiedName, scope: scope) {
            _ = invokeMethod(constructor, staticClass: entry.name, this: .object(handle), values: values, arguments: arguments, expr: expr, &state)
        }
        return .object(handle)
    }

    /// `$object->method(...)` on an object of the analysed code's classes, or on `$this` while
    /// it is unknown (a method analysed on its own): nil when no such method is known.
    func userMethodCall(_ object: PHPValue, _ method: String, _ values: [PHPValue], _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue? {
        let className: String
        switch object {
        case .object(let handle):
            guard case .other(let name, let properties)? = state.heap[handle] else { return nil }
            if name == "Closure", case .int(let id)? = properties[Self.closureIDProperty], ["__invoke", "call"].contains(method.phpLowercased) {
                return callClosure(id, values, arguments, expr, &state)
            }
            className = name
        case .unknown(let unknown) where unknown.expression == "$this":
            guard let scope = classScope else { return nil }
            className = scope.staticClass
        default:
            return nil
        }
        guard let entry = index.method(named: method, in: className, scope: scope) else { return nil }
        return invokeMethod(entry, staticClass: className, this: object, values: values, arguments: arguments, expr: expr, &state)
    }

    /// `Class::method(...)`, `self::`, `static::`, `parent::`: a static method, or an instance
    /// method called on the current `$this` (`parent::__construct()`).
    func staticMethodCall(_ reference: ClassReference, _ member: MemberName, _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        let values = evaluateArguments(arguments, &state)
        guard case .name(let name) = reference, let className = resolveClass(name), let method = member.identifier,
              let entry = index.method(named: method, in: className, scope: scope) else {
            // A class gtpush cannot follow (an HTTP facade's) may post a body it is given.
            for value in values { noteRawBody(value, at: expr.range, &state) }
            return unknown(expr.range, from: values)
        }
        let forwards = ["self", "static", "parent"].contains(name.last.phpLowercased)
        let staticClass = forwards ? (classScope?.staticClass ?? className) : className
        return invokeMethod(entry, staticClass: staticClass, this: state.variables["this"], values: values, arguments: arguments, expr: expr, &state)
    }

    /// Where a static property lives: `Class::$name` under the class that declares it.
    func staticPropertyKey(_ reference: ClassReference, _ member: MemberName) -> (key: String, declaration: ProgramIndex.PropertyDeclaration)? {
        guard case .name(let name) = reference, let className = resolveClass(name), let property = member.identifier,
              let declaration = index.properties(of: className, isStatic: true, scope: scope).first(where: { $0.name == property }) else { return nil }
        return ("\(declaration.className.phpLowercased)::$\(property)", declaration)
    }

    func readStaticProperty(_ reference: ClassReference, _ member: MemberName, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        guard let (key, declaration) = staticPropertyKey(reference, member) else { return unknown(expr.range) }
        // PHP works out the class's constants and defaults first, and stops on an error there.
        guard case .name(let name) = reference, let className = resolveClass(name), updateClass(className, expr.range) else { return unknown(expr.range) }
        if let value = state.statics[key] { return value }
        guard let initial = declaration.defaultValue else { return .null }
        return defaultValue(initial, unit: declaration.unit, className: declaration.className, expr.range)
    }

    /// `Suit::Hearts`: an object with the case's `name` (and `value`, for a backed enum).
    func enumCase(_ entry: ProgramIndex.ClassEntry, _ name: String, _ range: SourceRange, written: String, _ state: inout InterpreterState) -> PHPValue? {
        for member in entry.declaration.members {
            guard case .enumCase(let caseName, let valueExpr) = member.kind, caseName == name else { continue }
            var properties: [String: PHPValue] = ["name": .string(Array(caseName.utf8))]
            if let valueExpr {
                properties["value"] = enumCaseValue("\(entry.qualifiedName.phpLowercased)::\(caseName)", written: written, name: caseName, range) {
                    defaultValue(valueExpr, unit: entry.unit, className: entry.qualifiedName, range)
                }
            }
            return .object(allocate(.other(className: entry.qualifiedName, properties: properties), at: range, in: &state))
        }
        return nil
    }

    // MARK: - Closures

    /// A closure or arrow function as a value: a `Closure` object naming what it captured.
    func makeClosure(_ body: ClosureValue.Body, uses: [ClosureUse]?, isStatic: Bool, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        var captured: [String: PHPValue] = [:]
        if let uses {
            for use in uses { captured[use.name] = state.variables[use.name] ?? .null }
        } else if case .declared = body {
            captured = state.variables
            captured["this"] = nil
        }
        let id = closures.count + 1
        closures[id] = ClosureValue(body: body, captured: captured, this: isStatic ? nil : state.variables["this"], classScope: classScope)
        return .object(allocate(.other(className: "Closure", properties: [Self.closureIDProperty: .int(id)]), at: expr.range, in: &state))
    }

    func callClosure(_ id: Int, _ values: [PHPValue], _ arguments: Arguments?, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        guard let closure = closures[id] else { return unknown(expr.range, from: values) }
        switch closure.body {
        case .declared(let declaration, let unit):
            return invoke(declaration, unit: unit, name: functionName.map { "{closure} in \($0)" } ?? "{closure}", classScope: closure.classScope,
                          this: closure.this, captured: closure.captured, values: values, arguments: arguments, expr: expr, &state)
        case .named(let name):
            return callNamed(name, values, expr, &state)
        }
    }

    /// A function called by name with values already computed: the analysed code's, else a built-in.
    func callNamed(_ name: String, _ values: [PHPValue], _ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        let global = name.hasPrefix("\\") ? String(name.dropFirst()) : name
        if let entry = index.function([global], in: scope) {
            return invoke(entry.declaration, unit: entry.unit, name: entry.qualifiedName, classScope: nil, this: nil, values: values, arguments: nil, expr: expr, &state)
        }
        do {
            guard let result = try PHPBuiltins.call(name.phpLowercased, values) else { return unknown(expr.range, from: values) }
            return bounded(result, expr.range)
        } catch {
            note(error, expr.range)
            return unknown(expr.range, from: values)
        }
    }

    /// Calls what PHP accepts as a callable: a closure, a function name, `[$object, 'method']`
    /// or `['Class', 'method']`; nil when the value is not one gtpush can follow.
    func callCallable(_ callable: PHPValue, _ values: [PHPValue], _ expr: Expr, _ state: inout InterpreterState) -> PHPValue? {
        switch callable {
        case .object(let handle):
            guard case .other("Closure", let properties)? = state.heap[handle], case .int(let id)? = properties[Self.closureIDProperty] else { return nil }
            return callClosure(id, values, nil, expr, &state)
        case .string(let bytes):
            let name = String(decoding: bytes, as: UTF8.self)
            if let separator = name.range(ofLiteral: "::"), let method = index.method(named: String(name[separator.upperBound...]), in: String(name[..<separator.lowerBound]), scope: scope) {
                return invokeMethod(method, staticClass: String(name[..<separator.lowerBound]), this: nil, values: values, arguments: nil, expr: expr, &state)
            }
            return callNamed(name, values, expr, &state)
        case .array(let pair) where pair.count == 2:
            guard case .string(let methodBytes)? = pair[.int(1)] else { return nil }
            let method = String(decoding: methodBytes, as: UTF8.self)
            switch pair[.int(0)] {
            case let object? where !object.isUnknown:
                if case .string(let classBytes) = object {
                    let className = String(decoding: classBytes, as: UTF8.self)
                    guard let entry = index.method(named: method, in: className, scope: scope) else { return nil }
                    return invokeMethod(entry, staticClass: className, this: nil, values: values, arguments: nil, expr: expr, &state)
                }
                return userMethodCall(object, method, values, Arguments(items: [], range: expr.range), expr, &state)
            default:
                return nil
            }
        default:
            return nil
        }
    }
}
