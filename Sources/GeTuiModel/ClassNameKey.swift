/// How a class name in the code is matched with a class gtpush knows: its last part, lowercased.
/// PHP compares class names case-insensitively, and the SDKs' classes are the same classes in
/// whatever namespace a project keeps its copy (`\Igetui\DictionaryAlertMsg`, `gtaps`).
public enum ClassNameKey {
    public static func of(_ name: String) -> String {
        name.split(separator: "\\").last.map { $0.lowercased() } ?? ""
    }
}
