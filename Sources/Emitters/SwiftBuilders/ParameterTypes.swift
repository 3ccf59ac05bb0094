import PHPSyntax

/// Infers the Swift type of the values that come from outside a builder (parameters, variables a
/// snippet never assigns, constants) from how the PHP uses them: text only → `String`, a count
/// only → `Int`, a condition only → `Bool`; anything mixed or indexed → `PHPValue`.
struct ParameterTypes {
    enum Name: Hashable {
        case variable(String)
        case constant(String)
    }

    private var uses: [Name: Set<SwiftType>] = [:]
    private var indexed: Set<Name> = []

    init(_ bodies: [[Stmt]]) {
        for body in bodies { for statement in body { visit(statement) } }
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

    private mutating func condition(_ expr: Expr) {
        use(expr, as: .bool)
        visit(expr)
    }

    private mutating func visit(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let expr): visit(expr)
        case .block(let body): for child in body { visit(child) }
        case .if(let statement):
            condition(statement.condition)
            for child in statement.body { visit(child) }
            for clause in statement.elseIfs {
                condition(clause.condition)
                for child in clause.body { visit(child) }
            }
            for child in statement.elseBody ?? [] { visit(child) }
        case .return(let expr?): visit(expr)
        case .foreach(let loop):
            visit(loop.subject)
            for child in loop.body { visit(child) }
        case .switch(let subject, let cases):
            visit(subject)
            for item in cases { for child in item.body { visit(child) } }
        default: break
        }
    }

    private mutating func visit(_ expr: Expr) {
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
        ExprChildren.forEach(expr) { visit($0) }
    }
}
