import PushAnalysis
import Platform
import Testing

/// `ParallelMap.map` writes each result straight into the array it returns, from many threads:
/// every result must land in its item's place, once, with every job limit.
@Suite(.serialized) struct ParallelMapTests {
    /// A result holding references, so a slot written twice or never would show as a wrong
    /// string or a crash, not as a number that happens to be right.
    static func label(_ item: Int) -> [String] { [String(item), String(repeating: "x", count: item % 7)] }

    @Test(arguments: [nil, 1, 2, 3, 64] as [Int?])
    func resultsKeepTheItemsOrder(jobs: Int?) {
        let saved = ParallelMap.jobs
        defer { ParallelMap.jobs = saved }
        ParallelMap.jobs = jobs
        let items = Array(0..<1000)
        let results = ParallelMap.map(items) { Self.label($0) }
        #expect(results == items.map(Self.label))
    }

    @Test func emptyAndSingleInputs() {
        #expect(ParallelMap.map([Int]()) { $0 * 2 } == [])
        #expect(ParallelMap.map([21]) { $0 * 2 } == [42])
    }

    @Test(arguments: [nil, 2] as [Int?])
    func progressCountsEveryItemOnce(jobs: Int?) {
        let saved = ParallelMap.jobs
        defer { ParallelMap.jobs = saved }
        ParallelMap.jobs = jobs
        let seen = Counts()
        _ = ParallelMap.map(Array(0..<500), progress: { seen.note($0) }) { $0 }
        #expect(seen.sorted == Array(1...500))
    }

    private final class Counts: @unchecked Sendable {
        private var values: [Int] = []
        private let lock = Lock()
        func note(_ value: Int) { lock.withLock { values.append(value) } }
        var sorted: [Int] { lock.withLock { values.sorted() } }
    }
}
