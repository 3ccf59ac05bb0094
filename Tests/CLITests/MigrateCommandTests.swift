import Foundation
import GTPushTestSupport
import Testing

/// `gtpush migrate` on the migration pairs (a v1 file and a correct hand migration with the v2
/// SDK's output, copied from the team's shared cases into the fixtures): what it writes, what its
/// proof says, and that the phone gets the hand migration's aps.
@Suite struct MigrateCommandTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("SDKCases/cases-migrate")
    static let pairs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".v1.php") }.map { String($0.dropLast(".v1.php".count)) }.sorted()

    /// The change each pair's top comment says its migration makes (none: the proof is `same`).
    static let changes: [String: String] = [
        "m03-custom-keys": "payload-keys: the app reads userInfo[\"payload\"], a JSON string holding them, instead of userInfo[\"orderId\"], userInfo[\"type\"]",
        "m07-voiceplay-lost": "lost: voicePlayType has no v2 form; lost: voicePlayMessage has no v2 form",
        "m08-helper-function": "payload-keys: the app reads userInfo[\"payload\"], a JSON string holding them, instead of userInfo[\"orderId\"]",
        "m10-auto-badge-plus-one": "badge: the v1 badge 5, which autoBadge overrides, is not carried",
        "m11-transmission-template": "payload-keys: the app reads userInfo[\"payload\"], a JSON string holding them, instead of userInfo[\"chatId\"]",
    ]
    static let accepts = ["m03-custom-keys": "payload-keys", "m07-voiceplay-lost": "lost", "m08-helper-function": "payload-keys",
                          "m10-auto-badge-plus-one": "badge", "m11-transmission-template": "payload-keys"]

    @Test func everyPairIsHere() {
        #expect(Self.pairs.count == 12)
    }

    /// A writable copy of a pair's v1 file in `directory`.
    static func copy(_ pair: String, to directory: URL) throws -> String {
        let bytes = try Data(contentsOf: folder.appendingPathComponent(pair + ".v1.php"))
        return writeFile(directory, pair + ".php", String(decoding: bytes, as: UTF8.self))
    }

    /// `--set` and `--function` from the pair's bindings, and the generated request id bound.
    static func bindings(_ pair: String) -> [String] {
        var arguments = ["--set", "bin2hex(random_bytes(16))=\"gtpush0000000000000000000000001\""]
        let text = (try? String(contentsOf: folder.appendingPathComponent(pair + ".set"), encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            arguments += line.hasPrefix("@call ") ? ["--function", String(line.dropFirst(6))] : ["--set", String(line)]
        }
        return arguments
    }

    /// `push_channel.ios.aps` (or a helper's iOS channel's `aps`) of a body, for comparison with key order aside.
    static func aps(_ json: String) throws -> NSDictionary {
        let body = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let ios = ((body["push_channel"] as? [String: Any])?["ios"] as? [String: Any]) ?? body
        return try #require(ios["aps"] as? NSDictionary)
    }

    @Test(arguments: pairs)
    func theMigratedFileSendsTheHandMigrationsAPS(_ pair: String) throws {
        for target in ["sdk", "rest"] {
            try withTemporaryDirectory { directory throws in
                let path = try Self.copy(pair, to: directory)
                let migrated = gtpush(["migrate", "--to", target, "--accept", "all", path])
                #expect(migrated.code == 0, "\(migrated.stderr)")
                let proof = Self.changes[pair].map { "proof: \($0) (accepted)" } ?? "proof: same"
                #expect(migrated.stderr.split(separator: "\n").first.map { $0.hasSuffix(": migrated (\(proof))") } == true, "\(migrated.stderr)")
                let after = try Data(contentsOf: URL(fileURLWithPath: path))
                if let lint = PHPLint.check(Array(after)) { #expect(lint.ok, "\(lint.output)") }
                let preview = gtpush(["preview", "--exact"] + Self.bindings(pair) + [path])
                #expect(preview.code == 0, "\(preview.stderr)")
                let expected = try String(contentsOf: Self.folder.appendingPathComponent(pair + ".v2.expected"), encoding: .utf8)
                let (got, want) = (try Self.aps(preview.stdout), try Self.aps(expected))
                #expect(got == want, "--to \(target)")
                // Migrating again changes nothing.
                let again = gtpush(["migrate", "--to", target, "--dry-run", "--accept", "all", path])
                #expect(again == CLIResult(code: 0, stdout: "", stderr: ""))
            }
        }
    }

    @Test(arguments: pairs)
    func aChangeNotAcceptedLeavesTheFileAsItWas(_ pair: String) throws {
        try withTemporaryDirectory { directory throws in
            let path = try Self.copy(pair, to: directory)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let result = gtpush(["migrate", path])
            guard let change = Self.changes[pair], let accept = Self.accepts[pair] else {
                #expect(result.code == 0)
                return
            }
            let line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(line.hasSuffix(": not migrated: proof: \(change); pass --accept \(accept) to migrate it anyway"), "\(result.stderr)")
            #expect(result.stderr.hasSuffix("migrated: 0; left as they were: 1\n"))
            #expect(result.code == 1)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test func aDryRunPrintsTheDiffAndWritesNothing() throws {
        try withTemporaryDirectory { directory throws in
            let path = try Self.copy("m12-empty-sound-is-default", to: directory)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let result = gtpush(["migrate", "--dry-run", path])
            #expect(result.code == 1)
            #expect(result.stdout.contains("\n-$apn->sound = \"\";\n"))
            #expect(result.stdout.contains("\n+$apn->setSound(\"default\");\n"))
            #expect(result.stderr == "\(path):6:8: would migrate (proof: same)\nwould migrate: 1; would leave: 0\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test func whatMigrateWritesForATemplateToOneAlias() throws {
        try withTemporaryDirectory { directory throws in
            let path = try Self.copy("m11-transmission-template", to: directory)
            #expect(gtpush(["migrate", "--accept", "payload-keys", path]).code == 0)
            let after = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            #expect(after == """
            <?php
            // A transmission template to one alias, offline 2 h: content → push_message.transmission, offline → settings.ttl, alias → audience.
            function sendChat($alias, $chatId, $text)
            {
                $content = json_encode(["type" => "chat", "id" => $chatId]);
                $alert = new GTAlert();
                $alert->setTitle("New message");
                $alert->setBody($text);
                $apn = new GTAps();
                $ios = new GTIos();
                $ios->setType("notify");
                $customMsg = [];
                $apn->setAlert($alert);
                $apn->setSound("default");
                $ios->setAutoBadge("1");
                $customMsg["chatId"] = $chatId;
                $template = new GTPushRequest();
                $template->setRequestId(bin2hex(random_bytes(16)));
                $pushMessage = new GTPushMessage();
                $pushMessage->setTransmission($content);
                $template->setPushMessage($pushMessage);
                $ios->setPayload(json_encode($customMsg));
                $ios->setAps($apn);
                $channel = new GTPushChannel();
                $channel->setIos($ios);
                $template->setPushChannel($channel);
                $message = new GTSettings();
                $message->setTtl(7200 * 1000);
                $template->setSettings($message);
                $template->setAlias($alias);
                return $template;
            }

            """)
        }
    }

    @Test func aSendToOneClientBecomesThePushAPIsCall() throws {
        try withTemporaryDirectory { directory throws in
            let path = writeFile(directory, "send.php", """
            <?php
            function notify($cid)
            {
                $igt = new IGeTui(HOST, APPKEY, MASTERSECRET);
                $apn = new IGtAPNPayload();
                $apn->contentAvailable = 1;
                $apn->sound = "com.gexin.ios.silence";
                $apn->badge = 1;
                $template = new IGtTransmissionTemplate();
                $template->set_appId(APPID);
                $template->set_transmissionContent("sync");
                $template->set_apnInfo($apn);
                $message = new IGtSingleMessage();
                $message->set_isOffline(true);
                $message->set_data($template);
                $target = new IGtTarget();
                $target->set_appId(APPID);
                $target->set_clientId($cid);
                return $igt->pushMessageToSingle($message, $target);
            }

            """)
            let result = gtpush(["migrate", path])
            #expect(result.stderr.hasPrefix("\(path):5:12: migrated (proof: same)\n"), "\(result.stderr)")
            let after = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
            #expect(after.contains("    $igt = new GTClient(\"https://restapi.getui.com\", APPKEY, APPID, MASTERSECRET);\n"))
            #expect(after.contains("    $template->setCid($cid);\n    return $igt->pushApi()->pushToSingleByCid($template);\n"))
            #expect(!after.contains("IGt"))
        }
    }

    @Test func codeMigrateCannotRewriteIsLeftWithTheReason() throws {
        try withTemporaryDirectory { directory throws in
            let source = "<?php\n$template = new IGtNotificationTemplate();\n$template->set_title(\"Hi\");\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n$template->set_apnInfo($apn);\n"
            let path = writeFile(directory, "android.php", source)
            let result = gtpush(["migrate", path])
            #expect(result == CLIResult(code: 1, stdout: "", stderr: """
            \(path):4:8: not migrated: IGtNotificationTemplate is an Android template: port its Android part to GTNotification or GTThirdNotification by hand
            migrated: 0; left as they were: 1

            """))
            #expect(try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) == source)
        }
    }

    @Test func usageErrors() {
        #expect(gtpush(["migrate", "--accept", "keys", "x.php"]) == CLIResult(code: 2, stdout: "", stderr: "gtpush migrate: --accept takes payload-keys, sound, badge, lost, all, not 'keys'\n"))
        #expect(gtpush(["migrate", "--to", "json", "x.php"]) == CLIResult(code: 2, stdout: "", stderr: "gtpush migrate: --to takes sdk or rest, not 'json'\n"))
    }

    @Test func chineseProof() throws {
        try withTemporaryDirectory { directory throws in
            let path = try Self.copy("m12-empty-sound-is-default", to: directory)
            let result = gtpush(["migrate", "--lang", "zh-Hans", path])
            #expect(result.stderr == "\(path):6:8: 已迁移（证明：相同）\n已迁移：1；保持原样：0\n")
        }
    }
}
