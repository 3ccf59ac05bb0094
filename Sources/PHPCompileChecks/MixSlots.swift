import PHPSyntax

/// Open-addressed slots holding names by the 64-bit mix of their `NameFolding.Ends`, 0 for an
/// empty slot: a set of names that compares no name, for `EndsFilter` (fixed: PHP's class names)
/// and `MemberNameKeys` (growing: a class's members). Two different names share a mix by a chance
/// in about 2^64, so a name found sends a caller that must be sure to an exact comparison.
enum MixSlots {
    /// `NameFolding.Ends.mixed`, never 0 (which marks an empty slot).
    static func mix(_ ends: NameFolding.Ends, salt: Int = 0) -> UInt64 {
        max(ends.mixed(salt: salt), 1)
    }

    /// The slot holding `mix`, or the empty slot where it would go: `slots` are a power of two,
    /// never all full.
    @inline(__always)
    static func find(_ mix: UInt64, in slots: UnsafeBufferPointer<UInt64>) -> (held: Bool, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: mix >> 32) & mask
        while true {
            let held = slots[slot]
            if held == mix { return (true, slot) }
            if held == 0 { return (false, slot) }
            slot = (slot + 1) & mask
        }
    }
}
