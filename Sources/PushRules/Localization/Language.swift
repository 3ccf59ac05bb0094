/// The languages gtpush writes in. Rule ids, JSON and SARIF keys, code and the messages PHP and
/// the SDK print themselves are the same in every language; everything else comes from the
/// language's catalogue.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// `--lang`'s words: `en`, `zh-Hans` (also `zh`, `zh_CN`, `zh-CN`, as people type them).
    public init?(argument: String) {
        if argument == "en" || argument.hasPrefix("en_") || argument.hasPrefix("en-") {
            self = .english
        } else if argument.lowercased().hasPrefix("zh") {
            self = .simplifiedChinese
        } else {
            return nil
        }
    }

    /// The variables `fromEnvironment` reads, in the order it reads them.
    public static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The language of a locale environment: `LC_ALL`, then `LC_MESSAGES`, then `LANG`, the order
    /// POSIX gives them; a `zh_*` locale is Simplified Chinese, anything else (or none) English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in localeVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            return value.hasPrefix("zh") ? .simplifiedChinese : .english
        }
        return .english
    }
}
