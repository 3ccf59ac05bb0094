/// What `fix` may do to one payload (RULES.md, "What a fix must be"): change it only when an
/// intent is declared, named, given or attempted, and take away an alert with text only when
/// silence was asked for in so many words.
struct FixPolicy {
    var resolved: ResolvedIntent?
    var kinds: [PayloadKind]

    /// The findings with the fixes this payload may not have taken out.
    func apply(_ findings: [Finding]) -> [Finding] {
        findings.map { finding in
            var finding = finding
            if let fix = finding.fix, !allows(fix) { finding.fix = nil }
            return finding
        }
    }

    func allows(_ fix: Fix) -> Bool {
        guard let resolved else { return false }
        return !fix.removesAlertText || resolved.mayRemoveAlertText
    }

    /// One line saying why `fix` leaves the payload alone, when it does so on purpose.
    func leftAlone(_ findings: [Finding]) -> Message? {
        let withheld = findings.contains { $0.fix.map { !allows($0) } ?? false }
        if resolved == nil {
            let undeclared = kinds.contains { $0 == .mixed || $0 == .audibleBackground }
            guard withheld || undeclared else { return nil }
            // Every kind named, even all of them: this line says what the payload may be.
            var label = Message("kind.\(kinds.last?.rawValue ?? "rejected")")
            for kind in kinds.dropLast().reversed() { label = Message("kind.or", ["first": .message(Message("kind.\(kind.rawValue)")), "rest": .message(label)]) }
            return Message("fix.leftAlone.undeclared", ["kinds": .message(label)])
        }
        guard withheld, let resolved else { return nil }
        return Message("fix.leftAlone.onlyAttempted", ["phrase": .message(resolved.phraseMessage)])
    }
}
