import Foundation
import GeTuiModel
import PHPSyntax
import PushAnalysis

/// Reads the payload's own statements back from the source: the variable name, and where a new
/// statement can go.
enum PayloadSource {
    /// `$apn`: from `$x->field = …` statements, else from `$x = new IGtAPNPayload` on the creation line.
    static func variable(_ record: PayloadRecord) -> String {
        for origin in statements(record) {
            if let name = leadingVariable(record.file.string(origin)) { return name }
        }
        let bytes = record.file.bytes
        let lineStart = record.file.lineStarts[record.file.location(of: record.creation.start).line - 1]
        let prefix = String(decoding: bytes[lineStart..<min(record.creation.start, bytes.count)], as: UTF8.self)
        if let name = leadingVariable(prefix.trimmingHorizontalSpace) { return name }
        return "$apn"
    }

    /// `$this->silentApn` in `$this->silentApn->sound = …`: the properties that hold the payload
    /// when its statements write through an object.
    static func propertyHolders(_ record: PayloadRecord) -> [String] {
        var holders: [String] = []
        // `$this->silentApn = new IGtAPNPayload()`: the creation line names the holder itself.
        let file = record.file
        let lineStart = file.lineStarts[file.location(of: record.creation.start).line - 1]
        let creationPrefix = String(decoding: file.bytes[lineStart..<min(record.creation.start, file.bytes.count)], as: UTF8.self)
            .trimmingHorizontalSpace
        if creationPrefix.hasPrefix("$"), creationPrefix.hasSuffix("="), creationPrefix.contains("->") {
            holders.append(creationPrefix.dropLast().trimmingHorizontalSpace)
        }
        for origin in statements(record) {
            let text = file.string(origin)
            // The first `=` byte: a search by Characters cost thousands of instructions a statement.
            guard text.hasPrefix("$"), let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let parts = text[..<equals].arrowSeparatedParts.map(\.trimmingHorizontalSpace)
            guard parts.count > 2 else { continue }
            let holder = parts.dropLast().joined(separator: "->")
            if !holders.contains(holder) { holders.append(holder) }
        }
        return holders
    }

    /// `$template` in `$template->set_apnInfo($apn)`, when a template took the payload.
    static func templateVariable(_ record: PayloadRecord) -> String? {
        guard let call = record.submission, call.statement.end <= record.file.bytes.count else { return nil }
        return leadingVariable(record.file.string(call.statement))
    }

    /// The `$name` a statement starts with, when it is followed by `->` or `=`.
    static func leadingVariable(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "$" else { return nil }
        var end = 1
        while end < scalars.count, scalars[end] == "_" || scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end]) || scalars[end].value >= 0x80 {
            end += 1
        }
        guard end > 1 else { return nil }
        return String(String.UnicodeScalarView(scalars[0..<end]))
    }

    /// Statements that write the payload, in source order, within its file.
    static func statements(_ record: PayloadRecord) -> [SourceRange] {
        var ranges = APNPayload.Field.allCases.compactMap { record.payload[$0].origin?.statement }
        ranges += record.payload.customMessageCalls.compactMap { $0.origin?.statement }
        ranges += record.payload.multiMedias.compactMap { $0.origin?.statement }
        let size = record.file.bytes.count
        return ranges.filter { $0.end <= size && $0.start >= record.creation.start }.sorted()
    }

    /// A new line holding `statement`, after the payload's last field statement (or its creation),
    /// with that line's indentation and line ending.
    static func insertion(_ record: PayloadRecord, statement: String) -> TextEdit? {
        let file = record.file
        let bytes = file.bytes
        let anchorRange = statements(record).filter { leadingVariable(file.string($0)) != nil }.last ?? record.creation
        let anchor = anchorRange.end
        guard anchor <= bytes.count else { return nil }
        let indent = file.indentation(ofLineAt: anchorRange.start)
        let eol = file.lineEnding(ofLineAt: anchor)
        let next = file.startOfNextLine(after: anchor)
        let text = Array(statement.utf8)
        if next == bytes.count, bytes.last != 10, bytes.last != 13 {
            // Last line without a line ending: start a new line with the file's usual ending.
            return TextEdit(range: SourceRange(start: bytes.count, end: bytes.count), replacement: eol + indent + text)
        }
        return TextEdit(range: SourceRange(start: next, end: next), replacement: indent + text + eol)
    }
}
