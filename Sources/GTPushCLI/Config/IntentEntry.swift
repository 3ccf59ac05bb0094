import PushRules

/// One `gtpush.json` `intent` entry: `"GLOB": "silent"` for every payload in the matching files,
/// or `"FILE:FUNCTION": "normal"` for the payloads one function or method builds (FILE may be a
/// glob; FUNCTION is `name` or `Class::method`, compared without case as PHP does).
struct IntentEntry: Equatable, Sendable {
    var key: String
    var intent: Intent
    /// As the file writes it (`silent`, `静默`), for the reason a diagnostic gives.
    var word: String
    var glob: PathGlob
    var function: String?

    init(key: String, intent: Intent, word: String? = nil) {
        self.key = key
        self.intent = intent
        self.word = word ?? intent.rawValue
        // The first single `:` splits file from function; `::` belongs to the method's name.
        if let colon = Self.fileSeparator(in: key) {
            glob = PathGlob(String(key[..<colon]))
            function = String(key[key.index(after: colon)...])
        } else {
            glob = PathGlob(key)
            function = nil
        }
    }

    private static func fileSeparator(in key: String) -> String.Index? {
        var index = key.startIndex
        while let colon = key[index...].firstIndex(of: ":") {
            let next = key.index(after: colon)
            if next < key.endIndex && key[next] == ":" { index = key.index(after: next); continue }
            return colon
        }
        return nil
    }

    func matches(relativePath: String, function name: String?) -> Bool {
        guard glob.matches(relativePath) else { return false }
        guard let function else { return true }
        guard let name else { return false }
        return function.lowercased() == name.lowercased() || name.lowercased().hasSuffix("::" + function.lowercased()) && !function.contains("::")
    }

    /// The entry that decides a payload: one naming its function before a file glob, then the
    /// longest key (the most specific), so the order of keys in the file never matters.
    static func deciding(_ entries: [IntentEntry], relativePath: String, function: String?) -> IntentEntry? {
        entries.filter { $0.matches(relativePath: relativePath, function: function) }
            .min { lhs, rhs in
                if (lhs.function != nil) != (rhs.function != nil) { return lhs.function != nil }
                if lhs.key.count != rhs.key.count { return lhs.key.count > rhs.key.count }
                return lhs.key < rhs.key
            }
    }
}
