import Testing
@testable import PHPRuntime

/// Every predefined constant gtpush knows has php's value, bit for bit.
@Suite("PHP differential: predefined constants")
struct PredefinedConstantsTests {
    @Test("every constant matches php", .enabled(if: PHPHarness.enabled, "php is not installed"))
    func matchesPHP() throws {
        let names = PredefinedConstants.names
        let script = names.map { "echo run(fn() => \($0)), \"\\n\";\n" }.joined()
        let ours = names.map { PHPHarness.canon(PredefinedConstants.value($0)!) }
        PHPHarness.compare(ours: ours, php: try PHPHarness.run(script))
    }

    @Test("the constants the issue names are there, with PHP 8.2's values")
    func namedConstants() {
        #expect(PredefinedConstants.value("E_STRICT") == .int(2048))
        #expect(PredefinedConstants.value("E_DEPRECATED") == .int(8192))
        #expect(PredefinedConstants.value("E_USER_ERROR") == .int(256))
        #expect(PredefinedConstants.value("SORT_STRING") == .int(2))
        #expect(PredefinedConstants.value("ENT_QUOTES") == .int(3))
        #expect(PredefinedConstants.value("JSON_UNESCAPED_UNICODE") == .int(256))
        #expect(PredefinedConstants.value("PHP_EOL") == .string("\n"))
    }

    @Test("constants that describe the installation are not guessed")
    func installationConstantsLeftOut() {
        for name in ["PHP_VERSION", "PHP_OS", "PHP_BINARY", "STDIN", "DEFAULT_INCLUDE_PATH"] {
            #expect(PredefinedConstants.value(name) == nil, "\(name)")
        }
    }
}
