import GeTuiModel
import PHPCompileChecks
import PHPSyntax

/// Turns a file's bytes into the units to analyse, deciding what kind of input it is:
/// - any file with a `<?php` or `<?=` tag is a PHP file (one unit; outside the tags is HTML);
/// - a `.php` file without a tag is inline HTML, as PHP reads it (Blade views, XML, HTML), unless
///   its whole content parses as statements and names the SDK: then it is a snippet;
/// - another file without a tag whose whole content parses as statements is a snippet;
/// - otherwise (and always for `.md`/`.txt`) it is a document, searched for PHP runs.
public enum SourceLoader {
    public enum Kind: Sendable, Equatable {
        case php, snippet, document
    }

    /// Without `compileChecks`, trees carry syntax errors only (`parse --syntax-only`).
    public static func units(path: String, bytes: [UInt8], compileChecks: Bool = true) -> [SourceUnit] {
        let file = SourceFile(path: path, bytes: bytes)
        let pass = compileChecks ? CompileChecks.pass : nil
        switch classify(file, then: pass) {
        case (.php, _):
            return [SourceUnit(tree: Parser.parse(file, then: pass), isSnippet: false)]
        case (.snippet, let tree):
            return [SourceUnit(tree: tree ?? Parser.parse(file, startingIn: .php, then: pass), isSnippet: true)]
        case (.document, _):
            // A region PHP would refuse is no snippet, whatever the command.
            return SnippetFinder.snippets(in: file, then: CompileChecks.pass).map { SourceUnit(tree: $0.tree, isSnippet: true) }
        }
    }

    public static func kind(of file: SourceFile) -> Kind {
        classify(file, then: CompileChecks.pass).kind
    }

    /// One pass over the bytes for all the names (a tagless `.php` file, a Blade template say,
    /// is read whole).
    private static let sdkSearch = MultiByteSearch(SDKVocabulary.snippetNames)
    private static let openTags = MultiByteSearch(["<?php", "<?="])

    static func namesSDK(_ bytes: [UInt8]) -> Bool {
        sdkSearch.containsAny(bytes)
    }

    /// The kind, and the snippet tree when deciding it already parsed the whole file.
    private static func classify(_ file: SourceFile, then pass: (any ParsedTreePass)?) -> (kind: Kind, tree: SyntaxTree?) {
        let path = file.path
        if endsWith(path, ".md") || endsWith(path, ".markdown") || endsWith(path, ".txt") { return (.document, nil) }
        let bytes = file.bytes
        if openTags.containsAny(bytes) { return (.php, nil) }
        if endsWith(path, ".php") {
            // `php -l` accepts any tagless file (it is all inline HTML), so only a clean parse that
            // names the SDK makes it a snippet; anything else is the HTML PHP sees, with no errors.
            guard namesSDK(bytes) else { return (.php, nil) }
            let tree = Parser.parse(file, startingIn: .php, then: pass)
            return tree.diagnostics.isEmpty ? (.snippet, tree) : (.php, nil)
        }
        let tree = Parser.parse(file, startingIn: .php, then: pass)
        return tree.diagnostics.isEmpty ? (.snippet, tree) : (.document, nil)
    }

    /// Whether `path` ends with `suffix` (given in lowercase ASCII), its ASCII letters in either
    /// case: read in place, as the tree's every file is asked this (a lowercased copy of each
    /// path was an allocation per file), over the bytes (the UTF-8 view's suffix cost a few
    /// hundred instructions a file).
    private static func endsWith(_ path: String, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        return path.withUTF8Bytes { bytes in
            guard bytes.count >= count else { return false }
            let start = bytes.count - count
            return suffix.withUTF8Buffer { expected in (0..<count).allSatisfy { bytes[start + $0].phpLowercased == expected[$0] } }
        }
    }
}
