import Platform
import PushAnalysis
import PushRules

/// The options `check`, `explain` and `fix` share, read the same way everywhere.
struct RuleOptions {
    var checkOptions = CheckOptions()
    var bindings = Bindings()

    static let valued: Set<String> = ["--intent", "--disable", "--sounds", "--set", "--silent-badge"]

    init(_ options: ArgumentList) throws(ArgumentList.UsageError) {
        bindings = try Bindings.parse(options.all("--set"))
        if let word = options.value("--intent") {
            guard let intent = Intent(word: word) else {
                throw ArgumentList.UsageError("cli.intentTakes", ["value": .verbatim(word), "meant": .message(.didYouMean(Intent.meant(word)))])
            }
            checkOptions.intent = intent
        }
        for id in options.all("--disable") {
            let normalized = id.uppercased()
            guard normalized.count == 5, normalized.hasPrefix("GT"), Int(normalized.dropFirst(2)) != nil else {
                throw ArgumentList.UsageError("cli.disableTakes", ["value": .verbatim(id), "meant": .message(.didYouMean(RuleIDs.meant(id)))])
            }
            guard RuleIDs.isKnown(normalized) else {
                throw ArgumentList.UsageError("cli.disableUnknown", ["id": .verbatim(id)])
            }
            checkOptions.disabled.insert(normalized)
        }
        if let badge = options.value("--silent-badge") {
            guard let number = Int(badge), number >= 0 else {
                throw ArgumentList.UsageError("cli.silentBadgeTakes", ["value": .verbatim(badge)])
            }
            checkOptions.silentBadge = number
        }
        if let directory = options.value("--sounds") {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
                throw ArgumentList.UsageError("cli.soundsUnreadable", ["directory": .verbatim(directory)])
            }
            checkOptions.soundFiles = Set(names)
        }
    }
}
