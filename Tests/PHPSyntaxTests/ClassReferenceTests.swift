import Foundation
import PHPSyntax
import Testing

/// The class after `new`: a static property names it in Laravel (`new static::$resolvedCollectionClasses[…]`).
@Suite struct ClassReferenceTests {
    static let accepted = [
        "<?php new static::$b(1);", "<?php new A::$b();", "<?php new static::$a[static::class]($m);", "<?php new A::$b->c;",
        "<?php new A::$b::$c;", "<?php new $a::$b;", "<?php new A::$b[1]->c[2]();", "<?php new $a->b['c'];", "<?php $x instanceof A::$b;",
    ]
    static let rejected = ["<?php new A::B;", "<?php new A::b();", "<?php new A::$b();;)"]

    @Test func agreesWithPHP() throws {
        try ParserCorpus.expectAgreement(accepted: Self.accepted, rejected: Self.rejected)
    }

    @Test func theTreeNamesTheStaticProperty() {
        let tree = Parser.parse(SourceFile(path: "c.php", text: "<?php new static::$a[$k]($m);"))
        #expect(SyntaxDump.dump(tree.statements).contains("(new"))
        #expect(tree.diagnostics.isEmpty)
    }
}
