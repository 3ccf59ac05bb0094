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
    func leftAlone(_ findings: [Finding]) -> String? {
        let withheld = findings.contains { $0.fix.map { !allows($0) } ?? false }
        if resolved == nil {
            let undeclared = kinds.contains { $0 == .mixed || $0 == .audibleBackground }
            guard withheld || undeclared else { return nil }
            let label = kinds.map(\.rawValue).joined(separator: " or ")
            return "left alone: it is \(label) and no intent is declared, named, given with --intent or attempted; add `// gtpush: silent` above it to let fix silence it, or `// gtpush: mixed` to accept it"
        }
        guard withheld, let resolved else { return nil }
        return "left alone: removing its alert text needs silence declared, named or given with --intent, and it is only \(resolved.phrase)"
    }
}
