import PHPSyntax

/// Files the analysed scripts need that were not given: what they include by a fixed path, and
/// where Composer's PSR-4 autoload would find the classes they import. Reading them lets
/// `check a.php` see the helpers `a.php` requires, as PHP would run it.
///
/// Asked again each time the files it named have been read, with those files appended: what it
/// learned of the units before (their paths, constants, classes) is kept, not learned again.
public struct ScriptDependencies {
    /// A file a script needs, and the code that names it.
    public struct Dependency: Sendable {
        public var path: String
        /// The file whose code needs it.
        public var file: SourceFile
        /// The include's path expression; empty for a class Composer would load.
        public var range: SourceRange
    }

    private let autoload: ComposerAutoload
    /// How many units the fields below describe: the first ones of every later call.
    private var described = 0
    private var known: Set<String> = []
    /// The fixed-string constants, the first definition of a name winning, in unit order.
    private var constants: [String: IncludeTargets.PathValue] = [:]
    private var isSDKCopy: [Bool] = []
    /// By unit, when Composer maps namespaces to folders: the classes it declares and names.
    private var classNames: [(declared: [String], imported: [String])] = []
    private var declared: Set<String> = []

    public init(autoload: ComposerAutoload) {
        self.autoload = autoload
    }

    /// Files to read, in a stable order, not among `units`; `units` begins with the units of the
    /// previous call.
    public mutating func missing(_ units: [SourceUnit]) -> [Dependency] {
        if units.count < described { self = ScriptDependencies(autoload: autoload) }
        // What each new unit declares and includes takes a walk of its tree: walked on all cores
        // and their deep stacks (each unit keeps its include facts), then read in order below.
        let usesAutoload = !autoload.prefixes.isEmpty
        let walked = ParallelMap.map(Array(units[described...])) { unit in
            _ = unit.includeFacts
            // An SDK copy is skipped as the SDK (GT004): what it includes is the SDK's plumbing.
            return (isSDKCopy: SDKCopies.declaredSDKClass(unit) != nil, classNames: usesAutoload ? ProgramIndex.classNames(unit) : nil)
        }
        for (unit, facts) in zip(units[described...], walked) {
            known.insert(FilePaths.normalized(unit.file.path))
            IncludeTargets.addStringConstants(of: unit, to: &constants)
            isSDKCopy.append(facts.isSDKCopy)
            if let names = facts.classNames {
                classNames.append(names)
                declared.formUnion(names.declared.map { $0.phpLowercased })
            }
        }
        described = units.count
        var wanted: [Dependency] = []
        var seen = known
        func want(_ path: String, _ unit: SourceUnit, _ range: SourceRange) {
            if seen.insert(path).inserted { wanted.append(Dependency(path: path, file: unit.file, range: range)) }
        }
        for (position, unit) in units.enumerated() where !isSDKCopy[position] {
            // A constant read since the last call may fix an include that could not be followed then.
            for target in IncludeTargets.targets(in: unit, constants: constants) { want(target.path, unit, target.range) }
            guard !autoload.prefixes.isEmpty else { continue }
            for name in classNames[position].imported where !declared.contains(name.phpLowercased) && !SDKCopies.isSDKClassName(name) {
                for path in autoload.paths(for: name) { want(path, unit, .empty) }
            }
        }
        return wanted
    }
}
