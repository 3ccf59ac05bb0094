import GTPushCLI
import Platform

// Deeply nested PHP makes the parser and interpreter recurse; a large stack keeps hostile input
// an error message instead of a crash. The command runs on a thread with the stack every worker
// gets too (`LargeStackThreads`): a thread of the system's, not Foundation's, since linking
// Foundation cost every run most of a millisecond before its first line.
nonisolated func runCommand() -> Never {
    exit(GTPush.run(GTPush.commandLineArguments(), output: .standard()))
}

if !LargeStackThreads.detach({ runCommand() }) {
    // No room for the large stack: run on this thread's.
    runCommand()
}
while true { sleep(1000) }
