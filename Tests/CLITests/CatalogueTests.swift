import Foundation
import GTPushTestSupport
import Testing
import Emitters
@testable import PushRules

/// The two catalogues: the same keys with the same arguments, every rule summary translated, and
/// rule findings whose English is exactly the English catalogue's.
@Suite struct CatalogueTests {
    @Test func everyKeyIsInBothLanguagesWithTheSameArguments() {
        let english = Catalogue.entries(.english)
        let chinese = Catalogue.entries(.simplifiedChinese)
        // Rule summaries and command help are English in the rule types and the commands' code.
        let ruleSummaries = Set(chinese.keys.filter { $0.hasPrefix("rule.") && $0.hasSuffix(".summary") || $0.hasPrefix("help.") })
        #expect(Set(english.keys).subtracting(chinese.keys).sorted() == [])
        #expect(Set(chinese.keys).subtracting(english.keys).subtracting(ruleSummaries).sorted() == [])
        for (key, template) in english {
            #expect(Message.placeholders(template) == Message.placeholders(chinese[key] ?? ""), "\(key)")
        }
    }

    /// English summaries live in the rule types; every rule has a Chinese one.
    @Test func everyRuleSummaryIsTranslated() {
        let chinese = Catalogue.entries(.simplifiedChinese)
        for rule in RuleRegistry.documentedInfos {
            #expect(chinese["rule.\(rule.id).summary"] != nil, "\(rule.id)")
        }
    }

    /// A Chinese text keeps code, rule ids and the SDK's own words as they are.
    @Test func chineseKeepsCodeAndSDKMessages() {
        let chinese = Catalogue.entries(.simplifiedChinese)
        #expect(chinese["GT201.empty"]?.contains("`format error`") == true)
        #expect(chinese["GT203.throws"]?.contains("\"APN payload length overlength (%{bytes}>%{limit})\"") == true)
        #expect(chinese["GT202.notObject"]?.contains("\"Call to a member function get_alertMsg() on %{type}\"") == true)
    }

    /// Every rule example's findings are worded in Chinese too: a finding holds a catalogue
    /// message only, and no key of theirs falls back to English.
    @Test(arguments: RuleRegistry.infos.map(\.id))
    func findingsAreTranslated(_ id: String) throws {
        let rule = try #require(RuleRegistry.info(id: id))
        for example in rule.triggeringExamples {
            for finding in CheckHarness.check(example, options: rule.exampleOptions).allFindings {
                #expect(finding.text(.simplifiedChinese) != finding.text(.english), "\(finding.rule): \(finding.text(.english))")
            }
        }
    }

    /// Every command's help exists in Chinese and names the same options as the English one, so
    /// an option added to a command shows up here until it is translated.
    @Test(arguments: [[], ["preview"], ["check"], ["fix"], ["explain"], ["swift"], ["generate"], ["parse"], ["rules"]])
    func helpIsTranslatedWithTheSameOptions(_ command: [String]) throws {
        let english = gtpush(command + ["--help", "--lang", "en"])
        let chinese = gtpush(command + ["--help", "--lang", "zh-Hans"])
        #expect(english.code == 0 && chinese.code == 0)
        #expect(english.stdout != chinese.stdout)
        let option = try Regex("--[a-z][a-z-]*")
        func options(_ text: String) -> Set<String> { Set(text.matches(of: option).map { String(text[$0.range]) }) }
        #expect(options(english.stdout) == options(chinese.stdout))
    }

    @Test func localeEnvironment() {
        #expect(Language.fromEnvironment([:]) == .english)
        #expect(Language.fromEnvironment(["LANG": "zh_CN.UTF-8"]) == .simplifiedChinese)
        #expect(Language.fromEnvironment(["LANG": "zh_TW.UTF-8"]) == .simplifiedChinese)
        #expect(Language.fromEnvironment(["LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"]) == .english)
        #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "zh_CN.UTF-8"]) == .simplifiedChinese)
        #expect(Language(argument: "zh-Hans") == .simplifiedChinese)
        #expect(Language(argument: "fr") == nil)
    }
    /// Placeholders are `%{name}`; a `%` alone, an unknown name and an unclosed `%{` stay as written.
    @Test func placeholdersAreFilledByName() {
        let filled = Message.fill("100% sure: %{a} and %{b}%, %{missing}, 静默%{a} %{", ["a": .verbatim("甲"), "b": .number(2)], .english)
        #expect(filled == "100% sure: 甲 and 2%, %{missing}, 静默甲 %{")
        #expect(Message.placeholders("%{a} 50% %{b}%{a} %{") == ["a", "b"])
    }
}
