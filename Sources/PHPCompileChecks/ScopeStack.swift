import PHPSyntax

/// A stack with a bottom that is never popped (the file's own level, outside any function or
/// class), kept apart from the levels pushed on it. The first few levels below the top are held
/// in place: functions and classes seldom nest deeper, so a file's walk allocates nothing for
/// them (an array allocated and freed per file cost more than the checks that used it, on
/// trees of small files); deeper levels go to an array.
struct ScopeStack<Element> {
    /// The innermost level.
    var top: Element
    /// The levels below `top`, outermost first: the first four here (nil past the
    /// depth, so a file's stack holds nothing to release when it ends), the rest in `spilled`.
    private var inline: InlineArray<4, Element?>
    private var spilled: [Element] = []
    /// How many levels are below `top`.
    private(set) var depth = 0

    init(_ bottom: Element) {
        top = bottom
        inline = InlineArray(repeating: nil)
    }

    /// The outermost level, the file's.
    var bottom: Element { depth == 0 ? top : inline[0]! }

    /// Back to `bottom` alone, with the room for deeper levels kept (a walk that stopped early
    /// leaves levels pushed).
    @inline(__always)
    mutating func reset(to bottom: Element) {
        if depth > 0 {
            for level in 0..<min(depth, inline.count) { inline[level] = nil }
            spilled.clear()
            depth = 0
        }
        top = bottom
    }

    @inline(__always)
    mutating func push(_ element: Element) {
        if depth < inline.count { inline[depth] = top } else { spilled.append(top) }
        depth += 1
        top = element
    }

    @discardableResult @inline(__always)
    mutating func pop() -> Element {
        precondition(depth > 0, "the bottom of a ScopeStack is never popped")
        let popped = top
        depth -= 1
        top = depth < inline.count ? inline[depth].take()! : spilled.removeLast()
        return popped
    }
}
