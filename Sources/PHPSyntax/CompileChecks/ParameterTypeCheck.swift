/// A signature's types and variadics, as PHP compiles them: builtin type names unqualified,
/// `void` and `never` alone (and only for what a function returns), one variadic parameter
/// and last, without a default, and a literal default that fits the declared type.
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
    ]
    public static let nonTriggeringExamples = [
        "<?php\nfunction f(int $x): void {}\nfunction g(\\Foo\\Integer $x, int ...$rest): never {}\n",
        "<?php\nfunction f(float $a = 1, Foo $b = null, array $c = [1], mixed $d = 's', string $e = FOO, bool $f = \\false, int|string $g = 's') {}\n",
    ]
    /// PHP's builtin type names: written with a namespace, they are refused rather than read as classes.
    static let builtinTypeNames: Set<String> = ["bool", "int", "float", "string", "void", "never", "iterable", "object", "mixed", "null", "false", "true"]
    public private(set) var errors: [CompileError] = []
    private var names = NameResolution()

    public init(file: SourceFile) {}

    public mutating func visit(_ statement: Stmt) -> WalkAction {
        names.note(statement)
        return .visitChildren
    }

    public mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
        if let message = problem(function) { errors.append(CompileError(message, at: function.keywordOffset)) }
        return .visitChildren
    }

    /// PHP's first complaint about the signature: the return type's, then each parameter's in turn.
    func problem(_ function: FunctionDeclaration) -> String? {
        if let returnType = function.returnType, let message = Self.typeProblem(returnType) { return message }
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 && function.parameters[index - 1].variadic { return "Only the last parameter can be variadic" }
            if parameter.variadic && parameter.defaultValue != nil { return "Variadic parameter cannot have a default value" }
            guard let type = parameter.type else { continue }
            if let message = Self.typeProblem(type) { return message }
            if case .name(let name) = type, name.kind == .unqualified, ["void", "never"].contains(name.last.lowercased()) {
                return "\(name.last.lowercased()) cannot be used as a parameter type"
            }
            if let value = parameter.defaultValue, let message = DefaultValueType.problem(value, parameter: parameter.name, type: type, names: names) {
                return message
            }
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
