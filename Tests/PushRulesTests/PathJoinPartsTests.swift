import Testing
@testable import PushAnalysis
@testable import PushRules

/// The small pieces whole-tree analysis stands on: path arithmetic, PSR-4, name resolution and
/// the merging of one finding found on several paths.
@Suite struct PathJoinPartsTests {
    @Test(arguments: [
        ("a/./b/../c.php", "a/c.php"), ("./lib/x.php", "lib/x.php"), ("../up/x.php", "../up/x.php"),
        ("a/../../x.php", "../x.php"), ("/srv/app/../lib/x.php", "/srv/lib/x.php"), ("/../x.php", "/x.php"), ("a/..", "."),
        // Already normal, returned as they are; and the near misses that are not.
        ("wp-includes/class-wp.php", "wp-includes/class-wp.php"), ("/srv/a.php", "/srv/a.php"), ("a/.../b", "a/.../b"),
        (".hidden/x.php", ".hidden/x.php"), ("a/.b", "a/.b"), ("...", "..."), ("a//b", "a/b"), ("a/b/", "a/b"),
        ("a/.", "a"), ("..", ".."), (".", "."), ("/", "/"), ("", "."), ("//x", "/x"),
    ])
    func pathsFoldDotsAsTheFileSystemWould(_ written: String, _ folded: String) {
        #expect(FilePaths.normalized(written) == folded)
    }

    @Test func psr4MapsANamespaceToAFolderLongestPrefixFirst() throws {
        let json = #"{"autoload":{"psr-4":{"App\\":"src/","App\\Push\\":["push/"]}},"autoload-dev":{"psr-4":{"Tests\\":"tests"}}}"#
        let autoload = try #require(ComposerAutoload(composerJSON: Array(json.utf8), directory: "proj"))
        #expect(autoload.paths(for: "App\\Push\\Builder") == ["proj/push/Builder.php", "proj/src/Push/Builder.php"])
        #expect(autoload.paths(for: "Tests\\Unit\\A") == ["proj/tests/Unit/A.php"])
        #expect(autoload.paths(for: "Other\\A") == [])
        #expect(ComposerAutoload(composerJSON: Array("[1]".utf8), directory: ".") == nil)
    }

    @Test func namesResolveThroughTheNamespaceAndImports() {
        var context = NameContext()
        context.namespace = "App\\Push"
        context.add(UseDeclarationFixture.use("Lib\\Sounds", alias: "S"))
        context.add(UseDeclarationFixture.use("Lib\\Models"))
        #expect(context.qualifiedClassName(UseDeclarationFixture.name("S")) == "Lib\\Sounds")
        #expect(context.qualifiedClassName(UseDeclarationFixture.name("Quiet")) == "App\\Push\\Quiet")
        #expect(context.qualifiedClassName(UseDeclarationFixture.name("Models\\User", kind: .qualified)) == "Lib\\Models\\User")
        #expect(context.qualifiedClassName(UseDeclarationFixture.name("Top", kind: .fullyQualified)) == "Top")
        #expect(context.functionCandidates(UseDeclarationFixture.name("strlen")) == ["App\\Push\\strlen", "strlen"])
    }

    /// "if COND: BODY" as the rules build it, with code and words given verbatim.
    static func conditional(_ condition: String?, _ body: String) -> Message {
        let text = Message("verbatim", ["text": .verbatim(body)])
        guard let condition else { return text }
        return Message("condition.if", ["condition": .message(Message("verbatim", ["text": .verbatim(condition)])), "message": .message(text)])
    }

    @Test func oneFindingOnTwoPathsIsSaidOnceWithBothConditions() {
        func merged(_ a: Message, _ b: Message) -> String? { FindingMerge.merged(a, b)?.text(.english) }
        #expect(merged(Self.conditional("`$a` is 1", "aps is empty"), Self.conditional("`$b` is 2", "aps is empty")) == "if `$a` is 1, or `$b` is 2: aps is empty")
        #expect(merged(Self.conditional("`$a` is 1", "aps is empty"), Self.conditional(nil, "aps is empty")) == "aps is empty")
        #expect(merged(Self.conditional("`$a` is 1", "aps is empty"), Self.conditional("`$a` is 1", "aps is empty")) == "if `$a` is 1: aps is empty")
        #expect(merged(Self.conditional("`$a` is 1", "one thing"), Self.conditional("`$a` is 1", "another")) == nil)
        // A condition already among the alternatives is not said twice, and code holding ": " is
        // never taken apart: the message is merged by its parts, not its text.
        let twice = FindingMerge.merged(Self.conditional("`$a` is 1", "x"), Self.conditional("`$x ? 1 : 2` is 1", "x"))!
        #expect(merged(twice, Self.conditional("`$x ? 1 : 2` is 1", "x")) == "if `$a` is 1, or `$x ? 1 : 2` is 1: x")
        #expect(merged(Self.conditional("`$x ? 1 : 2` is 1", "body"), Self.conditional("`$y` is 0", "body")) == "if `$x ? 1 : 2` is 1, or `$y` is 0: body")
    }
}

import PHPSyntax

enum UseDeclarationFixture {
    static func name(_ text: String, kind: Name.Kind = .unqualified) -> Name {
        Name(joined: text, kind: kind, range: .empty)
    }

    static func use(_ text: String, alias: String? = nil) -> UseDeclaration {
        UseDeclaration(kind: .normal, clauses: [.init(name: name(text, kind: .qualified), alias: alias, kind: .normal)])
    }
}
