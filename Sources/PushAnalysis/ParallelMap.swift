import Dispatch
import Platform

/// `map` over all cores (or `jobs` of them) with results in input order.
public enum ParallelMap {
    /// `--jobs N`: how many items run at once; nil for one per core. Set once by the command
    /// line before any work starts; a CI runner that shares its cores asks for fewer.
    public static var jobs: Int? {
        get { jobLimit.withLock { $0 } }
        set { jobLimit.withLock { $0 = newValue } }
    }
    private static let jobLimit = LockedValue<Int?>(nil)

    /// `progress`, when given, is called with the number of items done after each one.
    public static func map<T, R>(_ items: [T], progress: (@Sendable (Int) -> Void)? = nil, _ transform: @Sendable (T) -> R) -> [R] where T: Sendable, R: Sendable {
        let box = ResultBox<R>(count: items.count)
        guard let jobs, jobs < items.count else {
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                let done = box.set(index, transform(items[index]))
                progress?(done)
            }
            return box.values()
        }
        // `jobs` workers take the next item in turn, so no more than `jobs` run at once.
        let next = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: max(jobs, 1)) { _ in
            while true {
                let index = next.withLock { value in defer { value += 1 }; return value }
                guard index < items.count else { return }
                let done = box.set(index, transform(items[index]))
                progress?(done)
            }
        }
        return box.values()
    }

    /// A value behind a lock, shared between threads.
    private final class LockedValue<V>: @unchecked Sendable {
        private var value: V
        private let lock = Lock()
        init(_ value: V) { self.value = value }
        func withLock<Result>(_ body: (inout V) -> Result) -> Result { lock.withLock { body(&value) } }
    }

    private final class ResultBox<R>: @unchecked Sendable {
        private var storage: [R?]
        private var done = 0
        private let lock = Lock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        /// Stores a result and returns how many are stored.
        func set(_ index: Int, _ value: R) -> Int {
            lock.withLock {
                storage[index] = value
                done += 1
                return done
            }
        }
        func values() -> [R] { lock.withLock { storage.map { $0! } } }
    }
}
