import Dispatch
import PushRules
import Platform

/// `checked 3,412/10,000 files` on standard error, redrawn in place — only when standard error
/// is a terminal and the run has taken more than a second, so scripts and quick runs see nothing.
final class ProgressLine: @unchecked Sendable {
    private let output: Output
    private let total: Int
    /// What is counted: the catalogue's `cli.progress.VERB` says it ("read 3/10 files").
    enum Verb: String, CaseIterable {
        case read, parsed
    }

    private let verb: Verb
    private let started = DispatchTime.now().uptimeNanoseconds
    private var lastDrawn: UInt64 = 0
    private var drawn = false
    private let lock = Lock()

    init(output: Output, total: Int, verb: Verb) {
        self.output = output
        self.total = total
        self.verb = verb
    }

    func update(_ done: Int) {
        guard output.errorIsTerminal else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        lock.withLock {
            guard now - started > 1_000_000_000, now - lastDrawn > 100_000_000 || done == total else { return }
            lastDrawn = now
            drawn = true
            let line = Message("cli.progress.\(verb.rawValue)", ["done": .verbatim(Self.grouped(done)), "total": .verbatim(Self.grouped(total))])
            output.errorRaw("\r" + line.text(output.language))
        }
    }

    /// Clears the line, so the diagnostics that follow start at the left margin.
    func finish() {
        lock.withLock {
            if drawn { output.errorRaw("\r\u{1B}[K") }
        }
    }

    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
