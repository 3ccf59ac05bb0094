// The library generated builders import, as swift-protobuf's generated code imports SwiftProtobuf.
// It re-exports PHPRuntime — PHP values, conversions, json_encode, the built-ins — which is the
// code `gtpush preview` runs, so a builder cannot drift from a preview.
@_exported import PHPRuntime
import GeTuiModel

/// The runtime's interface version. A generated file names the version it was written for
/// (`GTPushRuntimeVersion2`), so a builder generated for another runtime fails to compile with
/// a message naming the protocol instead of failing at run time.
public enum GTPushRuntime {
    public static let version = 2
}

/// Named by builders generated for version 2 of the runtime's interface: the SDK's methods under
/// their PHP names (`try apn.add_customMsg(…)`, `try template.set_apnInfo(apn)`), templates as
/// `IGtBaseTemplate(.transmissionTemplate)`, and v2's classes as `GTApiRequest`.
public protocol GTPushRuntimeVersion2 {}

/// The v1 SDK's classes, which `IGtBaseTemplate(_:)` takes.
public typealias SDKClass = GeTuiModel.SDKClass
/// The v2 SDK's classes, which `GTApiRequest(_:)` takes.
public typealias V2Class = GeTuiModel.V2Class
