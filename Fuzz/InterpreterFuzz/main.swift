// libFuzzer target: loading, interpreting and checking any input never crashes and finishes.
// Limits are smaller than the CLI's so each run stays fast; libFuzzer's -timeout catches hangs.
import PHPSyntax
import PushAnalysis
import PushRules

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    var limits = InterpreterLimits()
    limits.maximumSteps = 50_000
    limits.maximumLoopIterations = 100
    limits.maximumStringBytes = 1 << 16
    // The last byte picks the path (so documents reach the snippet finder) and the intent, which
    // steer the loader and the rules without a separate input format.
    let selector = Int(bytes.last ?? 0)
    let path = ["fuzz.php", "fuzz.md", "fuzz.inc"][selector % 3]
    let intent = [nil, Intent.silent, .normal, .mixed][(selector / 3) % 4]
    let units = SourceLoader.units(path: path, bytes: bytes)
    let result = Analyzer(units: units, limits: limits).analyze()
    _ = RuleEngine.check(result, options: CheckOptions(intent: intent))
    return 0
}
