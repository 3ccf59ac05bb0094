import PHPSyntax
import Platform

/// A file's trees, as `EditShape` checks the edits of a fix on them, with what each tree's
/// insertions need (`InsertionPlaces`) worked out the first time an insertion asks, once for all.
public final class ShapedTrees: Sendable {
    public let trees: [SyntaxTree]
    private let places: Locked<[Int: InsertionPlaces]>

    public init(_ trees: [SyntaxTree]) {
        self.trees = trees
        places = Locked([:])
    }

    func insertionPlaces(_ index: Int) -> InsertionPlaces {
        places.withLock { made in
            if let known = made[index] { return known }
            let new = InsertionPlaces(trees[index])
            made[index] = new
            return new
        }
    }
}

/// For every place between a tree's tokens, what an insertion there needs to know: how many
/// parentheses, brackets and string interpolations are open (braces of blocks do not count, but
/// are kept so that their `}` closes nothing else), and the tokens on either side, trivia aside.
/// Made in one pass over the tokens; each insertion then costs a binary search (walking the
/// tokens from the start for each one made a file of n insertions cost n times the file).
struct InsertionPlaces: Sendable {
    private let tokens: [Token]
    /// The tokens that are not trivia, by their index in `tokens`.
    private let significant: [Int]
    /// How many openers that count are open before each of `significant`.
    private let openBefore: [Int]
    private let openAtEnd: Int

    init(_ tree: SyntaxTree) {
        enum Opener { case bracket, brace, interpolation }
        let bytes = tree.source.bytes
        tokens = tree.tokens
        var significant: [Int] = []
        var openBefore: [Int] = []
        var open: [Opener] = []
        var counted = 0
        for (index, token) in tokens.enumerated() where !token.kind.isTrivia {
            significant.append(index)
            openBefore.append(counted)
            if token.kind == .curlyOpen || token.kind == .dollarOpenCurlyBraces {
                open.append(.interpolation)
                counted += 1
            } else if token.kind == .char {
                switch bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    open.append(.bracket)
                    counted += 1
                case UInt8(ascii: "{"):
                    open.append(.brace)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if let closed = open.popLast(), closed != .brace { counted -= 1 }
                default:
                    break
                }
            }
        }
        self.significant = significant
        self.openBefore = openBefore
        openAtEnd = counted
    }

    /// What is open at `offset`, the last significant token before it and the first at or after it.
    func around(_ offset: Int) -> (open: Int, previous: Token?, next: Token?) {
        var low = 0
        var high = significant.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[significant[middle]].start < offset { low = middle + 1 } else { high = middle }
        }
        let previous = low > 0 ? tokens[significant[low - 1]] : nil
        let next = low < significant.count ? tokens[significant[low]] : nil
        return (low < significant.count ? openBefore[low] : openAtEnd, previous, next)
    }
}
