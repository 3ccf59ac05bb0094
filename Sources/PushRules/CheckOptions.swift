/// What the command line passes to `check` and `fix`.
public struct CheckOptions: Sendable {
    /// `--intent`: what every payload is meant to be, unless its own `gtpush:` comment says otherwise.
    public var intent: Intent?
    /// `--disable GTnnn`, for the whole run.
    public var disabled: Set<String>
    /// `--sounds DIR`: the sound file names found there (GT502); nil when not given.
    public var soundFiles: Set<String>?
    /// `--silent-badge N`: the badge GT201's fix adds to a silent payload.
    public var silentBadge: Int
    /// `gtpush.json`'s `intent` entries (RULES.md "Intent" 1): the intent they give a payload's
    /// file and function, and the words that say which entry; nil when none applies. The command
    /// line matches paths against the file's globs, so the rules never see the file itself.
    public var configuredIntent: (@Sendable (_ file: String, _ function: String?) -> (intent: Intent, reason: Message)?)?

    public init(intent: Intent? = nil, disabled: Set<String> = [], soundFiles: Set<String>? = nil, silentBadge: Int = 1) {
        self.intent = intent
        self.disabled = disabled
        self.soundFiles = soundFiles
        self.silentBadge = silentBadge
    }
}
