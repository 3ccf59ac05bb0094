/// What a class's members are, gathered in one pass over them for the checks that look at a
/// class's members: most classes hold nothing most of those checks look for (no magic method, no
/// enum case, no modifier PHP refuses), and each check going over every member to find that out
/// cost more than what the checks then did (the walk copies each member it reads, and eleven
/// checks read every class).
public struct ClassOutline: Sendable {
    struct Facts: OptionSet {
        let rawValue: UInt32
        static let properties = Facts(rawValue: 1 << 0)
        /// A property declared with a type.
        static let typedProperties = Facts(rawValue: 1 << 1)
        /// A property with a default value.
        static let propertyDefaults = Facts(rawValue: 1 << 2)
        static let constants = Facts(rawValue: 1 << 3)
        static let enumCases = Facts(rawValue: 1 << 4)
        /// An enum case with a value (`case A = 1;`).
        static let enumCaseValues = Facts(rawValue: 1 << 5)
        static let traitUses = Facts(rawValue: 1 << 6)
        /// A trait alias that gives modifiers (`f as protected g;`).
        static let traitAliasModifiers = Facts(rawValue: 1 << 7)
        /// A method whose name starts with two underscores.
        static let magicMethods = Facts(rawValue: 1 << 8)
        /// A method named `__toString`.
        static let toString = Facts(rawValue: 1 << 9)
        static let methodsWithBody = Facts(rawValue: 1 << 10)
        static let methodsWithoutBody = Facts(rawValue: 1 << 11)
        /// A member whose modifiers PHP's parser refuses (`public public`, `abstract final`).
        static let refusedModifiers = Facts(rawValue: 1 << 12)
    }

    private(set) var facts: Facts = []
    /// The modifiers written on any constant, method or property of the class.
    private(set) var constantModifiers = ModifierSet()
    private(set) var methodModifiers = ModifierSet()
    private(set) var propertyModifiers = ModifierSet()

    init(_ declaration: ClassDeclaration) {
        for member in declaration.members {
            switch member.kind {
            case .property(let modifiers, let type, let items):
                facts.insert(.properties)
                if type != nil { facts.insert(.typedProperties) }
                if items.contains(where: { $0.defaultValue != nil }) { facts.insert(.propertyDefaults) }
                facts.formUnion(Self.note(modifiers, into: &propertyModifiers))
            case .constant(let modifiers, _):
                facts.insert(.constants)
                facts.formUnion(Self.note(modifiers, into: &constantModifiers))
            case .method(let modifiers, let method):
                facts.insert(method.body == nil ? .methodsWithoutBody : .methodsWithBody)
                if NameFolding.startsWithTwoUnderscores(method.name) {
                    facts.insert(.magicMethods)
                    if NameFolding.matches(method.name, "__tostring") { facts.insert(.toString) }
                }
                facts.formUnion(Self.note(modifiers, into: &methodModifiers))
            case .traitUse(_, let aliasModifiers):
                facts.insert(.traitUses)
                if !aliasModifiers.isEmpty { facts.insert(.traitAliasModifiers) }
            case .enumCase(_, let value):
                facts.insert(.enumCases)
                if value != nil { facts.insert(.enumCaseValues) }
            }
        }
    }

    func has(_ wanted: Facts) -> Bool {
        !facts.isDisjoint(with: wanted)
    }

    /// Adds `modifiers` to `set`; what they tell of the class.
    private static func note(_ modifiers: ModifierList, into set: inout ModifierSet) -> Facts {
        for modifier in modifiers { _ = set.insert(modifier) }
        return modifiers.count > 1 && ModifierRepetitionCheck.problem(modifiers) != nil ? .refusedModifiers : []
    }
}

/// A check that looks at a class's members: the runner hands it the class's outline, made once
/// for all of them.
public protocol ClassMemberCheck: CompileCheck {
    mutating func visit(_ declaration: ClassDeclaration, outline: ClassOutline) -> WalkAction
}

extension ClassMemberCheck {
    /// Walked on its own, a check makes the outline itself.
    public mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
        visit(declaration, outline: ClassOutline(declaration))
    }
}
