import PHPSyntax
import PushAnalysis

/// GT306: a file that builds a v2 push from which no payload was followed. `check` never passes
/// code it did not read: a silent zero is what made v2 code pass before gtpush knew v2.
public struct UnanalysedPushRule: NoteDrivenRule {
    public static let id = "GT306"
    public static let name = "unanalysed-push"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A file builds GeTui v2 pushes (new GTPushRequest, GTIos, GTAps, … or a push_channel or aps array) and no payload could be followed from it; the message says what stopped the analysis."
    public static let triggeringExamples = [
        "<?php\nRoute::post('/sync', function ($cid) {\n    $push = ↓new GTPushRequest();\n    $push->setCid($cid);\n    return $push;\n});\n",
        "<?php\nRoute::post('/wake', function () {\n    $body = [↓'aps' => ['content-available' => 1]];\n    return $body;\n});\n",
    ]
    public static let nonTriggeringExamples = [
        Examples.v2Silent(), "<?php\n$audience = new GTAudienceRequest();\n$audience->setCidList([\"c1\"]);\n",
        // A form's validation rules: a push_channel that holds a string is no request's.
        "<?php\nclass NoticeRequest {\n    public function rules() {\n        return ['push_channel' => 'sometimes|boolean'];\n    }\n}\n",
    ]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] { [] }

    public static func finding(_ note: AnalysisNote) -> Finding? {
        guard case .unfollowedPush = note.kind else { return nil }
        return Finding(rule: id, severity: severity, file: note.file, offset: note.range.start, note.localized)
    }
}

extension UnanalysedPushRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT306.unfollowed": "this file builds a push (`%{what}`), but gtpush followed no payload from it: the code is not reached from any function or script it runs; check does not pass code it has not read",
            "GT306.unfollowedBecause": "this file builds a push (`%{what}`), but gtpush followed no payload from it: %{why}; check does not pass code it has not read",
        ],
        chinese: [
            "rule.GT306.summary": "文件构建了个推 v2 推送（new GTPushRequest、GTIos、GTAps…… 或 push_channel、aps 数组），却没有跟踪到任何推送；诊断信息说明分析在哪里停下。",
            "GT306.unfollowed": "这个文件构建了推送（`%{what}`），但 gtpush 没有从中跟踪到任何推送：它运行的函数和脚本都到达不了这段代码；check 不会放过没有读过的代码",
            "GT306.unfollowedBecause": "这个文件构建了推送（`%{what}`），但 gtpush 没有从中跟踪到任何推送：%{why}；check 不会放过没有读过的代码",
        ]
    )
}
