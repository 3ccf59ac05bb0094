import PHPSyntax
import PushAnalysis

/// GT004: files that declare the SDK's own classes are GeTui's SDK, copied into the tree; they
/// are skipped, and said once per run.
public struct SDKCopyRule: PushRule {
    public static let id = "GT004"
    public static let name = "sdk-copy"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A file that declares the SDK's own classes is a copy of GeTui's SDK: skipped as the SDK, not analysed as your code."
    public static let triggeringExamples = [
        "↓<?php\nclass IGtAPNPayload\n{\n    public $sound = \"default\";\n}\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n",
    ]
    public static let nonTriggeringExamples = [Examples.silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] { [] }

    /// One note for the tree: the first copy, and how many files were skipped.
    static func finding(_ copies: [(file: SourceFile, className: String)]) -> Finding? {
        guard let first = copies.min(by: { $0.file.path < $1.file.path }) else { return nil }
        let others = Set(copies.map(\.file.path)).count - 1
        let more = others == 0 ? Message("empty") : Message(others == 1 ? "GT004.more.one" : "GT004.more.other", ["count": .number(others)])
        return Finding(rule: id, severity: severity, file: first.file, offset: 0,
                       Message("GT004.copy", ["class": .verbatim(first.className), "more": .message(more)]))
    }
}

extension SDKCopyRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT004.copy": "this file declares the GeTui SDK's own `%{class}`: skipped as SDK, not user code%{more}",
            "GT004.more.one": " (and %{count} more file like it)",
            "GT004.more.other": " (and %{count} more files like it)",
        ],
        chinese: [
            "rule.GT004.summary": "声明了 SDK 自身类的文件是个推 SDK 的副本：作为 SDK 跳过，不当作你的代码分析。",
            "GT004.copy": "这个文件声明了个推 SDK 自己的 `%{class}`：作为 SDK 跳过，不当作用户代码%{more}",
            "GT004.more.one": "（还有 %{count} 个类似的文件）",
            "GT004.more.other": "（还有 %{count} 个类似的文件）",
        ]
    )
}
