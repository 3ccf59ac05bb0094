/// A payload's intent and the step of RULES.md's intent model that gave it.
public struct ResolvedIntent: Sendable, Hashable {
    /// The steps, in the order they are tried.
    public enum Source: String, Sendable, Hashable {
        /// A `gtpush: silent|normal|mixed` comment.
        case declared
        /// An identifier with a word part `silent`, `silence`, `quiet` or `jingmo`.
        case named
        /// `--intent`.
        case commandLine
        /// Content-available with the silence sound, `sound = ""` or an empty alert, on every path.
        case attempted
    }

    public var intent: Intent
    public var source: Source
    /// Where it came from: "the function is named `buildBrokenSilentTemplate`".
    public var reasonMessage: Message

    public init(_ intent: Intent, _ source: Source, _ reasonMessage: Message) {
        self.intent = intent
        self.source = source
        self.reasonMessage = reasonMessage
    }

    /// The reason in English.
    public var reason: String { reasonMessage.text(.english) }

    /// "meant silent: the function is named `buildBrokenSilentTemplate`", for diagnostics.
    public var phraseMessage: Message {
        Message("intent.meant", ["intent": .message(Message("kind.\(intent.rawValue)")), "reason": .message(reasonMessage)])
    }

    /// Two intents are the same when they say the same thing, in whichever words: a reason
    /// given verbatim equals one from the catalogue that reads the same.
    public static func == (lhs: ResolvedIntent, rhs: ResolvedIntent) -> Bool {
        lhs.intent == rhs.intent && lhs.source == rhs.source && lhs.reason == rhs.reason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(intent)
        hasher.combine(source)
        hasher.combine(reason)
    }

    /// Whether `fix` may remove an alert with text: only when silence was asked for in so many
    /// words (declared, named or `--intent`), never on an attempt read from the code.
    public var mayRemoveAlertText: Bool { intent == .silent && source != .attempted }
}
