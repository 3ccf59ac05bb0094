@testable import GTPushCLI
import Testing

/// What a command leaves to the process's end stays alive only when the process does end with
/// the command: the executable's output says so, a test's does not, so tests free what they build.
@Suite struct ProcessEndTests {
    private final class Tree {}

    @Test func keptWhenTheProcessEndsWithTheCommand() {
        weak var kept: Tree?
        do {
            let tree = Tree()
            kept = tree
            Output(out: { _ in }, error: { _ in }, endsWithProcess: true).leaveToProcessEnd([tree])
        }
        #expect(kept != nil)
    }

    @Test func freedOtherwise() {
        weak var freed: Tree?
        do {
            let tree = Tree()
            freed = tree
            CapturedOutput().output.leaveToProcessEnd([tree])
        }
        #expect(freed == nil)
    }

    @Test func theExecutablesStreamsEndWithTheProcess() {
        #expect(Output.standard().endsWithProcess)
        #expect(!CapturedOutput().output.endsWithProcess)
    }
}
