import PHPSyntax
import PushAnalysis
import PushRules

/// One file as `fix` found it and leaves it.
public struct FileFix: Sendable {
    public var path: String
    public var original: [UInt8]
    /// The bytes to write; equal to `original` when nothing was fixed or the fix was refused.
    public var fixed: [UInt8]
    /// The findings whose fixes were applied, in file order (for `fixed N problems (…)` and the notes).
    public var applied: [Finding]
    /// Errors still there after fixing (no safe fix exists for them), from the re-check.
    public var remaining: [Finding]
    /// The syntax errors of `fixed`.
    public var syntaxErrors: [Diagnostic] = []
    /// Why the fixes were not kept (the file does not parse, overlapping edits, a syntax error
    /// they would add, a fix that did not remove its error); nil when they were.
    public var refusal: String? { refusalMessage?.text(.english) }
    /// `refusal` as a catalogue message.
    public var refusalMessage: Message?
    /// Findings whose fix was not applied because its edit would change more than the value
    /// (`EditShape`), with the reason.
    public var declined: [(finding: Finding, reason: Message)] = []
    /// One line per payload `fix` leaves alone on purpose, saying why.
    public var leftAlone: [Message] = []

    public var changed: Bool { fixed != original }
}

/// Plans, applies and verifies the fixes for a set of files. Everything happens in memory:
/// nothing is written here, so a refused fix leaves the file as it was.
public struct FileFixer: Sendable {
    public var bindings: Bindings
    public var function: String?
    public var options: CheckOptions
    /// Passes of fix-then-recheck before giving up. One pass fixes what the rules see at once; a
    /// fix whose edits meet another's waits for the next (GT103's item after an alert item GT101
    /// removes), and a fix that only shows after another (GT201 once GT101 empties the aps) lands
    /// then too; a fix still wanted after that is not converging.
    public var maximumPasses = 4

    public init(bindings: Bindings = Bindings(), function: String? = nil, options: CheckOptions = CheckOptions()) {
        self.bindings = bindings
        self.function = function
        self.options = options
    }

    /// Fixes every file; all are analysed together, so a helper in one file counts for another.
    /// Each analysis is reused until the bytes it saw change: a run that fixes once analyses twice.
    public func fix(_ files: [(path: String, bytes: [UInt8])]) -> [FileFix] {
        var results = files.map { FileFix(path: $0.path, original: $0.bytes, fixed: $0.bytes, applied: [], remaining: [], refusalMessage: nil) }
        let syntaxBefore = results.map { syntaxErrors(path: $0.path, bytes: $0.original) }
        var leftAlone: [String: [Message]] = [:]
        var findings = check(results, leftAlone: &leftAlone)
        var active = Set(results.indices)
        // Each pass's edits, so a fix found in a later pass is told at its place in the file as given.
        var history = [[[TextEdit]]](repeating: [], count: results.count)
        let original = results.map { SourceFile(path: $0.path, bytes: $0.original) }
        // A file that does not parse is never changed: what the parser recovered is a guess.
        for index in results.indices {
            guard let first = syntaxBefore[index].first else { continue }
            results[index].refusalMessage = Message("fix.refusal.doesNotParse", ["place": .verbatim("\(first.location.line):\(first.location.column)"), "message": .verbatim(first.message)])
            active.remove(index)
        }
        for _ in 0..<maximumPasses where !active.isEmpty {
            var changed = false
            for index in active.sorted() {
                let trees = ShapedTrees(SourceLoader.units(path: results[index].path, bytes: results[index].fixed).map(\.tree))
                let shaped = Self.compatible(findings[results[index].path, default: []].compactMap { finding in
                    Self.shapedEdits(finding, in: trees).map { (finding: finding, edits: $0) }
                })
                let fixable = shaped.map(\.finding)
                if fixable.isEmpty { active.remove(index); continue }
                do {
                    let edits = try EditApplier.normalize(shaped.flatMap(\.edits), size: results[index].fixed.count)
                    results[index].fixed = try EditApplier.apply(edits, to: results[index].fixed)
                    results[index].applied += fixable.map { Self.placed($0, in: original[index], through: history[index]) }
                    history[index].append(edits)
                    changed = true
                } catch {
                    let file = fixable[0].file
                    refuse(&results[index], Message("verbatim", ["text": .verbatim(error.description(in: file))]))
                    active.remove(index)
                    changed = true
                }
            }
            guard changed else { break }
            findings = check(results, leftAlone: &leftAlone)
        }
        // The re-check that makes `fix` safe: the fixed bytes must parse as well as the original
        // did, and must want no further fix. `findings` is already the analysis of these bytes.
        var refused = false
        for index in results.indices {
            results[index].syntaxErrors = syntaxBefore[index]
            guard results[index].refusal == nil && results[index].changed else { continue }
            let file = results[index]
            // Parsed once for every finding's look (parsing for each made a file of n fixes cost n parses).
            let units = SourceLoader.units(path: file.path, bytes: file.fixed)
            let syntaxAfter = Self.syntaxErrors(units)
            let trees = ShapedTrees(units.map(\.tree))
            if syntaxAfter.count > syntaxBefore[index].count {
                refuse(&results[index], Message("fix.refusal.wouldNotParse"))
                refused = true
            } else if let left = findings[file.path]?.first(where: { Self.shapedEdits($0, in: trees) != nil }) {
                refuse(&results[index], Message("fix.refusal.notRemoved", ["rule": .verbatim(left.rule), "message": .message(left.message)]))
                refused = true
            } else {
                results[index].syntaxErrors = syntaxAfter
            }
        }
        if refused { findings = check(results, leftAlone: &leftAlone) }
        for index in results.indices {
            let left = findings[results[index].path, default: []]
            results[index].remaining = left.filter { $0.severity == .error }
            results[index].leftAlone = leftAlone[results[index].path, default: []]
            guard results[index].syntaxErrors.isEmpty else { continue }
            let trees = ShapedTrees(SourceLoader.units(path: results[index].path, bytes: results[index].fixed).map(\.tree))
            for finding in left where finding.fix != nil {
                if case .refuse(let reason) = Self.shapeVerdict(finding, in: trees) { results[index].declined.append((finding, reason)) }
            }
        }
        return results
    }

    /// `finding` as the file given to `fix` has it: a finding of a later pass points into bytes
    /// earlier passes changed, so its offset is taken back through their edits.
    static func placed(_ finding: Finding, in original: SourceFile, through passes: [[TextEdit]]) -> Finding {
        guard !passes.isEmpty else { return finding }
        var placed = finding
        placed.offset = passes.reversed().reduce(finding.offset) { EditApplier.offsetBefore($0, edits: $1) }
        placed.file = original
        return placed
    }

    /// The edits of `finding`'s fix as `EditShape` lets them apply; nil when it has no fix or
    /// the shape check refuses any of them.
    static func shapedEdits(_ finding: Finding, in trees: ShapedTrees) -> [TextEdit]? {
        guard case .apply(let edits) = shapeVerdict(finding, in: trees) else { return nil }
        return edits
    }

    /// The fixes that can go in one pass, in file order: a fix whose edits overlap or meet another
    /// taken one's (an insertion at the edge of a replaced range) waits for the next pass, when the
    /// rules see the code the first made. The same edit from two rules (GT601 and GT102 writing one
    /// sound) is one edit.
    static func compatible(_ shaped: [(finding: Finding, edits: [TextEdit])]) -> [(finding: Finding, edits: [TextEdit])] {
        var taken: [TextEdit] = []
        return shaped.filter { candidate in
            let fits = candidate.edits.allSatisfy { edit in taken.allSatisfy { $0 == edit || !meets($0.range, edit.range) } }
            if fits { taken += candidate.edits }
            return fits
        }
    }

    /// True when two edits' ranges share a byte, or one inserts at an edge of the other's range.
    static func meets(_ a: SourceRange, _ b: SourceRange) -> Bool {
        if a.start == a.end && b.start == b.end { return false }
        if a.start == a.end { return b.start <= a.start && a.start <= b.end }
        if b.start == b.end { return a.start <= b.start && b.start <= a.end }
        return a.start < b.end && b.start < a.end
    }

    private enum ShapedFix { case apply([TextEdit]), refuse(Message), none }

    private static func shapeVerdict(_ finding: Finding, in trees: ShapedTrees) -> ShapedFix {
        guard let fix = finding.fix else { return .none }
        if let refusal = fix.refusal { return .refuse(refusal) }
        var edits: [TextEdit] = []
        for edit in fix.edits {
            switch EditShape.check(edit, in: trees) {
            case .apply(let shaped): edits.append(shaped)
            case .refuse(let reason): return .refuse(reason)
            }
        }
        return .apply(edits)
    }

    private func refuse(_ file: inout FileFix, _ reason: Message) {
        file.refusalMessage = reason
        file.fixed = file.original
        file.applied = []
    }

    /// Every finding, by path, for the files' current bytes; keeps the left-alone lines of the
    /// last analysis in `leftAlone`.
    private func check(_ files: [FileFix], leftAlone: inout [String: [Message]]) -> [String: [Finding]] {
        let units = files.flatMap { SourceLoader.units(path: $0.path, bytes: $0.fixed) }
        let result = Analyzer(units: units, bindings: bindings).analyze(function: function)
        let checked = FixFindings.findingsAndLeftAlone(result, options: options)
        leftAlone = checked.leftAlone
        return Dictionary(grouping: checked.findings.sorted(by: Finding.sortedOrder), by: \.path)
    }

    private func syntaxErrors(path: String, bytes: [UInt8]) -> [Diagnostic] {
        Self.syntaxErrors(SourceLoader.units(path: path, bytes: bytes))
    }

    private static func syntaxErrors(_ units: [SourceUnit]) -> [Diagnostic] {
        units.flatMap(\.tree.diagnostics).filter { $0.severity == .error }
    }
}
