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
            // Workers take the next item in turn, so no more than `workers` run at once. They are
            // threads of gtpush's own with the command's stack (`LargeStackThreads`): a file that
            // one thread reads, any thread reads.
            let workers = min(jobs ?? LargeStackThreads.processorCount, items.count)
            if workers <= 1 && LargeStackThreads.currentThreadHasLargeStack {
                for index in items.indices { work(index) }
            } else if workers >= 1 {
                let next = Locked(0)
                LargeStackThreads.run(workers) { _ in
                    while true {
                        let index = next.withLock { value in defer { value += 1 }; return value }
                        guard index < items.count else { return }
                        work(index)
                    }
                }
            }
            // `run` returns once every worker has: every slot is written.
            initialized = items.count
        }
    }

    /// Where the results go, shared by the workers; each writes only its own items' slots.
    private struct Slots<R>: @unchecked Sendable {
        let base: UnsafeMutablePointer<R>?
    }
}
