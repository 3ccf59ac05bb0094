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

    private static func measuredLimit() -> UInt? {
        #if canImport(Glibc) || canImport(Musl)
        // Glibc's module map hides this GNU extension; it is always present in libc at run time.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        let getAttributes = unsafeBitCast(symbol, to: GetAttr.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var low: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &low, &size) == 0, let low else { return nil }
        return UInt(bitPattern: low) + reserve(size: size)
        #elseif canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = pthread_get_stacksize_np(pthread_self())
        return top - UInt(size) + reserve(size: size)
        #else
        return nil
        #endif
    }

    /// An address in the caller's frame.
    @inline(__always) static func here() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}
