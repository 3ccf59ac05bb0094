/// Builds the small complete PHP files that rule examples are written as.
enum Examples {
    /// `<?php`, then `$apn = new IGtAPNPayload();`, then the given lines, each on its own line.
    static func payload(_ lines: String...) -> String {
        (["<?php", "$apn = new IGtAPNPayload();"] + lines).joined(separator: "\n") + "\n"
    }

    static let silentCore = ["$apn->alertMsg = \"\";", "$apn->sound = \"com.gexin.ios.silence\";", "$apn->contentAvailable = 1;"]

    static func silent(_ extra: String...) -> String {
        (["<?php", "$apn = new IGtAPNPayload();"] + silentCore + ["$apn->badge = 1;"] + extra).joined(separator: "\n") + "\n"
    }

    static func normal(_ extra: String...) -> String {
        (["<?php", "$alert = new DictionaryAlertMsg();", "$alert->title = \"Order\";", "$alert->body = \"Shipped\";",
          "$apn = new IGtAPNPayload();", "$apn->alertMsg = $alert;"] + extra).joined(separator: "\n") + "\n"
    }
}

extension Examples {
    /// A v2 request whose iOS part is silent done right, with `sound` when given (`marked`: a `↓`
    /// before its `setSound` call).
    static func v2Silent(sound: String? = nil, marked: Bool = false) -> String {
        v2Request(aps: ["$aps->setContentAvailable(1);"] + (sound.map { [(marked ? "↓" : "") + "$aps->setSound(\"\($0)\");"] } ?? []))
    }

    /// `<?php`, a `GTAps` with the given lines, a `GTIos` holding it (with `ios` lines), and a
    /// `GTPushRequest` holding that, with `request` lines (and `setCid("c1")` unless they set one).
    static func v2Request(aps: [String], ios: [String] = [], request: [String] = []) -> String {
        (["<?php", "$aps = new GTAps();"] + aps
            + ["$ios = new GTIos();", "$ios->setType(\"notify\");"] + ios + ["$ios->setAps($aps);",
               "$channel = new GTPushChannel();", "$channel->setIos($ios);",
               "$push = new GTPushRequest();", "$push->setRequestId(\"sync-00000001\");", "$push->setPushChannel($channel);"]
            + request + (request.contains { $0.contains("setCid") } ? [] : ["$push->setCid(\"c1\");"])).joined(separator: "\n") + "\n"
    }

    /// `<?php` and a raw REST body `$body = [...]` with the given lines inside the array.
    static func rest(_ lines: String...) -> String {
        (["<?php", "$body = ["] + lines.map { "    " + $0 } + ["];"]).joined(separator: "\n") + "\n"
    }
}

extension String {
    /// This example with the finding's marker `↓` before the first `needle`: for the places an
    /// example helper writes (`new IGtAPNPayload()` in `Examples.normal`).
    func marked(before needle: String) -> String {
        guard let found = range(ofLiteral: needle) else { preconditionFailure("no \(needle) in an example") }
        return String(self[..<found.lowerBound]) + "↓" + String(self[found.lowerBound...])
    }
}
