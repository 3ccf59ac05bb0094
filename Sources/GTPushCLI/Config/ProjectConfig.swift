import Platform
import PushRules

/// `gtpush.json` (CLI.md "Added 2026-11-22"): a project's paths, exclusions, switched-off rules,
/// intents, sound folder, silent badge, baseline and language, so a team writes them once.
/// Paths in it are relative to its own folder. Every key is optional; any other key is an error,
/// so a misspelt `exlude` does not silently check the legacy tree.
struct ProjectConfig: Equatable {
    /// The file as messages name it (relative to the current folder, or as given to --config).
    var path: String
    /// The absolute folder it is in: its paths and globs are relative to it.
    var folder: String
    var paths: [String]?
    var exclude: [String] = []
    var disable: [String] = []
    var intents: [IntentEntry] = []
    var sounds: String?
    var silentBadge: Int?
    var baseline: String?
    /// `en` or `zh-Hans`; issue 19 wires it to the messages.
    var lang: String?
    /// Folders outside the project that includes may read (`IncludeRoots`), as written.
    var allowInclude: [String] = []

    static let keys = ["paths", "exclude", "disable", "intent", "sounds", "silentBadge", "baseline", "lang", "allowInclude"]
    static let languages = ["en", "zh-Hans"]

    /// An error in the file: a usage error, as a wrong flag is (exit 2).
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    init(path: String, folder: String, bytes: [UInt8]) throws(Invalid) {
        self.path = path
        self.folder = folder
        guard let document = JSONValue.parse(bytes) else { throw Invalid(description: "\(path): not valid JSON") }
        guard case .object(let object) = document else {
            throw Invalid(description: "\(path): must be a JSON object, not \(document.typeName)")
        }
        for key in object.keys.sorted() where !Self.keys.contains(key) {
            let guess = Self.keys.first { Self.isTypo(key, of: $0) }.map { "did you mean '\($0)'? " } ?? ""
            throw Invalid(description: "\(path): unknown key '\(key)' (\(guess)known keys: \(Self.keys.joined(separator: ", ")))")
        }
        if let value = object["paths"] { paths = try strings(value, key: "paths") }
        if let value = object["exclude"] { exclude = try strings(value, key: "exclude") }
        if let value = object["allowInclude"] { allowInclude = try strings(value, key: "allowInclude") }
        if let value = object["disable"] {
            disable = try strings(value, key: "disable").map { $0.uppercased() }
            for id in disable where !RuleIDs.isKnown(id) {
                throw Invalid(description: "\(path): 'disable': `\(id)` is not a gtpush rule (see gtpush check --help)")
            }
        }
        if let value = object["intent"] { intents = try intentEntries(value) }
        if let value = object["sounds"] { sounds = try string(value, key: "sounds") }
        if let value = object["baseline"] { baseline = try string(value, key: "baseline") }
        if let value = object["silentBadge"] {
            guard case .int(let number) = value, number >= 0 else {
                let shown = if case .int(let number) = value { String(number) } else { value.typeName }
                throw Invalid(description: "\(path): 'silentBadge' must be a whole number of 0 or more, not \(shown)")
            }
            silentBadge = number
        }
        if let value = object["lang"] {
            let word = try string(value, key: "lang")
            guard Self.languages.contains(word) else {
                throw Invalid(description: "\(path): 'lang' must be \(Self.languages.joined(separator: " or ")), not '\(word)'")
            }
            lang = word
        }
    }

    /// Whether `word` is `key` with one letter added, dropped, changed or two swapped, or
    /// differs only in case: the slips worth naming (`exlude`, `silentbadge`).
    static func isTypo(_ word: String, of key: String) -> Bool {
        let a = Array(word.lowercased()), b = Array(key.lowercased())
        if a == b { return true }
        if a.count == b.count {
            let differences = a.indices.filter { a[$0] != b[$0] }
            if differences.count == 1 { return true }
            return differences.count == 2 && differences[1] == differences[0] + 1
                && a[differences[0]] == b[differences[1]] && a[differences[1]] == b[differences[0]]
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        return long.indices.contains { index in Array(long[..<index] + long[(index + 1)...]) == short }
    }

    private func string(_ value: JSONValue, key: String) throws(Invalid) -> String {
        guard case .string(let text) = value else { throw Invalid(description: "\(path): '\(key)' must be a string, not \(value.typeName)") }
        return text
    }

    private func strings(_ value: JSONValue, key: String) throws(Invalid) -> [String] {
        guard case .array(let items) = value else { throw Invalid(description: "\(path): '\(key)' must be a list of strings, not \(value.typeName)") }
        var texts: [String] = []
        for item in items {
            guard case .string(let text) = item else {
                throw Invalid(description: "\(path): '\(key)' must be a list of strings, not a list holding \(item.typeName)")
            }
            texts.append(text)
        }
        return texts
    }

    private func intentEntries(_ value: JSONValue) throws(Invalid) -> [IntentEntry] {
        guard case .object(let object) = value else {
            throw Invalid(description: "\(path): 'intent' must be an object of \"GLOB or FILE:FUNCTION\": \"silent|normal|mixed\", not \(value.typeName)")
        }
        var entries: [IntentEntry] = []
        for key in object.keys.sorted() {
            guard case .string(let word) = object[key], let intent = Intent(rawValue: word) else {
                throw Invalid(description: "\(path): 'intent': \"\(key)\" must be silent, normal or mixed")
            }
            entries.append(IntentEntry(key: key, intent: intent))
        }
        return entries
    }
}
