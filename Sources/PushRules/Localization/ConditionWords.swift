/// The words `KindAnalysis` gives the values of an unknown ("anything else", "not empty"): a
/// fixed set, each a catalogue key; a value written as code (`com.gexin.ios.silence`, 1) stays
/// as it is.
enum ConditionWords {
    static let keys: [String: String] = [
        "not empty": "condition.value.notEmpty",
        "empty": "condition.value.empty",
        "anything else": "condition.value.anythingElse",
        "set": "condition.value.set",
        "0 or more": "condition.value.nonNegative",
        "negative": "condition.value.negative",
    ]

    static func value(_ phrase: String) -> Message {
        keys[phrase].map { Message($0) } ?? Message("verbatim", ["text": .verbatim(phrase)])
    }
}
