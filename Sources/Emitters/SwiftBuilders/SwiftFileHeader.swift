/// The lines every generated Swift file starts with: where it comes from, the imports, and the
/// runtime interface version it was written for.
enum SwiftFileHeader {
    /// The version protocol GTPushRuntime declares for the interface these builders use: a builder
    /// generated for another runtime fails to compile on this line, naming the version.
    static let runtimeVersion = "GTPushRuntimeVersion2"

    static func text(firstLine: String) -> String {
        [
            firstLine,
            "// swiftlint:disable all",
            "import Foundation",
            "import GTPushRuntime",
            "",
            "private typealias GTPushRuntimeVersionCheck = \(runtimeVersion)",
            "",
            "",
        ].joined(separator: "\n")
    }

    /// Names of the runtime's types, which a builder's name must not take.
    static let runtimeTypeNames: Set<String> = [
        "PHPValue", "PHPArray", "PHP", "PHPError", "PushKind", "PushUserInfo", "GTPushError", "GTPushRuntime",
        "GeTuiObject", "SDKMethodCall", "IGtAPNPayload", "DictionaryAlertMsg", "SimpleAlertMsg", "IGtMultiMedia", "APNAlert",
        "APNSource", "IGtBaseTemplate", "GTApiRequest", "RequestSource", "RESTBody", "SDKClass", "V2Class", "Data",
    ]
}
