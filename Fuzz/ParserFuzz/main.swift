// libFuzzer target: the parser never crashes, and every range in the tree lies within the input,
// since diagnostics, snippets and fixes slice the source with them.
import PHPSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let file = SourceFile(path: "fuzz.php", bytes: bytes)
    for mode in [LexerStartMode.inlineHTML, .php] {
        let tree = Parser.parse(file, startingIn: mode)
        checkRanges(tree.statements, within: 0...count, mode: mode)
        for diagnostic in tree.diagnostics where diagnostic.location.line < 1 || diagnostic.location.line > file.lineStarts.count {
            fatalError("diagnostic '\(diagnostic.message)' on line \(diagnostic.location.line) of \(file.lineStarts.count) (\(mode))")
        }
        _ = SyntaxDump.dump(tree.statements)
    }
    return 0
}

/// Walks the tree by reflection so that every node kind is covered without a hand-written visitor
/// that would fall behind the grammar; a work list rather than recursion keeps deep trees (up to
/// the parser's nesting limit) off the stack.
func checkRanges(_ statements: [Stmt], within bounds: ClosedRange<Int>, mode: LexerStartMode) {
    var pending: [Any] = statements
    while let value = pending.popLast() {
        if let range = value as? SourceRange {
            if range.start > range.end || !bounds.contains(range.start) || !bounds.contains(range.end) {
                fatalError("range \(range.start)..<\(range.end) outside the input 0..<\(bounds.upperBound) (\(mode))")
            }
            continue
        }
        // Raw bytes and strings hold no ranges; skipping them keeps the walk linear in the tree.
        if value is [UInt8] || value is String { continue }
        for child in Mirror(reflecting: value).children {
            pending.append(child.value)
        }
    }
}
