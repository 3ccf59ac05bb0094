import Testing
import PHPCompileChecks
@testable import PHPSyntax

/// One source and the first message gtpush gives for it ("" when it parses), checked against
/// php -l's verdict, message and line when php is present: the shape of the agreement tests.
struct PHPVerdictCase: CustomTestStringConvertible, Sendable {
    var source: String
    var message: String
    /// PHP's own message where it differs on purpose: a compile-time error PHP finds after parsing
    /// (issue 15's compile-time pass), which gtpush's parser reports as the syntax error it is.
    var phpMessage: String? = nil
    var testDescription: String { source }

    static func accepted(_ source: String) -> PHPVerdictCase { PHPVerdictCase(source: source, message: "") }

    func check() {
        let tree = CompileChecks.parse(SourceFile(path: "case.php", bytes: Array(source.utf8)))
        let first = tree.diagnostics.first
        #expect((first?.message ?? "") == message)
        if let php = PHPLint.verdict(Array(source.utf8)) {
            #expect(php == first.map { "\(phpMessage ?? $0.message) @\($0.location.line)" }, "php -l on \(source)")
        }
    }
}
