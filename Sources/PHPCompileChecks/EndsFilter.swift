import PHPSyntax

/// A fixed set of names in `MixSlots`: asked about a name, it says no for most names not in it
/// after reading a slot or two, and yes for every name in it. A name it says yes to is in it but
/// for a chance in about 2^64, so a caller that must be sure looks the name up exactly next.
///
/// For the names PHP declares itself, asked about every parent class a file names: a `Set` of
/// `Ends` hashed each name with SipHash, eight hundred instructions a class.
struct EndsFilter: Sendable {
    private let slots: [UInt64]

    init(_ names: some Sequence<NameFolding.Ends>) {
        let mixes = names.map { MixSlots.mix($0) }
        var count = 16
        while count < 2 * mixes.count { count <<= 1 }
        var slots = [UInt64](repeating: 0, count: count)
        slots.withUnsafeMutableBufferPointer { slots in
            for mix in mixes {
                let (held, slot) = MixSlots.find(mix, in: UnsafeBufferPointer(slots))
                if !held { slots[slot] = mix }
            }
        }
        self.slots = slots
    }

    func mayContain(_ ends: NameFolding.Ends) -> Bool {
        slots.withUnsafeBufferPointer { MixSlots.find(MixSlots.mix(ends), in: $0).held }
    }
}
