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
public struct Lock: @unchecked Sendable {
    private let storage: MutexStorage

    public init() {
        storage = MutexStorage.make()
    }

    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try storage.withMutex { mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body()
        }
    }
}

/// The mutex in the same heap block as the object that owns it, at an address that never moves,
/// as a pthread mutex must be: a class holding a pointer to a mutex of its own was two blocks,
/// and every file gtpush reads makes a few locks (a source file's line table, a tree's tokens).
private final class MutexStorage: ManagedBuffer<Void, pthread_mutex_t> {
    static func make() -> MutexStorage {
        let storage = unsafeDowncast(MutexStorage.create(minimumCapacity: 1) { _ in () }, to: MutexStorage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            _ = pthread_mutex_init(mutex, nil)
        }
        return storage
    }

    func withMutex<Result>(_ body: (UnsafeMutablePointer<pthread_mutex_t>) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointerToElements(body)
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            _ = pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }
}
