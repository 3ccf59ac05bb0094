import PushRules
import Platform

/// Where a command writes. The executable passes the process's streams; tests pass buffers, so
/// every byte a command prints can be asserted.
public final class Output: @unchecked Sendable {
    private let lock = Lock()
    private let writeOut: @Sendable ([UInt8]) -> Void
    private let writeError: @Sendable ([UInt8]) -> Void
    /// True when standard error is a terminal (progress lines are shown only then).
    public let errorIsTerminal: Bool
    /// True when standard output is a terminal (colours are shown only then).
    public let outputIsTerminal: Bool
    /// The environment the command runs in (`LANG`, `LC_ALL`, `NO_COLOR`): the process's for the
    /// executable, and exactly what a test gives (nothing by default), so no test depends on the
    /// locale of the machine that runs it.
    public let environment: [String: String]
    /// The language and colours of this run, settled by `GTPush.run` before the command starts.
    public internal(set) var language: Language = .english
    public internal(set) var colors = false
    /// True when the process ends as the command returns (the executable's streams): see
    /// `leaveToProcessEnd`.
    public let endsWithProcess: Bool

    public init(out: @escaping @Sendable ([UInt8]) -> Void, error: @escaping @Sendable ([UInt8]) -> Void, errorIsTerminal: Bool = false,
                outputIsTerminal: Bool = false, environment: [String: String] = [:], endsWithProcess: Bool = false) {
        self.writeOut = out
        self.writeError = error
        self.errorIsTerminal = errorIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
        self.endsWithProcess = endsWithProcess
    }

    /// The process's standard output and error.
    public static func standard() -> Output {
        Output(
            out: { bytes in FileDescriptor.writeAll(1, bytes) },
            error: { bytes in FileDescriptor.writeAll(2, bytes) },
            errorIsTerminal: isatty(2) == 1, outputIsTerminal: isatty(1) == 1, environment: processEnvironment(), endsWithProcess: true)
    }

    /// Keeps `value` (a run's trees and what was built from them) for the process's end to return
    /// at once, when the process ends with the command; otherwise (a test, a caller of the
    /// library) it is freed as usual. Freeing WordPress's 700 trees node by node took a twelfth of
    /// `check`'s CPU, on one core, after the report was written.
    func leaveToProcessEnd<Value>(_ value: Value) {
        guard endsWithProcess else { return }
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }

    /// The variables a command reads (the locale's and `NO_COLOR`), each looked up by name:
    /// Foundation's whole environment dictionary cost a sixth of `gtpush --version`.
    static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in Language.localeVariables + ["NO_COLOR"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
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
    private let lock = Lock()
    private var outBytes: [UInt8] = []
    private var errorBytes: [UInt8] = []

    private let environment: [String: String]
    private let isTerminal: Bool

    /// `environment` is all the command sees of one (`LANG`, `NO_COLOR`); `isTerminal` makes the
    /// captured streams pass for a terminal, for the tests of colours.
    public init(environment: [String: String] = [:], isTerminal: Bool = false) {
        self.environment = environment
        self.isTerminal = isTerminal
    }

    public var output: Output {
        Output(out: { [self] bytes in lock.withLock { outBytes += bytes } },
               error: { [self] bytes in lock.withLock { errorBytes += bytes } },
               errorIsTerminal: false, outputIsTerminal: isTerminal, environment: environment)
    }

    public var stdout: String { lock.withLock { String(decoding: outBytes, as: UTF8.self) } }
    public var stderr: String { lock.withLock { String(decoding: errorBytes, as: UTF8.self) } }
}

/// A value held by a reference that is never released (`Output.leaveToProcessEnd`).
private final class KeptUntilExit<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension Output {
    /// `gtpush COMMAND: message` on standard error in the run's language: how every command
    /// says why it stops.
    func error(_ command: String, _ message: Message) {
        error("gtpush \(command): " + message.text(language))
    }
}
