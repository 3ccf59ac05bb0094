import Testing

/// A bare `yield` followed by an operator that cannot begin an operand is `(yield) op …`, as in
/// PHP's grammar; `+` and `-` begin an operand.
@Suite("Bare yield before an operator")
struct BareYieldTests {
    static let cases: [PHPVerdictCase] = [
        .accepted("<?php function g() { yield * -1; }"),
        .accepted("<?php function g() { yield - 1; }"),
        .accepted("<?php function g() { yield . \"a\"; }"),
        .accepted("<?php function g() { yield ?? 1; }"),
        .accepted("<?php function g() { yield instanceof A; }"),
        .accepted("<?php function g() { yield 1 => 2; }"),
    ]

    @Test("agrees with php -l", arguments: cases)
    func agrees(_ verdict: PHPVerdictCase) { verdict.check() }
}
