import Emitters
import Foundation
import GTPushCLI
import GTPushTestSupport
import Testing

/// The repository's address is decided once (`RuleDocument.projectHome`, which SARIF's help links
/// use) and the version once (`GTPush.version`): every file that names them names the same, and
/// the composer package is the one the README installs.
@Suite struct ProjectHomeTests {
    /// The files that name the repository: what users read, run and install.
    static let files = ["README.md", "README.zh-CN.md", "DEVELOPING.md", "action.yml", ".pre-commit-hooks.yaml", "composer.json",
                        "composer/shim.php", ".github/workflows/release.yml", "Examples/Consumer/Package.swift"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: TestPaths.packageRoot.appendingPathComponent("docs").path)) ?? [])
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }

    static func read(_ path: String) -> String {
        (try? String(contentsOf: TestPaths.packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// `github.com/OWNER/gtpush` and the action's `OWNER/gtpush@REF`, wherever they appear.
    @Test func everyMentionOfTheRepositoryIsTheProjectHome() throws {
        let home = try #require(URL(string: RuleDocument.projectHome))
        let owner = home.pathComponents[1]
        let mention = try NSRegularExpression(pattern: #"github\.com/([A-Za-z0-9_.-]+)/gtpush\b|uses: ([A-Za-z0-9_.-]+)/gtpush@"#)
        var found: [String: Int] = [:]
        for file in Self.files {
            let text = Self.read(file)
            for match in mention.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let group = match.range(at: 1).location != NSNotFound ? 1 : 2
                let named = String(text[Range(match.range(at: group), in: text)!])
                #expect(named == owner, "\(file) names \(named)/gtpush, not \(RuleDocument.projectHome)")
                found[file, default: 0] += 1
            }
            #expect(!text.contains("YOUR-ORG") && !text.contains("example.com/<where"), "\(file) still has a placeholder")
        }
        for file in ["README.md", "README.zh-CN.md", "composer.json", "composer/shim.php", "docs/ci.md", "docs/install.md"] {
            #expect(found[file, default: 0] > 0, "\(file) names the repository nowhere")
        }
        #expect(Self.read("composer/shim.php").contains("const HOME = '\(RuleDocument.projectHome)';"))
        #expect(Self.read("composer.json").contains("\"homepage\": \"\(RuleDocument.projectHome)\""))
    }

    /// Archive names and download paths in the READMEs and docs are this version's, and the
    /// composer package pins this version.
    @Test func theVersionIsGTPushsEverywhere() throws {
        let named = try NSRegularExpression(pattern: #"gtpush-([0-9]+\.[0-9]+\.[0-9]+)-|/download/v([0-9]+\.[0-9]+\.[0-9]+)/"#)
        var count = 0
        for file in Self.files {
            let text = Self.read(file)
            for match in named.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let group = match.range(at: 1).location != NSNotFound ? 1 : 2
                #expect(String(text[Range(match.range(at: group), in: text)!]) == GTPush.version, "\(file)")
                count += 1
            }
        }
        #expect(count > 10)
        let pins = try JSONSerialization.jsonObject(with: Data(Self.read("composer/checksums.json").utf8)) as? [String: Any]
        #expect(pins?["version"] as? String == GTPush.version)
        #expect(pins?["archives"] is [String: String])
    }

    /// `composer require --dev gtpush/gtpush` gives `vendor/bin/gtpush`.
    @Test func theComposerPackageIsTheOneTheReadmeInstalls() throws {
        let package = try JSONSerialization.jsonObject(with: Data(Self.read("composer.json").utf8)) as? [String: Any]
        #expect(package?["name"] as? String == "gtpush/gtpush")
        #expect(package?["bin"] as? [String] == ["bin/gtpush"])
        let shim = Self.read("bin/gtpush")
        #expect(shim.hasPrefix("#!/usr/bin/env php\n<?php\n"))
        #expect(FileManager.default.isExecutableFile(atPath: TestPaths.packageRoot.appendingPathComponent("bin/gtpush").path))
    }
}
