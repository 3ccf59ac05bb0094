/// Three-valued answers under unknowns, phrased with the names of the values that decide them.
public enum Truth: Sendable, Hashable {
    case always
    case never
    /// True only for some values of the unknowns; the condition says which ("`$x` is `…`").
    case when(Condition)

    public var isPossible: Bool { self != .never }
}

extension KindAnalysis {
    /// Whether `predicate` holds for every variant, none, or only some, and if some, for which values.
    public func truth(_ predicate: (Variant) -> Bool) -> Truth {
        let holding = variants.filter(predicate)
        if holding.count == variants.count { return .always }
        if holding.isEmpty { return .never }
        let set = Set(holding.map(\.choice))
        return .when(Condition(text: condition(for: set), message: conditionMessage(for: set)))
    }

    /// The kinds in words: "silent", or "silent if `$client_notice` is `com.gexin.ios.silence`, else audible-background".
    public var kindExplanation: String? {
        let kinds = self.kinds
        guard kinds.count > 1 else { return nil }
        if kinds.count == 2 {
            let first = variants.filter { $0.kind == kinds[0] }
            return "\(kinds[0].rawValue) if \(condition(for: Set(first.map(\.choice)))), else \(kinds[1].rawValue)"
        }
        return kinds.map { kind in
            "\(kind.rawValue) if \(condition(for: Set(variants.filter { $0.kind == kind }.map(\.choice))))"
        }.joined(separator: "; ")
    }

    /// `kindExplanation` as a catalogue message, for the other languages.
    public var kindExplanationMessage: Message? {
        let kinds = self.kinds
        guard kinds.count > 1 else { return nil }
        func clause(_ kind: PayloadKind) -> Message {
            Message("condition.kindIf", ["kind": .message(Message("kind.\(kind.rawValue)")), "condition": .message(conditionMessage(for: Set(variants.filter { $0.kind == kind }.map(\.choice))))])
        }
        if kinds.count == 2 {
            return Message("condition.kindElse", ["first": .message(clause(kinds[0])), "other": .message(Message("kind.\(kinds[1].rawValue)"))])
        }
        var list = clause(kinds[kinds.count - 1])
        for kind in kinds.dropLast().reversed() { list = Message("condition.semicolon", ["first": .message(clause(kind)), "rest": .message(list)]) }
        return list
    }

    /// The dimensions whose value changes the kind, holding the others fixed.
    public var kindDimensions: Set<Int> {
        var kindByChoice: [[Int]: PayloadKind] = [:]
        for variant in variants { kindByChoice[variant.choice] = variant.kind }
        return Set(dimensions.indices.filter { index in
            variants.contains { variant in
                dimensions[index].valuePhrases.indices.contains { other in
                    var flipped = variant.choice
                    flipped[index] = other
                    return kindByChoice[flipped] != variant.kind
                }
            }
        })
    }

    /// The dimensions whose value changes whether a choice is in `set`, holding the others fixed.
    func relevantDimensions(for set: Set<[Int]>) -> [Int] {
        dimensions.indices.filter { index in
            variants.contains { variant in
                variant.choice.indices.contains(index) && dimensions[index].valuePhrases.indices.contains { other in
                    var flipped = variant.choice
                    flipped[index] = other
                    return set.contains(variant.choice) != set.contains(flipped)
                }
            }
        }
    }

    /// Words for a set of choices: the combinations of relevant values, joined with "or".
    func condition(for set: Set<[Int]>) -> String {
        let relevant = relevantDimensions(for: set)
        var phrases: [String] = []
        for choice in set.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let parts = relevant.map { "\(dimensions[$0].name) is \(dimensions[$0].valuePhrases[choice[$0]])" }
            let phrase = parts.joined(separator: " and ")
            if !phrases.contains(phrase) { phrases.append(phrase) }
        }
        return phrases.joined(separator: ", or ")
    }

    /// `condition(for:)` as a catalogue message: the same clauses, worded by the language.
    func conditionMessage(for set: Set<[Int]>) -> Message {
        let relevant = relevantDimensions(for: set)
        var phrases: [Message] = []
        for choice in set.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let parts = relevant.map { index in
                Message("condition.is", ["name": .verbatim(dimensions[index].name), "value": .message(ConditionWords.value(dimensions[index].valuePhrases[choice[index]]))])
            }
            guard var phrase = parts.last else { continue }
            for part in parts.dropLast().reversed() { phrase = Message("condition.and", ["first": .message(part), "rest": .message(phrase)]) }
            if !phrases.contains(phrase) { phrases.append(phrase) }
        }
        guard var result = phrases.last else { return Message("empty") }
        for phrase in phrases.dropLast().reversed() { result = Message("condition.or", ["first": .message(phrase), "rest": .message(result)]) }
        return result
    }
}

/// A condition on unknown values, in English and as a catalogue message.
public struct Condition: Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var message: Message
    public var description: String { text }
}
