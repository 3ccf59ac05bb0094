// libFuzzer target: fixing never crashes, and never touches bytes outside its edits.
import PHPSyntax
import PushRules
import Emitters

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    for fix in FileFixer().fix([(path: "fuzz.php", bytes: bytes)]) {
        if fix.original != bytes { fatalError("original bytes not kept") }
        if fix.applied.isEmpty || fix.refusal != nil {
            if fix.fixed != bytes { fatalError("output differs although nothing was applied (refusal: \(fix.refusal ?? "none"))") }
            continue
        }
        // Later passes edit the output of earlier ones, so only what precedes every edit is
        // comparable in the original's offsets.
        let edits = fix.applied.flatMap { $0.fix?.edits ?? [] }
        let first = edits.map(\.range.start).min() ?? count
        if first > count || first > fix.fixed.count || fix.fixed[..<first] != bytes[..<first] {
            fatalError("bytes before the first edit (offset \(first)) changed")
        }
    }
    return 0
}
