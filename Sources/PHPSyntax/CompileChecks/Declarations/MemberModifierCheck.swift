/// Modifiers the grammar takes on any member but PHP refuses where they mean nothing: a static
/// or abstract constant, a readonly method, a trait alias made `final`. (A property's are
/// `PropertyCheck`'s.)
public struct MemberModifierCheck: ClassMemberCheck {
    public static let name = "member-modifier"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nclass A\n{\n    static const X = 1;\n}\n", "Cannot use 'static' as constant modifier"),
        ("<?php\ninterface I\n{\n    abstract\n    const X = 1;\n}\n", "Cannot use 'abstract' as constant modifier"),
        ("<?php\nclass A\n{\n    readonly const X = 1;\n}\n", "Cannot use 'readonly' as constant modifier"),
        ("<?php\nclass A\n{\n    #[Pure]\n    readonly\n    function f() {}\n}\n", "Cannot use 'readonly' as method modifier"),
        ("<?php\ntrait T\n{\n    function f() {}\n}\nclass A\n{\n    use T { f as protected g; f as static; }\n}\n", "Cannot use 'static' as method modifier"),
        ("<?php\ntrait T\n{\n    function f() {}\n}\nclass A\n{\n    use T { T::f as final g; }\n}\n", "Cannot use 'final' as method modifier"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\ntrait T\n{\n    function f() {}\n}\nclass A\n{\n    use T { f as public static; f as protected; }\n"
            + "    final public const X = 1;\n    final static function f() {}\n}\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
    }

    /// Every class: what matters is in the outline's modifier sets, not its facts.
    public static let memberFacts: ClassOutline.Facts = []

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        let constants = outline.constantModifiers
        guard constants.contains(.static) || constants.contains(.abstract) || constants.contains(.readonly)
                || outline.methodModifiers.contains(.readonly) || outline.has(.traitAliasModifiers) else { return .visitChildren }
        for member in declaration.members {
            switch member.kind {
            case .constant(let modifiers, let constants):
                guard !modifiers.isEmpty, let refused = Self.refused(modifiers, allowingFinal: true), let first = constants.first else { continue }
                errors.append(CompileError("Cannot use '\(refused.rawValue)' as constant modifier", at: first.range.start))
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
