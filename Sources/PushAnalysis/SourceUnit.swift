import PHPSyntax

/// One piece of PHP to analyse: a whole `.php` file, or one snippet found in a document.
public struct SourceUnit: Sendable {
    public let tree: SyntaxTree
    /// A snippet is a fragment of a larger program: a variable it never assigns is a named unknown,
    /// not PHP's null (RULES.md, "Unknown or undefined?").
    public var isSnippet: Bool
    /// False for a file read only because an analysed script includes it or autoloads a class
    /// from it: its code runs when the script calls it, and it is not an entry point of its own.
    public var isEntry = true

    /// Its includes and constant definitions, gathered once: which files a program needs is
    /// asked again each time files are added, and again by the program index.
    let includeFacts: IncludeFacts

    public init(tree: SyntaxTree, isSnippet: Bool) {
        self.tree = tree
        self.isSnippet = isSnippet
        includeFacts = IncludeFacts(tree.statements)
    }

    public var file: SourceFile { tree.source }
}
