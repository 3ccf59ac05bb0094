import PHPSyntax
import PushAnalysis

/// GT003: a `gtpush` comment says nothing gtpush knows: an ignore or disable comment names a rule
/// that does not exist, so it silences nothing, or a `gtpush:` comment's word is no intent, so the
/// payload below it is judged as undeclared (`gtpush: slient` turned the documents' broken silent
/// push's errors into an undeclared-mixed warning). On the command line and in `gtpush.json` the
/// same words are usage errors.
public struct UnknownDirectiveRule: PushRule {
    public static let id = "GT003"
    public static let name = "unknown-directive"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A gtpush comment names a rule id that does not exist, or a word that is no intent: it silences or declares nothing."
    public static let triggeringExamples = [
        "<?php\n// ↓gtpush: disable GT999\n$apn = new IGtAPNPayload();\n",
        "<?php\n$apn = new IGtAPNPayload(); // ↓gtpush-ignore GT998\n",
        "<?php\n// ↓gtpush-ignore-file GT997\n$apn = new IGtAPNPayload();\n",
        "<?php\n$apn = new IGtAPNPayload(); // ↓gtpush: slient\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n",
    ]
    public static let nonTriggeringExamples = [
        "<?php\n// gtpush: disable GT104\n$apn = new IGtAPNPayload();\n",
        "<?php\n$apn = new IGtAPNPayload(); // gtpush: 静默\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n",
    ]
    public init() {}

    /// Comes from the comments, which the engine reads once per file.
    public func check(_ context: RuleContext) -> [Finding] { [] }

    /// The words a `gtpush:` comment may begin with besides an intent, for "did you mean".
    static let otherWords = ["disable", "no-swift"]

    /// Every GT003 of one file's directives. A comment that names GT003 itself
    /// (`gtpush: disable GT003 GT999`) says it knows.
    static func findings(in file: SourceFile, _ directives: [CommentDirective]) -> [Finding] {
        var findings: [Finding] = []
        for directive in directives where !directive.words.contains(where: { $0.uppercased() == id }) {
            let offset = directive.range.start
            switch directive.kind {
            case .intent:
                guard let word = directive.words.first else {
                    findings.append(Finding(rule: id, severity: severity, file: file, offset: offset, Message("GT003.intentEmpty")))
                    continue
                }
                guard Intent(word: word) == nil else { continue }
                let meant = EditDistance.nearest(word, among: Intent.words.map(\.word) + otherWords)
                findings.append(Finding(rule: id, severity: severity, file: file, offset: offset,
                                        Message("GT003.intent", ["word": .verbatim(word), "meant": .message(.didYouMean(meant))])))
            case .ignore, .ignoreFile, .disable:
                let comment = "`\(marker(directive.kind))`"
                guard !directive.words.isEmpty else {
                    findings.append(Finding(rule: id, severity: severity, file: file, offset: offset, Message("GT003.noID", ["comment": .verbatim(comment)])))
                    continue
                }
                for word in directive.words where !RuleIDs.isKnown(word) {
                    findings.append(Finding(rule: id, severity: severity, file: file, offset: offset,
                                            Message("GT003.unknown", ["comment": .verbatim(comment), "id": .verbatim(word), "meant": .message(.didYouMean(RuleIDs.meant(word)))])))
                }
            case .noSwift:
                break
            }
        }
        return findings
    }

    /// How the comment is written, for messages: `gtpush-ignore`, `gtpush: disable`.
    static func marker(_ kind: CommentDirective.Kind) -> String {
        switch kind {
        case .intent: "gtpush:"
        case .disable: "gtpush: disable"
        case .noSwift: "gtpush: no-swift"
        case .ignore: "gtpush-ignore"
        case .ignoreFile: "gtpush-ignore-file"
        }
    }
}

extension UnknownDirectiveRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT003.unknown": "%{comment} names `%{id}`, which is not a gtpush rule%{meant}, so it silences nothing",
            "GT003.noID": "%{comment} names no rule id (GTnnn), so it silences nothing",
            "GT003.intent": "`gtpush: %{word}` declares nothing%{meant}: the words are silent, normal, mixed (静默, 普通, 混合), `disable GTnnn` and `no-swift`, so the payload here is judged as undeclared",
            "GT003.intentEmpty": "`gtpush:` with no word declares nothing: the words are silent, normal, mixed (静默, 普通, 混合), `disable GTnnn` and `no-swift`",
        ],
        chinese: [
            "rule.GT003.summary": "gtpush 注释写了不存在的规则编号，或者不是意图的词：它什么也屏蔽不了，也什么都没有声明。",
            "GT003.unknown": "%{comment} 写了 `%{id}`，它不是 gtpush 的规则%{meant}，什么也屏蔽不了",
            "GT003.noID": "%{comment} 没有写规则编号（GTnnn），什么也屏蔽不了",
            "GT003.intent": "`gtpush: %{word}` 什么也没有声明%{meant}：可用的词是 silent、normal、mixed（静默、普通、混合）、`disable GTnnn` 和 `no-swift`，所以这里的推送按未声明意图来判断",
            "GT003.intentEmpty": "后面没有词的 `gtpush:` 什么也没有声明：可用的词是 silent、normal、mixed（静默、普通、混合）、`disable GTnnn` 和 `no-swift`",
        ]
    )
}
