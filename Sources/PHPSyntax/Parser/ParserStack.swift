import Platform

/// The lowest stack address the parser may recurse down to on the current thread, leaving room for
/// the deepest stretch between two `enter()` checks and for whatever runs after the parser.
/// A debug build spends several KiB per nesting level, and test runners use small secondary-thread
/// stacks, so a fixed depth limit alone cannot be both safe and generous.
enum StackGuard {
    /// Debug builds spend up to ~10 KiB per level; a quarter of the stack (at most 256 KiB) is kept free.
    static func reserve(size: Int) -> UInt { UInt(min(256 * 1024, size / 4)) }

    /// Worked out once per thread: asking glibc for a thread's stack costs a system call (and, on
    /// the main thread, a read of `/proc/self/maps`), and the parser asks for every file.
    static func currentLimit() -> UInt? {
        if let known = pthread_getspecific(limitKey) {
            let limit = UInt(bitPattern: known)
            return limit == unknown ? nil : limit
        }
        let limit = measuredLimit()
        pthread_setspecific(limitKey, UnsafeRawPointer(bitPattern: limit ?? unknown))
        return limit
    }

    /// What `limitKey` holds for a thread whose stack could not be measured.
    private static let unknown = UInt.max

    /// The current thread's limit, in one slot per thread (holding a number: nothing to free
    /// when the thread ends).
    private static let limitKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left for the parser's stack limit")
        return key
    }()

    /// Links of left-deep chains one expression may hold on this thread (`PHPParser.link()`): the
    /// parser makes a chain in a loop, but every later stage recurses once per link, so the
    /// thread's whole stack, at `stackPerLink` a link, bounds them, up to `PHPParser.maxChainLinks`.
    /// Worked out once per thread, as the limit is.
    static func chainLinks() -> Int {
        if let known = pthread_getspecific(linksKey) { return Int(bitPattern: UInt(bitPattern: known)) - 1 }
        let links = ThreadStack.current().map { min(PHPParser.maxChainLinks, $0.size / stackPerLink) } ?? PHPParser.maxChainLinks
        // Stored plus one: a slot holding nothing reads as nil.
        pthread_setspecific(linksKey, UnsafeRawPointer(bitPattern: UInt(links + 1)))
        return links
    }

    /// The stack every later stage spends on one link, at the most: a release build spends about
    /// 1.2 KiB (an interpreted method call), a debug build up to 25 KiB.
    #if DEBUG
    static let stackPerLink = 40 << 10
    #else
    static let stackPerLink = 2_560
    #endif

    private static let linksKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left for the parser's chain limit")
        return key
    }()

    private static func measuredLimit() -> UInt? {
        ThreadStack.current().map { $0.low + reserve(size: $0.size) }
    }

    /// An address in the caller's frame.
    @inline(__always) static func here() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}
