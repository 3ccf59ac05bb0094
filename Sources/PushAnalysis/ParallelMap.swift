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
    private static let jobLimit = Locked<Int?>(nil)

    /// `progress`, when given, is called with the number of items done after each one.
    public static func map<T, R>(_ items: [T], progress: (@Sendable (Int) -> Void)? = nil, _ transform: @Sendable (T) -> R) -> [R] where T: Sendable, R: Sendable {
        // Each result goes straight to its place in the array returned: a slot per item is
        // written by one worker only, so no lock guards the slots, and no result is held twice
        // (over a tree of thousands of files, a second array of results cost a page fault a
        // few files).
        [R](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress)
            let done = progress.map { _ in Locked(0) }
            @Sendable func work(_ index: Int) {
                (slots.base! + index).initialize(to: transform(items[index]))
                if let progress, let done { progress(done.withLock { value in value += 1; return value }) }
            }
            if let jobs, jobs < items.count {
                // `jobs` workers take the next item in turn, so no more than `jobs` run at once.
                let next = Locked(0)
                DispatchQueue.concurrentPerform(iterations: max(jobs, 1)) { _ in
                    while true {
                        let index = next.withLock { value in defer { value += 1 }; return value }
                        guard index < items.count else { return }
                        work(index)
                    }
                }
            } else {
                DispatchQueue.concurrentPerform(iterations: items.count) { work($0) }
            }
            // `concurrentPerform` returns once every item is done: every slot is written.
            initialized = items.count
        }
    }

    /// Where the results go, shared by the workers; each writes only its own items' slots.
    private struct Slots<R>: @unchecked Sendable {
        let base: UnsafeMutablePointer<R>?
    }
}
