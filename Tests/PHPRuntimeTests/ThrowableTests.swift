import Testing
@testable import PHPRuntime

/// PHP's own error and exception classes (`catch` in builders, `throw new \Exception(…)` in
/// builders and in preview): each parent as php 8.2 declares it, and every exception class
/// one that takes a message.
@Suite("PHP differential: throwable classes")
struct ThrowableTests {
    @Test("parents match php", .enabled(if: PHPHarness.enabled, "php is not installed"))
    func parents() throws {
        let names = PHPThrowables.parents.keys.sorted()
        var script = ""
        for name in names {
            script += "echo get_parent_class('\(name)'), ' ', (new \(name)('m'))->getMessage(), \"\\n\";\n"
        }
        let ours = names.map { "\(PHPThrowables.parents[$0]!) m" }
        PHPHarness.compare(ours: ours, php: try PHPHarness.run(script))
    }

    @Test func everyExceptionHasAnExceptionRoot() {
        for name in PHPThrowables.exceptions {
            var next: String? = name
            var root = name
            while let current = next { root = current; next = PHPThrowables.parents[current] }
            #expect(root == "Exception", "\(name)")
        }
    }
}
