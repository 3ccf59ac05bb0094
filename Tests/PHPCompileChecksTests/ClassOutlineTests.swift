@testable import PHPCompileChecks
@testable import PHPSyntax
import Testing

/// What the checks of a class skip on rests on `ClassOutline` and on `InternalClasses.named`: a
/// fact missed there is an error never looked for. Each check's examples run through the runner
/// (CompileCheckTests); these hold the facts themselves, member kind by member kind.
@Suite struct ClassOutlineTests {
    private func outline(_ code: String) throws -> ClassOutline {
        try FirstDeclaration.reading(code, FirstDeclaration.classLike) { ClassOutline($0) }
    }

    @Test func aClassWithNothingToLookFor() throws {
        let plain = try outline("class A extends B { public function f(int $a): void { g(); } protected static function h() {} }")
        #expect(plain.facts == [.methodsWithBody])
        #expect(!plain.has([.properties, .constants, .enumCases, .magicMethods, .traitUses]))
        #expect(plain.methodModifiers.contains(.public) && plain.methodModifiers.contains(.static))
        #expect(!plain.methodModifiers.contains(.abstract) && !plain.methodModifiers.contains(.readonly))
    }

    @Test func everyKindOfMember() throws {
        let all = try outline("""
            abstract class A {
                use T { f as protected g; }
                public $a, $b = 1;
                private readonly int $c;
                final const C = 1;
                function __ToString(): string { return ''; }
                abstract protected function f();
                function __get($name) {}
            }
            """)
        #expect(all.facts == [.traitUses, .traitAliasModifiers, .properties, .propertyDefaults, .typedProperties, .constants,
                              .magicMethods, .toString, .methodsWithBody, .methodsWithoutBody])
        #expect(all.constantModifiers.contains(.final) && !all.constantModifiers.contains(.static))
        #expect(all.propertyModifiers.contains(.readonly) && all.propertyModifiers.contains(.private))
        #expect(all.methodModifiers.contains(.abstract) && all.methodModifiers.contains(.protected))
    }

    @Test func enumCasesAndRefusedModifiers() throws {
        let cases = try outline("enum E: int { case A = 1; case B; }")
        #expect(cases.facts == [.enumCases, .enumCaseValues])
        let bare = try outline("enum E { case A; }")
        #expect(bare.facts == [.enumCases])
        // The modifiers written on each kind of member, together.
        let modifiers = try outline("class A { public static function f() {} final protected const C = 1; private readonly int $p; }")
        #expect(modifiers.methodModifiers.contains(.static) && modifiers.constantModifiers.contains(.final) && modifiers.propertyModifiers.contains(.readonly))
        #expect(!modifiers.methodModifiers.contains(.final) && !modifiers.constantModifiers.contains(.static))
        // A magic method's name only starts with two underscores; `__tostring` is one of them.
        #expect(try outline("class A { function _f() {} function __f() {} }").facts == [.methodsWithBody, .magicMethods])
    }

    /// Methods fold case, properties and constants do not, and each kind has names of its own;
    /// a promoted parameter is a property.
    @Test func namesThatMayRepeat() throws {
        #expect(try outline("class A { function f() {} function F() {} }").has(.repeatedNames))
        #expect(try outline("class A { public $a; public $a; }").has(.repeatedNames))
        #expect(try outline("class A { public $p; function __construct(public $p) {} }").has(.repeatedNames))
        #expect(try outline("enum E { case A; const A = 1; }").has(.repeatedNames))
        #expect(!(try outline("class A { public $a; public $A; const a = 1; const A = 2; function a() {} }")).has(.repeatedNames))
        #expect(!(try outline("class A { function transformUserResource() {} function transformPostResource() {} }")).has(.repeatedNames))
    }

    /// Outside the runner a check makes the outline itself (`ClassMemberCheck`'s visit, not the
    /// walker's default, which would skip the class).
    @Test func aCheckWalkedOnItsOwnStillLooksAtMembers() throws {
        let file = SourceFile(path: "alone.php", bytes: Array("<?php\nclass A { function __get() {} }\n".utf8))
        let tree = Parser.parse(file)
        let arena = try #require(tree.arena)
        let check = withExtendedLifetime(arena) { NodeWalker.walk(arena.statements, MagicMethodCheck(file: file)) }
        #expect(check.errors.map(\.message) == ["Method A::__get() must take exactly 1 argument"])
    }

    @Test func internalClassesAreFoundByNameInAnyCase() {
        for entry in InternalClasses.byName.values {
            #expect(InternalClasses.named(entry.name)?.name == entry.name)
            #expect(InternalClasses.named(entry.name.uppercased())?.name == entry.name)
        }
        #expect(InternalClasses.named("RANDOM\\randomizer")?.name == "Random\\Randomizer")
        #expect(InternalClasses.named("ffi\\CData")?.name == "FFI\\CData")
        #expect(InternalClasses.named("Random\\Foo") == nil)
        #expect(InternalClasses.named("Randoms\\Randomizer") == nil)
        #expect(InternalClasses.named("EXCEPTION")?.name == "Exception")
        #expect(InternalClasses.named("Generator")?.isFinal == true)
        #expect(InternalClasses.named("Generator")?.isInterface == false)
        #expect(InternalClasses.named("countable")?.isInterface == true)
        #expect(InternalClasses.named("ParseError")?.ancestors == Set(["parseerror", "compileerror", "error", "stringable", "throwable"].map(NameKey.init)))
        #expect(InternalClasses.named("SessionUpdateTimestampHandlerInterface")?.ancestors == [NameKey("sessionupdatetimestamphandlerinterface")])
        #expect(InternalClasses.named("App\\Exception") == nil)
        #expect(InternalClasses.named("Exceptions") == nil)
        // Every listed name's last part may be PHP's, in any case; a near name may not.
        for entry in InternalClasses.byName.values {
            let last = entry.name.split(separator: "\\").last.map(String.init) ?? entry.name
            #expect(last.uppercased().withUTF8Bytes(InternalClasses.mayEnd(with:)), "\(entry.name)")
        }
        #expect(!"Exceptions".withUTF8Bytes(InternalClasses.mayEnd(with:)))
        #expect(!"Model".withUTF8Bytes(InternalClasses.mayEnd(with:)))
    }

    /// Early binding rules PHP's classes out by a parent's last part, read in place: it must be
    /// the last part of the name the parent resolves to, and say "may be PHP's" for every parent
    /// that is, through imports, aliases and namespaces.
    @Test func aParentsLastPartIsTheResolvedNamesLastPart() throws {
        let source = """
            namespace App\\Models;
            use Illuminate\\Database\\Eloquent\\Model;
            use Exception as Failure, ArrayObject;
            use Vendor\\{Base as VendorBase, Sub\\Deep};
            use Random\\Randomizer as R;
            class A extends Model {}
            class B extends Failure {}
            class C extends \\RuntimeException {}
            class D extends namespace\\Local {}
            class E extends Vendor\\Thing {}
            class F extends VendorBase {}
            class G extends Deep\\Inner {}
            class H extends ArrayObject {}
            class I extends R {}
            class J extends exception {}
            class K extends Unknown {}
            class L extends model {}
            """
        let file = SourceFile(path: "parents.php", bytes: Array(("<?php\n" + source).utf8))
        let tree = Parser.parse(file)
        let arena = try #require(tree.arena)
        var ofPHP = 0
        withExtendedLifetime(arena) {
            var names = NameResolution()
            for statement in arena.statements {
                names.note(statement)
                guard case .classLike(let declaration) = statement.kind, let parent = declaration.extends.first else { continue }
                let resolved = names.className(parent.name)
                let expectedLast = resolved.split(separator: "\\").last.map(String.init) ?? resolved
                let last = names.withResolvedLastWord(ofClass: parent) { String(decoding: $0, as: UTF8.self) }
                #expect(last == expectedLast, "\(resolved)")
                if InternalClasses.named(resolved) != nil {
                    ofPHP += 1
                    #expect(names.withResolvedLastWord(ofClass: parent, InternalClasses.mayEnd(with:)), "\(resolved)")
                }
            }
        }
        // B (Exception), C (RuntimeException), H (ArrayObject) and I (Random\Randomizer); J names App\Models\exception.
        #expect(ofPHP == 4)
    }
}
