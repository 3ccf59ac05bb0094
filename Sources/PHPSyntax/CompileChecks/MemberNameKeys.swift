/// The names a class declares, noted to tell whether it may declare one twice without a table,
/// an allocation or a copy of a name: names are compared by kind, length, first and last eight
/// bytes and a mix of the bytes between (methods folded), which settle names of up to sixteen
/// bytes; longer names that agree there send the class to `RedeclarationCheck.redeclaredMembers`.
/// Most classes declare nothing twice, and the tables that fills cost more than the rest of the
/// check. Lives on the stack for one class (`with`).
struct MemberNameKeys: ~Copyable {
    enum Kind: Int {
        case method = 0, property = 1, constant = 2
    }

    /// Past this many names a class takes the tables.
    private static let limit = 256
    private typealias Key = (kind: Int, length: Int, first: UInt64, last: UInt64, middle: UInt64)
    /// The keys noted, found through an open-addressed index of twice as many slots as keys.
    private let keys: UnsafeMutableBufferPointer<Key>
    private let slots: UnsafeMutableBufferPointer<Int16>
    private var count = 0

    private init(keys: UnsafeMutableBufferPointer<Key>, slots: UnsafeMutableBufferPointer<Int16>) {
        self.keys = keys
        self.slots = slots
    }

    /// `body` with an empty set of keys, on the stack, with room for about `expected` names (a
    /// class's member count): most classes have tens of members, and marking the limit's 512
    /// slots empty for each cost more than noting its names.
    static func with<Result>(expected: Int, _ body: (inout MemberNameKeys) -> Result) -> Result {
        var room = 16
        while room < 2 * expected && room < limit { room <<= 1 }
        return withUnsafeTemporaryAllocation(of: Key.self, capacity: room) { keys in
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
        let ends = NameFolding.ends(name, folded: kind == .method)
        let key = (kind: kind.rawValue, length: ends.length, first: ends.first, last: ends.last, middle: ends.middle)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: ends.mixed(salt: kind.rawValue) >> 32) & mask
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
