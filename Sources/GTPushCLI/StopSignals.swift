import Emitters
import Platform

/// SIGINT, SIGTERM and SIGHUP end gtpush as they end any program (the shell sees 130, 143 or
/// 129), after removing the temporary files it is writing (`TemporaryFiles`).
///
/// The executable blocks these signals before it starts any thread, so every thread inherits
/// the block, and its first thread, which has nothing else to do, waits for them with
/// `sigwait`. The removal then runs as ordinary code, free to take a lock (a signal handler may
/// not): it waits for a write's last steps to finish and lets no other begin.
public enum StopSignals {
    /// The signals that stop a run, less those the parent told it to ignore (`nohup`, a
    /// background job): those stay ignored.
    private static func stopping() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] where !isIgnored(signal) { sigaddset(&set, signal) }
        return set
    }

    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        #if canImport(Darwin)
        let handler = current.__sigaction_u.__sa_handler
        #else
        let handler = current.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Blocks the stop signals in this thread and every thread it starts from now on.
    public static func block() {
        var set = stopping()
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Undoes `block` (when no thread waits for the signals after all).
    public static func unblock() {
        var set = stopping()
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Waits for a stop signal, removes the temporary files and ends the process by that
    /// signal, as it would have ended without gtpush's wait. Called on a thread that does
    /// nothing else, after `block`.
    public static func waitAndStop() -> Never {
        var set = stopping()
        while true {
            var received: Int32 = 0
            guard sigwait(&set, &received) == 0 else { continue }
            TemporaryFiles.removeAll {
                signal(received, SIG_DFL)
                var one = sigset_t()
                sigemptyset(&one)
                sigaddset(&one, received)
                pthread_sigmask(SIG_UNBLOCK, &one, nil)
                raise(received)
                _exit(128 + received)
            }
        }
    }
}
