// libFuzzer target: a small tree of files checked together never crashes and finishes. The input
// is split at NUL bytes into up to four files; the files share function and class names and
// include each other, as scripts in one backend folder do. Ranges of one file must never be read
// out of another (the crash "Stop the damage first" fixed), and every finding must point inside
// the file it names.
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
    let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
    var units: [SourceUnit] = []
    for (index, part) in parts.enumerated() {
        // Every file but the first also declares a helper the first one calls, with its own length.
        var text = Array(part)
        if index > 0 { text += Array("\n<?php function helper\(index % 2)($a = null) { $apn = new IGtAPNPayload(); $apn->sound = $a; return $apn; }\n".utf8) }
        // Each file includes the next by a path the code fixes, in a namespace with an import,
        // so per-script resolution, include closures and name resolution all run.
        text += Array("\n<?php namespace N\(index); use N\((index + 1) % 4)\\C as D; require_once __DIR__ . '/f\(index + 1).php'; class C { static function b() { return helper\(index % 2)(D::class); } }\n".utf8)
        var loaded = SourceLoader.units(path: "dir/f\(index).php", bytes: text)
        // The last file stands for one read only because another includes it.
        if index == 3 { for position in loaded.indices { loaded[position].isEntry = false } }
        units += loaded
    }
    let result = Analyzer(units: units, limits: limits).analyze()
    let report = RuleEngine.check(result, options: CheckOptions(intent: .silent))
    for finding in report.allFindings {
        precondition(finding.offset >= 0 && finding.offset <= finding.file.bytes.count, "a finding points outside \(finding.path)")
        if let edits = finding.fix?.edits {
            for edit in edits { precondition(edit.range.end <= finding.file.bytes.count, "a fix edits outside \(finding.path)") }
        }
    }
    return 0
}
