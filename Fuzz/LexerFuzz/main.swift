// libFuzzer target: the lexer must tile whatever it is given, in both start modes and in a
// sub-range, because the fixer and the snippet finder rebuild files from token bytes.
import PHPSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    for mode in [LexerStartMode.inlineHTML, .php] {
        checkTiling(Lexer.tokenize(bytes, startingIn: mode), region: 0..<count, firstLine: 1, mode: mode)
        // Snippets are lexed in place inside their document, so offsets must stay absolute.
        if count >= 2 {
            let lower = Int(bytes[0]) % count
            let upper = lower + (count - lower) / 2
            checkTiling(Lexer.tokenize(bytes, range: lower..<upper, startingIn: mode, firstLine: 7), region: lower..<upper, firstLine: 7, mode: mode)
        }
    }
    return 0
}

func checkTiling(_ tokens: [Token], region: Range<Int>, firstLine: Int, mode: LexerStartMode) {
    var position = region.lowerBound
    var line = firstLine
    for (index, token) in tokens.enumerated() {
        if token.start != position || token.end < token.start || token.end > region.upperBound {
            fatalError("token \(index) \(token.kind) \(token.start)..<\(token.end) does not continue at \(position) in \(region) (\(mode))")
        }
        if token.line < line {
            fatalError("token \(index) \(token.kind) on line \(token.line) after line \(line) (\(mode))")
        }
        position = token.end
        line = token.line
    }
    if position != region.upperBound {
        fatalError("tokens end at \(position), not at \(region.upperBound) (\(mode))")
    }
}
