import GeTuiModel
import PHPRuntime
import PHPSyntax
import Platform
import PushAnalysis

/// GT101: a push meant to be silent carries an alert, so the phone shows a banner.
public struct SilentAlertRule: PushRule {
    public static let id = "GT101"
    public static let name = "silent-alert"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A push meant to be silent has an alert: the phone shows a banner."
    public static let dependsOnIntent = true
    public static let triggeringExamples = [
        Examples.normal("$apn->contentAvailable = 1;", "$apn->sound = \"com.gexin.ios.silence\";", "$apn->badge = 1;").replacingAll("$apn = new", with: "// gtpush: silent\n$apn = new").marked(before: "$apn->alertMsg = $alert;"),
        "<?php\n$s = new SimpleAlertMsg();\n$s->alertMsg = \"hi\";\n// gtpush: silent\n$apn = new IGtAPNPayload();\n↓$apn->alertMsg = $s;\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n",
    ]
    public static let corrections = [
        Correction("<?php\nfunction sendSilentSync() {\n    $a = new SimpleAlertMsg();\n    $a->alertMsg = \"Hi\";\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = $a;\n    $apn->sound = \"com.gexin.ios.silence\";\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n    return $apn;\n}\n",
                   "<?php\nfunction sendSilentSync() {\n    $a = new SimpleAlertMsg();\n    $a->alertMsg = \"Hi\";\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = \"\";\n    $apn->sound = \"com.gexin.ios.silence\";\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n    return $apn;\n}\n"),
        Correction("""
            <?php
            function sendSilentSync() {
                $alert = new GTAlert();
                $alert->setBody("Hi");
                $aps = new GTAps();
                $aps->setContentAvailable(1);
                $aps->setAlert($alert);
                $aps->setSound("com.gexin.ios.silence");
                $ios = new GTIos();
                $ios->setType("notify");
                $ios->setAps($aps);
                return $ios;
            }
            """,
                   """
            <?php
            function sendSilentSync() {
                $alert = new GTAlert();
                $alert->setBody("Hi");
                $aps = new GTAps();
                $aps->setContentAvailable(1);
                $aps->setSound("com.gexin.ios.silence");
                $ios = new GTIos();
                $ios->setType("notify");
                $ios->setAps($aps);
                return $ios;
            }
            """),
        Correction("""
            <?php
            function silentSyncBody($cid) {
                return [
                    "audience" => ["cid" => [$cid]],
                    "push_channel" => ["ios" => [
                        "type" => "notify",
                        "aps" => [
                            "alert" => ["title" => "", "body" => ""],
                            "content-available" => 1,
                        ],
                    ]],
                ];
            }
            """,
                   """
            <?php
            function silentSyncBody($cid) {
                return [
                    "audience" => ["cid" => [$cid]],
                    "push_channel" => ["ios" => [
                        "type" => "notify",
                        "aps" => [
                            "content-available" => 1,
                        ],
                    ]],
                ];
            }
            """),
        Correction("""
            <?php
            // gtpush: silent
            $body = ["push_channel" => ["ios" => ["aps" => ["content-available" => 1, "alert" => ["body" => "Hi"]]]]];
            """,
                   """
            <?php
            // gtpush: silent
            $body = ["push_channel" => ["ios" => ["aps" => ["content-available" => 1]]]];
            """),
    ]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public static let apis = PushAPI.every

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        let truth = context.analysis.truth(\.hasAlert)
        guard truth.isPossible else { return [] }
        if context.record.api != .v1 {
            let message = context.prefixed(truth, Message("GT101.v2", ["field": .verbatim(V2Field.alert.label), "written": .message(context.writtenMessage(v2: .alert))]))
            var fix = context.removalFix(v2: .alert)
            fix?.removesAlertText = context.hasText(v2: .alert)
            return [context.finding(Self.self, at: context.offset(v2: .alert), message, fix: fix)]
        }
        let message = context.prefixed(truth, Message("GT101.alert", ["property": context.propertyCode(.alertMsg), "written": .message(context.writtenMessage(.alertMsg))]))
        var fix = context.setFix(.alertMsg, to: "\"\"")
        fix?.removesAlertText = true
        return [context.finding(Self.self, at: context.offset(of: .alertMsg), message, fix: fix)]
    }
}

extension SilentAlertRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT101.alert": "%{property} is %{written}, an alert with text, so the phone shows a banner; a silent push has no alert",
            "GT101.v2": "`%{field}` is sent (%{written}): GeTui passes an alert on even when it is empty, so the phone shows a notification; a silent push sends no alert",
        ],
        chinese: [
            "rule.GT101.summary": "本应是静默推送，却带有 alert：手机会在通知栏弹出横幅。",
            "GT101.alert": "%{property} 为 %{written}，是带文字的 alert，手机会在通知栏弹出横幅；静默推送不能带 alert",
            "GT101.v2": "`%{field}` 会被发送（%{written}）：即使 alert 为空，个推也会照样下发，手机会显示通知；静默推送不能发送 alert",
        ]
    )
}
