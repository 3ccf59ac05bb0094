/// One token: its kind, the bytes it covers in the source file, and the line it starts on.
///
/// Tokens tile their region without gaps, so concatenating their bytes rebuilds the file exactly;
/// the fixer and the snippet finder rely on that.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    /// Byte offsets into the `SourceFile`, half-open.
    public var start: Int
    public var end: Int
    /// 1-based line of `start`.
    public var line: Int

    public init(kind: TokenKind, start: Int, end: Int, line: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        self.line = line
    }

    public var range: SourceRange { SourceRange(start: start, end: end) }
}
