import GeTuiModel
import PHPSyntax

/// Where code creates a payload (`new IGtAPNPayload`), found in its syntax: the payloads a run cut
/// short by a budget never reached, which `check` names as not analysed.
enum PayloadCreationSites {
    /// The `new IGtAPNPayload` expressions of `statements`, outside the functions and classes they
    /// declare (those run as entry points of their own).
    static func ranges(in statements: [Stmt]) -> [SourceRange] {
        SyntaxWalker.walk(statements, Finder()).found
    }

    private struct Finder: SyntaxVisitor {
        var found: [SourceRange] = []

        mutating func visit(_ statement: Stmt) -> WalkAction {
            switch statement.kind {
            case .function, .classLike: .skipChildren
            default: .visitChildren
            }
        }

        mutating func visit(_ expression: Expr) -> WalkAction {
            if case .new(.name(let name), _) = expression.kind, SDKClass(name: name.last) == .apnPayload { found.append(expression.range) }
            return .visitChildren
        }
    }
}
