import PHPSyntax

/// One piece of PHP to analyse: a whole `.php` file, or one snippet found in a document.
public struct SourceUnit: Sendable {
    public var tree: SyntaxTree
    /// A snippet is a fragment of a larger program: a variable it never assigns is a named unknown,
    /// not PHP's null (RULES.md, "Unknown or undefined?").
    public var isSnippet: Bool

    public init(tree: SyntaxTree, isSnippet: Bool) {
        self.tree = tree
        self.isSnippet = isSnippet
    }

    public var file: SourceFile { tree.source }
}
