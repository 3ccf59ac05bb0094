import GeTuiModel
import PHPSyntax
import PushAnalysis
import PushRules

/// The inputs of a command, read and parsed on all cores: units to analyse, and everything that
/// went wrong on the way (unreadable files, syntax errors), in input order.
struct LoadedProgram {
    var units: [SourceUnit] = []
    var problems: [String] = []
    var syntaxErrors: [Diagnostic] = []
    /// The same problems, kept whole for the other languages and for the reports that list them.
    var problemList: [InputFiles.Problem] = []
    var unreadable = 0
    /// Every file the run read or walked past, as named (`-` for standard input).
    var paths: [String] = []
    /// What reading found to say to the analysis: each include it would not follow out of the project.
    var readingNotes: [AnalysisNote] = []
    /// The paths given and what they came to.
    let inputs: InputFiles
    private let includeRoots: IncludeRoots

    private struct LoadedFile: Sendable {
        var units: [SourceUnit] = []
        var problem: InputFiles.Problem?
        /// True when the problem is that the file could not be read (exit 2), not that it is binary.
        var unreadable = false
        /// Its bytes name the SDK.
        var namesSDK = false
        /// Read, and parsed only if some file of the run names the SDK: it defines constants and
        /// nothing else of interest.
        var constantsOnly: (display: String, bytes: [UInt8])?
    }

    /// `skipIrrelevant`: files found by walking a directory are parsed only when their bytes
    /// mention the SDK, or define a constant while some file of the run mentions the SDK (with
    /// no payload, nothing reads the constants); files named on the command line are always parsed.
    init(paths: [String], includeRoots: IncludeRoots, includeVendor: Bool = false, exclude: ExcludeList = .none, skipIrrelevant: Bool = false, progress output: Output? = nil) {
        self.includeRoots = includeRoots
        let inputs = InputFiles(paths, includeVendor: includeVendor, exclude: exclude)
        self.inputs = inputs
        self.paths = inputs.paths
        for problem in inputs.problems {
            problems.append(problem.formatted)
            problemList.append(problem)
            unreadable += 1
        }
        let named = Set(paths)
        let progress = output.map { ProgressLine(output: $0, total: inputs.paths.count, verb: .read) }
        defer { progress?.finish() }
        var report: (@Sendable (Int) -> Void)?
        if let progress { report = { done in progress.update(done) } }
        var loaded = ParallelMap.map(inputs.paths, progress: report) { (path: String) -> LoadedFile in
            switch InputFiles.readText(path) {
            case .failure(let problem):
                return LoadedFile(problem: problem, unreadable: !problem.isBinary)
            case .success(let (display, bytes)):
                guard skipIrrelevant else { return LoadedFile(units: SourceLoader.units(path: display, bytes: bytes)) }
                let relevance = PayloadPrefilter.relevance(bytes)
                if relevance == .payload || named.contains(path) {
                    return LoadedFile(units: SourceLoader.units(path: display, bytes: bytes), namesSDK: relevance == .payload)
                }
                return relevance == .constants ? LoadedFile(constantsOnly: (display, bytes)) : LoadedFile()
            }
        }
        if loaded.contains(where: \.namesSDK) {
            let waiting = loaded.indices.filter { loaded[$0].constantsOnly != nil }
            let files = waiting.map { loaded[$0].constantsOnly! }
            let parsed = ParallelMap.map(files) { SourceLoader.units(path: $0.display, bytes: $0.bytes) }
            for (index, units) in zip(waiting, parsed) { loaded[index].units = units }
        }
        for file in loaded {
            if let problem = file.problem {
                problems.append(problem.formatted)
                problemList.append(problem)
                if file.unreadable { unreadable += 1 }
            }
            for unit in file.units { syntaxErrors += unit.tree.diagnostics }
            units += file.units
        }
        autoload = ComposerFiles.autoload(near: paths)
        readDependencies()
    }

    /// Where Composer would load the inputs' classes from: the `composer.json` nearest each input.
    var autoload = ComposerAutoload()

    /// At most this many files are read because scripts include or autoload them.
    static let maximumDependencies = 2_000

    /// Reads what the scripts include by a fixed path and the PSR-4 files of the classes they
    /// import, then what those need, as support units: they run when called, and are not
    /// reported on their own. A file that cannot be read is left out quietly; PHP's own error
    /// would come at run time, and the call just stays unknown. Their syntax is not reported
    /// either, so they are parsed without the compile-time pass. One outside the project
    /// (`IncludeRoots`) is not read, and a note says so where the code names it.
    private mutating func readDependencies() {
        var tried: Set<String> = []
        var dependencies = ScriptDependencies(autoload: autoload)
        while tried.count < Self.maximumDependencies {
            let wanted = dependencies.missing(units).filter { !tried.contains($0.path) }.prefix(Self.maximumDependencies - tried.count)
            guard !wanted.isEmpty else { return }
            tried.formUnion(wanted.map(\.path))
            var allowed: [String] = []
            for dependency in wanted {
                if includeRoots.allows(dependency.path) {
                    allowed.append(dependency.path)
                } else {
                    readingNotes.append(AnalysisNote(kind: .outsideProject(path: dependency.path, root: includeRoots.projectRoot), file: dependency.file, range: dependency.range))
                }
            }
            let loaded = ParallelMap.map(allowed) { (path: String) -> [SourceUnit] in
                guard InputFiles.isRegularFile(path), case .success(let (display, bytes)) = InputFiles.readText(path) else { return [] }
                return SourceLoader.units(path: display, bytes: bytes, compileChecks: false).map { unit in
                    var unit = unit
                    unit.isEntry = false
                    return unit
                }
            }
            units += loaded.flatMap { $0 }
        }
    }

    /// Problems and syntax errors, in input order, as lines for standard error.
    var messages: [String] { problems + syntaxErrors.map(\.formatted) }

    /// `messages` in `language`: the problems worded by the catalogue, PHP's syntax errors as PHP says them.
    func messages(_ language: Language) -> [String] { problemList.map { $0.formatted(language) } + syntaxErrors.map(\.formatted) }

    /// The syntax errors (GT001) and the problems (GT002) as findings, for the reports that list
    /// them beside the rules'; a problem with the file as a whole has line and column 0.
    var frontEndFindings: [Finding] {
        units.filter(\.isEntry).flatMap { unit in unit.tree.diagnostics.map { SyntaxErrorRule.finding($0, in: unit.file) } }
            + problemList.map { UnreadableFileRule.finding(path: $0.path, $0.localized, location: $0.location, isBinary: $0.isBinary) }
    }
}

/// A byte search that rules out most files of a large backend before any parsing.
enum PayloadPrefilter {
    enum Relevance: Equatable {
        /// The bytes name the SDK: a payload may be built or sent here.
        case payload
        /// They define constants, which a payload elsewhere may read, and name nothing of the SDK.
        case constants
        case none
    }

    private static let sdkNames = SDKVocabulary.mentions
    /// Both kinds in one search, so a file is read once: a constant found first only means
    /// reading on for a name.
    private static let search = MultiByteSearch(sdkNames + ["define(", "\nconst "])

    static func relevance(_ bytes: [UInt8]) -> Relevance {
        var relevance = Relevance.none
        var start = 0
        while let match = search.firstMatch(bytes, from: start) {
            if match.needle < sdkNames.count {
                if isWhole(match, in: bytes) { return .payload }
            } else {
                relevance = .constants
            }
            start = match.offset + 1
        }
        return relevance
    }

    /// Each cut word's whole word and where the cut begins in it, by the needle's index.
    private static let cuts: [Int: (whole: [UInt8], at: Int)] = Dictionary(uniqueKeysWithValues: SDKVocabulary.cutMentions.map { cut in
        (sdkNames.firstIndex(of: cut.cut)!, (Array(cut.whole.utf8), cut.at))
    })

    /// Whether a match is a word of `mentions`, or its cut word stands in its whole word: a
    /// WordPress file's `with_message_parts` made every file that defines a constant parsed,
    /// and every file the one named included, for a tree with no GeTui code.
    private static func isWhole(_ match: (needle: Int, offset: Int), in bytes: [UInt8]) -> Bool {
        guard let cut = cuts[match.needle] else { return true }
        let start = match.offset - cut.at
        guard start >= 0, start + cut.whole.count <= bytes.count else { return false }
        // Case folded, as the search matched it: PHP's method names have no case (`->SetAlert(`).
        return bytes[start..<(start + cut.whole.count)].elementsEqual(cut.whole) { $0.phpLowercased == $1.phpLowercased }
    }
}

extension Bindings {
    /// Bindings from `--set` arguments; the first malformed one is a usage error.
    static func parse(_ arguments: [String]) throws(ArgumentList.UsageError) -> Bindings {
        var bindings = Bindings()
        for argument in arguments {
            do {
                try bindings.add(argument)
            } catch {
                throw ArgumentList.UsageError(message: Message.bindingError(error))
            }
        }
        return bindings
    }
}
