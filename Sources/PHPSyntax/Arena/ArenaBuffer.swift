import Platform

/// A growable run of values in one block of the C library's heap, read through its pointer:
/// what a syntax arena is made of. Unlike `Array` it has no uniqueness check on append and no
/// reference count, so the parser appends a node at the cost of a store, and the arena that
/// ends up owning the memory frees it in one call. The owner frees it (`release`); a copy of the
/// struct is a second view of the same memory, never a second owner.
///
/// The block comes from `malloc` and grows and shrinks by `realloc` (often in place): the
/// elements are moved as bytes, which every type kept here allows (none holds a weak reference).
@usableFromInline struct ArenaBuffer<Element> {
    @usableFromInline private(set) var base: UnsafeMutablePointer<Element>
    @usableFromInline private(set) var count = 0
    private var capacity: Int

    /// With no capacity nothing is allocated until the first append: a file's arena has a dozen
    /// side tables, most of them empty in most files.
    init(capacity: Int = 0) {
        self.capacity = 0
        base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
        if capacity > 0 { resize(to: capacity) }
    }

    @inline(__always)
    @inlinable subscript(index: Int) -> Element {
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
        if count == capacity { resize(to: max(capacity * 2, 8)) }
        (base + count).initialize(to: element)
        count += 1
        return count - 1
    }

    /// Appends `other[range]` (another buffer's elements).
    mutating func append(from other: ArenaBuffer<Element>, _ range: Range<Int>) {
        if count + range.count > capacity { resize(to: max(capacity * 2, count + range.count)) }
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

    /// Gives back the room past `count`: a tree the analysis keeps holds no headroom.
    mutating func shrinkToFit() {
        if count > 0 && count < capacity { resize(to: count) }
    }

    private mutating func resize(to newCapacity: Int) {
        let bytes = newCapacity * MemoryLayout<Element>.stride
        let block = capacity > 0 ? realloc(base, bytes) : malloc(bytes)
        guard let block else { fatalError("out of memory for a syntax tree of \(newCapacity) parts") }
        base = block.assumingMemoryBound(to: Element.self)
        capacity = newCapacity
    }

    /// Frees the memory (the elements first). The buffer must not be used after.
    func release() {
        guard capacity > 0 else { return }
        base.deinitialize(count: count)
        free(base)
    }
}
