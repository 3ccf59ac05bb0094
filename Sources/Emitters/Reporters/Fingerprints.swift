/// Stable identities for findings, for SARIF's `partialFingerprints` and GitLab's `fingerprint`:
/// the rule, the file and the text of the line (not its number, so edits above do not change it),
/// and how many identical ones come before it in the file.
enum Fingerprints {
    static func of(_ entries: [ReportEntry]) -> [String] {
        var seen: [String: Int] = [:]
        // Each rule's line is read and hashed once, however many findings it holds (a line of a
        // megabyte held thousands): the hashes go on from there with the occurrence.
        var hashed: [String: (plain: UInt64, salted: UInt64)] = [:]
        return entries.map { entry in
            let place = "\(entry.rule)\u{0}\(entry.path)\u{0}\(entry.line)"
            let prefix = hashed[place] ?? {
                let identity = "\(entry.rule)\u{0}\(entry.path)\u{0}\(entry.lineText)"
                return (fnv1a(identity), fnv1a(identity, from: fnv1a("gtpush\u{0}")))
            }()
            hashed[place] = prefix
            // Identical findings: the same rule, file and line text, wherever the line is.
            let identity = "\(prefix.plain)\u{0}\(prefix.salted)"
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            let tail = "\u{0}\(occurrence)"
            return hex(fnv1a(tail, from: prefix.plain)) + hex(fnv1a(tail, from: prefix.salted))
        }
    }

    /// 64-bit FNV-1a: small, stable across runs and platforms (Swift's `Hasher` is seeded per
    /// process). `from`: the hash of the text before this one, which hashing goes on from.
    static func fnv1a(_ text: String, from start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = start
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
