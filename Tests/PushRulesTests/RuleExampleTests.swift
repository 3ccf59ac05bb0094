import Emitters
import Foundation
import GTPushTestSupport
import PushRules
import Testing

/// Every rule documents itself with examples; each one runs through the real pipeline.
@Suite struct RuleExampleTests {
    /// The registry is what scripts/rule-registry.sh writes from the rule files: every rule type
    /// once, in id order, each with its summary and examples.
    @Test func theRegistryHoldsEveryRuleOnce() throws {
        let script = shell("/bin/bash", ["scripts/rule-registry.sh", "--check"], in: TestPaths.packageRoot)
        #expect(script.status == 0, Comment(rawValue: script.output))
        let ids = RuleRegistry.documentedInfos.map(\.id)
        #expect(ids == ids.sorted() && Set(ids).count == ids.count)
        // Every file that declares a rule id is in it, whatever its declaration looks like.
        let folder = TestPaths.packageRoot.appendingPathComponent("Sources/PushRules/Rules")
        let declared = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.map { name in
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "static let id = \"GT").count - 1
        }
        #expect(ids.count == declared.reduce(0, +))
        #expect(Set(RuleRegistry.infos.map(\.name)).count == RuleRegistry.infos.count)
        for rule in RuleRegistry.documentedInfos {
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

    /// Every triggering example is silent under a `gtpush-ignore-file` comment naming its rule.
    @Test(arguments: RuleRegistry.infos.map(\.id))
    func anIgnoreSilencesEveryTriggeringExample(_ id: String) throws {
        let rule = try #require(RuleRegistry.info(id: id))
        for example in rule.triggeringExamples {
            let opening = try #require(example.range(of: "<?php\n"), "\(id): an example that does not open with <?php")
            let ignored = example.replacingCharacters(in: opening, with: "<?php\n// gtpush-ignore-file \(id)\n")
            let report = CheckHarness.check(ignored, options: rule.exampleOptions)
            #expect(!report.allFindings.contains { $0.rule == id }, "\(id):\n\(ignored)\ngot \(CheckHarness.lines(report))")
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
