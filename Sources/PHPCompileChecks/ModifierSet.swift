import PHPSyntax

/// Modifiers seen, one bit each: most members have two or three, checked on every member.
struct ModifierSet {
    private var bits: UInt16 = 0

    /// False when `modifier` was already there.
    mutating func insert(_ modifier: Modifier) -> Bool {
        let bit = Self.bit(modifier)
        defer { bits |= bit }
        return bits & bit == 0
    }

    func contains(_ modifier: Modifier) -> Bool {
        bits & Self.bit(modifier) != 0
    }

    private static func bit(_ modifier: Modifier) -> UInt16 {
        switch modifier {
        case .public: 1
        case .protected: 2
        case .private: 4
        case .static: 8
        case .abstract: 16
        case .final: 32
        case .readonly: 64
        case .var: 128
        }
    }
}
