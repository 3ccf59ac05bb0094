import GeTuiModel
import PHPRuntime

/// What `get_alertMsg()` will make of an alert object's fields, without running it.
enum AlertFacts {
    /// Whether the SDK emits this field: a scalar `!= null && != ""`, a list with an element.
    /// nil when unknown.
    static func emits(_ value: PHPValue, list: Bool) -> Bool? {
        if value.isUnknown { return nil }
        if list {
            if case .array(let array) = value { return !array.isEmpty }
            return false
        }
        guard let isNull = PHPComparison.looseEquals(value, .null), let isEmpty = PHPComparison.looseEquals(value, .string([])) else { return nil }
        return !isNull && !isEmpty
    }

    /// The alert object `alertMsg` refers to, if it is one.
    static func dictionary(_ payload: APNPayload, heap: SDKHeap) -> DictionaryAlertMsg? {
        guard case .object(let handle) = payload[.alertMsg].value, case .dictionaryAlert(let alert)? = heap[handle] else { return nil }
        return alert
    }

    static func simple(_ payload: APNPayload, heap: SDKHeap) -> SimpleAlertMsg? {
        guard case .object(let handle) = payload[.alertMsg].value, case .simpleAlert(let alert)? = heap[handle] else { return nil }
        return alert
    }
}
