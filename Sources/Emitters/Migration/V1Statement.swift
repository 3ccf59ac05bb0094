import PHPSyntax

/// A statement of v1 push code as `migrate` reads it: the few plain shapes it rewrites. Any other
/// statement that names one of the SDK's objects makes its scope one to leave as it is.
enum V1Statement {
    /// `$v = new X(...);`
    case create(variable: String, className: Name, arguments: Arguments)
    /// `$v->name = value;`
    case field(variable: String, name: String, value: Expr)
    /// `$v->name(arguments);`
    case call(variable: String, method: String, arguments: Arguments)
    /// `[$result = | return] $client->name(arguments);`: `lead` is the code before the call.
    case clientCall(lead: Lead, client: String, method: String, arguments: Arguments)
    /// `return $v;`
    case returnVariable(String)
    case other

    /// What stands before a client's call.
    enum Lead {
        case assigned(Expr)
        case returned
    }

    init(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let expr):
            self = Self.expression(expr)
        case .return(let value?):
            if case .variable(let name) = value.kind {
                self = .returnVariable(name)
            } else if case .methodCall(let object, let member, let arguments, false) = value.kind, case .variable(let client) = object.kind, let method = member.identifier {
                self = .clientCall(lead: .returned, client: client, method: method, arguments: arguments)
            } else {
                self = .other
            }
        default:
            self = .other
        }
    }

    private static func expression(_ expr: Expr) -> V1Statement {
        switch expr.kind {
        case .assign(let target, let value):
            if case .variable(let name) = target.kind {
                if case .new(.name(let className), let arguments) = value.kind { return .create(variable: name, className: className, arguments: arguments) }
                if case .methodCall(let object, let member, let arguments, false) = value.kind, case .variable(let client) = object.kind, let method = member.identifier {
                    return .clientCall(lead: .assigned(target), client: client, method: method, arguments: arguments)
                }
            }
            if case .propertyFetch(let object, let member, false) = target.kind, case .variable(let name) = object.kind, let field = member.identifier {
                return .field(variable: name, name: field, value: value)
            }
            return .other
        case .methodCall(let object, let member, let arguments, false):
            guard case .variable(let name) = object.kind, let method = member.identifier else { return .other }
            // A client's call is told from an object's by the variable's role, later.
            return .call(variable: name, method: method, arguments: arguments)
        default:
            return .other
        }
    }

    /// The variables a statement reads or writes, nested functions and classes left out: those
    /// are scopes of their own.
    static func variables(in statement: Stmt) -> Set<String> {
        SyntaxWalker.walk([statement], VariableNames()).names
    }

    private struct VariableNames: SyntaxVisitor {
        var names: Set<String> = []

        mutating func visit(_ expression: Expr) -> WalkAction {
            if case .variable(let name) = expression.kind { names.insert(name) }
            return .visitChildren
        }

        mutating func visit(_ function: FunctionDeclaration) -> WalkAction { .skipChildren }
        mutating func visit(_ declaration: ClassDeclaration) -> WalkAction { .skipChildren }
    }
}
