import Foundation
import GTPushTestSupport
import PHPSyntax
import PushAnalysis
import Testing

/// PHP inside documents: the seed article's snippets are all found, with the article's own line
/// numbers, and the other seeds (Objective-C and JSON only) give none and no error.
@Suite struct SnippetFinderTests {
    private func regions(_ name: String) throws -> [String] {
        let url = TestPaths.seeds.appendingPathComponent(name)
        let file = SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
        return SnippetFinder.regions(in: file).map { region in
            let start = file.location(of: region.start).line
            let end = file.location(of: max(region.start, region.end - 1)).line
            return "\(start)-\(end)"
        }
    }

    @Test func theArticleSnippetsAreFound() throws {
        // The normal push, the silent push, the three single rules, the three core lines, the
        // working template, the broken template, and the two mixed-push fragments.
        #expect(try regions("000_1607cd1e0e528834.txt") == [
            "72-81", "122-127", "142-142", "144-144", "149-149", "155-157",
            "162-202", "255-295", "364-371", "387-394",
        ])
    }

    @Test(arguments: ["001_920c84d9339f2b50.txt", "002_3dc6f5bd5d71fdb7.txt", "003_3b920ec87fc92c08.txt", "004_6f87b824c201e4b8.txt"])
    func otherSeedsHoldNoPHP(_ name: String) throws {
        #expect(try regions(name) == [])
        let result = gtpush(["parse", TestPaths.seeds.appendingPathComponent(name).path])
        #expect(result.code == 0)
        #expect(result.stderr == "")
    }

    @Test func everySnippetOfTheArticleParses() {
        let result = gtpush(["parse", TestPaths.seeds.appendingPathComponent("000_1607cd1e0e528834.txt").path])
        #expect(result.code == 0)
        #expect(result.stderr == "")
    }

    @Test func fencedBlocksAndIndentedRunsInMarkdown() throws {
        try withTemporaryDirectory { directory in
            let path = writeFile(directory, "notes.md", """
            # Silent push

            ```php
            <?php
            $apn = new IGtAPNPayload();
            $apn->badge = 1;
            ```

            ```objc
            [GeTuiSdk handleRemoteNotification:userInfo];
            ```

            Then, in the helper:

                $alert = new SimpleAlertMsg();
                $alert->alertMsg = "Hi";

            That is all.
            """)
            let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let lines = SnippetFinder.regions(in: file).map { "\(file.location(of: $0.start).line)" }
            #expect(lines == ["4", "15"])
        }
    }
}
