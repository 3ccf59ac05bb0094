@testable import PHPSyntax
import Testing

/// The outline and facts tests each read one declaration of a snippet: the first statement that
/// a matcher takes, read while the tree's arena lives (its views must not outlive it). The
/// matchers serve any test that picks declarations out of statements.
enum FirstDeclaration {
    /// `body` with the first statement of `code` (after `<?php` and a line end) that `match` takes.
    static func reading<Node, Result>(_ code: String, _ match: (StmtNode) -> Node?, _ body: (Node) -> Result) throws -> Result {
        let file = SourceFile(path: "declaration.php", bytes: Array(("<?php\n" + code).utf8))
        let arena = try #require(Parser.parse(file).arena)
        return try withExtendedLifetime(arena) {
            body(try #require(arena.statements.lazy.compactMap(match).first, "no declaration in \(code)"))
        }
    }

    static func function(_ statement: StmtNode) -> FunctionNode? {
        if case .function(let function) = statement.kind { function } else { nil }
    }

    static func classLike(_ statement: StmtNode) -> ClassNode? {
        if case .classLike(let declaration) = statement.kind { declaration } else { nil }
    }

    /// A function, or the first method of a class.
    static func functionOrMethod(_ statement: StmtNode) -> FunctionNode? {
        if let function = function(statement) { return function }
        guard let declaration = classLike(statement) else { return nil }
        for member in declaration.members {
            if case .method(_, let method) = member.kind { return method }
        }
        return nil
    }
}
