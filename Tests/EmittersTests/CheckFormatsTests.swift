import Foundation
import GTPushTestSupport
import Testing
@testable import Emitters
import PushRules

/// The JSON and SARIF documents, byte for byte and by structure.
@Suite struct CheckFormatsTests {
    static let source = "<?php\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\nfunction f($s) {\n    $apn = new IGtAPNPayload();\n    $apn->sound = $s;\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n}\n"

    /// GT107 (the second payload is undeclared audible-background) is off: these tests are about
    /// the formats, and two findings of different severities are enough.
    static let options = CheckOptions(disabled: ["GT107"])

    @Test func jsonHasCLIShape() {
        let json = JSONReporter.report(CheckRun(report: CheckHarness.check(Self.source, options: Self.options), toolVersion: "0.1.0"))
        #expect(json == """
        {
          "version": 1,
          "payloads": [
            {
              "file": "example.php",
              "line": 2,
              "function": null,
              "kind": "rejected",
              "api": "v1",
              "diagnostics": [
                {
                  "rule": "GT201",
                  "severity": "error",
                  "line": 2,
                  "column": 8,
                  "message": "aps is empty before content-available is added (no alert, badge or sound), so the SDK throws `format error` (create apn payload error) and nothing is pushed"
                }
              ]
            },
            {
              "file": "example.php",
              "line": 7,
              "function": "f",
              "kind": [
                "silent",
                "audible-background"
              ],
              "api": "v1",
              "diagnostics": [
                {
                  "rule": "GT303",
                  "severity": "note",
                  "line": 8,
                  "column": 5,
                  "message": "`$s` is unknown and decides the kind: silent if `$s` is `com.gexin.ios.silence`, else audible-background"
                }
              ]
            }
          ],
          "files": []
        }

        """)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
    }

    @Test func textFormat() {
        #expect(CheckFormatter.text(CheckHarness.check(Self.source, options: Self.options)) == """
        example.php:2:8: error: aps is empty before content-available is added (no alert, badge or sound), so the SDK throws `format error` (create apn payload error) and nothing is pushed [GT201]
        example.php:8:5: note: `$s` is unknown and decides the kind: silent if `$s` is `com.gexin.ios.silence`, else audible-background [GT303]
        2 payloads: 1 silent or audible-background, 1 rejected (1 undeclared); 1 error, 0 warnings, 1 note

        """)
    }

    /// The properties SARIF 2.1.0's schema requires, and the ones code-scanning consumers read.
    @Test func sarifHasTheRequiredStructure() throws {
        let text = SARIFReporter.report(CheckRun(report: CheckHarness.check(Self.source, options: Self.options), toolVersion: "0.1.0"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "gtpush")
        #expect(driver["version"] as? String == "0.1.0")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.documentedInfos.map(\.id))
        for rule in rules {
            #expect(rule["name"] is String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect(["error", "warning", "note"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == id)
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "example.php")
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
        #expect(results.map { $0["level"] as? String } == ["error", "note"])
    }

    @Test func sarifURIsArePercentEncoded() {
        #expect(SARIFReporter.uri("dir/my push#1.php") == "dir/my%20push%231.php")
    }
}
