import GeTuiModel
import PHPRuntime
import SourceRanges

/// `IGtBaseTemplate`: what every GeTui template does with its APNs part. Only what reaches the
/// APNs bytes is kept: app ids, keys and transmission content are not.
public class IGtBaseTemplate: APNSource, @unchecked Sendable {
    /// What `set_apnInfo` (or `set_pushInfo`) made of its payload at the moment it ran.
    private var submission: SubmissionOutcome?

    public init() {}

    /// `set_apnInfo($payload)`: the JSON is made now; later changes to the payload are not sent.
    public func apnInfo(_ payload: IGtAPNPayload?) throws(GTPushError) {
        var heap = SDKHeap()
        let value = payload.map { PHPValue.object($0.allocate(in: &heap)) } ?? .null
        try submit(value, heap: heap)
    }

    /// `set_pushInfo($actionLocKey, $badge, $message, $sound, $payload, $locKey, $locArgs, $launchImage, $contentAvailable)`.
    public func pushInfo(_ arguments: PHPValue...) throws(GTPushError) {
        var heap = SDKHeap()
        let handle = TemplateSubmission.buildPushInfoPayload(arguments, heap: &heap, origin: Origin(statement: .empty))
        try submit(.object(handle), heap: heap)
    }

    private func submit(_ value: PHPValue, heap: SDKHeap) throws(GTPushError) {
        let outcome = TemplateSubmission.submit(value, heap: heap, call: Origin(statement: .empty)).outcome
        if case .thrown(let failure) = outcome { throw GTPushError(failure) }
        submission = outcome
    }

    public func apnsJSON() throws(GTPushError) -> [UInt8] {
        guard let submission else { throw GTPushError.noAPNPayload }
        return try IGtAPNPayload.bytes(submission)
    }
}

public final class IGtTransmissionTemplate: IGtBaseTemplate, @unchecked Sendable {}
public final class IGtNotificationTemplate: IGtBaseTemplate, @unchecked Sendable {}
public final class IGtLinkTemplate: IGtBaseTemplate, @unchecked Sendable {}
public final class IGtNotyPopLoadTemplate: IGtBaseTemplate, @unchecked Sendable {}
public final class IGtStartActivityTemplate: IGtBaseTemplate, @unchecked Sendable {}
public final class IGtAPNTemplate: IGtBaseTemplate, @unchecked Sendable {}
