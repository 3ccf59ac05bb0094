import GeTuiModel
import PHPSyntax

/// Which v2 and raw REST code gets a builder, and what its script gives when it returns nothing:
/// as `preview` chooses (SDK-v2.md §6), the request (or printable fragment) no other object
/// holds, the last made, requests first; else the raw REST body.
enum BuilderRequests {
    /// A v2 class `preview` prints on its own: a request, a `GTPushMessage`, `GTIos` or `GTAps`.
    static func isPrintable(_ phpName: String) -> Bool {
        V2Class(name: phpName)?.isPrintable == true
    }

    /// `set_apnInfo` and `set_pushInfo`: a template's APNs part.
    static func givesAPNPart(_ method: String) -> Bool {
        guard let effect = SDKClassSchema.named(SDKClass.baseTemplate)?.method(method)?.effect else { return false }
        return effect == .apnInfo || effect == .pushInfo
    }

    /// An array literal that is a raw REST body: it names `push_message` or `push_channel`.
    static func isBodyLiteral(_ expr: Expr) -> Bool {
        guard case .array(let items, _) = expr.kind else { return false }
        return items.contains { item in
            guard case .string(let bytes)? = item?.key?.kind else { return false }
            return bodyKeys.contains(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The keys that make a raw body one (the words `SDKVocabulary` searches for).
    private static let bodyKeys: Set<String> = ["push_message", "push_channel"]

    /// Code that writes a raw REST body and makes no SDK object: its builder gives the array.
    static func buildsRawBody(_ bodies: [[Stmt]]) -> Bool {
        var body = false
        var objects = false
        for statements in bodies {
            statements.forEachExpression { expr in
                if isBodyLiteral(expr) { body = true }
                if case .new(.name(let name), _) = expr.kind, SDKClasses.knownClass(name.last) != nil { objects = true }
            }
        }
        return body && !objects
    }

    /// The variable holding the v2 request a script builds: the last one made that no other object
    /// is given; else the last printable fragment so.
    static func requestVariable(_ statements: [Stmt]) -> String? {
        var made: [(name: String, isRequest: Bool)] = []
        var given: Set<String> = []
        statements.forEachExpression { expr in
            switch expr.kind {
            case .assign(let target, let value):
                guard case .variable(let name) = target.kind, case .new(.name(let className), _) = value.kind,
                      let v2Class = V2Class(name: className.last), v2Class.isPrintable else { return }
                made.removeAll { $0.name == name }
                made.append((name, v2Class.isRequest))
            case .methodCall(_, .identifier(let method, _), let arguments, _) where storesArgument(method):
                for argument in arguments.items { if case .variable(let name) = argument.value.kind { given.insert(name) } }
            default:
                break
            }
        }
        let free = made.filter { !given.contains($0.name) }
        return (free.last { $0.isRequest } ?? free.last)?.name
    }

    /// A v2 setter or adder: the object it is given is part of another.
    private static func storesArgument(_ method: String) -> Bool {
        V2Class.allCases.contains { v2Class in
            switch v2Class.schema.method(method) {
            case .set?, .add?: true
            default: false
            }
        }
    }

    /// The variable a script leaves a raw REST body in (`$body = [...]`).
    static func bodyVariable(_ statements: [Stmt]) -> String? {
        var found: String?
        statements.forEachExpression { expr in
            if case .assign(let target, let value) = expr.kind, case .variable(let name) = target.kind, isBodyLiteral(value) { found = name }
        }
        return found
    }
}
