import PHPSyntax

/// Infers the Swift type of the values that come from outside a builder (parameters, variables a
/// snippet never assigns, constants) from how the PHP uses them: text only → `String`, a count
/// only → `Int`, a condition only → `Bool`; anything mixed or indexed → `PHPValue`.
struct ParameterTypes: SyntaxVisitor {
    enum Name: Hashable {
        case variable(String)
        case constant(String)
    }

    private var uses: [Name: Set<SwiftType>] = [:]
    private var indexed: Set<Name> = []

    init(_ bodies: [[Stmt]]) {
        var walker = SyntaxWalker(self)
        for body in bodies { walker.walk(body) }
        self = walker.visitor
    }

    /// The type for a name, given the type of its PHP default (if any).
    func type(of name: Name, default defaultType: SwiftType?) -> SwiftType {
        if indexed.contains(name) { return .value }
        var types = uses[name] ?? []
        if let defaultType {
            guard defaultType != .value else { return .value }
            types.insert(defaultType)
        }
        guard types.count == 1, let only = types.first else { return .value }
        return only
    }

    private static func name(_ expr: Expr) -> Name? {
        switch expr.kind {
        case .variable(let name): return .variable(name)
        case .constantFetch(let name):
            let lowered = name.joined.phpLowercased
            return ["true", "false", "null"].contains(lowered) ? nil : .constant(name.joined)
        default: return nil
        }
    }

    private mutating func use(_ expr: Expr, as type: SwiftType) {
        if let name = Self.name(expr) { uses[name, default: []].insert(type) }
    }

    mutating func visit(_ statement: Stmt) -> WalkAction {
        if case .if(let branch) = statement.kind {
            use(branch.condition, as: .bool)
            for clause in branch.elseIfs { use(clause.condition, as: .bool) }
        }
        return .visitChildren
    }

    /// A function's or class's own code holds its own variables.
    mutating func visit(_ function: FunctionDeclaration) -> WalkAction { .skipChildren }
    mutating func visit(_ declaration: ClassDeclaration) -> WalkAction { .skipChildren }

    mutating func visit(_ expr: Expr) -> WalkAction {
        switch expr.kind {
        case .binary(.concat, let left, let right):
            use(left, as: .string)
            use(right, as: .string)
        case .binary(let op, let left, let right) where [.equal, .notEqual, .identical, .notIdentical].contains(op):
            for (side, other) in [(left, right), (right, left)] {
                if case .string = other.kind { use(side, as: .string) }
                if case .integer = other.kind { use(side, as: .int) }
            }
        case .binary(let op, let left, let right) where [.booleanAnd, .booleanOr, .logicalAnd, .logicalOr].contains(op):
            use(left, as: .bool)
            use(right, as: .bool)
        case .unary(.not, let operand):
            use(operand, as: .bool)
        case .ternary(let condition, nil, _):
            // `$a ?: $b` is `$a` itself when it is truthy: any value.
            use(condition, as: .value)
        case .ternary(let condition, _, _):
            use(condition, as: .bool)
        case .interpolatedString(let parts, _):
            for case .expression(let part) in parts { use(part, as: .string) }
        case .arrayDimFetch(let base, _):
            if let name = Self.name(base) { indexed.insert(name) }
        case .assign(let target, let value):
            if case .propertyFetch(_, .identifier(let property, _), _) = target.kind {
                // What the SDK's field expects: text for a title or a sound, a count for a badge.
                switch SDKClasses.expectation(ofProperty: property) {
                case .text?: use(value, as: .string)
                case .count?: use(value, as: .int)
                // Any value may go there: a use that says nothing of its type, so a name also
                // used as a condition is not made a `Bool` the field could not take.
                case .any?, nil: use(value, as: .value)
                }
            }
        default:
            break
        }
        return .visitChildren
    }
}
