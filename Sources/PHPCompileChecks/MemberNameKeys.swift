import PHPSyntax

/// The names a class declares, noted to tell whether it may declare one twice without a table,
/// an allocation or a copy of a name: each name is kept as a 64-bit mix of its kind and its
/// `NameFolding.Ends` (methods folded), and two names of one mix send the class to
/// `RedeclarationCheck.redeclaredMembers`, which compares them whole (for two different names, a
/// chance in about 2^64). Most classes declare nothing twice, and the tables that fills cost
/// more than the rest of the check. Lives on the stack for one class (`with`).
struct MemberNameKeys: ~Copyable {
    enum Kind: Int {
        case method = 0, property = 1, constant = 2
    }

    /// Past this many names a class takes the tables.
    private static let limit = 256
    /// The mixes noted (`MixSlots`, salted by kind), at most half the slots.
    private let slots: UnsafeMutableBufferPointer<UInt64>
    private var count = 0

    private init(slots: UnsafeMutableBufferPointer<UInt64>) {
        self.slots = slots
    }

    /// `body` with an empty set of keys, on the stack, with room for about `expected` names (a
    /// class's member count): most classes have tens of members, and marking the limit's 512
    /// slots empty for each cost more than noting its names.
    static func with<Result>(expected: Int, _ body: (inout MemberNameKeys) -> Result) -> Result {
        var room = 16
        while room < 2 * expected && room < limit { room <<= 1 }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * room) { slots in
            slots.initialize(repeating: 0)
            var names = MemberNameKeys(slots: slots)
            return body(&names)
        }
    }

    /// Notes `name` of `kind`; true when it may be one noted before (or the names outgrew the
    /// room: the exact check then takes the class).
    mutating func repeats(_ name: NodeString, kind: Kind) -> Bool {
        guard 2 * count < slots.count else { return true }
        let mix = MixSlots.mix(NameFolding.ends(name, folded: kind == .method), salt: kind.rawValue)
        let (held, slot) = MixSlots.find(mix, in: UnsafeBufferPointer(slots))
        if held { return true }
        slots[slot] = mix
        count += 1
        return false
    }
}
