import GTPushCLI
import Platform

// Deeply nested PHP makes the parser and interpreter recurse; a large stack keeps hostile input
// an error message instead of a crash. The command runs on a thread with the stack every worker
// gets too (`LargeStackThreads`): a thread of the system's, not Foundation's, since linking
// Foundation cost every run most of a millisecond before its first line.
nonisolated func runCommand() -> Never {
    exit(GTPush.run(GTPush.commandLineArguments(), output: .standard()))
}

// SIGINT, SIGTERM and SIGHUP are blocked before any thread starts, so every thread inherits the block,
// and this thread waits for them: it removes the temporary files of a write in progress, then
// lets the signal end the process (`StopSignals`).
StopSignals.block()
if !LargeStackThreads.detach({ runCommand() }) {
    // No room for the large stack: run on this thread's, which then cannot wait for signals.
    StopSignals.unblock()
    runCommand()
}
StopSignals.waitAndStop()
