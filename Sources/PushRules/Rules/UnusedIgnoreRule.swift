import PHPSyntax
import PushAnalysis

/// GT005: an ignore comment, a `gtpush: disable` comment or a baseline entry that silenced
/// nothing in this run: the finding it was written for is fixed, moved or was never there, and
/// the comment would silence the next real one unseen (PHPStan's `reportUnmatchedIgnoredErrors`).
/// Runs that see only part of the code (`--function`) do not judge them.
public struct UnusedIgnoreRule: PushRule {
    public static let id = "GT005"
    public static let name = "unused-ignore"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "An ignore comment, a `gtpush: disable` comment or a baseline entry silences nothing: the finding it was written for is gone."
    public static let triggeringExamples = [
        "<?php\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"com.gexin.ios.silence\"; // ↓gtpush-ignore GT107\n$apn->badge = 1;\n",
        "<?php\n// ↓gtpush: disable GT105\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"ding.caf\";\n$apn->badge = 1;\n// gtpush-ignore-file GT107\n",
        "<?php\n// ↓gtpush-ignore-file GT302\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->badge = 1;\n",
    ]
    public static let nonTriggeringExamples = [
        "<?php\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"ding.caf\"; // gtpush-ignore GT107\n$apn->badge = 1;\n",
        "<?php\n// gtpush: disable GT107\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"ding.caf\";\n$apn->badge = 1;\n",
    ]
    public init() {}

    /// Comes from the comments and the baseline, once every finding has been through them.
    public func check(_ context: RuleContext) -> [Finding] { [] }

    /// The rules whose ignores are never judged: GT003 and GT005 are about the comments
    /// themselves, and GT004 is said once per tree, wherever the comment stands.
    static let neverJudged: Set<String> = ["GT003", "GT004", id]

    /// GT005 for each known id of `file`'s ignore and disable comments that silenced nothing;
    /// `silenced` says whether the comment with its marker at an offset silenced an id.
    static func findings(in file: SourceFile, _ directives: [CommentDirective], skipping: Set<String>,
                         silenced: (_ marker: Int, _ id: String) -> Bool) -> [Finding] {
        var findings: [Finding] = []
        for directive in directives where [.ignore, .ignoreFile, .disable].contains(directive.kind) {
            let comment = UnknownDirectiveRule.marker(directive.kind)
            var seen: Set<String> = []
            for word in directive.words {
                let id = word.uppercased()
                guard RuleIDs.isKnown(id), !skipping.contains(id), !neverJudged.contains(id), seen.insert(id).inserted,
                      !silenced(directive.range.start, id) else { continue }
                let key = switch directive.kind {
                case .ignoreFile: "GT005.file"
                case .disable: "GT005.disable"
                default: directive.standsAlone ? "GT005.lineOrNext" : "GT005.line"
                }
                findings.append(Finding(rule: Self.id, severity: severity, file: file, offset: directive.range.start,
                                        Message(key, ["comment": .verbatim("`\(comment)`"), "id": .verbatim(id)])))
            }
        }
        return findings
    }

    /// GT005 for a baseline entry no finding of the run matched, at its line in the baseline
    /// (`baseline`, as messages name it).
    public static func baselineFinding(_ baseline: String, line: Int, column: Int, rule: String, file: String, code: String, count: Int) -> Finding {
        // The file's bytes are not kept: the place is given, and the line orders the entries.
        var finding = Finding(rule: id, severity: severity, file: SourceFile(path: baseline, bytes: []), offset: line,
                              Message(count == 1 ? "GT005.baseline.one" : "GT005.baseline.other",
                                      ["rule": .verbatim(rule), "file": .verbatim(file), "code": .verbatim(code), "count": .number(count), "baseline": .verbatim(baseline)]))
        finding.reportedLocation = SourceLocation(line: line, column: column)
        return finding
    }
}

extension UnusedIgnoreRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT005.line": "%{comment} names %{id}, and no %{id} finding is on its line: it silences nothing; remove %{id} from it",
            "GT005.lineOrNext": "%{comment} names %{id}, and no %{id} finding is on its line or the next: it silences nothing; remove %{id} from it",
            "GT005.file": "%{comment} names %{id}, and no %{id} finding is in the file: it silences nothing; remove %{id} from it",
            "GT005.disable": "%{comment} names %{id}, and the payload has no %{id} finding: it silences nothing; remove %{id} from it",
            "GT005.baseline.one": "the baseline entry %{rule} in %{file} (`%{code}`) matches no finding: fixed, changed or gone; drop it with --generate-baseline %{baseline}",
            "GT005.baseline.other": "%{count} findings of the baseline entry %{rule} in %{file} (`%{code}`) match nothing: fixed, changed or gone; drop them with --generate-baseline %{baseline}",
        ],
        chinese: [
            "rule.GT005.summary": "忽略注释、`gtpush: disable` 注释或基线条目什么也没有屏蔽：它针对的问题已经不在了。",
            "GT005.line": "%{comment} 写了 %{id}，但这一行没有 %{id} 的问题：它什么也没有屏蔽；请把 %{id} 从中删掉",
            "GT005.lineOrNext": "%{comment} 写了 %{id}，但这一行和下一行都没有 %{id} 的问题：它什么也没有屏蔽；请把 %{id} 从中删掉",
            "GT005.file": "%{comment} 写了 %{id}，但文件中没有 %{id} 的问题：它什么也没有屏蔽；请把 %{id} 从中删掉",
            "GT005.disable": "%{comment} 写了 %{id}，但这个推送没有 %{id} 的问题：它什么也没有屏蔽；请把 %{id} 从中删掉",
            "GT005.baseline.one": "基线条目 %{rule}（%{file}，`%{code}`）没有匹配任何问题：已修复、已改动或已删除；请用 --generate-baseline %{baseline} 去掉它",
            "GT005.baseline.other": "基线条目 %{rule}（%{file}，`%{code}`）中有 %{count} 个问题没有匹配：已修复、已改动或已删除；请用 --generate-baseline %{baseline} 去掉它们",
        ]
    )
}
