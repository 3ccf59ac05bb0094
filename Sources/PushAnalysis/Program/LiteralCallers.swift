import PHPSyntax

/// The functions that call a payload-building function with a literal argument
/// (`$this->template(true, $text)`): run as entry points in place of the function they call, so
/// it is judged on the path the literal takes, not on every path an unknown argument could open.
struct LiteralCallers {
    let index: ProgramIndex

    /// The functions of `functions` whose own code calls one of `builders` with a literal
    /// argument, by how PHP resolves the call in them: by name, or on `$this`, `self`, `static`
    /// or `parent` in a method.
    func callers(among functions: [ProgramIndex.FunctionEntry], of builders: [ProgramIndex.FunctionEntry]) -> [ProgramIndex.FunctionEntry] {
        let wanted = Set(builders.map(\.callKey))
        return functions.filter { caller in
            let calls = SyntaxWalker.walk(caller.declaration.body ?? [], LiteralCallVisitor()).calls
            return calls.contains { call in
                guard let callee = resolve(call, in: caller) else { return false }
                return callee.callKey != caller.callKey && wanted.contains(callee.callKey)
            }
        }
    }

    private func resolve(_ call: LiteralCallVisitor.Call, in caller: ProgramIndex.FunctionEntry) -> ProgramIndex.FunctionEntry? {
        switch call {
        case .function(let name):
            return index.allFunctions.first { $0.className == nil && $0.declaration.name.phpLowercased == name.phpLowercased && $0.unit.file === caller.unit.file }
                ?? index.allFunctions.first { $0.className == nil && $0.declaration.name.phpLowercased == name.phpLowercased }
        case .method(let name, let parent):
            guard let className = caller.classQualifiedName else { return nil }
            let owner = parent ? index.classEntry(named: className, in: nil)?.parentName : className
            return owner.flatMap { index.method(named: name, in: $0) }
        }
    }
}

/// The calls in a body (not in the closures it makes) that pass at least one literal.
private struct LiteralCallVisitor: SyntaxVisitor {
    enum Call {
        case function(String)
        /// `$this->m(…)`, `self::m(…)`, `static::m(…)`; `parent`: `parent::m(…)`.
        case method(String, parent: Bool)
    }

    var calls: [Call] = []

    mutating func visit(_ function: FunctionDeclaration) -> WalkAction { .skipChildren }
    mutating func visit(_ declaration: ClassDeclaration) -> WalkAction { .skipChildren }

    mutating func visit(_ expression: Expr) -> WalkAction {
        switch expression.kind {
        case .call(.name(let name), let arguments) where Self.passesLiteral(arguments):
            calls.append(.function(name.last))
        case .methodCall(let object, .identifier(let method, _), let arguments, _) where Self.passesLiteral(arguments):
            if case .variable("this") = object.kind { calls.append(.method(method, parent: false)) }
        case .staticCall(.name(let className), .identifier(let method, _), let arguments) where Self.passesLiteral(arguments):
            switch className.last.phpLowercased {
            case "self", "static": calls.append(.method(method, parent: false))
            case "parent": calls.append(.method(method, parent: true))
            default: break
            }
        default:
            break
        }
        return .visitChildren
    }

    static func passesLiteral(_ arguments: Arguments) -> Bool {
        arguments.items.contains { isLiteral($0.value) }
    }

    static func isLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .float, .string: true
        case .constantFetch(let name): ["true", "false", "null"].contains(name.joined.phpLowercased)
        case .unary(.minus, let operand): isLiteral(operand)
        default: false
        }
    }
}
