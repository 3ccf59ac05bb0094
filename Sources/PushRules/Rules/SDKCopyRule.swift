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
        "<?php\nclass IGtAPNPayload\n{\n    public $sound = \"default\";\n}\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n",
    ]
    public static let nonTriggeringExamples = [Examples.silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] { [] }

    /// One note at the first copy, naming how many there are.
    static func finding(_ copies: [SourceFile]) -> Finding? {
        guard let first = copies.min(by: { $0.path < $1.path }) else { return nil }
        let others = copies.count - 1
        let also = others == 0 ? "" : " (and \(others) other file\(others == 1 ? "" : "s") like it)"
        return Finding(rule: id, severity: severity, file: first, offset: 0,
                       message: "this file\(also) declares GeTui SDK classes: it is a copy of the SDK, skipped rather than checked as your code; gtpush models the SDK itself")
    }
}
