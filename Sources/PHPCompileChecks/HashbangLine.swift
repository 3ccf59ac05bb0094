import PHPSyntax

extension StmtNode {
    /// The `#!…` line that opens a script: PHP skips it, so it is no statement before others.
    var isHashbangLine: Bool {
        guard range.start == 0, case .inlineHTML(let html) = kind, case let text = html.bytes, text.count >= 2, text[0] == UInt8(ascii: "#"), text[1] == UInt8(ascii: "!") else { return false }
        return text.firstIndex(of: UInt8(ascii: "\n")).map { $0 == text.count - 1 } ?? true
    }
}
