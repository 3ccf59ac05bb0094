import PHPSyntax

// What a check's `reset(for:)` does to its collections: emptied with their room kept, and left
// as they are when already empty (most of a file's checks see nothing, and then their reset
// touches nothing). Only for a collection the check alone holds: emptying one shared with a copy
// keeps room by allocating it anew.

extension Array {
    mutating func clear() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}

extension Dictionary {
    mutating func clear() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}

extension Set {
    mutating func clear() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}

extension String {
    /// Back to empty, releasing what it held: a namespace is shared by the runner and its checks,
    /// so no room is kept.
    mutating func clear() {
        if !isEmpty { self = "" }
    }
}
