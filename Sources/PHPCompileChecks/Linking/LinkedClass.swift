import PHPSyntax

/// A class, interface or trait as PHP holds it once linked: its own members, then those it
/// inherited, each in PHP's table order (which decides which error PHP reports first).
final class LinkedClass {
    struct Property {
        var className: String
        var name: String
        var visibility: InheritedMethod.Visibility
        var isStatic: Bool
        var isReadonly: Bool
        var type: PropertyType
    }

    enum PropertyType: Equatable {
        case none
        case known(ResolvedType)
        /// Names something this model does not resolve.
        case unknown
    }

    struct Constant {
        var className: String
        var name: String
        var visibility: InheritedMethod.Visibility
        var isFinal: Bool
    }

    let name: String
    let kind: ClassDeclaration.Kind
    let isFinal: Bool
    let isAbstract: Bool
    let isReadonly: Bool
    /// Lowercased names of itself and its parents.
    let ancestors: Set<NameKey>
    /// By lowercased method name.
    private(set) var methods: [(key: String, method: InheritedMethod)] = []
    private(set) var properties: [Property] = []
    private(set) var constants: [Constant] = []

    /// The class as declared, before it inherits anything.
    init(_ declaration: ClassNode, name: String, parent: LinkedClass?, names: NameResolution, file: SourceFile) {
        self.name = name
        kind = declaration.kind
        isFinal = declaration.modifiers.contains(.final)
        isAbstract = declaration.modifiers.contains(.abstract)
        isReadonly = declaration.modifiers.contains(.readonly)
        ancestors = (parent?.ancestors ?? []).union([NameKey(name.phpLowercased)])
        for member in declaration.members {
            switch member.kind {
            case .method(let modifiers, let function):
                let method = InheritedMethod(function, modifiers: modifiers, className: name, parentName: parent?.name, names: names, file: file)
                methods.append((function.name.phpLowercased, method))
                guard method.isConstructor else { continue }
                for parameter in function.parameters where !parameter.modifiers.isEmpty {
                    properties.append(Property(
                        className: name, name: parameter.name, visibility: Self.visibility(parameter.modifiers), isStatic: false,
                        isReadonly: parameter.modifiers.contains(.readonly), type: Self.spell(parameter.type, name, parent, names)))
                }
            case .property(let modifiers, let type, let items):
                let spelled = Self.spell(type, name, parent, names)
                for item in items {
                    properties.append(Property(
                        className: name, name: item.name, visibility: Self.visibility(modifiers), isStatic: modifiers.contains(.static),
                        isReadonly: modifiers.contains(.readonly), type: spelled))
                }
            case .constant(let modifiers, let declared):
                for constant in declared {
                    constants.append(Constant(className: name, name: constant.name, visibility: Self.visibility(modifiers), isFinal: modifiers.contains(.final)))
                }
            case .traitUse, .enumCase:
                break
            }
        }
    }

    func method(_ key: String) -> InheritedMethod? {
        methods.first { $0.key == key }?.method
    }

    func property(_ name: String) -> Property? {
        properties.first { $0.name == name }
    }

    func constant(_ name: String) -> Constant? {
        constants.first { $0.name == name }
    }

    /// After the checks: what the parent has and this class does not declare comes after its own.
    func inherit(from parent: LinkedClass) {
        let ownMethods = Set(methods.map(\.key))
        methods += parent.methods.filter { !ownMethods.contains($0.key) }
        let ownProperties = Set(properties.map(\.name))
        properties += parent.properties.filter { !ownProperties.contains($0.name) }
        let ownConstants = Set(constants.map(\.name))
        constants += parent.constants.filter { !ownConstants.contains($0.name) && $0.visibility != .private }
    }

    private static func visibility(_ modifiers: NodeModifiers) -> InheritedMethod.Visibility {
        modifiers.contains(.private) ? .private : modifiers.contains(.protected) ? .protected : .public
    }

    private static func spell(_ type: TypeNode?, _ className: String, _ parent: LinkedClass?, _ names: NameResolution) -> PropertyType {
        guard let type else { return .none }
        return ResolvedType(type.hint, className: className, parentName: parent?.name, names: names).map { .known($0) } ?? .unknown
    }
}
