import PHPRuntime

/// One of the `IGt*Template` classes. Only what decides the APNs part and what `explain` shows is kept.
public struct PushTemplate: Sendable, Hashable {
    public var className: String
    /// What `set_apnInfo` (directly or through `set_pushInfo`) produced; nil until it is called.
    public var apnInfo: APNSubmission?
    public var transmissionContent: Assigned?
    public var transmissionType: Assigned?

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
    /// `set_apnInfo(null)`, or `json_encode` failed: the APNs part is silently left out.
    case dropped(reason: String)
    case thrown(SDKFailure)
}
