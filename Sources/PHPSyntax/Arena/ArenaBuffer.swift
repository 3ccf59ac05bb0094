/// A growable run of values in one allocation, read through its pointer: what a syntax arena is
/// made of. Unlike `Array` it has no uniqueness check on append and no reference count, so the
/// parser appends a node at the cost of a store, and the arena that ends up owning the memory
/// frees it in one call. The owner frees it (`release`); a copy of the struct is a second view
/// of the same memory, never a second owner.
struct ArenaBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    /// With no capacity nothing is allocated until the first append: a file's arena has a dozen
    /// side tables, most of them empty in most files.
    init(capacity: Int = 0) {
        self.capacity = capacity
        base = capacity > 0 ? .allocate(capacity: capacity) : UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "arena index out of range")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "arena index out of range")
            base[index] = newValue
        }
    }

    /// Appends `element` and returns its index.
    @inline(__always) @discardableResult
    mutating func append(_ element: consuming Element) -> Int {
        if count == capacity { grow(to: max(capacity * 2, 8)) }
        (base + count).initialize(to: element)
        count += 1
        return count - 1
    }

    /// Appends `other[range]` (another buffer's elements).
    mutating func append(from other: ArenaBuffer<Element>, _ range: Range<Int>) {
        if count + range.count > capacity { grow(to: max(capacity * 2, count + range.count)) }
        // Most runs are a few slots: a loop, where `initialize(from:count:)` calls `memmove`.
        var target = base + count
        for index in range {
            target.initialize(to: other.base[index])
            target += 1
        }
        count += range.count
    }

    /// Drops the elements from `newCount` on.
    mutating func removeLast(downTo newCount: Int) {
        assert(newCount <= count)
        (base + newCount).deinitialize(count: count - newCount)
        count = newCount
    }

    private mutating func grow(to newCapacity: Int) {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if capacity > 0 {
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = larger
        capacity = newCapacity
    }

    /// Frees the memory (the elements first). The buffer must not be used after.
    func release() {
        guard capacity > 0 else { return }
        base.deinitialize(count: count)
        base.deallocate()
    }
}
