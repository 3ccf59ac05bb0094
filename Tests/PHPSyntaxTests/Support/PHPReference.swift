import Foundation
@testable import PHPSyntax

/// Runs the real PHP tokenizer (`token_get_all`) over many inputs in one process, so the lexer
/// can be compared with PHP itself token by token.
enum PHPReference {
    /// One token as PHP reports it. Single-character tokens come back from PHP as bare strings
    /// with no line, so `line` is nil for them.
    struct Token: Equatable, CustomStringConvertible {
        var name: String
        var line: Int?
        var text: [UInt8]

        var description: String {
            let shown = String(decoding: text, as: UTF8.self).debugDescription
            return "\(name)@\(line.map(String.init) ?? "-") \(shown)"
        }
    }

    enum Availability {
        case available(URL)
        case missing(String)
    }

    /// Where `php` is, looking at the usual places and then PATH.
    static func locate() -> Availability {
        var candidates = ["/usr/bin/php", "/usr/local/bin/php", "/opt/homebrew/bin/php"]
        if let path = ProcessInfo.processInfo.environment["PATH"] {
            candidates += path.split(separator: ":").map { "\($0)/php" }
        }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            return .available(URL(fileURLWithPath: candidate))
        }
        return .missing("php not found (looked in /usr/bin, /usr/local/bin and PATH)")
    }

    /// Reads `list` (one `MODE<TAB>path` per line; MODE `file` or `snippet`, a snippet being
    /// lexed after a `<?php ` prefix) and prints, per input, `@@<TAB>index`, then one line per
    /// token: `NAME<TAB>line<TAB>hex`, with NAME `CHAR` and line `-` for bare-string tokens.
    static let script = #"""
    <?php
    error_reporting(0);
    $list = file($argv[1], FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES);
    $out = fopen('php://stdout', 'w');
    foreach ($list as $index => $entry) {
        [$mode, $path] = explode("\t", $entry, 2);
        $source = file_get_contents($path);
        if ($mode === 'snippet') { $source = '<?php ' . $source; }
        fwrite($out, "@@\t$index\n");
        try {
            $tokens = token_get_all($source);
        } catch (Throwable $e) {
            fwrite($out, "ERROR\t-\t" . bin2hex($e->getMessage()) . "\n");
            continue;
        }
        $buffer = '';
        foreach ($tokens as $token) {
            if (is_array($token)) {
                $buffer .= token_name($token[0]) . "\t" . $token[2] . "\t" . bin2hex($token[1]) . "\n";
            } else {
                $buffer .= "CHAR\t-\t" . bin2hex($token) . "\n";
            }
        }
        fwrite($out, $buffer);
    }
    """#

    enum Mode: String { case file, snippet }

    /// Tokenizes every input with PHP; the result is in input order.
    static func tokenize(_ inputs: [(mode: Mode, path: String)], php: URL) throws -> [[Token]] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtpush-lexer-ref-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptURL = directory.appendingPathComponent("dump.php")
        let listURL = directory.appendingPathComponent("list.txt")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        try inputs.map { "\($0.mode.rawValue)\t\($0.path)" }.joined(separator: "\n")
            .write(to: listURL, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = php
        // Pin the settings that change lexing: short tags off (php.ini's value, and ours).
        process.arguments = ["-d", "short_open_tag=0", "-d", "display_errors=0", "-d", "memory_limit=-1",
                             scriptURL.path, listURL.path]
        let outputURL = directory.appendingPathComponent("out.txt")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        let data = try Data(contentsOf: outputURL)
        return parse(data, count: inputs.count)
    }

    private static func parse(_ data: Data, count: Int) -> [[Token]] {
        var results = [[Token]](repeating: [], count: count)
        var current = -1
        for rawLine in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let fields = rawLine.split(separator: UInt8(ascii: "\t"), maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count >= 2 else { continue }
            let name = String(decoding: fields[0], as: UTF8.self)
            if name == "@@" {
                current = Int(String(decoding: fields[1], as: UTF8.self)) ?? -1
                continue
            }
            guard current >= 0 && current < count else { continue }
            let line = Int(String(decoding: fields[1], as: UTF8.self))
            let text = fields.count > 2 ? hexDecode(fields[2]) : []
            results[current].append(Token(name: name, line: line, text: text))
        }
        return results
    }

    private static func hexDecode(_ hex: Data.SubSequence) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var high: UInt8?
        for digit in hex {
            let value: UInt8 = digit <= 0x39 ? digit - 0x30 : (digit | 0x20) - 0x61 + 10
            if let pending = high {
                bytes.append(pending << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        return bytes
    }

    /// Our tokens in PHP's shape, for comparison.
    static func convert(_ tokens: [PHPSyntax.Token], in bytes: [UInt8], lineOffset: Int = 0) -> [Token] {
        tokens.map { token in
            let text = Array(bytes[token.start..<token.end])
            guard let name = token.kind.phpName else { return Token(name: "CHAR", line: nil, text: text) }
            return Token(name: name, line: token.line + lineOffset, text: text)
        }
    }

    /// A readable account of the first difference, or nil when equal.
    static func firstDifference(ours: [Token], php: [Token]) -> String? {
        let shared = min(ours.count, php.count)
        for index in 0..<shared where ours[index] != php[index] {
            let from = max(0, index - 3)
            let context = (from..<index).map { "    \(php[$0])" }.joined(separator: "\n")
            return "token \(index): ours \(ours[index]) vs php \(php[index])\n  after:\n\(context)"
        }
        if ours.count != php.count {
            let extra = ours.count > php.count ? "ours has extra \(ours[shared])" : "php has extra \(php[shared])"
            return "token counts differ: ours \(ours.count), php \(php.count); \(extra)"
        }
        return nil
    }
}
