import PHPRuntime
import PHPSyntax
import PushAnalysis

/// SDK objects that never reach the APNs bytes — the client (whose constructor takes the master
/// secret), messages, targets: what is done with them is left out, but for an argument that may throw.
extension BuilderTranslator {
    /// An SDK object that never reaches the APNs bytes (`IGtSingleMessage`, `IGeTui`, `IGtTarget`).
    func isIgnored(_ object: Expr) -> Bool {
        switch object.kind {
        case .variable(let name): if case .ignored? = variables[name] { return true }
        case .new(.name(let className), _): return isOutsideAPNsClass(className.last)
        default: break
        }
        return false
    }

    /// An SDK class that never reaches the APNs bytes, or a copy of the SDK's client under another name.
    func isOutsideAPNsClass(_ className: String) -> Bool {
        SDKClasses.isOutsideAPNsClass(className) || classes.isClientCopy(className)
    }

    /// What is left of a call the builder leaves out: only an argument that may throw.
    func evaluateIgnored(_ arguments: Arguments) throws(Untranslatable) {
        for argument in arguments.items {
            if case .variable(let name) = argument.value.kind, case .ignored? = variables[name] { continue }
            let fragment: Fragment
            do {
                fragment = try translate(argument.value)
            } catch {
                // `set_appId(Config::get("getui.APPID"))`: a value from code outside the analysed
                // files, that `preview` reads as unknown, goes only where the builder never looks.
                if isOutsideCall(argument.value) { continue }
                throw error
            }
            if fragment.throwing { emit("_ = try " + fragment.code) }
        }
    }

    /// A call into code the analysed files do not hold (`Config::get("app.key")`, `env("KEY")`),
    /// with literal arguments only, or a constant of a class they do not declare
    /// (`NotifyInfo_Type::_intent`, from the SDK's Android protobuf), so leaving it out leaves out
    /// nothing the files do.
    private func isOutsideCall(_ expr: Expr) -> Bool {
        let arguments: Arguments
        switch expr.kind {
        case .classConstantFetch(.name(let className), _):
            return classes.declaration(className.last) == nil && !["self", "static", "parent"].contains(className.last.phpLowercased)
        case .staticCall(.name(let className), .identifier, let items):
            guard classes.declaration(className.last) == nil, !SDKCopies.isSDKClassName(className.last) else { return false }
            arguments = items
        case .call(.name(let name), let items):
            guard helpers[name.last.phpLowercased] == nil, !PHPBuiltins.isKnown(name.last.phpLowercased) else { return false }
            arguments = items
        default:
            return false
        }
        return arguments.items.allSatisfy { argument in
            switch argument.value.kind {
            case .string, .integer, .float: return !argument.unpack
            default: return false
            }
        }
    }
}
