import PHPRuntime

/// `$object->name` and `$object->name = $value` on an SDK object, as PHP and the SDK's classes do
/// them: a declared field (the schemas' names), a property PHP makes on the fly, or PHP's Error.
/// The interpreter and the builders' runtime both read and write fields through here.
extension SDKObject {
    /// `$object->name = $value`. Returns PHP's Error message when PHP refuses the write (a v2
    /// object's private property); the object is then unchanged.
    public mutating func write(_ property: String, _ value: Assigned) -> String? {
        switch self {
        case .apnPayload(var payload):
            if let field = APNPayload.Field(rawValue: property) {
                payload[field] = value
            } else if property == "customMsg" {
                payload.assignCustomMessages(value)
            } else {
                payload.undeclaredProperties[property] = value
            }
            self = .apnPayload(payload)
        case .dictionaryAlert(var alert):
            if let field = DictionaryAlertMsg.Field(rawValue: property) {
                alert[field] = value
            } else {
                alert.undeclaredProperties[property] = value
            }
            self = .dictionaryAlert(alert)
        case .simpleAlert(var alert):
            if let field = SimpleAlertMsg.Field(rawValue: property) {
                alert[field] = value
            } else {
                alert.undeclaredProperties[property] = value
            }
            self = .simpleAlert(alert)
        case .multiMedia(var media):
            // A property the class does not declare is never read: it is not kept.
            guard let field = MultiMedia.Field(rawValue: property) else { return nil }
            media[field] = value
            self = .multiMedia(media)
        case .template:
            break
        case .v2(let object):
            // The SDK's properties are private: PHP refuses the write (`$aps->sound = …`, a v1 habit).
            // Any other name makes a dynamic property, which the SDK never sends.
            return Self.privateAccess(object, property)
        case .other(let className, var properties):
            properties[property] = value.value
            self = .other(className: className, properties: properties)
        }
        return nil
    }

    /// `$object->name`; nil when it cannot be known here (a template's, a v2 object's, a property
    /// of another class no code set).
    public func read(_ property: String) -> PHPValue? {
        switch self {
        case .apnPayload(let payload):
            if let field = APNPayload.Field(rawValue: property) { return payload[field].value }
            if property == "customMsg" { return .array(payload.customMessages) }
            // A public instance property of the SDK's payload class (not a class constant).
            if let constant = SDKClass.apnPayload.schema.instanceConstants[property] { return constant }
            return payload.undeclaredProperties[property]?.value ?? .null
        case .dictionaryAlert(let alert):
            if let field = DictionaryAlertMsg.Field(rawValue: property) { return alert[field].value }
            return alert.undeclaredProperties[property]?.value ?? .null
        case .simpleAlert(let alert):
            if let field = SimpleAlertMsg.Field(rawValue: property) { return alert[field].value }
            return alert.undeclaredProperties[property]?.value ?? .null
        case .multiMedia(let media):
            return MultiMedia.Field(rawValue: property).map { media[$0].value } ?? .null
        case .other(_, let properties):
            return properties[property]
        case .template, .v2:
            return nil
        }
    }

    /// PHP's Error for `$object->name` on a v2 SDK object, whose properties are private (and
    /// `apiParam` protected); nil for a name the class does not declare.
    public static func privateAccess(_ object: V2Object, _ property: String) -> String? {
        if property == "apiParam" { return "Cannot access protected property \(object.sdkClass.rawValue)::$apiParam" }
        guard object.schema.allProperties.contains(property) else { return nil }
        return "Cannot access private property \(object.sdkClass.rawValue)::$\(property)"
    }
}
