#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over the system's mutex: what gtpush needed of Foundation's `NSLock`,
/// without linking Foundation, whose start-up and size the command line would pay on every run.
/// Sendable: threads share a lock to take turns.
public struct Lock: Sendable {
    private let storage = Locked<Void>(())

    public init() {}

    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try storage.withLock { _ in try body() }
    }
}

/// A value only one thread at a time reads or changes. The value and its mutex are one heap
/// block, at an address that never moves, as a pthread mutex must be: every file gtpush reads has
/// a few of these (a source file's line table, a tree's tokens and arena), and a lock of its own
/// beside each value was a second block to allocate and free.
///
/// Inlinable, so that a module using it gets code for its own `Value`: the generic code looked the
/// buffer's class up by its `Value` in the runtime's table each time one was made (four a file,
/// a tenth of a one-line file's cost).
public struct Locked<Value>: @unchecked Sendable {
    @usableFromInline let buffer: MutexBuffer<Value>

    @inlinable
    public init(_ value: Value) {
        buffer = MutexBuffer.make(value)
    }

    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeMutablePointers { value, mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}

/// The value as the buffer's header, the mutex as its one element.
@usableFromInline
final class MutexBuffer<Value>: ManagedBuffer<Value, pthread_mutex_t> {
    @inlinable
    static func make(_ value: Value) -> MutexBuffer<Value> {
        let buffer = unsafeDowncast(MutexBuffer.create(minimumCapacity: 1) { _ in value }, to: MutexBuffer<Value>.self)
        buffer.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            _ = pthread_mutex_init(mutex, nil)
        }
        return buffer
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            _ = pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }
}
