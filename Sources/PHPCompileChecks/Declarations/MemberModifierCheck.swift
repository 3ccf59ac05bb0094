import PHPSyntax

/// Modifiers the grammar takes on any member but PHP refuses where they mean nothing: a static
/// or abstract constant, a final private one, a readonly method, a trait alias made `final`. (A
/// property's are `PropertyCheck`'s.)
public struct MemberModifierCheck: ClassMemberCheck {
    public static let name = "member-modifier"
    public static let reportOrder = 30
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nclass A\n{\n    static const X = 1;\n}\n", "Cannot use 'static' as constant modifier"),
        ("<?php\ninterface I\n{\n    abstract\n    const X = 1;\n}\n", "Cannot use 'abstract' as constant modifier"),
        ("<?php\nclass A\n{\n    readonly const X = 1;\n}\n", "Cannot use 'readonly' as constant modifier"),
        ("<?php\nnamespace N;\nclass C {\n    final private const\n        X = 1,\n        Y = 2;\n}\n", "Private constant N\\C::X cannot be final as it is not visible to other classes"),
        ("<?php\n$a = new class { private final const class = 1; };\n", "Private constant class@anonymous::class cannot be final as it is not visible to other classes"),
        ("<?php\ninterface I\n{\n    final private const X = 1;\n}\n", "Private constant I::X cannot be final as it is not visible to other classes"),
        ("<?php\nclass A\n{\n    #[Pure]\n    readonly\n    function f() {}\n}\n", "Cannot use 'readonly' as method modifier"),
        ("<?php\ntrait T\n{\n    function f() {}\n}\nclass A\n{\n    use T { f as protected g; f as static; }\n}\n", "Cannot use 'static' as method modifier"),
        ("<?php\ntrait T\n{\n    function f() {}\n}\nclass A\n{\n    use T { T::f as final g; }\n}\n", "Cannot use 'final' as method modifier"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\ntrait T\n{\n    function f() {}\n}\nclass A\n{\n    use T { f as public static; f as protected; }\n"
            + "    final public const X = 1;\n    final static function f() {}\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The namespace the walk is in, kept by the runner.
    var namespace = ""

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        namespace.clear()
    }

    /// Every class: what matters is in the outline's modifier sets, not its facts.
    public static let memberFacts: ClassOutline.Facts = []

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        let constants = outline.constantModifiers
        guard constants.contains(.static) || constants.contains(.abstract) || constants.contains(.readonly)
                || (constants.contains(.private) && constants.contains(.final))
                || outline.methodModifiers.contains(.readonly) || outline.has(.traitAliasModifiers) else { return .visitChildren }
        for member in declaration.members {
            switch member.kind {
            case .constant(let modifiers, let constants):
                guard !modifiers.isEmpty, let first = constants.first else { continue }
                if let refused = Self.refused(modifiers, allowingFinal: true) {
                    errors.append(CompileError("Cannot use '\(refused.rawValue)' as constant modifier", at: first.range.start))
                } else if modifiers.contains(.private) && modifiers.contains(.final) {
                    let className = declaration.name.isEmpty ? "class@anonymous" : NameResolution.qualified(declaration.name, in: namespace)
                    errors.append(CompileError("Private constant \(className)::\(first.name) cannot be final as it is not visible to other classes", at: first.range.start))
                }
            case .method(let modifiers, let method):
                if modifiers.contains(.readonly) {
                    errors.append(CompileError("Cannot use 'readonly' as method modifier", at: method.keywordOffset))
                }
            case .traitUse(let names, let aliasModifiers):
                if !aliasModifiers.isEmpty, let refused = Self.refused(aliasModifiers, allowingFinal: false), let first = names.first {
                    errors.append(CompileError("Cannot use '\(refused.rawValue)' as method modifier", at: first.range.start))
                }
            case .property, .enumCase:
                break
            }
        }
        return .visitChildren
    }

    /// The modifier PHP names when a constant or trait alias has one it refuses, in the order
    /// it looks (a constant may be final; a trait alias may not).
    static func refused(_ modifiers: NodeModifiers, allowingFinal: Bool) -> Modifier? {
        guard modifiers.contains(where: { $0 == .static || $0 == .abstract || $0 == .readonly || (!allowingFinal && $0 == .final) }) else { return nil }
        return [Modifier.static, .abstract, .final, .readonly].first(where: modifiers.contains)
    }
}
