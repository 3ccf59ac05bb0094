import Platform
import PushRules

/// `gtpush.json` (CLI.md "Added 2026-11-22"): a project's paths, exclusions, switched-off rules,
/// intents, sound folder, silent badge, baseline, language and templates, so a team writes them
/// once. Paths in it are relative to its own folder. Every key is optional; any other key is an
/// error, so a misspelt `exlude` does not silently check the legacy tree. Every error names the
/// line and column of the key or value at fault, as a compiler names a line of code.
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
    /// `en` or `zh-Hans`.
    var lang: String?
    /// Folders outside the project that includes may read (`IncludeRoots`), as written.
    var allowInclude: [String] = []
    /// The templates `generate` (and `gtpush` alone) reads instead of `Templates/`, as written.
    var templates: String?

    static let keys = ["paths", "exclude", "disable", "intent", "sounds", "silentBadge", "baseline", "lang", "allowInclude", "templates"]
    static let languages = ["en", "zh-Hans"]

    /// An error in the file: a usage error, as a wrong flag is (exit 2).
    struct Invalid: Error, CustomStringConvertible {
        /// `gtpush.json:3:5: unknown key 'exlude' …`, in the catalogue's words.
        var message: Message

        init(_ path: String, _ place: JSONReader.Place?, _ problem: Message) {
            let shown = place.map { "\(path):\($0.line):\($0.column)" } ?? path
            message = Message("config.problem", ["place": .verbatim(shown), "problem": .message(problem)])
        }

        var description: String { message.text(.english) }
    }

    init(path: String, folder: String, bytes: [UInt8]) throws(Invalid) {
        self.path = path
        self.folder = folder
        let document: JSONReader.Node
        switch JSONReader.read(bytes) {
        case .success(let node): document = node
        case .failure(let failure):
            throw Invalid(path, failure.place, Message("config.notJSON", ["reason": .message(Message("json.failure.\(failure.reason.rawValue)"))]))
        }
        guard let members = document.members else {
            throw Invalid(path, document.place, Message("config.notObject", ["type": .message(Self.typeName(document))]))
        }
        var first: [String: JSONReader.Place] = [:]
        for member in members {
            guard Self.keys.contains(member.key) else {
                let meant = Message.didYouMean(EditDistance.nearest(member.key, among: Self.keys))
                throw Invalid(path, member.keyPlace, Message("config.unknownKey", ["key": .verbatim(member.key), "meant": .message(meant),
                                                                                   "keys": .verbatim(Self.keys.joined(separator: ", "))]))
            }
            // Two values for one key: JSON keeps the last, and a reader of the file sees the first.
            if let earlier = first[member.key] {
                throw Invalid(path, member.keyPlace, Message("config.repeatedKey", ["key": .verbatim(member.key), "line": .number(earlier.line)]))
            }
            first[member.key] = member.keyPlace
            try read(member)
        }
    }

    private mutating func read(_ member: JSONReader.Member) throws(Invalid) {
        let value = member.value
        switch member.key {
        case "paths": paths = try strings(value, key: member.key)
        case "exclude": exclude = try strings(value, key: member.key)
        case "allowInclude": allowInclude = try strings(value, key: member.key)
        case "disable":
            guard case .array(let items) = value.content else { throw wrongType(value, key: member.key, expected: "config.list") }
            for item in items {
                let word = try string(item, key: member.key, expected: "config.list")
                guard RuleIDs.isKnown(word.uppercased()) else {
                    throw Invalid(path, item.place, Message("config.disableUnknown", ["id": .verbatim(word), "meant": .message(.didYouMean(RuleIDs.meant(word)))]))
                }
                disable.append(word.uppercased())
            }
        case "intent": intents = try intentEntries(value)
        case "sounds": sounds = try string(value, key: member.key)
        case "baseline": baseline = try string(value, key: member.key)
        case "templates": templates = try string(value, key: member.key)
        case "silentBadge":
            guard case .int(let number) = value.content, number >= 0 else {
                let shown: Message = if case .int(let number) = value.content { Message("verbatim", ["text": .verbatim(String(number))]) } else { Self.typeName(value) }
                throw Invalid(path, value.place, Message("config.silentBadge", ["value": .message(shown)]))
            }
            silentBadge = number
        case "lang":
            let word = try string(value, key: member.key)
            guard Self.languages.contains(word) else { throw Invalid(path, value.place, Message("config.lang", ["value": .verbatim(word)])) }
            lang = word
        default:
            break
        }
    }

    /// What a message calls the type of `node`: "a string", "a list".
    static func typeName(_ node: JSONReader.Node) -> Message {
        switch node.content {
        case .bool: Message("json.type.bool")
        case .int, .number: Message("json.type.number")
        case .string: Message("json.type.string")
        case .array: Message("json.type.list")
        case .object: Message("json.type.object")
        case .null: Message("json.type.null")
        }
    }

    private func wrongType(_ node: JSONReader.Node, key: String, expected: String) -> Invalid {
        Invalid(path, node.place, Message(expected, ["key": .verbatim(key), "type": .message(Self.typeName(node))]))
    }

    private func string(_ node: JSONReader.Node, key: String, expected: String = "config.string") throws(Invalid) -> String {
        guard case .string(let text) = node.content else {
            // An item of a list: say what the list holds, at the item.
            if expected == "config.list" { throw Invalid(path, node.place, Message("config.listItem", ["key": .verbatim(key), "type": .message(Self.typeName(node))])) }
            throw wrongType(node, key: key, expected: expected)
        }
        return text
    }

    private func strings(_ node: JSONReader.Node, key: String) throws(Invalid) -> [String] {
        guard case .array(let items) = node.content else { throw wrongType(node, key: key, expected: "config.list") }
        var texts: [String] = []
        for item in items { texts.append(try string(item, key: key, expected: "config.list")) }
        return texts
    }

    private func intentEntries(_ node: JSONReader.Node) throws(Invalid) -> [IntentEntry] {
        guard let members = node.members else {
            throw Invalid(path, node.place, Message("config.intentObject", ["type": .message(Self.typeName(node))]))
        }
        var entries: [IntentEntry] = []
        var first: [String: JSONReader.Place] = [:]
        for member in members {
            if let earlier = first[member.key] {
                throw Invalid(path, member.keyPlace, Message("config.repeatedKey", ["key": .verbatim(member.key), "line": .number(earlier.line)]))
            }
            first[member.key] = member.keyPlace
            guard case .string(let word) = member.value.content else {
                throw Invalid(path, member.value.place, Message("config.intentType", ["key": .verbatim(member.key), "type": .message(Self.typeName(member.value))]))
            }
            guard let intent = Intent(word: word) else {
                throw Invalid(path, member.value.place, Message("config.intentWord", ["key": .verbatim(member.key), "word": .verbatim(word),
                                                                                      "meant": .message(.didYouMean(Intent.meant(word)))]))
            }
            entries.append(IntentEntry(key: member.key, intent: intent, word: word))
        }
        return entries.sorted { $0.key < $1.key }
    }
}
