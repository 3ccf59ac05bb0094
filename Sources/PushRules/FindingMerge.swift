/// One finding per problem across a payload's paths: the same rule at the same place saying the
/// same thing is one line, whatever path found it, and where only the conditions differ
/// ("if `$a` is …: X" on one path, "if `$b` is …: X" on another) they are said once, joined with "or".
enum FindingMerge {
    static func merged(_ findings: [Finding]) -> [Finding] {
        var result: [Finding] = []
        for finding in findings {
            guard let index = result.firstIndex(where: { $0.rule == finding.rule && $0.offset == finding.offset && $0.file === finding.file && $0.fix == finding.fix }) else {
                result.append(finding)
                continue
            }
            guard let message = merged(result[index].message, finding.message) else {
                result.append(finding)
                continue
            }
            result[index].message = message
        }
        return result
    }

    /// The two messages as one, or nil when they say different things.
    static func merged(_ first: String, _ second: String) -> String? {
        if first == second { return first }
        let (firstCondition, firstBody) = split(first)
        let (secondCondition, secondBody) = split(second)
        guard firstBody == secondBody else { return nil }
        // A problem one path has for every value is there whatever the other paths say.
        guard let firstCondition, let secondCondition else { return firstBody }
        let conditions = firstCondition.components(separatedBy: ", or ")
        if conditions.contains(secondCondition) { return first }
        return "if \(firstCondition), or \(secondCondition): \(firstBody)"
    }

    /// "if COND: BODY" into its condition and body; no condition when the message has none.
    /// The condition ends at the first ": " outside backticks (quoted code may hold one).
    static func split(_ message: String) -> (condition: String?, body: String) {
        guard message.hasPrefix("if ") else { return (nil, message) }
        var searchStart = message.index(message.startIndex, offsetBy: 3)
        while let separator = message.range(of: ": ", range: searchStart..<message.endIndex) {
            let condition = message[message.index(message.startIndex, offsetBy: 3)..<separator.lowerBound]
            // A condition's phrases are balanced in backticks; a ": " inside quoted code is not the end.
            if condition.filter({ $0 == "`" }).count % 2 == 0 {
                return (String(condition), String(message[separator.upperBound...]))
            }
            searchStart = separator.upperBound
        }
        return (nil, message)
    }
}
