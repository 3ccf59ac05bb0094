import PHPSyntax

/// A signature as PHP compiles it: its types well formed (`TypeForm`), `void` and `never` only
/// for what a function returns, one variadic parameter and last, without a default, a literal
/// default that fits the declared type, and properties promoted only by a constructor with a body.
public struct ParameterTypeCheck: SignatureCheck {
    public static let name = "parameter-type"
    public static let reportOrder = 120
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfunction f(void $x) {}\n", "void cannot be used as a parameter type"),
        ("<?php\nfunction f($a, never $x) {}\n", "never cannot be used as a parameter type"),
        ("<?php\nfunction f(\n    \\INT $x\n) {}\n", "Type declaration 'int' must be unqualified"),
        ("<?php\nnamespace N;\n$f = function (namespace\\iterable $x) {};\n", "Type declaration 'iterable' must be unqualified"),
        ("<?php\nfunction f(): ?void {}\n", "Void can only be used as a standalone type"),
        ("<?php\nfunction f(int|string|INT $x) {}\n", "Duplicate type int is redundant"),
        ("<?php\nfunction f(): iterable|array {}\n", "Duplicate type array is redundant"),
        ("<?php\nfunction f(true|false $x) {}\n", "Type contains both true and false, bool should be used instead"),
        ("<?php\nfunction f(mixed|mixed $x) {}\n", "Type mixed can only be used as a standalone type"),
        ("<?php\nnamespace N;\nuse X\\Y;\nfunction f(Y|object|null $x) {}\n", "Type X\\Y|object|null contains both object and a class type, which is redundant"),
        ("<?php\nclass A\n{\n    function f(): static|object {}\n}\n", "Type static|object contains both object and a class type, which is redundant"),
        ("<?php\nnamespace N;\nfunction f(A|\\N\\a $x) {}\n", "Duplicate type N\\a is redundant"),
        ("<?php\nfunction f(Traversable|iterable $x) {}\n", "Duplicate type Traversable is redundant"),
        ("<?php\nfunction f(A&iterable $x) {}\n", "Type Traversable|array cannot be part of an intersection type"),
        ("<?php\nclass A\n{\n    function f(B&Self $x) {}\n}\n", "Type Self cannot be part of an intersection type"),
        ("<?php\nfunction f((A&B&a)|C $x) {}\n", "Duplicate type a is redundant"),
        // An intersection a union holds anyway: narrower than a class or another intersection.
        ("<?php\nnamespace N;\nuse X\\Y as A;\nfunction f((A&B)|\\X\\Y $x) {}\n", "Type X\\Y&N\\B is redundant as it is more restrictive than type X\\Y"),
        ("<?php\nfunction f(C|(A&B)|(c&D) $x) {}\n", "Type c&D is redundant as it is more restrictive than type C"),
        ("<?php\nfunction f(X|(A&B)|(B&C)|(A&B&C) $x) {}\n", "Type A&B&C is redundant as it is more restrictive than type A&B"),
        ("<?php\nfunction f((A&B&C)|(a&b) $x) {}\n", "Type A&B&C is redundant as it is more restrictive than type a&b"),
        ("<?php\nfunction f((A&B)|(B&A) $x) {}\n", "Type B&A is redundant with type A&B"),
        ("<?php\nfunction f((Traversable&B)|iterable $x) {}\n", "Type Traversable&B is redundant as it is more restrictive than type Traversable"),
        ("<?php\nfunction f(?mixed $x) {}\n", "Type mixed cannot be marked as nullable since mixed already includes null"),
        ("<?php\nfunction f(): ?null {}\n", "null cannot be marked as nullable"),
        ("<?php\nclass A\n{\n    function f(int|never $x) {}\n}\n", "never can only be used as a standalone type"),
        ("<?php\nfunction f($a, ...$rest = []) {}\n", "Variadic parameter cannot have a default value"),
        ("<?php\n$f = fn (...$a, $b) => 1;\n", "Only the last parameter can be variadic"),
        ("<?php\nfunction f(\n    string $a = 0\n) {}\n", "Cannot use int as default value for parameter $a of type string"),
        ("<?php\nfunction f(float $a = -1, int $b = 1.0) {}\n", "Cannot use float as default value for parameter $b of type int"),
        ("<?php\nfunction f(?iterable $a = 'x') {}\n", "Cannot use string as default value for parameter $a of type Traversable|array|null"),
        ("<?php\nnamespace N;\nuse Other\\Thing as T;\nfunction f(int|T|false|Local|null $a = true) {}\n",
         "Cannot use bool as default value for parameter $a of type Other\\Thing|N\\Local|int|false|null"),
        ("<?php\nclass A\n{\n    function f(callable $a = []) {}\n}\n", "Cannot use array as default value for parameter $a of type callable"),
        ("<?php\nclass A\n{\n    function __construct(private ...$all) {}\n}\n", "Cannot declare variadic promoted property"),
        ("<?php\n$f = function (public $a) {};\n", "Cannot declare promoted property outside a constructor"),
        ("<?php\nnamespace N;\nreadonly class A\n{\n    function __construct(public int $b, public $c = 1) {}\n}\n", "Readonly property N\\A::$c must have type"),
        ("<?php\nclass A\n{\n    function f(public $a) {}\n}\n", "Cannot declare promoted property outside a constructor"),
        ("<?php\ninterface I\n{\n    function __construct(public $a);\n}\n", "Cannot declare promoted property in an abstract constructor"),
        ("<?php\nnamespace N;\nclass A\n{\n    function __construct(public ?callable $a) {}\n}\n", "Property N\\A::$a cannot have type ?callable"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nfunction f((A&B)|(A&C)|(B&C)|D|(D\\A&E) $x, (A&B)|null $y): (A&B)|iterable {}\n",
        "<?php\nfunction f(int $x): void {}\nfunction g(\\Foo\\Integer $x, int ...$rest): never {}\n",
        "<?php\nfunction f(int|string|null $a, false|null $b, bool|array $c, iterable|Countable $d, (A&B)|null $e, mixed $f): int|null {}\n",
        "<?php\nnamespace N;\nuse X\\A;\nfunction f(A|\\A|B\\A $a, object|null $b, (A&B)|(A&C) $c, \\Traversable|array $d): \\Countable&\\Traversable {}\n",
        "<?php\nfunction f(float $a = 1, Foo $b = null, array $c = [1], mixed $d = 's', string $e = FOO, bool $f = \\false, int|string $g = 's') {}\n",
        // Each literal against the one builtin name that admits it, in any case (told by its type words).
        "<?php\nfunction f(bool $a = true, BOOL $b = false, Float $c = -2, iterable $d = [], int $e = -1, string $f = \"s\", true $g = TRUE, false $h = \\false, ?int $i = null) {}\n",
        "<?php\ntrait T\n{\n    function __construct(public readonly int $a, protected $b = 1, $c = 2) {}\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The namespace and imports where the walk is, kept by the runner.
    var names = NameResolution()
    /// The classes the walk is in, innermost on top: a promoted parameter needs to know whether
    /// its function is a constructor, which is rare enough to look up only then.
    private var classes = ScopeStack<ClassNode?>(nil)

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        names.reset()
        classes.reset(to: nil)
    }

    public mutating func visit(_ declaration: ClassNode) -> WalkAction {
        classes.push(declaration)
        return .visitChildren
    }

    public mutating func leave(_ declaration: ClassNode) {
        classes.pop()
    }

    /// Plain names, defaults of parameters with no type and parameters neither variadic nor
    /// promoted hold nothing it refuses.
    public static let signatureFacts: FunctionOutline.Facts = [.composedTypes, .voidOrNeverParameters, .typedDefaults, .variadic, .promoted]

    public mutating func visit(_ function: FunctionNode, outline: FunctionOutline) -> WalkAction {
        if let message = problem(function) { errors.append(CompileError(message, at: function.keywordOffset)) }
        return .visitChildren
    }

    /// PHP's first complaint about the signature: the return type's, then each parameter's in turn.
    private func problem(_ function: FunctionNode) -> String? {
        if let returnType = function.returnType, let message = TypeForm.problem(returnType, names: names) { return message }
        var afterVariadic = false
        // The constructor a promoted parameter is in, looked up at the first (nil inside: not one).
        var constructor: (declaration: ClassNode, modifiers: NodeModifiers)??
        for parameter in function.parameters {
            if afterVariadic { return "Only the last parameter can be variadic" }
            afterVariadic = parameter.variadic
            if parameter.variadic && parameter.defaultValue != nil { return "Variadic parameter cannot have a default value" }
            if let type = parameter.type {
                if let message = TypeForm.problem(type, names: names) { return message }
                if let word = TypeForm.voidOrNever(type) {
                    return "\(word) cannot be used as a parameter type"
                }
                if let value = parameter.defaultValue, let literal = DeclaredType.literalType(value), literal != .null,
                   !DeclaredType.plainlyAdmits(type, literal), let declared = DeclaredType(type, names: names), !declared.admits(literal) {
                    return "Cannot use \(literal.word) as default value for parameter $\(parameter.name) of type \(declared.written)"
                }
            }
            if !parameter.modifiers.isEmpty {
                let found = constructor ?? self.constructor(of: function)
                constructor = found
                if let message = promotionProblem(parameter, in: found) { return message }
            }
        }
        return nil
    }

    /// The class and modifiers of `function` when it is the constructor of the class the walk is
    /// in (rather than a function or closure inside it).
    private func constructor(of function: FunctionNode) -> (declaration: ClassNode, modifiers: NodeModifiers)? {
        guard NameFolding.matches(function.nameText, "__construct"), let declaration = classes.top else { return nil }
        for member in declaration.members {
            if case .method(let modifiers, let method) = member.kind, method.keywordOffset == function.keywordOffset { return (declaration, modifiers) }
        }
        return nil
    }

    /// What PHP refuses in a promoted parameter of `constructor`.
    private func promotionProblem(_ parameter: ParameterNode, in constructor: (declaration: ClassNode, modifiers: NodeModifiers)?) -> String? {
        guard let (declaration, modifiers) = constructor else { return "Cannot declare promoted property outside a constructor" }
        if modifiers.contains(.abstract) || declaration.kind == .interface { return "Cannot declare promoted property in an abstract constructor" }
        if parameter.variadic { return "Cannot declare variadic promoted property" }
        var className: String { declaration.name.isEmpty ? "class@anonymous" : names.qualifiedDeclaration(declaration.name) }
        // Only a type that names `callable` can be refused: the others are not resolved.
        if let type = parameter.type, TypeForm.mentions(type, "callable"), let declared = DeclaredType(type, names: names), declared.builtins.contains("callable") {
            return "Property \(className)::$\(parameter.name) cannot have type \(declared.written)"
        }
        if parameter.type == nil && (parameter.modifiers.contains(.readonly) || declaration.modifiers.contains(.readonly)) {
            return "Readonly property \(className)::$\(parameter.name) must have type"
        }
        return nil
    }
}
