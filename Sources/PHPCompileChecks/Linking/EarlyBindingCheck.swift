import PHPSyntax

/// PHP links a class to its parent while compiling when it can ("early binding"), and reports
/// there what the class may not do to what it inherits. It can only when the class is declared
/// at the top of the file (or of a namespace), implements no interface, uses no trait, and its
/// parent is already linked: a class of the file declared and linked before it, or one of PHP's
/// own. A class whose parent is anything else is linked at run time, and `php -l` says nothing.
public struct EarlyBindingCheck: CompileCheck {
    public static let name = "early-binding"
    public static let reportOrder = 140
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfinal class A {}\nclass B extends A {}\n", "Class B cannot extend final class A"),
        ("<?php\ninterface I {}\nclass B extends I {}\n", "Class B cannot extend interface I"),
        ("<?php\ntrait T {}\nclass B extends T {}\n", "Class B cannot extend trait T"),
        ("<?php\nclass B extends Generator {}\n", "Class B cannot extend final class Generator"),
        ("<?php\nclass A { public static $p; }\nclass B extends A { public $p; }\n", "Cannot redeclare static A::$p as non static B::$p"),
        ("<?php\nclass A { public $p; }\nclass B extends A { public static $p; }\n", "Cannot redeclare non static A::$p as static B::$p"),
        ("<?php\nclass A { protected $p; }\nclass B extends A {}\nclass C extends B { private $p; }\n", "Access level to C::$p must be protected (as in class A) or weaker"),
        ("<?php\nclass A { public function __construct(public int $p) {} }\nclass B extends A { protected int $p; }\n", "Access level to B::$p must be public (as in class A)"),
        ("<?php\nclass A { public readonly int $p; }\nclass B extends A { public int $p; }\n", "Cannot redeclare readonly property A::$p as non-readonly B::$p"),
        ("<?php\nclass A { public int $p; }\nclass B extends A { public ?int $p; }\n", "Type of B::$p must be int (as in class A)"),
        ("<?php\nclass A { public $p; }\nclass B extends A { public int $p; }\n", "Type of B::$p must not be defined (as in class A)"),
        ("<?php\nclass A { const X = 1; }\nclass B extends A { protected const X = 2; }\n", "Access level to B::X must be public (as in class A)"),
        ("<?php\nclass A { final const X = 1; }\nclass B extends A { const X = 2; }\n", "B::X cannot override final constant A::X"),
        ("<?php\nclass A { final function f() {} }\nclass B extends A\n{\n    function F() {}\n}\n", "Cannot override final method A::F()"),
        ("<?php\nclass A extends RuntimeException\n{\n    private function GETMESSAGE() {}\n}\n", "Cannot override final method Exception::GETMESSAGE()"),
        ("<?php\nclass A extends Error { function getTraceAsString(): string {} }\n", "Cannot override final method Error::getTraceAsString()"),
        ("<?php\nclass A { static function f() {} }\nclass B extends A { function F() {} }\n", "Cannot make static method A::F() non static in class B"),
        ("<?php\nclass A { function f() {} }\nclass B extends A { static function f() {} }\n", "Cannot make non static method A::f() static in class B"),
        ("<?php\nclass A { function f() {} }\nabstract class B extends A { abstract function f(); }\n", "Cannot make non abstract method A::f() abstract in class B"),
        ("<?php\nclass A { function f() {} }\nclass B extends A\n{\n    protected\n    function f() {}\n}\n", "Access level to B::f() must be public (as in class A)"),
        ("<?php\nabstract class A { abstract protected function f(); }\nclass B extends A { private function f() {} }\n", "Access level to B::f() must be protected (as in class A) or weaker"),
        ("<?php\nnamespace N;\nclass A { function f($x, array $y = [1], $z = 'a long string') {} }\nclass B extends A { function f($x) {} }\n",
         "Declaration of N\\B::f($x) must be compatible with N\\A::f($x, array $y = [...], $z = 'a long str...')"),
        ("<?php\nclass A { function f($x = PHP_EOL, $y = 0.5, $z = null, ...$rest) {} }\nclass B extends A { function f($x) {} }\n",
         "Declaration of B::f($x) must be compatible with A::f($x = PHP_EOL, $y = 0.5, $z = null, ...$rest)"),
        ("<?php\nclass A { function &f(int $a = null) {} }\nclass B extends A { function f(?int $a = null) {} }\n", "Declaration of B::f(?int $a = null) must be compatible with & A::f(?int $a = null)"),
        ("<?php\nclass A { function f(&$a) {} }\nclass B extends A { function f($a) {} }\n", "Declaration of B::f($a) must be compatible with A::f(&$a)"),
        ("<?php\nclass A { function f(int $a) {} }\nclass B extends A { function f(string|bool $a) {} }\n", "Declaration of B::f(string|bool $a) must be compatible with A::f(int $a)"),
        ("<?php\nclass A { function f(): iterable {} }\nclass B extends A { function f(): ?int {} }\n", "Declaration of B::f(): ?int must be compatible with A::f(): Traversable|array"),
        ("<?php\nclass A { function f(): A {} }\nclass B extends A { function f(): stdClass {} }\n", "Declaration of B::f(): stdClass must be compatible with A::f(): A"),
        ("<?php\nclass A { function f(A $a) {} }\nclass B extends A { function f(self $a) {} }\n", "Declaration of B::f(B $a) must be compatible with A::f(A $a)"),
        ("<?php\nabstract class A { abstract function __construct($a); }\nclass B extends A { function __construct($a) {} }\nclass C extends B { function __construct() {} }\n",
         "Declaration of C::__construct() must be compatible with A::__construct($a)"),
        ("<?php\nabstract class A { abstract function f(); function g() {} abstract function h(); }\nclass B extends A\n{\n}\n",
         "Class B contains 2 abstract methods and must therefore be declared abstract or implement the remaining methods (A::f, A::h)"),
    ]
    public static let nonTriggeringExamples = [
        // `__clone` and the constructor are not final; `Exception`'s methods are not `ArrayObject`'s.
        "<?php\nclass A extends Exception { function __clone() {} function __construct() {} function getMessages() {} }\nclass B extends ArrayObject { function getLine() {} }\n",
        // PHP folds ASCII letters only: `ä` is not the class `Ä`, so nothing is linked here.
        "<?php\nclass \u{C4} { final function f() {} }\nclass B extends \u{E4} { function f() {} }\n",
        // Nor is é written as e and an accent the class é written as one code point.
        "<?php\nclass \u{E9} { function f(int $a) {} }\nclass B extends e\u{301} { function f(string $a) {} }\n",
        // Linked at run time: the parent comes later, is conditional, implements an interface, uses a trait.
        "<?php\nclass B extends A { function f() {} }\nclass A { function f($x) {} }\n",
        "<?php\nif (true) { class A { function f($x) {} } }\nclass B extends A { function f() {} }\n",
        "<?php\nclass A { function f($x) {} }\nif (true) { class B extends A { function f() {} } }\n",
        "<?php\ninterface I {}\nclass A implements I { function f($x) {} }\nclass B extends A { function f() {} }\n",
        "<?php\ntrait T {}\nclass A { function f($x) {} }\nclass B extends A { use T; function f() {} }\n",
        "<?php\nclass A { function f($x) {} }\nclass B {}\nclass B extends A { function f() {} }\n",
        "<?php\nclass A { function f($x) {} }\nclass B extends A { function __toString(): string { return ''; } function f() {} }\n",
        // A class PHP does not have yet leaves the comparison open: the class waits for run time.
        "<?php\nclass A { function f(Foo $x) {} }\nclass B extends A { function f(Bar $x) {} }\nclass C extends B { function g() {} }\nclass D extends C { function g($x) {} }\n",
        "<?php\nclass A { function f(): object {} }\nclass B extends A { function f(): Foo {} function g($x) {} }\nclass C extends B { function g() {} }\n",
        // Allowed overrides.
        "<?php\nclass A { private function f($x) {} public function __construct($x) {} protected $p; public static $q; }\n"
            + "class B extends A { public function f() {} private function __construct() {} public $p; public static $q; }\n",
        "<?php\nclass A { function f(int $x, $y = 1): ?iterable {} function g(): static {} }\nclass B extends A { function f(int|string $x, $y = 2, $z = 3): array {} function g(): static {} }\n",
        "<?php\nclass A { function f(A $x): A {} }\nclass B extends A { function f(object $x): B {} }\n",
        "<?php\nclass A { public int|string $p; protected ?A $q; }\nclass B extends A { public string|int $p; public ?A $q; }\n",
        // PHP's own classes are parents this model does not judge.
        "<?php\nclass A extends Exception {}\nclass B extends A { public function __construct() {} }\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The file walked, not kept: see `CompileCheck.reset(for:)`.
    private unowned(unsafe) var file: SourceFile
    /// The namespace and imports where the walk is (the runner's, handed over before each class).
    var names = NameResolution()
    /// Statements entered that are not a namespace: a class inside one is linked at run time.
    private var nesting = 0
    /// Classes linked while compiling, by lowercased full name.
    private var linked: [NameKey: LinkedClass] = [:]
    /// Classes with no parent, linked as soon as declared: modelled only once a class extends
    /// one (most never are, and the pass runs on every file).
    private var parentless: [NameKey: (declaration: ClassNode, name: String, names: NameResolution)] = [:]
    /// Classes with no parent not yet keyed into `parentless`: only a class that may extend one
    /// needs their names, and most files declare one class that extends nothing of theirs, so
    /// working out and hashing every class's full name cost more than the rest of the check.
    private var unnamed: [(declaration: ClassNode, names: NameResolution)] = []
    /// Classes PHP may or may not have linked, as far as this model can tell.
    private var unknown: Set<NameKey> = []
    /// PHP stops at its first error: nothing after it is compiled.
    private var stopped = false

    public init(file: SourceFile) {
        self.file = file
    }

    public mutating func reset(for file: SourceFile) {
        errors.clear()
        self.file = file
        names.reset()
        nesting = 0
        linked.clear()
        parentless.clear()
        unnamed.clear()
        unknown.clear()
        stopped = false
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        visit(statement, outline: nil)
    }

    /// `outline`: the class's, when the statement declares one and the runner has it.
    mutating func visit(_ statement: StmtNode, outline: ClassOutline?) -> WalkAction {
        // Namespaces, imports and linked classes are all at the top: the rest only counts depth.
        if nesting == 0 {
            switch statement.kind {
            case .namespace:
                return .visitChildren
            case .classLike(let declaration) where !stopped:
                declare(declaration, outline: outline ?? ClassOutline(declaration))
            default:
                break
            }
        }
        nesting += 1
        return .visitChildren
    }

    public mutating func leave(_ statement: StmtNode) {
        // Only a namespace is left at depth 0: it was not counted.
        if nesting > 0 { nesting -= 1 }
    }

    private mutating func declare(_ declaration: ClassNode, outline: ClassOutline) {
        // Enums implement UnitEnum, and a class with __toString() Stringable: like any class
        // with interfaces or traits, they wait for run time (most classes: so these come first).
        guard declaration.kind != .enum, declaration.implements.isEmpty, !outline.has([.traitUses, .toString]) else { return }
        if declaration.kind == .interface && !declaration.extends.isEmpty { return }
        let leavesAbstractMethods = declaration.kind == .class && !declaration.modifiers.contains(.abstract) && outline.methodModifiers.contains(.abstract)
        // Only an abstract method it leaves could stop PHP at a class with no parent here; what
        // else is checked of it waits until a class may extend it.
        if declaration.extends.isEmpty, !leavesAbstractMethods {
            unnamed.append((declaration, names))
            return
        }
        nameParentless()
        // Most files declare one class, whose parent is elsewhere: with nothing of the file's to
        // link to and a parent that is not PHP's own, all that can happen is the stop below.
        // The parent's last part first: it rules out PHP's classes for most parents without
        // making their full names (a few thousand instructions a class).
        if linked.isEmpty, parentless.isEmpty, unknown.isEmpty, let parentName = declaration.extends.first,
           !names.withResolvedLastWord(ofClass: parentName, InternalClasses.mayEnd(with:)) || InternalClasses.named(names.className(parentName.name)) == nil {
            if leavesAbstractMethods, InternalClasses.named(names.qualifiedDeclaration(declaration.name)) == nil { stopped = true }
            return
        }
        let name = names.qualifiedDeclaration(declaration.name)
        let key = NameKey(name.phpLowercased)
        guard !isTaken(key) else { return }
        if leavesAbstractMethods {
            stopped = true  // AbstractMethodCheck reports it, before PHP links anything
            return
        }
        // A class with no parent that got here has stopped PHP above; the others wait in `unnamed`.
        guard let parentName = declaration.extends.first else { return }
        let parentKey = NameKey(names.className(parentName.name).phpLowercased)
        if let pending = parentless.removeValue(forKey: parentKey) {
            linked[parentKey] = LinkedClass(pending.declaration, name: pending.name, parent: nil, names: pending.names, file: file)
        }
        if linked[parentKey] != nil || InternalClasses.byName[parentKey] != nil, outline.has(.repeatedNames),
           !RedeclarationCheck.redeclaredMembers(of: declaration, className: name).isEmpty {
            stopped = true  // PHP stops at the body (RedeclarationCheck), before linking
            return
        }
        if let parent = linked[parentKey] {
            let child = LinkedClass(declaration, name: name, parent: parent, names: names, file: file)
            let linking = ClassLinking(child: child, parent: parent, classOffset: classKeyword(of: declaration), variance: variance(for: child))
            switch linking.link() {
            case .linked:
                linked[key] = child
            case .error(let message, let offset):
                errors.append(CompileError(message, at: offset))
                stopped = true
            case .deferred:
                break
            case .unsure:
                unknown.insert(key)
            }
        } else if let parent = InternalClasses.byName[parentKey] {
            // PHP's own classes: only a class that overrides nothing can be judged here.
            if parent.isFinal || parent.isInterface, declaration.kind == .class, declaration.members.isEmpty, let offset = classKeyword(of: declaration) {
                errors.append(CompileError("Class \(name) cannot extend \(parent.isInterface ? "interface" : "final class") \(parent.name)", at: offset))
                stopped = true
            } else if !parent.isFinal && !parent.isInterface, let (message, offset) = Self.overriddenFinalMethod(of: declaration, under: parent) {
                errors.append(CompileError(message, at: offset))
                stopped = true
            } else {
                unknown.insert(key)
            }
        } else if unknown.contains(parentKey) {
            unknown.insert(key)
        }
    }

    /// The methods `Exception` and `Error` declare final: the ones of PHP's own classes that a
    /// class extending one may not declare.
    private static let finalThrowableMethods: Set<String> = ["getmessage", "getcode", "getfile", "getline", "gettrace", "getprevious", "gettraceasstring"]

    /// PHP's message, and where, for a method of `declaration` that one of `parent`'s ancestors
    /// declares final (PHP names the parent's class and the method as the child spells it).
    /// Laravel extends `Exception` in a class of ten: the parent's ancestry is read from its line
    /// in place, and only a method name of a final method's length is lowercased.
    private static func overriddenFinalMethod(of declaration: ClassNode, under parent: InternalClasses.Entry) -> (String, Int)? {
        let declaring = parent.descends(from: "Exception") ? "Exception" : parent.descends(from: "Error") ? "Error" : nil
        guard let declaring else { return nil }
        for member in declaration.members {
            guard case .method(_, let method) = member.kind, method.nameText.withBytes({ finalMethodLengths & 1 << min($0.count, 31) != 0 }),
                  finalThrowableMethods.contains(method.name.phpLowercased) else { continue }
            return ("Cannot override final method \(declaring)::\(method.name)()", method.keywordOffset)
        }
        return nil
    }

    /// Bit `n` set when a name in `finalThrowableMethods` is `n` bytes long.
    private static let finalMethodLengths: UInt32 = finalThrowableMethods.reduce(0) { $0 | 1 << $1.utf8.count }

    /// Keys the classes with no parent met since the last class that may extend one, as each
    /// would have been keyed when declared: nothing in between changed what they are checked against.
    private mutating func nameParentless() {
        for (declaration, names) in unnamed {
            let name = names.qualifiedDeclaration(declaration.name)
            let key = NameKey(name.phpLowercased)
            guard !isTaken(key) else { continue }
            parentless[key] = (declaration, name, names)
        }
        unnamed = []
    }

    private static let staticKey = NameKey("static")

    /// Whether a class keyed `key` is one already (or may be, as far as this model can tell): a
    /// name taken is declared again only at run time, where it fails.
    private func isTaken(_ key: NameKey) -> Bool {
        linked[key] != nil || parentless[key] != nil || InternalClasses.byName[key] != nil || unknown.contains(key)
    }

    /// Class lookups as PHP makes them during linking: linked classes of the file, PHP's own,
    /// and the class being linked when named from its own methods.
    private func variance(for child: LinkedClass) -> TypeVariance {
        let linked = linked
        let parentless = parentless
        let unknown = unknown
        return TypeVariance { name, fromChild in
            let key = NameKey(name.phpLowercased)
            if fromChild && (key == Self.staticKey || key == NameKey(child.name.phpLowercased)) { return .known(child.ancestors) }
            if let known = linked[key] { return .known(known.ancestors) }
            if parentless[key] != nil { return .known([key]) }
            if let known = InternalClasses.byName[key] { return .known(known.ancestors) }
            if key == Self.staticKey || unknown.contains(key) { return .unsure }
            return .absent
        }
    }

    /// The `class` keyword of `class Name extends Parent`, found back from the parent's name;
    /// nil when comments or anything else stand between.
    private func classKeyword(of declaration: ClassNode) -> Int? {
        guard let parent = declaration.extends.first else { return nil }
        let bytes = file.bytes
        var cursor = parent.range.start - 1
        func skipSpace() -> Bool {
            let before = cursor
            while cursor >= 0, bytes[cursor] == 32 || bytes[cursor] == 9 || bytes[cursor] == 10 || bytes[cursor] == 13 { cursor -= 1 }
            return cursor < before
        }
        func word(_ text: String, caseInsensitive: Bool) -> Bool {
            let letters = Array(text.utf8)
            let start = cursor - letters.count + 1
            guard start >= 0 else { return false }
            for (index, letter) in letters.enumerated() {
                let byte = bytes[start + index]
                if caseInsensitive ? byte | 0x20 != letter | 0x20 : byte != letter { return false }
            }
            cursor = start - 1
            return true
        }
        guard skipSpace(), word("extends", caseInsensitive: true), skipSpace(), word(declaration.name, caseInsensitive: false), skipSpace(),
              word("class", caseInsensitive: true) else { return nil }
        return cursor + 1
    }
}
