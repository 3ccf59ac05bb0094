import Dispatch
import Foundation

/// `map` over all cores with results in input order.
public enum ParallelMap {
    public static func map<T, R>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] where T: Sendable, R: Sendable {
        guard items.count > 1 else { return items.map(transform) }
        let box = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            box.set(index, transform(items[index]))
        }
        return box.values()
    }

    private final class ResultBox<R>: @unchecked Sendable {
        private var storage: [R?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: R) { lock.withLock { storage[index] = value } }
        func values() -> [R] { lock.withLock { storage.map { $0! } } }
    }
}
