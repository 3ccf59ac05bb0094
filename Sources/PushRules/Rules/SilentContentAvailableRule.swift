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
        let message: Message
        let property = context.propertyCode(.contentAvailable)
        let written = Message.Argument.message(context.writtenMessage(.contentAvailable))
        if case .int(1) = value { return [] }
        if case .unknown(let unknown) = value {
            message = Message("GT103.unknown", ["name": .verbatim(KindAnalysis.name(unknown)), "property": property, "written": written])
        } else if assigned.origin == nil {
            message = Message("GT103.unset")
        } else if PHPComparison.compare(value, .int(0)).map({ $0 > 0 }) == true {
            message = Message("GT103.notInteger", ["property": property, "written": written])
        } else {
            message = Message("GT103.noWake", ["property": property, "written": written])
        }
        let fix = context.setFix(.contentAvailable, to: "1")
        return [context.finding(Self.self, at: context.offset(of: .contentAvailable), message, fix: fix)]
    }
}
