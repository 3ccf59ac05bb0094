import GeTuiModel
import PHPRuntime

/// `IGtBaseTemplate`: what every GeTui template (`IGtTransmissionTemplate`, …) does with its APNs
/// part. Only what reaches the APNs bytes is kept: app ids, keys and transmission content are not.
public final class IGtBaseTemplate: GeTuiObject, APNSource, @unchecked Sendable {
    /// `new IGtTransmissionTemplate()` and the other templates: `IGtBaseTemplate(.transmissionTemplate)`.
    public convenience init(_ template: SDKClass) {
        self.init(model: .template(PushTemplate(className: template.rawValue)))
    }

    /// A template of no class in particular: what a helper that only gives a template its APNs
    /// part is handed.
    public convenience init() {
        self.init(model: .template(PushTemplate(className: SDKClass.baseTemplate)))
    }

    /// What `set_apnInfo` (or `set_pushInfo`) made of its payload at the moment it ran.
    public func apnsJSON() throws(GTPushError) -> [UInt8] {
        guard case .template(let template) = model, let submission = template.apnInfo else { throw GTPushError.noAPNPayload }
        return try IGtAPNPayload.bytes(submission.outcome)
    }
}
