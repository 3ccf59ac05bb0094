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
    /// The mixes noted, found through an open-addressed index of twice as many slots as mixes.
    private let keys: UnsafeMutableBufferPointer<UInt64>
    private let slots: UnsafeMutableBufferPointer<Int16>
    private var count = 0

    private init(keys: UnsafeMutableBufferPointer<UInt64>, slots: UnsafeMutableBufferPointer<Int16>) {
        self.keys = keys
        self.slots = slots
    }

    /// `body` with an empty set of keys, on the stack, with room for about `expected` names (a
    /// class's member count): most classes have tens of members, and marking the limit's 512
    /// slots empty for each cost more than noting its names.
    static func with<Result>(expected: Int, _ body: (inout MemberNameKeys) -> Result) -> Result {
        var room = 16
        while room < 2 * expected && room < limit { room <<= 1 }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: room) { keys in
            withUnsafeTemporaryAllocation(of: Int16.self, capacity: 2 * room) { slots in
                slots.initialize(repeating: -1)
                var names = MemberNameKeys(keys: keys, slots: slots)
                return body(&names)
            }
        }
    }

    /// Notes `name` of `kind`; true when it may be one noted before (or the names outgrew the
    /// room: the exact check then takes the class).
    mutating func repeats(_ name: NodeString, kind: Kind) -> Bool {
        guard count < keys.count else { return true }
        let key = NameFolding.ends(name, folded: kind == .method).mixed(salt: kind.rawValue)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key >> 32) & mask
        while slots[slot] >= 0 {
            if keys[Int(slots[slot])] == key { return true }
            slot = (slot + 1) & mask
        }
        keys[count] = key
        slots[slot] = Int16(count)
        count += 1
        return false
    }
}
