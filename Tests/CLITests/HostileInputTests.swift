import Foundation
import GTPushTestSupport
import PHPSyntax
import Testing

/// Issue 7's hostile inputs, each checked beside a good file: a broken one gets a message with
/// its position and an exit code that says so; a big or empty one is simply read; and the good
/// file is always still checked. (Symbolic-link loops are in InputWalkTests.)
@Suite struct HostileInputTests {
    static let good = "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n"

    struct Input: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        /// What `check BAD good.php` writes, with `BAD` standing for the bad file's path: findings
        /// on standard output, files it could not read on standard error.
        var stdout: String
        var stderr: String = ""
        var code: Int32
        var testDescription: String { name }
    }

    static let inputs: [Input] = [
        Input(name: "unterminated string", bytes: Array("<?php\n$apn = new IGtAPNPayload();\n$apn->sound = \"abc".utf8),
              stdout: "BAD:3:19: error: syntax error, unexpected end of file, expecting variable or \"${\" or \"{$\" [GT001]\n2 payloads: 2 sound-only; 1 error, 0 warnings, 0 notes\n", code: 1),
        Input(name: "unterminated comment", bytes: Array("<?php\n$apn = new IGtAPNPayload();\n/* never closed".utf8),
              stdout: "BAD:3:1: error: Unterminated comment starting line 3 [GT001]\n2 payloads: 2 sound-only; 1 error, 0 warnings, 0 notes\n", code: 1),
        Input(name: "unterminated heredoc", bytes: Array("<?php\n$apn = new IGtAPNPayload();\n$x = <<<EOT\nabc\n".utf8),
              stdout: "BAD:5:1: error: syntax error, unexpected end of file, expecting variable or heredoc end or \"${\" or \"{$\" [GT001]\n2 payloads: 2 sound-only; 1 error, 0 warnings, 0 notes\n", code: 1),
        Input(name: "10,000-deep nesting", bytes: Array(("<?php\n$x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + ";\n").utf8),
              stdout: "BAD:2:404: error: nesting too deep [GT001]\n1 payload: 1 sound-only; 1 error, 0 warnings, 0 notes\n", code: 1),
        Input(name: "invalid UTF-8 in a payload", bytes: Array("<?php\n$apn = new IGtAPNPayload();\n$apn->sound = \"".utf8) + [0xFF, 0xFE, 0xC3] + Array("\";\n".utf8),
              stdout: "BAD:3:1: error: a string in this payload is not valid UTF-8: json_encode fails, and set_apnInfo silently drops the APNs part, so nothing reaches APNs [GT205]\n2 payloads: 1 sound-only, 1 rejected; 1 error, 0 warnings, 0 notes\n", code: 1),
        // PHP reads a NUL in code as a stray character, and says so.
        Input(name: "NUL bytes", bytes: Array("<?php\n$a = 1;".utf8) + [0] + Array("\n".utf8),
              stdout: "BAD:2:8: error: syntax error, unexpected character 0x00, expecting end of file [GT001]\n1 payload: 1 sound-only; 1 error, 0 warnings, 0 notes\n", code: 1),
        Input(name: "a PNG named .php", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52],
              stdout: "1 payload: 1 sound-only; 0 errors, 1 warning, 0 notes\n", stderr: "BAD:3:1: warning: not a text file (a NUL byte); skipped [GT002]\n", code: 0),
        Input(name: "an empty file", bytes: [],
              stdout: "1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n", code: 0),
        Input(name: "a single 5 MB line", bytes: Array(("<?php " + String(repeating: "/* padding */ ", count: 375_000) + "$apn = new IGtAPNPayload(); $apn->badge = 2;").utf8),
              stdout: "2 payloads: 2 sound-only; 0 errors, 0 warnings, 0 notes\n", code: 0),
    ]

    @Test(arguments: inputs)
    func checkedBesideAGoodFile(_ input: Input) throws {
        try withTemporaryDirectory { directory in
            let good = writeFile(directory, "good.php", Self.good)
            let bad = directory.appendingPathComponent("bad.php")
            try Data(input.bytes).write(to: bad)
            let result = gtpush(["check", bad.path, good])
            #expect(result.stdout == input.stdout.replacingOccurrences(of: "BAD", with: bad.path))
            #expect(result.stderr == input.stderr.replacingOccurrences(of: "BAD", with: bad.path))
            #expect(result.code == input.code)
        }
    }

    /// 50 MB of comments, then a payload: found on the right line, every byte read.
    @Test func fiftyMegabyteFile() throws {
        try withTemporaryDirectory { directory in
            let line = Array(("// " + String(repeating: "x", count: 76) + "\n").utf8)
            var bytes = Array("<?php\n".utf8)
            bytes.reserveCapacity(52_500_000)
            for _ in 0..<655_360 { bytes += line }
            bytes += Array("$apn = new IGtAPNPayload();\n$apn->badge = 1;\n".utf8)
            let path = directory.appendingPathComponent("big.php")
            try Data(bytes).write(to: path)
            #expect(bytes.count > 50 << 20)
            let result = gtpush(["preview", path.path])
            #expect(result.code == 0)
            #expect(result.stderr == "")
            #expect(result.stdout.hasPrefix("// \(path.path):655362:8\n{\n"))
        }
    }

    /// A path that exists but cannot be read: a message naming it, the other file still checked,
    /// exit 2. /proc/self/mem fails its first read with an I/O error, even for root, which
    /// permissions cannot make fail.
    #if os(Linux)
    @Test func unreadableFile() throws {
        try withTemporaryDirectory { directory in
            let good = writeFile(directory, "good.php", Self.good)
            let unreadable = directory.appendingPathComponent("unreadable.php").path
            try FileManager.default.createSymbolicLink(atPath: unreadable, withDestinationPath: "/proc/self/mem")
            let result = gtpush(["check", unreadable, good])
            #expect(result.stderr == "\(unreadable): error: cannot read: Input/output error\n")
            #expect(result.stdout == "1 payload: 1 sound-only; 1 error, 0 warnings, 0 notes\n")
            #expect(result.code == 2)
        }
    }
    #endif

    /// A FIFO is refused, named or walked: reading one may never end (a writer that never
    /// closes), and nothing of it is read. The good file is still checked; exit 2, as for a file
    /// that cannot be read.
    @Test(.timeLimit(.minutes(1))) func fifoIsRefusedNamedOrWalked() {
        withTemporaryDirectory { directory in
            let good = writeFile(directory, "good.php", Self.good)
            let fifo = directory.appendingPathComponent("pipe.php").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let named = gtpush(["check", fifo, good])
            #expect(named.stderr == "\(fifo): error: is a FIFO (a named pipe), not a file\n")
            #expect(named.stdout == "1 payload: 1 sound-only; 1 error, 0 warnings, 0 notes\n")
            #expect(named.code == 2)
            let walked = gtpush(["check", directory.path])
            #expect(walked.stderr == "\(fifo): error: is a FIFO (a named pipe), not a file\n")
            #expect(walked.stdout == "1 payload: 1 sound-only; 1 error, 0 warnings, 0 notes\n")
            #expect(walked.code == 2)
        }
    }

    /// Issue 49: `z.php -> /dev/zero` was read until memory ran out. A device is refused before
    /// a byte of it is read, and the good file is still checked.
    @Test(.timeLimit(.minutes(1))) func aLinkToADeviceIsRefused() throws {
        try withTemporaryDirectory { directory in
            let good = writeFile(directory, "good.php", Self.good)
            let zero = directory.appendingPathComponent("z.php").path
            try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
            let result = gtpush(["check", zero, good])
            #expect(result.stderr == "\(zero): error: is a device, not a file\n")
            #expect(result.stdout == "1 payload: 1 sound-only; 1 error, 0 warnings, 0 notes\n")
            #expect(result.code == 2)
            let fix = gtpush(["fix", zero, good])
            #expect(fix.stderr == "\(zero): error: is a device, not a file\n")
            #expect(fix.code == 2)
            // Every read goes the same way: the token and tree listings, a baseline.
            for mode in ["--tokens", "--tree"] {
                #expect(gtpush(["parse", mode, zero]) == CLIResult(code: 2, stdout: "", stderr: "\(zero): error: is a device, not a file\n"))
            }
            #expect(gtpush(["check", "--baseline", zero, good]) == CLIResult(code: 2, stdout: "", stderr: "gtpush check: \(zero): cannot read the baseline (create it with --generate-baseline \(zero))\n"))
        }
    }

    /// A file over 64 MiB is refused, named or walked, without reading it (a sparse file: it
    /// costs the test no disk and no time); one of exactly 64 MiB is read.
    @Test func aFileOver64MiBIsRefusedNamedOrWalked() {
        withTemporaryDirectory { directory in
            let good = writeFile(directory, "good.php", Self.good)
            let big = writeFile(directory, "big.php", "")
            #expect(truncate(big, 64 << 20 + 1) == 0)
            let named = gtpush(["check", big, good])
            #expect(named.stderr == "\(big): error: larger than 64 MiB, more than gtpush reads\n")
            #expect(named.stdout == "1 payload: 1 sound-only; 1 error, 0 warnings, 0 notes\n")
            #expect(named.code == 2)
            let walked = gtpush(["check", directory.path])
            #expect(walked.stderr == "\(big): error: larger than 64 MiB, more than gtpush reads\n")
            #expect(walked.code == 2)
            // 64 MiB is read: its zeros make it a binary file, which only reading it can tell.
            #expect(truncate(big, 64 << 20) == 0)
            #expect(gtpush(["parse", "--syntax-only", big]) == CLIResult(code: 0, stdout: "", stderr: "\(big):1:1: warning: not a text file (a NUL byte); skipped [GT002]\n"))
        }
    }

    /// Nested loops that wrap an array 90,000 times crashed `check` with two such files: the
    /// analysis runs on worker threads, and comparing or encoding the value recursed once per
    /// level past their stacks. Arrays now stop nesting at 1,000 levels, with a note.
    @Test func deeplyNestedValuesOnWorkerThreads() {
        let code = """
        <?php
        $a = 1;
        for ($i = 0; $i < 300; $i++) { for ($j = 0; $j < 300; $j++) { $a = [$a]; } }
        $apn = new IGtAPNPayload();
        $apn->add_customMsg("x", $a);
        """
        withTemporaryDirectory { directory in
            let first = writeFile(directory, "a.php", code)
            let second = writeFile(directory, "b.php", code)
            let result = gtpush(["check", first, second])
            let note = "3:63: note: arrays nest 1000 levels deep here; an array put inside this one is unknown [GT305]\n"
            #expect(result.stdout == "\(first):\(note)\(second):\(note)2 payloads: 2 sound-only; 0 errors, 0 warnings, 2 notes\n")
            #expect(result.code == 0)
        }
    }

    /// Issue 49, item 4: 7,000 to 10,000-link chains that PHP reads (`"a"."a"…`, `1+1+…`,
    /// `->w()->w()…`) crashed `check` when more than one file was read, since the analysis runs on
    /// worker threads and every stage recurses once per link. Every thread of gtpush now has the
    /// command's stack, and each file is checked.
    @Test func deepChainsOnWorkerThreads() {
        withTemporaryDirectory { directory in
            let concat = writeFile(directory, "concat.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->sound = \"a\"" + String(repeating: " . \"a\"", count: 9_999) + ";\n")
            let sum = writeFile(directory, "sum.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1" + String(repeating: " + 1", count: 9_999) + ";\n")
            let calls = writeFile(directory, "calls.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n$x = $o" + String(repeating: "->w()", count: 7_000) + ";\n")
            let good = writeFile(directory, "good.php", Self.good)
            let result = gtpush(["check", concat, sum, calls, good])
            #expect(result.stdout == """
                \(calls):4:6: warning: `$o` is read before it is assigned, so PHP uses null; bind it with --set '$o=…' if it comes from elsewhere [GT302]
                \(concat):2:8: error: the JSON is 10020 bytes, over the SDK's 2048-byte limit: set_apnInfo will throw "APN payload length overlength (10020>2048)" [GT203]
                \(concat):2:8: error: the JSON is 10020 bytes, over Apple's 4096-byte limit for a push [GT501]
                4 payloads: 4 sound-only; 2 errors, 1 warning, 0 notes

                """)
            #expect(result.stderr == "")
            #expect(result.code == 1)
        }
    }

    /// Past the links every stage's stack holds, a chain is nesting too deep, where it gets too
    /// long; the other files are still checked.
    @Test func aChainPastTheLimitIsNestingTooDeep() {
        withTemporaryDirectory { directory in
            let links = Parser.maximumChainLinks + 1
            let long = writeFile(directory, "long.php", "<?php\n$x = 1" + String(repeating: "+1", count: links) + ";\n")
            let good = writeFile(directory, "good.php", Self.good)
            let result = gtpush(["check", long, good])
            #expect(result.stdout == "\(long):2:\(7 + 2 * (links - 1)): error: nesting too deep [GT001]\n1 payload: 1 sound-only; 1 error, 0 warnings, 0 notes\n")
            #expect(result.code == 1)
        }
    }

    /// 600 levels is fine for PHP's arrays but past json_encode's 512: the SDK's get_payload()
    /// returns false and set_apnInfo drops the APNs part, which GT205 says with the real cause.
    @Test func nestingPastJSONDepthIsGT205() {
        let code = """
        <?php
        $a = 1;
        for ($i = 0; $i < 600; $i++) { $a = [$a]; }
        $apn = new IGtAPNPayload();
        $apn->add_customMsg("x", $a);
        $template = new IGtTransmissionTemplate();
        $template->set_apnInfo($apn);
        """
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "deep.php", code)
            let result = gtpush(["check", path])
            #expect(result.stdout == "\(path):4:8: error: json_encode fails on this payload (arrays nest deeper than 512 levels), and set_apnInfo silently drops the APNs part, so nothing reaches APNs [GT205]\n1 payload: 1 rejected; 1 error, 0 warnings, 0 notes\n")
            #expect(result.code == 1)
        }
    }
}
