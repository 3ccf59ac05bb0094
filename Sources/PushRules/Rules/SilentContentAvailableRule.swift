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

extension SilentContentAvailableRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT103.unknown": "if %{name} is not the integer 1: %{property} is %{written}, and anything else does not wake the app as Apple expects",
            "GT103.unset": "contentAvailable is not set, so the SDK sends no content-available and the app is not woken; a silent push needs 1",
            "GT103.notInteger": "%{property} is %{written}; the SDK sends it as given, not the integer 1 that Apple expects",
            "GT103.noWake": "%{property} is %{written}, so the SDK sends no content-available and the app is not woken; a silent push needs 1",
            "GT103.v2.unknown": "if %{name} is not the integer 1: `%{field}` is %{written}, and anything else does not wake the app",
            "GT103.v2.unset": "`%{field}` is not sent, so the app is not woken; a silent push needs the integer 1",
            "GT103.v2.notInteger": "`%{field}` is %{written}, which GeTui receives as given, not the integer 1 that wakes the app",
            "GT103.v2.noWake": "`%{field}` is %{written}, so the app is not woken; a silent push needs the integer 1",
        ],
        chinese: [
            "rule.GT103.summary": "本应是静默推送，contentAvailable 却不是整数 1。",
            "GT103.unknown": "如果 %{name} 不是整数 1：%{property} 为 %{written}，其他值都不能按 Apple 的要求唤醒应用",
            "GT103.unset": "没有设置 contentAvailable，SDK 不会发送 content-available，应用不会被唤醒；静默推送需要 1",
            "GT103.notInteger": "%{property} 为 %{written}；SDK 原样发送，而不是 Apple 要求的整数 1",
            "GT103.noWake": "%{property} 为 %{written}，SDK 不会发送 content-available，应用不会被唤醒；静默推送需要 1",
            "GT103.v2.unknown": "如果 %{name} 不是整数 1：`%{field}` 为 %{written}，其他值都不能唤醒应用",
            "GT103.v2.unset": "没有发送 `%{field}`，应用不会被唤醒；静默推送需要整数 1",
            "GT103.v2.notInteger": "`%{field}` 为 %{written}，个推原样收到，而不是能唤醒应用的整数 1",
            "GT103.v2.noWake": "`%{field}` 为 %{written}，应用不会被唤醒；静默推送需要整数 1",
        ]
    )
}
