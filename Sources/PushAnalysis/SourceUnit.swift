import Foundation
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
    /// time they are asked for (`parse` never asks).
    var includeFacts: IncludeFacts { includeFactsCache.facts(of: tree) }
    private let includeFactsCache = IncludeFactsCache()

    public init(tree: SyntaxTree, isSnippet: Bool) {
        self.tree = tree
        self.isSnippet = isSnippet
    }

    public var file: SourceFile { tree.source }
}

/// A unit's `IncludeFacts` once gathered. A unit may be shared between threads, so the first
/// gathering is behind a lock; afterwards the facts never change.
private final class IncludeFactsCache: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: IncludeFacts?

    func facts(of tree: SyntaxTree) -> IncludeFacts {
        lock.withLock {
            if let facts { return facts }
            let gathered = IncludeFacts(tree.statements)
            facts = gathered
            return gathered
        }
    }
}
