import Foundation
import GeTuiModel
import PHPRuntime

/// Why a builder gives no payload or body: what the GeTui SDK (or PHP itself) stops with. `description`
/// is PHP's own message, as `gtpush preview` prints it.
public enum GTPushError: Error, LocalizedError, Sendable, Hashable, CustomStringConvertible {
    /// `aps` would be empty: `create apn payload error: format error`.
    case emptyAPS
    /// The JSON is longer than `set_apnInfo` accepts.
    case overlength(actual: Int, limit: Int)
    /// More than three `IGtMultiMedia`.
    case multiMediaOverLimit
    /// An `IGtMultiMedia` without a type or a url.
    case multiMediaIncomplete
    /// `json_encode` returned false (invalid UTF-8, INF or NAN…): the SDK sends no APNs part.
    case jsonEncodeFailed(reason: String)
    /// A template whose `set_apnInfo` was never called, or was given null.
    case noAPNPayload
    /// v2 and raw REST: `json_encode` of the body returned false (a string that is not UTF-8):
    /// nothing is sent.
    case noRequestBody(reason: String)
    /// A fatal error inside the SDK (`Call to a member function get_alertMsg() on string`).
    case sdkFatal(message: String)
    /// An error the PHP code itself throws (`TypeError`: `Unsupported operand types: string + int`).
    case php(type: String, message: String)

    public var description: String {
        switch self {
        case .emptyAPS: SDKFailure(.emptyAPS).message
        case .overlength(let actual, _): SDKFailure(.overlength(bytes: actual)).message
        case .multiMediaOverLimit: SDKFailure(.multiMediaOverLimit).message
        case .multiMediaIncomplete: SDKFailure(.multiMediaIncomplete).message
        case .jsonEncodeFailed(let reason): "json_encode failed: \(reason)"
        case .noAPNPayload: "the template carries no APNs payload"
        case .noRequestBody(let reason): "no request body: \(reason)"
        case .sdkFatal(let message): message
        case .php(_, let message): message
        }
    }

    /// PHP's message, for `localizedDescription` and the alerts and logs that show it.
    public var errorDescription: String? { description }

    /// The PHP class of what PHP throws: the SDK's own throws are `Exception`s, a fatal error in
    /// it an `Error` (a `TypeError` for `count()` on a non-array), the code's errors their class.
    public var phpClass: String {
        switch self {
        case .emptyAPS, .overlength, .multiMediaOverLimit, .multiMediaIncomplete, .jsonEncodeFailed, .noAPNPayload, .noRequestBody: "Exception"
        case .sdkFatal(let message): message.hasPrefix("count(): ") || message.hasPrefix("array_push(): ") ? "TypeError" : "Error"
        case .php(let type, _): type
        }
    }

    /// Whether `catch (A | B $e)` catches it, by PHP's class hierarchy (namespaces ignored).
    public func isCaught(by classNames: [String]) -> Bool {
        var ancestors: [String] = []
        var next: String? = phpClass
        while let current = next {
            ancestors.append(current.lowercased())
            next = Self.parents[current]
        }
        ancestors.append("throwable")
        return classNames.contains { name in
            ancestors.contains(ClassNameKey.of(name))
        }
    }

    private static let parents = PHPThrowables.parents

    init(_ failure: SDKFailure) {
        switch failure.reason {
        case .emptyAPS: self = .emptyAPS
        case .overlength(let bytes): self = .overlength(actual: bytes, limit: APNPayload.maximumBytes)
        case .multiMediaOverLimit: self = .multiMediaOverLimit
        case .multiMediaIncomplete: self = .multiMediaIncomplete
        default: self = .sdkFatal(message: failure.message)
        }
    }

    init(_ error: PHPError) {
        self = .php(type: error.className, message: error.message)
    }
}

/// Runs a PHPRuntime operation on known values, turning its error into a `GTPushError`. A builder
/// never holds an unknown, so a nil (unknown) result cannot happen; it reads as null.
func known(_ body: () throws(PHPError) -> PHPValue?) throws(GTPushError) -> PHPValue {
    do {
        return try body() ?? .null
    } catch {
        throw GTPushError(error)
    }
}
