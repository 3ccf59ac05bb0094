import GTPushCLI
import Platform

// Deeply nested PHP makes the parser and interpreter recurse; a large stack keeps hostile input
// an error message instead of a crash. A thread of the system's, not Foundation's: linking
// Foundation cost every run most of a millisecond before its first line.
nonisolated func runCommand() -> Never {
    exit(GTPush.run(GTPush.commandLineArguments(), output: .standard()))
}

// Not isolated to the main actor as top-level code is: it runs on the new thread.
#if canImport(Darwin)
nonisolated func threadBody(_: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? { runCommand() }
#else
nonisolated func threadBody(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? { runCommand() }
#endif

// SIGINT, SIGTERM and SIGHUP are blocked before any thread starts, so every thread inherits the block,
// and this thread waits for them: it removes the temporary files of a write in progress, then
// lets the signal end the process (`StopSignals`).
StopSignals.block()
var attributes = pthread_attr_t()
pthread_attr_init(&attributes)
pthread_attr_setstacksize(&attributes, 512 << 20)
#if canImport(Darwin)
var thread: pthread_t?
#else
var thread = pthread_t()
#endif
if pthread_create(&thread, &attributes, threadBody, nil) != 0 {
    // No room for the large stack: run on this thread's, which then cannot wait for signals.
    StopSignals.unblock()
    runCommand()
}
StopSignals.waitAndStop()
