import Foundation
@testable import GTPushCLI
import GTPushTestSupport
import Testing

/// `check --generate-baseline` and `--baseline`: a legacy tree's findings accepted for now,
/// matched by code, not by line number.
@Suite struct BaselineTests {
    private let source = ProjectConfigTests.twoMixed

    @Test func generateWritesSortedFindingsAndExitsZero() throws {
        try withTemporaryDirectory { directory in
            let file = writeFile(directory, "src/a.php", source)
            let baseline = directory.appendingPathComponent("gtpush-baseline.json").path
            let result = gtpush(["check", "--generate-baseline", baseline, file])
            #expect(result == CLIResult(code: 0, stdout: "", stderr: "\(baseline): baseline written with 4 findings\n"))
            #expect(try String(contentsOfFile: baseline, encoding: .utf8) == """
            {
              "gtpushBaseline": 1,
              "findings": [
                {"file": "src/a.php", "rule": "GT106", "function": "buildPing", "code": "$apn->contentAvailable = 1;", "count": 1},
                {"file": "src/a.php", "rule": "GT106", "function": "buildRefresh", "code": "$apn->contentAvailable = 1;", "count": 1},
                {"file": "src/a.php", "rule": "GT401", "function": "buildPing", "code": "$apn->alertMsg = $alert;", "count": 1},
                {"file": "src/a.php", "rule": "GT401", "function": "buildRefresh", "code": "$apn->alertMsg = $alert;", "count": 1}
              ]
            }

            """)
            // The same findings give the same bytes.
            let before = try Data(contentsOf: URL(fileURLWithPath: baseline))
            _ = gtpush(["check", "--generate-baseline", baseline, file])
            #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == before)
        }
    }

    /// Lines added above do not bring findings back; a changed line does, and its old entry is
    /// reported as no longer matching (GT005, at its line in the baseline). The exit code is the
    /// one of what is left.
    @Test func hiddenFindingsStayHiddenWhenLinesMoveAndComeBackWhenTheirLineChanges() throws {
        try withTemporaryDirectory { directory in
            let file = writeFile(directory, "src/a.php", source.replacingOccurrences(of: "\"New order\"", with: "123"))
            let baseline = directory.appendingPathComponent("b.json").path
            #expect(gtpush(["check", "--fail-on", "warning", file]).code == 1)
            _ = gtpush(["check", "--generate-baseline", baseline, file])
            writeFile(directory, "src/a.php", "<?php\n// Moved down by two lines.\n\n" + source.dropFirst(6).replacingOccurrences(of: "\"New order\"", with: "123"))
            let moved = gtpush(["check", "--fail-on", "warning", "--baseline", baseline, file])
            #expect(moved == CLIResult(code: 0, stdout: "2 payloads: 2 mixed (2 undeclared); 0 errors, 0 warnings, 0 notes\n",
                                       stderr: "\(baseline): 4 findings hidden by the baseline\n"))
            writeFile(directory, "src/a.php", source.replacingOccurrences(of: "$apn->contentAvailable = 1;\n    return $apn;\n}\nfunction buildRefresh", with: "$apn->contentAvailable = true;\n    return $apn;\n}\nfunction buildRefresh"))
            let changed = gtpush(["check", "--fail-on", "warning", "--baseline", baseline, file])
            #expect(changed == CLIResult(code: 1, stdout: """
            \(baseline):4:5: note: the baseline entry GT106 in src/a.php (`$apn->contentAvailable = 1;`) matches no finding: fixed, changed or gone; drop it with --generate-baseline \(baseline) [GT005]
            \(file):7:5: warning: mixed push with no declared intent: in the background the phone shows the banner, plays the default ding and wakes the app; not running, it shows the banner; add `// gtpush: silent` above `new IGtAPNPayload` to let fix silence it, or `// gtpush: mixed` to accept it [GT106]
            2 payloads: 2 mixed (2 undeclared); 0 errors, 1 warning, 1 note

            """, stderr: """
            \(baseline): 3 findings hidden by the baseline

            """))
            let chinese = gtpush(["check", "--lang", "zh-Hans", "--fail-on", "warning", "--baseline", baseline, file])
            #expect(chinese.code == 1)
            #expect(chinese.stdout.hasPrefix("\(baseline):4:5: note: 基线条目 GT106（src/a.php，`$apn->contentAvailable = 1;`）没有匹配任何问题：已修复、已改动或已删除；请用 --generate-baseline \(baseline) 去掉它 [GT005]\n"))
            // --disable GT005 keeps them quiet: the rest of the run is as it was.
            let quiet = gtpush(["check", "--disable", "GT005", "--baseline", baseline, file])
            #expect(quiet == CLIResult(code: 0, stdout: """
            \(file):7:5: warning: mixed push with no declared intent: in the background the phone shows the banner, plays the default ding and wakes the app; not running, it shows the banner; add `// gtpush: silent` above `new IGtAPNPayload` to let fix silence it, or `// gtpush: mixed` to accept it [GT106]
            2 payloads: 2 mixed (2 undeclared); 0 errors, 1 warning, 0 notes

            """, stderr: """
            \(baseline): 3 findings hidden by the baseline

            """))
        }
    }

    /// An accepted problem hides one finding, not every finding on an identical line: a payload
    /// copied into a new function shows, though its `new IGtAPNPayload` line reads the same.
    @Test func aCopyInANewFunctionIsNotHidden() throws {
        try withTemporaryDirectory { directory in
            let file = writeFile(directory, "a.php", "<?php\nfunction one() {\n    $apn = new IGtAPNPayload();\n    $apn->badge = 1;\n    $apn->contentAvailable = 1;\n    return $apn;\n}\n")
            let baseline = directory.appendingPathComponent("b.json").path
            _ = gtpush(["check", "--generate-baseline", baseline, file])
            writeFile(directory, "a.php", "<?php\nfunction one() {\n    $apn = new IGtAPNPayload();\n    $apn->badge = 1;\n    $apn->contentAvailable = 1;\n    return $apn;\n}\nfunction two() {\n    $apn = new IGtAPNPayload();\n    $apn->badge = 1;\n    $apn->contentAvailable = 1;\n    return $apn;\n}\n")
            let result = gtpush(["check", "--baseline", baseline, file])
            #expect(result.stdout == """
            \(file):9:12: warning: audible-background push with no declared intent: no banner, but in the background the phone plays the default ding and wakes the app; not running, it only plays the sound; add `// gtpush: silent` above `new IGtAPNPayload` to let fix silence it, or `// gtpush: mixed` to accept it [GT107]
            2 payloads: 2 audible-background (2 undeclared); 0 errors, 1 warning, 0 notes

            """)
            #expect(result.stderr == "\(baseline): 1 finding hidden by the baseline\n")
        }
    }

    /// `gtpush.json`'s `baseline` is used unless --baseline names another; paths in the
    /// baseline are relative to its own folder, so it reads the same from any current folder.
    @Test func theConfigNamesTheBaselineAndPathsAreRelativeToIt() throws {
        try withTemporaryDirectory { directory in
            let file = writeFile(directory, "src/a.php", source)
            let baseline = directory.appendingPathComponent("gtpush-baseline.json").path
            _ = gtpush(["check", "--generate-baseline", baseline, file])
            let config = writeFile(directory, "gtpush.json", #"{"baseline": "gtpush-baseline.json", "paths": ["src"]}"#)
            let fromConfig = gtpush(["check", "--config", config])
            let shown = ProjectPath.display("gtpush-baseline.json", in: directory)
            #expect(fromConfig == CLIResult(code: 0, stdout: "2 payloads: 2 mixed (2 undeclared); 0 errors, 0 warnings, 0 notes\n",
                                            stderr: "\(shown): 4 findings hidden by the baseline\n"))
            let empty = writeFile(directory, "empty.json", "{\"gtpushBaseline\": 1, \"findings\": []}\n")
            let flag = gtpush(["check", "--config", config, "--baseline", empty])
            #expect(flag.stdout.hasSuffix("2 payloads: 2 mixed (2 undeclared); 0 errors, 4 warnings, 0 notes\n"))
            #expect(flag.stderr == "\(empty): 0 findings hidden by the baseline\n")
        }
    }

    /// Hidden findings leave the machine formats too, and the counts go to standard error there.
    @Test func hiddenFindingsLeaveJSONAndSARIF() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "a.php", source)
            let baseline = directory.appendingPathComponent("b.json").path
            _ = gtpush(["check", "--generate-baseline", baseline, file])
            let json = gtpush(["check", "--format", "json", "--baseline", baseline, file])
            #expect(json.code == 0)
            #expect(!json.stdout.contains("\"rule\""))
            #expect(json.stderr == "\(baseline): 4 findings hidden by the baseline\n")
            let sarif = gtpush(["check", "--format", "sarif", "--baseline", baseline, file])
            #expect(sarif.stdout.contains("\"results\": []"))
            #expect(sarif.stderr == "\(baseline): 4 findings hidden by the baseline\n")
        }
    }

    /// Written at the repository root, read from a subfolder through gtpush.json: the same
    /// entries match, because their paths are relative to the baseline's own folder.
    @Test func aBaselineReadsTheSameFromAnyFolder() throws {
        try withTemporaryRepository { repository in
            writeFile(repository, "app/a.php", source)
            writeFile(repository, "gtpush.json", #"{"paths": ["app"], "baseline": "gtpush-baseline.json"}"#)
            let written = try gtpushProcess(["check", "--generate-baseline", "gtpush-baseline.json"], in: repository)
            #expect(written == CLIResult(code: 0, stdout: "", stderr: "gtpush-baseline.json: baseline written with 4 findings\n"))
            #expect(try String(contentsOf: repository.appendingPathComponent("gtpush-baseline.json"), encoding: .utf8).contains(#"{"file": "app/a.php", "rule": "GT106", "function": "buildPing""#))
            let fromSubfolder = try gtpushProcess(["check", "a.php"], in: repository.appendingPathComponent("app"))
            #expect(fromSubfolder == CLIResult(code: 0, stdout: "2 payloads: 2 mixed (2 undeclared); 0 errors, 0 warnings, 0 notes\n",
                                               stderr: "../gtpush-baseline.json: 4 findings hidden by the baseline\n"))
        }
    }

    /// A run on some files (a pre-commit hook names only the staged ones) reports as stale only
    /// entries of the files it read, or of files that are gone.
    @Test func onlyFilesTheRunReadOrThatAreGoneHaveStaleEntries() throws {
        try withTemporaryDirectory { directory in
            let first = writeFile(directory, "a.php", source)
            let second = writeFile(directory, "b.php", source)
            let baseline = directory.appendingPathComponent("b.json").path
            _ = gtpush(["check", "--generate-baseline", baseline, directory.path])
            let one = gtpush(["check", "--baseline", baseline, first])
            #expect(one == CLIResult(code: 0, stdout: "2 payloads: 2 mixed (2 undeclared); 0 errors, 0 warnings, 0 notes\n",
                                     stderr: "\(baseline): 4 findings hidden by the baseline\n"))
            try FileManager.default.removeItem(atPath: second)
            let gone = gtpush(["check", "--baseline", baseline, first])
            #expect(gone.stderr == "\(baseline): 4 findings hidden by the baseline\n")
            #expect(gone.stdout.components(separatedBy: "[GT005]").count - 1 == 4)
            #expect(gone.stdout.contains("the baseline entry GT106 in b.php"))
        }
    }

    @Test func aMissingOrBrokenBaselineIsAUsageError() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "a.php", source)
            let missing = directory.appendingPathComponent("none.json").path
            #expect(gtpush(["check", "--baseline", missing, file]) == CLIResult(code: 2, stdout: "", stderr: "gtpush check: \(missing): cannot read the baseline (create it with --generate-baseline \(missing))\n"))
            let broken = writeFile(directory, "broken.json", "{\"findings\": []}")
            #expect(gtpush(["check", "--baseline", broken, file]) == CLIResult(code: 2, stdout: "", stderr: "gtpush check: \(broken): not a gtpush baseline (regenerate it with --generate-baseline \(broken))\n"))
            let entry = writeFile(directory, "entry.json", "{\"gtpushBaseline\": 1, \"findings\": [{\"file\": \"a.php\"}]}")
            #expect(gtpush(["check", "--baseline", entry, file]) == CLIResult(code: 2, stdout: "", stderr: "gtpush check: \(entry): an entry needs \"file\", \"rule\", \"code\" and a \"count\" of 1 or more\n"))
        }
    }

    /// Syntax errors cannot be accepted: generating still fails on them, and they are shown.
    @Test func syntaxErrorsAreNeverBaselined() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "a.php", "<?php\n$apn = new IGtAPNPayload(;\n")
            let baseline = directory.appendingPathComponent("b.json").path
            let result = gtpush(["check", "--generate-baseline", baseline, file])
            #expect(result.code == 1)
            #expect(result.stderr.hasPrefix("\(file):2:"))
            #expect(result.stderr.hasSuffix("\(baseline): baseline written with 0 findings\n"))
        }
    }
}
