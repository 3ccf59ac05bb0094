import Dispatch
import Foundation

/// `map` over all cores with results in input order.
public enum ParallelMap {
    /// `progress`, when given, is called with the number of items done after each one.
    public static func map<T, R>(_ items: [T], progress: (@Sendable (Int) -> Void)? = nil, _ transform: @Sendable (T) -> R) -> [R] where T: Sendable, R: Sendable {
        let box = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let done = box.set(index, transform(items[index]))
            progress?(done)
        }
        return box.values()
    }

    private final class ResultBox<R>: @unchecked Sendable {
        private var storage: [R?]
        private var done = 0
        private let lock = NSLock()

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
