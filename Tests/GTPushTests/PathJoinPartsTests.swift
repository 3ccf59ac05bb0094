import Testing
@testable import PushAnalysis
@testable import PushRules

/// The small pieces whole-tree analysis stands on: path arithmetic, PSR-4, name resolution and
/// the merging of one finding found on several paths.
@Suite struct PathJoinPartsTests {
    @Test(arguments: [
        ("a/./b/../c.php", "a/c.php"), ("./lib/x.php", "lib/x.php"), ("../up/x.php", "../up/x.php"),
        ("a/../../x.php", "../x.php"), ("/srv/app/../lib/x.php", "/srv/lib/x.php"), ("/../x.php", "/x.php"), ("a/..", "."),
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

    @Test func oneFindingOnTwoPathsIsSaidOnceWithBothConditions() {
        #expect(FindingMerge.merged("if `$a` is 1: aps is empty", "if `$b` is 2: aps is empty") == "if `$a` is 1, or `$b` is 2: aps is empty")
        #expect(FindingMerge.merged("if `$a` is 1: aps is empty", "aps is empty") == "aps is empty")
        #expect(FindingMerge.merged("if `$a` is 1: aps is empty", "if `$a` is 1: aps is empty") == "if `$a` is 1: aps is empty")
        #expect(FindingMerge.merged("if `$a` is 1: one thing", "if `$a` is 1: another") == nil)
        // A ": " inside quoted code is not where the condition ends.
        #expect(FindingMerge.split("if `$x ? 1 : 2` is 1: body") == ("`$x ? 1 : 2` is 1", "body"))
    }
}

import PHPSyntax

enum UseDeclarationFixture {
    static func name(_ text: String, kind: Name.Kind = .unqualified) -> Name {
        Name(parts: text.split(separator: "\\").map(String.init), kind: kind, range: .empty)
    }

    static func use(_ text: String, alias: String? = nil) -> UseDeclaration {
        UseDeclaration(kind: .normal, clauses: [.init(name: name(text, kind: .qualified), alias: alias, kind: .normal)])
    }
}
