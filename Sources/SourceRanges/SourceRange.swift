/// A half-open byte range in a source file. Its own module so that the SDK model can say where a
/// value was written without depending on the parser (the runtime library carries the model).
public struct SourceRange: Sendable, Hashable, Comparable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    public static let empty = SourceRange(start: 0, end: 0)

    public var length: Int { end - start }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}
