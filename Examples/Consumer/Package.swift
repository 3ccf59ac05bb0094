// swift-tools-version: 6.0
// An app's package that uses gtpush from outside: the build plugin turns PHP kept beside the app's
// Swift into builders, which import GTPushRuntime. It is the plugin's test bed too: a target of
// gtpush's own package that applied the plugin made every `swift build --product gtpush` compile
// the whole pipeline a second time, for the host, to run it (docs/benchmarks.md, issue 50).
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name: `gtpush` in a checkout named so, whatever
// the folder is called here. With `.package(url:)` it is the URL's last part.
let gtpush = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "Consumer",
    dependencies: [
        // Published: .package(url: "https://github.com/gtpush/gtpush.git", from: "0.1.0")
        .package(path: "../.."),
    ],
    targets: [
        // Every shared case's PHP (Sources/SharedCasePushes/php/, copied from gtpush's test
        // fixtures by scripts/consumer-example.sh, which builds this package), one target.
        .target(
            name: "SharedCasePushes",
            dependencies: [.product(name: "GTPushRuntime", package: gtpush)],
            plugins: [.plugin(name: "GTPushBuilderPlugin", package: gtpush)]),
        // Two more targets using the plugin: both targets' builders share the runtime's types.
        .target(
            name: "PushExamples",
            dependencies: [.product(name: "GTPushRuntime", package: gtpush)],
            plugins: [.plugin(name: "GTPushBuilderPlugin", package: gtpush)]),
        .target(
            name: "MorePushExamples",
            dependencies: [.product(name: "GTPushRuntime", package: gtpush)],
            plugins: [.plugin(name: "GTPushBuilderPlugin", package: gtpush)]),
        .testTarget(name: "SharedCasePushesTests", dependencies: ["SharedCasePushes"]),
        .testTarget(name: "PluginExamplesTests", dependencies: ["PushExamples", "MorePushExamples"]),
    ]
)
