import PHPSyntax

/// What a class's members are, gathered in one pass over them for the checks that look at a
/// class's members: most classes hold nothing most of those checks look for (no magic method, no
/// enum case, no modifier PHP refuses), and each check going over every member to find that out
/// cost more than what the checks then did (the walk copies each member it reads, and eleven
/// checks read every class).
public struct ClassOutline: Sendable {
    public struct Facts: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

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
        /// Two methods, properties or constants that may share a name (`MemberNameKeys`): only
        /// these classes are looked at name by name for a redeclaration.
        static let repeatedNames = Facts(rawValue: 1 << 13)
        /// Attributes on a property, constant or enum case.
        static let memberAttributes = Facts(rawValue: 1 << 14)
    }

    private(set) var facts: Facts = []
    /// The modifiers written on any constant, method or property of the class.
    private(set) var constantModifiers = ModifierSet()
    private(set) var methodModifiers = ModifierSet()
    private(set) var propertyModifiers = ModifierSet()

    init(_ declaration: ClassNode) {
        let members = declaration.members
        self = MemberNameKeys.with(expected: members.count) { names in
            var outline = ClassOutline()
            // Names stop being noted at the first that may repeat: the exact check takes the class.
            var repeated = false
            func note(_ name: NodeString, _ kind: MemberNameKeys.Kind) {
                if !repeated && names.repeats(name, kind: kind) { repeated = true }
            }
            for member in members {
                switch member.kind {
                case .property(let modifiers, let type, let items):
                    outline.facts.insert(.properties)
                    if type != nil { outline.facts.insert(.typedProperties) }
                    for item in items {
                        if item.defaultValue != nil { outline.facts.insert(.propertyDefaults) }
                        note(item.nameText, .property)
                    }
                    Self.note(modifiers, into: &outline.propertyModifiers)
                    if !member.attributes.isEmpty { outline.facts.insert(.memberAttributes) }
                case .constant(let modifiers, let constants):
                    outline.facts.insert(.constants)
                    if !member.attributes.isEmpty { outline.facts.insert(.memberAttributes) }
                    for constant in constants { note(constant.nameText, .constant) }
                    Self.note(modifiers, into: &outline.constantModifiers)
                case .method(let modifiers, let method):
                    outline.facts.insert(method.body == nil ? .methodsWithoutBody : .methodsWithBody)
                    let name = method.nameText
                    note(name, .method)
                    if NameFolding.startsWithTwoUnderscores(name) {
                        outline.facts.insert(.magicMethods)
                        if NameFolding.matches(name, "__tostring") { outline.facts.insert(.toString) }
                        // A constructor's promoted parameters declare properties (the exact check
                        // counts only a constructor's, as PHP does: a promoted parameter of any
                        // other method is `ParameterTypeCheck`'s error).
                        if NameFolding.matches(name, "__construct") {
                            for parameter in method.parameters where !parameter.modifiers.isEmpty { note(parameter.nameText, .property) }
                        }
                    }
                    Self.note(modifiers, into: &outline.methodModifiers)
                case .traitUse(_, let aliasModifiers):
                    outline.facts.insert(.traitUses)
                    if !aliasModifiers.isEmpty { outline.facts.insert(.traitAliasModifiers) }
                case .enumCase(let name, let value):
                    outline.facts.insert(.enumCases)
                    if !member.attributes.isEmpty { outline.facts.insert(.memberAttributes) }
                    if value != nil { outline.facts.insert(.enumCaseValues) }
                    note(name, .constant)
                }
            }
            if repeated { outline.facts.insert(.repeatedNames) }
            return outline
        }
    }

    private init() {}

    func has(_ wanted: Facts) -> Bool {
        !facts.isDisjoint(with: wanted)
    }

    /// Adds `modifiers` to `set`.
    private static func note(_ modifiers: NodeModifiers, into set: inout ModifierSet) {
        modifiers.forEach { _ = set.insert($0) }
    }
}

/// A check that looks at a class's members: the runner hands it the class's outline, made once
/// for all of them.
public protocol ClassMemberCheck: CompileCheck {
    /// The outline's facts without which the check has nothing to say of a class: it is not
    /// called for one that holds none of them (none listed: it is called for every class).
    static var memberFacts: ClassOutline.Facts { get }
    mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction
}

extension ClassMemberCheck {
    /// Walked on its own, a check makes the outline itself.
    public mutating func visit(_ declaration: ClassNode) -> WalkAction {
        check(declaration, outline: ClassOutline(declaration))
    }

    /// `visit(_:outline:)` when the outline holds one of `memberFacts` (inlined into the runner,
    /// as `SignatureCheck.check(_:outline:)`).
    @inline(__always)
    mutating func check(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        guard Self.memberFacts.isEmpty || outline.has(Self.memberFacts) else { return .visitChildren }
        return visit(declaration, outline: outline)
    }
}
