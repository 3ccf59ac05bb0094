// swift-tools-version: 6.0
// An app's package that uses gtpush from outside: the build plugin turns every shared case's PHP
// (Sources/SharedCasePushes/php/) into builders, which import GTPushRuntime.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name: `gtpush` in a checkout named so, whatever
// the folder is called here. With `.package(url:)` it is the URL's last part.
let gtpush = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "Consumer",
    dependencies: [
        // Published: .package(url: "https://example.com/<where-gtpush-is-published>.git", branch: "main")
        .package(path: "../.."),
    ],
    targets: [
        .target(
            name: "SharedCasePushes",
            dependencies: [.product(name: "GTPushRuntime", package: gtpush)],
            plugins: [.plugin(name: "GTPushBuilderPlugin", package: gtpush)]),
        .testTarget(name: "SharedCasePushesTests", dependencies: ["SharedCasePushes"]),
    ]
)
