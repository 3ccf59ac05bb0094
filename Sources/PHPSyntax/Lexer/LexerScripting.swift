/// Rules for PHP code proper (`ST_IN_SCRIPTING`) and for the text outside the tags (`INITIAL`).
extension LexerCore {
    // MARK: - INITIAL

    mutating func scanInitial() {
        if buf[pos] == .ascii("<") && at(pos + 1) == .ascii("?") {
            if at(pos + 2) == .ascii("=") {
                state = .inScripting
                emitFlat(.openTagWithEcho, to: pos + 3)
                return
            }
            if matchesLowercase("php", at: pos + 2) {
                let after = pos + 5
                if after == end {
                    state = .inScripting
                    emitFlat(.openTag, to: after)
                    return
                }
                let byte = buf[after]
                if byte == .ascii(" ") || byte == .ascii("\t") || byte == .ascii("\n") {
                    state = .inScripting
                    emit(.openTag, to: after + 1)
                    return
                }
                if byte == .ascii("\r") {
                    state = .inScripting
                    emit(.openTag, to: at(after + 1) == .ascii("\n") ? after + 2 : after + 1)
                    return
                }
            }
        }
        // Inline HTML runs up to the next real open tag. Short tags (`<?` alone) are off, as in
        // php.ini-development/production, so `<?xml` stays HTML.
        var cursor = WordScan.first(.ascii("<"), in: buf, from: pos + 1, to: end)
        while cursor < end && !isOpenTag(at: cursor) {
            cursor = WordScan.first(.ascii("<"), in: buf, from: cursor + 1, to: end)
        }
        emit(.inlineHTML, to: cursor)
    }

    private func isOpenTag(at index: Int) -> Bool {
        guard at(index + 1) == .ascii("?") else { return false }
        if at(index + 2) == .ascii("=") { return true }
        guard matchesLowercase("php", at: index + 2) else { return false }
        let after = index + 5
        if after == end { return true }
        let byte = buf[after]
        return byte == .ascii(" ") || byte == .ascii("\t") || byte == .ascii("\n") || byte == .ascii("\r")
    }

    // MARK: - ST_IN_SCRIPTING

    mutating func scanScripting() {
        // Tokens in PHP code follow one another in this state: scanning them in one loop, not a
        // call from `run` each, saves the call and the switch on the state for most tokens.
        repeat {
            let byte = buf[pos]
            let next = at(pos + 1)
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: //   \t \n \r
                // Nearly half of all tokens: its newlines are counted in the same loop (a `\r`, rare,
                // leaves the counting to `emit`, which knows what follows it).
                var cursor = pos + 1
                var newlines = byte == 0x0A ? 1 : 0
                var sawCarriageReturn = byte == 0x0D
                // Indentation: eight spaces at a time.
                while cursor + 8 <= end && WordScan.word(buf, at: cursor) == 0x2020_2020_2020_2020 { cursor += 8 }
                while cursor < end {
                    let next = buf[cursor]
                    guard ByteClass.isWhitespace(next) else { break }
                    if next == 0x0A { newlines += 1 } else if next == 0x0D { sawCarriageReturn = true }
                    cursor += 1
                }
                if sawCarriageReturn {
                    emit(.whitespace, to: cursor)
                } else {
                    emitFlat(.whitespace, to: cursor)
                    line += newlines
                }
            case 0x24: // $
                if ByteClass.isLabelStart(next) {
                    emitWatched(.variable, to: labelEnd(from: pos + 1))
                } else {
                    emitFlat(.char, to: pos + 1)
                }
            case 0x30 ... 0x39: // 0 9
                scanNumber()
            case 0x62, 0x42: // b B
                if next == .ascii("'") {
                    scanSingleQuoted(quoteAt: pos + 1)
                } else if next == .ascii("\"") {
                    scanDoubleQuotedStart(quoteAt: pos + 1)
                } else if next == .ascii("<") && at(pos + 2) == .ascii("<") && at(pos + 3) == .ascii("<")
                    && scanHeredocStart(anglesAt: pos + 1) {
                    return  // now in the heredoc
                } else {
                    scanName()
                }
            case 0x27: // '
                scanSingleQuoted(quoteAt: pos)
            case 0x22: // "
                scanDoubleQuotedStart(quoteAt: pos)
            case 0x60: // `
                state = .backquote
                emitFlat(.char, to: pos + 1)
            case 0x5C: // \
                if ByteClass.isLabelStart(next) {
                    emitWatched(.nameFullyQualified, to: qualifiedNameEnd(from: pos))
                } else {
                    emitFlat(.nsSeparator, to: pos + 1)
                }
            case 0x23: // #
                if next == .ascii("[") {
                    emitWatched(.attribute, to: pos + 2)
                } else {
                    scanLineComment()
                }
            case 0x2F: // /
                if next == .ascii("/") {
                    scanLineComment()
                } else if next == .ascii("*") {
                    scanBlockComment()
                } else {
                    emitFlat(next == .ascii("=") ? .divEqual : .char, to: pos + (next == .ascii("=") ? 2 : 1))
                }
            case 0x28: // (
                if !scanCast() { emitWatched(char: .ascii("(")) }
            case 0x7B: // {
                // PHP pushes a state for every brace so `}` can return into a string after `{$`.
                pushState(.inScripting)
                emitWatched(char: .ascii("{"))
            case 0x7D: // }
                emitFlat(.char, to: pos + 1)
                popState()
            case 0x2E: // .
                if ByteClass.isDigit(next) {
                    scanNumber()
                } else if next == .ascii(".") && at(pos + 2) == .ascii(".") {
                    emitWatched(.ellipsis, to: pos + 3)
                } else {
                    op(next == .ascii("="), .concatEqual)
                }
            default:
                if ByteClass.isLabelStart(byte) {
                    scanName()
                } else {
                    scanOperator(byte, next)
                }
            }
        } while pos < end && state == .inScripting && !sawHaltCompiler
    }

    /// Emits a two-byte operator `kind` when `condition` holds, else the single byte as `.char`.
    @inline(__always)
    private mutating func op(_ condition: Bool, _ kind: TokenKind) {
        if condition { emitFlat(kind, to: pos + 2) } else { emitFlat(.char, to: pos + 1) }
    }

    private mutating func scanOperator(_ byte: UInt8, _ next: UInt8) {
        let third = at(pos + 2)
        switch byte {
        case 0x3F: // ?
            if next == .ascii(">") {
                var cursor = pos + 2
                if at(cursor) == .ascii("\n") {
                    cursor += 1
                } else if at(cursor) == .ascii("\r") {
                    cursor += at(cursor + 1) == .ascii("\n") ? 2 : 1
                }
                state = .initial
                emit(.closeTag, to: cursor)
            } else if next == .ascii("?") {
                if third == .ascii("=") { emitFlat(.coalesceEqual, to: pos + 3) } else { emitFlat(.coalesce, to: pos + 2) }
            } else if next == .ascii("-") && third == .ascii(">") {
                pushState(.lookingForProperty)
                emitWatched(.nullsafeObjectOperator, to: pos + 3)
            } else {
                emitFlat(.char, to: pos + 1)
            }
        case 0x2D: // -
            if next == .ascii(">") {
                pushState(.lookingForProperty)
                emitFlat(.objectOperator, to: pos + 2)
            } else if next == .ascii("-") {
                emitWatched(.dec, to: pos + 2)
            } else {
                op(next == .ascii("="), .minusEqual)
            }
        case 0x2B: // +
            if next == .ascii("+") { emitWatched(.inc, to: pos + 2) } else { op(next == .ascii("="), .plusEqual) }
        case 0x3C: // <
            if next == .ascii("<") {
                if third == .ascii("<") && scanHeredocStart(anglesAt: pos) { return }
                if third == .ascii("=") { emitFlat(.slEqual, to: pos + 3) } else { emitFlat(.sl, to: pos + 2) }
            } else if next == .ascii("=") {
                if third == .ascii(">") { emitFlat(.spaceship, to: pos + 3) } else { emitFlat(.isSmallerOrEqual, to: pos + 2) }
            } else {
                op(next == .ascii(">"), .isNotEqual)
            }
        case 0x3E: // >
            if next == .ascii(">") {
                if third == .ascii("=") { emitFlat(.srEqual, to: pos + 3) } else { emitFlat(.sr, to: pos + 2) }
            } else {
                op(next == .ascii("="), .isGreaterOrEqual)
            }
        case 0x3D: // =
            if next == .ascii("=") {
                if third == .ascii("=") { emitFlat(.isIdentical, to: pos + 3) } else { emitFlat(.isEqual, to: pos + 2) }
            } else if next == .ascii(">") {
                emitFlat(.doubleArrow, to: pos + 2)
            } else {
                emitWatched(char: .ascii("="))
            }
        case 0x21: // !
            if next == .ascii("=") {
                if third == .ascii("=") { emitFlat(.isNotIdentical, to: pos + 3) } else { emitFlat(.isNotEqual, to: pos + 2) }
            } else {
                emitFlat(.char, to: pos + 1)
            }
        case 0x2A: // *
            if next == .ascii("*") {
                if third == .ascii("=") { emitFlat(.powEqual, to: pos + 3) } else { emitFlat(.pow, to: pos + 2) }
            } else {
                op(next == .ascii("="), .mulEqual)
            }
        case 0x25: op(next == 0x3D, .modEqual) // % =
        case 0x5E: op(next == 0x3D, .xorEqual) // ^ =
        case 0x7C: // |
            if next == .ascii("|") { emitFlat(.booleanOr, to: pos + 2) } else { op(next == .ascii("="), .orEqual) }
        case 0x26: // &
            if next == .ascii("&") {
                emitFlat(.booleanAnd, to: pos + 2)
            } else if next == .ascii("=") {
                emitFlat(.andEqual, to: pos + 2)
            } else {
                // The parser needs to know whether a by-reference `&` precedes `$x` or `...`.
                var cursor = pos + 1
                while cursor < end && ByteClass.isWhitespace(buf[cursor]) { cursor += 1 }
                let followed = at(cursor) == .ascii("$")
                    || (at(cursor) == .ascii(".") && at(cursor + 1) == .ascii(".") && at(cursor + 2) == .ascii("."))
                if followed {
                    emitWatched(.ampersandFollowedByVarOrVararg, to: pos + 1)
                } else {
                    emitWatched(.ampersandNotFollowedByVarOrVararg, to: pos + 1)
                }
            }
        case 0x3A: // :
            if next == 0x3A { emitWatched(.paamayimNekudotayim, to: pos + 2) } else { emitWatched(char: .ascii(":")) }
        case 0x2C, 0x5D: // , ]
            emitWatched(char: byte)
        case 0x3B, 0x7E, 0x40, 0x5B, 0x29: // ; ~ @ [ )
            emitFlat(.char, to: pos + 1)
        default:
            // NUL, other control bytes, DEL, `\v`, `\f`: PHP warns and returns T_BAD_CHARACTER.
            emit(.badCharacter, to: pos + 1)
        }
    }

    // MARK: - Names and keywords

    /// End of `Label(\Label)*` starting at `index`, where `index` is a label start or a `\`
    /// followed by one. A trailing `\` not followed by a label is left for T_NS_SEPARATOR.
    private func qualifiedNameEnd(from index: Int) -> Int {
        var cursor = buf[index] == .ascii("\\") ? index : labelEnd(from: index)
        while cursor < end && buf[cursor] == .ascii("\\") && ByteClass.isLabelStart(at(cursor + 1)) {
            cursor = labelEnd(from: cursor + 1)
        }
        return cursor
    }

    private mutating func scanName() {
        let wordEnd = labelEnd(from: pos)
        if wordEnd < end && buf[wordEnd] == .ascii("\\") && ByteClass.isLabelStart(at(wordEnd + 1)) {
            let nameEnd = qualifiedNameEnd(from: pos)
            let relative = wordEnd - pos == 9 && matchesLowercase("namespace", at: pos)
            emitFlat(relative ? .nameRelative : .nameQualified, to: nameEnd)
            return
        }
        guard let keyword = keywords.lookup(buf, start: pos, end: wordEnd) else {
            emitWatched(.string, to: wordEnd)
            return
        }
        switch keyword {
        case .yield:
            // `yield from` is one token, whitespace included, but only before a non-label byte
            // (the end of input counts: PHP's buffer ends in a NUL, which qualifies).
            var cursor = wordEnd
            while cursor < end && ByteClass.isWhitespace(buf[cursor]) { cursor += 1 }
            if cursor > wordEnd && matchesLowercase("from", at: cursor) && !ByteClass.isLabelByte(at(cursor + 4)) {
                emit(.yieldFrom, to: cursor + 4)
                significant.keepIfTriggerCandidate(UInt16(TokenKind.yieldFrom.rawValue))
            } else {
                emitWatched(.yield, to: wordEnd)
            }
        case .enum:
            // PHP 8.1+: `enum` is a keyword only before whitespace and a name that is not
            // `extends`/`implements` (checked as a bare prefix, exactly as PHP does).
            var cursor = wordEnd
            while cursor < end && ByteClass.isWhitespace(buf[cursor]) { cursor += 1 }
            let isKeyword = cursor > wordEnd && ByteClass.isLabelStart(at(cursor))
                && !matchesLowercase("extends", at: cursor) && !matchesLowercase("implements", at: cursor)
            if isKeyword { emitFlat(.enum, to: wordEnd) } else { emitWatched(.string, to: wordEnd) }
        case .haltCompiler:
            sawHaltCompiler = true
            emitFlat(keyword, to: wordEnd)
        default:
            // `function`, `static`, `class`, `isset`, `fn`…: the kind is known only here.
            emitWatched(keyword, to: wordEnd)
        }
    }

    /// `( int )`-style casts: only spaces and tabs may surround the type word.
    private mutating func scanCast() -> Bool {
        var cursor = pos + 1
        while cursor < end && (buf[cursor] == .ascii(" ") || buf[cursor] == .ascii("\t")) { cursor += 1 }
        let wordStart = cursor
        while cursor < end && ByteClass.isLabelStart(buf[cursor]) && buf[cursor] < 0x80 { cursor += 1 }
        let wordLength = cursor - wordStart
        guard wordLength >= 3 && wordLength <= 7 else { return false }
        while cursor < end && (buf[cursor] == .ascii(" ") || buf[cursor] == .ascii("\t")) { cursor += 1 }
        guard at(cursor) == .ascii(")") else { return false }
        let kind: TokenKind
        func word(_ literal: StaticString) -> Bool {
            wordLength == literal.utf8CodeUnitCount && matchesLowercase(literal, at: wordStart)
        }
        if word("int") || word("integer") {
            kind = .intCast
        } else if word("float") || word("double") || word("real") {
            kind = .doubleCast
        } else if word("string") || word("binary") {
            kind = .stringCast
        } else if word("bool") || word("boolean") {
            kind = .boolCast
        } else if word("array") {
            kind = .arrayCast
        } else if word("object") {
            kind = .objectCast
        } else if word("unset") {
            kind = .unsetCast
        } else {
            return false
        }
        emitFlat(kind, to: cursor + 1)
        return true
    }

    // MARK: - Comments

    /// `//` and `#` comments stop before a newline or `?>`; PHP 8 leaves the newline out.
    mutating func scanLineComment() {
        var cursor = WordScan.first(.ascii("\n"), .ascii("\r"), .ascii("?"), in: buf, from: pos + 1, to: end)
        while cursor < end && buf[cursor] == .ascii("?") && at(cursor + 1) != .ascii(">") {
            cursor = WordScan.first(.ascii("\n"), .ascii("\r"), .ascii("?"), in: buf, from: cursor + 1, to: end)
        }
        emitFlat(.comment, to: cursor)
    }

    /// `/* */`, or a doc comment when `/**` is followed by whitespace. Unterminated: to the end.
    mutating func scanBlockComment() {
        let isDoc = at(pos + 2) == .ascii("*") && ByteClass.isWhitespace(at(pos + 3))
        // The closing `*/` is found by its `/`, much rarer in a comment than `*` (a doc comment
        // has one on every line); its `*` may not be the opening one (`/*/` is still open).
        let firstSlash = pos + (isDoc ? 4 : 3)
        var cursor = WordScan.first(.ascii("/"), in: buf, from: firstSlash, to: end)
        while cursor < end {
            if buf[cursor - 1] == .ascii("*") {
                emit(isDoc ? .docComment : .comment, to: cursor + 1)
                return
            }
            cursor = WordScan.first(.ascii("/"), in: buf, from: cursor + 1, to: end)
        }
        unterminatedCommentStart = pos
        emit(isDoc ? .docComment : .comment, to: end)
    }

    // MARK: - ST_LOOKING_FOR_PROPERTY

    /// After `->`/`?->` any label, keyword or not, is a property name (T_STRING). Comments may
    /// come between (PHP 8), and here `#[` is a comment, not an attribute.
    mutating func scanLookingForProperty() {
        let byte = buf[pos]
        let next = at(pos + 1)
        if byte == .ascii("#") || (byte == .ascii("/") && next == .ascii("/")) {
            scanLineComment()
        } else if byte == .ascii("/") && next == .ascii("*") {
            scanBlockComment()
        } else if ByteClass.isWhitespace(byte) {
            var cursor = pos + 1
            while cursor < end && ByteClass.isWhitespace(buf[cursor]) { cursor += 1 }
            emit(.whitespace, to: cursor)
        } else if byte == .ascii("-") && at(pos + 1) == .ascii(">") {
            emitFlat(.objectOperator, to: pos + 2)
        } else if byte == .ascii("?") && at(pos + 1) == .ascii("-") && at(pos + 2) == .ascii(">") {
            emitWatched(.nullsafeObjectOperator, to: pos + 3)
        } else if ByteClass.isLabelStart(byte) {
            popState()
            emitFlat(.string, to: labelEnd(from: pos))
        } else {
            popState()
        }
    }
}
