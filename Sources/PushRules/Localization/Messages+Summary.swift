import PHPSyntax

/// The sentences of `check`'s summary line.
extension Message {
    /// `4 payloads: 1 silent, 1 rejected (1 undeclared); 3 errors, 1 warning, 2 notes`.
    public static func summary(payloads: Int, kinds: [Message], undeclared: Int, errors: Int, warnings: Int, notes: Int) -> Message {
        var arguments: [String: Argument] = [
            "payloads": .message(counted(payloads, "payload")),
            "undeclared": .message(undeclared > 0 ? Message("summary.undeclared", ["count": .number(undeclared)]) : Message("empty")),
            "errors": .message(counted(errors, "error")),
            "warnings": .message(counted(warnings, "warning")),
            "notes": .message(counted(notes, "note")),
        ]
        guard let list = Message.list(kinds) else { return Message("summary.noKinds", arguments) }
        arguments["kinds"] = .message(list)
        return Message("summary.withKinds", arguments)
    }

    /// `1 silent or audible-background`.
    public static func summaryKindCount(_ count: Int, kinds: [PayloadKind]) -> Message {
        Message("summary.kindCount", ["count": .number(count), "kind": .message(kindLabel(kinds))])
    }

    /// `silent or audible-background`; every kind at once is "any kind (analysis incomplete)".
    public static func kindLabel(_ kinds: [PayloadKind]) -> Message {
        if PayloadKind.isEveryKind(kinds) { return Message("kind.any") }
        var label = Message("kind.\(kinds.last?.rawValue ?? "rejected")")
        for kind in kinds.dropLast().reversed() {
            label = Message("kind.or", ["first": .message(Message("kind.\(kind.rawValue)")), "rest": .message(label)])
        }
        return label
    }

    /// `a, b, c` with the language's separator; nil for no items.
    public static func list(_ items: [Message]) -> Message? {
        guard var list = items.last else { return nil }
        for item in items.dropLast().reversed() {
            list = Message("list.pair", ["first": .message(item), "rest": .message(list)])
        }
        return list
    }

    /// `1 error`, `2 errors`: `noun` is payload, error, warning or note.
    static func counted(_ count: Int, _ noun: String) -> Message {
        Message("count.\(noun).\(count == 1 ? "one" : "other")", ["count": .number(count)])
    }
}

/// Words about rules: severities and summaries.
extension Message {
    /// `error`, `warning`, `note` (错误, 警告, 提示).
    public static func severity(_ severity: Diagnostic.Severity) -> Message {
        Message("severity.\(severity.rawValue)")
    }

}
