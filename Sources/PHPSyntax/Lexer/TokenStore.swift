/// Append-only storage for what the lexer emits, handed over as an `Array` at the end.
///
/// The lexer appends once or twice per token to arrays held inside its state; an `Array` checks
/// on every append that its buffer is not shared, which the compiler cannot rule out there, and
/// that check cost more than scanning the token. The store is owned by one lexer run, so it
/// only checks capacity.
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
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The elements as an array; the store is empty and unusable afterwards.
    mutating func finish() -> [Element] {
        let elements = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
        base = .allocate(capacity: 0)
        return elements
    }
}
