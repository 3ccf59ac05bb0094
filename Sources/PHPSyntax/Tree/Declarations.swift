/// A function, method, closure or arrow function: everything that has parameters and a body.
/// A reference: every check of a class goes over its methods, and copying one as a value
/// retained each of its parts.
public final class FunctionDeclaration: Sendable {
    /// Empty for closures and arrow functions.
    public let name: String
    public let nameRange: SourceRange
    public let parameters: [Parameter]
    public let returnType: TypeHint?
    public let byReferenceReturn: Bool
    /// nil for abstract and interface methods. An arrow function's body is one `return` statement.
    public let body: [Stmt]?
    public let attributes: [AttributeGroup]
    public let range: SourceRange
    /// Where `function` or `fn` is: PHP names this line for errors in the signature, whatever
    /// attributes and modifiers come before.
    public let keywordOffset: Int

    public init(name: String, nameRange: SourceRange, parameters: [Parameter], returnType: TypeHint?, byReferenceReturn: Bool, body: [Stmt]?, attributes: [AttributeGroup] = [], range: SourceRange, keywordOffset: Int? = nil) {
        self.keywordOffset = keywordOffset ?? range.start
        self.name = name
        self.nameRange = nameRange
        self.parameters = parameters
        self.returnType = returnType
        self.byReferenceReturn = byReferenceReturn
        self.body = body
        self.attributes = attributes
        self.range = range
    }
}

/// One parameter of a function. A reference, like `FunctionDeclaration`: the checks and the
/// interpreter go through every parameter of every signature, and a copy of the struct retained
/// and released each of its fields.
public final class Parameter: Sendable {
    public let name: String
    public let type: TypeHint?
    public let defaultValue: Expr?
    public let byReference: Bool
    public let variadic: Bool
    /// Constructor promotion (`public`, `private readonly`…); empty otherwise.
    public let modifiers: ModifierList
    public let attributes: [AttributeGroup]
    public let range: SourceRange

    public init(name: String, type: TypeHint?, defaultValue: Expr?, byReference: Bool, variadic: Bool, modifiers: ModifierList = [], attributes: [AttributeGroup] = [], range: SourceRange) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.byReference = byReference
        self.variadic = variadic
        self.modifiers = modifiers
        self.attributes = attributes
        self.range = range
    }
}

/// `int`, `?Foo`, `A|B`, `A&B`, `(A&B)|null`.
public indirect enum TypeHint: Sendable {
    case name(Name)
    case nullable(TypeHint)
    case union([TypeHint])
    case intersection([TypeHint])
}

public struct AttributeGroup: Sendable {
    public var attributes: [Attribute]
    public var range: SourceRange

    public init(attributes: [Attribute], range: SourceRange) {
        self.attributes = attributes
        self.range = range
    }
}

public struct Attribute: Sendable {
    public var name: Name
    public var arguments: Arguments?

    public init(name: Name, arguments: Arguments?) {
        self.name = name
        self.arguments = arguments
    }
}

/// A class, interface, trait or enum. A reference, like `FunctionDeclaration`: thirty checks
/// look at every class, and each copy of the struct retained and released its eight parts.
public final class ClassDeclaration: Sendable {
    public enum Kind: Sendable, Hashable { case `class`, interface, trait, `enum` }

    public let kind: Kind
    /// Empty for anonymous classes.
    public let name: String
    public let modifiers: ModifierList
    public let extends: [Name]
    public let implements: [Name]
    /// `enum Suit: string`
    public let enumBackingType: TypeHint?
    public let members: [ClassMember]
    public let attributes: [AttributeGroup]
    public let range: SourceRange
    /// Where `class`, `interface`, `trait` or `enum` is (PHP names its line for some errors).
    public let keywordOffset: Int

    public init(kind: Kind, name: String, modifiers: ModifierList, extends: [Name], implements: [Name], enumBackingType: TypeHint? = nil, members: [ClassMember], attributes: [AttributeGroup] = [], range: SourceRange, keywordOffset: Int? = nil) {
        self.kind = kind
        self.name = name
        self.modifiers = modifiers
        self.extends = extends
        self.implements = implements
        self.enumBackingType = enumBackingType
        self.members = members
        self.attributes = attributes
        self.range = range
        self.keywordOffset = keywordOffset ?? range.start
    }
}

public struct ClassMember: Sendable {
    public var kind: ClassMemberKind
    public var range: SourceRange

    public init(_ kind: ClassMemberKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// Indirect, so a member is one reference: the compile-time checks go over every class's
/// members several times, and copying a method inline retained each of its parts.
public indirect enum ClassMemberKind: Sendable {
    case property(modifiers: ModifierList, type: TypeHint?, properties: [PropertyItem])
    case constant(modifiers: ModifierList, [ConstantDeclaration])
    case method(modifiers: ModifierList, FunctionDeclaration)
    /// `use TraitA, TraitB { ... }`; of the adaptation block only the modifiers its aliases give
    /// (`foo as protected bar;`), in order.
    case traitUse([Name], aliasModifiers: ModifierList)
    /// `case Hearts = 'H';` in an enum.
    case enumCase(name: String, value: Expr?)
}

public struct PropertyItem: Sendable {
    public var name: String
    public var defaultValue: Expr?
    public var range: SourceRange

    public init(name: String, defaultValue: Expr?, range: SourceRange) {
        self.name = name
        self.defaultValue = defaultValue
        self.range = range
    }
}
