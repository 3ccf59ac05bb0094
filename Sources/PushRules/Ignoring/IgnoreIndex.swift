import PHPSyntax
import Platform

/// `// gtpush-ignore GTnnn[,GTmmm]` (end of a line, or alone on the line above) and
/// `// gtpush-ignore-file GTnnn`, read once per file as findings ask.
final class IgnoreIndex {
    private var files: [String: IgnoreComments] = [:]
    /// GT003 for unknown ids in the ignore comments of the files read so far.
    private(set) var unknownRuleFindings: [Finding] = []

    /// False when an ignore comment silences the finding's rule on its line or in its file.
    func allows(_ finding: Finding) -> Bool {
        let comments = comments(finding.file)
        let id = finding.rule
        if comments.file.contains(id) { return false }
        return !(comments.lines[finding.location.line]?.contains(id) ?? false)
    }

    /// Reads a file's ignore comments (and finds their unknown ids) even when nothing asks.
    func read(_ file: SourceFile) { _ = comments(file) }

    private func comments(_ file: SourceFile) -> IgnoreComments {
        if let known = files[file.path] { return known }
        let parsed = IgnoreComments(file)
        files[file.path] = parsed
        unknownRuleFindings += parsed.unknown.map { UnknownRuleIDRule.finding($0.id, in: "`\($0.marker)`", file: file, offset: $0.offset, dedupeKey: nil) }
        return parsed
    }
}

/// The ignore comments of one file.
struct IgnoreComments {
    /// Ids ignored on each line (1-based).
    var lines: [Int: Set<String>] = [:]
    /// Ids ignored in the whole file.
    var file: Set<String> = []
    var unknown: [(id: String, marker: String, offset: Int)] = []

    private static let marker = MultiByteSearch(["gtpush-ignore"])

    init(_ source: SourceFile) {
        let bytes = source.bytes
        guard Self.marker.containsAny(bytes) else { return }
        for (index, start) in source.lineStarts.enumerated() {
            let end = index + 1 < source.lineStarts.count ? source.lineStarts[index + 1] : bytes.count
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            guard let marker = text.range(ofLiteral: "gtpush-ignore") else { continue }
            // Only inside a comment: `//`, `#` or `/*` before the marker on the line.
            let before = text[..<marker.lowerBound]
            guard let opener = ["//", "#", "/*"].compactMap({ before.lastRange(ofLiteral: $0) }).max(by: { $0.lowerBound < $1.lowerBound }) else { continue }
            let wholeFile = text[marker.upperBound...].hasPrefix("-file")
            let rest = text[marker.upperBound...].dropFirst(wholeFile ? 5 : 0)
            let ids = rest.split(whereSeparator: { $0.isWhitespace || $0 == "," }).prefix { $0.uppercased().hasPrefix("GT") }.map { $0.uppercased() }
            let name = wholeFile ? "gtpush-ignore-file" : "gtpush-ignore"
            let offset = start + text[..<marker.lowerBound].utf8.count
            var known: Set<String> = []
            for id in ids {
                if RuleIDs.isKnown(id) { known.insert(id) } else { unknown.append((id, name, offset)) }
            }
            let line = index + 1
            if wholeFile {
                file.formUnion(known)
            } else if before[..<opener.lowerBound].allSatisfy({ $0 == " " || $0 == "\t" }) {
                // Alone on its line: it covers the next line (and itself).
                lines[line, default: []].formUnion(known)
                lines[line + 1, default: []].formUnion(known)
            } else {
                lines[line, default: []].formUnion(known)
            }
        }
    }
}
