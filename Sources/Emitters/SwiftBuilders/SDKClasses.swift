import GeTuiModel
import PHPRuntime
import PHPSyntax

/// The SDK's classes as a builder sees them: read from the schemas (`SDKClassSchema` for v1,
/// `V2ClassSchema` for v2), as the interpreter and GTPushRuntime read them, and spelled as the
/// runtime takes them. A class is known by its SDK name (`IGtAPNPayload`, `GTAps`), which
/// `SwiftType.object` carries.
enum SDKClasses {
    enum PropertyKind: Equatable {
        /// `IGtAPNPayload::alertMsg`: an alert object or a plain value.
        case alert
        case value
    }

    /// What a helper's parameter is when the helper gives it an APNs part: any template.
    static let baseTemplate = SDKClass.baseTemplate

    /// The SDK class as the schemas spell it, for `new X` (namespaces and case ignored); nil for
    /// `MediaType`, which has only constants, and for any other class.
    static func knownClass(_ phpName: String) -> String? {
        if let v1 = SDKClass(name: phpName), v1 != .mediaType { return v1.rawValue }
        return V2Class(name: phpName)?.rawValue
    }

    /// Any class of the SDKs by its SDK spelling, `MediaType` too: whose constants PHP looks up.
    static func className(_ phpName: String) -> String? {
        SDKClass(name: phpName)?.rawValue ?? V2Class(name: phpName)?.rawValue
    }

    /// The runtime's type for an SDK class: its own class for v1's payload, alerts and media, one
    /// class for every template and one for every v2 class.
    static func swiftType(_ className: String) -> String {
        if V2Class(name: className) != nil { return "GTApiRequest" }
        if isTemplate(className) { return "IGtBaseTemplate" }
        return className
    }

    /// `new X()` in the runtime.
    static func construction(_ className: String) -> String {
        if let v2Class = V2Class(name: className) { return "GTApiRequest(.\(v2Class))" }
        if let template = SDKClass(name: className), template.isTemplate { return "IGtBaseTemplate(.\(template))" }
        return className + "()"
    }

    static func isTemplate(_ className: String) -> Bool {
        className == baseTemplate || SDKClass(name: className)?.isTemplate == true
    }

    static func isV2(_ className: String) -> Bool { V2Class(name: className) != nil }

    static func isAlert(_ className: String) -> Bool {
        className == SDKClass.dictionaryAlertMsg.rawValue || className == SDKClass.simpleAlertMsg.rawValue
    }

    /// The schema of a v1 class, or of the templates' shared base.
    private static func v1Schema(_ className: String) -> SDKClassSchema? {
        SDKClassSchema.named(className)
    }

    /// The SDK class a helper's parameter must be, from the methods the helper calls on it: a
    /// template's or the payload's (v1), or the one v2 class that has them all.
    static func parameterClass(_ name: String, in body: [Stmt]) -> String? {
        var found: String?
        var methods: [String] = []
        body.forEachExpression { expr in
            guard case .methodCall(let object, .identifier(let method, _), _, _) = expr.kind, case .variable(name) = object.kind else { return }
            methods.append(method)
            guard found == nil else { return }
            if v1Schema(baseTemplate)?.method(method) != nil {
                found = baseTemplate
            } else if SDKClass.apnPayload.schema.method(method) != nil {
                found = SDKClass.apnPayload.rawValue
            }
        }
        if let found { return found }
        let v2 = V2Class.allCases.filter { v2Class in !methods.isEmpty && methods.allSatisfy { v2Class.schema.method($0) != nil } }
        return v2.count == 1 ? v2[0].rawValue : nil
    }

    /// A public field of a v1 class (v2's are private).
    static func property(_ name: String, of className: String) -> PropertyKind? {
        guard let property = v1Schema(className)?.property(name) else { return nil }
        return className == SDKClass.apnPayload.rawValue && property.name == APNPayload.Field.alertMsg.rawValue ? .alert : .value
    }

    /// PHP's Error for writing a v2 object's property, which the SDK declares private.
    static func privateAccess(_ name: String, of className: String) -> String? {
        V2Class(name: className).flatMap { SDKObject.privateAccess(V2Object($0), name) }
    }

    /// What a field expects, for the type of a builder's parameter that feeds it: the same name
    /// in every v1 class that declares it, or nil.
    static func expectation(ofProperty name: String) -> SDKClassSchema.Expectation? {
        let found = SDKClass.allCases.compactMap { $0.schema.property(name)?.expects }
        return found.first
    }

    /// `$apn->APN_SOUND_SILENCE`: an instance property holding a constant.
    static func instanceConstant(_ name: String, of className: String) -> PHPValue? {
        v1Schema(className)?.instanceConstants[name]
    }

    /// `MediaType::pic`, `GTStrategy::STRATEGY_THIRD_ONLY`: nil when the class has no such constant.
    static func constant(_ name: String, of className: String) -> PHPValue? {
        if let v2Class = V2Class(name: className) { return v2Class.schema.constants[name] }
        return SDKClass(name: className)?.schema.constants[name]
    }

    /// `IGtAPNPayload::$PAYLOAD_MAX_BYTES`.
    static func staticProperty(_ name: String, of className: String) -> PHPValue? {
        SDKClass(name: className)?.schema.staticProperties[name]
    }

    /// A method a builder calls on an SDK object.
    struct Method {
        /// The name as the SDK spells it, which the runtime looks up.
        var name: String
        var arity: ClosedRange<Int>
        var argument: Argument
        var result: Result
    }

    enum Argument: Equatable {
        /// Values only.
        case values
        /// An object of that class (`add_multiMedia`, `set_apnInfo`).
        case object(String)
        /// A v2 object slot: any object, or a value (which the SDK throws on when it serializes).
        case anyObject
        /// A list of objects (`setMultimedia`, `set_multiMedias`): an array of objects, or as `anyObject`.
        case anyObjects
    }

    enum Result: Equatable {
        /// A setter: nothing to use.
        case none
        /// `$this`: a chain's next call runs on the same object.
        case this
        /// A value: `get_payload()`'s JSON, a getter's field, `getApiParam()`'s array.
        case value
    }

    static func method(_ name: String, of className: String) -> Method? {
        if let v2Class = V2Class(name: className) {
            let schema = v2Class.schema
            guard let method = schema.method(name) else { return nil }
            let spelled = schema.spelling(of: method)
            switch method {
            case .set(let property):
                // An object slot or list takes any object (or value) as the SDK does; a scalar's key, values.
                let argument: Argument = switch schema.encoding(of: property) {
                case .object?: .anyObject
                case .objects?: .anyObjects
                case .value?, nil: .values
                }
                return Method(name: spelled, arity: 1...1, argument: argument, result: .none)
            case .add: return Method(name: spelled, arity: 1...1, argument: .anyObject, result: .none)
            case .addOption: return Method(name: spelled, arity: 3...3, argument: .values, result: .none)
            case .get(let property):
                // A getter of an object slot would give the object back, which a value cannot hold.
                guard schema.encoding(of: property) == nil || schema.encoding(of: property) == .value else { return nil }
                return Method(name: spelled, arity: 0...0, argument: .values, result: .value)
            case .apiParam: return Method(name: spelled, arity: 0...0, argument: .values, result: .value)
            }
        }
        guard let method = v1Schema(className)?.method(name), method.effect != .outsideAPNs else { return nil }
        let argument = method.objectArgument.map { Argument.object($0.rawValue) } ?? (method.effect == .setMultiMedias ? .anyObjects : .values)
        let result: Result = method.returnsThis ? .this : (method.effect == .payload ? .value : .none)
        return Method(name: method.name, arity: method.arity, argument: argument, result: result)
    }

    /// A template setter that never reaches the APNs bytes: a builder leaves it out, and its
    /// arguments with it.
    static func isOutsideAPNs(_ name: String, of className: String) -> Bool {
        isTemplate(className) && v1Schema(className)?.method(name)?.effect == .outsideAPNs
    }

    /// SDK classes that never decide the APNs bytes: messages, targets, the client.
    static func isOutsideAPNsClass(_ phpName: String) -> Bool {
        SDKClassSchema.isOutsideAPNsClass(phpName)
    }
}
