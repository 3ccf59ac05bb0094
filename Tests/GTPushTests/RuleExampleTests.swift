import Emitters
import Foundation
import PushRules
import Testing

/// Every rule documents itself with examples; each one runs through the real pipeline.
@Suite struct RuleExampleTests {
    @Test func theRegistryHoldsEveryRuleOnce() {
        let ids = RuleRegistry.infos.map(\.id)
        #expect(ids == ["GT003", "GT004", "GT005", "GT101", "GT102", "GT103", "GT104", "GT105", "GT106", "GT107", "GT201", "GT202", "GT203", "GT204", "GT205", "GT206", "GT207",
                        "GT208", "GT209", "GT210", "GT211", "GT301", "GT302", "GT303", "GT304", "GT305", "GT306", "GT401", "GT402", "GT501", "GT502",
                        "GT601", "GT602", "GT603", "GT604", "GT605", "GT606", "GT607", "GT608", "GT609", "GT610"])
        #expect(Set(RuleRegistry.infos.map(\.name)).count == ids.count)
        for rule in RuleRegistry.infos {
            #expect(!rule.summary.isEmpty && !rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty, "\(rule.id)")
        }
    }

    @Test(arguments: RuleRegistry.infos.map(\.id))
    func triggeringExamplesTrigger(_ id: String) throws {
        let rule = try #require(RuleRegistry.info(id: id))
        for (index, example) in rule.triggeringExamples.enumerated() {
            let report = CheckHarness.check(example, options: rule.exampleOptions)
            #expect(report.allFindings.contains { $0.rule == id }, "\(id) triggering example \(index):\n\(example)\ngot \(CheckHarness.lines(report))")
        }
    }

    @Test(arguments: RuleRegistry.infos.map(\.id))
    func nonTriggeringExamplesDoNot(_ id: String) throws {
        let rule = try #require(RuleRegistry.info(id: id))
        for (index, example) in rule.nonTriggeringExamples.enumerated() {
            let report = CheckHarness.check(example, options: rule.exampleOptions)
            #expect(!report.allFindings.contains { $0.rule == id }, "\(id) non-triggering example \(index):\n\(example)\ngot \(CheckHarness.lines(report))")
        }
    }

    @Test func aDirectiveOrAnOptionSwitchesARuleOff() throws {
        let source = try #require(RuleRegistry.info(id: "GT104")).triggeringExamples[0]
        #expect(CheckHarness.check(source).allFindings.contains { $0.rule == "GT104" })
        #expect(!CheckHarness.check(source, options: CheckOptions(disabled: ["GT104"])).allFindings.contains { $0.rule == "GT104" })
    }
}

/// The parts of a rule's description that need the fixer: marked positions and corrections.
@Suite struct RuleExamplePositionTests {
    static let marker = "↓"

    /// Every triggering example says where its finding is, and is found there with either line
    /// ending (as SwiftLint varies its examples).
    @Test(arguments: RuleRegistry.infos.map(\.id))
    func markedExamplesFindTheMarkedPlace(_ id: String) throws {
        let rule = try #require(RuleRegistry.info(id: id))
        for example in rule.markedExamples {
            for lineEnding in ["\n", "\r\n"] {
                let written = example.replacingOccurrences(of: "\n", with: lineEnding)
                let marker = try #require(written.range(of: Self.marker), "\(id): a triggering example without ↓:\n\(example)")
                let offset = written[..<marker.lowerBound].utf8.count
                let report = CheckHarness.check(written.replacingOccurrences(of: Self.marker, with: ""), options: rule.exampleOptions)
                #expect(report.allFindings.filter { $0.rule == id }.map(\.offset) == [offset], "\(id), \(lineEnding == "\n" ? "LF" : "CRLF"):\n\(example)\ngot \(CheckHarness.lines(report))")
            }
        }
    }

    @Test(arguments: RuleRegistry.infos.map(\.id))
    func correctionsAreWhatFixWrites(_ id: String) throws {
        let rule = try #require(RuleRegistry.info(id: id))
        for correction in rule.corrections {
            let fixed = FileFixer(options: rule.exampleOptions).fix([(path: "example.php", bytes: Array(correction.input.utf8))])
            #expect(String(decoding: fixed[0].fixed, as: UTF8.self) == correction.output, "\(id):\n\(correction.input)")
            #expect(fixed[0].refusal == nil)
        }
    }

    @Test func theRulesThatRepairCarryCorrections() {
        let corrected = RuleRegistry.infos.filter { !$0.corrections.isEmpty }.map(\.id)
        #expect(corrected == ["GT101", "GT102", "GT103", "GT106", "GT402", "GT601", "GT602"])
    }
}
