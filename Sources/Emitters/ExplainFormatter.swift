import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushRules

/// The output of `gtpush explain`: per payload, its kind, the facts that decide it, and what the
/// phone does in each app state.
public enum ExplainFormatter {
    public static func text(_ report: CheckReport) -> String {
        report.payloads.map { payload(_: $0, soundFiles: report.options.soundFiles) }.joined(separator: "\n")
    }

    static func payload(_ report: PayloadReport, soundFiles: Set<String>?) -> String {
        let record = report.record
        let location = record.location
        var lines: [String] = []
        let scope = record.function.map { "function \($0)" } ?? "top-level code"
        lines.append("\(OneLine.escaped(record.file.path)):\(location.line):\(location.column): payload in \(scope)")
        lines.append("  kind: \(report.kindLabel)")
        if let explanation = report.kindExplanation { lines.append("    \(explanation)") }
        lines.append("  intent: \(report.intent?.rawValue ?? "not stated") (\(report.intentReason))")
        lines += facts(report, soundFiles: soundFiles).map { "  " + $0 }
        lines.append("  on the phone:")
        for kind in report.kinds {
            let row = ExplainDelivery.row(kind)
            if report.kinds.count > 1 { lines.append("    if \(kind.rawValue):") }
            let pad = report.kinds.count > 1 ? "      " : "    "
            lines.append(pad + "foreground (online): " + row.foreground)
            lines.append(pad + "background (suspended): " + row.background)
            lines.append(pad + "not running or killed: " + row.killed)
        }
        let notes = ExplainDelivery.notes(for: report.kinds)
        if !notes.isEmpty {
            lines.append("  notes:")
            lines += notes.map { "    - " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// alert, sound, content-available and badge as the SDK sends them.
    static func facts(_ report: PayloadReport, soundFiles: Set<String>?) -> [String] {
        let variants = report.analysis.variants
        if case .thrown(let failure) = report.record.outcome {
            return ["the SDK throws: \(failure.message)"]
        }
        if case .dropped(let reason) = report.record.outcome {
            return ["the SDK leaves out the APNs part: \(reason)"]
        }
        let payload = report.record.payload
        func presence(_ check: (Variant) -> Bool) -> String? {
            let hits = variants.filter { $0.aps != nil }.map(check)
            if hits.allSatisfy({ $0 }) { return "yes" }
            if hits.allSatisfy({ !$0 }) { return "no" }
            return nil
        }
        var lines: [String] = []
        lines.append("alert: " + (presence(\.hasAlert).map { $0 == "yes" ? "yes, the phone shows a banner" : "none" } ?? "depends on unknown values"))
        lines.append("sound: " + sound(payload[.sound].value, soundFiles: soundFiles))
        let contentAvailable = payload[.contentAvailable].value
        switch presence(\.hasContentAvailable) {
        case "yes": lines.append("content-available: \(Self.shown(contentAvailable)), wakes a suspended app")
        case "no": lines.append("content-available: not sent, the app is not woken")
        default: lines.append("content-available: depends on \(Self.shown(contentAvailable))")
        }
        if let badge = variants.first?.value("badge") ?? variants.first?.value("autoBadge") {
            lines.append("badge: \(Self.shown(badge))")
        }
        return lines
    }

    /// DELIVERY.md's sound rule for the value the code sets.
    static func sound(_ value: PHPValue, soundFiles: Set<String>?) -> String {
        switch value {
        case .unknown(let unknown):
            return "depends on `\(unknown.expression)` at run time: none if it is \(APNPayload.silenceSound), else a bundled file of that name or the default ding"
        case .string(let bytes):
            let name = String(decoding: bytes, as: UTF8.self)
            if name == APNPayload.silenceSound { return "none (\(APNPayload.silenceSound))" }
            if name.isEmpty || name == "default" { return "the default ding (\"default\")" }
            if let soundFiles { return soundFiles.contains(name) ? "\(name), bundled (it must be under 30 seconds)" : "the default ding: \(name) is not in the sounds folder" }
            return "\(name) if the app bundles that file (under 30 seconds), else the default ding"
        case .bool(true):
            return "none (true compares equal to the silence string)"
        default:
            if PHPComparison.looseEquals(value, .string([])) == true { return "the default ding (\"default\")" }
            return "the default ding (\(shown(value)) is not a sound file name)"
        }
    }

    static func shown(_ value: PHPValue) -> String {
        switch value {
        case .unknown(let unknown): return "`\(unknown.expression)`"
        case .string(let bytes): return "\"" + String(decoding: bytes, as: UTF8.self) + "\""
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        default: return value.typeName
        }
    }
}
