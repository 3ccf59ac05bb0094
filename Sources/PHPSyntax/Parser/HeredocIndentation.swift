/// PHP 7.3's flexible heredoc: the closing marker's indentation is removed from every body line,
/// so PHP's lexer refuses a body line indented less than the marker, and indentation that mixes
/// tabs and spaces (in the marker, or against the marker's kind in a body line). These are the
/// lexer's errors, worded and placed as PHP places them.
extension PHPParser {
    enum HeredocIndentationError {
        static let mixed = "Invalid indentation - tabs and spaces cannot be mixed"
        static func tooShallow(_ indentation: Int) -> String {
            "Invalid body indentation level (expecting an indentation level of at least \(indentation))"
        }
    }

    /// The closing marker's indentation, `markerStart..<markerStart + indentation`: mixed tabs and
    /// spaces are refused on the line after `<<<ID`, where PHP's lexer stands when it looks ahead
    /// for the marker. Returns whether the marker indents with spaces (else tabs), and whether it
    /// was refused (then the body is not checked: PHP stopped there).
    func checkMarkerIndentation(markerStart: Int, indentation: Int, bodyStart: Int) -> (usesSpaces: Bool, refused: Bool) {
        let marker = bytes[markerStart..<markerStart + indentation]
        if marker.contains(0x20) && marker.contains(0x09) {
            report(HeredocIndentationError.mixed, at: source.location(of: bodyStart))
            return (false, true)
        }
        return (marker.first == 0x20, false)
    }

    /// One literal part of the body, `range`: every line that starts in it must begin with
    /// `indentation` blanks of the marker's kind. A line that ends first (blank lines) is fine;
    /// a part that stops mid-line before an interpolation is not. Reports the first bad line.
    /// - Returns: false when a line is refused.
    func checkBodyIndentation(_ range: Range<Int>, bodyStart: Int, bodyEnd: Int, indentation: Int, usesSpaces: Bool) -> Bool {
        guard indentation > 0 else { return true }
        var offset = range.lowerBound
        let end = range.upperBound
        let startsLine = offset == bodyStart || bytes[offset - 1] == UInt8(ascii: "\n") || bytes[offset - 1] == UInt8(ascii: "\r")
        if !startsLine {
            // The rest of a line begun before an interpolation: already indented.
            guard let newline = nextNewline(from: offset, to: end) else { return true }
            offset = newline.after
        }
        while offset <= end {
            let newline = nextNewline(from: offset, to: end)
            // The last line of the body ends at the marker's line break, which the part leaves out.
            let lineEnd = newline?.at ?? (end == bodyEnd ? end : nil)
            var skipped = 0
            while skipped < indentation {
                if offset == lineEnd { break }
                if offset == end || (bytes[offset] != 0x20 && bytes[offset] != 0x09) {
                    report(HeredocIndentationError.tooShallow(indentation), at: source.location(of: offset))
                    return false
                }
                if (bytes[offset] == 0x20) != usesSpaces {
                    report(HeredocIndentationError.mixed, at: source.location(of: offset))
                    return false
                }
                offset += 1
                skipped += 1
            }
            guard let newline else { break }
            offset = newline.after
        }
        return true
    }

    /// The next `\n`, `\r\n` or `\r` in `offset..<end`: where it is and where the next line starts.
    private func nextNewline(from offset: Int, to end: Int) -> (at: Int, after: Int)? {
        var index = offset
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") { return (index, index + 1) }
            if bytes[index] == UInt8(ascii: "\r") {
                return (index, index + 1 < end && bytes[index + 1] == UInt8(ascii: "\n") ? index + 2 : index + 1)
            }
            index += 1
        }
        return nil
    }
}
