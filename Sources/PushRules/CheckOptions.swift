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

    public init(intent: Intent? = nil, disabled: Set<String> = [], soundFiles: Set<String>? = nil, silentBadge: Int = 1) {
        self.intent = intent
        self.disabled = disabled
        self.soundFiles = soundFiles
        self.silentBadge = silentBadge
    }
}
