/// Modifiers the grammar takes on any member but PHP refuses where they mean nothing: a static
/// or abstract constant, a readonly method, an abstract or final property, a static readonly
/// property, a trait alias made `final`.
public struct MemberModifierCheck: CompileCheck {
    public static let name = "member-modifier"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nclass A\n{\n    static const X = 1;\n}\n", "Cannot use 'static' as constant modifier"),
        ("<?php\ninterface I\n{\n    abstract\n    const X = 1;\n}\n", "Cannot use 'abstract' as constant modifier"),
        ("<?php\nclass A\n{\n    readonly const X = 1;\n}\n", "Cannot use 'readonly' as constant modifier"),
        ("<?php\nclass A\n{\n    #[Pure]\n    readonly\n    function f() {}\n}\n", "Cannot use 'readonly' as method modifier"),
        ("<?php\ntrait T\n{\n    function f() {}\n}\nclass A\n{\n    use T { f as protected g; f as static; }\n}\n", "Cannot use 'static' as method modifier"),
        ("<?php\ntrait T\n{\n    function f() {}\n}\nclass A\n{\n    use T { T::f as final g; }\n}\n", "Cannot use 'final' as method modifier"),
        ("<?php\nclass A\n{\n    abstract public\n        $x;\n}\n", "Properties cannot be declared abstract"),
        ("<?php\ntrait T\n{\n    final $x, $y;\n}\n",
         "Cannot declare property T::$x final, the final modifier is allowed only for methods, classes, and class constants"),
        ("<?php\nclass A\n{\n    public static readonly ?int $x;\n}\n", "Static property A::$x cannot be readonly"),
        ("<?php\nclass A\n{\n    public readonly $x;\n}\n", "Readonly property A::$x must have type"),
        ("<?php\nnamespace N;\nclass A\n{\n    public readonly int $x = 1;\n}\n", "Readonly property N\\A::$x cannot have default value"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\ntrait T\n{\n    function f() {}\n}\nclass A\n{\n    use T { f as public static; f as protected; }\n"
            + "    final public const X = 1;\n    final static function f() {}\n    public readonly int $x;\n    static int $y = 1;\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    private var namespace = ""

    public init(file: SourceFile) {}

    public mutating func visit(_ statement: Stmt) -> WalkAction {
        if case .namespace(let name, _) = statement.kind { namespace = name?.joined ?? "" }
        return .visitChildren
    }

    public mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
        for member in declaration.members {
            switch member.kind {
            case .constant(let modifiers, let constants):
                // PHP refuses a repeated or contradictory modifier while parsing, before this.
                guard ModifierRepetitionCheck.problem(modifiers) == nil, let first = constants.first,
                      let refused = Self.refused(modifiers, allowingFinal: true) else { continue }
                errors.append(CompileError("Cannot use '\(refused.rawValue)' as constant modifier", at: first.range.start))
            case .method(let modifiers, let method):
                if ModifierRepetitionCheck.problem(modifiers) == nil, modifiers.contains(.readonly) {
                    errors.append(CompileError("Cannot use 'readonly' as method modifier", at: method.keywordOffset))
                }
            case .traitUse(let names, let aliasModifiers):
                if let refused = Self.refused(aliasModifiers, allowingFinal: false), let first = names.first {
                    errors.append(CompileError("Cannot use '\(refused.rawValue)' as method modifier", at: first.range.start))
                }
            case .property(let modifiers, let type, let items):
                // Interfaces and enums hold no properties at all, which PHP says first.
                guard declaration.kind == .class || declaration.kind == .trait, ModifierRepetitionCheck.problem(modifiers) == nil,
                      let first = items.first else { continue }
                let className = declaration.name.isEmpty ? "class@anonymous" : namespace.isEmpty ? declaration.name : namespace + "\\" + declaration.name
                if let message = Self.problem(modifiers, type: type, first, className: className) {
                    errors.append(CompileError(message, at: first.range.start))
                }
            case .enumCase:
                break
            }
        }
        return .visitChildren
    }

    /// The modifier PHP names when a constant or trait alias has one it refuses, in the order
    /// it looks (a constant may be final; a trait alias may not).
    static func refused(_ modifiers: [Modifier], allowingFinal: Bool) -> Modifier? {
        let refusable: Set<Modifier> = allowingFinal ? [.static, .abstract, .readonly] : [.static, .abstract, .final, .readonly]
        guard modifiers.contains(where: refusable.contains) else { return nil }
        return [Modifier.static, .abstract, .final, .readonly].first(where: modifiers.contains)
    }

    /// PHP's message for a property declaration's modifiers, checked on its first property
    /// (the one PHP stops at).
    static func problem(_ modifiers: [Modifier], type: TypeHint?, _ first: PropertyItem, className: String) -> String? {
        if modifiers.contains(.abstract) { return "Properties cannot be declared abstract" }
        if modifiers.contains(.final) {
            return "Cannot declare property \(className)::$\(first.name) final, the final modifier is allowed only for methods, classes, and class constants"
        }
        guard modifiers.contains(.readonly) else { return nil }
        if type == nil { return "Readonly property \(className)::$\(first.name) must have type" }
        if first.defaultValue != nil { return "Readonly property \(className)::$\(first.name) cannot have default value" }
        if modifiers.contains(.static) { return "Static property \(className)::$\(first.name) cannot be readonly" }
        return nil
    }
}
