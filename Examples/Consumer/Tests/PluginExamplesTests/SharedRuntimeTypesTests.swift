import GTPushRuntime
import MorePushExamples
import PushExamples
import Testing

/// Two targets use the build plugin; both targets' builders use the runtime's one `PushKind`, so a
/// module importing both compiles (each used to get its own copy: "'PushKind' is ambiguous").
@Suite struct SharedRuntimeTypesTests {
    @Test func bothPluginTargetsShareOnePushKind() throws {
        let kinds: [PushKind] = [ChatPushes.message(from: "Ada", "hi"), PushKind(json: try SamplePushes.orderShipped("7"))]
        #expect(kinds == [.normal, .normal])
    }
}
