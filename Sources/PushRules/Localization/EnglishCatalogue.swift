/// Every user-facing sentence in English, by key. `%{name}` is an argument (Message.swift).
/// Rule summaries are not here: the rule types hold them (`PushRule.summary`).
enum EnglishCatalogue {
    static let entries: [String: String] = [
        "empty": "",
        "list.pair": "%{first}, %{rest}",

        // check's summary line
        "summary.withKinds": "%{payloads}: %{kinds}%{undeclared}; %{errors}, %{warnings}, %{notes}",
        "summary.noKinds": "%{payloads}%{undeclared}; %{errors}, %{warnings}, %{notes}",
        "summary.undeclared": " (%{count} undeclared)",
        "summary.kindCount": "%{count} %{kind}",
        "count.payload.one": "%{count} payload",
        "count.payload.other": "%{count} payloads",
        "count.error.one": "%{count} error",
        "count.error.other": "%{count} errors",
        "count.warning.one": "%{count} warning",
        "count.warning.other": "%{count} warnings",
        "count.note.one": "%{count} note",
        "count.note.other": "%{count} notes",

        // payload kinds (RULES.md) and severities
        "kind.silent": "silent",
        "kind.normal": "normal",
        "kind.mixed": "mixed",
        "kind.audible-background": "audible-background",
        "kind.badge-only": "badge-only",
        "kind.sound-only": "sound-only",
        "kind.rejected": "rejected",
        "kind.or": "%{first} or %{rest}",
        "kind.any": "any kind (analysis incomplete)",
        "severity.error": "error",
        "severity.warning": "warning",
        "severity.note": "note",

        // check --format's help lines
        "format.text": "path:line:column: severity: message [GTnnn], then a summary (default)",
        "format.json": "one JSON document: {\"version\",\"payloads\":[…],\"files\":[…]} (docs/json-format.md)",
        "format.sarif": "SARIF 2.1.0, for code-scanning services (rule help, fixes, fingerprints)",
        "format.github": "GitHub Actions annotations (::error file=…,line=…,col=…::message)",
        "format.checkstyle": "Checkstyle XML, for Jenkins, reviewdog and CI dashboards",
        "format.junit": "JUnit XML: one test case per finding, for CI test reports",
        "format.gitlab": "GitLab Code Quality JSON, with fingerprints",

        // rule documents (docs/rules, gtpush rules GTnnn, SARIF help)
        "rules.doc.severity": "Severity: %{severity}.",
        "rules.doc.fixable": "`gtpush fix` repairs it when the payload's intent is declared, named or given with --intent, or the code is a silent attempt.",
        "rules.doc.soundsOption": "The examples are checked with `--sounds DIR`, where DIR holds %{files}.",
        "rules.doc.intentOption": "The examples are checked with `--intent %{intent}`.",
        "rules.doc.triggering": "Triggering examples",
        "rules.doc.nonTriggering": "Non-triggering examples",
        "rules.doc.marker": "`↓` marks the place the finding points at (it is not part of the code).",
        "rules.doc.corrections": "What `gtpush fix` writes",
        "rules.doc.before": "Before:",
        "rules.doc.after": "After:",
    ]
}
