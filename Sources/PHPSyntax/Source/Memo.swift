import Platform

/// A value worked out the first time it is asked for and kept: a file's line table, a unit's
/// includes. Files and units are shared between threads, so the first computation is behind a
/// lock; once made, the value never changes. Copies share the one value, as a class's
/// references would.
public struct Memo<Value: Sendable>: Sendable {
    /// The value once made, as an array's one element: freeing a memo that held an optional
    /// looked the optional's type up at run time (a few thousand instructions a file, which has
    /// three memos), where an array is one reference whatever it holds.
    @usableFromInline let made = Locked<[Value]>([])

    @inlinable
    public init() {}

    @inlinable
    public func value(_ make: () -> Value) -> Value {
        made.withLock { made in
            if let value = made.first { return value }
            let value = make()
            made = [value]
            return value
        }
    }
}
