import Foundation
@testable import GTPushCLI
import GTPushTestSupport
import PushRules
import Testing

/// Issue 53: the command line's slips are caught and named. A mistyped flag names the flag meant;
/// a second `--format` or `--output` is a usage error (the Action's `args` must not replace its
/// SARIF output); the progress line is in the run's language; `TERM=dumb` gets no colour.
@Suite struct CommandLineSlipTests {
    @Test(arguments: [
        (["check", "--fromat", "json", "x.php"], "gtpush check: unknown option '--fromat' (did you mean `--format`?)", "gtpush check: 未知选项 '--fromat'（是不是想写 `--format`？）"),
        (["check", "--exlude", "legacy", "x.php"], "gtpush check: unknown option '--exlude' (did you mean `--exclude`?)", "gtpush check: 未知选项 '--exlude'（是不是想写 `--exclude`？）"),
        (["fix", "--dry-rn", "x.php"], "gtpush fix: unknown option '--dry-rn' (did you mean `--dry-run`?)", "gtpush fix: 未知选项 '--dry-rn'（是不是想写 `--dry-run`？）"),
        (["check", "--bogus", "x.php"], "gtpush check: unknown option '--bogus'", "gtpush check: 未知选项 '--bogus'"),
        (["check", "--format", "sarif", "--format", "json", "x.php"], "gtpush check: --format is given twice; give it once (a second one would replace the first)", "gtpush check: --format 给了两次；请只给一次（第二个会替换第一个）"),
        (["swift", "--output=a", "--output", "b", "x.php"], "gtpush swift: --output is given twice; give it once (a second one would replace the first)", "gtpush swift: --output 给了两次；请只给一次（第二个会替换第一个）"),
        (["check", "--intent", "slient", "x.php"], "gtpush check: --intent takes silent, normal or mixed (静默, 普通, 混合), not 'slient' (did you mean `silent`?)", "gtpush check: --intent 只接受 silent、normal 或 mixed（静默、普通、混合），不接受 'slient'（是不是想写 `silent`？）"),
        (["check", "--disable", "silent-alret", "x.php"], "gtpush check: --disable takes a rule id such as GT104, not 'silent-alret' (did you mean `GT101`?)", "gtpush check: --disable 需要 GT104 这样的规则编号，不接受 'silent-alret'（是不是想写 `GT101`？）"),
    ])
    func aSlipIsAUsageErrorNamingWhatWasMeant(arguments: [String], english: String, chinese: String) {
        #expect(gtpush(arguments, environment: ["LANG": "en_US.UTF-8"]) == CLIResult(code: 2, stdout: "", stderr: english + "\n"))
        #expect(gtpush(arguments + ["--lang", "zh-Hans"]) == CLIResult(code: 2, stdout: "", stderr: chinese + "\n"))
    }

    @Test func chineseIntentWordsAreTakenOnTheCommandLine() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"ding.caf\";\n$apn->badge = 1;\n")
            let result = gtpush(["check", "--lang", "zh-Hans", "--intent", "静默", file])
            #expect(result.code == 1)
            #expect(result.stdout.contains("[GT102]") && !result.stdout.contains("[GT107]"))
        }
    }

    /// `parse` showed the raw key `cli.progress.parsed`: every counted verb has its words.
    @Test(arguments: ProgressLine.Verb.allCases)
    func theProgressLineIsWorded(_ verb: ProgressLine.Verb) throws {
        let captured = LockedText()
        let output = Output(out: { _ in }, error: { captured.append($0) }, errorIsTerminal: true)
        output.language = .simplifiedChinese
        let progress = ProgressLine(output: output, total: 2_000, verb: verb)
        // Drawn only after a second.
        Thread.sleep(forTimeInterval: 1.05)
        progress.update(1_000)
        progress.finish()
        let expected = verb == .read ? "已读取 1,000/2,000 个文件" : "已解析 1,000/2,000 个文件"
        #expect(captured.text == "\r" + expected + "\r\u{1B}[K")
        for language in Language.allCases {
            #expect(!Message("cli.progress.\(verb.rawValue)", ["done": .verbatim("1"), "total": .verbatim("2")]).text(language).contains("cli.progress"))
        }
    }

    @Test func aDumbTerminalGetsNoColour() {
        withTemporaryDirectory { directory in
            let file = writeFile(directory, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"ding.caf\";\n$apn->badge = 1;\n")
            let coloured = gtpush(["check", "--lang", "en", file], environment: ["TERM": "xterm-256color"], terminal: true)
            #expect(coloured.stdout.contains("\u{1B}["))
            let dumb = gtpush(["check", "--lang", "en", file], environment: ["TERM": "dumb"], terminal: true)
            #expect(dumb.code == 0)
            #expect(!dumb.stdout.contains("\u{1B}["))
            #expect(dumb.stdout == gtpush(["check", "--lang", "en", file]).stdout)
            let chinese = gtpush(["check", "--lang", "zh-Hans", file], environment: ["TERM": "dumb"], terminal: true)
            #expect(!chinese.stdout.contains("\u{1B}[") && chinese.stdout.hasSuffix("0 个错误，1 个警告，0 个提示\n"))
        }
    }
}

/// Text written from several threads, gathered.
private final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    func append(_ more: [UInt8]) { lock.withLock { bytes += more } }
    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}
