import PHPSyntax

/// A property declaration as PHP compiles it: not abstract, not final, of a type a property may
/// have, with a literal default that fits that type, and readonly only when typed, without a
/// default and not static. Enums have no properties (interfaces neither, which another check says).
public struct PropertyCheck: ClassMemberCheck {
    public static let name = "property"
    public static let reportOrder = 40
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nclass A\n{\n    abstract public\n        $x;\n}\n", "Properties cannot be declared abstract"),
        ("<?php\ntrait T\n{\n    final $x, $y;\n}\n",
         "Cannot declare property T::$x final, the final modifier is allowed only for methods, classes, and class constants"),
        ("<?php\nclass A\n{\n    public static readonly ?int $x;\n}\n", "Static property A::$x cannot be readonly"),
        ("<?php\nreadonly class A\n{\n    public static int $x;\n}\n", "Static property A::$x cannot be readonly"),
        ("<?php\nclass A\n{\n    public readonly $x;\n}\n", "Readonly property A::$x must have type"),
        ("<?php\nnamespace N;\nclass A\n{\n    public readonly int $x = 1;\n}\n", "Readonly property N\\A::$x cannot have default value"),
        ("<?php\nclass A\n{\n    public\n        ?callable $x;\n}\n", "Property A::$x cannot have type ?callable"),
        ("<?php\nclass A\n{\n    public int $a = 1,\n        $b = 's';\n}\n", "Cannot use string as default value for property A::$b of type int"),
        ("<?php\nnamespace N;\n$a = new class {\n    public Foo $x = [];\n};\n", "Cannot use array as default value for property class@anonymous::$x of type N\\Foo"),
        ("<?php\nclass A\n{\n    public int|string $x = null;\n}\n",
         "Default value for property of type string|int may not be null. Use the nullable type string|int|null to allow null default value"),
        ("<?php\nclass A\n{\n    public Countable&Foo $x = null;\n}\n", "Cannot use null as default value for property A::$x of type Countable&Foo"),
        ("<?php\nenum E\n{\n    public $x;\n}\n", "Enum E cannot include properties"),
        ("<?php\nclass A\n{\n    public false|bool $x;\n}\n", "Duplicate type false is redundant"),
        ("<?php\nclass C\n{\n    public (A&B)|(B&A) $p;\n}\n", "Type B&A is redundant with type A&B"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nclass A\n{\n    public readonly int $x;\n    static int $y = 1;\n    public float $f = 1, $g = -2.5;\n    public mixed $m = null;\n"
            + "    public ?Foo $o = null;\n    public iterable $i = [];\n    public int $c = PHP_INT_MAX;\n    public $u = 's';\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The namespace and imports where the walk is, kept by the runner.
    var names = NameResolution()

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        names.reset()
    }

    public static let memberFacts: ClassOutline.Facts = [.properties]

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        guard declaration.kind != .interface else { return .visitChildren }
        for member in declaration.members {
            guard case .property(let modifiers, let type, let items) = member.kind, let first = items.first else { continue }
            // PHP names the line where the declaration's type is, or else its first property.
            let offset = type.flatMap(DeclaredType.firstNameOffset) ?? first.range.start
            if declaration.kind == .enum {
                errors.append(CompileError("Enum \(names.qualifiedDeclaration(declaration.name)) cannot include properties", at: offset))
            } else if let message = problem(modifiers, type, items, in: declaration) {
                errors.append(CompileError(message, at: offset))
            }
        }
        return .visitChildren
    }

    /// Whether `type` names `void`, `never` or `callable`, which no property may have.
    static func mentionsRefusedType(_ type: TypeNode) -> Bool {
        TypeForm.mentions(type, anyOf: refusedTypes)
    }

    private static let refusedTypes = ShortWords(["void", "never", "callable"])

    /// PHP's first complaint about one declaration, which it checks property by property.
    private func problem(_ modifiers: NodeModifiers, _ type: TypeNode?, _ items: NodeList<PropertyItemNode>, in declaration: ClassNode) -> String? {
        if modifiers.contains(.abstract) { return "Properties cannot be declared abstract" }
        if let type, let message = TypeForm.problem(type, names: names) { return message }
        let readonly = modifiers.contains(.readonly) || declaration.modifiers.contains(.readonly)
        // The declaration's, not each property's: looked at once.
        let refusedType = type.map(Self.mentionsRefusedType) ?? false
        for item in items {
            // Worded only for a message: most declarations have none.
            var property: String { (declaration.name.isEmpty ? "class@anonymous" : names.qualifiedDeclaration(declaration.name)) + "::$" + item.name }
            if let type, refusedType, let declared = DeclaredType(type, names: names) {
                return "Property \(property) cannot have type \(declared.written)"
            }
            if modifiers.contains(.final) {
                return "Cannot declare property \(property) final, the final modifier is allowed only for methods, classes, and class constants"
            }
            if let type, let value = item.defaultValue, let literal = DeclaredType.literalType(value),
               literal == .null ? !DeclaredType.plainlyNullable(type) : !DeclaredType.plainlyAdmits(type, literal), let declared = DeclaredType(type, names: names) {
                if literal == .null, !declared.admitsNull {
                    if declared.isIntersection { return "Cannot use null as default value for property \(property) of type \(declared.written)" }
                    return "Default value for property of type \(declared.written) may not be null. Use the nullable type \(declared.writtenNullable) to allow null default value"
                }
                if literal != .null, !declared.admits(literal) {
                    return "Cannot use \(literal.word) as default value for property \(property) of type \(declared.written)"
                }
            }
            guard readonly else { continue }
            if type == nil { return "Readonly property \(property) must have type" }
            if item.defaultValue != nil { return "Readonly property \(property) cannot have default value" }
            if modifiers.contains(.static) { return "Static property \(property) cannot be readonly" }
        }
        return nil
    }
}
