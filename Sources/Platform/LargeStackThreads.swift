#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The threads gtpush starts, each with the main command's stack. Every stage that reads PHP
/// (parser, tree conversion, interpreter, rules, emitters) recurses as deep as the code nests, and
/// a left-deep chain (`"a"."a"…`, `1+1+…`, `->w()->w()…`) nests as deep as it is long: a worker
/// with the system's 8 MiB (or the dispatch pool's smaller) stack crashed on a chain the command's
/// own thread read. The stack is address space, reserved but untouched until used: a thread that
/// never recurses deeply costs no more memory than one with the default stack.
public enum LargeStackThreads {
    /// What the command's thread and every worker get.
    public static let stackSize = 512 << 20

    /// The processors this process may run on: how many workers run at once by default.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Whether the calling thread already has the large stack (the command's thread, a worker):
    /// work for it alone runs there, with no thread to start.
    public static var currentThreadHasLargeStack: Bool {
        guard let stack = ThreadStack.current() else { return false }
        return stack.size >= stackSize
    }

    /// Runs `body(0)` … `body(count - 1)` at once, each on a thread of its own with `stackSize`
    /// of stack, and returns when every one has returned. Where the system refuses a thread that
    /// large (a `ulimit -v`), the body runs on one with the system's stack instead, and where it
    /// refuses any thread, on the calling one: slower or shallower, never lost.
    public static func run(_ count: Int, _ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            let task = Task(body)
            var threads: [pthread_t] = []
            threads.reserveCapacity(count)
            for index in 0..<count {
                let argument = Unmanaged.passRetained(Argument(task: task, index: index)).toOpaque()
                if let thread = start(argument, stackSize: stackSize) ?? start(argument, stackSize: nil) {
                    threads.append(thread)
                } else {
                    Unmanaged<Argument>.fromOpaque(argument).release()
                    body(index)
                }
            }
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// Starts `body` on a new thread with `stackSize` of stack and does not wait for it; false
    /// when the system refuses the thread (the caller then runs `body` itself).
    public static func detach(_ body: @escaping () -> Void) -> Bool {
        let argument = Unmanaged.passRetained(Argument(task: Task { _ in body() }, index: 0)).toOpaque()
        guard let thread = start(argument, stackSize: stackSize) else {
            Unmanaged<Argument>.fromOpaque(argument).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// A started thread, or nil when the system refused it; `stackSize` nil for the system's default.
    private static func start(_ argument: UnsafeMutableRawPointer, stackSize: Int?) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize, pthread_attr_setstacksize(&attributes, stackSize) != 0 { return nil }
        #if canImport(Darwin)
        var thread: pthread_t?
        guard pthread_create(&thread, &attributes, threadEntry, argument) == 0 else { return nil }
        return thread
        #else
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, threadEntry, argument) == 0 else { return nil }
        return thread
        #endif
    }
}

/// What a thread runs: the body, shared by the threads of one `run`, and which item it is.
private final class Task: @unchecked Sendable {
    let body: (Int) -> Void
    init(_ body: @escaping (Int) -> Void) { self.body = body }
}

private final class Argument {
    let task: Task
    let index: Int
    init(task: Task, index: Int) {
        self.task = task
        self.index = index
    }
}

#if canImport(Darwin)
private func threadEntry(_ raw: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    let argument = Unmanaged<Argument>.fromOpaque(raw).takeRetainedValue()
    argument.task.body(argument.index)
    return nil
}
#else
private func threadEntry(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let raw else { return nil }
    let argument = Unmanaged<Argument>.fromOpaque(raw).takeRetainedValue()
    argument.task.body(argument.index)
    return nil
}
#endif
