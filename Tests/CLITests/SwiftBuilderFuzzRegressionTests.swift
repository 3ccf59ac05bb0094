import Emitters
import Foundation
import GTPushTestSupport
import PushAnalysis
import Testing

/// Builders that did not compile, found by scripts/fuzz-swift.py: a ternary of two literals has
/// no Swift type of its own (`(c ? 1 : 2).isTruthy` read an Int's member), and `(a) ? b : (c)`
/// was taken for one parenthesised expression. The builder must compile and give preview's bytes.
@Suite struct SwiftBuilderFuzzRegressionTests {
    static let source = """
    <?php
    function buildFuzzed($flag, $name)
    {
        $apn = new IGtAPNPayload();
        if ((strlen($name) > 2) ? 1 : 0) {
            $apn->badge = ($flag ? false : 1.5) ?: 7;
        }
        if (($flag ? $name : "x") ? [1] : 100) {
            $apn->sound = ($flag ? "a" : 2) . "b";
        }
        $apn->category = (($flag) ? "c" : ("d")) ?: "e";
        $template = new IGtTransmissionTemplate();
        $template->set_apnInfo($apn);
        return $template;
    }

    """

    @Test func builderCompilesAndMatchesPreview() throws {
        let units = SourceLoader.units(path: "fuzzed.php", bytes: Array(Self.source.utf8))
        let output = SwiftBuilderGenerator.generate(units: units, sourceName: { _ in "fuzzed.php" })
        #expect(output.diagnostics.map(\.formatted) == [])
        let file = try #require(output.files.first)
        let text = String(decoding: file.contents, as: UTF8.self)
        let bindings: [(flag: Bool, name: String)] = [(true, "abc"), (false, "abc"), (true, ""), (false, "")]
        var main = "import Foundation\nimport GTPushRuntime\n\n"
        for binding in bindings {
            main += "print(String(decoding: try FuzzedPush(flag: \(binding.flag), name: \"\(binding.name)\").jsonData(), as: UTF8.self))\n"
        }
        let printed = try BuilderProgramRunner.run(main: main, files: [text]).split(separator: "\n").map(String.init)
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("fuzzed.php").path
            try Self.source.write(toFile: path, atomically: true, encoding: .utf8)
            for (index, binding) in bindings.enumerated() {
                let preview = gtpush(["preview", "--exact", "--set", "$flag=\(binding.flag)", "--set", "$name=\"\(binding.name)\"", path])
                #expect(preview.code == 0, "\(preview.stderr)")
                #expect(index < printed.count && printed[index] == preview.stdout.trimmingCharacters(in: .newlines), "\(binding)")
            }
        }
    }
}
