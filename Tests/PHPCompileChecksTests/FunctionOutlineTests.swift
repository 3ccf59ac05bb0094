@testable import PHPCompileChecks
@testable import PHPSyntax
import Testing

/// Seven checks of a signature skip a function on its `FunctionOutline`: a fact missed there is an
/// error never looked for. Each check's examples run through the runner (CompileCheckTests);
/// these hold the facts themselves, one form of signature at a time.
@Suite struct FunctionOutlineTests {
    private func outline(_ code: String) throws -> FunctionOutline {
        try FirstDeclaration.reading(code, FirstDeclaration.function) { FunctionOutline($0) }
    }

    @Test func aSignatureWithNothingToLookFor() throws {
        let plain = try outline("function f(int $a, Foo $b, $c = 1, &$d): void {}")
        #expect(plain.facts == [.defaults, .voidReturn])
        #expect(plain.parametersEnd == "<?php\nfunction f(int $a, Foo $b, $c = 1, &$d".utf8.count)
        let none = try outline("function f() {}")
        #expect(none.facts == [] && none.parametersEnd == -1)
    }

    /// A type that is not one unqualified word is composed, wherever it is.
    @Test func composedTypes() throws {
        for signature in ["(?int $a)", "(int|string $a)", "(A&B $a)", "(\\Closure $a)", "(namespace\\A $a)", "(A\\B $a)", "(): ?int", "(): \\Foo"] {
            #expect(try outline("function f\(signature) {}").has(.composedTypes), "\(signature)")
        }
    }

    /// `void` and `never` count for a whole type only, a parameter's (refused) or the return
    /// type (which the body's returns are held to); `self`, `parent` and `static` anywhere, in
    /// any case.
    @Test func keywordsInTypes() throws {
        #expect(try outline("function f(VOID $a) {}").facts == [.voidOrNeverParameters])
        #expect(try outline("function f(never $a) {}").facts == [.voidOrNeverParameters])
        #expect(try outline("function f(): never {}").facts == [.neverReturn])
        #expect(try outline("function f(): Void {}").facts == [.voidReturn])
        #expect(try outline("function f(): ?void {}").facts == [.composedTypes])
        #expect(try outline("function f(): \\never {}").facts == [.composedTypes])
        #expect(try outline("function f(?void $a) {}").facts == [.composedTypes])
        #expect(try outline("function f(Self $a) {}").facts == [.classScopeWords])
        #expect(try outline("function f(): static {}").facts == [.classScopeWords])
        #expect(try outline("function f(int|Parent $a) {}").facts == [.composedTypes, .classScopeWords])
        #expect(try outline("function f(Selfish $a, Statics $b, Voids $c) {}").facts == [])
    }

    @Test func parameters() throws {
        #expect(try outline("function f(string $a = 'x') {}").facts == [.defaults, .typedDefaults])
        #expect(try outline("function f(...$a) {}").facts == [.variadic])
        #expect(try outline("function f(public $a) {}").facts == [.promoted])
        #expect(try outline("#[A] function f() {}").facts == [.attributes])
        #expect(try outline("function f(#[A] $a) {}").facts == [.attributes])
        #expect(try outline("function f($this) {}").facts == [.thisParameter])
        #expect(try outline("function f($This) {}").facts == [])
        #expect(try outline("function f($a, $b, $a) {}").facts == [.repeatedNames])
        #expect(try outline("function f($a, $A) {}").facts == [])
        // Names of eight bytes or more are told apart past their first eight; a ninth parameter
        // and later ones are compared with all before them.
        #expect(try outline("function f($parameterOne, $parameterTwo, $parameterOne) {}").facts == [.repeatedNames])
        #expect(try outline("function f($parameterOne, $parameterTwo, $parametersOne) {}").facts == [])
        let eight = (1...8).map { "$p\($0)" }.joined(separator: ", ")
        #expect(try outline("function f(\(eight), $p9, $p10) {}").facts == [])
        #expect(try outline("function f(\(eight), $p9, $p9) {}").facts == [.repeatedNames])
        #expect(try outline("function f(\(eight), $p3) {}").facts == [.repeatedNames])
        #expect(try outline("function f($thisIsLong, $this) {}").facts == [.thisParameter])
    }
}
