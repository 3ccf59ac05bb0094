@testable import PHPCompileChecks
@testable import PHPSyntax
import Testing

/// Each thread keeps one runner of the compile-time checks from file to file (`CompileChecks.runners`):
/// reset, it must be a fresh runner, or what one file left would change what the next reports.
@Suite struct CheckResetTests {
    /// A file with its tree and its parser's tokens.
    struct Parsed {
        var tree: SyntaxTree
        var arena: SyntaxArena
        var tokens: SignificantTokens
    }

    /// Every check's examples that parse (the others never reach the checks), then three files
    /// that leave the most behind: imports in two namespaces, classes linked to their parents,
    /// a walk that stops inside nested functions.
    static var files: [Parsed] {
        let sources = CompileChecks.all.flatMap { check in check.triggeringExamples.map(\.code) + check.nonTriggeringExamples } + [
            "<?php\nnamespace A;\nuse X\\B, Y\\C as D;\nuse function F\\g;\nclass P {}\nclass Q extends P { function f(int $a = 1) { goto l; l: for (;;) { try {} finally {} } } }\n",
            "<?php\nnamespace B {\nuse Z\\E;\nfunction f() { static $x = E::F; }\n}\nnamespace {\nclass R extends \\Exception {}\n}\n",
            "<?php\nclass S { function f() { return function () { $this = 1; fn () => yield; }; } }\n",
        ]
        return sources.compactMap { code in
            let source = SourceFile(path: "example.php", bytes: Array(code.utf8))
            let tree = Parser.parse(source)
            guard tree.diagnostics.isEmpty, !tree.isEmpty, let arena = tree.arena else { return nil }
            let tokens = Lexer.scan(source.bytes, range: nil, startingIn: .inlineHTML, firstLine: 1).significant
            return Parsed(tree: tree, arena: arena, tokens: tokens)
        }
    }

    static func errors(of file: Parsed, walker: inout NodeWalker<CompileChecks.AllChecks>) -> [CompileError] {
        CompileChecks.errors(of: file.tree, arena: file.arena, tokens: file.tokens, walker: &walker)
    }

    static func freshErrors(of file: Parsed) -> [CompileError] {
        var walker = NodeWalker(CompileChecks.AllChecks(file: file.tree.source))
        return errors(of: file, walker: &walker)
    }

    @Test func theFilesReachEveryCheck() {
        let files = Self.files
        #expect(files.count > 150)
        #expect(files.filter { !Self.freshErrors(of: $0).isEmpty }.count > 100)
    }

    /// After any file, a reset runner holds what a new one holds, field by field (`dump` goes
    /// into every check, so a field a reset forgets shows).
    @Test func aResetRunnerIsANewOne() {
        let files = Self.files
        let next = files[0].tree.source
        var fresh = ""
        dump(CompileChecks.AllChecks(file: next), to: &fresh)
        var walker = NodeWalker(CompileChecks.AllChecks(file: next))
        for file in files {
            _ = Self.errors(of: file, walker: &walker)
            walker.visitor.reset(for: next)
            var reset = ""
            dump(walker.visitor, to: &reset)
            // The first line that differs, not two dumps of a thousand lines.
            let differing = zip(reset.split(separator: "\n"), fresh.split(separator: "\n")).first { $0 != $1 }
            #expect(reset == fresh, "after \(String(decoding: file.tree.source.bytes, as: UTF8.self)): \(differing.map { "\($0) where new: \($1)" } ?? "lengths differ")")
        }
    }

    /// The same errors from one runner kept over every file, in order and backwards, as from a
    /// new runner for each.
    @Test func aKeptRunnerFindsWhatNewOnesFind() {
        let files = Self.files
        let expected = files.map { Self.freshErrors(of: $0) }
        for order in [Array(files.indices), files.indices.reversed()] {
            var walker = NodeWalker(CompileChecks.AllChecks(file: files[0].tree.source))
            for index in order {
                #expect(Self.errors(of: files[index], walker: &walker) == expected[index],
                        "\(String(decoding: files[index].tree.source.bytes, as: UTF8.self))")
            }
        }
    }
}
