// swift-tools-version: 6.0
// gtpush: reads GeTui v1 PHP push code and previews, checks, fixes and ports its payloads.
// The targets form one pipeline; each imports only the ones before it.
import PackageDescription

let package = Package(
    name: "gtpush",
    products: [
        .executable(name: "gtpush", targets: ["gtpush"]),
        .plugin(name: "GTPushBuilderPlugin", targets: ["GTPushBuilderPlugin"]),
        .library(name: "GTPushKit", targets: ["PHPSyntax", "PHPRuntime", "GeTuiModel", "PushAnalysis", "PushRules", "Emitters"]),
    ],
    targets: [
        .target(name: "PHPSyntax"),
        .target(name: "PHPRuntime"),
        .target(name: "GeTuiModel", dependencies: ["PHPSyntax", "PHPRuntime"]),
        .target(name: "PushAnalysis", dependencies: ["PHPSyntax", "PHPRuntime", "GeTuiModel"]),
        .target(name: "PushRules", dependencies: ["PHPSyntax", "PHPRuntime", "GeTuiModel", "PushAnalysis"]),
        .target(name: "Emitters", dependencies: ["PHPSyntax", "PHPRuntime", "GeTuiModel", "PushAnalysis", "PushRules"]),
        .target(name: "GTPushCLI", dependencies: ["PHPSyntax", "PHPRuntime", "GeTuiModel", "PushAnalysis", "PushRules", "Emitters"]),
        .executableTarget(name: "gtpush", dependencies: ["GTPushCLI"]),
        // The builders `gtpush generate` writes for Templates/, compiled as they are committed.
        .target(name: "GeneratedBuilders", path: "Generated/swift"),
        // Runs `gtpush swift` on a target's .php files at build time.
        .plugin(name: "GTPushBuilderPlugin", capability: .buildTool(), dependencies: ["gtpush"]),
        // An example target that keeps PHP beside its Swift: `swift build` generates its builders.
        .target(name: "PushExamples", path: "Examples/PushExamples", plugins: ["GTPushBuilderPlugin"]),
        .testTarget(name: "PHPSyntaxTests", dependencies: ["PHPSyntax"]),
        .testTarget(name: "PHPRuntimeTests", dependencies: ["PHPRuntime"]),
        .testTarget(name: "GeTuiModelTests", dependencies: ["GeTuiModel", "PHPRuntime"]),
        .testTarget(name: "GTPushTests", dependencies: ["GTPushCLI", "GeneratedBuilders", "PushExamples", "PushAnalysis", "PushRules", "Emitters", "PHPSyntax", "PHPRuntime", "GeTuiModel"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
