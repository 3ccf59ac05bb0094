/// A stack with a bottom that is never popped (the file's own level, outside any function or
/// class), kept apart from the levels pushed on it: a file whose walk pushes nothing allocates
/// nothing, and reading or changing the top needs no index.
struct ScopeStack<Element> {
    /// The innermost level.
    var top: Element
    private var below: [Element] = []

    init(_ bottom: Element) {
        top = bottom
    }

    /// The outermost level, the file's.
    var bottom: Element { below.first ?? top }

    mutating func push(_ element: Element) {
        below.append(top)
        top = element
    }

    @discardableResult
    mutating func pop() -> Element {
        let popped = top
        top = below.removeLast()
        return popped
    }
}
