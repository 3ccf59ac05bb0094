import GeTuiModel
import PHPRuntime
import PHPSyntax

/// Which of GeTui's interfaces sends a payload.
public enum PushAPI: String, Sendable, Hashable, CaseIterable {
    /// The v1 PHP SDK: `IGtAPNPayload` and a template.
    case v1
    /// The v2 RestAPI PHP SDK: `GTPushRequest`, `GTIos`, `GTAps`, …
    case v2
    /// A v2 RestAPI body the code writes as a PHP array and posts itself.
    case rest
}

/// One payload the code builds, on one path through it: the IR every later stage reads.
public struct PayloadRecord: Sendable {
    /// v1: `payload`, `heap` and `outcome` describe it. v2 and REST: `outcome` holds the request
    /// body and `v2` where its parts are; `payload` is an empty v1 payload no rule reads.
    public var api: PushAPI = .v1
    public var v2: V2Push?
    /// The entry point's file. Every range here lies in it: a payload created or changed by
    /// code in another file points at the call in this file that ran that code.
    public var file: SourceFile
    /// The function analysed as the entry point; nil for top-level code or a snippet.
    public var function: String?
    /// The `new IGtAPNPayload` expression, or the `set_pushInfo` call (or the call that led to it).
    public var creation: SourceRange
    /// The payload as the SDK serialised it: at `set_apnInfo` when a template took it, else at the
    /// end of the entry point.
    public var payload: APNPayload
    /// The payload's objects (alerts, media) as they were at that moment.
    public var heap: SDKHeap
    /// Every object the path created, as they were when it ended: what GT301 looks through for
    /// alerts never attached. The same as `heap` when no template took the payload.
    public var pathHeap: SDKHeap
    public var outcome: SubmissionOutcome
    /// The `set_apnInfo` call, when a template took the payload.
    public var submission: Origin?
    /// The class of the template that took it (`IGtAPNTemplate` carries no transmission).
    public var templateClass: String?
    /// The branches assumed on this path; empty when there was only one path.
    public var assumptions: [String]
    /// True when the payload came from a snippet without `<?php` or from a document.
    public var isSnippet: Bool
    /// Comments on or just above the creation line (`gtpush: silent`, `gtpush: disable GT104`).
    public var directives: [CommentDirective]
    /// True when the code hands other payloads to a template but never this one (a draft, or one
    /// replaced by a second `set_apnInfo`): the SDK never sends it (GT304), and it is not previewed.
    public var isUnsent = false
    /// False when a budget (steps, calls, paths) stopped the analysis of its entry point before
    /// the end: code that could still change it was not followed.
    public var isComplete = true

    public init(file: SourceFile, function: String?, creation: SourceRange, payload: APNPayload, heap: SDKHeap, pathHeap: SDKHeap, outcome: SubmissionOutcome, submission: Origin?, assumptions: [String], isSnippet: Bool, directives: [CommentDirective]) {
        self.file = file
        self.function = function
        self.creation = creation
        self.payload = payload
        self.heap = heap
        self.pathHeap = pathHeap
        self.outcome = outcome
        self.submission = submission
        self.assumptions = assumptions
        self.isSnippet = isSnippet
        self.directives = directives
    }

    public var location: SourceLocation { file.location(of: creation.start) }
}

extension PushAPI {
    /// Every interface: for rules about what any push is meant to be.
    public static let every: Set<PushAPI> = Set(allCases)
    /// The v2 RestAPI, through the SDK or as a raw array.
    public static let restAPI: Set<PushAPI> = [.v2, .rest]
}
