/// A throw (or fatal error) of the SDK, with the message PHP would print.
public struct SDKFailure: Error, Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// `aps` empty before content-available: `format error`.
        case emptyAPS
        /// `alertMsg` is a string, number, bool or array: a fatal error calling `get_alertMsg()`.
        case alertNotObject(typeName: String)
        /// `alertMsg` is an object without `get_alertMsg()`.
        case alertWithoutMethod(className: String)
        /// `set_apnInfo` was given something other than a payload object.
        case notAPayload(typeName: String, isObject: Bool)
        /// A list field of an alert holds a non-array: `count()` throws under PHP 8.
        case countOnNonArray(typeName: String)
        case multiMediaOverLimit
        case multiMediaIncomplete
        /// `strlen(json) > 2048` in `set_apnInfo`.
        case overlength(bytes: Int)
        /// The code stopped with a PHP Error before the push was sent (`Undefined constant …`).
        case phpError(String)
        /// v2: an object slot holds a value that is not an object (`setAlert("text")`, `setAps([…])`).
        case apiParamOnNonObject(typeName: String)
        /// v2: an object slot holds an object without `getApiParam()` (a v1 `IGtAPNPayload`).
        case apiParamUndefined(className: String)
        /// v2: an object that holds itself: `getApiParam()` would call itself without end.
        case selfContaining(className: String)
        /// v2: `addMsgList` after `setMsgList` gave the list a value that is not an array.
        case arrayPushOnNonArray(typeName: String)
    }

    public var reason: Reason

    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// The message as PHP reports it; exceptions thrown inside `get_payload()` are wrapped.
    public var message: String {
        switch reason {
        case .emptyAPS: "create apn payload error: format error"
        case .alertNotObject(let type): "Call to a member function get_alertMsg() on \(type)"
        case .alertWithoutMethod(let className): "Call to undefined method \(className)::get_alertMsg()"
        case .notAPayload(let type, let isObject):
            isObject ? "Call to undefined method \(type)::get_payload()" : "Call to a member function get_payload() on \(type)"
        case .countOnNonArray(let type): "count(): Argument #1 ($value) must be of type Countable|array, \(type) given"
        case .multiMediaOverLimit: "create apn payload error: MultiMedias size overlimit"
        case .multiMediaIncomplete: "create apn payload error: MultiMedia resType and resUrl can't be null"
        case .overlength(let bytes): "APN payload length overlength (\(bytes)>\(APNPayload.maximumBytes))"
        case .phpError(let message): message
        case .apiParamOnNonObject(let type): "Call to a member function getApiParam() on \(type)"
        case .apiParamUndefined(let className): "Call to undefined method \(className)::getApiParam()"
        case .selfContaining(let className): "\(className)::getApiParam() calls itself without end: the object holds itself"
        case .arrayPushOnNonArray(let type): "array_push(): Argument #1 ($array) must be of type array, \(type) given"
        }
    }
}
