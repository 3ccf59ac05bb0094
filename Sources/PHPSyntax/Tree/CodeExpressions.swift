/// The expressions of one scope of code, for passes that look at a few kinds of expression:
/// `SyntaxWalker`'s traversal, stopping at functions, closures and classes (each a scope of its
/// own, whose variables are not the code's).
extension Expr {
    /// Each direct sub-expression of this expression, in source order; a closure or an anonymous
    /// class is one, its body is not entered.
    public func forEachSubexpression(_ body: (Expr) -> Void) {
        withoutActuallyEscaping(body) { body in
            var walker = SyntaxWalker(ScopeExpressions(expression: body, depth: .children))
            walker.walkChildren(of: self)
        }
    }
}

extension Array where Element == Stmt {
    /// Every expression of these statements and of the statements inside them, each before its
    /// sub-expressions; functions and classes declared here, closures and anonymous classes are
    /// seen but not entered.
    public func forEachExpression(_ body: (Expr) -> Void) {
        withoutActuallyEscaping(body) { body in
            _ = SyntaxWalker.walk(self, ScopeExpressions(expression: body, depth: .all))
        }
    }

    /// The value of every `return` among these statements and the statements inside them (nil
    /// for a bare `return;`), outside the functions and classes they declare.
    public func forEachReturn(_ body: (Expr?) -> Void) {
        withoutActuallyEscaping(body) { body in
            _ = SyntaxWalker.walk(self, ScopeReturns(returned: body))
        }
    }
}

private struct ScopeExpressions: SyntaxVisitor {
    enum Depth { case children, all }
    let expression: (Expr) -> Void
    let depth: Depth

    mutating func visit(_ expression: Expr) -> WalkAction {
        self.expression(expression)
        return depth == .all ? .visitChildren : .skipChildren
    }

    mutating func visit(_ function: FunctionDeclaration) -> WalkAction { .skipChildren }
    mutating func visit(_ declaration: ClassDeclaration) -> WalkAction { .skipChildren }
}

private struct ScopeReturns: SyntaxVisitor {
    let returned: (Expr?) -> Void

    mutating func visit(_ statement: Stmt) -> WalkAction {
        if case .return(let value) = statement.kind { returned(value) }
        return .visitChildren
    }

    mutating func visit(_ expression: Expr) -> WalkAction { .skipChildren }
    mutating func visit(_ function: FunctionDeclaration) -> WalkAction { .skipChildren }
    mutating func visit(_ declaration: ClassDeclaration) -> WalkAction { .skipChildren }
}
