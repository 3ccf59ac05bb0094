/// A statement node with its source range. The range of a statement covers its last token
/// (`;` or `}`) but not trailing trivia.
public struct Stmt: Sendable {
    public var kind: StmtKind
    public var range: SourceRange

    public init(_ kind: StmtKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// A case whose payload is one object (a final class) holds it in place; the others are boxed,
/// so a statement's kind stays one word. Matching `.if`, `.foreach` or `.try` then retains one
/// object, where copying a struct out of a box retained each of its parts (the compile-time
/// checks match a `foreach` eight times).
public enum StmtKind: Sendable {
    indirect case expression(Expr)
    indirect case echo([Expr])
    /// Text outside `<?php … ?>`.
    indirect case inlineHTML([UInt8])
    /// `{ ... }`
    indirect case block([Stmt])
    case `if`(IfStatement)
    indirect case `while`(condition: Expr, body: [Stmt])
    indirect case doWhile(body: [Stmt], condition: Expr)
    indirect case `for`(initializers: [Expr], conditions: [Expr], steps: [Expr], body: [Stmt])
    case foreach(ForeachStatement)
    indirect case `switch`(subject: Expr, cases: [SwitchCase])
    indirect case `break`(Expr?)
    indirect case `continue`(Expr?)
    indirect case `return`(Expr?)
    indirect case global([Expr])
    indirect case staticVariables([StaticVariable])
    indirect case unset([Expr])
    case `try`(TryStatement)
    case function(FunctionDeclaration)
    case classLike(ClassDeclaration)
    /// `namespace X;` (body nil: the rest of the file) or `namespace X { ... }`.
    indirect case namespace(Name?, body: [Stmt]?)
    indirect case use(UseDeclaration)
    /// `const A = 1, B = 2;` at file or namespace level.
    indirect case const([ConstantDeclaration])
    indirect case declare([DeclareDirective], body: [Stmt]?)
    indirect case goto(String)
    indirect case label(String)
    case haltCompiler
    /// A lone `;`.
    case nop
    /// What the parser skipped while recovering from a syntax error; a diagnostic was reported.
    case error
}

/// A reference, like the other statements with several parts (see `StmtKind`).
public final class IfStatement: Sendable {
    public let condition: Expr
    public let body: [Stmt]
    public let elseIfs: [ElseIfClause]
    public let elseBody: [Stmt]?
    /// `if (...): ... endif;`
    public let isAlternativeSyntax: Bool

    public init(condition: Expr, body: [Stmt], elseIfs: [ElseIfClause], elseBody: [Stmt]?, isAlternativeSyntax: Bool = false) {
        self.condition = condition
        self.body = body
        self.elseIfs = elseIfs
        self.elseBody = elseBody
        self.isAlternativeSyntax = isAlternativeSyntax
    }
}

public struct ElseIfClause: Sendable {
    public var condition: Expr
    public var body: [Stmt]
    public var range: SourceRange

    public init(condition: Expr, body: [Stmt], range: SourceRange) {
        self.condition = condition
        self.body = body
        self.range = range
    }
}

/// A reference (see `StmtKind`).
public final class ForeachStatement: Sendable {
    public let subject: Expr
    public let key: Expr?
    /// A variable, `list(...)`/`[...]` destructuring, or `&$v`.
    public let value: Expr
    public let valueByReference: Bool
    /// `&$k => $v`: the grammar takes it, the compiler refuses it.
    public let keyByReference: Bool
    public let body: [Stmt]

    public init(subject: Expr, key: Expr?, value: Expr, valueByReference: Bool, keyByReference: Bool = false, body: [Stmt]) {
        self.subject = subject
        self.key = key
        self.value = value
        self.valueByReference = valueByReference
        self.keyByReference = keyByReference
        self.body = body
    }
}

public struct SwitchCase: Sendable {
    /// nil for `default:`.
    public var condition: Expr?
    public var body: [Stmt]
    public var range: SourceRange

    public init(condition: Expr?, body: [Stmt], range: SourceRange) {
        self.condition = condition
        self.body = body
        self.range = range
    }
}

public struct StaticVariable: Sendable {
    public var name: String
    public var initialValue: Expr?
    public var range: SourceRange

    public init(name: String, initialValue: Expr?, range: SourceRange) {
        self.name = name
        self.initialValue = initialValue
        self.range = range
    }
}

/// A reference (see `StmtKind`).
public final class TryStatement: Sendable {
    public let body: [Stmt]
    public let catches: [CatchClause]
    public let finallyBody: [Stmt]?

    public init(body: [Stmt], catches: [CatchClause], finallyBody: [Stmt]?) {
        self.body = body
        self.catches = catches
        self.finallyBody = finallyBody
    }
}

public struct CatchClause: Sendable {
    public var types: [Name]
    /// nil in PHP 8's `catch (E)` without a variable.
    public var variable: String?
    public var body: [Stmt]
    public var range: SourceRange

    public init(types: [Name], variable: String?, body: [Stmt], range: SourceRange) {
        self.types = types
        self.variable = variable
        self.body = body
        self.range = range
    }
}

public struct UseDeclaration: Sendable {
    public enum Kind: Sendable, Hashable { case normal, function, constant }
    public struct Clause: Sendable {
        public var name: Name
        public var alias: String?
        public var kind: Kind

        public init(name: Name, alias: String?, kind: Kind) {
            self.name = name
            self.alias = alias
            self.kind = kind
        }
    }

    public var kind: Kind
    /// For group uses (`use A\{B, C}`) the clauses carry the full names.
    public var clauses: [Clause]

    public init(kind: Kind, clauses: [Clause]) {
        self.kind = kind
        self.clauses = clauses
    }
}

public struct ConstantDeclaration: Sendable {
    public var name: String
    public var value: Expr
    public var range: SourceRange

    public init(name: String, value: Expr, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

public struct DeclareDirective: Sendable {
    public var name: String
    public var value: Expr
    /// Where the name is: PHP names the first directive's line for the whole `declare`.
    public var nameOffset: Int

    public init(name: String, value: Expr, nameOffset: Int) {
        self.name = name
        self.value = value
        self.nameOffset = nameOffset
    }
}
