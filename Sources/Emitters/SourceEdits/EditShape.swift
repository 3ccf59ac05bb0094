import PHPSyntax
import PushRules

/// The check every fix edit passes before it is applied, on the syntax tree of the bytes it edits.
///
/// A replacement may stand only for the right-hand side of a plain assignment whose value the
/// code throws away (a statement of its own, or the action of a statement-level `cond && …`),
/// and only when that right-hand side assigns nothing itself: then replacing it changes that one
/// value and nothing else. A compound assignment statement (`$apn->contentAvailable += 1;`) whose
/// operand has no effects is rewritten as the plain assignment it becomes. A reference assignment
/// (`= &$x`), an assignment inside a larger expression (`foo($apn->sound .= "x")`,
/// `$y = $apn->sound = …`) or anything else is refused: rewriting it would change other code.
/// An insertion must fall between two statements, outside any parentheses or brackets.
///
/// v2 code is edited in its own form too: a method call's argument or an array item's value or
/// string key is replaced when it changes nothing else; a method call statement whose result
/// nothing reads is removed, with its line, unless it is the lone body of a control statement;
/// an array item is removed with its comma; an item is inserted between an array literal's items.
public enum EditShape {
    public enum Verdict: Equatable, Sendable {
        /// The edit to apply: the one given, or the statement-level rewrite that replaces it.
        case apply(TextEdit)
        /// Why the edit would change more than the value it means to.
        case refuse(Message)
    }

    public static func check(_ edit: TextEdit, in trees: [SyntaxTree]) -> Verdict {
        check(edit, in: ShapedTrees(trees))
    }

    /// The same, with what each tree's insertions need worked out once for all the edits of a
    /// file: a file of n fixes is checked in about n log n steps, not n times the file.
    public static func check(_ edit: TextEdit, in shaped: ShapedTrees) -> Verdict {
        let trees = shaped.trees
        guard let treeIndex = trees.firstIndex(where: { tree in statement(containing: edit.range, in: tree.statements) != nil })
            ?? trees.firstIndex(where: { $0.statements.first.map { $0.range.start <= edit.range.start } ?? false && edit.range.start == edit.range.end })
            ?? trees.firstIndex(where: { tree in !edit.replacement.isEmpty ? false : tree.statements.contains { edit.range.start <= $0.range.start && $0.range.end <= edit.range.end } }) else {
            return .refuse(Message("fix.shape.outside"))
        }
        let tree = trees[treeIndex]
        let targets = EditTargets.find(edit.range, in: tree)
        if edit.range.start == edit.range.end {
            if let literal = targets.literal { return itemInsertion(edit, items: literal.items, in: tree) }
            return insertion(edit, in: tree, shaped.insertionPlaces(treeIndex))
        }
        if edit.replacement.isEmpty, let verdict = removal(edit, targets, in: tree) { return verdict }
        if let value = targets.value {
            // A setter's argument, an item's value or key: replacing it changes that value only.
            if let effect = firstEffect(in: value.range, of: tree) {
                return .refuse(Message("fix.shape.valueEffect", ["code": .verbatim(tree.source.string(value.range)), "effect": .verbatim(effect)]))
            }
            return .apply(edit)
        }
        guard let statement = innermostStatement(containing: edit.range, in: tree.statements) else {
            return .refuse(Message("fix.shape.notInStatement", ["code": .verbatim(tree.source.string(edit.range))]))
        }
        guard case .expression(let expr) = statement.kind else {
            return .refuse(Message("fix.shape.notAssignment", ["code": .verbatim(tree.source.string(edit.range))]))
        }
        for assignment in discardedAssignments(expr) {
            switch assignment.kind {
            case .assign(_, let value) where value.range == edit.range:
                // `$y = $apn->sound .= "z"`: the edit means the inner assignment, whose value `$y` reads.
                if Self.isAssignment(value) { break }
                if let effect = firstEffect(in: value.range, of: tree) {
                    return .refuse(Message("fix.shape.sideEffect", ["effect": .verbatim(effect)]))
                }
                return .apply(edit)
            case .compoundAssign(_, let target, let value) where assignment.range == edit.range:
                if let effect = firstEffect(in: value.range, of: tree) ?? firstCall(in: value.range, of: tree) {
                    return .refuse(Message("fix.shape.compound", ["effect": .verbatim(effect)]))
                }
                let replacement = tree.source.text(target.range) + Array(" = ".utf8) + edit.replacement
                return .apply(TextEdit(range: assignment.range, replacement: replacement))
            case .assignByReference(_, let value) where value.range == edit.range:
                return .refuse(Message("fix.shape.reference"))
            default:
                continue
            }
        }
        return .refuse(Message("fix.shape.insideExpression", ["code": .verbatim(tree.source.string(edit.range))]))
    }

    /// The assignments whose value nothing reads: the statement's own expression, or the action
    /// of a statement-level `cond && action` / `cond || action` (its result is discarded too).
    static func discardedAssignments(_ expr: Expr) -> [Expr] {
        switch expr.kind {
        case .assign, .compoundAssign, .assignByReference:
            return [expr]
        case .binary(let op, _, let right) where [.booleanAnd, .booleanOr, .logicalAnd, .logicalOr].contains(op):
            return discardedAssignments(right)
        default:
            return []
        }
    }

    static func isAssignment(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .assign, .compoundAssign, .assignByReference: return true
        default: return false
        }
    }

    /// The deepest statement whose range covers `range`, looking into every body that holds statements.
    static func innermostStatement(containing range: SourceRange, in statements: [Stmt]) -> Stmt? {
        guard let statement = statement(containing: range, in: statements) else { return nil }
        for body in bodies(of: statement) {
            if let inner = innermostStatement(containing: range, in: body) { return inner }
        }
        return statement
    }

    /// The first of `statements` whose range covers `range`, found by binary search: statements
    /// side by side come in the order of their ranges and do not overlap, so only the last one
    /// starting at or before the range can cover it, or, for an empty range where one statement
    /// ends and the next begins, the one before it.
    static func statement(containing range: SourceRange, in statements: [Stmt]) -> Stmt? {
        var low = 0
        var high = statements.count
        while low < high {
            let middle = (low + high) / 2
            if statements[middle].range.start <= range.start { low = middle + 1 } else { high = middle }
        }
        for index in max(low - 2, 0)..<low {
            let statement = statements[index]
            if statement.range.start <= range.start && range.end <= statement.range.end { return statement }
        }
        return nil
    }

    /// The statement lists directly inside a statement.
    static func bodies(of statement: Stmt) -> [[Stmt]] {
        switch statement.kind {
        case .block(let body), .while(_, let body), .doWhile(let body, _), .for(_, _, _, let body):
            return [body]
        case .if(let statement):
            return [statement.body] + statement.elseIfs.map(\.body) + [statement.elseBody ?? []]
        case .foreach(let loop):
            return [loop.body]
        case .switch(_, let cases):
            return cases.map(\.body)
        case .try(let statement):
            return [statement.body] + statement.catches.map(\.body) + [statement.finallyBody ?? []]
        case .function(let declaration):
            return [declaration.body ?? []]
        case .classLike(let declaration):
            return declaration.members.compactMap { member in
                if case .method(_, let method) = member.kind { return method.body ?? [] }
                return nil
            }
        case .namespace(_, let body), .declare(_, let body):
            return [body ?? []]
        case .expression, .echo, .inlineHTML, .break, .continue, .return, .global, .staticVariables, .unset,
             .use, .const, .goto, .label, .haltCompiler, .nop, .error:
            return []
        }
    }

    /// The first token in `range` that assigns or changes a variable (`=`, `+=`, `++`…).
    static func firstEffect(in range: SourceRange, of tree: SyntaxTree) -> String? {
        for token in tokens(in: range, of: tree) where isAssigning(token, in: tree.source) {
            return tree.source.string(token.range)
        }
        return nil
    }

    /// The first call in `range`: a name or `)` followed by `(`, or `new`.
    static func firstCall(in range: SourceRange, of tree: SyntaxTree) -> String? {
        for token in tokens(in: range, of: tree) where token.kind == .new || (token.kind == .char && tree.source.bytes[token.start] == UInt8(ascii: "(")) {
            return tree.source.string(range)
        }
        return nil
    }

    static func isAssigning(_ token: Token, in source: SourceFile) -> Bool {
        switch token.kind {
        case .andEqual, .coalesceEqual, .concatEqual, .divEqual, .minusEqual, .modEqual, .mulEqual, .orEqual,
             .plusEqual, .powEqual, .slEqual, .srEqual, .xorEqual, .inc, .dec:
            return true
        case .char:
            return source.bytes[token.start] == UInt8(ascii: "=")
        default:
            return false
        }
    }

    /// The tokens that lie inside `range`, found by binary search.
    static func tokens(in range: SourceRange, of tree: SyntaxTree) -> ArraySlice<Token> {
        let tokens = tree.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < range.start { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < tokens.count, tokens[end].end <= range.end { end += 1 }
        return tokens[low..<end]
    }

    /// An insertion goes where a statement can start: after `;`, `{` or `}` at bracket depth 0,
    /// and not before something that continues the previous statement (`else`, `catch`, `->`…).
    static func insertion(_ edit: TextEdit, in tree: SyntaxTree, _ places: InsertionPlaces) -> Verdict {
        let offset = edit.range.start
        let bytes = tree.source.bytes
        let (depth, previous, next) = places.around(offset)
        let refusal = Verdict.refuse(Message("fix.shape.insertion"))
        guard depth == 0, let previous, previous.kind == .char || previous.kind == .closeTag || previous.kind == .openTag else { return refusal }
        if previous.kind == .char, ![UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(bytes[previous.start]) { return refusal }
        if let next {
            let continues: Set<TokenKind> = [.else, .elseif, .catch, .finally, .objectOperator, .nullsafeObjectOperator, .paamayimNekudotayim]
            if continues.contains(next.kind) { return refusal }
            // `do { … } while (…);`
            if next.kind == .while, previous.kind == .char, bytes[previous.start] == UInt8(ascii: "}") { return refusal }
            if next.kind == .char, [UInt8(ascii: ";"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: "?"), UInt8(ascii: ":")].contains(bytes[next.start]) { return refusal }
        }
        return .apply(edit)
    }
}
