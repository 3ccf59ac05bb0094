import PHPSyntax

/// Turns a file's bytes into the units to analyse, deciding what kind of input it is:
/// - any file with a `<?php` or `<?=` tag is a PHP file (one unit; outside the tags is HTML);
/// - a file without a tag whose whole content parses as statements is a snippet;
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
        // A .php file without a tag is a snippet even when it has a syntax error: report it, don't search it.
        if lowered.hasSuffix(".php") { return (.snippet, nil) }
        let tree = Parser.parse(file, startingIn: .php)
        return tree.diagnostics.isEmpty ? (.snippet, tree) : (.document, nil)
    }
}
