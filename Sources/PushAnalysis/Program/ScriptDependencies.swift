/// Files the analysed scripts need that were not given: what they include by a fixed path, and
/// where Composer's PSR-4 autoload would find the classes they import. Reading them lets
/// `check a.php` see the helpers `a.php` requires, as PHP would run it.
public enum ScriptDependencies {
    /// Paths of files to read, in a stable order, not among `units`.
    public static func missing(_ units: [SourceUnit], autoload: ComposerAutoload) -> [String] {
        let known = Set(units.map { FilePaths.normalized($0.file.path) })
        let constants = IncludeTargets.stringConstants(of: units)
        var wanted: [String] = []
        var seen: Set<String> = known
        func want(_ path: String) {
            if seen.insert(path).inserted { wanted.append(path) }
        }
        let classNames = autoload.prefixes.isEmpty ? [] : units.map(ProgramIndex.classNames)
        let declared = Set(classNames.flatMap(\.declared).map { $0.phpLowercased })
        for (position, unit) in units.enumerated() {
            // An SDK copy is skipped as the SDK (GT004): what it includes is the SDK's plumbing.
            guard SDKCopies.declaredSDKClass(unit) == nil else { continue }
            IncludeTargets.paths(in: unit, constants: constants).forEach(want)
            guard !classNames.isEmpty else { continue }
            for name in classNames[position].imported where !declared.contains(name.phpLowercased) && !SDKCopies.isSDKClassName(name) {
                autoload.paths(for: name).forEach(want)
            }
        }
        return wanted
    }
}
