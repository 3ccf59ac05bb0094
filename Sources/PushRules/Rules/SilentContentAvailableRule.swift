import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT103: a push meant to be silent must send the integer 1 as content-available.
public struct SilentContentAvailableRule: PushRule {
    public static let id = "GT103"
    public static let name = "silent-content-available"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A push meant to be silent does not set contentAvailable to the integer 1."
    public static let dependsOnIntent = true
    public static let triggeringExamples = [
        "<?php\n// gtpush: silent\n$apn = ↓new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->badge = 1;\n",
        Examples.payload("$apn->alertMsg = \"\";", "$apn->sound = \"com.gexin.ios.silence\";", "↓$apn->contentAvailable = \"1\";", "$apn->badge = 1;"),
    ]
    public static let corrections = [
        Correction(Examples.payload("$apn->alertMsg = \"\";", "$apn->sound = \"com.gexin.ios.silence\";", "$apn->contentAvailable = \"1\";", "$apn->badge = 1;"),
                   Examples.payload("$apn->alertMsg = \"\";", "$apn->sound = \"com.gexin.ios.silence\";", "$apn->contentAvailable = 1;", "$apn->badge = 1;")),
        Correction("""
            <?php
            function silentRefresh() {
                $aps = new GTAps();
                $aps->setSound("com.gexin.ios.silence");
                $aps->setCategory("SYNC");
                $ios = new GTIos();
                $ios->setType("notify");
                $ios->setAps($aps);
                return $ios;
            }
            """,
                   """
            <?php
            function silentRefresh() {
                $aps = new GTAps();
                $aps->setSound("com.gexin.ios.silence");
                $aps->setCategory("SYNC");
                $aps->setContentAvailable(1);
                $ios = new GTIos();
                $ios->setType("notify");
                $ios->setAps($aps);
                return $ios;
            }
            """),
        Correction("""
            <?php
            function silentRefresh() {
                $aps = new GTAps();
                $aps->setContentAvailable("1");
                $ios = new GTIos();
                $ios->setAps($aps);
                return $ios;
            }
            """,
                   """
            <?php
            function silentRefresh() {
                $aps = new GTAps();
                $aps->setContentAvailable(1);
                $ios = new GTIos();
                $ios->setAps($aps);
                return $ios;
            }
            """),
        Correction("""
            <?php
            function silentRefresh() {
                return [
                    "push_channel" => [
                        "ios" => [
                            "type" => "notify",
                            "aps" => [
                                "sound" => "com.gexin.ios.silence",
                            ],
                        ],
                    ],
                ];
            }
            """,
                   """
            <?php
            function silentRefresh() {
                return [
                    "push_channel" => [
                        "ios" => [
                            "type" => "notify",
                            "aps" => [
                                "sound" => "com.gexin.ios.silence",
                                "content-available" => 1,
                            ],
                        ],
                    ],
                ];
            }
            """),
        Correction("""
            <?php
            function silentRefresh() {
                return ["push_channel" => ["ios" => ["type" => "notify", "aps" => ['sound'=>'com.gexin.ios.silence']]]];
            }
            """,
                   """
            <?php
            function silentRefresh() {
                return ["push_channel" => ["ios" => ["type" => "notify", "aps" => ['sound'=>'com.gexin.ios.silence', 'content-available'=>1]]]];
            }
            """),
        Correction("""
            <?php
            function silentRefresh() {
                return ["push_channel" => ["ios" => ["type" => "notify", "aps" => ["sound" => "com.gexin.ios.silence", "content-avaliable" => "1"]]]];
            }
            """,
                   """
            <?php
            function silentRefresh() {
                return ["push_channel" => ["ios" => ["type" => "notify", "aps" => ["sound" => "com.gexin.ios.silence", "content-available" => 1]]]];
            }
            """),
    ]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public static let apis = PushAPI.every

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        if context.record.api != .v1 { return checkV2(context) }
        let assigned = context.payload[.contentAvailable]
        let value = assigned.value
        let message: Message
        let property = context.propertyCode(.contentAvailable)
        let written = Message.Argument.message(context.writtenMessage(.contentAvailable))
        if case .int(1) = value { return [] }
        if case .unknown(let unknown) = value {
            message = Message("GT103.unknown", ["name": .verbatim(KindAnalysis.name(unknown)), "property": property, "written": written])
        } else if assigned.origin == nil {
            message = Message("GT103.unset")
        } else if PHPComparison.compare(value, .int(0)).map({ $0 > 0 }) == true {
            message = Message("GT103.notInteger", ["property": property, "written": written])
        } else {
            message = Message("GT103.noWake", ["property": property, "written": written])
        }
        let fix = context.setFix(.contentAvailable, to: "1")
        return [context.finding(Self.self, at: context.offset(of: .contentAvailable), message, fix: fix)]
    }

    /// v2 sends the value as given: only the integer 1 wakes the app.
    func checkV2(_ context: RuleContext) -> [Finding] {
        let field = Message.Argument.verbatim(V2Field.contentAvailable.label)
        let written = Message.Argument.message(context.writtenMessage(v2: .contentAvailable))
        let message: Message
        switch context.value(v2: .contentAvailable) {
        case .int(1)?:
            return []
        case nil:
            message = Message("GT103.v2.unset", ["field": field])
        case .unknown(let unknown)?:
            message = Message("GT103.v2.unknown", ["name": .verbatim(KindAnalysis.name(unknown)), "field": field, "written": written])
        case let value?:
            message = Message(value.truthiness == true ? "GT103.v2.notInteger" : "GT103.v2.noWake", ["field": field, "written": written])
        }
        return [context.finding(Self.self, at: context.offset(v2: .contentAvailable), message, fix: context.setFix(v2: .contentAvailable, to: "1"))]
    }
}
