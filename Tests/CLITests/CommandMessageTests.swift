import Foundation
import GTPushTestSupport
import Testing

/// The command line's own messages in both languages, as one transcript per language: usage
/// errors, files that cannot be read, preview's errors (the SDK's own words kept), --apns.
@Suite struct CommandMessageTests {
    @Test(arguments: ["en", "zh-Hans"])
    func messagesAreTheGoldenFile(_ language: String) {
        withTemporaryDirectory { directory in
            let empty = writeFile(directory, "empty.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"Hello\";\n")
            let unknown = writeFile(directory, "unknown.php", "<?php\nfunction f($s) {\n    $apn = new IGtAPNPayload();\n    $apn->sound = $s;\n}\n")
            let constant = writeFile(directory, "constant.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->sound = SOUND;\n")
            let loop = writeFile(directory, "loop.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n$s = \"\";\nfor ($i = 0; $i < 5000; $i++) { $s .= \"x\"; }\n")
            let two = writeFile(directory, "two.php", "<?php\n$a = new IGtAPNPayload();\n$a->badge = 1;\n$b = new IGtAPNPayload();\n$b->badge = 2;\n")
            writeFile(directory, "templates/a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            try? Data([0xFF, 0xFE, 0x3C, 0x00, 0x3F, 0x00]).write(to: directory.appendingPathComponent("wide.php"))
            let runs: [[String]] = [
                ["frobnicate"],
                ["check"],
                ["check", "--intent", "loud", empty],
                ["check", "--disable", "GT999", empty],
                ["check", "--format"],
                ["check", "--fail-on", "info", empty],
                ["check", "--function", "g", empty],
                ["check", directory.appendingPathComponent("missing.php").path, directory.appendingPathComponent("wide.php").path],
                ["preview", "--exact", empty],
                ["preview", "--exact", unknown],
                ["preview", "--apns", "com.example.app", two],
                ["preview", "--apns", "com.example.app", unknown],
                ["preview", "--exact", constant],
                ["preview", "--set", "$s=\"ding.caf\"", unknown],
                ["explain", "GT000"],
                ["check", loop],
                ["preview", "--set", "kind", unknown],
                ["swift", unknown],
                ["generate", "extra"],
                ["generate", "--templates", directory.appendingPathComponent("templates").path, "--output", directory.appendingPathComponent("out").path, "--check"],
            ]
            var transcript = ""
            for arguments in runs {
                let result = gtpush(arguments + ["--lang", language])
                transcript += "$ gtpush \(arguments.joined(separator: " "))\nexit \(result.code)\n\(result.stderr)"
                if arguments.first == "preview" && !arguments.contains("--exact") && !arguments.contains("--apns") || arguments == ["check", loop] { transcript += result.stdout }
            }
            GoldenFiles.expect(transcript.replacingOccurrences(of: directory.path, with: "DIR"), matches: "messages.\(language)")
        }
    }
}
