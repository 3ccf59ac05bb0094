import Foundation
import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT103: a push meant to be silent must send the integer 1 as content-available.
public struct SilentContentAvailableRule: PushRule {
    public static let id = "GT103"
    public static let name = "silent-content-available"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A push meant to be silent does not set contentAvailable to the integer 1."
    public static let dependsOnIntent = true
    public static let triggeringExamples = [
        "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->badge = 1;\n",
        Examples.payload("$apn->alertMsg = \"\";", "$apn->sound = \"com.gexin.ios.silence\";", "↓$apn->contentAvailable = \"1\";", "$apn->badge = 1;"),
    ]
    public static let corrections = [
        Correction(Examples.payload("$apn->alertMsg = \"\";", "$apn->sound = \"com.gexin.ios.silence\";", "$apn->contentAvailable = \"1\";", "$apn->badge = 1;"),
                   Examples.payload("$apn->alertMsg = \"\";", "$apn->sound = \"com.gexin.ios.silence\";", "$apn->contentAvailable = 1;", "$apn->badge = 1;")),
    ]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        let assigned = context.payload[.contentAvailable]
        let value = assigned.value
        let message: String
        if case .int(1) = value { return [] }
        if case .unknown(let unknown) = value {
            message = "if \(KindAnalysis.name(unknown)) is not the integer 1: \(context.property(.contentAvailable)) is \(context.written(.contentAvailable)), and anything else does not wake the app as Apple expects"
        } else if assigned.origin == nil {
            message = "contentAvailable is not set, so the SDK sends no content-available and the app is not woken; a silent push needs 1"
        } else if PHPComparison.compare(value, .int(0)).map({ $0 > 0 }) == true {
            message = "\(context.property(.contentAvailable)) is \(context.written(.contentAvailable)); the SDK sends it as given, not the integer 1 that Apple expects"
        } else {
            message = "\(context.property(.contentAvailable)) is \(context.written(.contentAvailable)), so the SDK sends no content-available and the app is not woken; a silent push needs 1"
        }
        let fix = context.setFix(.contentAvailable, to: "1", summary: "set \(context.variable)->contentAvailable to 1")
        return [context.finding(Self.self, at: context.offset(of: .contentAvailable), message, fix: fix)]
    }
}
