import GeTuiModel
import PHPSyntax
import PushAnalysis

/// GT202's fix for a payload not meant to be silent: the SDK calls `get_alertMsg()` on alertMsg,
/// so a bare string must become a `SimpleAlertMsg` holding it. PHP cannot build and fill an object
/// in one expression, so two statements go just before the assignment (same indentation and line
/// ending) and the right-hand side becomes the new object; the text itself is kept as written.
public enum SimpleAlertWrap {
    public static func fix(_ record: PayloadRecord) -> Fix? {
        guard let origin = record.payload[.alertMsg].origin, let value = origin.value else { return nil }
        let file = record.file
        let statement = origin.statement
        guard statement.start < value.start, value.end <= file.bytes.count else { return nil }
        let name = freshName("$simpleAlert", in: file.bytes)
        guard let inserted = SourceEdits.insertingLines([Array("\(name) = new SimpleAlertMsg();".utf8),
                                                         Array("\(name)->alertMsg = ".utf8) + file.text(value) + [UInt8(ascii: ";")]],
                                                        before: statement, in: file) else { return nil }
        let text = origin.expressionText ?? file.string(value)
        let summary = Message("fix.wrap", ["target": .verbatim("\(PayloadSource.variable(record))->alertMsg"), "code": .verbatim(text)])
        return Fix(edits: [inserted, TextEdit(range: value, replacement: Array(name.utf8))], summary: summary)
    }

    /// `$simpleAlert`, or `$simpleAlert2`… when the file already uses that name (as a prefix too,
    /// so `$simpleAlertX` is never shadowed by accident).
    static func freshName(_ base: String, in bytes: [UInt8]) -> String {
        var candidate = base
        var number = 2
        while contains(bytes, Array(candidate.utf8)) {
            candidate = base + String(number)
            number += 1
        }
        return candidate
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
