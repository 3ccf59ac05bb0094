import Testing

/// A namespace may be named by any identifier, keywords included (PHP's
/// `namespace_declaration_name`): `namespace fn;`.
@Suite("Keywords as namespace names")
struct NamespaceNameTests {
    static let cases: [PHPVerdictCase] = [
        .accepted("<?php namespace fn;"),
        .accepted("<?php namespace match { }"),
        .accepted("<?php namespace readonly;"),
        .accepted("<?php namespace echo;"),
        .accepted("<?php namespace { }"),
        PHPVerdictCase(source: "<?php namespace;", message: "syntax error, unexpected token \";\", expecting \"{\""),
    ]

    @Test("agrees with php -l", arguments: cases)
    func agrees(_ verdict: PHPVerdictCase) { verdict.check() }
}
