/// One finding per problem across a payload's paths: the same rule at the same place saying the
/// same thing is one line, whatever path found it, and where only the conditions differ
/// ("if `$a` is …: X" on one path, "if `$b` is …: X" on another) they are said once, joined with
/// "or". Findings are merged as catalogue messages, so every language joins them its own way.
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

    /// The two findings as one, or nil when they say different things.
    static func merged(_ first: Finding, _ second: Finding) -> Finding? {
        guard let message = merged(first.message, second.message) else { return nil }
        var result = first
        result.message = message
        return result
    }

    static func merged(_ first: Message, _ second: Message) -> Message? {
        if first == second { return first }
        let (firstCondition, firstBody) = split(first)
        let (secondCondition, secondBody) = split(second)
        guard firstBody == secondBody else { return nil }
        // A problem one path has for every value is there whatever the other paths say.
        guard let firstCondition, let secondCondition else { return firstBody }
        if alternatives(firstCondition).contains(secondCondition) { return first }
        let joined = Message("condition.or", ["first": .message(firstCondition), "rest": .message(secondCondition)])
        return Message("condition.if", ["condition": .message(joined), "message": .message(firstBody)])
    }

    /// "if COND: BODY" (`condition.if`) into its condition and body.
    static func split(_ message: Message) -> (condition: Message?, body: Message) {
        guard message.key == "condition.if", case .message(let condition)? = message.arguments["condition"],
              case .message(let body)? = message.arguments["message"] else { return (nil, message) }
        return (condition, body)
    }

    /// The conditions a `condition.or` chain joins.
    static func alternatives(_ condition: Message) -> [Message] {
        guard condition.key == "condition.or", case .message(let first)? = condition.arguments["first"],
              case .message(let rest)? = condition.arguments["rest"] else { return [condition] }
        return alternatives(first) + alternatives(rest)
    }
}
