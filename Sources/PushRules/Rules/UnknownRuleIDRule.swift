import PHPSyntax

/// GT003: an ignore or disable comment names a rule that does not exist, so it silences nothing.
public struct UnknownRuleIDRule: PushRule {
    public static let id = "GT003"
    public static let name = "unknown-rule-id"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "An ignore or disable comment names a rule id that does not exist: it silences nothing."
    public static let triggeringExamples = [
        "<?php\n// gtpush: disable GT999\n$apn = ↓new IGtAPNPayload();\n",
        "<?php\n$apn = new IGtAPNPayload(); // ↓gtpush-ignore GT998\n",
        "<?php\n// ↓gtpush-ignore-file GT997\n$apn = new IGtAPNPayload();\n",
    ]
    public static let nonTriggeringExamples = ["<?php\n// gtpush: disable GT104\n$apn = new IGtAPNPayload();\n"]
    public init() {}

    /// Comes from the comments, read by the engine's ignore index and directive reader.
    public func check(_ context: RuleContext) -> [Finding] { [] }

    static func finding(_ ruleID: String, in comment: String, file: SourceFile, offset: Int, dedupeKey: String?) -> Finding {
        Finding(rule: id, severity: severity, file: file, offset: offset,
                Message("GT003.unknown", ["comment": .verbatim(comment), "id": .verbatim(ruleID)]), dedupeKey: dedupeKey)
    }
}
