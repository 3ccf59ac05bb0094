/// Stable identities for findings, for SARIF's `partialFingerprints` and GitLab's `fingerprint`:
/// the rule, the file and the text of the line (not its number, so edits above do not change it),
/// and how many identical ones come before it in the file.
enum Fingerprints {
    static func of(_ entries: [ReportEntry]) -> [String] {
        var seen: [String: Int] = [:]
        return entries.map { entry in
            let identity = "\(entry.rule)\u{0}\(entry.path)\u{0}\(entry.lineText)"
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            return hex(fnv1a(identity + "\u{0}\(occurrence)")) + hex(fnv1a("gtpush\u{0}" + identity + "\u{0}\(occurrence)"))
        }
    }

    /// 64-bit FNV-1a: small, stable across runs and platforms (Swift's `Hasher` is seeded per process).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
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
