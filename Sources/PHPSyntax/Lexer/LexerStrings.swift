/// String literals as they start in code: quoted strings and heredoc/nowdoc openers. The states
/// inside an interpolated string are in LexerInterpolation.swift.
extension LexerCore {
    /// `'…'` (or `b'…'`): only `\` escapes matter for finding the end. Unterminated, PHP returns
    /// the rest of the input as T_ENCAPSED_AND_WHITESPACE rather than a lone quote.
    mutating func scanSingleQuoted(quoteAt quote: Int) {
        var cursor = WordScan.first(.ascii("'"), .ascii("\\"), in: buf, from: quote + 1, to: end)
        while cursor < end {
            if buf[cursor] == .ascii("'") {
                emit(.constantEncapsedString, to: cursor + 1)
                return
            }
            cursor = WordScan.first(.ascii("'"), .ascii("\\"), in: buf, from: cursor + 2, to: end)
        }
        emit(.encapsedAndWhitespace, to: end)
    }

    /// `"…"` (or `b"…"`): one T_CONSTANT_ENCAPSED_STRING unless something interpolates (or the
    /// quote is never closed); then PHP returns the opening quote alone and switches state.
    mutating func scanDoubleQuotedStart(quoteAt quote: Int) {
        let stop = scanEncapsedText(from: quote + 1, terminator: .ascii("\""))
        if stop < end && buf[stop] == .ascii("\"") {
            emit(.constantEncapsedString, to: stop + 1)
            return
        }
        pendingTextEnd = stop
        state = .doubleQuotes
        emitFlat(.char, to: quote + 1)
    }

    /// The end of literal text in a quoted string from `index`: stops at `terminator`, at `$`
    /// before a label start or `{`, at `{$`, or at the end. A backslash hides the next byte.
    @inline(__always)
    func scanEncapsedText(from index: Int, terminator: UInt8) -> Int {
        var cursor = index
        while cursor < end {
            // Only these four bytes can stop the text or hide the next one.
            cursor = WordScan.first(terminator, .ascii("$"), .ascii("{"), .ascii("\\"), in: buf, from: cursor, to: end)
            guard cursor < end else { return end }
            let byte = buf[cursor]
            if byte == terminator { return cursor }
            switch byte {
            case 0x24: // $
                let next = at(cursor + 1)
                if ByteClass.isLabelStart(next) || next == .ascii("{") { return cursor }
            case 0x7B: // {
                if at(cursor + 1) == .ascii("$") { return cursor }
            case 0x5C: // backslash
                cursor += 1
            default:
                break
            }
            cursor += 1
        }
        return end
    }

    /// `<<<ID`, `<<<"ID"` or `<<<'ID'` then a newline (spaces/tabs allowed after `<<<`). Returns
    /// false, emitting nothing, when the bytes are not a heredoc opener (then `<<` is a shift).
    mutating func scanHeredocStart(anglesAt angles: Int) -> Bool {
        var cursor = angles + 3
        while cursor < end && (buf[cursor] == .ascii(" ") || buf[cursor] == .ascii("\t")) { cursor += 1 }
        var quote: UInt8 = 0
        if cursor < end && (buf[cursor] == .ascii("'") || buf[cursor] == .ascii("\"")) {
            quote = buf[cursor]
            cursor += 1
        }
        guard ByteClass.isLabelStart(at(cursor)) else { return false }
        let labelStart = cursor
        cursor = labelEnd(from: cursor)
        let labelLength = cursor - labelStart
        if quote != 0 {
            guard at(cursor) == quote else { return false }
            cursor += 1
        }
        switch at(cursor) {
        case 0x0A: cursor += 1
        case 0x0D: cursor += at(cursor + 1) == .ascii("\n") ? 2 : 1
        default: return false
        }
        heredocs.append(HeredocLabel(start: labelStart, length: labelLength, indentation: 0))
        state = quote == .ascii("'") ? .nowdoc : .heredoc
        emit(.startHeredoc, to: cursor)

        // An empty body: the very next line may already be the closing marker.
        var markerStart = cursor
        while markerStart < end && (buf[markerStart] == .ascii(" ") || buf[markerStart] == .ascii("\t")) { markerStart += 1 }
        if isClosingLabel(at: markerStart) {
            heredocs[heredocs.count - 1].indentation = markerStart - cursor
            state = .endHeredoc
        }
        return true
    }

    /// Whether the innermost heredoc's label sits at `index` and is not the prefix of a longer
    /// name. Like PHP, it requires at least one byte after the label, so a marker that is the
    /// very last thing in the input does not close the heredoc.
    func isClosingLabel(at index: Int) -> Bool {
        guard let label = heredocs.last, label.length < end - index else { return false }
        for offset in 0..<label.length where buf[index + offset] != buf[label.start + offset] {
            return false
        }
        return !ByteClass.isLabelByte(buf[index + label.length])
    }
}
