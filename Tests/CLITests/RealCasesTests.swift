import Foundation
import GTPushTestSupport
import PushAnalysis
import PushRules
import Testing

/// Shapes met in real GeTui v1 backends (issue 54), each reduced to a case of our own with the
/// real SDK's output: `Fixtures/RealCases/NAME.php`, its bindings (`.set`) and what
/// `scripts/v1-sdk-payload.php` printed for it with GeTui's SDK (`.expected`).
@Suite struct RealCasesTests {
    static let folder = TestPaths.realCases

    static let caseNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".php") }.map { String($0.dropLast(4)) }.sorted()
    }()

    static func path(_ name: String) -> String { folder.appendingPathComponent(name + ".php").path }

    @Test func theCasesArePresent() {
        #expect(Self.caseNames.count >= 12)
    }

    @Test(arguments: caseNames)
    func previewMatchesTheSDK(_ name: String) throws {
        try SDKCasesTests.expectPreviewMatchesTheSDK(Self.folder.appendingPathComponent(name))
    }

    /// A fetched copy of GeTui's v1 SDK (`.corpus/sdk-v1`, never committed), when there is one.
    static let sdk = TestPaths.packageRoot.appendingPathComponent(".corpus/sdk-v1")
    static var sdkIsHere: Bool { FileManager.default.fileExists(atPath: sdk.appendingPathComponent("IGt.Push.php").path) }

    /// The `.expected` files are the SDK's own output: the harness runs each case under php with
    /// the SDK and prints what it sends (or the error it stops with).
    @Test(.enabled(if: sdkIsHere, "no copy of the v1 SDK in .corpus/sdk-v1"))
    func expectedIsWhatTheSDKSends() throws {
        for name in Self.caseNames {
            let base = Self.folder.appendingPathComponent(name)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["php", "-d", "display_errors=0", TestPaths.packageRoot.appendingPathComponent("scripts/v1-sdk-payload.php").path,
                                 Self.sdk.path, base.appendingPathExtension("php").path, base.appendingPathExtension("set").path]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let expected = try String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8)
            #expect(printed == expected, "\(name)")
        }
    }

    static func check(_ name: String, bindings: Bindings = Bindings(), function: String? = nil) throws -> CheckReport {
        let source = try Data(contentsOf: URL(fileURLWithPath: path(name)))
        let units = SourceLoader.units(path: "\(name).php", bytes: Array(source))
        return RuleEngine.check(Analyzer(units: units, bindings: bindings).analyze(function: function), options: CheckOptions())
    }

    /// Item 1: the first `set_apnInfo` throws, so the function stops there; the second payload is
    /// never made (no GT304 note that the first was never given to the template).
    @Test func aThrowingFirstPayloadStopsTheFunction() throws {
        let report = try Self.check("r01-replaced-invalid-first")
        #expect(report.payloads.map(\.kinds) == [[.rejected]])
        #expect(CheckHarness.lines(report).allSatisfy { !$0.contains("GT304") }, "\(CheckHarness.lines(report))")
    }

    /// Item 2: a trait's method reached from top-level code is analysed through that call only, on
    /// the path the caller's literal argument takes.
    @Test func aTraitMethodIsJudgedThroughItsCall() throws {
        let report = try Self.check("r03-trait-top-level")
        #expect(report.payloads.map(\.kinds) == [[.normal]])
        #expect(report.payloads.map(\.record.function) == ["Notifier::payload"])
        let literal = try Self.check("r04-trait-literal-argument")
        #expect(literal.payloads.map(\.kinds) == [[.silent]])
    }

    /// Without top-level code, the method that passes the literal is the entry point, in a trait
    /// and in a parent class alike.
    @Test(arguments: ["use Templates;", "extends Base"])
    func theCallerOfALiteralIsTheEntryPoint(_ relation: String) throws {
        var source = try String(contentsOfFile: Self.path("r04-trait-literal-argument"), encoding: .utf8)
        source = String(source[..<source.range(of: "$pusher = ")!.lowerBound])
        if relation == "extends Base" {
            source = source.replacingOccurrences(of: "trait Templates", with: "class Base")
                .replacingOccurrences(of: "    use Templates;\n", with: "").replacingOccurrences(of: "class SyncPusher", with: "class SyncPusher extends Base")
        }
        let report = CheckHarness.check(source)
        #expect(report.payloads.map(\.kinds) == [[.silent]], "\(relation)")
    }

    /// Item 4: `empty($x) ? "default" : $x` always gives text, so the alert is always shown:
    /// mixed only, never audible-background, and no GT107.
    @Test func aFallbackTextKeepsTheAlert() throws {
        let report = try Self.check("r06-empty-default-alert")
        #expect(report.payloads.map(\.kinds) == [[.mixed]])
        #expect(!CheckHarness.lines(report).contains { $0.contains("GT107") })
    }

    /// Item 5: `explain` says an unknown badge depends on its expression (preview shows it
    /// unknown), and tells an `IGtAPNTemplate`, which carries no transmission, as DELIVERY.md does.
    @Test func explainSaysWhatTheCodeLeavesOpen() {
        let badge = gtpush(["explain", Self.path("r07-unknown-int-badge")])
        #expect(badge.stdout.contains("  badge: depends on `(int)$badge`\n"), "\(badge.stdout)")
        #expect(!badge.stdout.contains("badge: 1"))
        let template = gtpush(["explain", Self.path("r08-apn-template")])
        #expect(template.stdout.contains("foreground (online): no transmission: GeTui's own channel carries nothing; iOS hands the notification to userNotificationCenter:willPresentNotification:"), "\(template.stdout)")
        #expect(!template.stdout.contains("transmission content arrives"))
        #expect(!template.stdout.contains("held transmission"))
    }
}
