/// The v2 statements `migrate` writes, as SDK calls (`--to sdk`) or as a raw REST array built
/// key by key (`--to rest`). Values are the code's own expressions, copied as written.
struct V2Code {
    enum Target: String, Sendable, CaseIterable {
        case sdk, rest
    }

    var target: Target

    /// What `request_id` is: GeTui wants a unique string of 10 to 32 characters for every push;
    /// 16 random bytes in hex are 32, and a preview binds the call as written (`--set`).
    static let requestID = "bin2hex(random_bytes(16))"

    /// `$v = new GTAlert();`, or `$v = [];`.
    func create(_ variable: String, _ className: String) -> String {
        target == .sdk ? "\(variable) = new \(className)();" : "\(variable) = [];"
    }

    /// `$v->setTitle(X);`, or `$v["title"] = X;`.
    func set(_ variable: String, property: String, key: String, _ value: String) -> String {
        target == .sdk ? "\(variable)->\(Self.setter(property))(\(value));" : "\(variable)[\(Self.quoted(key))] = \(value);"
    }

    /// `$ios->addMultimedia($m);`, or `$ios["multimedia"][] = $m;`.
    func add(_ variable: String, method: String, key: String, _ value: String) -> String {
        target == .sdk ? "\(variable)->\(method)(\(value));" : "\(variable)[\(Self.quoted(key))][] = \(value);"
    }

    /// The request a template becomes, with its request id.
    func request(_ variable: String) -> [String] {
        target == .sdk
            ? ["\(variable) = new GTPushRequest();", "\(variable)->setRequestId(\(Self.requestID));"]
            : ["\(variable) = [\"request_id\" => \(Self.requestID)];"]
    }

    /// The iOS channel beside a payload: its type, the keys v2 keeps there, then `aps`.
    func iosChannel(_ variable: String) -> [String] {
        target == .sdk ? [create(variable, "GTIos"), set(variable, property: "type", key: "type", "\"notify\"")] : ["\(variable) = [\"type\" => \"notify\"];"]
    }

    /// `set_transmissionContent(X)`: the request's message carries the transmission.
    func transmission(request: String, message: String, _ value: String) -> [String] {
        target == .sdk
            ? [create(message, "GTPushMessage"), set(message, property: "transmission", key: "transmission", value), set(request, property: "pushMessage", key: "push_message", message)]
            : ["\(request)[\"push_message\"] = [\"transmission\" => \(value)];"]
    }

    /// `set_apnInfo($apn)`: the aps into the iOS channel, the channel into the request.
    func channel(request: String, ios: String, aps: String, channel: String) -> [String] {
        target == .sdk
            ? [set(ios, property: "aps", key: "aps", aps), create(channel, "GTPushChannel"), set(channel, property: "ios", key: "ios", ios),
               set(request, property: "pushChannel", key: "push_channel", channel)]
            : [set(ios, property: "aps", key: "aps", aps), "\(request)[\"push_channel\"] = [\"ios\" => \(ios)];"]
    }

    /// `setAudience`-like calls: `$push->setCid(X)`, or `$push["audience"] = ["cid" => [X]];`.
    func audience(_ request: String, key: String, _ value: String) -> String {
        target == .sdk ? "\(request)->set\(key == "cid" ? "Cid" : "Alias")(\(value));" : "\(request)[\"audience\"] = [\(Self.quoted(key)) => [\(value)]];"
    }

    /// `setTitle` for `title`.
    static func setter(_ property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst()
    }

    static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
