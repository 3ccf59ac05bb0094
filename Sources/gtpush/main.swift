import Foundation
import GTPushCLI

// Deeply nested PHP makes the parser and interpreter recurse; a large stack keeps hostile input
// an error message instead of a crash.
let thread = Thread {
    let code = GTPush.run(GTPush.commandLineArguments(), output: .standard())
    exit(code)
}
thread.stackSize = 512 << 20
thread.start()
while true { sleep(1000) }
