import Emitters
import Foundation
import GTPushTestSupport
import PushRules
import Testing

/// The READMEs say what the code does, in both languages: their first example runs as shown on
/// `Fixtures/readme`, their commands on the repository's Templates/, the two hold the same
/// commands, their links stay inside the repository, and the rules table is the registry's.
@Suite struct ReadmeTests {
    static func read(_ path: String) -> String {
        (try? String(contentsOf: TestPaths.packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static let readme = read("README.md")
    static let chinese = read("README.zh-CN.md")
    /// Each README with the environment its examples are shown in: no locale, and a Chinese one.
    static let languages: [(file: String, environment: [String: String])] = [
        ("README.md", [:]), ("README.zh-CN.md", ["LANG": "zh_CN.UTF-8"]),
    ]

    /// The fenced blocks of a Markdown text: the info string and the lines.
    static func codeBlocks(_ text: String) -> [(info: String, lines: [String])] {
        var blocks: [(info: String, lines: [String])] = []
        var current: (info: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    /// The section under `## title`, up to the next `## `.
    static func section(_ text: String, _ title: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## \(title)") else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return Array(lines[start..<end])
    }

    /// The front end's rules (reading and parsing) have no rule type; the others come from the registry.
    static var rulesTable: String {
        var lines = ["| rule | name | severity | what it finds |", "|---|---|---|---|",
                     "| GT001 | syntax-error | error | The file does not parse (PHP's own message). |",
                     "| GT002 | unreadable | error / warning | The file cannot be read (error), or is binary or UTF-16/32 text (warning). |"]
        for rule in RuleRegistry.infos.sorted(by: { $0.id < $1.id }) {
            lines.append("| \(rule.id) | \(rule.name) | \(rule.severity.rawValue) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `GTPUSH_UPDATE_GOLDEN=1` writes the table into docs/rules.md, the prose around it kept, as
    /// it writes the golden files: the table is generated, never edited by hand.
    @Test func theRulesTableIsTheRegistrys() throws {
        var text = Self.read("docs/rules.md")
        if ProcessInfo.processInfo.environment["GTPUSH_UPDATE_GOLDEN"] == "1" {
            var lines = text.components(separatedBy: "\n")
            let start = try #require(lines.firstIndex { $0.hasPrefix("| rule | name |") }, "docs/rules.md has no rules table")
            let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
            lines.replaceSubrange(start..<end, with: Self.rulesTable.split(separator: "\n").map(String.init))
            text = lines.joined(separator: "\n")
            try text.write(to: TestPaths.packageRoot.appendingPathComponent("docs/rules.md"), atomically: true, encoding: .utf8)
        }
        #expect(text.contains(Self.rulesTable), "docs/rules.md should hold:\n\(Self.rulesTable)")
    }

    /// The first block of each README is a session: `$ vendor/bin/gtpush …` lines run in
    /// `Fixtures/readme` (a project with `app/Push/InboxSync.php`) print exactly the lines after them.
    @Test(arguments: languages.map(\.file))
    func theFirstExampleRunsAsShown(_ file: String) throws {
        let environment = try #require(Self.languages.first { $0.file == file }).environment
        let block = try #require(Self.codeBlocks(Self.read(file)).first)
        #expect(block.info == "console")
        let project = TestPaths.fixtures.appendingPathComponent("readme")
        var commands: [(command: String, output: String)] = []
        for line in block.lines {
            if line.hasPrefix("$ ") {
                commands.append((String(line.dropFirst(2)), ""))
            } else if !commands.isEmpty {
                commands[commands.count - 1].output += line + "\n"
            }
        }
        #expect(commands.map(\.command) == ["composer require --dev gtpush/gtpush", "vendor/bin/gtpush check app/",
                                            "vendor/bin/gtpush preview --exact app/Push/InboxSync.php"])
        for (command, output) in commands where command.hasPrefix("vendor/bin/gtpush ") {
            let arguments = command.dropFirst("vendor/bin/gtpush ".count).split(separator: " ").map(String.init)
            let result = try gtpushProcess(arguments, in: project, environment: environment)
            #expect(result.stdout == output, "\(file): `\(command)`")
            #expect(result.code == (arguments[0] == "check" ? 1 : 0))
        }
    }

    /// The commands and their summary on Templates/, as the "Commands" sections give them.
    @Test(arguments: languages.map(\.file))
    func theTemplateCommandsRunAsSaid(_ file: String) throws {
        let environment = try #require(Self.languages.first { $0.file == file }).environment
        let text = Self.read(file)
        let root = TestPaths.packageRoot
        let check = try gtpushProcess(["check", "Templates/"], in: root, environment: environment)
        #expect(check.code == 1)
        let summary = try #require(check.stdout.split(separator: "\n").last.map(String.init))
        #expect(text.contains("`gtpush check Templates/`") && text.contains("`\(summary)`"), "\(file) should give `\(summary)`")
        let preview = try gtpushProcess(["preview", "--exact", "Templates/silent-push.php"], in: root, environment: environment)
        #expect(preview == CLIResult(code: 0, stdout: "{\"op\":\"sync\",\"aps\":{\"badge\":1,\"content-available\":1}}\n", stderr: ""))
        #expect(text.contains("`gtpush preview --exact Templates/silent-push.php`"))
        let fix = try gtpushProcess(["fix", "--dry-run", "Templates/broken-silent-push.php"], in: root, environment: [:])
        #expect(fix.code == 1)
        #expect(fix.stderr.hasPrefix("Templates/broken-silent-push.php: would fix 3 problems (GT101, GT102, GT201)\n"))
        #expect(text.contains("`gtpush fix --dry-run Templates/broken-silent-push.php`"))
    }

    /// The Chinese README is the English one translated: the same sections and, block by block,
    /// the same commands (comments and the first example's output are in its language).
    @Test func bothLanguagesHoldTheSameCommands() {
        func commands(_ text: String) -> [[String]] {
            Self.codeBlocks(text).map { block in
                block.info == "console"
                    ? block.lines.filter { $0.hasPrefix("$ ") }
                    : block.lines.map { $0.replacingOccurrences(of: #"\s+#\s.*$"#, with: "", options: .regularExpression) }
            }
        }
        #expect(commands(Self.chinese) == commands(Self.readme))
        let headings = { (text: String) in text.components(separatedBy: "\n").filter { $0.hasPrefix("#") }.count }
        #expect(headings(Self.chinese) == headings(Self.readme))
        #expect(Self.readme.components(separatedBy: "\n")[2] == "**English** · [简体中文](README.zh-CN.md)")
        #expect(Self.chinese.components(separatedBy: "\n")[2] == "[English](README.md) · **简体中文**")
    }

    /// Install (composer, an archive, from source) in under 30 lines; after a PREFIX in the home
    /// folder, the line that puts its bin on PATH.
    @Test(arguments: languages.map(\.file))
    func installIsShortAndComplete(_ file: String) throws {
        let text = Self.read(file)
        let install = Self.section(text, file == "README.md" ? "Install" : "安装")
        #expect(!install.isEmpty && install.count < 30, "\(file): the install section has \(install.count) lines")
        let lines = install.joined(separator: "\n")
        #expect(lines.contains("`composer require --dev gtpush/gtpush`"))
        #expect(lines.contains("make install PREFIX=$HOME/.local\nexport PATH=\"$HOME/.local/bin:$PATH\""))
        #expect(lines.contains("git clone \(RuleDocument.projectHome).git"))
    }

    /// The GitLab recipe reports through the tool's own Code Quality format.
    @Test(arguments: languages.map(\.file) + ["docs/ci.md"])
    func theGitLabRecipeUsesTheGitLabFormat(_ file: String) {
        #expect(Reporters.reporter(identifier: "gitlab") != nil)
        #expect(Self.read(file).contains("gtpush check --format gitlab > gl-code-quality-report.json"))
        #expect(Self.read(file).contains("codequality: gl-code-quality-report.json"))
    }

    /// Every relative link in the READMEs and docs/ names a file of the repository (and a heading
    /// of it, for `#anchor`), never a folder beside it.
    @Test func linksStayInTheRepository() throws {
        let root = TestPaths.packageRoot.standardizedFileURL
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        // The team's folder beside a developer's clone, spelled in parts: no test reads it, and
        // a user's documents never send there (DEVELOPING.md, for the team, may name it).
        let besideTheClone = ["..", "shared"].joined(separator: "/")
        var checked = 0
        for file in ["README.md", "README.zh-CN.md", "DEVELOPING.md"] + docs {
            let text = Self.read(file)
            #expect(!text.contains(besideTheClone) || file == "DEVELOPING.md", "\(file) names the team's folder beside the clone")
            let base = root.appendingPathComponent(file).deletingLastPathComponent()
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let url = parts[0].isEmpty ? root.appendingPathComponent(file) : base.appendingPathComponent(parts[0]).standardizedFileURL
                #expect(url.path.hasPrefix(root.path + "/"), "\(file): \(target) leaves the repository")
                #expect(FileManager.default.fileExists(atPath: url.path), "\(file): \(target) does not exist")
                if parts.count == 2, url.pathExtension == "md" {
                    let headings = Self.read(String(url.path.dropFirst(root.path.count + 1))).components(separatedBy: "\n")
                        .filter { $0.hasPrefix("#") }.map { Self.anchor($0) }
                    #expect(headings.contains(parts[1]), "\(file): \(target) names no heading")
                }
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(title.unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
            return nil
        })
    }
}
