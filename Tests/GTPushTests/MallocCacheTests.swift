import Dispatch
import MallocCache
import Platform
import Testing

/// The command line's cache of small freed blocks (Sources/MallocCache). This test binary links it
/// too, and once a test has turned it on (these do, as `parse` does) the tests after run over it.
@Suite(.serialized) struct MallocCacheTests {
    init() {
        gtpush_malloc_cache_enable()
    }

    #if os(Linux) && canImport(Glibc)
    @Test func isInFrontOfGlibc() {
        #expect(gtpush_malloc_cache_available() == 1)
    }

    /// A freed block is kept under the largest class of 16 bytes it can serve, and the next request
    /// of that class gets it back; a block too large for any class goes to glibc.
    @Test func reusesAFreedBlockOfTheSameClass() throws {
        // On a new thread, whose cache has room; nothing between the calls allocates. glibc gives
        // 40 bytes a chunk of 48, as it does 33, so the block serves 33 bytes when reused; a chunk
        // of 4,096 is past every class. Each fact that holds sets a bit.
        let facts = try Self.onNewThread { _ in
            let block = malloc(40)
            let before = gtpush_malloc_cache_bytes()
            free(block)
            let afterFree = gtpush_malloc_cache_bytes()
            let again = malloc(33)
            let afterReuse = gtpush_malloc_cache_bytes()
            free(again)
            let large = malloc(4096)
            let beforeLarge = gtpush_malloc_cache_bytes()
            free(large)
            let afterLarge = gtpush_malloc_cache_bytes()
            let held = [afterFree == before + 48, again == block, afterReuse == before, afterLarge == beforeLarge]
            return UnsafeMutableRawPointer(bitPattern: held.enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) })
        }
        #expect(facts == 0b1111)
    }

    /// A thread keeps at most 512 KiB; what it frees past that goes back to glibc. (On a thread of
    /// its own, whose cache starts empty and leaves with it, so the other tests find room.)
    @Test func keepsABoundedAmount() throws {
        let held = try Self.onNewThread { _ in
            UnsafeMutableRawPointer(bitPattern: MallocCacheTests.heldAfterFreeing(10_000, of: 100))
        }
        // 10,000 chunks of 112 bytes: the cache filled to within one chunk of its limit.
        #expect(held <= 512 << 10)
        #expect(held > (512 << 10) - 112)
    }

    /// What a thread holds goes back to glibc when the thread ends.
    @Test func anEndingThreadGivesItsBlocksBack() throws {
        let before = gtpush_malloc_cache_released()
        let held = try Self.onNewThread { _ in
            UnsafeMutableRawPointer(bitPattern: MallocCacheTests.heldAfterFreeing(2_500, of: 150))
        }
        // 2,500 chunks of 160 bytes, 400,000 bytes, all under the limit.
        #expect(held >= 400_000)
        // Other threads may end meanwhile and add theirs.
        #expect(gtpush_malloc_cache_released() >= before + held)
    }

    /// Makes `count` blocks of `size` bytes, frees them, and says what the thread's cache holds then.
    private static func heldAfterFreeing(_ count: Int, of size: Int) -> Int {
        var blocks: [UnsafeMutableRawPointer?] = []
        blocks.reserveCapacity(count)
        for _ in 0..<count { blocks.append(malloc(size)) }
        for block in blocks { free(block) }
        return gtpush_malloc_cache_bytes()
    }

    /// Runs `body` on a new thread and waits for it to end; what it returns is a number.
    private static func onNewThread(_ body: @escaping @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?) throws -> Int {
        var thread = pthread_t()
        try #require(pthread_create(&thread, nil, body, nil) == 0)
        var result: UnsafeMutableRawPointer?
        pthread_join(thread, &result)
        return Int(bitPattern: result)
    }

    /// Blocks made on one thread and freed on another (as a file's results are) hold what was
    /// written into them, whoever reuses them.
    @Test func blocksCrossThreads() {
        let threads = 4
        let perThread = 5_000
        let made = Blocks(count: threads * perThread)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                let size = 1 + (index * 37 + thread * 11) % 600
                let block = malloc(size)!
                memset(block, Int32(truncatingIfNeeded: index & 0xFF), size)
                made.pointers[thread * perThread + index] = block
            }
        }
        let intact = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Each thread checks and frees the blocks another made.
            let owner = (thread + 1) % threads
            var good = 0
            for index in 0..<perThread {
                let size = 1 + (index * 37 + owner * 11) % 600
                let block = made.pointers[owner * perThread + index]!.assumingMemoryBound(to: UInt8.self)
                if (0..<size).allSatisfy({ block[$0] == UInt8(truncatingIfNeeded: index & 0xFF) }) { good += 1 }
                free(block)
            }
            intact.add(good)
        }
        #expect(intact.value == threads * perThread)
    }
    #endif
}

/// Slots for blocks, each written by one thread and read by another after a barrier.
private final class Blocks: @unchecked Sendable {
    let pointers: UnsafeMutablePointer<UnsafeMutableRawPointer?>

    init(count: Int) { pointers = .allocate(capacity: count) }

    deinit { pointers.deallocate() }
}

/// A counter several threads add to.
private final class Atomic: @unchecked Sendable {
    private let lock = Lock()
    private var total: Int

    init(_ value: Int) { total = value }

    func add(_ amount: Int) { lock.withLock { total += amount } }

    var value: Int { lock.withLock { total } }
}
