/// Swift source, line by line, at an indentation the printer tracks: `block` opens a brace,
/// indents what its body prints and closes it, so no caller writes indentation by hand.
final class SwiftCodePrinter {
    private(set) var lines: [String] = []
    private var level = 0
    static let indentation = "    "

    /// One line at the current indentation; an empty line stays empty.
    func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: Self.indentation, count: level) + text)
    }

    /// Lines another printer made, indented to the current level.
    func lines(_ printed: [String]) {
        for text in printed { line(text) }
    }

    /// `opener {`, the body one level in, `}` (or `closer`).
    func block<E: Error>(_ opener: String, closer: String = "}", _ body: () throws(E) -> Void) throws(E) {
        line(opener + " {")
        try indented(body)
        line(closer)
    }

    /// The body one level in.
    func indented<E: Error>(_ body: () throws(E) -> Void) throws(E) {
        level += 1
        defer { level -= 1 }
        try body()
    }

    /// Where the next line goes, to come back to with `unwrap(from:)`.
    var mark: Int { lines.count }

    /// Drops the line at `mark` (a block's opener) and brings the lines after it one level out.
    func unwrap(from mark: Int) {
        lines.remove(at: mark)
        for index in mark..<lines.count where lines[index].hasPrefix(Self.indentation) {
            lines[index].removeFirst(Self.indentation.count)
        }
    }

    /// Removes the last line.
    @discardableResult
    func dropLastLine() -> String? {
        lines.popLast()
    }

    /// Replaces the last line, at its indentation (`} while …` after a `repeat` block).
    func replaceLast(_ text: String) {
        guard !lines.isEmpty else { return }
        lines.removeLast()
        line(text)
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
