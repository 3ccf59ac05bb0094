/// Finds the PHP inside a document: fenced Markdown blocks, and runs of lines that read as PHP
/// statements between prose (the way articles and chats quote backend code).
///
/// A candidate run is kept only if it parses without errors and contains a variable, so prose,
/// JSON and Objective-C around it are never mistaken for PHP. Regions are byte ranges of the
/// original file, so every diagnostic keeps the document's own line numbers.
public enum SnippetFinder {
    /// The regions whose grammar PHP accepts.
    public static func regions(in file: SourceFile) -> [SourceRange] {
        snippets(in: file, then: nil).map(\.region)
    }

    /// Each region with the tree that accepted it, so no region is parsed twice. Each tree is also
    /// given to `pass`: a region it finds an error in is no snippet.
    package static func snippets(in file: SourceFile, then pass: (any ParsedTreePass)?) -> [(region: SourceRange, tree: SyntaxTree)] {
        var found: [(region: SourceRange, tree: SyntaxTree)] = []
        let lines = LineTable(file)
        var covered = Array(repeating: false, count: lines.count)

        for block in fencedBlocks(lines, file) {
            for index in block.lines { covered[index] = true }
            if block.isPHP, let range = lines.range(block.lines), let tree = accepted(range, file, pass) { found.append((range, tree)) }
        }
        for run in candidateRuns(lines, file, skipping: covered) {
            found += acceptedParts(of: run, lines, file, pass)
        }
        return found.sorted { $0.region < $1.region }
    }

    // MARK: - Fenced blocks

    private struct FencedBlock {
        var lines: Range<Int>
        var isPHP: Bool
    }

    /// Every ``` … ``` block (its body lines); untagged and `php` blocks are PHP.
    private static func fencedBlocks(_ lines: LineTable, _ file: SourceFile) -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        var open: (line: Int, isPHP: Bool)?
        for index in 0..<lines.count {
            let text = lines.trimmed(index, file)
            guard text.starts(with: "```".utf8) else { continue }
            if let opening = open {
                blocks.append(FencedBlock(lines: (opening.line + 1)..<index, isPHP: opening.isPHP))
                open = nil
            } else {
                let tag = String(decoding: text.dropFirst(3), as: UTF8.self).lowercased()
                open = (index, tag.isEmpty || tag == "php")
            }
        }
        return blocks
    }

    // MARK: - Runs of PHP-looking lines

    /// Consecutive lines that start like PHP statements, plus the lines inside brackets they open
    /// (array literals, function bodies) and blank lines between them.
    private static func candidateRuns(_ lines: LineTable, _ file: SourceFile, skipping covered: [Bool]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        var end = 0
        var depth = 0
        for index in 0..<lines.count {
            let text = lines.trimmed(index, file)
            let inside = start != nil && depth > 0
            if !covered[index] && (inside || looksLikePHP(text)) {
                if start == nil { start = index; depth = 0 }
                depth = max(0, depth + bracketBalance(text))
                end = index + 1
            } else if text.isEmpty && start != nil {
                continue
            } else if let first = start {
                runs.append(first..<end)
                start = nil
            }
        }
        if let first = start { runs.append(first..<end) }
        return runs
    }

    /// The run if it parses; otherwise the longest prefix that does, then the rest, so one stray
    /// line of prose does not hide the code around it.
    ///
    /// Shrinking costs a parse per line at every start, which is cubic on a long run that never
    /// parses (the fuzzer's 150 lines of `$a = (;` took seconds); past a budget linear in the run,
    /// only the whole rest is tried at each start, so short runs split exactly as before and a
    /// hostile document stays quadratic.
    private static func acceptedParts(of run: Range<Int>, _ lines: LineTable, _ file: SourceFile, _ pass: (any ParsedTreePass)?) -> [(region: SourceRange, tree: SyntaxTree)] {
        var parts: [(region: SourceRange, tree: SyntaxTree)] = []
        var start = run.lowerBound
        var budget = 2 * run.count + 32
        while start < run.upperBound {
            var part: (end: Int, region: SourceRange, tree: SyntaxTree)?
            var end = run.upperBound
            while end > start {
                if let range = lines.range(start..<end), let tree = accepted(range, file, pass) { part = (end, range, tree); break }
                end -= 1
                budget -= 1
                if budget <= 0 { break }
            }
            if let part {
                parts.append((part.region, part.tree))
                start = part.end
            } else {
                start += 1
            }
        }
        return parts
    }

    /// A fenced block may quote a whole file, open tag included.
    static func startMode(of region: SourceRange, in file: SourceFile) -> LexerStartMode {
        var position = region.start
        while position < region.end, file.bytes[position] == 32 || file.bytes[position] == 9 || file.bytes[position] == 10 || file.bytes[position] == 13 {
            position += 1
        }
        return file.bytes[position..<region.end].starts(with: "<?".utf8) ? .inlineHTML : .php
    }

    /// The region's tree when it parses cleanly and holds a variable; nil otherwise.
    private static func accepted(_ range: SourceRange, _ file: SourceFile, _ pass: (any ParsedTreePass)?) -> SyntaxTree? {
        let bytes = file.bytes[range.start..<range.end]
        guard bytes.contains(UInt8(ascii: "$")) else { return nil }
        let tree = Parser.parse(file, region: range, startingIn: startMode(of: range, in: file), then: pass)
        return tree.diagnostics.isEmpty && !tree.isEmpty ? tree : nil
    }

    /// A line that starts like a PHP statement people quote: a variable, a function header, a
    /// closing brace, a PHP comment, or a control keyword.
    static func looksLikePHP(_ text: ArraySlice<UInt8>) -> Bool {
        guard let first = text.first else { return false }
        if first == UInt8(ascii: "$") { return text.count > 1 }
        if first == UInt8(ascii: "}") { return true }
        if text.starts(with: "//".utf8) || text.starts(with: "/*".utf8) { return true }
        for keyword in ["function ", "return ", "return;", "if (", "if(", "foreach", "for (", "while", "else", "switch", "echo ", "define(", "const ", "require", "include", "use ", "namespace "] {
            if text.starts(with: keyword.utf8) { return true }
        }
        return false
    }

    /// Openers minus closers outside strings and `//` comments: enough to follow a multi-line array
    /// or function body.
    private static func bracketBalance(_ text: ArraySlice<UInt8>) -> Int {
        var balance = 0
        var quote: UInt8?
        var previous: UInt8 = 0
        for byte in text {
            if let open = quote {
                if byte == open && previous != UInt8(ascii: "\\") { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") {
                break
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                balance += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                balance -= 1
            }
            previous = byte
        }
        return balance
    }
}

/// Line boundaries of a file, with white space trimmed on demand.
private struct LineTable {
    /// Start offset and end offset (before the line break) of each line.
    var bounds: [(start: Int, end: Int)] = []

    init(_ file: SourceFile) {
        for (index, start) in file.lineStarts.enumerated() {
            var end = index + 1 < file.lineStarts.count ? file.lineStarts[index + 1] - 1 : file.bytes.count
            if end > start && file.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            bounds.append((start, max(start, end)))
        }
    }

    var count: Int { bounds.count }

    func trimmed(_ index: Int, _ file: SourceFile) -> ArraySlice<UInt8> {
        var slice = file.bytes[bounds[index].start..<bounds[index].end]
        while true {
            if let first = slice.first, first == 32 || first == 9 {
                slice = slice.dropFirst()
            } else if slice.starts(with: [0xC2, 0xA0]) {
                slice = slice.dropFirst(2)  // a no-break space, as pasted articles indent code
            } else {
                break
            }
        }
        while let last = slice.last, last == 32 || last == 9 { slice = slice.dropLast() }
        return slice
    }

    /// The bytes of lines `lines`, from the first line's start to the last line's end.
    func range(_ lines: Range<Int>) -> SourceRange? {
        guard !lines.isEmpty else { return nil }
        return SourceRange(start: bounds[lines.lowerBound].start, end: bounds[lines.upperBound - 1].end)
    }
}
