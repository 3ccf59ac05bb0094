import Foundation
import GTPushTestSupport
import Testing
import PushRules

/// The kind of every shared case, and of the payloads in the seed article.
@Suite struct CheckKindsTests {
    static let kinds: [String: PayloadKind] = [
        "01-doc-normal": .normal, "02-doc-silent": .silent, "03-silent-template-fn": .silent, "04-broken-silent-fn": .mixed,
        "05-mixed": .mixed, "06-silent-without-badge": .rejected, "07-silent-empty-sound": .audibleBackground,
        "08-string-alert": .rejected, "09-simple-alert": .normal, "10-loose-custom-values": .soundOnly,
        "11-content-available-string": .silent, "12-overlength": .rejected, "13-escapes": .normal,
        "14-custom-aps-collision": .soundOnly, "15-legacy-set-pushinfo": .silent, "16-interpolation": .normal,
        "17-nested-custom": .silent, "18-helper-function": .normal, "19-heredoc": .normal, "20-voice-autobadge": .silent,
        "21-collapse-id": .normal, "22-multimedia": .normal, "23-subtitle-only": .soundOnly, "24-undefined-and-null": .soundOnly,
    ]

    @Test func allTwentyFourCasesAreListed() {
        #expect(CheckHarness.caseNames() == Self.kinds.keys.sorted())
    }

    @Test(arguments: CheckHarness.caseNames())
    func caseKind(_ name: String) throws {
        let report = try CheckHarness.checkCase(name)
        #expect(report.payloads.map(\.kinds) == [[Self.kinds[name]!]])
        // A case whose SDK output is an error is exactly a rejected payload.
        let expected = try String(contentsOf: TestPaths.cases.appendingPathComponent("\(name).expected"), encoding: .utf8)
        #expect(expected.hasPrefix("error:") == (Self.kinds[name] == .rejected))
    }

    @Test func theSeedArticle() throws {
        let text = try String(contentsOf: TestPaths.seeds.appendingPathComponent("000_1607cd1e0e528834.txt"), encoding: .utf8)
        let report = CheckHarness.check(text, path: "seed.txt")
        let byLine = Dictionary(report.payloads.map { ($0.record.location.line, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byLine[76]?.kinds == [.normal], "the documents' normal push")
        #expect(byLine[122]?.kinds == [.silent], "the canonical silent snippet")
        #expect(byLine[155]?.kinds == [.rejected], "the three core lines: no badge, format error")
        #expect(byLine[155]?.findings.map(\.rule) == ["GT201"])

        let silent = CheckHarness.check(text, path: "seed.txt", options: CheckOptions(intent: .silent))
        let broken = try #require(silent.payloads.first { $0.record.function == "IGtTransmissionTemplateDemo" && $0.record.location.line == 270 })
        #expect(broken.kinds == [.mixed])
        #expect(broken.findings.filter { $0.severity == .error }.map(\.rule) == ["GT101", "GT102"])
    }
}
