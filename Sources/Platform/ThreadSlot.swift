#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread, kept from one use to the next: what a thread builds for every file and
/// can start over on (buffers grown for the files before), made once a thread instead of once a file.
/// A user takes the object out, so a use nested in another finds the slot empty and makes its own;
/// the thread's last object is released when the thread ends.
public struct ThreadSlot<Object: AnyObject>: Sendable {
    private let key: pthread_key_t

    public init() {
        var key = pthread_key_t()
        // The destructor gets the object put last; it is one retain, whatever the object's class.
        let made = pthread_key_create(&key) { object in
            // Optional in Glibc's and Musl's signature, not in Darwin's: the same code for both.
            let pointer: UnsafeMutableRawPointer? = object
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        precondition(made == 0, "no thread-specific key left")
        self.key = key
    }

    /// The object this thread put last, taken out of the slot; nil when there is none.
    public func take() -> Object? {
        guard let stored = pthread_getspecific(key) else { return nil }
        pthread_setspecific(key, nil)
        return Unmanaged<Object>.fromOpaque(stored).takeRetainedValue()
    }

    /// Keeps `object` for this thread's next `take` (in place of one a nested use put back).
    public func put(_ object: Object) {
        if let stored = pthread_getspecific(key) { Unmanaged<Object>.fromOpaque(stored).release() }
        pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
    }
}
