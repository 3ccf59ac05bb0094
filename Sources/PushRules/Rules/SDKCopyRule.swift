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
