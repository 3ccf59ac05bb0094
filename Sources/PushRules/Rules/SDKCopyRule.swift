import PHPSyntax
import PushAnalysis

/// GT004: a file that declares the SDK's own classes is a vendored SDK copy, not user code: its
/// payloads (`set_pushInfo`'s body, demo helpers) are skipped, once noted for the whole tree.
public struct SDKCopyRule: PushRule {
    public static let id = "GT004"
    public static let name = "sdk-copy"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A file declares the GeTui SDK's own classes: it is skipped as SDK, not user code (noted once per tree)."
    public static let triggeringExamples = [
        "<?php\nclass IGtBaseTemplate {\n    function set_pushInfo($sound) {\n        $apn = new IGtAPNPayload();\n        $apn->sound = $sound;\n        $apn->contentAvailable = 1;\n        return $apn;\n    }\n}\n",
    ]
    public static let nonTriggeringExamples = [Examples.normal(), "<?php\nclass MyPayload extends IGtAPNPayload {}\n$apn = new MyPayload();\n"]
    public init() {}

    /// Comes from the files, which the engine sorts into SDK copies and user code.
    public func check(_ context: RuleContext) -> [Finding] { [] }

    /// The SDK classes whose declaration marks a file as a copy of the SDK.
    static let classes = ["IGtAPNPayload", "IGtBaseTemplate", "DictionaryAlertMsg", "SimpleAlertMsg", "IGtMultiMedia"]

    /// The first SDK class the file declares, or nil for user code.
    static func declaredClass(_ file: SourceFile) -> String? {
        guard ByteSearch.containsIgnoringCase(file.bytes, "class ") else { return nil }
        return classes.first { ByteSearch.containsIgnoringCase(file.bytes, "class \($0) ") || ByteSearch.containsIgnoringCase(file.bytes, "class \($0)\n") || ByteSearch.containsIgnoringCase(file.bytes, "class \($0){") || ByteSearch.containsIgnoringCase(file.bytes, "class \($0)\r") }
    }

    /// One note for the tree: the first copy, and how many files were skipped.
    static func finding(_ copies: [(file: SourceFile, className: String)]) -> Finding? {
        guard let first = copies.first else { return nil }
        let others = copies.count - 1
        let more = others == 0 ? "" : " (and \(others) more file\(others == 1 ? "" : "s") like it)"
        return Finding(rule: id, severity: severity, file: first.file, offset: 0,
                       message: "this file declares the GeTui SDK's own `\(first.className)`: skipped as SDK, not user code\(more)")
    }
}
