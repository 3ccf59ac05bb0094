import PHPSyntax
import PushAnalysis

/// One check, as a type: its identity, documentation and examples are static so the registry,
/// SARIF's rule table and the example tests read them without running anything.
public protocol PushRule: Sendable {
    /// `GT101`.
    static var id: String { get }
    /// `silent-alert`.
    static var name: String { get }
    static var severity: Diagnostic.Severity { get }
    static var summary: String { get }
    /// Complete small PHP files that must produce this rule; a `↓` (removed before checking)
    /// marks where the finding must be.
    static var triggeringExamples: [String] { get }
    /// Complete small PHP files that must not.
    static var nonTriggeringExamples: [String] { get }
    /// Options an example needs (e.g. `--intent normal`, `--sounds`).
    static var exampleOptions: CheckOptions { get }
    /// True when the rule fires because of what the payload is meant to be: its diagnostics then
    /// end with where that intent came from ("(meant silent: the function is named `x`)").
    static var dependsOnIntent: Bool { get }
    /// Files that `fix` (with `exampleOptions`) must turn into exactly the given output.
    static var corrections: [Correction] { get }

    /// True for a rule about payloads the SDK never sends; the others look only at sent ones.
    static var checksUnsentPayloads: Bool { get }

    /// The interfaces whose payloads the rule judges: v1's SDK rules do not apply to a v2 body.
    static var apis: Set<PushAPI> { get }

    /// The sentences its findings say, by catalogue key (`GT101.alert`), in each language, and its
    /// Chinese summary (`rule.GT101.summary`): a rule's words live in its own file.
    static var messages: RuleMessages { get }

    init()
    func check(_ context: RuleContext) -> [Finding]
}

extension PushRule {
    public static var exampleOptions: CheckOptions { CheckOptions() }
    public static var checksUnsentPayloads: Bool { false }
    public static var apis: Set<PushAPI> { [.v1] }
    public static var corrections: [Correction] { [] }
    public static var dependsOnIntent: Bool { false }
}

/// A rule's entries of the catalogue, in both languages.
public struct RuleMessages: Sendable {
    public var english: [String: String]
    public var chinese: [String: String]

    public init(english: [String: String], chinese: [String: String]) {
        self.english = english
        self.chinese = chinese
    }
}

/// An input file and what `fix` makes of it.
public struct Correction: Sendable {
    public var input: String
    public var output: String

    public init(_ input: String, _ output: String) {
        self.input = input
        self.output = output
    }
}

/// A rule whose findings come from the analysis's notes (a constant not defined, a variable read
/// before it is set) rather than from one payload's fields.
public protocol NoteDrivenRule: PushRule {
    static func finding(_ note: AnalysisNote) -> Finding?
}

/// Every rule, in id order.
public enum RuleRegistry {
    // `all` and `frontEnd` are written by scripts/rule-registry.sh (RuleRegistry+Rules.swift).

    /// Every rule a report can name, in id order: the front end's, then the engine's.
    public static let documented: [any PushRule.Type] = frontEnd + all

    /// The rules the engine feeds with analysis notes.
    static let noteDriven: [any NoteDrivenRule.Type] = all.compactMap { $0 as? any NoteDrivenRule.Type }

    public static func rule(id: String) -> (any PushRule.Type)? {
        all.first { $0.id == id }
    }
}

/// A rule's static description as a plain value, for tables (SARIF, `--help`) and tests.
public struct RuleInfo: Sendable {
    public var id: String
    public var name: String
    public var severity: Diagnostic.Severity
    public var summary: String
    /// The triggering examples as PHP, markers removed.
    public var triggeringExamples: [String]
    /// The triggering examples as written, with `↓` where the finding must be.
    public var markedExamples: [String]
    public var nonTriggeringExamples: [String]
    public var exampleOptions: CheckOptions
    public var corrections: [Correction]
    public var dependsOnIntent: Bool

    init<R: PushRule>(_ rule: R.Type) {
        id = R.id
        name = R.name
        severity = R.severity
        summary = R.summary
        triggeringExamples = R.triggeringExamples.map { String($0.filter { $0 != "↓" }) }
        markedExamples = R.triggeringExamples
        nonTriggeringExamples = R.nonTriggeringExamples
        exampleOptions = R.exampleOptions
        corrections = R.corrections
        dependsOnIntent = R.dependsOnIntent
    }
}

extension RuleRegistry {
    public static var infos: [RuleInfo] { all.map { info($0) } }

    public static func info(id: String) -> RuleInfo? { infos.first { $0.id == id } }

    /// Every rule a report can name, GT001 and GT002 included, in id order.
    public static var documentedInfos: [RuleInfo] { documented.map { info($0) } }

    static func info(_ rule: any PushRule.Type) -> RuleInfo { RuleInfo(rule) }
}
