/// A signature's types and variadics, as PHP compiles them: builtin type names unqualified,
/// `void` and `never` alone (and only for what a function returns), one variadic parameter
/// and last, without a default, a literal default that fits the declared type, and properties
/// promoted only by a constructor with a body.
public struct ParameterTypeCheck: CompileCheck {
    public static let name = "parameter-type"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfunction f(void $x) {}\n", "void cannot be used as a parameter type"),
        ("<?php\nfunction f($a, never $x) {}\n", "never cannot be used as a parameter type"),
        ("<?php\nfunction f(\n    \\INT $x\n) {}\n", "Type declaration 'int' must be unqualified"),
        ("<?php\nnamespace N;\n$f = function (namespace\\iterable $x) {};\n", "Type declaration 'iterable' must be unqualified"),
        ("<?php\nfunction f(): ?void {}\n", "Void can only be used as a standalone type"),
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
        ("<?php\nclass A\n{\n    function f(public $a) {}\n}\n", "Cannot declare promoted property outside a constructor"),
        ("<?php\ninterface I\n{\n    function __construct(public $a);\n}\n", "Cannot declare promoted property in an abstract constructor"),
        ("<?php\nnamespace N;\nclass A\n{\n    function __construct(public ?callable $a) {}\n}\n", "Property N\\A::$a cannot have type ?callable"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nfunction f(int $x): void {}\nfunction g(\\Foo\\Integer $x, int ...$rest): never {}\n",
        "<?php\nfunction f(float $a = 1, Foo $b = null, array $c = [1], mixed $d = 's', string $e = FOO, bool $f = \\false, int|string $g = 's') {}\n",
        "<?php\ntrait T\n{\n    function __construct(public readonly int $a, protected $b = 1, $c = 2) {}\n}\n",
    ]
    /// PHP's builtin type names: written with a namespace, they are refused rather than read as classes.
    static let builtinTypeNames: Set<String> = ["bool", "int", "float", "string", "void", "never", "iterable", "object", "mixed", "null", "false", "true"]
    public private(set) var errors: [CompileError] = []
    private var names = NameResolution()
    /// Methods that promote properties, by where their `function` is; a class's entries are
    /// made when the walk meets it, before its methods.
    private var promotingMethods: [Int: PromotionScope] = [:]

    struct PromotionScope {
        var className: String
        var isConstructor: Bool
        var isAbstract: Bool
    }

    public init(file: SourceFile) {}

    public mutating func visit(_ statement: Stmt) -> WalkAction {
        names.note(statement)
        return .visitChildren
    }

    public mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
        for member in declaration.members {
            guard case .method(let modifiers, let method) = member.kind, method.parameters.contains(where: { !$0.modifiers.isEmpty }) else { continue }
            let className = declaration.name.isEmpty ? "class@anonymous" : names.qualifiedDeclaration(declaration.name)
            promotingMethods[method.keywordOffset] = PromotionScope(className: className, isConstructor: method.name.lowercased() == "__construct",
                                                                    isAbstract: modifiers.contains(.abstract) || declaration.kind == .interface)
        }
        return .visitChildren
    }

    public mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
        if let message = problem(function) { errors.append(CompileError(message, at: function.keywordOffset)) }
        return .visitChildren
    }

    /// PHP's first complaint about the signature: the return type's, then each parameter's in turn.
    private func problem(_ function: FunctionDeclaration) -> String? {
        if let returnType = function.returnType, let message = Self.typeProblem(returnType) { return message }
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 && function.parameters[index - 1].variadic { return "Only the last parameter can be variadic" }
            if parameter.variadic && parameter.defaultValue != nil { return "Variadic parameter cannot have a default value" }
            if let type = parameter.type {
                if let message = Self.typeProblem(type) { return message }
                if case .name(let name) = type, name.kind == .unqualified, ["void", "never"].contains(name.last.lowercased()) {
                    return "\(name.last.lowercased()) cannot be used as a parameter type"
                }
                if let value = parameter.defaultValue, let literal = DeclaredType.literalType(value), literal != "null",
                   let declared = DeclaredType(type, names: names), !declared.admits(literal) {
                    return "Cannot use \(DeclaredType.word(forLiteral: literal)) as default value for parameter $\(parameter.name) of type \(declared.written)"
                }
            }
            if !parameter.modifiers.isEmpty, let message = promotionProblem(parameter, of: function) { return message }
        }
        return nil
    }

    /// What PHP refuses in a promoted parameter.
    private func promotionProblem(_ parameter: Parameter, of function: FunctionDeclaration) -> String? {
        guard let scope = promotingMethods[function.keywordOffset], scope.isConstructor else { return "Cannot declare promoted property outside a constructor" }
        if scope.isAbstract { return "Cannot declare promoted property in an abstract constructor" }
        if parameter.variadic { return "Cannot declare variadic promoted property" }
        if let type = parameter.type, let declared = DeclaredType(type, names: names), declared.builtins.contains("callable") {
            return "Property \(scope.className)::$\(parameter.name) cannot have type \(declared.written)"
        }
        return nil
    }

    /// What PHP refuses in a type on its own: a builtin name qualified, `void` or `never` with company.
    static func typeProblem(_ type: TypeHint) -> String? {
        var members: [Name] = []
        func collect(_ type: TypeHint) {
            switch type {
            case .name(let name): members.append(name)
            case .nullable(let inner): collect(inner)
            case .union(let all), .intersection(let all): all.forEach(collect)
            }
        }
        collect(type)
        for name in members where name.kind != .unqualified && name.parts.count == 1 && builtinTypeNames.contains(name.last.lowercased()) {
            return "Type declaration '\(name.last.lowercased())' must be unqualified"
        }
        if case .name = type { return nil }
        let words = members.filter { $0.kind == .unqualified }.map { $0.last.lowercased() }
        if words.contains("void") { return "Void can only be used as a standalone type" }
        if words.contains("never") { return "never can only be used as a standalone type" }
        return nil
    }
}
