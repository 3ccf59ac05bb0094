import Foundation
import GTPushTestSupport
import Testing

/// The v2 SDK's and raw REST cases (copied from the team's shared cases into the fixtures):
/// `preview --exact` gives the request body the v2 SDK POSTs, and `check` the kind and rule ids
/// `kinds.tsv` lists.
@Suite struct V2CasesTests {
    static let folder = TestPaths.casesV2

    static let caseNames: [String] = TestPaths.casesV2Names

    /// `kinds.tsv`: name → (kind, rule ids).
    static let kinds: [String: (kind: String, rules: [String])] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("kinds.tsv"), encoding: .utf8)) ?? ""
        var table: [String: (String, [String])] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3 else { continue }
            table[fields[0]] = (fields[1], fields[2] == "-" ? [] : fields[2].split(separator: ",").map(String.init))
        }
        return table
    }()

    /// Where gtpush says more than `kinds.tsv`, and why: RULES.md's GT603 asks for a request_id of
    /// 10 to 32 characters, and these two cases send "r4" and "r5".
    static let moreThanListed: [String: [String]] = ["v2-04-raw-empty-alert": ["GT603"], "v2-05-silent-multimedia-one": ["GT603"]]

    @Test func everyCaseIsListed() {
        #expect(Self.caseNames.count >= 29)
        #expect(Self.caseNames == Self.kinds.keys.sorted())
    }

    @Test(arguments: caseNames)
    func previewIsTheBodyTheSDKSends(_ name: String) throws {
        let base = Self.folder.appendingPathComponent(name)
        var arguments = ["preview", "--exact"]
        if let bindings = try? String(contentsOf: base.appendingPathExtension("set"), encoding: .utf8) {
            for line in bindings.split(separator: "\n") where !line.hasPrefix("#") {
                arguments += line.hasPrefix("@call ") ? ["--function", String(line.dropFirst(6))] : ["--set", String(line)]
            }
        }
        arguments.append(base.appendingPathExtension("php").path)
        let expected = try String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8).trimmingCharacters(in: .newlines)
        let result = gtpush(arguments)
        if expected.hasPrefix("error: ") {
            #expect(result.code == 1)
            #expect(result.stderr.contains(String(expected.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces)), "stderr: \(result.stderr)")
            #expect(result.stdout.isEmpty)
        } else {
            #expect(result.code == 0, "stderr: \(result.stderr)")
            #expect(result.stdout == expected + "\n")
        }
    }

    @Test(arguments: caseNames)
    func checkGivesTheListedKindAndRules(_ name: String) throws {
        let result = gtpush(["check", "--format", "json", Self.folder.appendingPathComponent(name + ".php").path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let payloads = try #require(document["payloads"] as? [[String: Any]])
        let files = try #require(document["files"] as? [[String: Any]])
        let first = try #require(payloads.first)
        let diagnostics = (payloads + files).flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }
        let rules = Set(diagnostics.compactMap { $0["rule"] as? String }).sorted()
        let listed = try #require(Self.kinds[name])
        #expect(first["kind"] as? String == listed.kind)
        #expect(rules == Set(listed.rules + (Self.moreThanListed[name] ?? [])).sorted())
        #expect(payloads.allSatisfy { ["v2", "rest"].contains($0["api"] as? String) })
    }
}
