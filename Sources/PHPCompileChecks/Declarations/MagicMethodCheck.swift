import PHPSyntax

/// Magic methods have fixed shapes: `__get` takes exactly one argument, by value; `__callStatic`
/// is static and `__call` is not; a constructor declares no return type; `__clone` returns void
/// if it says what it returns. PHP checks these in every class, interface, trait and enum.
public struct MagicMethodCheck: ClassMemberCheck {
    public static let name = "magic-method"
    public static let reportOrder = 130
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nclass A\n{\n    static function __call($name, $arguments) {}\n}\n", "Method A::__call() cannot be static"),
        ("<?php\ninterface I\n{\n    function __callStatic($name, $arguments);\n}\n", "Method I::__callStatic() must be static"),
        ("<?php\nclass A\n{\n    function __get($a, $b) {}\n}\n", "Method A::__get() must take exactly 1 argument"),
        ("<?php\nnamespace N;\ntrait T\n{\n    function __set($name) {}\n}\n", "Method N\\T::__set() must take exactly 2 arguments"),
        ("<?php\nclass A\n{\n    function __toString($a) {}\n}\n", "Method A::__toString() cannot take arguments"),
        ("<?php\nclass A\n{\n    function __isset(&$name) {}\n}\n", "Method A::__isset() cannot take arguments by reference"),
        ("<?php\nclass A\n{\n    function __CONSTRUCT(): void {}\n}\n", "Method A::__CONSTRUCT() cannot declare a return type"),
        ("<?php\nclass A\n{\n    function __clone(): static {}\n}\n", "A::__clone(): Return type must be void when declared"),
        ("<?php\nenum E\n{\n    function __serialize(): ?array {}\n}\n", "E::__serialize(): Return type must be array when declared"),
        ("<?php\n$a = new class {\n    public\n    static function __invoke() {}\n};\n", "Method class@anonymous::__invoke() cannot be static"),
        ("<?php\nclass A\n{\n    function __call(string $name, int|false $arguments) {}\n}\n", "A::__call(): Parameter #2 ($arguments) must be of type array when declared"),
        ("<?php\nclass A\n{\n    function __get(?Stringable $name) {}\n}\n", "A::__get(): Parameter #1 ($name) must be of type string when declared"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nclass A\n{\n    function __construct(int ...$all) {}\n    function __get($name, ...$rest) {}\n    static function __callStatic($a, $b) {}\n"
            + "    function __toString(): string {}\n    function __clone(): never {}\n    static function __set_state($a): static {}\n"
            + "    function __isset($a): bool {}\n    function __debugInfo(): ?array {}\n    static function get($a, $b, $c) {}\n"
            + "    function __call(string|int $name, ?iterable $arguments): int {}\n    function __unset(mixed $name) {}\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The namespace the walk is in, kept by the runner.
    var namespace = ""

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        namespace.clear()
    }

    /// What PHP wants of one magic method, in the order it checks.
    struct Shape {
        /// How many arguments (a variadic one not counted), or nil for any number.
        var arguments: Int?
        var isStatic: Bool
        var returnType: ReturnRule
        /// The builtin type each of the first arguments must admit, when it has a type.
        var argumentTypes: [String] = []
    }

    enum ReturnRule {
        case any
        /// No return type may be declared.
        case none
        /// A declared return type must fit within these builtin types (`never` always fits),
        /// worded in the message as `written`.
        case within(Set<String>, written: String)
    }

    static let shapes: [String: Shape] = [
        "__construct": Shape(arguments: nil, isStatic: false, returnType: .none),
        "__destruct": Shape(arguments: 0, isStatic: false, returnType: .none),
        "__clone": Shape(arguments: 0, isStatic: false, returnType: .within(["void"], written: "void")),
        "__get": Shape(arguments: 1, isStatic: false, returnType: .any, argumentTypes: ["string"]),
        "__set": Shape(arguments: 2, isStatic: false, returnType: .within(["void"], written: "void"), argumentTypes: ["string"]),
        "__unset": Shape(arguments: 1, isStatic: false, returnType: .within(["void"], written: "void"), argumentTypes: ["string"]),
        "__isset": Shape(arguments: 1, isStatic: false, returnType: .within(["true", "false"], written: "bool"), argumentTypes: ["string"]),
        "__call": Shape(arguments: 2, isStatic: false, returnType: .any, argumentTypes: ["string", "array"]),
        "__callstatic": Shape(arguments: 2, isStatic: true, returnType: .any, argumentTypes: ["string", "array"]),
        "__tostring": Shape(arguments: 0, isStatic: false, returnType: .within(["string"], written: "string")),
        "__debuginfo": Shape(arguments: 0, isStatic: false, returnType: .within(["array", "null"], written: "?array")),
        "__serialize": Shape(arguments: 0, isStatic: false, returnType: .within(["array"], written: "array")),
        "__unserialize": Shape(arguments: 1, isStatic: false, returnType: .within(["void"], written: "void"), argumentTypes: ["array"]),
        "__set_state": Shape(arguments: 1, isStatic: true, returnType: .within(["object"], written: "object"), argumentTypes: ["array"]),
        "__invoke": Shape(arguments: nil, isStatic: false, returnType: .any),
        "__sleep": Shape(arguments: 0, isStatic: false, returnType: .within(["array"], written: "array")),
        "__wakeup": Shape(arguments: 0, isStatic: false, returnType: .within(["void"], written: "void")),
    ]

    /// `shapes`, looked up by a method's name in place: nearly every class has a constructor, and
    /// a lowercased copy of its name to hash was most of this check's cost.
    private static let shapesByName: NameTable<Named<Shape>> = {
        var table = NameTable<Named<Shape>>(folded: true, expected: shapes.count)
        for (name, shape) in shapes { _ = table.insert(name, shape) }
        return table
    }()

    public static let memberFacts: ClassOutline.Facts = [.magicMethods]

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        for member in declaration.members {
            guard case .method(let modifiers, let method) = member.kind, NameFolding.startsWithTwoUnderscores(method.nameText),
                  let shape = method.nameText.withBytes({ Self.shapesByName.value(named: $0) }) else { continue }
            if let problem = Self.problem(method, modifiers, shape) {
                let className = declaration.name.isEmpty ? "class@anonymous" : NameResolution.qualified(declaration.name, in: namespace)
                let message = problem.hasPrefix(":") ? "\(className)::\(method.name)()\(problem)" : "Method \(className)::\(method.name)() \(problem)"
                errors.append(CompileError(message, at: method.keywordOffset))
            }
        }
        return .visitChildren
    }

    /// PHP's complaint about `method`, without the method's name: its first, in PHP's order.
    /// A return-type complaint starts with `:` (PHP words it `A::f(): Return type…`).
    static func problem(_ method: FunctionNode, _ modifiers: NodeModifiers, _ shape: Shape) -> String? {
        if let expected = shape.arguments {
            let counted = method.parameters.filter { !$0.variadic }
            if counted.count != expected {
                switch expected {
                case 0: return "cannot take arguments"
                case 1: return "must take exactly 1 argument"
                default: return "must take exactly \(expected) arguments"
                }
            }
            if counted.contains(where: \.byReference) { return "cannot take arguments by reference" }
        }
        if modifiers.contains(.static) != shape.isStatic { return shape.isStatic ? "must be static" : "cannot be static" }
        for (index, wanted) in shape.argumentTypes.enumerated() where index < method.parameters.count {
            let parameter = method.parameters[index]
            // A class name admits no builtin; `self` and `static` are left alone, as we word them not.
            guard let type = parameter.type, let declared = DeclaredType(type, names: NameResolution()),
                  !declared.builtins.contains(wanted), !declared.builtins.contains("mixed") else { continue }
            return ": Parameter #\(index + 1) ($\(parameter.name)) must be of type \(wanted) when declared"
        }
        guard let returnType = method.returnType else { return nil }
        switch shape.returnType {
        case .any:
            return nil
        case .none:
            return "cannot declare a return type"
        case .within(let allowed, let written):
            return fits(returnType, within: allowed) ? nil : ": Return type must be \(written) when declared"
        }
    }

    /// Whether every value `type` admits is one of `allowed` (builtin type names; `object`
    /// admits any class), or `type` includes `never`, which PHP always lets through.
    static func fits(_ type: TypeNode, within allowed: Set<String>) -> Bool {
        var builtins: Set<String> = []
        var classes = false
        func collect(_ type: TypeNode) {
            switch type.kind {
            case .name(let name):
                let word = name.kind == .unqualified ? name.lastWord.string.phpLowercased : ""
                switch word {
                case "bool": builtins.formUnion(["true", "false"])
                case "mixed": builtins.formUnion(["mixed", "null"])
                case "iterable": builtins.insert("array"); classes = true
                case "int", "float", "string", "true", "false", "null", "void", "never", "array", "object", "callable": builtins.insert(word)
                default: classes = true
                }
            case .nullable(let inner):
                builtins.insert("null")
                collect(inner)
            case .union(let members), .intersection(let members):
                members.forEach(collect)
            }
        }
        collect(type)
        if builtins.contains("never") { return true }
        return builtins.isSubset(of: allowed) && (!classes || allowed.contains("object"))
    }
}
