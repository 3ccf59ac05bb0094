import Foundation
import Testing
@testable import PHPSyntax

/// Losslessness on arbitrary input, and bounded time on hostile input.
@Suite("Lexer robustness")
struct LexerRobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let fragments: [String] = [
        "<?php ", "<?=", "?>", "?>\n", "<?", "$a", "$", "${", "{$", "{", "}", "[", "]", "->", "?->", "::",
        "\"", "'", "`", "\\", "<<<EOT\n", "<<<'EOT'\n", "<<<\"EOT\"\n", "\nEOT", "  EOT;", "EOT", "\n", "\r", "\r\n",
        " ", "\t", "//", "#", "#[", "/*", "*/", "/**", " ", "0x", "0b1", "1_0", "1e", ".5", "1.", "123",
        "enum ", "yield from ", "readonly", "(int)", "( string )", "&", "&$", "...", "__halt_compiler();",
        "namespace\\", "Foo\\Bar", "\\Foo", "class", "\\u{1F600}", "\\x41", "\\", "é", "\u{0}", "-1", "x",
    ]

    static func randomInput(_ generator: inout SplitMix) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...24, using: &generator) {
            if Bool.random(using: &generator) {
                bytes += Array(fragments.randomElement(using: &generator)!.utf8)
            } else {
                for _ in 0..<Int.random(in: 1...4, using: &generator) { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
            }
        }
        return bytes
    }

    @Test("random inputs tile exactly in both start modes")
    func randomInputsTile() {
        var generator = SplitMix(state: 0x67_74_70_75_73_68)
        for _ in 0..<6000 {
            let bytes = Self.randomInput(&generator)
            for mode in [LexerStartMode.inlineHTML, .php] {
                let tokens = Lexer.tokenize(bytes, startingIn: mode)
                if !LexerView.tiles(tokens, 0..<bytes.count) {
                    Issue.record("tokens do not tile \(bytes) in \(mode)")
                    return
                }
            }
            // A sub-range must tile too, with offsets into the whole array.
            if bytes.count > 4 {
                let range = 2..<(bytes.count - 1)
                let tokens = Lexer.tokenize(bytes, range: range, startingIn: .php, firstLine: 7)
                #expect(LexerView.tiles(tokens, range))
                #expect(tokens.first.map { $0.line == 7 } ?? true)
            }
        }
    }

    @Test("corpus files tile exactly")
    func corpusTiles() {
        for (_, text) in LexerCorpus.files {
            let bytes = Array(text.utf8)
            #expect(LexerView.tiles(Lexer.tokenize(bytes), 0..<bytes.count))
            #expect(LexerView.tiles(Lexer.tokenize(bytes, startingIn: .php), 0..<bytes.count))
        }
    }

    static func repeated(_ prefix: String, _ unit: String, _ count: Int) -> [UInt8] {
        var bytes = Array(prefix.utf8)
        let unitBytes = Array(unit.utf8)
        bytes.reserveCapacity(bytes.count + unitBytes.count * count)
        for _ in 0..<count { bytes += unitBytes }
        return bytes
    }

    static let hostileInputs: [String] = [
        "unterminated double quote", "unterminated comment", "unterminated heredoc",
        "10,000 nested parentheses", "10,000 nested interpolations", "many backslashes",
    ]

    static func hostileBytes(_ name: String) -> [UInt8] {
        switch name {
        case "unterminated double quote": return repeated("<?php \"", "a", 1_000_000)
        case "unterminated comment": return repeated("<?php /*", "*", 1_000_000)
        case "unterminated heredoc": return repeated("<?php <<<EOT\n", "EOTX $a {$b}\n", 50_000)
        case "10,000 nested parentheses": return repeated("<?php ", "(", 10_000)
        case "10,000 nested interpolations": return repeated("<?php ", "\"{$a[", 10_000)
        default: return repeated("<?php \"", "\\", 1_000_001)
        }
    }

    /// Hostile input must tokenize exactly as PHP does. The time limit only turns a hang (or
    /// quadratic work) into a failure instead of a stuck run; speed is measured in scripts/bench.sh.
    @Test("hostile inputs tokenize exactly like PHP", .timeLimit(.minutes(2)))
    func hostileMatchesPHP() throws {
        guard let php = LexerDifferentialTests.phpOrSkip() else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, name) in Self.hostileInputs.enumerated() {
            let url = directory.appendingPathComponent("hostile-\(index).php")
            try Data(Self.hostileBytes(name)).write(to: url)
            paths.append(url.path)
        }
        let reference = try PHPReference.tokenize(paths.map { (mode: .file, path: $0) }, php: php)
        for (index, name) in Self.hostileInputs.enumerated() {
            let bytes = Self.hostileBytes(name)
            let tokens = Lexer.tokenize(bytes)
            #expect(LexerView.tiles(tokens, 0..<bytes.count), "\(name) does not tile")
            let difference = PHPReference.firstDifference(ours: PHPReference.convert(tokens, in: bytes), php: reference[index])
            #expect(difference == nil, "\(name): \(difference ?? "")")
        }
    }

    /// A 5 MB line is too many tokens for PHP's token_get_all to list in reasonable memory, so
    /// the count is checked against the grammar: the open tag, then six tokens per `$a=1+2;`.
    @Test("a single 5 MB line", .timeLimit(.minutes(2)))
    func fiveMegabyteLine() {
        let bytes = Self.repeated("<?php ", "$a=1+2;", 750_000)
        let tokens = Lexer.tokenize(bytes)
        #expect(bytes.count > 5_000_000)
        #expect(LexerView.tiles(tokens, 0..<bytes.count))
        #expect(tokens.count == 1 + 6 * 750_000)
        #expect(tokens.last?.kind == .char)
        #expect(tokens.last?.line == 1)
    }
}
