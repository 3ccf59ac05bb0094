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
        guard ParserCorpus.requirePHP() else { return }
        let directory = try ParserCorpus.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [(URL, String)] = []
        for (index, code) in (Self.accepted + Self.rejected).enumerated() {
            let url = directory.appendingPathComponent("c\(index).php")
            try Data(code.utf8).write(to: url)
            files.append((url, code))
        }
        let phpAccepts = try ParserCorpus.phpAccepts(files.map(\.0))
        #expect(phpAccepts == Set(files.prefix(Self.accepted.count).map(\.0.path)))
        for (url, code) in files {
            #expect(Parser.parse(SourceFile(path: "c.php", text: code)).diagnostics.isEmpty == phpAccepts.contains(url.path), "\(code)")
        }
    }

    @Test func theTreeNamesTheStaticProperty() {
        let tree = Parser.parse(SourceFile(path: "c.php", text: "<?php new static::$a[$k]($m);"))
        #expect(SyntaxDump.dump(tree.statements).contains("(new"))
        #expect(tree.diagnostics.isEmpty)
    }
}
