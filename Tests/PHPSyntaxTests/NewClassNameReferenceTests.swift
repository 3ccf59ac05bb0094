import Testing
import PHPCompileChecks
@testable import PHPSyntax

/// `new` takes a class named by a static property (`new static::$class(…)`), as PHP's
/// `new_variable: class_name :: simple_variable` allows; Laravel's Application does it.
@Suite("new with a static property as the class")
struct NewClassNameReferenceTests {
    static let acceptedSources = [
        "<?php new static::$b(1);",
        "<?php new A::$b();",
        "<?php new A::$$c;",
        "<?php new \\A\\B::$c['d']->e;",
        "<?php $x instanceof A::$b;",
        "<?php new static::$a[static::class]($m);",
        "<?php new A::$b::$c;",
        "<?php new A::$b[1]->c[2]();",
        "<?php new $a::$b;",
    ]

    @Test("parses as PHP does", arguments: acceptedSources)
    func accepted(_ source: String) {
        let tree = CompileChecks.parse(SourceFile(path: "new.php", bytes: Array(source.utf8)))
        #expect(tree.diagnostics.map(\.message) == [])
        if let php = PHPLint.accepts(Array(source.utf8)) { #expect(php, "php -l rejects \(source)") }
    }

    @Test("the property fetch hangs off the class name")
    func shape() {
        let tree = CompileChecks.parse(SourceFile(path: "new.php", bytes: Array("<?php new static::$b(1);".utf8)))
        guard case .expression(let expr) = tree.statements.first?.kind, case .new(let reference, let arguments) = expr.kind,
              case .expression(let fetch) = reference, case .staticPropertyFetch(.name(let name), _) = fetch.kind else {
            Issue.record("not a new with a static property: \(SyntaxDump.dump(tree.statements))")
            return
        }
        #expect(name.parts == ["static"])
        #expect(arguments.items.count == 1)
    }
}
