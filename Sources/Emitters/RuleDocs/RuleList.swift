import PushRules
import Platform

/// `gtpush rules`: one line per rule, `GT101  error    silent-alert  summary`, in id order.
public enum RuleList {
    public static func text(_ language: Language) -> String {
        let infos = RuleRegistry.documentedInfos
        let nameWidth = infos.map(\.name.count).max() ?? 0
        let severities = infos.map { Message.severity($0.severity).text(language) }
        let severityWidth = severities.map(displayWidth).max() ?? 0
        return zip(infos, severities).map { info, severity in
            let name = info.name.padded(to: nameWidth)
            let paddedSeverity = severity + String(repeating: " ", count: severityWidth - displayWidth(severity))
            return "\(info.id)  \(paddedSeverity)  \(name)  \(RuleDocument(info).summary(language))"
        }.joined(separator: "\n") + "\n"
    }

    /// Columns a terminal gives the text: two for each CJK character.
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) }
    }
}
