import Platform

/// A value worked out the first time it is asked for and kept: a file's line table, a unit's
/// includes. Files and units are shared between threads, so the first computation is behind a
/// lock; once made, the value never changes.
public final class Memo<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value?

    public init() {}

    public func value(_ make: () -> Value) -> Value {
        lock.withLock {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
