import GeTuiModel
import PHPRuntime
import PHPSyntax

/// Where the code writes a raw REST body: the array literal it starts from, and the item (or
/// the `$body['…'][…] = …` statement) that wrote each key, found in the syntax. A PHP array keeps
/// no trace of the code that built it, so this reads the code that can have: literals whose keys
/// match the body's, the variables they are assigned to, and writes through string keys.
struct RawBodySource {
    /// The literal the body starts from; nil when none in the file matches it.
    var literal: SourceRange?
    var origins = V2Origins()

    /// Looks through `statements` (the entry file) for the literal of `body` nearest before `sink`.
    init(body: PHPArray, sink: SourceRange, statements: [Stmt], file: SourceFile) {
        var finder = LiteralFinder(file: file)
        finder = SyntaxWalker.walk(statements, finder)
        let keys = Set(body.keys.compactMap(Self.text))
        // The literal whose string keys are all the body's and share the most with it; among equals,
        // the last one before the sink (else the first after it).
        let candidates = finder.literals.filter { literal in
            let literalKeys = Set(literal.items.compactMap(\.key))
            return !literalKeys.isEmpty && literalKeys.isSubset(of: keys) && literalKeys.contains { Self.bodyKeys.contains($0) }
        }
        let best = candidates.max { lhs, rhs in
            let (left, right) = (Set(lhs.items.compactMap(\.key)).count, Set(rhs.items.compactMap(\.key)).count)
            if left != right { return left < right }
            return Self.distance(lhs.range, to: sink) > Self.distance(rhs.range, to: sink)
        }
        guard let best else { return }
        literal = best.range
        record(best, path: [], finder: finder, depth: 0)
        // Writes through keys in the same file (`$body['push_channel']['ios']['aps']['sound'] = …`).
        for write in finder.writes where write.path.count > 0 && keys.contains(write.path[0]) {
            origins.byPath[write.path] = Origin(statement: write.statement, value: write.value, expressionText: nil)
        }
    }

    /// The keys that make an array a body (`RawBody.isBody`).
    static let bodyKeys: Set<String> = ["push_message", "push_channel", "msg_list", "aps"]

    private mutating func record(_ literal: LiteralFinder.Literal, path: [String], finder: LiteralFinder, depth: Int) {
        guard depth < 16 else { return }
        for item in literal.items {
            guard let key = item.key else { continue }
            let itemPath = path + [key]
            origins.byPath[itemPath] = Origin(statement: item.range, value: item.value.range, expressionText: nil)
            if let nested = finder.literal(at: item.value) ?? finder.assignedLiteral(item.value) {
                record(nested, path: itemPath, finder: finder, depth: depth + 1)
            }
        }
    }

    static func text(_ key: PHPArray.Key) -> String? {
        if case .string(let bytes) = key { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }

    /// How far a range lies from the sink: before it counts as nearer than after it.
    static func distance(_ range: SourceRange, to sink: SourceRange) -> Int {
        range.start <= sink.start ? sink.start - range.start : Int.max / 2 + range.start - sink.start
    }
}

/// The array literals of a file with string-literal keys, the single assignments of a literal to a
/// variable, and writes through string keys.
private struct LiteralFinder: SyntaxVisitor {
    struct Item {
        var key: String?
        var value: Expr
        var range: SourceRange
    }

    struct Literal {
        var range: SourceRange
        var items: [Item]
    }

    struct Write {
        var path: [String]
        var statement: SourceRange
        var value: SourceRange
    }

    let file: SourceFile
    var literals: [Literal] = []
    private var literalStarts: [Int: Int] = [:]
    /// `$name = [...]`, by variable name; a variable assigned twice is left out (it is not certain which).
    private var assigned: [String: Int] = [:]
    private var assignedTwice: Set<String> = []
    var writes: [Write] = []

    init(file: SourceFile) {
        self.file = file
    }

    mutating func visit(_ expression: Expr) -> WalkAction {
        switch expression.kind {
        case .array(let items, _):
            let literal = Literal(range: expression.range, items: items.compactMap { item in
                guard let item, !item.unpack else { return nil }
                let key: String? = if let keyExpr = item.key, case .string(let bytes) = keyExpr.kind { String(decoding: bytes, as: UTF8.self) } else { nil }
                return Item(key: key, value: item.value, range: item.range)
            })
            literalStarts[expression.range.start] = literals.count
            literals.append(literal)
        case .assign(let target, let value):
            if case .variable(let name) = target.kind, case .array = value.kind {
                if assigned[name] != nil { assignedTwice.insert(name) }
                assigned[name] = value.range.start
            } else if let path = Self.keyPath(target) {
                writes.append(Write(path: path, statement: expression.range, value: value.range))
            }
        default:
            break
        }
        return .visitChildren
    }

    func literal(at expr: Expr) -> Literal? {
        literalStarts[expr.range.start].map { literals[$0] }
    }

    func assignedLiteral(_ expr: Expr) -> Literal? {
        guard case .variable(let name) = expr.kind, !assignedTwice.contains(name), let start = assigned[name], let index = literalStarts[start] else { return nil }
        return literals[index]
    }

    /// `$body['a']['b']` → `["a", "b"]`: only string-literal keys on a variable.
    static func keyPath(_ target: Expr) -> [String]? {
        var path: [String] = []
        var current = target
        while case .arrayDimFetch(let base, let index?) = current.kind {
            guard case .string(let bytes) = index.kind else { return nil }
            path.insert(String(decoding: bytes, as: UTF8.self), at: 0)
            current = base
        }
        guard case .variable = current.kind, !path.isEmpty else { return nil }
        return path
    }
}
