import PHPSyntax

/// GT002: a file that cannot be read (an error, exit 2), or that is not UTF-8 text PHP would read
/// as the developer sees it (a warning: binary, UTF-16, UTF-32). Reported by the loader; this type
/// holds the documentation.
public struct UnreadableFileRule: PushRule {
    public static let id = "GT002"
    public static let name = "unreadable"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A file cannot be read (error), or is binary, UTF-16 or UTF-32 text that PHP would read as bytes (warning: convert it to UTF-8)."
    /// A NUL byte: PHP source never holds one, so the file is taken for binary (a warning).
    /// A NUL before any `<?php` tag: an image or other binary named `.php` (after a tag, PHP
    /// reads a NUL as part of the code, and so does gtpush).
    public static let triggeringExamples = ["\u{89}PNG\r\n\u{1A}\n\0\0\0\rIHDR<?php\n"]
    public static let nonTriggeringExamples = ["<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n"]
    public init() {}

    /// Reported by the loader, not by a look at a payload.
    public func check(_ context: RuleContext) -> [Finding] { [] }
}

extension UnreadableFileRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [:],
        chinese: [
            "rule.GT002.summary": "文件无法读取（错误），或是二进制、UTF-16、UTF-32 文本，PHP 会按字节读取（警告：请转换为 UTF-8）。",
        ]
    )
}
