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

    /// Its includes and constant definitions. Which files a program needs is asked again each
    /// time files are added, and again by the program index, so they are gathered once, the first
    /// time they are asked for (`parse` never asks). A file whose bytes have none of the words
    /// has none, and its syntax tree is not built for the question: a tree is about as large
    /// again as the compact form the parser leaves (a 50 MB file of statements, 500 MiB more).
    var includeFacts: IncludeFacts {
        gatheredFacts.value { Self.includeWords.containsAny(file.bytes) ? IncludeFacts(tree.statements) : IncludeFacts() }
    }
    private let gatheredFacts = Memo<IncludeFacts>()
    private static let includeWords = MultiByteSearch(["include", "require", "define", "const"])

    public init(tree: SyntaxTree, isSnippet: Bool) {
        self.tree = tree
        self.isSnippet = isSnippet
    }

    public var file: SourceFile { tree.source }
}

