import Foundation
import Testing
import Emitters
import PushRules

@Test func exploreCheckOutput() throws {
    var out = ""
    for name in ["01-doc-normal", "02-doc-silent"] {
        let report = try CheckHarness.checkCase(name)
        out += ExplainFormatter.text(report) + "----\n"
    }
    let report = CheckHarness.check("<?php\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\nfunction f($s) {\n    $apn = new IGtAPNPayload();\n    $apn->sound = $s;\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n}\n")
    out += CheckFormatter.json(report) + "----\n" + CheckFormatter.sarif(report, toolVersion: "0.1.0")
    let seedPath = CheckHarness.shared.appendingPathComponent("seeds/000_1607cd1e0e528834.txt").path
    let seed = try String(contentsOfFile: seedPath, encoding: .utf8)
    out += "== seed\n" + CheckHarness.check(seed, path: "seed.txt").payloads.map { "\($0.record.location) \($0.record.function ?? "-") \($0.kindLabel)" }.joined(separator: "\n")
    try out.write(toFile: "/tmp/check-explore.txt", atomically: true, encoding: .utf8)
}
