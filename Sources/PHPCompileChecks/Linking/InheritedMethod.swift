import PHPSyntax

/// A method as PHP compares it with the method it overrides: flags, parameters and return type
/// resolved, and its declaration spelled the way PHP's messages spell it.
final class InheritedMethod {
    enum Visibility: Int, Comparable {
        case `public` = 1, protected = 2, `private` = 4
        static func < (a: Visibility, b: Visibility) -> Bool { a.rawValue < b.rawValue }
        var word: String {
            switch self {
            case .public: "public"
            case .protected: "protected"
            case .private: "private"
            }
        }
    }

    struct Parameter {
        /// nil when the parameter has no type.
        var type: ResolvedType?
        var byReference: Bool
    }

    /// The class that declares it, as PHP prints it (`N\A`).
    let className: String
    let name: String
    let visibility: Visibility
    let isStatic: Bool
    let isFinal: Bool
    let isAbstract: Bool
    let byReferenceReturn: Bool
    /// Without the variadic one.
    let parameters: [Parameter]
    let variadic: Parameter?
    /// Parameters before the last one without a default are required, defaults or not.
    let requiredCount: Int
    let returnType: ResolvedType?
    /// False when a type names something this model does not resolve: comparing is then unsure.
    let typesKnown: Bool
    /// `A::f($x, $y = 1): int`, or nil when a default value is one PHP spells in ways not followed
    /// here. Spelled when a message asks for it: most methods never need it, and spelling every
    /// default value of every method linked cost more than the comparisons.
    private(set) lazy var declaration: String? = spellDeclaration()
    /// What `declaration` is spelled from.
    private let function: FunctionNode
    private let names: NameResolution
    /// Where PHP reports errors about it: its `function` keyword; nil if that was not found.
    let offset: Int?
    /// For a constructor: the abstract constructor it implements, which its overrides are checked against.
    var prototype: InheritedMethod?

    var isConstructor: Bool { name.phpLowercased == "__construct" }

    init(_ function: FunctionNode, modifiers: NodeModifiers, className: String, parentName: String?, names: NameResolution, file: SourceFile) {
        self.className = className
        name = function.name
        visibility = modifiers.contains(.private) ? .private : modifiers.contains(.protected) ? .protected : .public
        isStatic = modifiers.contains(.static)
        isFinal = modifiers.contains(.final)
        isAbstract = modifiers.contains(.abstract)
        byReferenceReturn = function.byReferenceReturn
        var typesKnown = true
        var parameters: [Parameter] = []
        var variadic: Parameter?
        for parameter in function.parameters {
            var type: ResolvedType?
            if let hint = parameter.type {
                type = ResolvedType(hint.hint, className: className, parentName: parentName, names: names)
                if type == nil { typesKnown = false }
                // `T $x = null` declares `?T`.
                if let value = parameter.defaultValue, DefaultValueText.isNull(value) { type?.builtins.insert(.null) }
            }
            let resolved = Parameter(type: type, byReference: parameter.byReference)
            if parameter.variadic { variadic = resolved } else { parameters.append(resolved) }
        }
        self.parameters = parameters
        self.variadic = variadic
        requiredCount = (function.parameters.lastIndex { $0.defaultValue == nil && !$0.variadic } ?? -1) + 1
        if let hint = function.returnType {
            returnType = ResolvedType(hint.hint, className: className, parentName: parentName, names: names)
            if returnType == nil { typesKnown = false }
        } else {
            returnType = nil
        }
        self.typesKnown = typesKnown
        self.function = function
        self.names = names
        offset = Self.functionKeyword(before: function.nameRange.start, in: file.bytes)
    }

    private func spellDeclaration() -> String? {
        guard typesKnown else { return nil }
        var texts: [String] = []
        var resolved = parameters.makeIterator()
        for (index, parameter) in function.parameters.enumerated() {
            let type = parameter.variadic ? variadic?.type : resolved.next()?.type
            var text = type.map { $0.description + " " } ?? ""
            if parameter.byReference { text += "&" }
            if parameter.variadic { text += "..." }
            text += "$" + parameter.name
            if index >= requiredCount, !parameter.variadic, let value = parameter.defaultValue {
                guard let spelled = DefaultValueText.spell(value, names: names) else { return nil }
                text += " = " + spelled
            }
            texts.append(text)
        }
        var declaration = (byReferenceReturn ? "& " : "") + className + "::" + name + "(" + texts.joined(separator: ", ") + ")"
        if let returnType { declaration += ": " + returnType.description }
        return declaration
    }

    /// The `function` keyword before a method's name (`function &name`), when only spaces and `&` part them.
    static func functionKeyword(before nameStart: Int, in bytes: [UInt8]) -> Int? {
        var cursor = nameStart - 1
        func skipSpace() {
            while cursor >= 0, bytes[cursor] == 32 || bytes[cursor] == 9 || bytes[cursor] == 10 || bytes[cursor] == 13 { cursor -= 1 }
        }
        skipSpace()
        if cursor >= 0, bytes[cursor] == UInt8(ascii: "&") {
            cursor -= 1
            skipSpace()
        }
        let keyword = Array("function".utf8)
        let start = cursor - keyword.count + 1
        guard start >= 0 else { return nil }
        for (index, letter) in keyword.enumerated() where bytes[start + index] | 0x20 != letter { return nil }
        return start
    }
}
