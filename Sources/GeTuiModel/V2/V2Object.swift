import PHPRuntime
import SourceRanges

/// An object of one of the v2 SDK's classes: the `apiParam` array it has written so far, and the
/// properties its setters stored, each with the call that set it.
public struct V2Object: Sendable, Hashable {
    public var sdkClass: V2Class
    /// `$this->apiParam`: a scalar setter writes its key here at once; `getApiParam()` appends
    /// its keys here too, and they stay (SDK-v2.md §3: a key keeps the position of its first write).
    public internal(set) var apiParam = PHPArray()
    /// The call that last wrote each key of `apiParam` by a setter.
    public internal(set) var keyOrigins: [PHPArray.Key: Origin] = [:]
    /// The properties setters and adders stored, with the call that last set each.
    public private(set) var properties: [String: Assigned] = [:]
    /// The body as the push API sent it (`pushToSingleByCid($push)`), when the code sent it:
    /// later changes are not sent.
    public var sent: V2Submission?

    public init(_ sdkClass: V2Class) {
        self.sdkClass = sdkClass
    }

    public var schema: V2ClassSchema { sdkClass.schema }

    /// A property as the object holds it: set, else its default (null, `array()` or `false`).
    public subscript(property: String) -> Assigned {
        if let assigned = properties[property] { return assigned }
        switch schema.defaults[property] {
        case .emptyArray?: return Assigned(.array(PHPArray()))
        case .false?: return Assigned(.bool(false))
        case nil: return Assigned(.null)
        }
    }

    /// `setX($value)`: stores the property, and writes its key at once if the setter is a scalar one.
    public mutating func set(_ property: String, _ value: Assigned) {
        properties[property] = value
        if let scalar = schema.scalar(property: property) {
            let key = PHPArray.Key.string(Array(scalar.key.utf8))
            apiParam[key] = value.value
            keyOrigins[key] = value.origin
        }
    }

    /// `addMultimedia($m)` / `addMsgList($m)`. `GTIos` starts a new list when the property is
    /// `empty()`; `GTPushBatchRequest` pushes onto what it holds, which PHP refuses unless it is
    /// an array. Returns PHP's error when it throws.
    public mutating func add(to property: String, _ value: Assigned) -> SDKFailure? {
        let current = self[property].value
        let list: PHPArray
        if sdkClass == .ios, V2Serializer.isEmpty(current) != false {
            list = PHPArray(list: [value.value])
        } else if case .array(var array) = current {
            array.append(value.value)
            list = array
        } else if current.isUnknown {
            properties[property] = Assigned(current, origin: value.origin)
            return nil
        } else {
            return SDKFailure(.arrayPushOnNonArray(typeName: current.typeName))
        }
        properties[property] = Assigned(.array(list), origin: value.origin)
        return nil
    }

    /// `GTUps::addOption($constraint, $key, $value)`: `$this->options[$constraint ?: "ALL"][$key] = $value`.
    public mutating func addOption(constraint: PHPValue, key: PHPValue, value: PHPValue, origin: Origin) {
        let group: PHPValue = PHPComparison.looseEquals(constraint, .null) == true ? .string("ALL") : constraint
        guard let groupKey = PHPArray.Key(group), let itemKey = PHPArray.Key(key),
              case .array(var options) = self["options"].value == .null ? .array(PHPArray()) : self["options"].value else {
            properties["options"] = Assigned(.unknown(UnknownValue(expression: "addOption")), origin: origin)
            return
        }
        var inner: PHPArray = if case .array(let existing)? = options[groupKey] { existing } else { PHPArray() }
        inner[itemKey] = value
        options[groupKey] = .array(inner)
        properties["options"] = Assigned(.array(options), origin: origin)
    }

    /// The objects this one holds in its properties (directly or inside arrays), by handle id.
    public var heldObjects: [Int] {
        var ids: [Int] = []
        func collect(_ value: PHPValue) {
            switch value {
            case .object(let handle): ids.append(handle.id)
            case .array(let array): array.values.forEach(collect)
            default: break
            }
        }
        for property in schema.stored { collect(self[property].value) }
        return ids
    }
}

/// What `getApiParam()` made of a request at one moment: at a push API call (`pushToSingleByCid`,
/// `createListMsg`, …), or at the end of the code that built it.
public struct V2Submission: Sendable, Hashable {
    public var outcome: SubmissionOutcome
    /// The array `getApiParam()` returned, also when `json_encode` then failed; nil when it threw.
    public var body: PHPArray?
    public var origins: V2Origins
    /// The push API call; nil when the code did not send it.
    public var call: Origin?

    public init(outcome: SubmissionOutcome, body: PHPArray?, origins: V2Origins, call: Origin? = nil) {
        self.outcome = outcome
        self.body = body
        self.origins = origins
        self.call = call
    }
}
