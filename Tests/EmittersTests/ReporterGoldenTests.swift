import Foundation
import GTPushTestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Emitters
import PHPSyntax
import PushRules

/// Every `check --format` on one run, in both languages, byte for byte: a payload meant silent
/// that rings (GT102, with a fix), an undeclared audible-background one with an unknown sound
/// (GT107, GT303), a syntax error (GT001), a binary file and a missing one (GT002).
@Suite struct ReporterGoldenTests {
    static let source = """
    <?php
    // gtpush: silent
    $apn = new IGtAPNPayload();
    $apn->alertMsg = "";
    /* 静默 */ $apn->sound = "default";
    $apn->contentAvailable = 1;
    $apn->badge = 1;
    function ring($s) {
        $apn = new IGtAPNPayload();
        $apn->sound = $s;
        $apn->contentAvailable = 1;
        $apn->badge = 1;
    }

    """

    /// `push/broken.php`: line 2 lacks its `;`, so PHP stops at line 3's first token.
    static let broken = SourceFile(path: "push/broken.php", bytes: Array("<?php\n$a = 1\n$x = 2;\n".utf8))

    static func run(_ language: Language) -> CheckRun {
        var report = CheckHarness.check(source, path: "push/send.php")
        report.frontEndFindings = [
            SyntaxErrorRule.finding(Diagnostic(path: broken.path, location: SourceLocation(line: 3, column: 1), severity: .error, message: "syntax error, unexpected variable '$x', expecting ';'"), in: broken),
            UnreadableFileRule.finding(path: "push/logo.php", Message("verbatim", ["text": .verbatim("not a text file (a NUL byte); skipped")]), location: SourceLocation(line: 1, column: 9), isBinary: true),
            UnreadableFileRule.finding(path: "push/missing.php", Message("verbatim", ["text": .verbatim("no such file or directory")]), location: nil, isBinary: false),
        ]
        return CheckRun(report: report, toolVersion: "0.1.0", arguments: ["check", "--format", "sarif", "push"],
                        exitCode: 2, language: language, colors: false, rootDirectory: "/work/project")
    }

    @Test(arguments: Reporters.all.map { $0.identifier }, Language.allCases)
    func formatIsExactlyTheGoldenFile(_ identifier: String, _ language: Language) throws {
        let reporter = try #require(Reporters.reporter(identifier: identifier))
        let suffix = language == .english ? "" : ".\(language.rawValue)"
        GoldenFiles.expect(reporter.report(Self.run(language)), matches: "check.\(identifier)\(suffix)")
    }

    /// The machine formats parse as what they claim to be.
    @Test func machineFormatsAreWellFormed() throws {
        for identifier in ["json", "sarif", "gitlab"] {
            let text = try #require(Reporters.reporter(identifier: identifier)).report(Self.run(.english))
            #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(identifier)")
        }
        for identifier in ["checkstyle", "junit"] {
            let text = try #require(Reporters.reporter(identifier: identifier)).report(Self.run(.simplifiedChinese))
            #expect(XMLParser(data: Data(text.utf8)).parse(), "\(identifier)")
        }
    }

    /// What SARIF 2.1.0 requires of the objects gtpush writes (§3.13 sarifLog, §3.14 run, §3.19
    /// toolComponent, §3.49 reportingDescriptor, §3.27 result, §3.55 fix, §3.56 artifactChange,
    /// §3.57 replacement, §3.20 invocation), checked on a run with fixes and file problems.
    @Test func sarifHasWhatTheSpecificationRequires() throws {
        let text = SARIFReporter.report(Self.run(.english))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "gtpush")
        #expect((driver["informationUri"] as? String)?.hasPrefix("https://") == true)
        #expect(!(driver["informationUri"] as? String ?? "").contains("getui"))
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.documentedInfos.map(\.id))
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String, "\(id)")
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String, "\(id)")
            let help = try #require(rule["help"] as? [String: Any])
            #expect(help["text"] is String && (help["markdown"] as? String)?.hasPrefix("# \(id) ") == true, "\(id)")
            #expect((rule["helpUri"] as? String)?.hasSuffix("/docs/rules/\(id).md") == true, "\(id)")
        }
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["%SRCROOT%"]?["uri"] == "file:///work/project/")
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        #expect(invocation["exitCode"] as? Int == 2)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(Set(results.compactMap { $0["ruleId"] as? String }).isSuperset(of: ["GT001", "GT002"]))
        var fixes = 0
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == id)
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let artifact = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let location = try #require(artifact["artifactLocation"] as? [String: String])
            #expect(location["uriBaseId"] == "%SRCROOT%" && location["uri"]?.hasPrefix("push/") == true)
            if let region = artifact["region"] as? [String: Int] { #expect(region["startLine"]! >= 1 && region["startColumn"]! >= 1) }
            #expect(((result["partialFingerprints"] as? [String: String])?.values.first?.count ?? 0) == 32)
            for fix in result["fixes"] as? [[String: Any]] ?? [] {
                fixes += 1
                let changes = try #require(fix["artifactChanges"] as? [[String: Any]])
                #expect(!changes.isEmpty)
                for change in changes {
                    #expect(change["artifactLocation"] is [String: String])
                    let replacements = try #require(change["replacements"] as? [[String: Any]])
                    #expect(!replacements.isEmpty && replacements.allSatisfy { $0["deletedRegion"] is [String: Int] })
                }
            }
        }
        #expect(fixes == 1)
        // The fingerprints differ between results.
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first }
        #expect(Set(prints).count == prints.count)
    }

    /// Colours only when asked: the severity word coloured, the place bold, the rule id dim.
    @Test func textColours() {
        var run = Self.run(.english)
        run.colors = true
        let first = TextReporter.report(run).split(separator: "\n")[0]
        #expect(first == "\u{1B}[1mpush/broken.php:3:1:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m syntax error, unexpected variable '$x', expecting ';' \u{1B}[2m[GT001]\u{1B}[0m")
    }
}
