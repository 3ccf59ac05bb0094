import Testing
@testable import PHPSyntax

/// The lexer's append-only store: growth, trimming, and the array it hands over.
@Suite struct TokenStoreTests {
    @Test func growsPastItsCapacity() {
        var store = TokenStore<Int32>(capacity: 1)
        for value in 0..<100 { store.append(Int32(value)) }
        #expect(store.count == 100)
        #expect(store[99] == 99)
        #expect(store.finish() == (0..<100).map { Int32($0) })
        #expect(store.count == 0)
    }

    @Test func truncatesAndAppendsAgain() {
        var store = TokenStore<UInt16>(capacity: 4)
        for value: UInt16 in [1, 2, 3, 4, 5] { store.append(value) }
        store.truncate(to: 2)
        store.append(9)
        #expect(store.finish() == [1, 2, 9])
    }

    /// A finished store owns nothing; using it again starts a new buffer.
    @Test func finishedStoreStartsOver() {
        var store = TokenStore<Int32>(capacity: 16)
        #expect(store.finish() == [])
        #expect(store.finish() == [])
        store.append(7)
        #expect(store.finish() == [7])
    }
}
