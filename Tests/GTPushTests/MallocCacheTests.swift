import Dispatch
import MallocCache
import Platform
import Testing

/// The executable's cache of small freed blocks (Sources/MallocCache). This test binary links it
/// too, so every other test also runs over it; these tests hold its own contract.
@Suite(.serialized) struct MallocCacheTests {
    #if os(Linux) && canImport(Glibc)
    @Test func isInFrontOfGlibc() {
        #expect(gtpush_malloc_cache_enabled() == 1)
    }

    /// A freed block is kept under the largest class of 16 bytes it can serve, and the next request
    /// of that class gets it back; a block too large for any class goes to glibc.
    @Test func reusesAFreedBlockOfTheSameClass() {
        // Nothing between these calls allocates (the expectations come after): 40 bytes are class
        // 3 (48), for which the cache asks glibc, so the block serves 33 bytes when reused.
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
        #expect(afterFree == before + 48)
        #expect(again == block)
        #expect(afterReuse == before)
        #expect(afterLarge == beforeLarge)
    }

    /// A thread keeps at most 1 MiB; what it frees past that goes back to glibc.
    @Test func keepsABoundedAmount() throws {
        var blocks: [UnsafeMutableRawPointer] = []
        for _ in 0..<40_000 { blocks.append(try #require(malloc(100))) }
        for block in blocks { free(block) }
        #expect(gtpush_malloc_cache_bytes() <= 1 << 20)
        #expect(gtpush_malloc_cache_bytes() > (1 << 20) - 512)
    }

    /// What a thread holds goes back to glibc when the thread ends.
    @Test func anEndingThreadGivesItsBlocksBack() throws {
        let before = gtpush_malloc_cache_released()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { _ in
            var blocks: [UnsafeMutableRawPointer?] = []
            blocks.reserveCapacity(5_000)
            for _ in 0..<5_000 { blocks.append(malloc(150)) }
            for block in blocks { free(block) }
            // Held here: 5,000 blocks of 160 bytes would be 800,000; the cache keeps most of them.
            return UnsafeMutableRawPointer(bitPattern: gtpush_malloc_cache_bytes())
        }, nil)
        try #require(made == 0)
        var held: UnsafeMutableRawPointer?
        pthread_join(thread, &held)
        #expect(Int(bitPattern: held) >= 700_000)
        // Other threads may end meanwhile and add theirs.
        #expect(gtpush_malloc_cache_released() >= before + Int(bitPattern: held))
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
