import Emitters
import Foundation
import GTPushTestSupport
import PushAnalysis
import PushRules
import Testing

/// Every shared case, rewritten in the layouts real files come in (line endings, a BOM, tabs,
/// comments between tokens, heredoc values, reference and compound assignments), fixed with and
/// without `--intent silent`: each result keeps the promises of RULES.md "What a fix must be".
@Suite struct SharedCaseFixPropertyTests {
    /// One way to lay a file out; each keeps what the code does.
    struct Variant: Sendable {
        var name: String
        var apply: @Sendable (String) -> String
    }

    static let variants: [Variant] = [
        Variant(name: "LF") { $0 },
        Variant(name: "CRLF") { $0.replacingOccurrences(of: "\n", with: "\r\n") },
        Variant(name: "CR") { $0.replacingOccurrences(of: "\n", with: "\r") },
        Variant(name: "BOM") { "\u{FEFF}" + $0 },
        Variant(name: "tabs") { $0.replacingOccurrences(of: "\n    ", with: "\n\t") },
        Variant(name: "comments") { $0.replacingOccurrences(of: "->sound = ", with: "->sound /* s */ = /* v */ ") },
        // `$alert->title = "Hi";` → a heredoc holding the same text.
        Variant(name: "heredoc") { text in
            let pattern = try! NSRegularExpression(pattern: #"->(title|body) = "([^"\n$\\]*)";"#)
            return pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "->$1 = <<<EOT\n$2\nEOT;")
        },
        Variant(name: "reference") { $0.replacingOccurrences(of: "$apn->sound = $", with: "$apn->sound = &$") },
        Variant(name: "compound") { $0.replacingOccurrences(of: "$apn->contentAvailable = 1;", with: "$apn->contentAvailable += 1;") },
    ]

    static let cases: [URL] = TestPaths.sharedCaseFiles

    struct Outcome {
        var label: String
        var before: [UInt8]
        var after: [UInt8]
    }

    @Test func everyCaseInEveryLayoutKeepsThePromises() throws {
        var outcomes: [Outcome] = []
        for url in Self.cases {
            let text = try String(contentsOf: url, encoding: .utf8)
            for variant in Self.variants {
                let source = variant.apply(text)
                if variant.name != "LF" && source == text { continue }
                for intent in [nil, Intent.silent] {
                    let label = "\(url.lastPathComponent) \(variant.name) \(intent.map { "--intent \($0.rawValue)" } ?? "plain")"
                    let fixer = FileFixer(options: CheckOptions(intent: intent))
                    let before = Array(source.utf8)
                    let result = try #require(fixer.fix([(url.lastPathComponent, before)]).first)
                    let after = result.fixed
                    outcomes.append(Outcome(label: label, before: before, after: after))
                    // Fixing twice changes nothing.
                    let again = try #require(fixer.fix([(url.lastPathComponent, after)]).first)
                    #expect(again.fixed == after, "\(label): a second fix changed the file")
                    // Line endings and the BOM stay what they were.
                    #expect(after.starts(with: [0xEF, 0xBB, 0xBF]) == before.starts(with: [0xEF, 0xBB, 0xBF]), "\(label)")
                    if !before.contains(10) { #expect(!after.contains(10), "\(label): LF added to a CR file") }
                    if before.contains(13) && before.contains(10) { #expect(Self.bareLineFeeds(after) == 0, "\(label): bare LF added to a CRLF file") }
                    // A reference assignment is never rewritten.
                    if variant.name == "reference" { #expect(Self.count("= &$", in: after) == Self.count("= &$", in: before), "\(label)") }
                    // Meant silent and nothing left to fix: gtpush calls it silent.
                    if intent == .silent, result.changed, result.remaining.isEmpty {
                        let analysis = Analyzer(units: SourceLoader.units(path: url.lastPathComponent, bytes: after)).analyze()
                        for record in analysis.records where !record.isUnsent {
                            #expect(KindAnalysis(record: record).kinds == [.silent], "\(label): \(KindAnalysis(record: record).kinds)")
                        }
                    }
                }
            }
        }
        #expect(outcomes.count > 200)
        // The grammar promise, checked by php for every file that php accepted before the fix.
        guard PHPLint.shouldRun else { return }
        let verdicts = try PHPLintBatch.accepts(outcomes.flatMap { [$0.before, $0.after] })
        for (index, outcome) in outcomes.enumerated() where verdicts[2 * index] {
            #expect(verdicts[2 * index + 1], "\(outcome.label): php -l rejects the fixed file:\n\(String(decoding: outcome.after, as: UTF8.self))")
        }
    }

    static func bareLineFeeds(_ bytes: [UInt8]) -> Int {
        bytes.indices.filter { bytes[$0] == 10 && ($0 == 0 || bytes[$0 - 1] != 13) }.count
    }

    static func count(_ needle: String, in bytes: [UInt8]) -> Int {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: needle).count - 1
    }
}

/// `php -l` over many files in one shell loop: true where php accepts the file.
enum PHPLintBatch {
    static func accepts(_ files: [[UInt8]]) throws -> [Bool] {
        try withTemporaryDirectory { directory in
            let paths = try files.enumerated().map { index, bytes -> String in
                let path = directory.appendingPathComponent("f\(index).php").path
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                return path
            }
            let script = "for f in \"$@\"; do if \(PHPLint.executable) -n -l \"$f\" >/dev/null 2>&1; then echo 1; else echo 0; fi; done"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, "sh"] + paths
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0 == "1" }
        }
    }
}
