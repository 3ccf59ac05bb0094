import GeTuiModel
import PHPSyntax
import PushAnalysis

/// Reads the payload's own statements back from the source: the variable name, and where a new
/// statement can go.
enum PayloadSource {
    /// `$apn`: from `$x->field = …` statements, else from `$x = new IGtAPNPayload` on the creation line.
    static func variable(_ record: PayloadRecord) -> String {
        for origin in statements(record) {
            if let name = leadingVariable(record.file.bytes[origin.start..<origin.end]) { return name }
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
            // Only the text before the first `=` is read, as bytes: a statement's whole text as a
            // String, searched by Characters, cost more than the rest of the rules.
            let statement = file.bytes[origin.start..<origin.end]
            guard statement.first == UInt8(ascii: "$"), let equals = statement.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let parts = String(decoding: statement[..<equals], as: UTF8.self).arrowSeparatedParts.map(\.trimmingHorizontalSpace)
            guard parts.count > 2 else { continue }
            let holder = parts.dropLast().joined(separator: "->")
            if !holders.contains(holder) { holders.append(holder) }
        }
        return holders
    }

    /// v2: the variables that hold the request and its parts (`$push`, `$ios`, `$aps`), read from
    /// the lines that create them, in the body's order.
    static func v2Holders(_ record: PayloadRecord) -> [String] {
        guard let push = record.v2 else { return [] }
        let file = record.file
        var holders: [String] = []
        let creations = push.origins.objects.sorted { $0.key.count < $1.key.count }.compactMap { record.heap.creations[$0.value.id] } + [record.creation]
        for creation in creations where creation.start <= file.bytes.count {
            let lineStart = file.lineStarts[file.location(of: creation.start).line - 1]
            let prefix = String(decoding: file.bytes[lineStart..<creation.start], as: UTF8.self).trimmingHorizontalSpace
            guard prefix.hasSuffix("="), let name = leadingVariable(prefix) ?? leadingVariable(String(prefix.dropLast()).trimmingHorizontalSpace) else { continue }
            if !holders.contains(name) { holders.append(name) }
        }
        return holders
    }

    /// `$template` in `$template->set_apnInfo($apn)`, when a template took the payload.
    static func templateVariable(_ record: PayloadRecord) -> String? {
        guard let call = record.submission, call.statement.end <= record.file.bytes.count else { return nil }
        return leadingVariable(record.file.bytes[call.statement.start..<call.statement.end])
    }

    /// The `$name` a statement starts with.
    static func leadingVariable(_ text: String) -> String? {
        leadingVariable(ArraySlice(text.utf8))
    }

    /// The same on bytes, read only as far as the name goes, as PHP's lexer reads a name.
    static func leadingVariable(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.first == UInt8(ascii: "$") else { return nil }
        let start = bytes.startIndex
        var end = start + 1
        while end < bytes.endIndex, ByteClass.isLabelByte(bytes[end]) { end += 1 }
        guard end > start + 1 else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Statements that write the payload, in source order, within its file.
    static func statements(_ record: PayloadRecord) -> [SourceRange] {
        if let push = record.v2 {
            let size = record.file.bytes.count
            return Set(push.origins.byPath.values.map(\.statement)).filter { $0.end <= size }.sorted()
        }
        var ranges = APNPayload.Field.allCases.compactMap { record.payload[$0].origin?.statement }
        ranges += record.payload.customMessageCalls.compactMap { $0.origin?.statement }
        ranges += record.payload.multiMedias.compactMap { $0.origin?.statement }
        let size = record.file.bytes.count
        return ranges.filter { $0.end <= size && $0.start >= record.creation.start }.sorted()
    }

    /// A new line holding `statement`, after the payload's last field statement (or its creation),
    /// with that line's indentation and line ending.
    static func insertion(_ record: PayloadRecord, statement: String) -> TextEdit? {
        let bytes = record.file.bytes
        let anchor = statements(record).filter { leadingVariable(bytes[$0.start..<$0.end]) != nil }.last ?? record.creation
        return SourceEdits.insertingLine(statement, after: anchor, in: record.file)
    }
}
