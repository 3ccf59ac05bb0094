/// A glob for `--exclude` and `gtpush.json`, read the way `.gitignore` reads them, since that is
/// what PHP teams already write: `*` and `?` stay within one path part, `**` crosses parts,
/// `[abc]` is a class. A glob without a `/` names a file or folder at any depth (`vendor`,
/// `*.md`); one with a `/` is anchored at its base folder (`legacy/old`, `src/**/Silent*.php`).
/// A glob that names a folder takes in everything below it.
///
/// The glob is compiled once into the states of an automaton (`GlobAutomaton`) that reads a path
/// once, byte by byte, keeping every place in the glob it may have reached: a glob in a
/// repository's `gtpush.json` is the repository's to choose, and matching by backtracking took
/// time exponential in its `**` (`**/**/**/**/**/x` ran for minutes on a deep tree).
struct PathGlob: Sendable, Hashable {
    let text: String
    private let anchored: Bool
    private let automaton: GlobAutomaton

    init(_ text: String) {
        self.text = text
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.count > 1 && body.hasSuffix("/") { body = body.dropLast() }
        anchored = body.contains("/")
        if body.hasPrefix("/") { body = body.dropFirst() }
        automaton = GlobAutomaton(Array(body.utf8))
    }

    static func == (left: PathGlob, right: PathGlob) -> Bool { left.text == right.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Whether `path` (relative to the glob's base, `/`-separated) or a folder above it matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").filter { $0 != "." }
        if anchored {
            guard !parts.isEmpty else { return false }
            // The path itself or any folder above it (`legacy/old` excludes `legacy/old/a.php`):
            // one reading of the whole path, asking at the end of each part.
            let joined = Array(parts.joined(separator: "/").utf8)
            return automaton.matchesAPrefix(joined, endingBefore: UInt8(ascii: "/"))
        }
        return parts.contains { automaton.matches(Array($0.utf8)) }
    }
}

/// A glob as a nondeterministic automaton: one state per element of the glob (a byte, `?`, a
/// class, `*`, `**`) and one past the last, which accepts. Reading a path keeps the set of states
/// it may be in, so a path of n bytes costs n steps of at most one pass over the states, whatever
/// the glob.
struct GlobAutomaton: Sendable {
    private enum Element: Sendable {
        case byte(UInt8)
        /// `?`: any byte but `/`.
        case anyByte
        /// `[…]`: ranges of bytes (a single byte is a range of one), never `/`.
        case byteClass(ranges: [ClosedRange<UInt8>], negated: Bool)
        /// `*`: any run of bytes without `/`.
        case star
        /// `**`: any run of bytes, `/` included.
        case doubleStar
    }

    private let elements: [Element]
    /// For each state, the states it stands for without reading a byte: past a `*` or `**` that
    /// matches nothing, and past `**/` as a whole, which also matches no folder at all
    /// (`src/**/a.php` takes `src/a.php`).
    private let closures: [StateSet]
    /// For each `*` or `**`, the states after it has read a byte: itself and what follows it,
    /// but not past a `**/`'s slash, which only a `**/` that matched nothing may skip.
    private let loops: [StateSet]

    init(_ pattern: [UInt8]) {
        var elements: [Element] = []
        var index = 0
        while index < pattern.count {
            let byte = pattern[index]
            switch byte {
            case UInt8(ascii: "*"):
                if index + 1 < pattern.count && pattern[index + 1] == UInt8(ascii: "*") {
                    elements.append(.doubleStar)
                    index += 2
                } else {
                    elements.append(.star)
                    index += 1
                }
            case UInt8(ascii: "?"):
                elements.append(.anyByte)
                index += 1
            case UInt8(ascii: "["):
                // The class ends at the first `]` after its first member, so `[]a]` holds `]`;
                // without one, `[` is itself.
                guard index + 2 < pattern.count, let close = pattern[(index + 2)...].firstIndex(of: UInt8(ascii: "]")) else {
                    elements.append(.byte(byte))
                    index += 1
                    continue
                }
                var members = pattern[(index + 1)..<close]
                let negated = members.first == UInt8(ascii: "!") || members.first == UInt8(ascii: "^")
                if negated { members = members.dropFirst() }
                var ranges: [ClosedRange<UInt8>] = []
                var member = members.startIndex
                while member < members.endIndex {
                    if member + 2 < members.endIndex, members[member + 1] == UInt8(ascii: "-") {
                        if members[member] <= members[member + 2] { ranges.append(members[member]...members[member + 2]) }
                        member += 3
                    } else {
                        ranges.append(members[member]...members[member])
                        member += 1
                    }
                }
                elements.append(.byteClass(ranges: ranges, negated: negated))
                index = close + 1
            default:
                elements.append(.byte(byte))
                index += 1
            }
        }
        self.elements = elements
        // Built from the last state back, so each closure can take in the ones after it.
        var closures = [StateSet](repeating: StateSet(count: elements.count + 1), count: elements.count + 1)
        for state in stride(from: elements.count, through: 0, by: -1) {
            var closure = StateSet(count: elements.count + 1)
            closure.insert(state)
            if state < elements.count {
                switch elements[state] {
                case .star:
                    closure.formUnion(closures[state + 1])
                case .doubleStar:
                    closure.formUnion(closures[state + 1])
                    if state + 1 < elements.count, case .byte(UInt8(ascii: "/")) = elements[state + 1] {
                        closure.formUnion(closures[state + 2])
                    }
                default:
                    break
                }
            }
            closures[state] = closure
        }
        self.closures = closures
        loops = closures.indices.map { state in
            guard state < elements.count else { return closures[state] }
            var loop = StateSet(count: elements.count + 1)
            loop.insert(state)
            loop.formUnion(closures[state + 1])
            return loop
        }
    }

    /// Whether the glob matches all of `text`.
    func matches(_ text: [UInt8]) -> Bool {
        var states = closures[0]
        for byte in text {
            states = step(states, byte)
            if states.isEmpty { return false }
        }
        return states.contains(elements.count)
    }

    /// Whether the glob matches `text` or a prefix of it that `separator` follows.
    func matchesAPrefix(_ text: [UInt8], endingBefore separator: UInt8) -> Bool {
        var states = closures[0]
        for byte in text {
            if byte == separator && states.contains(elements.count) { return true }
            states = step(states, byte)
            if states.isEmpty { return false }
        }
        return states.contains(elements.count)
    }

    /// The states reached from `states` by reading `byte`.
    private func step(_ states: StateSet, _ byte: UInt8) -> StateSet {
        let slash = UInt8(ascii: "/")
        var next = StateSet(count: elements.count + 1)
        for state in states.members where state < elements.count {
            switch elements[state] {
            case .byte(let wanted):
                if byte == wanted { next.formUnion(closures[state + 1]) }
            case .anyByte:
                if byte != slash { next.formUnion(closures[state + 1]) }
            case .byteClass(let ranges, let negated):
                if byte != slash && ranges.contains(where: { $0.contains(byte) }) != negated { next.formUnion(closures[state + 1]) }
            case .star:
                if byte != slash { next.formUnion(loops[state]) }
            case .doubleStar:
                next.formUnion(loops[state])
            }
        }
        return next
    }
}

/// A set of automaton states as bits, 64 to a word.
private struct StateSet: Sendable {
    private var words: [UInt64]

    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    func contains(_ state: Int) -> Bool { words[state / 64] & (1 << UInt64(state % 64)) != 0 }

    mutating func insert(_ state: Int) { words[state / 64] |= 1 << UInt64(state % 64) }

    mutating func formUnion(_ other: StateSet) {
        for index in words.indices { words[index] |= other.words[index] }
    }

    /// The states in the set, lowest first.
    var members: [Int] {
        var result: [Int] = []
        for (index, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                result.append(index * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return result
    }
}
