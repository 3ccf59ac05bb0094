/// A glob for `--exclude` and `gtpush.json`, read the way `.gitignore` reads them, since that is
/// what PHP teams already write: `*` and `?` stay within one path part, `**` crosses parts,
/// `[abc]` is a class. A glob without a `/` names a file or folder at any depth (`vendor`,
/// `*.md`); one with a `/` is anchored at its base folder (`legacy/old`, `src/**/Silent*.php`).
/// A glob that names a folder takes in everything below it.
struct PathGlob: Sendable, Hashable {
    let text: String
    private let pattern: [UInt8]
    private let anchored: Bool

    init(_ text: String) {
        self.text = text
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.count > 1 && body.hasSuffix("/") { body = body.dropLast() }
        anchored = body.contains("/")
        if body.hasPrefix("/") { body = body.dropFirst() }
        pattern = Array(body.utf8)
    }

    /// Whether `path` (relative to the glob's base, `/`-separated) or a folder above it matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").filter { $0 != "." }
        if anchored {
            // The path itself or any folder above it: `legacy/old` excludes `legacy/old/a.php`.
            for count in stride(from: parts.count, through: 1, by: -1) {
                if Self.match(pattern[...], Array(parts.prefix(count).joined(separator: "/").utf8)[...]) { return true }
            }
            return false
        }
        return parts.contains { Self.match(pattern[...], Array($0.utf8)[...]) }
    }

    /// Byte-wise glob matching with backtracking; `**` may match `/`, other wildcards may not.
    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let slash = UInt8(ascii: "/")
        switch first {
        case UInt8(ascii: "*"):
            let isDouble = pattern.dropFirst().first == UInt8(ascii: "*")
            let rest = pattern.dropFirst(isDouble ? 2 : 1)
            // `**/` also matches no folder at all: `src/**/a.php` takes `src/a.php`.
            if isDouble && rest.first == slash && match(rest.dropFirst(), text) { return true }
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                guard index < text.endIndex, isDouble || text[index] != slash else { return false }
                index += 1
            }
        case UInt8(ascii: "?"):
            guard let character = text.first, character != slash else { return false }
            return match(pattern.dropFirst(), text.dropFirst())
        case UInt8(ascii: "["):
            guard let close = pattern.dropFirst(2).firstIndex(of: UInt8(ascii: "]")), let character = text.first, character != slash else {
                return text.first == first && match(pattern.dropFirst(), text.dropFirst())
            }
            var set = pattern[(pattern.startIndex + 1)..<close]
            let negated = set.first == UInt8(ascii: "!") || set.first == UInt8(ascii: "^")
            if negated { set = set.dropFirst() }
            var found = false
            var index = set.startIndex
            while index < set.endIndex {
                if index + 2 < set.endIndex, set[index + 1] == UInt8(ascii: "-") {
                    if set[index] <= character && character <= set[index + 2] { found = true }
                    index += 3
                } else {
                    if set[index] == character { found = true }
                    index += 1
                }
            }
            return found != negated && match(pattern[(close + 1)...], text.dropFirst())
        default:
            return text.first == first && match(pattern.dropFirst(), text.dropFirst())
        }
    }
}
