import PHPSyntax

/// Turns a file's bytes into the units to analyse, deciding what kind of input it is:
/// - any file with a `<?php` or `<?=` tag is a PHP file (one unit; outside the tags is HTML);
/// - a `.php` file without a tag is inline HTML, as PHP reads it (Blade, XML, HTML), unless its
///   whole content parses as statements and names the SDK: then it is a snippet;
/// - another file without a tag whose whole content parses as statements is a snippet;
/// - otherwise (and always for `.md`/`.txt`) it is a document, searched for PHP runs.
public enum SourceLoader {
    public enum Kind: Sendable, Equatable {
        case php, snippet, document
    }

    public static func units(path: String, bytes: [UInt8]) -> [SourceUnit] {
        let file = SourceFile(path: path, bytes: bytes)
        switch classify(file) {
        case (.php, _):
            return [SourceUnit(tree: Parser.parse(file), isSnippet: false)]
        case (.snippet, let tree):
            return [SourceUnit(tree: tree ?? Parser.parse(file, startingIn: .php), isSnippet: true)]
        case (.document, _):
            return SnippetFinder.snippets(in: file).map { SourceUnit(tree: $0.tree, isSnippet: true) }
        }
    }

    public static func kind(of file: SourceFile) -> Kind {
        classify(file).kind
    }

    /// The kind, and the snippet tree when deciding it already parsed the whole file.
    private static func classify(_ file: SourceFile) -> (kind: Kind, tree: SyntaxTree?) {
        let lowered = file.path.lowercased()
        if lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown") || lowered.hasSuffix(".txt") { return (.document, nil) }
        let bytes = file.bytes
        if ByteSearch.containsIgnoringCase(bytes, "<?php") || ByteSearch.containsIgnoringCase(bytes, "<?=") { return (.php, nil) }
        if lowered.hasSuffix(".php") {
            // PHP prints such a file as it is; only a snippet about pushes is read as PHP.
            guard namesTheSDK(bytes) else { return (.php, nil) }
            let tree = Parser.parse(file, startingIn: .php)
            return tree.diagnostics.isEmpty ? (.snippet, tree) : (.php, nil)
        }
        let tree = Parser.parse(file, startingIn: .php)
        return tree.diagnostics.isEmpty ? (.snippet, tree) : (.document, nil)
    }

    /// The SDK's class and method names a push snippet uses.
    static func namesTheSDK(_ bytes: [UInt8]) -> Bool {
        ["IGtAPNPayload", "DictionaryAlertMsg", "SimpleAlertMsg", "set_apnInfo", "set_pushInfo"].contains { ByteSearch.containsIgnoringCase(bytes, $0) }
    }
}
