/// A unified diff of two versions of one file, as `git apply` and `patch -p1` accept it. Works
/// on bytes: CRLF lines, a BOM and non-UTF-8 text are written exactly as they are in the file.
public enum UnifiedDiff {
    /// `--- a/PATH` / `+++ b/PATH` and hunks with `context` lines around each change; empty when
    /// the two are equal. A leading `./` or `/` is dropped from the path so that `-p1` works.
    public static func make(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> [UInt8] {
        guard old != new else { return [] }
        let oldLines = LineDiff.lines(old), newLines = LineDiff.lines(new)
        let steps = LineDiff.steps(oldLines, newLines)
        var name = Substring(path)
        while name.hasPrefix("./") { name = name.dropFirst(2) }
        while name.hasPrefix("/") { name = name.dropFirst() }
        var out: [UInt8] = Array("--- a/\(name)\n+++ b/\(name)\n".utf8)
        // The lines of each side before the hunk, counted on from the last hunk (counting from
        // the start for each made a diff of n hunks cost n times the file).
        var counted = 0, oldBefore = 0, newBefore = 0
        for hunk in hunks(steps, context: context) {
            for step in steps[counted..<hunk.lowerBound] {
                switch step {
                case .keep: oldBefore += 1; newBefore += 1
                case .delete: oldBefore += 1
                case .insert: newBefore += 1
                }
            }
            counted = hunk.lowerBound
            out += header(hunk, steps: steps, oldBefore: oldBefore, newBefore: newBefore)
            for step in steps[hunk] {
                switch step {
                case .keep(let index, _): out += line(" ", oldLines[index])
                case .delete(let index): out += line("-", oldLines[index])
                case .insert(let index): out += line("+", newLines[index])
                }
            }
        }
        return out
    }

    /// Ranges of `steps` to print: each change with up to `context` kept lines either side,
    /// merged when two changes are close enough for their contexts to touch.
    static func hunks(_ steps: [LineDiff.Step], context: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for (index, step) in steps.enumerated() {
            if case .keep = step { continue }
            let start = max(0, index - context), end = min(steps.count, index + context + 1)
            if let last = result.last, start <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                result.append(start..<end)
            }
        }
        return result
    }

    /// `@@ -start,count +start,count @@`; a count of 1 is left out and an empty side starts at
    /// the line before it, as diff(1) writes them. `oldBefore` and `newBefore`: each side's lines
    /// before the hunk, which say where a side starts even if the hunk holds none of its lines.
    static func header(_ hunk: Range<Int>, steps: [LineDiff.Step], oldBefore: Int, newBefore: Int) -> [UInt8] {
        var oldStart: Int?, newStart: Int?, oldCount = 0, newCount = 0
        for step in steps[hunk] {
            switch step {
            case .keep(let old, let new):
                oldStart = oldStart ?? old; newStart = newStart ?? new; oldCount += 1; newCount += 1
            case .delete(let old): oldStart = oldStart ?? old; oldCount += 1
            case .insert(let new): newStart = newStart ?? new; newCount += 1
            }
        }
        func range(_ start: Int?, _ before: Int, _ count: Int) -> String {
            if count == 0 { return "\(before),0" }
            let first = (start ?? before) + 1
            return count == 1 ? "\(first)" : "\(first),\(count)"
        }
        return Array("@@ -\(range(oldStart, oldBefore, oldCount)) +\(range(newStart, newBefore, newCount)) @@\n".utf8)
    }

    /// One diff line; a file's last line without a line ending gets diff's marker after it.
    static func line(_ prefix: Character, _ bytes: [UInt8]) -> [UInt8] {
        var out = Array(String(prefix).utf8) + bytes
        if bytes.last != UInt8(ascii: "\n") {
            out += Array("\n\\ No newline at end of file\n".utf8)
        }
        return out
    }
}
