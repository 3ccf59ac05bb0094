import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT102: a push meant to be silent plays a sound unless sound is exactly the silence string.
public struct SilentSoundRule: PushRule {
    public static let id = "GT102"
    public static let name = "silent-sound"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A push meant to be silent plays a sound: sound is not exactly com.gexin.ios.silence."
    public static let dependsOnIntent = true
    public static let triggeringExamples = [
        Examples.payload("$apn->alertMsg = \"\";", "$apn->contentAvailable = 1;", "$apn->badge = 1;").marked(before: "new IGtAPNPayload"),
        Examples.payload("$apn->alertMsg = \"\";", "↓$apn->sound = \"\";", "$apn->contentAvailable = 1;", "$apn->badge = 1;"),
        "<?php\nfunction build($client_notice) {\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = \"\";\n    ↓$apn->sound = $client_notice;\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n    return $apn;\n}\n",
    ]
    public static let corrections = [
        Correction("<?php\n$quietApn = new IGtAPNPayload();\n$quietApn->alertMsg = '';\n$quietApn->sound = 'ding.caf';\n$quietApn->contentAvailable = 1;\n$quietApn->badge = 1;\n",
                   "<?php\n$quietApn = new IGtAPNPayload();\n$quietApn->alertMsg = '';\n$quietApn->sound = 'com.gexin.ios.silence';\n$quietApn->contentAvailable = 1;\n$quietApn->badge = 1;\n"),
        Correction("""
            <?php
            function quietRefresh($tone) {
                $aps = new GTAps();
                $aps->setContentAvailable(1);
                $aps->setSound($tone);
                $ios = new GTIos();
                $ios->setType("notify");
                $ios->setAps($aps);
                return $ios;
            }
            """,
                   """
            <?php
            function quietRefresh($tone) {
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
            function quietRefresh() {
                return ["push_channel" => ["ios" => ["type" => "notify", "aps" => ["content-available" => 1, "sound" => 'default']]]];
            }
            """,
                   """
            <?php
            function quietRefresh() {
                return ["push_channel" => ["ios" => ["type" => "notify", "aps" => ["content-available" => 1, "sound" => 'com.gexin.ios.silence']]]];
            }
            """),
    ]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public static let apis = PushAPI.every

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        if context.record.api != .v1 { return checkV2(context) }
        let assigned = context.payload[.sound]
        let value = assigned.value
        let message: Message
        let property = context.propertyCode(.sound)
        let written = Message.Argument.message(context.writtenMessage(.sound))
        let silence = Message.Argument.verbatim(APNPayload.silenceSound)
        switch value {
        case .unknown(let unknown):
            message = Message("GT102.unknown", ["name": .verbatim(KindAnalysis.name(unknown)), "silence": silence, "property": property, "written": written])
        default:
            let empty = PHPComparison.looseEquals(value, .string([])) == true
            let silenced = !empty && PHPComparison.looseEquals(value, .string(APNPayload.silenceSound)) == true
            if silenced { return [] }
            if assigned.origin == nil {
                message = Message("GT102.unset", ["silence": silence])
            } else if empty {
                message = Message("GT102.empty", ["property": property, "written": written])
            } else if case .string = value {
                message = Message("GT102.soundFile", ["property": property, "written": written, "silence": silence])
            } else {
                message = Message("GT102.asIs", ["property": property, "written": written, "silence": silence])
            }
        }
        let fix = context.setFix(.sound, to: "\"\(APNPayload.silenceSound)\"")
        return [context.finding(Self.self, at: context.offset(of: .sound), message, fix: fix)]
    }

    /// v2 sends no default sound: only a sound that is there and not the silence string plays.
    func checkV2(_ context: RuleContext) -> [Finding] {
        let field = Message.Argument.verbatim(V2Field.sound.label)
        let silence = Message.Argument.verbatim(APNPayload.silenceSound)
        let message: Message
        switch context.value(v2: .sound) {
        case nil, .null?, .string(Array(APNPayload.silenceSound.utf8))?:
            return []
        case .unknown(let unknown)?:
            message = Message("GT102.v2.unknown", ["name": .verbatim(KindAnalysis.name(unknown)), "silence": silence, "field": field, "written": .message(context.writtenMessage(v2: .sound))])
        default:
            message = Message("GT102.v2.sound", ["field": field, "written": .message(context.writtenMessage(v2: .sound)), "silence": silence])
        }
        return [context.finding(Self.self, at: context.offset(v2: .sound), message, fix: context.setFix(v2: .sound, to: "\"\(APNPayload.silenceSound)\""))]
    }
}

extension SilentSoundRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT102.unknown": "if %{name} is anything but `%{silence}`: %{property} is %{written}, and the phone plays that sound file or the default ding",
            "GT102.unset": "sound is not set, so the SDK sends \"default\" and the phone plays the default ding; a silent push needs \"%{silence}\"",
            "GT102.empty": "%{property} is %{written}, which the SDK sends as \"default\": the phone plays the default ding",
            "GT102.soundFile": "%{property} is %{written}, so the phone plays that sound file if the app bundles it, else the default ding; a silent push needs \"%{silence}\"",
            "GT102.asIs": "%{property} is %{written}, which the SDK sends as is: the phone plays the default ding; a silent push needs \"%{silence}\"",
            "GT102.v2.unknown": "if %{name} is anything but `%{silence}` or null: `%{field}` is %{written}, and the phone plays that sound file or the default sound",
            "GT102.v2.sound": "`%{field}` is %{written}, so the phone plays that sound file if the app bundles it, else the default sound; a silent push sends no sound, or \"%{silence}\"",
        ],
        chinese: [
            "rule.GT102.summary": "本应是静默推送，却会播放声音：sound 不是精确的 com.gexin.ios.silence。",
            "GT102.unknown": "如果 %{name} 不是 `%{silence}`：%{property} 为 %{written}，手机会播放该声音文件或默认提示音",
            "GT102.unset": "没有设置 sound，SDK 会发送 \"default\"，手机播放默认提示音；静默推送需要 \"%{silence}\"",
            "GT102.empty": "%{property} 为 %{written}，SDK 会按 \"default\" 发送：手机播放默认提示音",
            "GT102.soundFile": "%{property} 为 %{written}，应用内有这个声音文件时手机播放它，否则播放默认提示音；静默推送需要 \"%{silence}\"",
            "GT102.asIs": "%{property} 为 %{written}，SDK 原样发送：手机播放默认提示音；静默推送需要 \"%{silence}\"",
            "GT102.v2.unknown": "如果 %{name} 不是 `%{silence}` 也不是 null：`%{field}` 为 %{written}，手机会播放该声音文件或默认提示音",
            "GT102.v2.sound": "`%{field}` 为 %{written}，应用内有这个声音文件时手机播放它，否则播放默认提示音；静默推送不发送 sound，或发送 \"%{silence}\"",
        ]
    )
}
