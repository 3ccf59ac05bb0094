import Testing

/// Bare parentheses are not a place to write to (`($a) = 1`), but a chain after them is:
/// `($a)->x = 1`, `(new A)->m()[] = 1`.
@Suite("Writes through parentheses")
struct ParenthesizedTargetTests {
    static let cases: [PHPVerdictCase] = [
        .accepted("<?php ($a)->x = 1;"),
        .accepted("<?php (function(){ return 1; })()->n++;"),
        .accepted("<?php (new ArrayObject)->getIterator()[] = 1;"),
        .accepted("<?php ($a)[0] .= 1;"),
        .accepted("<?php (A::$b)::$c = 1;"),
        PHPVerdictCase(source: "<?php ($a) = 1;", message: "syntax error, unexpected token \"=\""),
        PHPVerdictCase(source: "<?php ($a)++;", message: "syntax error, unexpected token \"++\""),
        PHPVerdictCase(source: "<?php ($a)() = 1;", message: "Can't use function return value in write context"),
    ]

    @Test("agrees with php -l", arguments: cases)
    func agrees(_ verdict: PHPVerdictCase) { verdict.check() }
}
