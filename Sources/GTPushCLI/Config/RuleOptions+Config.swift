import Platform
import PushRules

extension RuleOptions {
    /// Adds what `gtpush.json` says to what the flags said. A flag wins where both set one value
    /// (`--sounds`, `--silent-badge`); `disable` adds to `--disable`; the file's `intent` entries
    /// count as declared (RULES.md "Intent" 1), so `--intent` fills only what they leave open.
    mutating func apply(_ settings: ProjectSettings, flags options: ArgumentList) throws(ArgumentList.UsageError) {
        guard let config = settings.config else { return }
        checkOptions.disabled.formUnion(config.disable)
        if options.value("--silent-badge") == nil, let badge = config.silentBadge {
            checkOptions.silentBadge = badge
        }
        if options.value("--sounds") == nil, let sounds = config.sounds {
            let directory = settings.display(sounds)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
                throw ArgumentList.UsageError("config.soundsUnreadable", ["path": .verbatim(config.path), "directory": .verbatim(directory)])
            }
            checkOptions.soundFiles = Set(names)
        }
        if !config.intents.isEmpty {
            let (entries, file, folder, current) = (config.intents, config.path, config.folder, settings.current)
            checkOptions.configuredIntent = { path, function in
                let relative = ProjectPath.relative(ProjectPath.absolute(path, from: current), from: folder)
                guard let entry = IntentEntry.deciding(entries, relativePath: relative, function: function) else { return nil }
                return (entry.intent, Message("intent.reason.config", ["file": .verbatim(file), "key": .verbatim(entry.key), "word": .verbatim(entry.word)]))
            }
        }
    }
}
