import Foundation
import PushAnalysis

/// The docblock of the function or method that builds a payload (RULES.md Intent 1: a
/// `gtpush: silent` there declares every payload the function builds).
enum FunctionDocblock {
    static let modifiers: Set<String> = ["public", "protected", "private", "static", "final", "abstract"]

    /// The `/** … */` right above `function NAME(` (modifiers between allowed), in the payload's
    /// file, before its creation.
    static func text(_ record: PayloadRecord) -> String? {
        guard let name = record.function, record.creation.start <= record.file.bytes.count else { return nil }
        let source = String(decoding: record.file.bytes[..<record.creation.start], as: UTF8.self)
        let pattern = "function\\s+&?\\s*" + NSRegularExpression.escapedPattern(for: name) + "\\s*\\("
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]),
              let match = regex.matches(in: source, range: NSRange(source.startIndex..., in: source)).last,
              let range = Range(match.range, in: source) else { return nil }
        var before = source[..<range.lowerBound]
        while true {
            before = before.reversed().drop { $0.isWhitespace }.reversed().reduce(into: Substring()) { $0.append($1) }
            guard let word = before.split(whereSeparator: { $0.isWhitespace }).last, modifiers.contains(word.lowercased()),
                  before.hasSuffix(word) else { break }
            before = before.dropLast(word.count)
        }
        guard before.hasSuffix("*/"), let open = before.range(of: "/**", options: .backwards) else { return nil }
        return String(before[open.lowerBound...])
    }

    /// The intent word of a `gtpush: silent|normal|mixed` line in the docblock.
    static func declaredIntent(_ record: PayloadRecord) -> Intent? {
        guard let docblock = text(record), let marker = docblock.range(of: "gtpush:") else { return nil }
        let word = docblock[marker.upperBound...].split(whereSeparator: { $0.isWhitespace || $0 == "*" }).first.map { $0.lowercased() }
        return word.flatMap(Intent.init(rawValue:))
    }
}
