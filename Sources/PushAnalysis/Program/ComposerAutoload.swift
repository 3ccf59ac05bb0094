import Platform

/// `composer.json`'s PSR-4 autoload map: which file declares a class, as Composer's autoloader
/// would load it (`"App\\": "src/"` puts `App\Push\Service` in `src/Push/Service.php`).
public struct ComposerAutoload: Sendable {
    /// Namespace prefixes (with their trailing backslash) and the folders they map to, as paths
    /// in the form gtpush reads files by.
    public private(set) var prefixes: [(prefix: String, directory: String)] = []

    public init() {}

    /// The PSR-4 entries of `autoload` and `autoload-dev` in a `composer.json` found in `directory`;
    /// nil when the bytes are not a JSON object.
    public init?(composerJSON bytes: [UInt8], directory: String) {
        guard case .object(let object)? = JSONValue.parse(bytes) else { return nil }
        for section in ["autoload", "autoload-dev"] {
            guard case .object(let autoload)? = object[section], case .object(let psr4)? = autoload["psr-4"] else { continue }
            for (prefix, value) in psr4.sorted(by: { $0.key < $1.key }) {
                let folders: [String]
                switch value {
                case .string(let folder): folders = [folder]
                case .array(let items):
                    // A list holding anything but strings is no list of folders.
                    let strings = items.compactMap { if case .string(let folder) = $0 { folder } else { nil } }
                    folders = strings.count == items.count ? strings : []
                default: folders = []
                }
                for folder in folders {
                    let joined = folder.hasPrefix("/") ? folder : (directory == "." ? folder : directory + "/" + folder)
                    prefixes.append((prefix, FilePaths.normalized(joined)))
                }
            }
        }
        // The longest prefix first, as Composer tries them.
        prefixes.sort { $0.prefix.count > $1.prefix.count }
    }

    /// Adds another `composer.json`'s map (a monorepo's packages), keeping longest prefixes first.
    public mutating func merge(_ other: ComposerAutoload) {
        prefixes += other.prefixes
        prefixes.sort { $0.prefix.count > $1.prefix.count }
    }

    /// The files that may declare `qualifiedName` (no leading backslash), longest prefix first.
    public func paths(for qualifiedName: String) -> [String] {
        prefixes.compactMap { entry in
            guard qualifiedName.lowercased().hasPrefix(entry.prefix.lowercased()) else { return nil }
            let rest = qualifiedName.dropFirst(entry.prefix.count).replacingAll("\\", with: "/")
            guard !rest.isEmpty else { return nil }
            return FilePaths.normalized(entry.directory + "/" + rest + ".php")
        }
    }

    func mayDeclare(_ qualifiedName: String, path: String) -> Bool {
        paths(for: qualifiedName).contains(FilePaths.normalized(path))
    }
}
