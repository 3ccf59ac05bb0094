import PHPSyntax

/// PHP linking a class to its parent while compiling (early binding), in PHP's order: first
/// whether it can link now at all (no override needing a class it lacks), then the parent's
/// kind, properties, constants, methods, and last the abstract methods left unimplemented.
enum LinkOutcome {
    case linked
    /// The first error PHP reports, at an offset.
    case error(String, Int)
    /// PHP leaves the class for run time: it reports nothing, and the class is not known to what follows.
    case deferred
    /// This model cannot tell what PHP does.
    case unsure
}

struct ClassLinking {
    let child: LinkedClass
    let parent: LinkedClass
    /// The `class` keyword, where PHP reports class-level errors; nil if it was not found.
    let classOffset: Int?
    let variance: TypeVariance

    func link() -> LinkOutcome {
        switch canLinkNow() {
        case .unresolved: return .deferred
        case .unsure: return .unsure
        default: break
        }
        if child.isReadonly || parent.isReadonly { return .unsure }
        if parent.isFinal || parent.kind != .class {
            let what = parent.kind == .interface ? "interface" : parent.kind == .trait ? "trait" : "final class"
            return classError("Class \(child.name) cannot extend \(what) \(parent.name)")
        }
        for inherited in parent.properties {
            guard let own = child.property(inherited.name), inherited.visibility != .private else { continue }
            if own.isStatic != inherited.isStatic {
                let was = inherited.isStatic ? "static" : "non static"
                let now = own.isStatic ? "static" : "non static"
                return classError("Cannot redeclare \(was) \(inherited.className)::$\(own.name) as \(now) \(child.name)::$\(own.name)")
            }
            if own.isReadonly != inherited.isReadonly {
                let was = inherited.isReadonly ? "readonly" : "non-readonly"
                let now = own.isReadonly ? "readonly" : "non-readonly"
                return classError("Cannot redeclare \(was) property \(inherited.className)::$\(own.name) as \(now) \(child.name)::$\(own.name)")
            }
            if own.visibility > inherited.visibility {
                return classError("Access level to \(child.name)::$\(own.name) must be \(Self.requirement(inherited.visibility, inherited.className))")
            }
            switch (inherited.type, own.type) {
            case (.none, .none):
                break
            case (.none, _):
                return classError("Type of \(child.name)::$\(own.name) must not be defined (as in class \(inherited.className))")
            case (.known(let type), _):
                switch propertyVerdict(own, inherited) {
                case .incompatible: return classError("Type of \(child.name)::$\(own.name) must be \(type.description) (as in class \(inherited.className))")
                case .unsure: return .unsure
                case .compatible, .unresolved: break
                }
            case (.unknown, _):
                return .unsure
            }
        }
        for inherited in parent.constants {
            guard let own = child.constant(inherited.name) else { continue }
            if own.visibility > inherited.visibility {
                return classError("Access level to \(child.name)::\(own.name) must be \(Self.requirement(inherited.visibility, inherited.className))")
            }
            if inherited.isFinal {
                return classError("\(child.name)::\(own.name) cannot override final constant \(inherited.className)::\(own.name)")
            }
        }
        for (key, inherited) in parent.methods {
            guard let own = child.method(key) else { continue }
            switch check(own, overriding: inherited, reporting: true) {
            case .failure(let message?):
                guard let offset = own.offset else { return .unsure }
                return .error(message, offset)
            case .failure(nil), .unsure:
                return .unsure
            case .success, .unresolved:
                break
            }
        }
        child.inherit(from: parent)
        if child.kind == .class && !child.isAbstract {
            let abstract = child.methods.filter(\.method.isAbstract).map { "\($0.method.className)::\($0.method.name)" }
            if !abstract.isEmpty {
                let listed = abstract.prefix(3).joined(separator: ", ") + (abstract.count > 3 ? ", ..." : "")
                let noun = abstract.count == 1 ? "method" : "methods"
                return classError("Class \(child.name) contains \(abstract.count) abstract \(noun) and must therefore be declared abstract or implement the remaining methods (\(listed))")
            }
        }
        return .linked
    }

    /// PHP's trial run over the parent's methods and typed properties: the first one that does
    /// not plainly pass decides.
    private func canLinkNow() -> Verdict {
        for (key, inherited) in parent.methods {
            guard let own = child.method(key) else { continue }
            switch check(own, overriding: inherited, reporting: false) {
            case .success: continue
            case .failure: return .incompatible
            case .unresolved: return .unresolved
            case .unsure: return .unsure
            }
        }
        for inherited in parent.properties where inherited.visibility != .private && inherited.type != .none {
            guard let own = child.property(inherited.name), own.type != .none else { continue }
            let verdict = propertyVerdict(own, inherited)
            if verdict != .compatible { return verdict }
        }
        return .compatible
    }

    private func propertyVerdict(_ own: LinkedClass.Property, _ inherited: LinkedClass.Property) -> Verdict {
        switch (own.type, inherited.type) {
        case (.none, .none): return .compatible
        case (.none, _), (_, .none): return .incompatible
        case (.known(let ownType), .known(let inheritedType)): return variance.invariant(child: ownType, parent: inheritedType)
        default: return .unsure
        }
    }

    private enum MethodResult {
        case success
        /// PHP's message, when this model can word it.
        case failure(String?)
        case unresolved
        case unsure
    }

    private func check(_ own: InheritedMethod, overriding inherited: InheritedMethod, reporting: Bool) -> MethodResult {
        if inherited.visibility == .private && !inherited.isAbstract && !inherited.isConstructor { return .success }
        // PHP names the parent's class and the method as the child spells it.
        if inherited.isFinal { return .failure("Cannot override final method \(inherited.className)::\(own.name)()") }
        if own.isStatic != inherited.isStatic {
            let change = own.isStatic ? "non static method \(inherited.className)::\(own.name)() static" : "static method \(inherited.className)::\(own.name)() non static"
            return .failure("Cannot make \(change) in class \(child.name)")
        }
        if own.isAbstract && !inherited.isAbstract {
            return .failure("Cannot make non abstract method \(inherited.className)::\(own.name)() abstract in class \(child.name)")
        }
        var against = inherited
        if inherited.isConstructor {
            let prototype = inherited.prototype ?? inherited
            guard prototype.isAbstract else { return .success }
            against = prototype
        }
        // A constructor's overrides are checked against the abstract one it implements, not against it.
        if reporting && inherited.isConstructor { own.prototype = against }
        if own.visibility > inherited.visibility {
            // For a constructor PHP words this after the abstract one it implements: not followed here.
            guard against === inherited else { return .unsure }
            return .failure("Access level to \(child.name)::\(own.name)() must be \(Self.requirement(inherited.visibility, inherited.className))")
        }
        switch variance.check(own, overriding: against) {
        case .compatible: return .success
        case .unresolved: return .unresolved
        case .unsure: return .unsure
        case .incompatible:
            guard let ownText = own.declaration, let againstText = against.declaration else { return .failure(nil) }
            return .failure("Declaration of \(ownText) must be compatible with \(againstText)")
        }
    }

    private func classError(_ message: String) -> LinkOutcome {
        guard let classOffset else { return .unsure }
        return .error(message, classOffset)
    }

    private static func requirement(_ visibility: InheritedMethod.Visibility, _ className: String) -> String {
        "\(visibility.word) (as in class \(className))" + (visibility == .public ? "" : " or weaker")
    }
}
