import Foundation
import GeTuiModel
import PHPRuntime
import SourceRanges

/// Whatever a builder returns: something that yields the APNs JSON.
public protocol APNSource {
    /// The bytes the SDK sends to APNs, or the error it stops with.
    func apnsJSON() throws(GTPushError) -> [UInt8]
}

/// `IGtAPNPayload`: the APNs part of a GeTui push. Fields and custom messages are the SDK model's;
/// `apnsJSON()` runs the serializer `gtpush preview` runs.
public final class IGtAPNPayload: APNSource, @unchecked Sendable {
    public static let silenceSound: PHPValue = .string(APNPayload.silenceSound)
    public static let maximumBytes = APNPayload.maximumBytes

    var model = APNPayload(creation: .empty)
    /// An alert object, or nil when `alertMsgValue` holds a plain value.
    private var alertObject: (any APNAlert)?
    public var multiMedias: [IGtMultiMedia] = []

    public init() {}

    /// `$apn->alertMsg = new DictionaryAlertMsg()` (or a `SimpleAlertMsg`).
    public var alert: (any APNAlert)? {
        get { alertObject }
        set { alertObject = newValue; model[.alertMsg] = Assigned(.null) }
    }

    /// `$apn->alertMsg = $value` with a plain value (a string, null…): the SDK fails on anything but null.
    public var alertMsg: PHPValue {
        get { alertObject == nil ? model[.alertMsg].value : .null }
        set { alertObject = nil; model[.alertMsg] = Assigned(newValue) }
    }

    public var badge: PHPValue { get { self[.badge] } set { self[.badge] = newValue } }
    public var autoBadge: PHPValue { get { self[.autoBadge] } set { self[.autoBadge] = newValue } }
    public var sound: PHPValue { get { self[.sound] } set { self[.sound] = newValue } }
    public var contentAvailable: PHPValue { get { self[.contentAvailable] } set { self[.contentAvailable] = newValue } }
    public var category: PHPValue { get { self[.category] } set { self[.category] = newValue } }
    public var apnsCollapseId: PHPValue { get { self[.apnsCollapseId] } set { self[.apnsCollapseId] = newValue } }
    public var voicePlayType: PHPValue { get { self[.voicePlayType] } set { self[.voicePlayType] = newValue } }
    public var voicePlayMessage: PHPValue { get { self[.voicePlayMessage] } set { self[.voicePlayMessage] = newValue } }

    /// `$apn->customMsg = $map`: replaces the map as it is, without `add_customMsg`'s filter.
    public var customMsg: PHPValue {
        get { .array(model.customMessages) }
        set { model.assignCustomMessages(Assigned(newValue)) }
    }

    private subscript(field: APNPayload.Field) -> PHPValue {
        get { model[field].value }
        set { model[field] = Assigned(newValue) }
    }

    /// `clone $apn`: the fields copied; the alert and media objects shared, as PHP's clone is shallow.
    public func cloned() -> IGtAPNPayload {
        let copy = IGtAPNPayload()
        copy.model = model
        copy.alertObject = alertObject
        copy.multiMedias = multiMedias
        return copy
    }

    /// `add_customMsg($key, $value)`: a pair whose key or value is loosely null is dropped.
    public func addCustomMsg(_ key: PHPValue, _ value: PHPValue) {
        model.addCustomMessage(key: key, value: value, origin: nil)
    }

    /// `add_multiMedia($media)`.
    @discardableResult public func addMultiMedia(_ media: IGtMultiMedia) -> IGtAPNPayload {
        multiMedias.append(media)
        return self
    }

    /// `get_payload()`: the JSON the SDK sends when no template checks its length.
    public func apnsJSON() throws(GTPushError) -> [UInt8] {
        var heap = SDKHeap()
        let handle = allocate(in: &heap)
        guard case .apnPayload(let payload)? = heap[handle] else { throw GTPushError.noAPNPayload }
        return try Self.bytes(TemplateSubmission.outcome(of: payload, heap: heap, checkLength: false))
    }

    /// This payload and the objects it refers to, as they are now, in a heap the SDK model reads.
    func allocate(in heap: inout SDKHeap) -> PHPObjectHandle {
        var payload = model
        if let alertObject {
            payload[.alertMsg] = Assigned(.object(heap.allocate(alertObject.sdkObject)))
        }
        payload.multiMedias = multiMedias.map { Assigned(.object(heap.allocate(.multiMedia($0.model)))) }
        return heap.allocate(.apnPayload(payload))
    }

    static func bytes(_ outcome: SubmissionOutcome) throws(GTPushError) -> [UInt8] {
        switch outcome {
        case .sent(let json):
            guard let bytes = json.exactBytes else { throw GTPushError.jsonEncodeFailed(reason: "unknown value") }
            return bytes
        case .dropped(.jsonEncodeFailed(let failure)):
            throw GTPushError.jsonEncodeFailed(reason: failure.description)
        case .dropped:
            throw GTPushError.noAPNPayload
        case .thrown(let failure):
            throw GTPushError(failure)
        }
    }
}
