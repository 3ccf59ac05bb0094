import PHPSyntax
import PushAnalysis

/// Splits an analysis into the SDK copies it walked (vendored `IGt.BaseTemplate.php` and friends)
/// and the user code the rules judge.
struct SDKCopies {
    var userCode: AnalysisResult
    /// GT004's one note for the tree, when there was a copy.
    var finding: Finding?

    init(_ result: AnalysisResult) {
        var copies: [String: (file: SourceFile, className: String)] = [:]
        var seen: Set<String> = []
        let files = result.records.map(\.file) + result.notes.map(\.file)
        for file in files where seen.insert(file.path).inserted {
            if let className = SDKCopyRule.declaredClass(file) { copies[file.path] = (file, className) }
        }
        var userCode = result
        userCode.records.removeAll { copies[$0.file.path] != nil }
        userCode.notes.removeAll { copies[$0.file.path] != nil }
        self.userCode = userCode
        finding = SDKCopyRule.finding(copies.keys.sorted().map { copies[$0]! })
    }
}
