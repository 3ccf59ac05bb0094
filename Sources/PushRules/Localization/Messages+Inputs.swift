import GeTuiModel
import PushAnalysis

/// Sentences that lower modules give as values (why the SDK dropped the APNs part, why a
/// `--set` argument is wrong), as catalogue messages.
extension Message {
    public static func dropReason(_ reason: DropReason) -> Message {
        switch reason {
        case .nullArgument: Message("drop.nullArgument")
        case .unknownArgument: Message("drop.unknownArgument")
        case .jsonEncodeFailed(let failure): Message("drop.jsonEncodeFailed", ["failure": .verbatim("\(failure)")])
        }
    }

    /// The literal's own problem (`reason`) is the parser's message, kept as it is.
    public static func bindingError(_ error: Bindings.ParseError) -> Message {
        switch error {
        case .missingEquals(let text): Message("set.missingEquals", ["text": .verbatim(text)])
        case .badName(let name): Message("set.badName", ["name": .verbatim(name)])
        case .notALiteral(let text, let reason): Message("set.notALiteral", ["text": .verbatim(text), "reason": .verbatim(reason)])
        }
    }
}

extension Message {
    /// ` (did you mean `silent`?)` after the word at fault, or nothing when no word is near it.
    public static func didYouMean(_ word: String?) -> Message {
        word.map { Message("cli.didYouMean", ["word": .verbatim($0)]) } ?? Message("empty")
    }
}
