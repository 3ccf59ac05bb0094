import Foundation
import PushRules
import Testing

/// The README says what the code does: its rules table is the registry's, and its quick start
/// runs on the repository's own Templates/ as it says.
@Suite struct ReadmeTests {
    static let readme = (try? String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The front end's rules (reading and parsing) have no rule type; the others come from the registry.
    static var rulesTable: String {
        var lines = ["| rule | name | severity | what it finds |", "|---|---|---|---|",
                     "| GT001 | syntax-error | error | The file does not parse (PHP's own message). |",
                     "| GT002 | unreadable | error / warning | The file cannot be read (error), or is binary or UTF-16/32 text (warning). |"]
        for rule in RuleRegistry.infos.sorted(by: { $0.id < $1.id }) {
            lines.append("| \(rule.id) | \(rule.name) | \(rule.severity.rawValue) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theRulesTableIsTheRegistrys() {
        #expect(Self.readme.contains(Self.rulesTable), "README.md, \"Rules\", should hold:\n\(Self.rulesTable)")
    }

    @Test func theQuickStartRunsOnTemplates() {
        let templates = TestPaths.packageRoot.appendingPathComponent("Templates").path
        let check = gtpush(["check", templates])
        #expect(check.code == 1)
        #expect(check.stdout.hasSuffix("6 payloads: 1 silent, 1 silent or normal, 2 normal, 2 mixed; 2 errors, 1 warning, 2 notes\n"))
        let preview = gtpush(["preview", "--exact", templates + "/silent-push.php"])
        #expect(preview == CLIResult(code: 0, stdout: "{\"op\":\"sync\",\"aps\":{\"badge\":1,\"content-available\":1}}\n", stderr: ""))
        let fix = gtpush(["fix", "--dry-run", templates + "/broken-silent-push.php"])
        #expect(fix.code == 1)
        #expect(fix.stderr.hasPrefix("\(templates)/broken-silent-push.php: would fix 3 problems (GT101, GT102, GT201)\n"))
        for line in ["gtpush check Templates/", "gtpush preview --exact Templates/silent-push.php", "gtpush fix --dry-run Templates/broken-silent-push.php",
                     "6 payloads: 1 silent, 1 silent or normal, 2 normal, 2 mixed; 2 errors, 1 warning, 2 notes"] {
            #expect(Self.readme.contains(line), "README.md's quick start should show `\(line)`")
        }
    }
}
