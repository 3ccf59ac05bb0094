import Testing
import PushRules

/// Every rule documents itself with examples; each one runs through the real pipeline.
@Suite struct RuleExampleTests {
    @Test func theRegistryHoldsEveryRuleOnce() {
        let ids = RuleRegistry.infos.map(\.id)
        #expect(ids == ["GT003", "GT101", "GT102", "GT103", "GT104", "GT105", "GT106", "GT107", "GT201", "GT202", "GT203", "GT204", "GT205", "GT206", "GT207",
                        "GT208", "GT209", "GT301", "GT302", "GT303", "GT401", "GT402", "GT501", "GT502"])
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

    @Test func aDirectiveOrAnOptionSwitchesARuleOff() {
        let source = SilentBadgeRule.triggeringExamples[0]
        #expect(CheckHarness.check(source).allFindings.contains { $0.rule == "GT104" })
        #expect(!CheckHarness.check(source, options: CheckOptions(disabled: ["GT104"])).allFindings.contains { $0.rule == "GT104" })
    }
}
