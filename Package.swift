// swift-tools-version: 6.0
// gtpush: reads GeTui v1 PHP push code and previews, checks, fixes and ports its payloads.
// The targets form one pipeline; each imports only the ones before it.
import PackageDescription

let package = Package(
    name: "gtpush",
    products: [
        .executable(name: "gtpush", targets: ["gtpush"]),
        .plugin(name: "GTPushBuilderPlugin", targets: ["GTPushBuilderPlugin"]),
        // What generated builders import: PHP values, json_encode and the SDK model, the same code
        // `preview` runs. Foundation and the C library only, so it builds for iOS and macOS.
        .library(name: "GTPushRuntime", targets: ["GTPushRuntime"]),
        .library(name: "GTPushKit", targets: ["PHPSyntax", "PHPRuntime", "GeTuiModel", "PushAnalysis", "PushRules", "Emitters"]),
    ],
    targets: [
        // Byte ranges in a source file: the parser's positions, and where the SDK model says a value came from.
        .target(name: "SourceRanges"),
        // What the command line took from Foundation proper, over the C library: a lock, `printf`'s
        // number formatting, file descriptors, literal text search. Without Foundation the binary
        // is a third of the size and starts in two thirds of the time.
        .target(name: "Platform"),
        .target(name: "PHPSyntax", dependencies: ["SourceRanges", "Platform"]),
        .target(name: "PHPRuntime", dependencies: ["Platform"]),
        .target(name: "GeTuiModel", dependencies: ["SourceRanges", "PHPRuntime"]),
        // The runtime library of generated builders: no parser, no analysis.
        .target(name: "GTPushRuntime", dependencies: ["PHPRuntime", "GeTuiModel"]),
        .target(name: "PushAnalysis", dependencies: ["Platform", "PHPSyntax", "PHPRuntime", "GeTuiModel"]),
        .target(name: "PushRules", dependencies: ["Platform", "PHPSyntax", "PHPRuntime", "GeTuiModel", "PushAnalysis"]),
        .target(name: "Emitters", dependencies: ["Platform", "PHPSyntax", "PHPRuntime", "GeTuiModel", "PushAnalysis", "PushRules"]),
        .target(name: "GTPushCLI", dependencies: ["Platform", "PHPSyntax", "PHPRuntime", "GeTuiModel", "PushAnalysis", "PushRules", "Emitters"]),
        .executableTarget(name: "gtpush", dependencies: ["Platform", "GTPushCLI"]),
        // The builders `gtpush generate` writes for Templates/, compiled as they are committed.
        .target(name: "GeneratedBuilders", dependencies: ["GTPushRuntime"], path: "Generated/swift"),
        // Runs `gtpush swift` on a target's .php files at build time.
        .plugin(name: "GTPushBuilderPlugin", capability: .buildTool(), dependencies: ["gtpush"]),
        // An example target that keeps PHP beside its Swift: `swift build` generates its builders.
        .target(name: "PushExamples", dependencies: ["GTPushRuntime"], path: "Examples/PushExamples", plugins: ["GTPushBuilderPlugin"]),
        // A second target using the plugin: both targets' builders share the runtime's types.
        .target(name: "MorePushExamples", dependencies: ["GTPushRuntime"], path: "Examples/MorePushExamples", plugins: ["GTPushBuilderPlugin"]),
        .testTarget(name: "PHPSyntaxTests", dependencies: ["PHPSyntax"]),
        .testTarget(name: "PHPRuntimeTests", dependencies: ["PHPRuntime"]),
        .testTarget(name: "GeTuiModelTests", dependencies: ["GeTuiModel", "PHPRuntime"]),
        .testTarget(name: "GTPushRuntimeTests", dependencies: ["GTPushRuntime", "PushExamples", "MorePushExamples"]),
        .testTarget(name: "GTPushTests", dependencies: ["Platform", "GTPushCLI", "GeneratedBuilders", "PushExamples", "PushAnalysis", "PushRules", "Emitters", "PHPSyntax", "PHPRuntime", "GeTuiModel"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
