import Foundation
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

    static func run(_ language: Language) -> CheckRun {
        let report = CheckHarness.check(source, path: "push/send.php")
        let problems = [
            Diagnostic(path: "push/broken.php", location: SourceLocation(line: 3, column: 1), severity: .error, message: "syntax error, unexpected variable '$x', expecting ';'", code: "GT001"),
            Diagnostic(path: "push/logo.php", location: SourceLocation(line: 1, column: 9), severity: .warning, message: "not a text file (a NUL byte); skipped", code: "GT002"),
            Diagnostic(path: "push/missing.php", location: SourceLocation(line: 0, column: 0), severity: .error, message: "no such file or directory", code: "GT002"),
        ]
        return CheckRun(report: report, fileProblems: problems, toolVersion: "0.1.0", arguments: ["check", "--format", "sarif", "push"],
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

    /// Colours only when asked: the severity word coloured, the place bold, the rule id dim.
    @Test func textColours() {
        var run = Self.run(.english)
        run.colors = true
        let first = TextReporter.report(run).split(separator: "\n")[0]
        #expect(first == "\u{1B}[1mpush/broken.php:3:1:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m syntax error, unexpected variable '$x', expecting ';' \u{1B}[2m[GT001]\u{1B}[0m")
    }
}
