import PHPSyntax

/// The files a unit includes by a path the code fixes: `require __DIR__ . '/lib.php';`,
/// `include dirname(__FILE__) . '/../config.php';`, `require_once ROOT . 'x.php';` with `ROOT`
/// defined from such parts. Paths are in the same form as the unit's own path, `.` and `..` folded.
enum IncludeTargets {
    /// `constants`: string constants already known (`define('ROOT', __DIR__ . '/')`, by name).
    static func paths(in unit: SourceUnit, constants: [String: PathValue]) -> [String] {
        targets(in: unit, constants: constants).map(\.path)
    }

    /// `paths`, each with the path expression of its first include, which messages point at.
    static func targets(in unit: SourceUnit, constants: [String: PathValue]) -> [(path: String, range: SourceRange)] {
        var found: [(path: String, range: SourceRange)] = []
        for pathExpr in unit.includeFacts.includes {
            guard let path = value(pathExpr, file: unit.file.path, constant: { constants[$0] }) else { continue }
            // `__DIR__` and `__FILE__` give paths in the form files are read by; a bare relative
            // path is taken from the including file's folder, where its author ran it.
            let anchored = path.isAnchored || path.text.hasPrefix("/")
            let resolved = FilePaths.normalized(anchored ? path.text : FilePaths.directory(of: unit.file.path) + "/" + path.text)
            if !found.contains(where: { $0.path == resolved }) { found.append((resolved, pathExpr.range)) }
        }
        return found
    }

    /// The fixed-string constants of every unit, the first definition of a name winning, each
    /// unit able to build on the ones before it.
    static func stringConstants(of units: [SourceUnit]) -> [String: PathValue] {
        var constants: [String: PathValue] = [:]
        for unit in units { addStringConstants(of: unit, to: &constants) }
        return constants
    }

    /// The unit's fixed-string constants added to those of the units before it, which win.
    static func addStringConstants(of unit: SourceUnit, to constants: inout [String: PathValue]) {
        constants.merge(stringConstants(in: unit, known: constants)) { first, _ in first }
    }

    /// `define('NAME', <path expression>)` calls and `const` declarations whose value is a fixed
    /// string, by name.
    static func stringConstants(in unit: SourceUnit, known: [String: PathValue]) -> [String: PathValue] {
        var constants: [String: PathValue] = [:]
        // A name defined before this unit keeps its first value (PHP warns and keeps it).
        let constant = { (name: String) in known[name] ?? constants[name] }
        for definition in unit.includeFacts.definitions {
            if let value = value(definition.value, file: unit.file.path, constant: constant) { constants[definition.name] = value }
        }
        return constants
    }

    /// A path the code fixes, and whether it starts from `__DIR__` or `__FILE__`.
    struct PathValue: Sendable, Equatable {
        var text: String
        var isAnchored: Bool
    }

    /// The string a path expression always gives, or nil when it depends on anything else.
    /// `constant` gives the path a constant's name stands for, if known.
    static func value(_ expr: Expr, file: String, constant: (String) -> PathValue?) -> PathValue? {
        switch expr.kind {
        case .string(let bytes):
            return PathValue(text: String(decoding: bytes, as: UTF8.self), isAnchored: false)
        case .magicConstant(.dir):
            return PathValue(text: FilePaths.directory(of: file), isAnchored: true)
        case .magicConstant(.file):
            return PathValue(text: file, isAnchored: true)
        case .binary(.concat, let left, let right):
            guard let l = value(left, file: file, constant: constant), let r = value(right, file: file, constant: constant) else { return nil }
            return PathValue(text: l.text + r.text, isAnchored: l.isAnchored)
        case .constantFetch(let name):
            return constant(name.joined) ?? constant(name.last)
        case .call(.name(let name), let arguments) where name.last.phpLowercased == "dirname" && (1...2).contains(arguments.items.count):
            guard var path = value(arguments.items[0].value, file: file, constant: constant) else { return nil }
            var levels = 1
            if arguments.items.count == 2 {
                guard case .integer(let n) = arguments.items[1].value.kind, n >= 1 else { return nil }
                levels = n
            }
            for _ in 0..<min(levels, 64) { path.text = FilePaths.directory(of: path.text) }
            return path
        default:
            return nil
        }
    }

}

/// The expressions of a unit that `IncludeTargets` evaluates, found in one walk of the file,
/// functions and methods included: the paths of its includes, and the values of its
/// `define('NAME', …)` calls (then its top-level `const` declarations), in order.
struct IncludeFacts: Sendable {
    var includes: [Expr] = []
    var definitions: [(name: String, value: Expr)] = []

    init() {}

    init(_ statements: [Stmt]) {
        let visitor = SyntaxWalker.walk(statements, Visitor())
        includes = visitor.includes
        definitions = visitor.defines
        for case .const(let declarations) in statements.map(\.kind) {
            definitions += declarations.map { (name: $0.name, value: $0.value) }
        }
    }

    private struct Visitor: SyntaxVisitor {
        var includes: [Expr] = []
        var defines: [(name: String, value: Expr)] = []

        mutating func visit(_ expression: Expr) -> WalkAction {
            switch expression.kind {
            case .include(_, let path):
                includes.append(path)
            case .call(.name(let name), let arguments) where name.last.phpLowercased == "define" && arguments.items.count >= 2:
                if case .string(let bytes) = arguments.items[0].value.kind {
                    defines.append((name: String(decoding: bytes, as: UTF8.self), value: arguments.items[1].value))
                }
            default:
                break
            }
            return .visitChildren
        }
    }
}

/// Lexical path arithmetic on the paths gtpush reads files by.
public enum FilePaths {
    /// `a/b` for `a/b/c.php`; `.` for a bare name; `/` for a file in the root.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `a/./b/../c` as `a/c`; a leading `./` dropped; `..` kept where nothing is left to fold.
    public static func normalized(_ path: String) -> String {
        // Nearly every path is normal already: told by one look at its bytes, with no split.
        if isNormal(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// No empty part (`//`, a trailing `/`), no `.` or `..` part, and not empty.
    private static func isNormal(_ path: String) -> Bool {
        var partLength = 0
        var dots = 0
        var first = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                // A leading `/` starts an absolute path; any other empty part needs folding.
                if partLength == 0 && !first { return false }
                if partLength > 0 && partLength == dots && dots <= 2 { return false }
                partLength = 0
                dots = 0
            } else {
                partLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            first = false
        }
        return partLength > 0 && !(partLength == dots && dots <= 2)
    }
}
