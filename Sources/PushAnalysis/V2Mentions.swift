import GeTuiModel
import PHPSyntax

/// Where a file builds a v2 push by its syntax alone: a `new` of a v2 class that holds a message
/// or an iOS part, or an array whose literal keys are a request body's. What `check` would follow
/// to a payload; GT306 names those it did not.
struct V2Mentions: SyntaxVisitor {
    /// The first such place: its offset, and the code as the message names it.
    private(set) var first: (offset: Int, what: String)?

    static func first(in unit: SourceUnit) -> (offset: Int, what: String)? {
        SyntaxWalker.walk(unit.tree.statements, V2Mentions()).first
    }

    mutating func visit(_ expression: Expr) -> WalkAction {
        guard first == nil else { return .stop }
        switch expression.kind {
        case .new(.name(let name), _):
            if let v2Class = V2Class(name: name.last), v2Class.isPrintable {
                first = (expression.range.start, "new \(v2Class.rawValue)")
            }
        case .array(let items, _):
            for case let item? in items {
                if let key = item.key, case .string(let bytes) = key.kind, Self.bodyKeys.contains(bytes), !Self.isScalar(item.value) {
                    first = (item.range.start, "an array with \"\(String(decoding: bytes, as: UTF8.self))\"")
                    break
                }
            }
        default:
            break
        }
        return first == nil ? .visitChildren : .stop
    }

    /// A value no request body holds under those keys: a chat server's `'push_channel' => 'C_' .
    /// md5(…)`, a form's `'push_channel' => 'sometimes|boolean'`.
    private static func isScalar(_ value: Expr) -> Bool {
        switch value.kind {
        case .string, .interpolatedString, .integer, .float, .binary(.concat, _, _): true
        case .constantFetch(let name): ["true", "false", "null"].contains(name.last.lowercased())
        default: false
        }
    }

    /// A request body's keys, and `aps`: an iOS part built by hand (RULES.md, GT306).
    private static let bodyKeys: Set<[UInt8]> = [Array("push_channel".utf8), Array("push_message".utf8), Array("aps".utf8)]
}
