import Testing
@testable import PHPSyntax

/// One source and the first message gtpush gives for it ("" when it parses), checked against
/// php -l's verdict when php is present: the shape of the agreement tests.
struct PHPVerdictCase: CustomTestStringConvertible, Sendable {
    var source: String
    var message: String
    var testDescription: String { source }

    static func accepted(_ source: String) -> PHPVerdictCase { PHPVerdictCase(source: source, message: "") }

    func check() {
        let tree = Parser.parse(SourceFile(path: "case.php", bytes: Array(source.utf8)))
        #expect((tree.diagnostics.first?.message ?? "") == message)
        if let php = PHPLint.accepts(Array(source.utf8)) {
            #expect(php == message.isEmpty, "php -l \(php ? "accepts" : "rejects") \(source)")
        }
    }
}
