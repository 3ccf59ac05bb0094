import Foundation
import GeTuiModel
import PHPRuntime

/// Whatever a v1 builder returns: something that yields the APNs JSON.
public protocol APNSource {
    /// The bytes the SDK sends to APNs, or the error it stops with.
    func apnsJSON() throws(GTPushError) -> [UInt8]
}

/// `IGtAPNPayload`: the APNs part of a GeTui push. `apnsJSON()` runs the serializer `gtpush
/// preview` runs on the fields and objects as they are.
public final class IGtAPNPayload: GeTuiObject, APNSource, @unchecked Sendable {
    public static let silenceSound: PHPValue = .string(APNPayload.silenceSound)
    public static let maximumBytes = APNPayload.maximumBytes

    public convenience init() {
        self.init(model: .apnPayload(APNPayload(creation: .empty)))
    }

    /// `$apn->alertMsg = new DictionaryAlertMsg()` (or a `SimpleAlertMsg`); a plain value is
    /// written as the `alertMsg` field.
    public var alert: (any APNAlert)? {
        get {
            guard case .object(let handle)? = model.read(APNPayload.Field.alertMsg.rawValue) else { return nil }
            return heldObject(handle) as? any APNAlert
        }
        set { _ = model.write(APNPayload.Field.alertMsg.rawValue, Assigned(newValue.map(holding) ?? .null)) }
    }

    /// `get_payload()`: the JSON the SDK sends when no template checks its length.
    public func apnsJSON() throws(GTPushError) -> [UInt8] {
        guard case .apnPayload(let payload) = model else { throw GTPushError.noAPNPayload }
        return try Self.bytes(TemplateSubmission.outcome(of: payload, heap: heap(), checkLength: false))
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
