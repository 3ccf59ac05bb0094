import PHPRuntime
import Platform
import PushAnalysis
import Testing

/// Issue 49, item 4: a left-deep chain is evaluated from its first operand out. A concatenation
/// grows one string (each level used to copy the string so far, and counted the copy against the
/// string budget), and an unknown is named once, after the whole chain, from the same inputs.
@Suite struct ChainEvaluationTests {
    /// `$apn->sound` after `code`, in a function whose parameters `$a`, `$b` and `$o` are unknown.
    /// Parsed and analysed on a thread with gtpush's own stack: a test runner's is too small for
    /// a chain of thousands of links in a debug build.
    static func sound(_ code: String, limits: InterpreterLimits = InterpreterLimits()) -> (value: PHPValue, notes: [String]) {
        let source = "<?php\nfunction build($a, $b, $o) {\n$apn = new IGtAPNPayload();\n" + code + "}\n"
        var found: (value: PHPValue, notes: [String])?
        LargeStackThreads.run(1) { _ in
            let result = Analyzer(units: SourceLoader.units(path: "chain.php", bytes: Array(source.utf8)), limits: limits).analyze()
            found = (result.records[0].payload[.sound].value, result.notes.map(\.message))
        }
        return found!
    }

    /// 5,000 parts of 100 bytes: half a megabyte, within a 1 MiB budget; copied level by level
    /// it was 1.25 GB of strings, and the budget ran out a fiftieth of the way.
    @Test func aLongConcatenationCostsItsLength() {
        var limits = InterpreterLimits()
        limits.maximumAllocatedBytes = 1 << 20
        let part = "\"" + String(repeating: "x", count: 100) + "\""
        let (value, notes) = Self.sound("$apn->sound = " + Array(repeating: part, count: 5_000).joined(separator: " . ") + ";\n", limits: limits)
        #expect(value == .string(Array(String(repeating: "x", count: 500_000).utf8)))
        #expect(notes == [])
    }

    @Test func anUnknownChainIsNamedOnceWithEveryInput() {
        let (value, _) = Self.sound("$apn->sound = $a . \"-\" . $b . \"-\" . $a . \".caf\";\n")
        #expect(value == .unknown(UnknownValue(expression: "$a . \"-\" . $b . \"-\" . $a . \".caf\"", sources: ["$a", "$b"])))
    }

    /// A level PHP refuses is noted where it is, and names the unknown the levels above build on.
    @Test func aRefusedLevelInTheMiddle() {
        let (value, notes) = Self.sound("$apn->sound = 1 + [] + 2 + 3;\n")
        #expect(value == .unknown(UnknownValue(expression: "1 + [] + 2 + 3", sources: ["1 + []"])))
        #expect(notes == ["PHP would stop here: TypeError: Unsupported operand types: int + array"])
    }

    /// `&&` after an unknown may still be known: `$a && false` is false whatever `$a` is.
    @Test func aShortCircuitAfterUnknownLevels() {
        let (value, _) = Self.sound("$apn->sound = $a . \"x\" . \"y\" && false;\n")
        #expect(value == .bool(false))
    }

    /// A name too long to read well keeps its start and end.
    @Test func aLongNameKeepsItsStartAndEnd() {
        let (value, _) = Self.sound("$apn->sound = $o" + String(repeating: "->w()", count: 300) + ";\n")
        guard case .unknown(let unknown) = value else { Issue.record("\(value)"); return }
        let text = "$o" + String(repeating: "->w()", count: 300)
        #expect(unknown.expression == String(text.prefix(666)) + " … " + String(text.suffix(333)))
    }
}
