import PHPSyntax
import PushRules

/// What the syntax holds where an edit falls, found in one walk of the tree: the call argument or
/// array item key or value the edit replaces, the statements it removes whole, and the array
/// literal it cuts in or adds to.
struct EditTargets: SyntaxVisitor {
    let range: SourceRange
    /// A method call's argument, an array item's value, or an array item's string key whose range
    /// is the edit's: a value the edit replaces and nothing else.
    var value: Expr?
    /// The statements that lie whole inside the edit, the outermost ones.
    var statements: [Stmt] = []
    /// The innermost array literal whose brackets hold the edit, with its items; nil when a
    /// function, class or statement inside it holds the edit (the edit is then code there).
    var literal: (range: SourceRange, items: [ArrayItem])?
    /// Arrays PHP writes into (`[$a, $b] = …`, `foreach (… as [$k, $v])`): never edited.
    private var written: [SourceRange] = []

    init(_ range: SourceRange) {
        self.range = range
    }

    static func find(_ range: SourceRange, in tree: SyntaxTree) -> EditTargets {
        SyntaxWalker.walk(tree.statements, EditTargets(range))
    }

    /// A node the edit touches (an insertion touches the nodes it stands at the edge of).
    private func touches(_ node: SourceRange) -> Bool {
        node.start <= range.end && range.start <= node.end
    }

    /// A node whose inside (not its edges) holds the edit.
    private func holds(_ node: SourceRange) -> Bool {
        node.start < range.start && range.end < node.end
    }

    mutating func visit(_ statement: Stmt) -> WalkAction {
        if range.start < range.end, range.start <= statement.range.start, statement.range.end <= range.end {
            statements.append(statement)
            return .skipChildren
        }
        guard touches(statement.range) else { return .skipChildren }
        if holds(statement.range) { literal = nil }
        if case .foreach(let loop) = statement.kind { written.append(loop.value.range) }
        return .visitChildren
    }

    mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
        guard touches(function.range) else { return .skipChildren }
        if holds(function.range) { literal = nil }
        return .visitChildren
    }

    mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
        guard touches(declaration.range) else { return .skipChildren }
        if holds(declaration.range) { literal = nil }
        return .visitChildren
    }

    mutating func visit(_ expression: Expr) -> WalkAction {
        guard touches(expression.range) else { return .skipChildren }
        let isWritten = written.contains { $0.start <= expression.range.start && expression.range.end <= $0.end }
        switch expression.kind {
        case .array(let items, let syntax):
            guard syntax != .list, !isWritten else { break }
            let present = items.compactMap { $0 }
            if holds(expression.range) { literal = (expression.range, present) }
            for item in present where !item.unpack && !item.byReference {
                if item.value.range == range { value = item.value }
                if let key = item.key, key.range == range, case .string = key.kind { value = key }
            }
        case .methodCall(_, _, let arguments, _), .staticCall(_, _, let arguments):
            for argument in arguments.items where argument.value.range == range && !argument.unpack { value = argument.value }
        case .assign(let target, _), .assignByReference(let target, _):
            if case .array = target.kind { written.append(target.range) }
        default:
            break
        }
        return .visitChildren
    }
}

extension EditShape {
    /// An edit that removes code (an empty replacement): one method call statement whose result
    /// nothing reads, with the spaces and line ending around it, or one array item with its
    /// comma. nil when the edit removes neither (it is then judged as a replacement).
    static func removal(_ edit: TextEdit, _ targets: EditTargets, in tree: SyntaxTree) -> Verdict? {
        let source = tree.source
        if let literal = targets.literal {
            let inside = literal.items.filter { edit.range.start <= $0.range.start && $0.range.end <= edit.range.end }
            let cut = literal.items.filter { $0.range.start < edit.range.end && edit.range.start < $0.range.end }
            if inside.count == 1, cut.count == 1, let item = inside.first {
                // Besides the item, only whitespace and the one comma that goes with it.
                var commas = 0
                for token in tokens(in: edit.range, of: tree) where token.end <= item.range.start || token.start >= item.range.end {
                    if token.kind == .char, source.bytes[token.start] == UInt8(ascii: ",") { commas += 1; continue }
                    if token.kind != .whitespace { return .refuse(Message("fix.shape.removal.other", ["code": .verbatim(source.string(token.range))])) }
                }
                guard commas <= 1, edges(of: edit.range, areWhitespaceIn: tree) else { return .refuse(Message("fix.shape.removal.other", ["code": .verbatim(source.string(edit.range))])) }
                if let effect = firstEffect(in: item.range, of: tree) {
                    return .refuse(Message("fix.shape.removal.effect", ["code": .verbatim(source.string(item.range)), "effect": .verbatim(effect)]))
                }
                return .apply(edit)
            }
        }
        guard let statement = targets.statements.first else { return nil }
        let code = Message.Argument.verbatim(source.string(statement.range))
        guard targets.statements.count == 1 else { return .refuse(Message("fix.shape.removal.other", ["code": .verbatim(source.string(edit.range))])) }
        let outside = tokens(in: edit.range, of: tree).filter { $0.end <= statement.range.start || $0.start >= statement.range.end }
        if let other = outside.first(where: { $0.kind != .whitespace }) ?? (edges(of: edit.range, areWhitespaceIn: tree) ? nil : outside.first) {
            return .refuse(Message("fix.shape.removal.other", ["code": .verbatim(source.string(other.range))]))
        }
        guard case .expression(let expr) = statement.kind, case .methodCall(let object, _, let arguments, _) = expr.kind,
              source.bytes[statement.range.end - 1] == UInt8(ascii: ";") else {
            return .refuse(Message("fix.shape.removal.notCall", ["code": code]))
        }
        if let effect = firstEffect(in: arguments.range, of: tree) ?? firstEffect(in: object.range, of: tree) ?? firstCall(in: object.range, of: tree) {
            return .refuse(Message("fix.shape.removal.effect", ["code": code, "effect": .verbatim(effect)]))
        }
        guard startsStatement(at: statement.range.start, in: tree) else { return .refuse(Message("fix.shape.removal.body", ["code": code])) }
        return .apply(edit)
    }

    /// An insertion inside an array literal: between its items (or after the last), and not inside
    /// a token (a comment or a string).
    static func itemInsertion(_ edit: TextEdit, items: [ArrayItem], in tree: SyntaxTree) -> Verdict {
        let offset = edit.range.start
        let insideItem = items.contains { $0.range.start < offset && offset < $0.range.end }
        let insideToken = token(at: offset, in: tree).map { $0.kind != .whitespace && $0.start < offset } ?? false
        return insideItem || insideToken ? .refuse(Message("fix.shape.itemInsertion")) : .apply(edit)
    }

    /// True when a statement starting at `offset` stands in a list of statements: after `;`, `{`,
    /// `}`, a `:` (a case, a label, the alternative syntax) or a tag, not as the lone body of an
    /// `if`, `else`, loop or `declare` without braces.
    static func startsStatement(at offset: Int, in tree: SyntaxTree) -> Bool {
        let tokens = tree.tokens
        var index = firstToken(startingAtOrAfter: offset, in: tree)
        while index > 0, tokens[index - 1].kind.isTrivia { index -= 1 }
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        if previous.kind == .openTag || previous.kind == .closeTag || previous.kind == .inlineHTML { return true }
        guard previous.kind == .char else { return false }
        return [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":")].contains(tree.source.bytes[previous.start])
    }

    /// True when the edit does not cut a token at either end (a removal that starts or ends inside
    /// a comment or a string would change it).
    static func edges(of range: SourceRange, areWhitespaceIn tree: SyntaxTree) -> Bool {
        [range.start, range.end].allSatisfy { offset in
            guard let token = token(at: offset, in: tree), token.start < offset else { return true }
            return token.kind == .whitespace
        }
    }

    /// The token that holds the byte at `offset`.
    static func token(at offset: Int, in tree: SyntaxTree) -> Token? {
        let index = firstToken(startingAtOrAfter: offset + 1, in: tree)
        guard index > 0 else { return nil }
        let token = tree.tokens[index - 1]
        return token.start <= offset && offset < token.end ? token : nil
    }

    /// The index of the first token that starts at `offset` or later, by binary search.
    static func firstToken(startingAtOrAfter offset: Int, in tree: SyntaxTree) -> Int {
        let tokens = tree.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
