import PHPSyntax

/// The one place a rule's fix becomes byte edits: a value rewritten in its own quote style, a line
/// inserted after a statement with that line's indentation and line ending, an item added to an
/// array literal in the literal's own layout, and a statement or an item removed with its line or
/// its comma. Every byte outside the edits stays as it is; `EditShape` then checks each edit
/// against the syntax before `fix` applies it.
public enum SourceEdits {
    // MARK: - Replacing

    /// `literal` over `range`, single-quoted when the code there is (`'ding'` → `'com.gexin…'`).
    static func replacing(_ range: SourceRange, with literal: String, in file: SourceFile) -> TextEdit {
        var replacement = literal
        if file.bytes[range.start] == UInt8(ascii: "'"), literal.hasPrefix("\""), !literal.dropFirst().dropLast().contains("'") {
            replacement = "'" + literal.dropFirst().dropLast() + "'"
        }
        return TextEdit(range: range, replacement: Array(replacement.utf8))
    }

    /// The string literal an array item's key is written as, when its text is exactly `key` in
    /// quotes (escapes would make the bytes differ from the key, and are left alone).
    static func keyLiteral(ofItem item: SourceRange, key: String, in file: SourceFile) -> SourceRange? {
        guard let token = significantTokens(in: item, of: file).first, token.kind == .constantEncapsedString,
              token.end - token.start == key.utf8.count + 2 else { return nil }
        let body = file.bytes[(token.start + 1)..<(token.end - 1)]
        return body.elementsEqual(key.utf8) ? token.range : nil
    }

    /// The key literal at `range` renamed to `key`, in the same quotes.
    static func renaming(_ range: SourceRange, to key: String, in file: SourceFile) -> TextEdit {
        let quote = file.bytes[range.start]
        return TextEdit(range: range, replacement: [quote] + Array(key.utf8) + [quote])
    }

    // MARK: - Inserting

    /// A new line holding `text` after the line where `anchor` ends, with the indentation of the
    /// line `anchor` starts on and that line's ending; on a last line with no ending, the new line
    /// starts with the file's usual one. When code follows `anchor` on its line (`return $apn; }`,
    /// `?>`), the next line may be in another scope or outside PHP: `text` goes right after
    /// `anchor` instead, after a space.
    static func insertingLine(_ text: String, after anchor: SourceRange, in file: SourceFile) -> TextEdit? {
        let bytes = file.bytes
        guard anchor.end <= bytes.count else { return nil }
        let indent = file.indentation(ofLineAt: anchor.start)
        let eol = file.lineEnding(ofLineAt: anchor.end)
        let next = file.startOfNextLine(after: anchor.end)
        let line = Array(text.utf8)
        let rest = Lexer.tokenize(bytes, range: anchor.end..<next, startingIn: .php)
        let codeFollows = rest.contains { token in
            // A `/*` comment the line does not close would take the next line in.
            let text = bytes[token.start..<token.end]
            let opensBlock = token.kind != .whitespace && text.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "*")])
                && !(text.count >= 4 && text.reversed().starts(with: [UInt8(ascii: "/"), UInt8(ascii: "*")]))
            return !token.kind.isTrivia || opensBlock
        }
        if codeFollows { return TextEdit(range: SourceRange(start: anchor.end, end: anchor.end), replacement: [UInt8(ascii: " ")] + line) }
        if next == bytes.count, bytes.last != 10, bytes.last != 13 {
            return TextEdit(range: SourceRange(start: bytes.count, end: bytes.count), replacement: eol + indent + line)
        }
        return TextEdit(range: SourceRange(start: next, end: next), replacement: indent + line + eol)
    }

    /// `lines` inserted before the statement at `statement`, each ended with that line's ending
    /// and followed by its indentation, so the statement keeps its own. nil unless the statement
    /// begins its line (there is no indentation to copy otherwise).
    static func insertingLines(_ lines: [[UInt8]], before statement: SourceRange, in file: SourceFile) -> TextEdit? {
        let bytes = file.bytes
        guard statement.start <= bytes.count else { return nil }
        let lineStart = file.lineStarts[file.location(of: statement.start).line - 1]
        guard bytes[lineStart..<statement.start].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return nil }
        let indent = file.indentation(ofLineAt: statement.start)
        let eol = file.lineEnding(ofLineAt: statement.start)
        return TextEdit(range: SourceRange(start: statement.start, end: statement.start), replacement: lines.flatMap { $0 + eol + indent })
    }

    /// `key => value` added after the last item of the array literal at `literal`: on a line of
    /// its own with the last item's indentation when the items stand one per line (with a trailing
    /// comma when they have one, and a comma added after the last item when it has none), else
    /// after the last item on its line. The key takes the quotes and the `=>` spacing the literal's
    /// items use. nil when `literal` is not an array literal.
    static func insertingItem(key: String, value: String, into literal: SourceRange, in file: SourceFile) -> [TextEdit]? {
        guard let layout = ArrayLayout(literal, in: file) else { return nil }
        let item = layout.itemText(key: key, value: value, in: file)
        guard let last = layout.items.last else {
            return [TextEdit(range: SourceRange(start: layout.open.end, end: layout.open.end), replacement: Array(item.utf8))]
        }
        let trailingComma = layout.commas.count == layout.items.count ? layout.commas.last : nil
        let lineEnd = trailingComma.map { $0 + 1 } ?? last.end
        let oneLine = file.location(of: layout.close.start).line == file.location(of: lineEnd).line
        let restOfLine = file.startOfNextLine(after: lineEnd)
        guard !oneLine, layout.onlyTrivia(from: lineEnd, to: restOfLine) else {
            return [TextEdit(range: SourceRange(start: last.end, end: last.end), replacement: Array(", \(item)".utf8))]
        }
        let indent = file.indentation(ofLineAt: last.start)
        let eol = file.lineEnding(ofLineAt: lineEnd)
        var edits: [TextEdit] = []
        if trailingComma == nil { edits.append(TextEdit(range: SourceRange(start: last.end, end: last.end), replacement: [UInt8(ascii: ",")])) }
        let line = indent + Array((item + (trailingComma == nil ? "" : ",")).utf8) + eol
        edits.append(TextEdit(range: SourceRange(start: restOfLine, end: restOfLine), replacement: line))
        return edits
    }

    // MARK: - Removing

    /// Removes the statement at `statement`: its whole lines when nothing but spaces and tabs
    /// shares them, else the statement and the spaces between it and the code or comment beside
    /// it. nil when it does not end with `;` (a statement closed by `?>` has nothing to cut at).
    public static func removingStatement(_ statement: SourceRange, in file: SourceFile) -> TextEdit? {
        guard statement.start < statement.end, statement.end <= file.bytes.count,
              file.bytes[statement.end - 1] == UInt8(ascii: ";") else { return nil }
        return TextEdit(range: removal(of: statement, in: file).range, replacement: [])
    }

    /// Removes the item at `item` from the array literal at `literal`, with the comma after it or,
    /// for a last item without one, the comma before it; its whole lines when it stands alone on
    /// them (a comma left before it is then a trailing comma, which PHP allows). nil when `item`
    /// is not one of the literal's items, or when a comment lies between it and a comma it takes.
    static func removingItem(_ item: SourceRange, from literal: SourceRange, in file: SourceFile) -> TextEdit? {
        guard let layout = ArrayLayout(literal, in: file), let index = layout.items.firstIndex(of: item) else { return nil }
        let comma = index < layout.commas.count ? layout.commas[index] : nil
        guard layout.onlyTrivia(from: item.end, to: comma ?? item.end, allowingComments: false) else { return nil }
        let cut = removal(of: SourceRange(start: item.start, end: comma.map { $0 + 1 } ?? item.end), in: file)
        if cut.wholeLines { return TextEdit(range: cut.range, replacement: []) }
        if let comma {
            // `[a, ITEM, b]` → `[a, b]`; `[a, ITEM,]` → `[a,]`.
            var start = item.start
            var end = layout.skippingSpaces(from: comma + 1)
            if end == layout.close.start, index > 0 {
                end = comma + 1
                start = layout.spacesBefore(item.start, after: layout.commas[index - 1] + 1)
            }
            return TextEdit(range: SourceRange(start: start, end: end), replacement: [])
        }
        guard index > 0 else { return TextEdit(range: item, replacement: []) }
        // The last item without a trailing comma: `[a, ITEM]` → `[a]`.
        let before = layout.commas[index - 1]
        guard layout.onlyTrivia(from: before + 1, to: item.start, allowingComments: false) else { return nil }
        return TextEdit(range: SourceRange(start: before, end: item.end), replacement: [])
    }

    /// What removing `range` takes with it: its whole lines, endings included, when only spaces
    /// and tabs share them; else the spaces that part it from the code or comment after it (when
    /// it starts its line) or before it.
    static func removal(of range: SourceRange, in file: SourceFile) -> (range: SourceRange, wholeLines: Bool) {
        let bytes = file.bytes
        let lineStart = file.lineStarts[file.location(of: range.start).line - 1]
        let next = file.startOfNextLine(after: max(range.start, range.end - 1))
        var lineEnd = next
        while lineEnd > range.end, bytes[lineEnd - 1] == 10 || bytes[lineEnd - 1] == 13 { lineEnd -= 1 }
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let aloneBefore = bytes[lineStart..<range.start].allSatisfy(isSpace)
        if aloneBefore, bytes[range.end..<lineEnd].allSatisfy(isSpace) { return (SourceRange(start: lineStart, end: next), true) }
        if aloneBefore {
            var end = range.end
            while end < lineEnd, isSpace(bytes[end]) { end += 1 }
            return (SourceRange(start: range.start, end: end), false)
        }
        var start = range.start
        while start > lineStart, isSpace(bytes[start - 1]) { start -= 1 }
        return (SourceRange(start: start, end: range.end), false)
    }

    // MARK: - Reading code back

    /// `$aps` in `$aps->setSound(…);`: the variable a statement calls `method` on, when the
    /// statement is exactly that call (PHP's method names ignore case).
    static func receiver(ofCall statement: SourceRange, method: String, in file: SourceFile) -> String? {
        guard statement.end <= file.bytes.count else { return nil }
        let tokens = significantTokens(in: statement, of: file)
        guard tokens.count >= 6, tokens[0].kind == .variable, tokens[1].kind == .objectOperator, tokens[2].kind == .string,
              file.string(tokens[2].range).lowercased() == method.lowercased(),
              isChar(tokens[3], "(", in: file), isChar(tokens[tokens.count - 2], ")", in: file), isChar(tokens[tokens.count - 1], ";", in: file) else { return nil }
        return file.string(tokens[0].range)
    }

    /// The method a statement `$x->name(…);` calls.
    static func calledMethod(_ statement: SourceRange, in file: SourceFile) -> String? {
        guard statement.end <= file.bytes.count else { return nil }
        let tokens = significantTokens(in: statement, of: file).prefix(3)
        guard tokens.count == 3, tokens[tokens.startIndex + 1].kind == .objectOperator, tokens[tokens.startIndex + 2].kind == .string else { return nil }
        return file.string(tokens[tokens.startIndex + 2].range)
    }

    /// The statement that a `$name = new X(…)` at `creation` ends, and `$name`: where a line can
    /// follow the creation of an object held in a variable.
    static func assignedCreation(_ creation: SourceRange, in file: SourceFile) -> (statement: SourceRange, variable: String)? {
        let bytes = file.bytes
        guard creation.end <= bytes.count else { return nil }
        let lineStart = file.lineStarts[file.location(of: creation.start).line - 1]
        let before = significantTokens(in: SourceRange(start: lineStart, end: creation.start), of: file)
        guard before.count == 2, before[0].kind == .variable, isChar(before[1], "=", in: file) else { return nil }
        let after = significantTokens(in: SourceRange(start: creation.end, end: file.startOfNextLine(after: creation.end)), of: file)
        guard let semicolon = after.first, isChar(semicolon, ";", in: file) else { return nil }
        return (SourceRange(start: before[0].start, end: semicolon.end), file.string(before[0].range))
    }

    /// True when the statement `later` follows `earlier` in the same block: no bracket between
    /// them closes one `earlier` stands in, and every one opened after it is closed again.
    static func inSameBlock(_ earlier: SourceRange, _ later: SourceRange, in file: SourceFile) -> Bool {
        guard earlier.end <= later.start else { return false }
        var depth = 0
        for token in significantTokens(in: SourceRange(start: earlier.end, end: later.start), of: file) where token.kind == .char || token.kind == .curlyOpen || token.kind == .dollarOpenCurlyBraces {
            switch token.kind == .char ? file.bytes[token.start] : UInt8(ascii: "{") {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
        }
        return depth == 0
    }

    static func significantTokens(in range: SourceRange, of file: SourceFile) -> [Token] {
        Lexer.tokenize(file.bytes, range: range.start..<range.end, startingIn: .php).filter { !$0.kind.isTrivia }
    }

    static func isChar(_ token: Token, _ character: Character, in file: SourceFile) -> Bool {
        token.kind == .char && file.bytes[token.start] == character.asciiValue
    }
}

/// An array literal read from its tokens: where it opens and closes, the items at its own level
/// (from their first to their last significant token) and the commas between them.
struct ArrayLayout {
    var open: SourceRange
    var close: SourceRange
    var items: [SourceRange] = []
    var commas: [Int] = []
    var tokens: [Token]
    let file: SourceFile

    init?(_ literal: SourceRange, in file: SourceFile) {
        guard literal.end <= file.bytes.count else { return nil }
        self.file = file
        tokens = Lexer.tokenize(file.bytes, range: literal.start..<literal.end, startingIn: .php)
        let significant = tokens.filter { !$0.kind.isTrivia }
        guard let first = significant.first, let last = significant.last else { return nil }
        var bodyStart = 1
        if SourceEdits.isChar(first, "[", in: file) {
            open = first.range
        } else if first.kind == .array, significant.count > 1, SourceEdits.isChar(significant[1], "(", in: file) {
            open = SourceRange(start: first.start, end: significant[1].end)
            bodyStart = 2
        } else {
            return nil
        }
        guard SourceEdits.isChar(last, file.bytes[open.end - 1] == UInt8(ascii: "[") ? "]" : ")", in: file), significant.count > bodyStart else { return nil }
        close = last.range
        var depth = 0
        var itemStart: Token?
        var itemEnd: Token?
        for token in significant[bodyStart..<(significant.count - 1)] {
            let byte = file.bytes[token.start]
            if depth == 0, token.kind == .char, byte == UInt8(ascii: ",") {
                if let itemStart, let itemEnd { items.append(SourceRange(start: itemStart.start, end: itemEnd.end)) } else { return nil }
                commas.append(token.start)
                itemStart = nil
                continue
            }
            if token.kind == .curlyOpen || token.kind == .dollarOpenCurlyBraces {
                depth += 1
            } else if token.kind == .char {
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            guard depth >= 0 else { return nil }
            if itemStart == nil { itemStart = token }
            itemEnd = token
        }
        guard depth == 0 else { return nil }
        if let itemStart, let itemEnd { items.append(SourceRange(start: itemStart.start, end: itemEnd.end)) }
    }

    /// True when only whitespace (and comments, unless not allowed) lies in `start..<end`.
    func onlyTrivia(from start: Int, to end: Int, allowingComments: Bool = true) -> Bool {
        guard start < end else { return true }
        let inside = Lexer.tokenize(file.bytes, range: start..<end, startingIn: .php)
        return inside.allSatisfy { $0.kind == .whitespace || (allowingComments && $0.kind.isTrivia) }
    }

    /// The first offset from `offset` that is not a space or a tab.
    func skippingSpaces(from offset: Int) -> Int {
        var cursor = offset
        while cursor < close.start, file.bytes[cursor] == UInt8(ascii: " ") || file.bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        return cursor
    }

    /// Where the spaces and tabs just before `offset` begin, no earlier than `limit`.
    func spacesBefore(_ offset: Int, after limit: Int) -> Int {
        var cursor = offset
        while cursor > limit, file.bytes[cursor - 1] == UInt8(ascii: " ") || file.bytes[cursor - 1] == UInt8(ascii: "\t") { cursor -= 1 }
        return cursor
    }

    /// `"key" => value` as the literal's items write theirs: the first string key's quotes and the
    /// spacing around the last keyed item's `=>`.
    func itemText(key: String, value: String, in file: SourceFile) -> String {
        var quote: String?
        var before = " "
        var after = " "
        func spacing(_ token: Token) -> String {
            let text = file.string(token.range)
            return token.kind != .whitespace ? "" : text.contains("\n") || text.contains("\r") ? " " : text
        }
        for item in items {
            let inside = tokens.filter { $0.start >= item.start && $0.end <= item.end }
            guard let arrow = inside.firstIndex(where: { $0.kind == .doubleArrow }), arrow > 0, arrow + 1 < inside.count else { continue }
            if quote == nil, inside[0].kind == .constantEncapsedString { quote = file.bytes[inside[0].start] == UInt8(ascii: "'") ? "'" : "\"" }
            before = spacing(inside[arrow - 1])
            after = spacing(inside[arrow + 1])
        }
        return (quote ?? "\"") + key + (quote ?? "\"") + before + "=>" + after + value
    }
}
