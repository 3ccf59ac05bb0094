import PushRules

/// A rule's documentation, built from its type: the summary, the options its examples need, its
/// triggering examples (with `↓` where the finding points), non-triggering examples and the
/// corrections `fix` makes. `docs/rules/GTnnn.md`, `gtpush rules GTnnn` and SARIF's rule help
/// are all this text.
public struct RuleDocument: Sendable {
    /// Where gtpush is published: SARIF's `informationUri`, and the base of every `helpUri`. The
    /// one place the repository's address is decided: the READMEs, the docs, the action's
    /// examples, the composer package (its homepage, the shim's download base) and the release
    /// workflow name it too, and `ProjectHomeTests` holds every mention to this one.
    public static let projectHome = "https://github.com/gtpush/gtpush"

    public let info: RuleInfo

    public init(_ info: RuleInfo) {
        self.info = info
    }

    /// The committed document's address.
    public var helpURI: String { "\(Self.projectHome)/blob/main/docs/rules/\(info.id).md" }

    /// The file name under `docs/rules/`.
    public var fileName: String { "\(info.id).md" }

    /// The one-sentence summary: the rule type's own in English, the catalogue's otherwise.
    public func summary(_ language: Language) -> String {
        // English is the rule type's own sentence; the catalogues hold only the translations.
        language == .english ? info.summary : Catalogue.entries(language)["rule.\(info.id).summary"] ?? info.summary
    }

    /// The summary, the severity, and whether `fix` repairs it.
    public func fullDescription(_ language: Language) -> String {
        var parts = [summary(language), Message("rules.doc.severity", ["severity": .message(Message.severity(info.severity))]).text(language)]
        if !info.corrections.isEmpty { parts.append(Message("rules.doc.fixable").text(language)) }
        return parts.joined(separator: " ")
    }

    /// The whole document as Markdown, ending with a newline.
    public func markdown(_ language: Language) -> String {
        var lines = ["# \(info.id) \(info.name)", ""]
        lines.append(Message("rules.doc.severity", ["severity": .message(Message.severity(info.severity))]).text(language))
        lines += ["", summary(language), ""]
        if !info.corrections.isEmpty { lines += [Message("rules.doc.fixable").text(language), ""] }
        if let sounds = info.exampleOptions.soundFiles {
            lines += [Message("rules.doc.soundsOption", ["files": .verbatim(sounds.sorted().joined(separator: ", "))]).text(language), ""]
        }
        if let intent = info.exampleOptions.intent {
            lines += [Message("rules.doc.intentOption", ["intent": .verbatim(intent.rawValue)]).text(language), ""]
        }
        lines += ["## " + Message("rules.doc.triggering").text(language), ""]
        if info.markedExamples.contains(where: { $0.contains("↓") }) { lines += [Message("rules.doc.marker").text(language), ""] }
        for example in info.markedExamples { lines += Self.block(example) }
        lines += ["## " + Message("rules.doc.nonTriggering").text(language), ""]
        for example in info.nonTriggeringExamples { lines += Self.block(example) }
        if !info.corrections.isEmpty {
            lines += ["## " + Message("rules.doc.corrections").text(language), ""]
            for correction in info.corrections {
                lines += [Message("rules.doc.before").text(language), ""] + Self.block(correction.input)
                lines += [Message("rules.doc.after").text(language), ""] + Self.block(correction.output)
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A fenced PHP block; a fence longer than any backtick run inside, so an example cannot end it.
    static func block(_ code: String) -> [String] {
        var longest = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = code.hasSuffix("\n") ? String(code.dropLast()) : code
        return [fence + "php", VisibleText.visible(body), fence, ""]
    }
}

/// Examples are PHP files and may hold bytes a Markdown reader does not show (a NUL, a
/// byte-order mark): those are written as `\x00`-style escapes so the document says they are there.
enum VisibleText {
    static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F || scalar.value == 0xFEFF || (scalar.value >= 0x80 && scalar.value < 0xA0) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\x{" + hex + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
