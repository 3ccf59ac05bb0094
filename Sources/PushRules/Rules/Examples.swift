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
