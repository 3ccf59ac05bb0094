import Foundation
import GTPushTestSupport
import PushAnalysis
import PushRules
import Testing

/// Runs `gtpush fix` on one file holding `bytes` and returns what it printed and the file after.
func runFix(_ bytes: [UInt8], name: String = "push.php", _ options: [String] = []) -> (result: CLIResult, after: [UInt8]) {
    withTemporaryDirectory { directory in
        let path = directory.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let result = gtpush(["fix"] + options + [path])
        let after = FileManager.default.contents(atPath: path).map(Array.init) ?? []
        return (result, after)
    }
}

/// Convenience for UTF-8 sources.
func runFix(_ text: String, _ options: [String] = []) -> (result: CLIResult, after: String) {
    let (result, after) = runFix(Array(text.utf8), options)
    return (result, String(decoding: after, as: UTF8.self))
}

/// The errors `gtpush check` would report for `bytes`, as rule ids.
func errorRules(_ bytes: [UInt8], path: String = "push.php", intent: Intent? = nil, bindings: [String] = []) -> [String] {
    var binding = Bindings()
    for text in bindings { try? binding.add(text) }
    let result = Analyzer(units: SourceLoader.units(path: path, bytes: bytes), bindings: binding).analyze()
    return RuleEngine.check(result, options: CheckOptions(intent: intent)).allFindings.filter { $0.severity == .error }.map(\.rule)
}
