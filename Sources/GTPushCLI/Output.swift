import Foundation

/// Where a command writes. The executable passes the process's streams; tests pass buffers, so
/// every byte a command prints can be asserted.
public final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: @Sendable ([UInt8]) -> Void
    private let writeError: @Sendable ([UInt8]) -> Void
    /// True when standard error is a terminal (progress lines are shown only then).
    public let errorIsTerminal: Bool

    public init(out: @escaping @Sendable ([UInt8]) -> Void, error: @escaping @Sendable ([UInt8]) -> Void, errorIsTerminal: Bool = false) {
        self.writeOut = out
        self.writeError = error
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard output and error.
    public static func standard() -> Output {
        Output(
            out: { bytes in FileHandle.standardOutput.write(Data(bytes)) },
            error: { bytes in FileHandle.standardError.write(Data(bytes)) },
            errorIsTerminal: isatty(2) == 1)
    }

    public func write(_ bytes: [UInt8]) {
        lock.withLock { writeOut(bytes) }
    }

    public func print(_ text: String) {
        write(Array((text + "\n").utf8))
    }

    public func error(_ text: String) {
        lock.withLock { writeError(Array((text + "\n").utf8)) }
    }

    public func errorRaw(_ text: String) {
        lock.withLock { writeError(Array(text.utf8)) }
    }
}

/// An `Output` that keeps what was written, for tests and for `--check` comparisons.
public final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var outBytes: [UInt8] = []
    private var errorBytes: [UInt8] = []

    public init() {}

    public var output: Output {
        Output(out: { [self] bytes in lock.withLock { outBytes += bytes } },
               error: { [self] bytes in lock.withLock { errorBytes += bytes } })
    }

    public var stdout: String { lock.withLock { String(decoding: outBytes, as: UTF8.self) } }
    public var stderr: String { lock.withLock { String(decoding: errorBytes, as: UTF8.self) } }
}
