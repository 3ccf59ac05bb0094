import Foundation
import GTPushTestSupport
import Testing
import PushRules

/// `gtpush rules`, `gtpush rules GTnnn`, `gtpush explain GTnnn` and the committed rule documents.
@Suite struct RulesCommandTests {
    @Test(arguments: ["en", "zh-Hans"])
    func listIsTheGoldenFile(_ language: String) {
        let result = gtpush(["rules", "--lang", language])
        #expect(result.code == 0)
        #expect(result.stderr == "")
        GoldenFiles.expect(result.stdout, matches: "rules.\(language)")
    }

    @Test(arguments: ["en", "zh-Hans"])
    func oneRuleIsItsDocumentWithExamples(_ language: String) {
        let result = gtpush(["rules", "GT101", "--lang", language])
        #expect(result.code == 0)
        GoldenFiles.expect(result.stdout, matches: "rules-GT101.\(language)")
        // `explain` with a rule id is the same document.
        #expect(gtpush(["explain", "gt101", "--lang", language]).stdout == result.stdout)
    }

    @Test func anUnknownRuleIsAUsageError() {
        let result = gtpush(["rules", "GT999"])
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "gtpush rules: `GT999` is not a gtpush rule (see gtpush rules)\n")
        #expect(gtpush(["explain", "GT999"]).stderr == "gtpush explain: `GT999` is not a gtpush rule (see gtpush rules)\n")
    }

    /// docs/rules is generated from the rule types and committed: it must be what they say now.
    @Test func committedDocumentsAreCurrent() {
        let result = gtpush(["rules", "--docs", TestPaths.packageRoot.appendingPathComponent("docs/rules").path, "--check"])
        #expect(result.stderr == "")
        #expect(result.code == 0)
    }

    @Test func staleDocumentsAreNamedAndWritten() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            writeFile(directory, "GT101.md", "old\n")
            let check = gtpush(["rules", "--docs", directory.path, "--check"])
            #expect(check.code == 1)
            #expect(check.stderr.hasPrefix("\(directory.path)/GT001.md: stale; run `gtpush rules --docs \(directory.path)`\n"))
            #expect(check.stderr.components(separatedBy: "\n").count == RuleRegistry.documentedInfos.count + 1)
            #expect(gtpush(["rules", "--docs", directory.path]).code == 0)
            #expect(gtpush(["rules", "--docs", directory.path, "--check"]).code == 0)
        }
    }

    /// GT001 and GT002 come from the loader and the parser, not the engine: their examples run
    /// through the command line.
    @Test(arguments: RuleRegistry.frontEnd.map { $0.id })
    func frontEndExamples(_ id: String) throws {
        let rule = try #require(RuleRegistry.documentedInfos.first { $0.id == id })
        try withTemporaryDirectory { (directory: URL) throws in
            for example in rule.triggeringExamples {
                let path = writeFile(directory, "example.php", example)
                #expect(gtpush(["check", "--format", "json", path]).stdout.contains("\"rule\": \"\(id)\""), "\(example)")
            }
            for example in rule.nonTriggeringExamples {
                let path = writeFile(directory, "example.php", example)
                #expect(!gtpush(["check", "--format", "json", path]).stdout.contains("\"rule\": \"\(id)\""), "\(example)")
            }
        }
    }
}
