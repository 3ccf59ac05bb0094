import PHPRuntime

/// One of the `IGt*Template` classes. Only what decides the APNs part is kept.
public struct PushTemplate: Sendable, Hashable {
    public var className: String
    /// What `set_apnInfo` (directly or through `set_pushInfo`) produced; nil until it is called.
    public var apnInfo: APNSubmission?

    public init(className: String) {
        self.className = className
    }
}

/// A `set_apnInfo($payload)` call: the payload as it was at that moment, and what the SDK made of it.
public struct APNSubmission: Sendable, Hashable {
    /// The payload object passed; nil when the argument was null or not a payload.
    public var payload: PHPObjectHandle?
    /// The payload and the objects its JSON reads, as they were when the call ran: later changes
    /// are not sent.
    public var heap: SDKHeap
    public var call: Origin
    public var outcome: SubmissionOutcome

    public init(payload: PHPObjectHandle?, heap: SDKHeap, call: Origin, outcome: SubmissionOutcome) {
        self.payload = payload
        self.heap = heap
        self.call = call
        self.outcome = outcome
    }
}

public enum SubmissionOutcome: Sendable, Hashable {
    /// The APNs JSON the template carries.
    case sent(PayloadJSON)
    /// The APNs part is silently left out.
    case dropped(reason: DropReason)
    case thrown(SDKFailure)
}

/// Why `set_apnInfo` stored no APNs part, without throwing.
public enum DropReason: Sendable, Hashable, CustomStringConvertible {
    case nullArgument
    case unknownArgument
    /// `get_payload()` returned false because `json_encode` did.
    case jsonEncodeFailed(PHPJSON.Failure)

    public var description: String {
        switch self {
        case .nullArgument: "set_apnInfo was given null"
        case .unknownArgument: "set_apnInfo was given a value gtpush cannot know"
        case .jsonEncodeFailed(let failure): "json_encode failed: \(failure)"
        }
    }
}
