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
        .library(name: "GTPushKit", targets: ["PHPSyntax", "PHPCompileChecks", "PHPRuntime", "GeTuiModel", "PushAnalysis", "PushRules", "Emitters"]),
    ],
    targets: [
        // Byte ranges in a source file: the parser's positions, and where the SDK model says a value came from.
        .target(name: "SourceRanges"),
        // What the command line took from Foundation proper, over the C library: a lock, `printf`'s
        // number formatting, file descriptors, literal text search. Without Foundation the binary
        // is a third of the size and starts in two thirds of the time.
        .target(name: "Platform", dependencies: ["CLibrary"]),
        // Foundation (or its essentials) and the C library, with the two things the PHP runtime
        // takes from C: printf's number formatting and pow. No threads, files or locks: it is all
        // of the command line's platform code that generated builders link.
        .target(name: "CLibrary"),
        .target(name: "PHPSyntax", dependencies: ["SourceRanges", "Platform"]),
        // What `php -l` refuses in a file that parsed: the compile-time checks, run on a parsed tree.
        .target(name: "PHPCompileChecks", dependencies: ["SourceRanges", "Platform", "PHPSyntax"]),
        .target(name: "PHPRuntime", dependencies: ["CLibrary"]),
        .target(name: "GeTuiModel", dependencies: ["SourceRanges", "PHPRuntime"]),
        // The runtime library of generated builders: no parser, no analysis.
        .target(name: "GTPushRuntime", dependencies: ["PHPRuntime", "GeTuiModel"]),
        .target(name: "PushAnalysis", dependencies: ["Platform", "PHPSyntax", "PHPCompileChecks", "PHPRuntime", "GeTuiModel"]),
        .target(name: "PushRules", dependencies: ["Platform", "PHPSyntax", "PHPRuntime", "GeTuiModel", "PushAnalysis"]),
        .target(name: "Emitters", dependencies: ["Platform", "PHPSyntax", "PHPRuntime", "GeTuiModel", "PushAnalysis", "PushRules"]),
        .target(name: "GTPushCLI", dependencies: ["Platform", "PHPSyntax", "PHPCompileChecks", "PHPRuntime", "GeTuiModel", "PushAnalysis", "PushRules", "Emitters"]),
        .executableTarget(name: "gtpush", dependencies: ["Platform", "GTPushCLI"]),
        // The builders `gtpush generate` writes for Templates/, compiled as they are committed.
        .target(name: "GeneratedBuilders", dependencies: ["GTPushRuntime"], path: "Generated/swift"),
        // Runs `gtpush swift` on a target's .php files at build time. No target of this package
        // applies it: one that did made SwiftPM build the whole pipeline a second time, for the
        // host, on every build of the command line, even `--product gtpush`. The targets that use
        // it, and its tests, are in Examples/Consumer, a package of their own.
        .plugin(name: "GTPushBuilderPlugin", capability: .buildTool(), dependencies: ["gtpush"]),
        // What more than one test target uses: the fixtures' paths, temporary folders, the check
        // pipeline on text, golden files, php -l and other tools. Only test targets depend on it.
        .target(name: "GTPushTestSupport", dependencies: ["PHPSyntax", "PushAnalysis", "PushRules"], path: "Tests/GTPushTestSupport"),
        .testTarget(name: "PHPSyntaxTests", dependencies: ["PHPSyntax", "PHPCompileChecks", "Platform"]),
        .testTarget(name: "PHPCompileChecksTests", dependencies: ["PHPCompileChecks", "PHPSyntax"]),
        .testTarget(name: "PHPRuntimeTests", dependencies: ["PHPRuntime"]),
        .testTarget(name: "GeTuiModelTests", dependencies: ["GeTuiModel", "PHPRuntime"]),
        .testTarget(name: "GTPushRuntimeTests", dependencies: ["GTPushRuntime"]),
        .testTarget(name: "PushAnalysisTests", dependencies: ["PushAnalysis", "PHPRuntime", "Platform"]),
        .testTarget(name: "PushRulesTests", dependencies: ["GTPushTestSupport", "PushRules", "PushAnalysis", "PHPSyntax", "Emitters"]),
        .testTarget(name: "EmittersTests", dependencies: ["GTPushTestSupport", "Emitters", "PushRules", "PushAnalysis", "PHPSyntax"]),
        // The command line's tests, in-process and as the built executable, and the README's,
        // the Makefile's and the generated builders'.
        .testTarget(name: "CLITests", dependencies: ["GTPushTestSupport", "GTPushCLI", "GeneratedBuilders", "Emitters", "PushRules", "PushAnalysis",
                                                     "PHPSyntax", "PHPRuntime", "Platform"]),
    ],
    swiftLanguageModes: [.v6]
)
