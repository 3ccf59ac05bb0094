import PHPSyntax
import PushAnalysis

extension IgnoreIndex {
    /// What the run's gtpush comments themselves get, once every finding has been through them:
    /// GT003 for a word gtpush does not know (which an ignore comment may silence too), then
    /// GT005 for an id that silenced nothing. Only the files the run checks are judged, not SDK
    /// copies nor files read for their includes; a run of one function (`--function`) has not
    /// seen what the other functions' comments silence, so it gives no GT005.
    func commentFindings(_ result: AnalysisResult, options: CheckOptions) -> [Finding] {
        let copies = Set(result.sdkCopies.map(\.file.path))
        let checked = result.directives.checkedFiles.filter { !copies.contains($0.path) }
        var findings: [Finding] = []
        if !options.disabled.contains(UnknownDirectiveRule.id) {
            for file in checked {
                findings += UnknownDirectiveRule.findings(in: file, result.directives.directives(in: file)).filter { allows($0) }
            }
        }
        guard result.function == nil, !options.disabled.contains(UnusedIgnoreRule.id) else { return findings }
        for file in checked {
            let unused = UnusedIgnoreRule.findings(in: file, result.directives.directives(in: file), skipping: options.disabled) { marker, id in
                silenced(id, path: file.path, marker: marker)
            }
            findings += unused.filter { allows($0) }
        }
        return findings
    }
}
