import PHPSyntax

/// What a function's signature holds, gathered in one pass over its parameters for the checks
/// that look at signatures: seven checks read every function's parameters and types, and most
/// signatures hold nothing any of them looks for (plain names, no `$this`, no name twice), which
/// each finding out for itself cost more than what they then did.
public struct FunctionOutline: Sendable {
    public struct Facts: OptionSet, Sendable {
        public let rawValue: UInt16

        public init(rawValue: UInt16) {
            self.rawValue = rawValue
        }

        /// A declared type, the return type's or a parameter's, that is not one unqualified word:
        /// nullable, a union or intersection, or a qualified name (`\Closure`).
        static let composedTypes = Facts(rawValue: 1 << 0)
        /// A type names `self`, `parent` or `static` somewhere in it.
        static let classScopeWords = Facts(rawValue: 1 << 1)
        /// A parameter's type is `void` or `never` alone.
        static let voidOrNeverParameters = Facts(rawValue: 1 << 2)
        static let defaults = Facts(rawValue: 1 << 3)
        /// A parameter with both a type and a default value.
        static let typedDefaults = Facts(rawValue: 1 << 4)
        /// Attributes on the function or on a parameter.
        static let attributes = Facts(rawValue: 1 << 5)
        /// A parameter with modifiers (a promoted property).
        static let promoted = Facts(rawValue: 1 << 6)
        static let variadic = Facts(rawValue: 1 << 7)
        /// Two parameters of one name.
        static let repeatedNames = Facts(rawValue: 1 << 8)
        /// A parameter named `$this`.
        static let thisParameter = Facts(rawValue: 1 << 9)
        /// The return type is `void` alone, or `never` alone: what a `return` is held to.
        static let voidReturn = Facts(rawValue: 1 << 10)
        static let neverReturn = Facts(rawValue: 1 << 11)
    }

    private(set) var facts: Facts = []
    /// Where the last parameter ends (-1 with none): defaults are constant expressions up to there.
    private(set) var parametersEnd = -1

    init(_ function: FunctionNode) {
        if let returnType = function.returnType { facts = Self.facts(of: returnType, as: .returnType) }
        if !function.attributes.isEmpty { facts.insert(.attributes) }
        let parameters = function.parameters
        // A bit for each name's length and end bytes: only names of one bit are compared whole,
        // and most signatures have no two alike.
        var seen: UInt64 = 0
        var index = 0
        for parameter in parameters {
            let name = parameter.nameText
            let (bit, isThis) = name.withBytes { bytes -> (UInt64, Bool) in
                guard let first = bytes.first, let last = bytes.last else { return (1, false) }
                let bit: UInt64 = 1 << ((UInt64(bytes.count) &* 7 &+ UInt64(first) &* 3 &+ UInt64(last)) & 63)
                return (bit, bytes.count == 4 && NameFolding.word(bytes, from: 0, folded: false) == NameFolding.thisWord)
            }
            if isThis { facts.insert(.thisParameter) }
            if seen & bit != 0, !facts.contains(.repeatedNames), parameters[..<index].contains(where: { $0.nameText == name }) {
                facts.insert(.repeatedNames)
            }
            seen |= bit
            index += 1
            let type = parameter.type
            if let type { facts.formUnion(Self.facts(of: type, as: .parameter)) }
            if parameter.defaultValue != nil { facts.insert(type != nil ? [.defaults, .typedDefaults] : .defaults) }
            if parameter.variadic { facts.insert(.variadic) }
            if !parameter.modifiers.isEmpty { facts.insert(.promoted) }
            if !parameter.attributes.isEmpty { facts.insert(.attributes) }
            parametersEnd = parameter.range.end
        }
    }

    func has(_ wanted: Facts) -> Bool {
        !facts.isDisjoint(with: wanted)
    }

    /// Where a type stands: a return type and a parameter's type may be `void` or `never` alone
    /// (the one's `return`s are held to it, the other is refused); in a composed type they are
    /// `TypeForm`'s to refuse.
    private enum Place {
        case returnType, parameter, member
    }

    /// What `type` tells, standing at `place`.
    private static func facts(of type: TypeNode, as place: Place) -> Facts {
        switch type.kind {
        case .name(let name):
            guard name.kind == .unqualified else { return .composedTypes }
            return name.lastWord.withBytes { keywordFacts($0, as: place) }
        case .nullable(let inner):
            return facts(of: inner, as: .member).union(.composedTypes)
        case .union(let members), .intersection(let members):
            return members.reduce(into: Facts.composedTypes) { $0.formUnion(facts(of: $1, as: .member)) }
        }
    }

    /// A type's word against `void`, `never`, `self`, `parent` and `static`, in any case.
    private static func keywordFacts(_ word: UnsafeBufferPointer<UInt8>, as place: Place) -> Facts {
        switch (keywords.index(of: word), place) {
        case (nil, _): []
        case (0?, .returnType): .voidReturn
        case (1?, .returnType): .neverReturn
        case (0?, .parameter), (1?, .parameter): .voidOrNeverParameters
        case (0?, .member), (1?, .member): []
        default: .classScopeWords
        }
    }

    /// `void` and `never`, then `ShortWords.classScopeWords`' three: one lookup of a type's word.
    private static let keywords = ShortWords(["void", "never", "self", "parent", "static"])
}

/// A check that looks at a function's signature: the runner hands it the function's outline,
/// made once for all of them.
public protocol SignatureCheck: CompileCheck {
    /// The outline's facts without which the check has nothing to say of a signature: it is not
    /// called for one that holds none of them (none listed: it is called for every function, as
    /// a check that keeps a stack of them).
    static var signatureFacts: FunctionOutline.Facts { get }
    mutating func visit(_ function: FunctionNode, outline: FunctionOutline) -> WalkAction
}

extension SignatureCheck {
    /// Walked on its own, a check makes the outline itself.
    public mutating func visit(_ function: FunctionNode) -> WalkAction {
        check(function, outline: FunctionOutline(function))
    }

    /// `visit(_:outline:)` when the outline holds one of `signatureFacts`. Inlined into the
    /// runner: most signatures hold nothing most checks look at, and a check not called is code
    /// the walk does not run through.
    @inline(__always)
    mutating func check(_ function: FunctionNode, outline: FunctionOutline) -> WalkAction {
        guard Self.signatureFacts.isEmpty || outline.has(Self.signatureFacts) else { return .visitChildren }
        return visit(function, outline: outline)
    }
}
