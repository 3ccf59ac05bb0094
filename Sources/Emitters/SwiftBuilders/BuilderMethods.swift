import PHPSyntax

/// Which functions and methods a builder's code calls, directly or through each other: each
/// becomes a private helper of the builder. A method is keyed by the class of the object it runs
/// on (`meetingpush::alert`), which decides what `$this->sound` starts as and which method
/// `$this->alert()` finds.
struct BuilderCalls {
    let program: BuilderProgram
    let classes: BuilderClasses

    /// `build` for a function; `MeetingPush::alert` for a method, by the object's class.
    struct Callee: Hashable {
        var className: String?
        var name: String

        var key: String { (className.map { $0.phpLowercased + "::" } ?? "") + name.phpLowercased }
    }

    func declaration(_ callee: Callee) -> FunctionDeclaration? {
        if let className = callee.className { return classes.method(callee.name, in: className)?.declaration }
        return program.functions[callee.name.phpLowercased]
    }

    /// Everything `body` reaches, in first-call order; `current` is the class `$this` is.
    func reachable(from body: [Stmt], current: String?, excluding entry: Callee?) -> [Callee] {
        var order: [Callee] = []
        var queue: [(body: [Stmt], current: String?)] = [(body, current)]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            for callee in callees(next.body, current: next.current) where callee != entry && !order.contains(callee) {
                guard let declaration = declaration(callee) else { continue }
                order.append(callee)
                queue.append((declaration.body ?? [], callee.className))
            }
        }
        return order
    }

    /// The calls in a body that name a function or method of the program.
    func callees(_ body: [Stmt], current: String?) -> [Callee] {
        var instances: [String: String] = [:]
        body.forEachExpression { expr in
            if case .assign(let target, let value) = expr.kind, case .variable(let name) = target.kind,
               case .new(.name(let className), _) = value.kind, classes.declaration(className.last) != nil {
                instances[name] = className.last
            }
        }
        var result: [Callee] = []
        body.forEachExpression { expr in
            switch expr.kind {
            case .call(.name(let name), _) where program.functions[name.last.phpLowercased] != nil:
                result.append(Callee(className: nil, name: name.last))
            case .methodCall(let object, .identifier(let method, _), _, _):
                let className: String?
                switch object.kind {
                case .variable("this"): className = current
                case .variable(let name): className = instances[name]
                case .new(.name(let name), _): className = classes.declaration(name.last) != nil ? name.last : nil
                default: className = nil
                }
                if let className, classes.method(method, in: className) != nil { result.append(Callee(className: className, name: method)) }
            case .staticCall(.name(let name), .identifier(let method, _), _):
                if let className = classes.resolve(name, in: current), classes.method(method, in: className) != nil {
                    result.append(Callee(className: className, name: method))
                }
            default:
                break
            }
        }
        return result
    }

    /// The object properties (`$this->p`) a method reads, itself or through the methods it calls
    /// on `$this`, in order of first read: the state its helper takes as parameters.
    func state(of callee: Callee) -> [String] {
        guard let className = callee.className, let declaration = declaration(callee) else { return [] }
        return state(body: declaration.body ?? [], className: className, entry: callee)
    }

    func state(body: [Stmt], className: String, entry: Callee?) -> [String] {
        var names: [String] = []
        let reached = [body] + reachable(from: body, current: className, excluding: entry)
            .filter { $0.className == className }.compactMap { declaration($0)?.body }
        for body in reached {
            body.forEachExpression { expr in
                if case .propertyFetch(let object, .identifier(let property, _), _) = expr.kind, case .variable("this") = object.kind,
                   !names.contains(property) {
                    names.append(property)
                }
            }
        }
        return names
    }
}
