import Testing

/// What PHP 8.2 refuses in a class header: `extends` on a trait or an enum, and a readonly
/// anonymous class (PHP 8.3), refused at `readonly`, which names no class after `new` in 8.2.
@Suite("Class headers")
struct ClassHeaderTests {
    static let cases: [PHPVerdictCase] = [
        PHPVerdictCase(source: "<?php trait T extends Base {}", message: "syntax error, unexpected token \"extends\", expecting \"{\""),
        PHPVerdictCase(source: "<?php enum E extends B {}", message: "syntax error, unexpected token \"extends\", expecting \"{\""),
        PHPVerdictCase(source: "<?php new readonly class {};", message: "syntax error, unexpected token \"readonly\""),
        PHPVerdictCase(source: "<?php new readonly(1);", message: "syntax error, unexpected token \"readonly\""),
        .accepted("<?php enum E: string implements I {}"),
        .accepted("<?php class A extends B implements C {}"),
        .accepted("<?php interface I extends A, B {}"),
        .accepted("<?php new class extends A {};"),
        .accepted("<?php new #[X] class {};"),
    ]

    @Test("agrees with php -l", arguments: cases)
    func agrees(_ verdict: PHPVerdictCase) { verdict.check() }
}
