import PHPCompileChecks
@testable import PHPSyntax
import Testing

/// A name is kept as the text the parser read; its parts, first and last are taken from it.
@Suite struct NameTests {
    /// The expression statement `source` (after `<?php `) parses to: a constant's name.
    static func constantName(_ source: String) throws -> Name {
        let tree = CompileChecks.parse(SourceFile(path: "t.php", text: "<?php " + source + ";"))
        #expect(tree.diagnostics.isEmpty)
        guard case .expression(let expr) = try #require(tree.statements.first).kind, case .constantFetch(let name) = expr.kind else {
            Issue.record("not a constant: \(source)")
            throw CancellationError()
        }
        return name
    }

    @Test func partsOfEachKind() throws {
        let plain = try Self.constantName("FOO")
        #expect((plain.joined, plain.last, plain.first, plain.parts, plain.kind, plain.isSinglePart) == ("FOO", "FOO", "FOO", ["FOO"], .unqualified, true))
        let qualified = try Self.constantName("Igetui\\Apn\\SOUND")
        #expect((qualified.joined, qualified.last, qualified.first, qualified.parts) == ("Igetui\\Apn\\SOUND", "SOUND", "Igetui", ["Igetui", "Apn", "SOUND"]))
        #expect((qualified.kind, qualified.isSinglePart) == (.qualified, false))
        let full = try Self.constantName("\\Igetui\\SOUND")
        #expect((full.joined, full.last, full.kind) == ("Igetui\\SOUND", "SOUND", .fullyQualified))
        let rooted = try Self.constantName("\\PHP_EOL")
        #expect((rooted.joined, rooted.isSinglePart, rooted.kind) == ("PHP_EOL", true, .fullyQualified))
        let relative = try Self.constantName("namespace\\Push\\QUIET")
        #expect((relative.joined, relative.last, relative.kind) == ("Push\\QUIET", "QUIET", .relative))
        #expect(try Self.constantName("Ä\\ö").parts == ["Ä", "ö"])
    }

    @Test func firstPartReplaced() {
        let name = Name(joined: "P\\Sender", kind: .qualified, range: .empty)
        #expect(name.replacingFirstPart(with: "Lib\\Push") == "Lib\\Push\\Sender")
        #expect(Name(joined: "Sender", kind: .unqualified, range: .empty).replacingFirstPart(with: "Lib\\Push") == "Lib\\Push")
        #expect(Name(joined: "A\\B", kind: .qualified, range: .empty).parts == ["A", "B"])
    }

    /// `use A\{B\C, D}` gives each clause the prefix and its own parts.
    @Test func groupUseJoinsThePrefix() throws {
        let tree = CompileChecks.parse(SourceFile(path: "t.php", text: "<?php use Lib\\{Push\\Sender, Apn};"))
        guard case .use(let declaration) = try #require(tree.statements.first).kind else {
            Issue.record("not a use statement")
            return
        }
        #expect(declaration.clauses.map(\.name.joined) == ["Lib\\Push\\Sender", "Lib\\Apn"])
        #expect(declaration.clauses.map(\.name.last) == ["Sender", "Apn"])
    }
}
