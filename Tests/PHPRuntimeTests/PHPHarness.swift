import Foundation
import Testing
@testable import PHPRuntime

/// Runs one php process for a whole matrix of checks and compares its output line by line.
/// Values travel as PHP literals (floats by bit pattern) and come back in a canonical encoding
/// (`canon`) that both sides compute the same way.
enum PHPHarness {
    static let phpPath: String? = {
        let candidates = ["/usr/bin/php", "/usr/local/bin/php"]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/php" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// Enabled when php exists, or in CI (where a missing php must fail, not skip).
    static var enabled: Bool { phpPath != nil || isCI }

    /// PHP helper functions prepended to every script.
    static let prelude = #"""
    <?php
    error_reporting(0);
    ini_set('precision', '14');
    ini_set('serialize_precision', '-1');
    function canon($x) {
        if (is_null($x)) return 'N';
        if (is_bool($x)) return $x ? 'b:1' : 'b:0';
        if (is_int($x)) return 'i:' . $x;
        if (is_float($x)) return is_nan($x) ? 'd:nan' : 'd:' . bin2hex(pack('E', $x));
        if (is_string($x)) return 's:' . bin2hex($x);
        if (is_array($x)) { $o = 'a{'; foreach ($x as $k => $e) { $o .= canon($k) . '=>' . canon($e) . ';'; } return $o . '}'; }
        return 'O';
    }
    function run($f) {
        try { return canon($f()); } catch (Throwable $t) { return 'E:' . get_class($t) . ':' . $t->getMessage(); }
    }

    """#

    static func canon(_ v: PHPValue) -> String {
        switch v {
        case .null: return "N"
        case .bool(let b): return b ? "b:1" : "b:0"
        case .int(let n): return "i:\(n)"
        case .float(let d):
            if d.isNaN { return "d:nan" }
            return "d:" + String(d.bitPattern, radix: 16).leftPadded(16)
        case .string(let s): return "s:" + hex(s)
        case .array(let a):
            return "a{" + a.entries.map { canon($0.key.asValue) + "=>" + canon($0.value) + ";" }.joined() + "}"
        case .object: return "O"
        case .unknown: return "?"
        }
    }

    static func canon(_ body: () throws(PHPError) -> PHPValue?) -> String {
        do {
            guard let value = try body() else { return "nil" }
            return canon(value)
        } catch {
            let name = error.kind == .limit ? "Limit" : error.className
            return "E:\(name):\(error.message)"
        }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).leftPadded(2) }.joined()
    }

    /// The value as PHP source.
    static func literal(_ v: PHPValue) -> String {
        switch v {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let n): return n == Int.min ? "PHP_INT_MIN" : "\(n)"
        case .float(let d):
            return "unpack('E', hex2bin('\(String(d.bitPattern, radix: 16).leftPadded(16))'))[1]"
        case .string(let s): return bytesLiteral(s)
        case .array(let a):
            return "[" + a.entries.map { literal($0.key.asValue) + " => " + literal($0.value) }.joined(separator: ", ") + "]"
        case .object, .unknown: return "null"
        }
    }

    static func bytesLiteral(_ s: [UInt8]) -> String {
        "\"" + s.map { "\\x" + String($0, radix: 16).leftPadded(2) }.joined() + "\""
    }

    /// Runs `script` (after the prelude) and returns its output lines.
    static func run(_ script: String) throws -> [String] {
        guard let php = phpPath else { return [] }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtpush-runtime-\(UUID().uuidString).php")
        try (prelude + script).write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: php)
        // -n keeps php.ini out; mbstring is a shared extension on Debian, loaded by name.
        process.arguments = ["-n", "-d", "extension=mbstring", "-d", "error_reporting=0", "-d", "display_errors=0", url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Compares expected lines (ours) with php's, recording the first mismatches as issues.
    static func compare(ours: [String], php: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        guard phpPath != nil else {
            Issue.record("php is not installed but CI is set: the differential test cannot run", sourceLocation: sourceLocation)
            return
        }
        var mismatches = 0
        for (index, line) in ours.enumerated() {
            let theirs = index < php.count ? php[index] : "<missing>"
            if theirs != line {
                mismatches += 1
                if mismatches <= 40 {
                    Issue.record("php: \(theirs)\nours: \(line)", sourceLocation: sourceLocation)
                }
            }
        }
        if mismatches > 40 { Issue.record("\(mismatches) mismatches in total", sourceLocation: sourceLocation) }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
