#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's stack: its lowest address and its size. Asking costs a system call (and,
/// on Linux's main thread, a read of `/proc/self/maps`): callers that ask per file keep the answer.
public enum ThreadStack {
    public static func current() -> (low: UInt, size: Int)? {
        #if canImport(Glibc) || canImport(Musl)
        // Glibc's module map hides this GNU extension; it is always present in libc at run time.
        guard let symbol = getAttributes else { return nil }
        var attributes = pthread_attr_t()
        guard symbol(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var low: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &low, &size) == 0, let low else { return nil }
        return (UInt(bitPattern: low), size)
        #elseif canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = pthread_get_stacksize_np(pthread_self())
        return (top - UInt(size), size)
        #else
        return nil
        #endif
    }

    #if canImport(Glibc) || canImport(Musl)
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getAttributes: GetAttributes? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np")
        .map { unsafeBitCast($0, to: GetAttributes.self) }
    #endif
}
