import PHPSyntax

/// SDK objects that never reach the APNs bytes — the client (whose constructor takes the master
/// secret), messages, targets: what is done with them is left out, but for an argument that may throw.
extension BuilderTranslator {
    /// An SDK object that never reaches the APNs bytes (`IGtSingleMessage`, `IGeTui`, `IGtTarget`).
    func isIgnored(_ object: Expr) -> Bool {
        switch object.kind {
        case .variable(let name): if case .ignored? = variables[name] { return true }
        case .new(.name(let className), _): return SDKClasses.isOutsideAPNsClass(className.last)
        default: break
        }
        return false
    }

    /// What is left of a call the builder leaves out: only an argument that may throw.
    func evaluateIgnored(_ arguments: Arguments) throws(Untranslatable) {
        for argument in arguments.items {
            if case .variable(let name) = argument.value.kind, case .ignored? = variables[name] { continue }
            let fragment = try translate(argument.value)
            if fragment.throwing { emit("_ = try " + fragment.code) }
        }
    }
}
