import Foundation
import GeTuiModel
import PHPRuntime
import PHPSyntax

extension RuleContext {
    /// What the payload is meant to be for the silent and normal rules: the declared or attempted
    /// intent, else what its single kind already is.
    public var effectiveIntent: Intent? {
        if let intent { return intent }
        switch analysis.kinds {
        case [.silent]: return .silent
        case [.normal]: return .normal
        case [.mixed]: return .mixed
        default: return nil
        }
    }

    /// "error if `$x` is …: " before a message that holds only for some values.
    func prefixed(_ truth: Truth, _ message: String) -> String {
        if case .when(let condition) = truth { return "if \(condition): " + message }
        return message
    }
}

/// GT101: a push meant to be silent carries an alert, so the phone shows a banner.
public struct SilentAlertRule: PushRule {
    public static let id = "GT101"
    public static let name = "silent-alert"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A push meant to be silent has an alert: the phone shows a banner."
    public static let triggeringExamples = [
        Examples.normal("$apn->contentAvailable = 1;", "$apn->sound = \"com.gexin.ios.silence\";", "$apn->badge = 1;").replacingOccurrences(of: "$apn = new", with: "// gtpush: silent\n$apn = new"),
        "<?php\n$s = new SimpleAlertMsg();\n$s->alertMsg = \"hi\";\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $s;\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n",
    ]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        let truth = context.analysis.truth(\.hasAlert)
        guard truth.isPossible else { return [] }
        let message = context.prefixed(truth, context.becauseOfIntent("\(context.property(.alertMsg)) is \(context.written(.alertMsg)), an alert with text, so the phone shows a banner; a silent push has no alert"))
        var fix = context.setFix(.alertMsg, to: "\"\"", summary: "set \(context.variable)->alertMsg to \"\"")
        fix?.removesAlertText = true
        return [context.finding(Self.self, at: context.offset(of: .alertMsg), message, fix: fix)]
    }
}

/// GT102: a push meant to be silent plays a sound unless sound is exactly the silence string.
public struct SilentSoundRule: PushRule {
    public static let id = "GT102"
    public static let name = "silent-sound"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A push meant to be silent plays a sound: sound is not exactly com.gexin.ios.silence."
    public static let triggeringExamples = [
        Examples.payload("$apn->alertMsg = \"\";", "$apn->contentAvailable = 1;", "$apn->badge = 1;"),
        Examples.payload("$apn->alertMsg = \"\";", "$apn->sound = \"\";", "$apn->contentAvailable = 1;", "$apn->badge = 1;"),
        "<?php\nfunction build($client_notice) {\n    $apn = new IGtAPNPayload();\n    $apn->alertMsg = \"\";\n    $apn->sound = $client_notice;\n    $apn->contentAvailable = 1;\n    $apn->badge = 1;\n    return $apn;\n}\n",
    ]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        let assigned = context.payload[.sound]
        let value = assigned.value
        var message: String
        switch value {
        case .unknown(let unknown):
            message = "if \(KindAnalysis.name(unknown)) is anything but `\(APNPayload.silenceSound)`: \(context.property(.sound)) is \(context.written(.sound)), and the phone plays that sound file or the default ding"
        default:
            let empty = PHPComparison.looseEquals(value, .string([])) == true
            let silenced = !empty && PHPComparison.looseEquals(value, .string(APNPayload.silenceSound)) == true
            if silenced { return [] }
            if assigned.origin == nil {
                message = "sound is not set, so the SDK sends \"default\" and the phone plays the default ding; a silent push needs \"\(APNPayload.silenceSound)\""
            } else if empty {
                message = "\(context.property(.sound)) is \(context.written(.sound)), which the SDK sends as \"default\": the phone plays the default ding"
            } else if case .string = value {
                message = "\(context.property(.sound)) is \(context.written(.sound)), so the phone plays that sound file if the app bundles it, else the default ding; a silent push needs \"\(APNPayload.silenceSound)\""
            } else {
                message = "\(context.property(.sound)) is \(context.written(.sound)), which the SDK sends as is: the phone plays the default ding; a silent push needs \"\(APNPayload.silenceSound)\""
            }
        }
        message = context.becauseOfIntent(message)
        let fix = context.setFix(.sound, to: "\"\(APNPayload.silenceSound)\"", summary: "set \(context.variable)->sound to \"\(APNPayload.silenceSound)\"")
        return [context.finding(Self.self, at: context.offset(of: .sound), message, fix: fix)]
    }
}

/// GT103: a push meant to be silent must send the integer 1 as content-available.
public struct SilentContentAvailableRule: PushRule {
    public static let id = "GT103"
    public static let name = "silent-content-available"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "A push meant to be silent does not set contentAvailable to the integer 1."
    public static let triggeringExamples = [
        "<?php\n// gtpush: silent\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->badge = 1;\n",
        Examples.payload("$apn->alertMsg = \"\";", "$apn->sound = \"com.gexin.ios.silence\";", "$apn->contentAvailable = \"1\";", "$apn->badge = 1;"),
    ]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        let assigned = context.payload[.contentAvailable]
        let value = assigned.value
        var message: String
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
        message = context.becauseOfIntent(message)
        let fix = context.setFix(.contentAvailable, to: "1", summary: "set \(context.variable)->contentAvailable to 1")
        return [context.finding(Self.self, at: context.offset(of: .contentAvailable), message, fix: fix)]
    }
}

/// GT104: Apple advises no badge on a background push, but the SDK needs one.
public struct SilentBadgeRule: PushRule {
    public static let id = "GT104"
    public static let name = "silent-badge"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A silent push carries a badge: Apple advises none, but the SDK needs one of alert, badge or sound."
    public static let triggeringExamples = [Examples.silent()]
    public static let nonTriggeringExamples = [
        Examples.normal("$apn->badge = 1;"),
        Examples.silent().replacingOccurrences(of: "$apn = new", with: "// gtpush: disable GT104\n$apn = new"),
    ]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        let truth = context.analysis.truth { $0.hasBadge && $0.hasContentAvailable && !$0.hasAlert }
        guard truth.isPossible else { return [] }
        let field: APNPayload.Field = context.payload[.autoBadge].origin != nil ? .autoBadge : .badge
        let message = context.prefixed(truth, "badge \(Describe.value(context.payload[field].value)) on a silent push: keep it, the SDK needs alert, badge or sound (GT201)")
        return [context.finding(Self.self, at: context.offset(of: field), message)]
    }
}

/// GT105: category and multimedia do nothing without an alert.
public struct SilentCategoryRule: PushRule {
    public static let id = "GT105"
    public static let name = "silent-category"
    public static let severity = Diagnostic.Severity.note
    public static let summary = "A silent push sets a category or multimedia: they have no effect without an alert."
    public static let triggeringExamples = [Examples.silent("$apn->category = \"ACTIONABLE\";")]
    public static let nonTriggeringExamples = [Examples.silent(), Examples.normal("$apn->category = \"ACTIONABLE\";")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.effectiveIntent == .silent else { return [] }
        var findings: [Finding] = []
        if context.analysis.truth({ $0.has("category") && !$0.hasAlert }).isPossible {
            findings.append(context.finding(Self.self, at: context.offset(of: .category),
                "\(context.property(.category)) is \(context.written(.category)), which has no effect on a silent push: a category only applies to a shown alert"))
        }
        if let media = context.payload.multiMedias.first {
            findings.append(context.finding(Self.self, at: media.origin?.statement.start ?? context.record.creation.start,
                "multimedia on a silent push has no effect: rich media only shows with an alert"))
        }
        return findings
    }
}
