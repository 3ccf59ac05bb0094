/// An expression node. Every node carries the byte range it was parsed from, so diagnostics can
/// point at it and fixes can replace exactly its text.
public struct Expr: Sendable {
    public var kind: ExprKind
    public var range: SourceRange

    public init(_ kind: ExprKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// PHP's expressions, named after the grammar (nikic/PHP-Parser's `Expr_*` vocabulary).
public indirect enum ExprKind: Sendable {
    // Variables and names.
    /// `$name`; the name is stored without the `$`.
    case variable(String)
    /// `$$expr` and `${expr}`.
    case variableVariable(Expr)
    /// A bare name used as a value: `FOO`, `\NS\FOO`, `true`, `null` (the parser does not fold them).
    case constantFetch(Name)
    case magicConstant(TokenKind)
    /// `Foo::BAR`, `Foo::class`, `$obj::BAR`.
    case classConstantFetch(ClassReference, String)
    /// `Foo::$bar`.
    case staticPropertyFetch(ClassReference, MemberName)
    /// `$obj->name` / `$obj?->name`.
    case propertyFetch(object: Expr, name: MemberName, nullsafe: Bool)
    /// `$a[index]`; `index` is nil for `$a[]` (only valid as a write target).
    case arrayDimFetch(base: Expr, index: Expr?)

    // Literals.
    case integer(Int)
    /// An integer literal too large for Int becomes a float, as in PHP.
    case float(Double)
    /// A string without interpolation, escapes already decoded to the bytes PHP would hold.
    case string([UInt8])
    /// A double-quoted string, heredoc or backtick command with `$var`/`{$expr}` parts.
    case interpolatedString([InterpolationPart], isShellCommand: Bool)
    /// `array(...)` or `[...]`; also `list(...)` when used as an assignment target.
    case array([ArrayItem?], syntax: ArraySyntax)

    // Calls and objects.
    case call(callee: Callee, arguments: Arguments)
    case methodCall(object: Expr, name: MemberName, arguments: Arguments, nullsafe: Bool)
    case staticCall(ClassReference, MemberName, arguments: Arguments)
    case new(ClassReference, arguments: Arguments)
    case clone(Expr)
    case instanceOf(Expr, ClassReference)

    // Operators.
    case assign(target: Expr, value: Expr)
    case assignByReference(target: Expr, value: Expr)
    /// `$a .= $b`, `$a ??= $b`…: `op` is the binary operator that is applied.
    case compoundAssign(BinaryOperator, target: Expr, value: Expr)
    case binary(BinaryOperator, Expr, Expr)
    case unary(UnaryOperator, Expr)
    case increment(Expr, prefix: Bool)
    case decrement(Expr, prefix: Bool)
    case cast(CastType, Expr)
    /// `a ? b : c`; `then` is nil for `a ?: c`.
    case ternary(condition: Expr, then: Expr?, else: Expr)
    case isset([Expr])
    case empty(Expr)
    case errorSuppress(Expr)

    // Functions as values.
    case closure(FunctionDeclaration, uses: [ClosureUse], isStatic: Bool)
    case arrowFunction(FunctionDeclaration, isStatic: Bool)
    case match(subject: Expr, arms: [MatchArm])

    // Language constructs that look like expressions.
    case print(Expr)
    case exit(Expr?)
    case include(IncludeKind, Expr)
    case eval(Expr)
    case yield(key: Expr?, value: Expr?)
    case yieldFrom(Expr)
    case `throw`(Expr)

    /// What the parser put where it could not read an expression; a diagnostic was reported.
    case error
}

public enum ArraySyntax: Sendable, Hashable {
    case long   // array(...)
    case short  // [...]
    case list   // list(...)
}

public struct ArrayItem: Sendable {
    public var key: Expr?
    public var value: Expr
    public var byReference: Bool
    public var unpack: Bool
    public var range: SourceRange

    public init(key: Expr?, value: Expr, byReference: Bool = false, unpack: Bool = false, range: SourceRange) {
        self.key = key
        self.value = value
        self.byReference = byReference
        self.unpack = unpack
        self.range = range
    }
}

public enum InterpolationPart: Sendable {
    /// Literal text with escapes decoded.
    case literal([UInt8], SourceRange)
    /// `$a`, `$a[0]`, `$a->b`, `{$expr}`, `${name}`.
    case expression(Expr)
}

/// What a function call calls.
public enum Callee: Sendable {
    case name(Name)
    case expression(Expr)
}

/// A member name after `->` or `::`: usually an identifier, sometimes computed (`$obj->$prop`, `$obj->{'a'}`).
public enum MemberName: Sendable {
    case identifier(String, SourceRange)
    case expression(Expr)

    public var identifier: String? {
        if case .identifier(let name, _) = self { return name }
        return nil
    }
}

/// The class side of `new X`, `X::y`, `$x instanceof X`.
public enum ClassReference: Sendable {
    case name(Name)
    case expression(Expr)
    /// `new class(...) extends B { ... }`
    case anonymousClass(ClassDeclaration)
}

public struct Arguments: Sendable {
    public var items: [Argument]
    /// `f(...)`: a first-class callable, not a call.
    public var isFirstClassCallable: Bool
    public var range: SourceRange

    public init(items: [Argument], isFirstClassCallable: Bool = false, range: SourceRange) {
        self.items = items
        self.isFirstClassCallable = isFirstClassCallable
        self.range = range
    }
}

public struct Argument: Sendable {
    /// `name: value` (PHP 8 named argument).
    public var name: String?
    public var value: Expr
    /// `...$args`
    public var unpack: Bool
    public var range: SourceRange

    public init(name: String? = nil, value: Expr, unpack: Bool = false, range: SourceRange) {
        self.name = name
        self.value = value
        self.unpack = unpack
        self.range = range
    }
}

public struct ClosureUse: Sendable {
    public var name: String
    public var byReference: Bool
    public var range: SourceRange

    public init(name: String, byReference: Bool, range: SourceRange) {
        self.name = name
        self.byReference = byReference
        self.range = range
    }
}

public struct MatchArm: Sendable {
    /// nil for `default`.
    public var conditions: [Expr]?
    public var body: Expr
    public var range: SourceRange

    public init(conditions: [Expr]?, body: Expr, range: SourceRange) {
        self.conditions = conditions
        self.body = body
        self.range = range
    }
}

public enum IncludeKind: Sendable, Hashable {
    case include, includeOnce, require, requireOnce
}

public enum CastType: Sendable, Hashable {
    case int, float, string, array, object, bool, unset
}

public enum BinaryOperator: String, Sendable, Hashable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", modulo = "%", power = "**"
    case concat = "."
    case bitwiseAnd = "&", bitwiseOr = "|", bitwiseXor = "^", shiftLeft = "<<", shiftRight = ">>"
    case booleanAnd = "&&", booleanOr = "||"
    case logicalAnd = "and", logicalOr = "or", logicalXor = "xor"
    case equal = "==", notEqual = "!=", identical = "===", notIdentical = "!=="
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", spaceship = "<=>"
    case coalesce = "??"
}

public enum UnaryOperator: String, Sendable, Hashable {
    case not = "!", minus = "-", plus = "+", bitwiseNot = "~"
}
