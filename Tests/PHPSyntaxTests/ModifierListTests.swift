import PHPSyntax
import Testing

/// `ModifierList` holds up to fifteen modifiers in a word and more in an array: either way it
/// must read back as the array of what was appended.
@Suite struct ModifierListTests {
    /// Lists of every length from 0 to 20 (past the word's fifteen), from a fixed sequence of draws.
    static let lists: [[Modifier]] = {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0...20).flatMap { length in
            (0..<12).map { _ in
                (0..<length).map { _ in
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    return Modifier.allCases[Int(state >> 33) % Modifier.allCases.count]
                }
            }
        }
    }()

    @Test func readsBackWhatWasAppended() {
        for modifiers in Self.lists {
            var list = ModifierList()
            for modifier in modifiers { list.append(modifier) }
            #expect(Array(list) == modifiers)
            #expect(list.count == modifiers.count)
            #expect(list.isEmpty == modifiers.isEmpty)
            for modifier in Modifier.allCases {
                #expect(list.contains(modifier) == modifiers.contains(modifier), "\(modifiers) contains \(modifier)")
            }
            #expect(ModifierList(modifiers) == list)
        }
    }

    @Test func equalListsAreEqualAndOthersAreNot() {
        for (index, modifiers) in Self.lists.enumerated() {
            let list = ModifierList(modifiers)
            let other = ModifierList(Self.lists[(index + 1) % Self.lists.count])
            #expect((list == other) == (modifiers == Self.lists[(index + 1) % Self.lists.count]))
            #expect(list.hashValue == ModifierList(modifiers).hashValue)
        }
        #expect(ModifierList([.public, .static]) != [.static, .public])
        #expect(ModifierList([.public]) == [.public])
    }
}
