/// Append-only storage for what the lexer emits, handed over as an `Array` at the end.
///
/// The lexer appends each significant token to three arrays held inside its state, beside the
/// `Token` array; an `Array` checks on every append that its buffer is not shared, which the
/// compiler cannot rule out there, and four such appends per token cost more than scanning it.
/// The store is owned by one lexer run, so it only checks capacity. (The `Token` array stays an
/// `Array`: handing a store over copies it, and for 32-byte tokens that copy would raise the
/// peak memory of a large file.)
struct TokenStore<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count)
        return base[index]
    }

    /// Drops the elements from `newCount` on.
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        (base + newCount).deinitialize(count: count - newCount)
        count = newCount
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(capacity * 2, 16))
        larger.moveInitialize(from: base, count: count)
        // A finished store has no buffer of its own left to free.
        if capacity > 0 { base.deallocate() }
        base = larger
        capacity = Swift.max(capacity * 2, 16)
    }

    /// The elements as an array; the store is left empty, owning no buffer (allocating an empty
    /// one here leaked a few bytes per store, three stores per file).
    mutating func finish() -> [Element] {
        let elements = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        if capacity > 0 { base.deallocate() }
        count = 0
        capacity = 0
        return elements
    }
}
