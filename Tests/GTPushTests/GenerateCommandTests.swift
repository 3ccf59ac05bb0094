import Foundation
import Testing

/// `gtpush generate`: `Generated/` is product, committed, and must match `Templates/`.
@Suite struct GenerateCommandTests {
    @Test func committedOutputIsCurrent() {
        let root = TestPaths.packageRoot
        let result = gtpush(["generate", "--templates", root.appendingPathComponent("Templates").path,
                             "--output", root.appendingPathComponent("Generated").path, "--check"])
        #expect(result.stderr == "")
        #expect(result.code == 0)
    }

    @Test func checkNamesStaleAndExtraFilesAndWritingFixesThem() throws {
        try withTemporaryDirectory { directory in
            let templates = directory.appendingPathComponent("Templates")
            let output = directory.appendingPathComponent("Out").path
            writeFile(templates, "a.php", "<?php\n$apn = new IGtAPNPayload(); // gtpush: silent\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n")
            let first = gtpush(["generate", "--templates", templates.path, "--output", output, "--check"])
            #expect(first.code == 1)
            #expect(first.stderr == """
            \(output)/REPORT.md: stale; run `gtpush generate`
            \(output)/json/a.json: stale; run `gtpush generate`
            \(output)/php/a.php: stale; run `gtpush generate`
            \(output)/swift/APush.swift: stale; run `gtpush generate`
            \(output)/swift/GTPushSupport.swift: stale; run `gtpush generate`

            """)
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output]).code == 0)
            let fixed = try String(contentsOfFile: "\(output)/php/a.php", encoding: .utf8)
            #expect(fixed == "<?php\n$apn = new IGtAPNPayload(); // gtpush: silent\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n")
            let json = try String(contentsOfFile: "\(output)/json/a.json", encoding: .utf8)
            #expect(json == "{\n    \"error\": \"create apn payload error: format error\"\n}\n")
            writeFile(URL(fileURLWithPath: output), "json/old.json", "{}")
            let second = gtpush(["generate", "--templates", templates.path, "--output", output, "--check"])
            #expect(second.code == 1)
            #expect(second.stderr == "\(output)/json/old.json: stale; run `gtpush generate`\n")
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output]).stderr == "removed \(output)/json/old.json\n")
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output, "--check"]).code == 0)
        }
    }
}
