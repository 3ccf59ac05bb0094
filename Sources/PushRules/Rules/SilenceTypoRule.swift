import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT601: a sound that is almost the silence string names a sound file no app has.
public struct SilenceTypoRule: PushRule {
    public static let id = "GT601"
    public static let name = "silence-typo"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "The sound is almost com.gexin.ios.silence (com.gexin.ios.silenc, copied from GeTui's own v2 demo): no sound file has that name, so the phone plays the default sound. An error when the push is meant silent, else a warning."
    public static let apis = PushAPI.every
    public static let triggeringExamples = [
        Examples.v2Silent(sound: "com.gexin.ios.silenc", marked: true),
        Examples.payload("$apn->alertMsg = \"\";", "↓$apn->sound = \"com.gexin.ios.Silence\";", "$apn->contentAvailable = 1;", "$apn->badge = 1;"),
    ]
    public static let nonTriggeringExamples = [Examples.v2Silent(), Examples.silent(), Examples.normal("$apn->sound = \"ding.caf\";")]
    /// The exact string, in v1 and v2 code; the fix GT102 makes for a silent push too.
    public static let corrections = [
        Correction("""
            <?php
            $apn = new IGtAPNPayload();
            $apn->alertMsg = "";
            $apn->sound = "com.gexin.ios.silenc";
            $apn->contentAvailable = 1;
            $apn->badge = 1;
            """,
                   """
            <?php
            $apn = new IGtAPNPayload();
            $apn->alertMsg = "";
            $apn->sound = "com.gexin.ios.silence";
            $apn->contentAvailable = 1;
            $apn->badge = 1;
            """),
        Correction("""
            <?php
            function silentPushToCid($cid) {
                $aps = new GTAps();
                $aps->setContentAvailable(1);
                $aps->setSound('com.gexin.ios.silenc');
                $ios = new GTIos();
                $ios->setType("notify");
                $ios->setAps($aps);
                return $ios;
            }
            """,
                   """
            <?php
            function silentPushToCid($cid) {
                $aps = new GTAps();
                $aps->setContentAvailable(1);
                $aps->setSound('com.gexin.ios.silence');
                $ios = new GTIos();
                $ios->setType("notify");
                $ios->setAps($aps);
                return $ios;
            }
            """),
        Correction("""
            <?php
            // gtpush: silent
            $body = [
                "push_channel" => ["ios" => ["type" => "notify", "aps" => ["content-available" => 1, "sound" => "com.gexin.ios.silenc"]]],
            ];
            """,
                   """
            <?php
            // gtpush: silent
            $body = [
                "push_channel" => ["ios" => ["type" => "notify", "aps" => ["content-available" => 1, "sound" => "com.gexin.ios.silence"]]],
            ];
            """),
    ]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let isV1 = context.record.api == .v1
        guard case .string(let bytes)? = isV1 ? context.payload[.sound].value : context.value(v2: .sound),
              Self.isTypo(bytes) else { return [] }
        let message = Message("GT601.typo", ["field": .verbatim(isV1 ? context.property(.sound) : "`\(V2Field.sound.label)`"),
                                             "sound": .verbatim(String(decoding: bytes, as: UTF8.self)), "silence": .verbatim(APNPayload.silenceSound)])
        let severity: Diagnostic.Severity = context.effectiveIntent == .silent ? .error : .warning
        // The exact string, written as GT102 writes it, so the two fixes are one edit.
        let silence = "\"\(APNPayload.silenceSound)\""
        let fix = isV1 ? context.setFix(.sound, to: silence) : context.setFix(v2: .sound, to: silence)
        return [context.finding(Self.self, at: isV1 ? context.offset(of: .sound) : context.offset(v2: .sound), message, fix: fix, severity: severity)]
    }

    /// Within three edits of the silence string, and not it.
    static func isTypo(_ sound: [UInt8]) -> Bool {
        let silence = Array(APNPayload.silenceSound.utf8)
        guard sound != silence, abs(sound.count - silence.count) <= 3 else { return false }
        return EditDistance.bytes(sound, silence) <= 3
    }
}

extension SilenceTypoRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT601.typo": "%{field} is \"%{sound}\", not \"%{silence}\": no sound file has that name, so the phone plays the default sound",
        ],
        chinese: [
            "rule.GT601.summary": "声音几乎是 com.gexin.ios.silence（com.gexin.ios.silenc，来自个推自己的 v2 示例）：没有这个名字的声音文件，手机会播放默认提示音。本应静默时是错误，否则是警告。",
            "GT601.typo": "%{field} 为 \"%{sound}\"，不是 \"%{silence}\"：没有这个名字的声音文件，手机会播放默认提示音",
        ]
    )
}
