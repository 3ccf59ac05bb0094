/// The few text operations gtpush took from Foundation's `NSString` bridge, on UTF-8 bytes:
/// literal search, replacement and trimming, with the meanings the callers relied on.
extension StringProtocol {
    /// Where `needle` first occurs, compared byte for byte (as `range(of:)` compared literally).
    public func range(ofLiteral needle: some StringProtocol) -> Range<Index>? {
        literalRange(of: needle, fromEnd: false)
    }

    /// Where `needle` last occurs, compared byte for byte.
    public func lastRange(ofLiteral needle: some StringProtocol) -> Range<Index>? {
        literalRange(of: needle, fromEnd: true)
    }

    private func literalRange(of needle: some StringProtocol, fromEnd: Bool) -> Range<Index>? {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.count <= haystack.count else { return nil }
        let starts = 0...(haystack.count - pattern.count)
        let found = fromEnd
            ? starts.reversed().first { haystack[$0..<($0 + pattern.count)].elementsEqual(pattern) }
            : starts.first { haystack[$0..<($0 + pattern.count)].elementsEqual(pattern) }
        guard let start = found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        return lower..<utf8.index(lower, offsetBy: pattern.count)
    }

    /// Every occurrence of `target` replaced, left to right without overlaps.
    public func replacingAll(_ target: some StringProtocol, with replacement: some StringProtocol) -> String {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty else { return String(self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Without the scalars `trimmed` accepts at either end.
    public func trimmingScalars(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }), let last = scalars.lastIndex(where: { !trimmed($0) }) else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }

    /// Followed by spaces up to `width` characters (`NSString.padding(toLength:)` for a column
    /// no text is wider than).
    public func padded(to width: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, width - count))
    }

    /// Without horizontal white space at either end: tab and the space separators (Foundation's
    /// `CharacterSet.whitespaces`).
    public var trimmingWhitespaces: String {
        trimmingScalars(where: Unicode.Scalar.isHorizontalWhitespace)
    }
}

extension Unicode.Scalar {
    /// Tab or a space separator (general category Zs).
    public static func isHorizontalWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
