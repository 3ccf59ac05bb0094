import GeTuiModel
import PHPRuntime
import PHPSyntax

/// A PHP array the code posts to GeTui's v2 RestAPI itself (SDK-v2.md §7): seen where it is
/// encoded or handed on, before it is known whether it is a request body.
struct RawBody: Sendable, Hashable {
    var map: PHPArray
    /// The flags of the `json_encode` call that encoded it; none for Guzzle's `json` option.
    var flags: PHPJSON.Options
    /// Where the code encoded it or handed it on, in the entry file.
    var sink: SourceRange

    /// A request body: it has `push_message` or `push_channel` holding an array, or holding a
    /// value not known beside what every request has (`request_id`, `audience`); or a `msg_list`
    /// of such bodies (a batch); or an iOS channel on its own (`aps` holding an array). A list
    /// push's second step (`audience` and `taskid` only) carries no message and is none; nor is
    /// an array whose `push_channel` is a string or a flag (a chat server's channel name, a form's
    /// validation rule), which other code than GeTui's posts and encodes.
    static func isBody(_ map: PHPArray) -> Bool {
        let parts = [map[key("push_message")], map[key("push_channel")]]
        if parts.contains(where: { if case .array? = $0 { true } else { false } }) { return true }
        if parts.contains(where: { $0?.isUnknown == true }), map[key("request_id")] != nil || map[key("audience")] != nil { return true }
        if case .array(let list)? = map[key("msg_list")] {
            return list.values.contains { if case .array(let element) = $0 { isBody(element) } else { false } }
        }
        return isIOSChannel(map)
    }

    static func isIOSChannel(_ map: PHPArray) -> Bool {
        if case .array? = map[key("aps")] { return true }
        return false
    }

    static func key(_ text: String) -> PHPArray.Key { .string(Array(text.utf8)) }
}

extension Interpreter {
    /// Notes an array the code encodes, posts or hands to code gtpush cannot follow, if it is a
    /// v2 request body.
    func noteRawBody(_ value: PHPValue, flags: PHPValue = .int(0), at range: SourceRange, _ state: inout InterpreterState) {
        guard case .array(let map) = value, RawBody.isBody(map), !state.sdkBodies.contains(map), case .int(let bits) = flags else { return }
        followedFiles.insert(unit.file.path)
        let body = RawBody(map: map, flags: PHPJSON.Options(rawValue: bits), sink: entryRange(range))
        if !state.rawBodies.contains(where: { $0.map == map }) { state.rawBodies.append(body) }
    }
}
