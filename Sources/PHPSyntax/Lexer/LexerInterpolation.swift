/// The states inside `"…"`, `` `…` `` and heredoc bodies, mirroring PHP's ST_DOUBLE_QUOTES,
/// ST_BACKQUOTE, ST_HEREDOC, ST_NOWDOC, ST_END_HEREDOC, ST_VAR_OFFSET and ST_LOOKING_FOR_VARNAME.
///
/// PHP's "simple" interpolation is deliberately shallow, and we copy it: `"$a->b->c"` reads one
/// property, `"$a[x]"` one offset; anything else is literal text.
extension LexerCore {
    /// One step inside a double-quoted string (`terminator` `"`), backticks (`` ` ``) or a
    /// heredoc body (nil).
    mutating func scanInterpolated(terminator: UInt8?) {
        let byte = buf[pos]
        let next = at(pos + 1)
        if let terminator, byte == terminator {
            state = .inScripting
            emitFlat(.char, to: pos + 1)
            return
        }
        if byte == .ascii("$") {
            if ByteClass.isLabelStart(next) {
                let nameEnd = labelEnd(from: pos + 1)
                let after = at(nameEnd)
                if after == .ascii("[") {
                    pushState(.varOffset)
                } else if after == .ascii("-") && at(nameEnd + 1) == .ascii(">") && ByteClass.isLabelStart(at(nameEnd + 2)) {
                    pushState(.lookingForProperty)
                } else if after == .ascii("?") && at(nameEnd + 1) == .ascii("-") && at(nameEnd + 2) == .ascii(">")
                    && ByteClass.isLabelStart(at(nameEnd + 3)) {
                    pushState(.lookingForProperty)
                }
                emitWatched(.variable, to: nameEnd)
                return
            }
            if next == .ascii("{") {
                pushState(.lookingForVarname)
                emitFlat(.dollarOpenCurlyBraces, to: pos + 2)
                return
            }
        } else if byte == .ascii("{") && next == .ascii("$") {
            // T_CURLY_OPEN is just the brace; the `$…` after it is lexed as code.
            pushState(.inScripting)
            emitFlat(.curlyOpen, to: pos + 1)
            return
        }
        guard let terminator else {
            emit(.encapsedAndWhitespace, to: heredocBodyEnd(interpolating: true))
            return
        }
        if pendingTextEnd > pos {
            // Already measured when the opening quote was scanned.
            let textEnd = pendingTextEnd
            pendingTextEnd = -1
            emit(.encapsedAndWhitespace, to: textEnd)
            return
        }
        pendingTextEnd = -1
        // The first byte is text whatever it is (a backslash takes the byte after it along).
        let from = Swift.min(end, pos + (byte == .ascii("\\") ? 2 : 1))
        emit(.encapsedAndWhitespace, to: scanEncapsedText(from: from, terminator: terminator))
    }

    mutating func scanNowdocBody() {
        emit(.encapsedAndWhitespace, to: heredocBodyEnd(interpolating: false))
    }

    /// The end of heredoc/nowdoc text from `pos`: before an interpolation, or through the newline
    /// that precedes the closing marker (that newline belongs to the text token; the marker's
    /// indentation belongs to T_END_HEREDOC), switching to ST_END_HEREDOC in the latter case.
    private mutating func heredocBodyEnd(interpolating: Bool) -> Int {
        var cursor = pos
        while cursor < end {
            let byte = buf[cursor]
            cursor += 1
            switch byte {
            case 0x0A, 0x0D: // \n, \r
                if byte == 0x0D && at(cursor) == 0x0A { cursor += 1 }
                let lineStart = cursor
                while cursor < end && (buf[cursor] == .ascii(" ") || buf[cursor] == .ascii("\t")) { cursor += 1 }
                if cursor == end { return end }
                if isClosingLabel(at: cursor) {
                    heredocs[heredocs.count - 1].indentation = cursor - lineStart
                    state = .endHeredoc
                    return lineStart
                }
            case 0x24 where interpolating: // $
                let next = at(cursor)
                if ByteClass.isLabelStart(next) || next == .ascii("{") { return cursor - 1 }
            case 0x7B where interpolating: // {
                if at(cursor) == .ascii("$") { return cursor - 1 }
            case 0x5C where interpolating: // backslash, which cannot hide a newline here
                if cursor < end && buf[cursor] != 0x0A && buf[cursor] != 0x0D { cursor += 1 }
            default:
                break
            }
        }
        return end
    }

    /// The closing marker, with the indentation the body scanner measured.
    mutating func scanEndHeredoc() {
        state = .inScripting
        guard let label = heredocs.popLast() else { return }
        emitFlat(.endHeredoc, to: Swift.min(end, pos + label.indentation + label.length))
    }

    /// After `${` in a string: `${name}` / `${name[` make `name` a T_STRING_VARNAME; anything
    /// else is an ordinary expression. Either way the rest until `}` is code.
    mutating func scanLookingForVarname() {
        popState()
        pushState(.inScripting)
        if ByteClass.isLabelStart(buf[pos]) {
            let nameEnd = labelEnd(from: pos)
            let after = at(nameEnd)
            if after == .ascii("[") || after == .ascii("}") {
                emitFlat(.stringVarname, to: nameEnd)
            }
        }
    }

    /// Inside `"$a[…]"`.
    mutating func scanVarOffset() {
        let byte = buf[pos]
        switch byte {
        case 0x30 ... 0x39:
            // Any integer spelling is kept as text (T_NUM_STRING): `0x1`, `01`, `1_0`.
            let tokenEnd = prefixedInteger(at: pos)?.end ?? decimalRunEnd(from: pos)
            emitFlat(.numString, to: tokenEnd)
        case 0x24 where ByteClass.isLabelStart(at(pos + 1)): // $name
            emitWatched(.variable, to: labelEnd(from: pos + 1))
        case 0x5D: // ]
            emitWatched(char: byte)
            popState()
        case 0x3B, 0x3A, 0x2C, 0x2E, 0x7C, 0x5E, 0x26, 0x2B, 0x2D, 0x2F, 0x2A, 0x3D, 0x25, 0x21, 0x7E,
             0x24, 0x3C, 0x3E, 0x3F, 0x40, 0x5B, 0x28, 0x29, 0x7B, 0x7D, 0x22, 0x60:
            // PHP's TOKENS class plus brackets and quotes: single-character tokens, state kept.
            emitWatched(char: byte)
        case 0x20, 0x0A, 0x0D, 0x09, 0x5C, 0x27, 0x23:
            // PHP returns an empty T_ENCAPSED_AND_WHITESPACE here (to place its parse error)
            // and goes back to the string.
            popState()
            emitFlat(.encapsedAndWhitespace, to: pos)
        default:
            if ByteClass.isLabelStart(byte) {
                emitFlat(.string, to: labelEnd(from: pos))
            } else {
                emit(.badCharacter, to: pos + 1)
            }
        }
    }

    private func decimalRunEnd(from index: Int) -> Int {
        var cursor = index
        while cursor < end {
            if ByteClass.isDigit(buf[cursor]) {
                cursor += 1
            } else if buf[cursor] == .ascii("_") && cursor + 1 < end && ByteClass.isDigit(buf[cursor + 1]) {
                cursor += 1
            } else {
                break
            }
        }
        return cursor
    }
}
