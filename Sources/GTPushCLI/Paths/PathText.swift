/// Path text as `NSString`'s path methods shaped it, without Foundation: joining a folder and a
/// name, and a path's folder, last component and name without extension.
enum PathText {
    /// `a/b` for `a` and `b` or `a/` and `b`; `component` alone for an empty folder. Callers join
    /// relative names (a file's name, a manifest's relative path).
    static func appending(_ folder: String, _ component: String) -> String {
        guard !folder.isEmpty else { return component }
        let name = String(component.drop { $0 == "/" })
        let base = trimmingTrailingSlashes(folder)
        guard !name.isEmpty else { return base }
        return base == "/" ? "/" + name : base + "/" + name
    }

    /// `/a` for `/a/b/`, `/` for `/a`, an empty path for `a`.
    static func deletingLastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// `b` for `/a/b/`, `/` for `/`.
    static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `a/b` for `a/b.php`; a name that only starts with a dot keeps it.
    static func deletingExtension(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        let nameStart = trimmed.lastIndex(of: "/").map { trimmed.index(after: $0) } ?? trimmed.startIndex
        guard let dot = trimmed[nameStart...].lastIndex(of: "."), dot != nameStart else { return trimmed }
        return String(trimmed[..<dot])
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
