/// Line boundaries as PHP counts them (`\n`, `\r\n`, or a bare `\r`), for edits that add a line.
extension SourceFile {
    /// The offset where the line after the one holding `offset` starts; `bytes.count` on the last line.
    public func startOfNextLine(after offset: Int) -> Int {
        let line = location(of: offset).line
        return line < lineStarts.count ? lineStarts[line] : bytes.count
    }

    /// The bytes that end the line holding `offset`; on a last line with none, the ending the
    /// file uses elsewhere (its first line's), else `\n`.
    public func lineEnding(ofLineAt offset: Int) -> [UInt8] {
        let next = startOfNextLine(after: offset)
        if next < bytes.count || (next == bytes.count && next > 0 && (bytes[next - 1] == 10 || bytes[next - 1] == 13)) {
            if next >= 2, bytes[next - 2] == 13, bytes[next - 1] == 10 { return [13, 10] }
            if next >= 1 { return [bytes[next - 1]] }
        }
        return lineStarts.count > 1 ? lineEnding(ofLineAt: 0) : [10]
    }

    /// The spaces and tabs that start the line holding `offset`.
    public func indentation(ofLineAt offset: Int) -> [UInt8] {
        var cursor = lineStarts[location(of: offset).line - 1]
        var indent: [UInt8] = []
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
            indent.append(bytes[cursor])
            cursor += 1
        }
        return indent
    }
}
