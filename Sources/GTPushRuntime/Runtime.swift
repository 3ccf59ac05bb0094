// The library generated builders import, as swift-protobuf's generated code imports SwiftProtobuf.
// It re-exports PHPRuntime — PHP values, conversions, json_encode, the built-ins — which is the
// code `gtpush preview` runs, so a builder cannot drift from a preview.
@_exported import PHPRuntime

/// The runtime's interface version. A generated file names the version it was written for
/// (`GTPushRuntimeVersion1`), so a builder generated for another runtime fails to compile with
/// a message naming the protocol instead of failing at run time.
public enum GTPushRuntime {
    public static let version = 1
}

/// Named by builders generated for version 1 of the runtime's interface.
public protocol GTPushRuntimeVersion1 {}
