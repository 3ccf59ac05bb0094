import Foundation
import Testing
@testable import PHPSyntax

/// Our lexer against PHP's own `token_get_all`: same kinds, texts and lines for every PHP file
/// the tests can reach, as whole files and as snippets (`startingIn: .php`).
@Suite("Lexer vs PHP token_get_all")
struct LexerDifferentialTests {
    /// The package root, found from this file's path (Tests/PHPSyntaxTests/<file>).
    /// Symlinks are resolved so a package that links this test directory in still finds the tree.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every PHP input: Templates/**, Tests/**/Fixtures/** (the SDK cases among them), plus the
    /// corpus written to a fresh temporary directory.
    static func inputPaths(corpusDirectory: URL) throws -> [String] {
        var paths: [String] = []
        let manager = FileManager.default
        func collect(_ directory: URL, requireFixtures: Bool) {
            guard let walker = manager.enumerator(at: directory, includingPropertiesForKeys: nil) else { return }
            for case let url as URL in walker where url.pathExtension == "php" {
                if requireFixtures && !url.pathComponents.contains("Fixtures") { continue }
                paths.append(url.path)
            }
        }
        collect(packageRoot.appendingPathComponent("Templates"), requireFixtures: false)
        collect(packageRoot.appendingPathComponent("Tests"), requireFixtures: true)
        for (name, text) in LexerCorpus.files {
            let url = corpusDirectory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        // Seeded random inputs built from PHP-ish fragments: PHP finds the cases we did not think of.
        var generator = LexerRobustnessTests.SplitMix(state: 0x5EED_1E8E)
        for index in 0..<fuzzCount {
            let url = corpusDirectory.appendingPathComponent("fuzz-\(index).php")
            try Data(Array("<?php ".utf8) + LexerRobustnessTests.randomInput(&generator)).write(to: url)
            paths.append(url.path)
        }
        return paths
    }

    static let fuzzCount = 1500

    /// The PHP binary, or nil after recording why the comparison cannot run. Missing PHP fails
    /// the test under CI (where .ci/run installs it) and is only a visible skip elsewhere.
    static func phpOrSkip() -> URL? {
        switch PHPReference.locate() {
        case .available(let url):
            return url
        case .missing(let reason):
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("CI is set but \(reason): the differential lexer test cannot run")
            } else {
                print("⚠️ SKIPPED Lexer vs PHP: \(reason)")
            }
            return nil
        }
    }

    @Test("whole files and snippets tokenize exactly like PHP")
    func matchesPHP() throws {
        guard let php = Self.phpOrSkip() else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtpush-lexer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let paths = try Self.inputPaths(corpusDirectory: directory)
        let inputs = paths.map { (mode: PHPReference.Mode.file, path: $0) } + paths.map { (mode: .snippet, path: $0) }
        let reference = try PHPReference.tokenize(inputs, php: php)
        #expect(reference.count == inputs.count)

        var compared = 0
        var tokensCompared = 0
        var phpThrew = 0
        for (index, input) in inputs.enumerated() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: input.path)))
            let expected = reference[index]
            if let error = expected.first, error.name == "ERROR" {
                // Random inputs may hit PHP's lexer exceptions (mixed heredoc indentation, …).
                if input.path.contains("/fuzz-") { compared += 1; phpThrew += 1; continue }
                Issue.record("PHP threw on \(input.path): \(String(decoding: error.text, as: UTF8.self))")
                continue
            }
            let ours: [PHPReference.Token]
            let theirs: [PHPReference.Token]
            switch input.mode {
            case .file:
                ours = PHPReference.convert(Lexer.tokenize(bytes), in: bytes)
                theirs = expected
            case .snippet:
                // Lex the snippet inside a larger buffer so `range` and `firstLine` are exercised:
                // two junk lines before it, so our lines run two ahead of PHP's.
                let prefix = Array("junk ?> <?php\n\"x\n".utf8)
                let embedded = prefix + bytes + Array("\n?> trailing \"".utf8)
                let tokens = Lexer.tokenize(embedded, range: prefix.count..<(prefix.count + bytes.count), startingIn: .php, firstLine: 3)
                ours = PHPReference.convert(tokens, in: embedded, lineOffset: -2)
                // PHP's first token is the `<?php ` we added.
                guard expected.first?.name == "T_OPEN_TAG", expected.first?.text == Array("<?php ".utf8) else {
                    Issue.record("PHP did not start \(input.path) with the added open tag: \(expected.first.map(String.init(describing:)) ?? "nothing")")
                    continue
                }
                theirs = Array(expected.dropFirst())
            }
            if let difference = PHPReference.firstDifference(ours: ours, php: theirs) {
                Issue.record("\(input.mode.rawValue) \(input.path): \(difference)")
            }
            compared += 1
            tokensCompared += theirs.count
        }
        print("Lexer vs PHP: compared \(compared) inputs (\(paths.count) files × file/snippet mode), \(tokensCompared) tokens; \(phpThrew) random inputs skipped because PHP threw")
        #expect(compared == inputs.count)
    }
}
