/// One finding per problem across a payload's paths: the same rule at the same place saying the
/// same thing is one line, whatever path found it, and where only the conditions differ
/// ("if `$a` is …: X" on one path, "if `$b` is …: X" on another) they are said once, joined with "or".
enum FindingMerge {
    static func merged(_ findings: [Finding]) -> [Finding] {
        var result: [Finding] = []
        for finding in findings {
            guard let index = result.firstIndex(where: { $0.rule == finding.rule && $0.offset == finding.offset && $0.file === finding.file && $0.fix == finding.fix }),
                  let both = merged(result[index], finding) else {
                result.append(finding)
                continue
            }
            result[index] = both
        }
        return result
    }

    /// The two findings as one, or nil when they say different things. A finding worded through
    /// the catalogue is merged as a message, so every language joins the conditions its own way.
    static func merged(_ first: Finding, _ second: Finding) -> Finding? {
        var result = first
        if let a = first.localized, let b = second.localized {
            guard let message = merged(a, b) else { return nil }
            result.localized = message
            result.message = message.text(.english)
            return result
        }
        guard let message = merged(first.message, second.message) else { return nil }
        result.message = message
        result.localized = nil
        return result
    }

    static func merged(_ first: Message, _ second: Message) -> Message? {
        if first == second { return first }
        let (firstCondition, firstBody) = split(first)
        let (secondCondition, secondBody) = split(second)
        guard firstBody == secondBody else { return nil }
        // A problem one path has for every value is there whatever the other paths say.
        guard let firstCondition, let secondCondition else { return firstBody }
        if firstCondition.text(.english).components(separatedBy: ", or ").contains(secondCondition.text(.english)) { return first }
        let joined = Message("condition.or", ["first": .message(firstCondition), "rest": .message(secondCondition)])
        return Message("condition.if", ["condition": .message(joined), "message": .message(firstBody)])
    }

    /// "if COND: BODY" (`condition.if`) into its condition and body.
    static func split(_ message: Message) -> (condition: Message?, body: Message) {
        guard message.key == "condition.if", case .message(let condition)? = message.arguments["condition"],
              case .message(let body)? = message.arguments["message"] else { return (nil, message) }
        return (condition, body)
    }

    /// The same for a rule still worded in English only.
    static func merged(_ first: String, _ second: String) -> String? {
        if first == second { return first }
        let (firstCondition, firstBody) = split(first)
        let (secondCondition, secondBody) = split(second)
        guard firstBody == secondBody else { return nil }
        guard let firstCondition, let secondCondition else { return firstBody }
        if firstCondition.components(separatedBy: ", or ").contains(secondCondition) { return first }
        return "if \(firstCondition), or \(secondCondition): \(firstBody)"
    }

    /// "if COND: BODY" into its condition and body; no condition when the message has none.
    /// The condition ends at the first ": " outside backticks (quoted code may hold one).
    static func split(_ message: String) -> (condition: String?, body: String) {
        guard message.hasPrefix("if ") else { return (nil, message) }
        var searchStart = message.index(message.startIndex, offsetBy: 3)
        while let separator = message.range(of: ": ", range: searchStart..<message.endIndex) {
            let condition = message[message.index(message.startIndex, offsetBy: 3)..<separator.lowerBound]
            if condition.filter({ $0 == "`" }).count % 2 == 0 {
                return (String(condition), String(message[separator.upperBound...]))
            }
            searchStart = separator.upperBound
        }
        return (nil, message)
    }
}
