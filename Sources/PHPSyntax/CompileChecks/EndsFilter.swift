/// A fixed set of names, held as the 64-bit mix of their `NameFolding.Ends` in open-addressed
/// slots: asked about a name, it says no for most names not in it after reading one slot or two,
/// and yes for every name in it. A name it says yes to is in it but for a chance in about 2^64, so
/// a caller that must be sure looks the name up exactly next.
///
/// For the names PHP declares itself, asked about every parent class a file names: a `Set` of
/// `Ends` hashed each name with SipHash, eight hundred instructions a class.
struct EndsFilter: Sendable {
    /// Mixes, 0 for an empty slot (a name whose mix is 0 is held as 1).
    private let slots: [UInt64]
    private let shift: UInt64

    init(_ names: some Sequence<NameFolding.Ends>) {
        let mixes = names.map { Self.mix($0) }
        var bits: UInt64 = 4
        while 1 << bits < 2 * mixes.count { bits += 1 }
        var slots = [UInt64](repeating: 0, count: 1 << bits)
        let mask = slots.count - 1
        for mix in mixes {
            var slot = Int(truncatingIfNeeded: mix >> (64 - bits))
            while slots[slot] != 0 && slots[slot] != mix { slot = (slot + 1) & mask }
            slots[slot] = mix
        }
        self.slots = slots
        shift = 64 - bits
    }

    func mayContain(_ ends: NameFolding.Ends) -> Bool {
        let mix = Self.mix(ends)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: mix >> shift)
        while true {
            let held = slots[slot]
            if held == mix { return true }
            if held == 0 { return false }
            slot = (slot + 1) & mask
        }
    }

    private static func mix(_ ends: NameFolding.Ends) -> UInt64 {
        max(ends.mixed(), 1)
    }
}
