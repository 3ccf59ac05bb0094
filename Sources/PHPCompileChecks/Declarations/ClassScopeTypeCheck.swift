import PHPSyntax

/// `self`, `parent` and `static` name the class around them, in a declared type or as a class in
/// an expression (`self::X`, `new static`, `instanceof parent`), so a function outside every
/// class may not use them, nor `parent` a class with no parent. Where PHP does not know the class
/// while compiling it lets them be: closures are bound when they run, a trait's methods belong to
/// the class that uses it, a file's top level to whatever includes it; and constant expressions
/// (defaults, class constants, `static` variables) are resolved only when evaluated.
public struct ClassScopeTypeCheck: ClassMemberCheck, SignatureCheck {
    public static let name = "class-scope-type"
    public static let reportOrder = 250
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfunction test(): self {}\n", "Cannot use \"self\" when no class scope is active"),
        ("<?php\nfunction test(?Parent $a) {}\n", "Cannot use \"parent\" when no class scope is active"),
        ("<?php\nclass A\n{\n    function f()\n    {\n        function g(): static {}\n    }\n}\n", "Cannot use \"static\" when no class scope is active"),
        ("<?php\nclass A\n{\n    function f(): parent {}\n}\n", "Cannot use \"parent\" when current class scope has no parent"),
        // At the line of `function`, not of the name or the modifiers.
        ("<?php\nclass A\n{\n    public\n    function\n    f(parent $x) {}\n}\n", "Cannot use \"parent\" when current class scope has no parent"),
        ("<?php\nfunction\nf(\nself $x) {}\n", "Cannot use \"self\" when no class scope is active"),
        ("<?php\ninterface I\n{\n    public function f(int|parent $a);\n}\n", "Cannot use \"parent\" when current class scope has no parent"),
        ("<?php\nclass A\n{\n    public parent $p;\n}\n", "Cannot use \"parent\" when current class scope has no parent"),
        ("<?php\nfunction f()\n{\n    $x = 1;\n    return [$x, self::X];\n}\n", "Cannot use \"self\" when no class scope is active"),
        ("<?php\nfunction f() { return new static; }\n", "Cannot use \"static\" when no class scope is active"),
        ("<?php\nfunction f() { return $a instanceof PARENT; }\n", "Cannot use \"parent\" when no class scope is active"),
        ("<?php\nfunction f() { echo \"{${self::X}}\"; }\n", "Cannot use \"self\" when no class scope is active"),
        ("<?php\nclass A\n{\n    function f()\n    {\n        function g() { self::$a[] = 1; }\n    }\n}\n", "Cannot use \"self\" when no class scope is active"),
        // A static property written at a statement's top is a plain place to the checks of
        // writes; the class word is this check's.
        ("<?php\nfunction f()\n{\n    if ($a) {\n        self::$cache = 1;\n    }\n}\n", "Cannot use \"self\" when no class scope is active"),
        ("<?php\nclass A\n{\n    function f()\n    {\n        parent::$cache[1] = 1;\n    }\n}\n", "Cannot use \"parent\" when current class scope has no parent"),
        ("<?php\nenum E\n{\n    case A;\n    function f() { return parent::X; }\n}\n", "Cannot use \"parent\" when current class scope has no parent"),
        ("<?php\nclass A\n{\n    function f()\n    {\n        return new class { function g() { return new parent(); } };\n    }\n}\n",
         "Cannot use \"parent\" when current class scope has no parent"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n$f = function (): self {};\n$g = fn(): static => 1;\nclass A extends B\n{\n    public self $a;\n    function f(parent $a): static\n    {\n        $g = function (): parent {};\n    }\n}\ntrait T\n{\n    function f(): parent {}\n}\n",
        // Not known while compiling: the top level, closures, traits; constant expressions.
        "<?php\necho self::X, STATIC::Y, new parent;\nfunction f($a = self::X, $b = parent::Y)\n{\n    static $c = self::Z;\n    $d = fn() => self::X;\n    $e = function () { return new static; };\n}\n"
            + "class A\n{\n    const X = parent::Y;\n    public $p = parent::Z;\n    function f($a = parent::X) { return self::X . static::Y; }\n}\ntrait T\n{\n    function f() { return parent::f(); }\n}\n"
            + "class B extends A\n{\n    function g() { return new parent() instanceof self; }\n}\n",
        // Names that only look like them.
        "<?php\nfunction f() { return selfish::X . Parents::Y . $self::X . new Statics; }\n",
    ]

    /// Which of `self`, `parent` and `static` PHP refuses as a class in an expression where the walk is.
    enum RefusedNames {
        case none
        case parent
        case all
    }

    /// Which of them the runner looks for in expressions (`ExpressionTriggers.classScopeNames`):
    /// none outside a function body PHP knows the class of.
    var refusedClassNames: RefusedNames {
        guard scopes.depth > 0, !scopes.top.inClassBody else { return .none }
        switch scopes.top.scope {
        case .noClass: return .all
        case .classWithoutParent: return .parent
        case .classWithParent, .unknown: return .none
        }
    }

    /// What a type may name where a declaration stands.
    private enum Scope {
        case noClass
        case classWithParent
        case classWithoutParent
        /// A trait (its class is not known yet), or a closure's (bound when it runs).
        case unknown
    }

    public private(set) var errors: [CompileError] = []
    /// The scope of each declaration around the walk, and whether it is a class (not a function):
    /// a function met in a class is one of its methods, not a function declared inside a method's body.
    private var scopes = ScopeStack((scope: Scope.noClass, inClassBody: false))
    /// Where the constant expression the walk is in ends (parameter defaults, `static` variables):
    /// PHP resolves `self` there only when it evaluates them.
    private var constantExpressionEnd = -1

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        scopes.reset(to: (scope: .noClass, inClassBody: false))
        constantExpressionEnd = -1
    }

    /// Every class: the check keeps a stack of their scopes.
    public static let memberFacts: ClassOutline.Facts = []

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        let scope: Scope = declaration.kind == .trait ? .unknown : declaration.extends.isEmpty || declaration.kind == .interface ? .classWithoutParent : .classWithParent
        if scope == .classWithoutParent, outline.has(.typedProperties) {
            for member in declaration.members {
                if case .property(_, let type?, let items) = member.kind, TypeForm.mentions(type, "parent"), let first = items.first {
                    errors.append(CompileError("Cannot use \"parent\" when current class scope has no parent", at: first.range.start))
                }
            }
        }
        scopes.push((scope, true))
        return .visitChildren
    }

    public mutating func leave(_ declaration: ClassNode) {
        scopes.pop()
    }

    /// Every function: the check keeps a stack of their scopes.
    public static let signatureFacts: FunctionOutline.Facts = []

    public mutating func visit(_ function: FunctionNode, outline: FunctionOutline) -> WalkAction {
        let scope: Scope
        if function.nameText.isEmpty {
            scope = .unknown
        } else if scopes.top.inClassBody {
            scope = scopes.top.scope
        } else {
            scope = .noClass
        }
        scopes.push((scope, false))
        constantExpressionEnd = max(constantExpressionEnd, outline.parametersEnd)
        guard outline.has(.classScopeWords) else { return .visitChildren }
        // The outline found one of the keywords in a type; which one is worked out only here,
        // for the message.
        func declares(where mentions: (TypeNode) -> Bool) -> Bool {
            function.parameters.contains { $0.type.map(mentions) ?? false } || (function.returnType.map(mentions) ?? false)
        }
        switch scope {
        case .noClass:
            for keyword in Self.classKeywords where declares(where: { TypeForm.mentions($0, keyword) }) {
                errors.append(CompileError("Cannot use \"\(keyword)\" when no class scope is active", at: function.keywordOffset))
                break
            }
        case .classWithoutParent:
            if declares(where: { TypeForm.mentions($0, anyOf: Self.parentWord) }) {
                errors.append(CompileError("Cannot use \"parent\" when current class scope has no parent", at: function.keywordOffset))
            }
        case .classWithParent, .unknown:
            break
        }
        return .visitChildren
    }

    public mutating func leave(_ function: FunctionNode) {
        scopes.pop()
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        if case .staticVariables = statement.kind { constantExpressionEnd = max(constantExpressionEnd, statement.range.end) }
        return .visitChildren
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        let refused = refusedClassNames
        guard refused != .none, expression.range.start >= constantExpressionEnd,
              case .name(let name)? = expression.kind.classReference, name.kind == .unqualified, let index = ShortWords.classScopeWords.index(of: name.last) else { return .visitChildren }
        let keyword = Self.classKeywords[index]
        if refused == .all {
            errors.append(CompileError("Cannot use \"\(keyword)\" when no class scope is active", at: name.range.start))
        } else if keyword == "parent" {
            errors.append(CompileError("Cannot use \"parent\" when current class scope has no parent", at: name.range.start))
        }
        return .visitChildren
    }

    /// `ShortWords.classScopeWords`, in its order, as PHP's messages spell them.
    static let classKeywords = ["self", "parent", "static"]
    private static let parentWord = ShortWords(["parent"])
}
