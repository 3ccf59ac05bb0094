public enum Modifier: String, Sendable, Hashable, CaseIterable {
    case `public`, protected, `private`, `static`, abstract, final, readonly, `var`
}

/// The modifiers written before a class, a member or a promoted parameter, in order. Nearly every
/// member has some, so up to fifteen are held in one word, four bits each, with no allocation
/// (an array each was an allocation for the parser and a reference for every check that looked);
/// a longer list, which PHP always refuses (eight kinds, and none may repeat), is kept in an array.
public struct ModifierList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private enum Storage: Hashable, Sendable {
        /// The count in the top four bits; each modifier's `code`, the first in the lowest four.
        case packed(UInt64)
        case array([Modifier])
    }

    private var storage: Storage

    private static let inlineLimit = 15

    /// A modifier's four bits (never zero, which marks no modifier).
    private static func code(_ modifier: Modifier) -> UInt64 {
        switch modifier {
        case .public: 1
        case .protected: 2
        case .private: 3
        case .static: 4
        case .abstract: 5
        case .final: 6
        case .readonly: 7
        case .var: 8
        }
    }

    private static func modifier(_ code: UInt64) -> Modifier {
        switch code {
        case 1: .public
        case 2: .protected
        case 3: .private
        case 4: .static
        case 5: .abstract
        case 6: .final
        case 7: .readonly
        default: .var
        }
    }

    public init() {
        storage = .packed(0)
    }

    public init(_ modifiers: some Sequence<Modifier>) {
        self.init()
        for modifier in modifiers { append(modifier) }
    }

    public init(arrayLiteral modifiers: Modifier...) {
        self.init(modifiers)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .packed(let word): Self.count(packed: word)
        case .array(let modifiers): modifiers.count
        }
    }

    public subscript(position: Int) -> Modifier {
        switch storage {
        case .packed(let word): Self.modifier(at: position, packed: word)
        case .array(let modifiers): modifiers[position]
        }
    }

    public mutating func append(_ modifier: Modifier) {
        switch storage {
        case .packed(let word):
            let count = Int(word >> 60)
            guard count < Self.inlineLimit else {
                storage = .array(Array(self) + [modifier])
                return
            }
            let code = Self.code(modifier)
            storage = .packed((word & ~(0xF << 60)) | code << (UInt64(count) * 4) | UInt64(count + 1) << 60)
        case .array(var modifiers):
            modifiers.append(modifier)
            storage = .array(modifiers)
        }
    }

    /// Whether `modifier` is among them, told from the word without decoding it.
    public func contains(_ modifier: Modifier) -> Bool {
        switch storage {
        case .packed(let word): Self.contains(modifier, packed: word)
        case .array(let modifiers): modifiers.contains(modifier)
        }
    }
}

/// The word a list of up to fifteen is held in, read on its own: an arena keeps its lists as
/// these words (`NodeModifiers`), so reading one copies no Swift value.
extension ModifierList {
    /// The list's word; nil for a longer list.
    var packedWord: UInt64? {
        if case .packed(let word) = storage { return word }
        return nil
    }

    init(packedWord: UInt64) {
        storage = .packed(packedWord)
    }

    static func count(packed word: UInt64) -> Int { Int(word >> 60) }

    static func modifier(at position: Int, packed word: UInt64) -> Modifier {
        precondition(position >= 0 && position < count(packed: word), "ModifierList index out of range")
        return modifier((word >> (UInt64(position) * 4)) & 0xF)
    }

    /// `body` with each modifier of the list `word` holds, in order, decoded in one pass.
    @inline(__always)
    static func forEach(packed word: UInt64, _ body: (Modifier) throws -> Void) rethrows {
        var rest = word & ~(0xF << 60)
        for _ in 0..<count(packed: word) {
            try body(modifier(rest & 0xF))
            rest >>= 4
        }
    }

    /// Whether `modifier` is in the list `word` holds, told without decoding it.
    static func contains(_ modifier: Modifier, packed word: UInt64) -> Bool {
        let code = code(modifier)
        var rest = word & ~(0xF << 60)
        while rest != 0 {
            if rest & 0xF == code { return true }
            rest >>= 4
        }
        return false
    }
}
