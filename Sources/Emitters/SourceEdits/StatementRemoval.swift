import PHPSyntax
import PushRules

/// Removing a statement while keeping every other byte: alone on its line, the whole line goes
/// with its line ending (no blank line is left behind); sharing its line, only the statement
/// and the spaces before it go.
enum StatementRemoval {
    static func edit(removing range: SourceRange, in file: SourceFile) -> TextEdit {
        let bytes = file.bytes
        let lineStart = file.lineStarts[file.location(of: range.start).line - 1]
        let nextLine = file.startOfNextLine(after: max(range.start, range.end - 1))
        func blank(_ slice: ArraySlice<UInt8>) -> Bool { slice.allSatisfy { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 } }
        if blank(bytes[lineStart..<range.start]), blank(bytes[range.end..<nextLine]) {
            return TextEdit(range: SourceRange(start: lineStart, end: nextLine), replacement: [])
        }
        var start = range.start
        while start > lineStart, bytes[start - 1] == 32 || bytes[start - 1] == 9 { start -= 1 }
        return TextEdit(range: SourceRange(start: start, end: range.end), replacement: [])
    }
}
