import GTPushTestSupport
import Testing
@testable import PushRules

/// RULES.md "Intent", step by step: declared → named → --intent → attempted on every path.
@Suite struct IntentModelTests {
    static let mixedBody = "    $a = new DictionaryAlertMsg();\n    $a->title = \"T\";\n    $a->body = \"B\";\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = $a;\n    $apn->contentAvailable = 1;\n    $apn->sound = \"\";\n    return $apn;\n"

    static func function(_ name: String, _ body: String = mixedBody, comment: String = "") -> String {
        "<?php\n\(comment)function \(name)() {\n\(body)}\n"
    }

    static func intent(_ source: String, _ options: CheckOptions = CheckOptions()) -> ResolvedIntent? {
        CheckHarness.check(source, options: options).payloads.first?.resolvedIntent
    }

    @Test(arguments: [
        ("sendSilentRefresh", ["send", "silent", "refresh"]),
        ("$silentApn", ["silent", "apn"]),
        ("quiet_push", ["quiet", "push"]),
        ("APNSilenceTemplate", ["apn", "silence", "template"]),
        ("jingmoPush2", ["jingmo", "push2"]),
        ("buildBrokenSilentTemplate", ["build", "broken", "silent", "template"]),
    ])
    func identifiersSplitAtCamelCaseAndUnderscores(_ identifier: String, _ words: [String]) {
        #expect(IdentifierWords.split(identifier) == words)
    }

    @Test(arguments: ["unsilenced", "silently", "quietly", "Silentium", "$jingmoshi"])
    func onlyWholeWordPartsName(_ identifier: String) {
        #expect(!IdentifierWords.namesSilence(identifier))
    }

    @Test func aCommentDeclaresAndBeatsANameAndTheCommandLine() {
        let source = Self.function("sendSilentRefresh", Self.mixedBody.replacingOccurrences(of: "    $apn = new", with: "    // gtpush: mixed\n    $apn = new"))
        #expect(Self.intent(source, CheckOptions(intent: .silent)) == ResolvedIntent(.mixed, .declared, "a `gtpush: mixed` comment on the payload"))
    }

    @Test func aFunctionNameBeatsTheCommandLine() {
        #expect(Self.intent(Self.function("sendSilentRefresh"), CheckOptions(intent: .normal)) == ResolvedIntent(.silent, .named, "the function is named `sendSilentRefresh`"))
    }

    @Test func thePayloadsVariableNames() {
        let source = Self.function("build", Self.mixedBody.replacingOccurrences(of: "$apn", with: "$quietApn"))
        #expect(Self.intent(source) == ResolvedIntent(.silent, .named, "the payload is held in `$quietApn`"))
    }

    @Test func theTemplatesVariableNames() {
        let body = Self.mixedBody.replacingOccurrences(of: "    return $apn;\n", with: "    $silent_template = new IGtTransmissionTemplate();\n    $silent_template->set_apnInfo($apn);\n")
        #expect(Self.intent(Self.function("build", body)) == ResolvedIntent(.silent, .named, "its template is held in `$silent_template`"))
    }

    @Test func commentsAndStringsNeverName() {
        let body = Self.mixedBody.replacingOccurrences(of: "    $apn = new", with: "    // silent push: 静默推送 1, to run the fetch handler\n    $apn = new")
            .replacingOccurrences(of: "$a->body = \"B\"", with: "$a->body = \"silent\"")
        #expect(Self.intent(Self.function("build", body)) == nil)
    }

    @Test func theCommandLineGivesWhatNothingElseSays() {
        #expect(Self.intent(Self.function("build"), CheckOptions(intent: .normal)) == ResolvedIntent(.normal, .commandLine, "--intent normal"))
    }

    @Test func anAttemptCountsOnlyWhenEveryPathAttempts() {
        let attempt = "    $apn = new IGtAPNPayload();\n    $apn->alertMsg = \"\";\n    $apn->sound = \"com.gexin.ios.silence\";\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n"
        #expect(Self.intent(Self.function("build", attempt)) == ResolvedIntent(.silent, .attempted, "the code sets contentAvailable to 1 and alertMsg to \"\" and sound to com.gexin.ios.silence"))
        let onePath = attempt.replacingOccurrences(of: "    $apn->alertMsg = \"\";\n", with: "    if ($x) { $apn->alertMsg = \"\"; } else { $s = new SimpleAlertMsg(); $s->alertMsg = \"Hi\"; $apn->alertMsg = $s; }\n")
        let report = CheckHarness.check("<?php\nfunction build($x) {\n\(onePath)}\n")
        #expect(report.payloads.count == 1)
        #expect(report.payloads[0].paths.count == 2)
        #expect(report.payloads.allSatisfy { $0.resolvedIntent == nil })
    }

    /// GeTui's "advanced APNs" sample: an alert with text, `sound = ""`, content-available 1.
    @Test func anAlertWithTextIsNoAttempt() {
        let report = CheckHarness.check(Self.function("build"))
        #expect(report.payloads.first?.resolvedIntent == nil)
        #expect(CheckHarness.lines(report) == [
            "example.php:8:5: warning: mixed push with no declared intent: in the background the phone shows the banner, plays the default ding (\"\") and wakes the app; not running, it shows the banner; add `// gtpush: silent` above `new IGtAPNPayload` to let fix silence it, or `// gtpush: mixed` to accept it [GT106]",
        ])
        #expect(report.undeclaredCount == 1)
    }

    @Test func contentAvailableWithASoundAndNoAlertIsGT107() {
        let source = "<?php\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"ding.caf\";\n$apn->badge = 1;\n"
        #expect(CheckHarness.lines(CheckHarness.check(source)) == [
            "example.php:4:1: warning: audible-background push with no declared intent: no banner, but in the background the phone plays \"ding.caf\" and wakes the app; not running, it only plays the sound; add `// gtpush: silent` above `new IGtAPNPayload` to let fix silence it, or `// gtpush: mixed` to accept it [GT107]",
        ])
    }

    @Test func aSilentNameWithAnAlertIsGT101WithoutAFlag() {
        let report = CheckHarness.check(Self.function("pushSilentUpdate"))
        #expect(report.allFindings.map(\.rule) == ["GT101", "GT102"])
        #expect(report.allFindings[0].text(.english).hasSuffix("(meant silent: the function is named `pushSilentUpdate`)"))
        #expect(report.allFindings[0].fix?.removesAlertText == true)
    }

    @Test func namesNeverDeclareNormal() {
        #expect(Self.intent(Self.function("sendNormalPush")) == nil)
    }

    @Test func theBuildingFunctionsDocblockDeclares() {
        let source = "<?php\nclass Pusher {\n    /**\n     * Wakes the app.\n     * gtpush: mixed\n     */\n    public static function build() {\n\(Self.mixedBody)    }\n}\n"
        #expect(Self.intent(source, CheckOptions(intent: .silent)) == ResolvedIntent(.mixed, .declared, "a `gtpush: mixed` comment in the docblock of `Pusher::build`"))
        let plain = Self.function("build", comment: "/** gtpush: silent */\n$x = 1;\n")
        #expect(Self.intent(plain) == nil)
    }

    @Test func everyIntentDependentDiagnosticSaysWhereTheIntentCameFrom() {
        let source = "<?php\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n$apn->category = \"ACTIONABLE\";\n"
        let report = CheckHarness.check(source, options: CheckOptions(intent: .silent))
        #expect(report.allFindings.map(\.rule) == ["GT104", "GT105"])
        #expect(report.allFindings.allSatisfy { $0.text(.english).hasSuffix(" (meant silent: --intent silent)") })
        let dependent = RuleRegistry.infos.filter(\.dependsOnIntent).map(\.id)
        #expect(dependent == ["GT101", "GT102", "GT103", "GT104", "GT105", "GT401", "GT402"])
    }

    @Test func aPropertyHoldingThePayloadNames() {
        let source = "<?php\nclass Pusher {\n    function build() {\n        $this->silentApn = new IGtAPNPayload();\n        $this->silentApn->alertMsg = \"Hi\";\n        $this->silentApn->contentAvailable = 1;\n    }\n}\n"
        #expect(Self.intent(source) == ResolvedIntent(.silent, .named, "the payload is held in `$this->silentApn`"))
    }
}

extension ResolvedIntent {
    /// An intent whose reason reads `english`, for the tests' expectations: equal to the
    /// resolver's when the catalogue's wording says the same.
    init(_ intent: Intent, _ source: Source, _ english: String) {
        self.init(intent, source, Message("verbatim", ["text": .verbatim(english)]))
    }
}
