import PHPSyntax

/// Initial values PHP fixes at compile time — constants, class constants, property and
/// parameter defaults, `static` variables, enum case values and attribute arguments — may use
/// only literals, constants, class constants, arrays, operators and (outside classes) `new`; an
/// attribute's argument list takes no `...` and no positional argument after a named one.
public struct ConstantExpressionCheck: ClassMemberCheck, SignatureCheck {
    public static let name = "constant-expression"
    public static let reportOrder = 180
    public static let triggeringExamples: [(code: String, message: String)] = [
        // `new` folds its class first: a string names one, any other value none.
        ("<?php\nfunction f($a = new (true)) {}\n", "Illegal class name"),
        ("<?php\nfunction f($a = new STATIC) {}\n", "\"static\" is not allowed in compile-time constants"),
        // A parameter's default keeps the constants it names: they fold to nothing.
        ("<?php\nfunction f($a = (PHP_EOL)::B) {}\n", "Dynamic class names are not allowed in compile-time class constant references"),
        ("<?php\nfunction f($a = new (PHP_EOL)) {}\n", "Cannot use dynamic class name in constant expression"),
        // `::class` resolves as PHP compiles: outside every class `self` names none; a closure's
        // class is bound later, and a member's is its class.
        ("<?php\nfunction f()\n{\n    static $a = self::class;\n}\n", "Cannot use \"self\" when no class scope is active"),
        ("<?php\n$f = function ($a = static::class) {};\n", "static::class cannot be used for compile-time class name resolution"),
        ("<?php\nfunction f()\n{\n    return new class { const X = static::class; };\n}\n", "static::class cannot be used for compile-time class name resolution"),
        ("<?php\nconst GREETING = \"hello $name\";\n", "Constant expression contains invalid operations"),
        ("<?php\nclass A\n{\n    const B = [1, f()];\n}\n", "Constant expression contains invalid operations"),
        ("<?php\nfunction f($a = $b) {}\n", "Constant expression contains invalid operations"),
        ("<?php\nfunction f()\n{\n    static $a = new B($c);\n}\n", "Constant expression contains invalid operations"),
        ("<?php\n#[Bind(static function () {\n    return 1;\n})]\ninterface I\n{\n}\n", "Constant expression contains invalid operations"),
        ("<?php\nclass A\n{\n    public $p = new B;\n}\n", "New expressions are not supported in this context"),
        ("<?php\nenum E: int\n{\n    case A = B::$c;\n}\n", "Constant expression contains invalid operations"),
        ("<?php\nclass A\n{\n    const B = static::C;\n}\n", "\"static::\" is not allowed in compile-time constants"),
        ("<?php\nclass A\n{\n    const B = static::class;\n}\n", "static::class cannot be used for compile-time class name resolution"),
        ("<?php\nfunction f($a = static::class) {}\n", "Cannot use \"static\" when no class scope is active"),
        ("<?php\nclass A\n{\n    const B = [$c, parent::class];\n}\n", "Cannot use \"parent\" when current class scope has no parent"),
        ("<?php\nconst B = $c::D;\n", "Dynamic class names are not allowed in compile-time class constant references"),
        // A class given as a value PHP folds as it compiles: a string names a class.
        ("<?php\nconst B = (true)::C;\n", "Illegal class name"),
        ("<?php\nfunction f($a = ('A' . -1)::C, $b = (__LINE__)::C) {}\n", "Illegal class name"),
        ("<?php\nconst B = (A::B)::C;\n", "Dynamic class names are not allowed in compile-time class constant references"),
        ("<?php\nconst B = (1)::class;\n", "Illegal class name"),
        ("<?php\nclass A\n{\n    const B = (__CLASS__)::class;\n}\n", "(expression)::class cannot be used in constant expressions"),
        ("<?php\nconst B = new $c;\n", "Cannot use dynamic class name in constant expression"),
        ("<?php\nfunction f($a = new B(...$c)) {}\n", "Argument unpacking in constant expressions is not supported"),
        ("<?php\n#[A(new B(c: 1, 2))]\nfunction f() {}\n", "Cannot use positional argument after named argument"),
        ("<?php\n#[A(1, ...$b)]\nfunction f() {}\n", "Cannot use unpacking in attribute argument list"),
        ("<?php\n#[A(b: 1), C(b: 2, b: 3)]\nclass D\n{\n}\n", "Duplicate named parameter $b"),
        ("<?php\nclass A\n{\n    #[B(c: 1, 2)]\n    public int $d;\n}\n", "Cannot use positional argument after named argument"),
        ("<?php\nclass A\n{\n    #[B($c)]\n    const D = 1;\n}\n", "Constant expression contains invalid operations"),
        ("<?php\nenum E\n{\n    #[B(f())]\n    case A;\n}\n", "Constant expression contains invalid operations"),
        // A member's values and attributes are at the line of its first name, or of its type.
        ("<?php\nenum E: int\n{\n    #[B(1)]\n    case A = $c;\n}\n", "Constant expression contains invalid operations"),
        ("<?php\nclass A\n{\n    public ?int\n        $b = 1,\n        $c = $d;\n}\n", "Constant expression contains invalid operations"),
        ("<?php\nconst A = 1,\n    B = $c;\n", "Constant expression contains invalid operations"),
        ("<?php\n$a = new #[B($c)] class {};\n", "Constant expression contains invalid operations"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nfunction f($a = new (A::class), $b = new ('A' . 'B'), $c = new (__CLASS__)) {}\n",
        "<?php\n$f = fn($a = self::class) => 1;\nclass C { function f() { $g = function ($a = parent::class) {}; } }\n",
        "<?php\nconst K = (PHP_EOL)::B;\nfunction f()\n{\n    static $a = (PHP_EOL)::B;\n    return new class { const X = self::class; function g($a = self::class) {} };\n}\n",
        "<?php\nconst A = 1 + 2 * -3, B = [1, ...C][0] ?? D::E, F = __LINE__ . 'x', G = new H(i: 1), J = K::L->value;\n",
        "<?php\nconst A = ('B')::C, D = ('E' . 1)::F, G = (__DIR__)::H, I = ('J')::class, K = (PHP_EOL)::L;\n",
        "<?php\nclass A extends B\n{\n    const C = parent::class;\n    public $d = [self::C, D::class === 1 ? 2 : 3];\n    function f($a = new G, $b = D::E) { static $c = new G; }\n}\ntrait T\n{\n    const C = parent::class;\n}\n",
        "<?php\n#[Attr(new A, [1, B::C]), Attr(b: 1, B: 2), Attr(1, b: new C(1, d: 2))]\nfunction f(#[Attr] $a = null) {}\n",
        "<?php\nclass A\n{\n    #[B(1, c: D::E)]\n    public $f, $g = 1;\n    #[B]\n    const H = 1;\n}\nenum I\n{\n    #[B(c: 1)]\n    case J;\n}\n$k = new #[B(1)] class {};\n",
    ]

    private struct ClassScope {
        var hasParent: Bool
        /// Traits take their parent from the class that uses them.
        var parentUnknown: Bool
    }

    public private(set) var errors: [CompileError] = []
    /// The classes the walk is in, innermost on top (nil outside every class).
    private var classes = ScopeStack<ClassScope?>(nil)
    /// Where each function around the code stands.
    private var functions = ScopeStack<FunctionPlace?>(nil)
    /// What the value being checked belongs to: a class's member (its class is known), a
    /// parameter's default (PHP keeps the constants it names, for reflection, and folds none but
    /// `true`, `false` and `null`), or neither (a `const` statement, a `static` variable, an
    /// attribute's argument, in the function around it).
    private var owner = ValueOwner.code

    private enum FunctionPlace {
        /// A declared function outside every class: PHP knows it has no class.
        case outsideClasses
        case inClass
        /// A closure or arrow function: its class is the one it is bound to when it runs.
        case closure
    }

    private enum ValueOwner {
        case member, parameter, code
    }

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        classes.reset(to: nil)
        functions.reset(to: nil)
        owner = .code
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        switch statement.kind {
        case .const(let constants):
            // At the line of the first name, as a class's constants.
            let line = constants.first?.range.start ?? statement.range.start
            for constant in constants { check(constant.value, allowsNew: true, at: line, orderedAt: constant.range.start) }
        case .staticVariables(let variables):
            for variable in variables {
                if let value = variable.initialValue { check(value, allowsNew: true, at: variable.range.start) }
            }
        default:
            break
        }
        return .visitChildren
    }

    /// Every class: the check keeps a stack of them, and reads their attributes.
    public static let memberFacts: ClassOutline.Facts = []

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        checkAttributes(declaration.attributes, at: declaration.keywordOffset)
        classes.push(ClassScope(hasParent: !declaration.extends.isEmpty, parentUnknown: declaration.kind == .trait))
        guard outline.has([.constants, .propertyDefaults, .enumCaseValues, .memberAttributes]) else { return .visitChildren }
        owner = .member
        defer { owner = .code }
        // PHP compiles a member's values, then its attributes, all at the line of the member's
        // first name (a typed property's type).
        for member in declaration.members {
            let line: Int
            switch member.kind {
            case .constant(_, let constants):
                line = constants.first?.range.start ?? member.range.start
                for constant in constants { check(constant.value, allowsNew: false, at: line, orderedAt: constant.range.start) }
            case .property(_, let type, let items):
                line = type?.range.start ?? items.first?.range.start ?? member.range.start
                for item in items {
                    if let value = item.defaultValue { check(value, allowsNew: false, at: line, orderedAt: item.range.start) }
                }
            case .enumCase(let name, let value):
                line = name.offset ?? member.range.start
                if let value { check(value, allowsNew: false, at: line) }
            default:
                continue
            }
            checkAttributes(member.attributes, at: line, orderedAt: member.range.end - 1)
        }
        return .visitChildren
    }

    public mutating func leave(_ declaration: ClassNode) { classes.pop() }

    /// Every function: the check keeps a stack of them, for their `static` variables.
    public static let signatureFacts: FunctionOutline.Facts = []

    public mutating func visit(_ function: FunctionNode, outline: FunctionOutline) -> WalkAction {
        functions.push(function.nameText.isEmpty ? .closure : classes.top == nil ? .outsideClasses : .inClass)
        guard outline.has([.attributes, .defaults]) else { return .visitChildren }
        // PHP reports a default or an attribute at the line of the declaration's keyword.
        let keyword = function.keywordOffset
        checkAttributes(function.attributes, at: keyword)
        for parameter in function.parameters {
            checkAttributes(parameter.attributes, at: keyword)
            if let value = parameter.defaultValue {
                owner = .parameter
                check(value, allowsNew: true, at: keyword)
                owner = .code
            }
        }
        return .visitChildren
    }

    public mutating func leave(_ function: FunctionNode) { functions.pop() }

    /// Whether PHP knows, as it compiles the value, that no class is around it: in a function
    /// declared outside every class (a class's member has its class; a closure's is bound later,
    /// and the top level's is whoever includes the file).
    private var outsideEveryClass: Bool {
        owner != .member && functions.top == .outsideClasses
    }

    /// Whether PHP knows the class around the value: a member's, or a declared method's.
    private var classKnown: Bool {
        owner == .member || functions.top != .closure
    }

    /// PHP compiles each attribute's arguments in order, refusing an unpacked one, a named one
    /// given twice and a positional one after a named one before it evaluates the argument.
    private mutating func checkAttributes(_ groups: NodeList<AttributeGroupNode>, at offset: Int, orderedAt order: Int? = nil) {
        for group in groups {
            for attribute in group.attributes {
                guard let arguments = attribute.arguments else { continue }
                var named = false
                for (index, argument) in arguments.items.enumerated() {
                    var problem: String?
                    if argument.unpack {
                        problem = "Cannot use unpacking in attribute argument list"
                    } else if argument.isNamed {
                        named = true
                        let name = argument.nameText
                        if arguments.items[..<index].contains(where: { $0.isNamed && $0.nameText == name }) {
                            problem = "Duplicate named parameter $\(name)"
                        }
                    } else if named {
                        problem = "Cannot use positional argument after named argument"
                    }
                    if let problem {
                        errors.append(CompileError(problem, at: offset, orderedAt: order))
                        return
                    }
                    let before = errors.count
                    check(argument.value, allowsNew: true, at: offset, orderedAt: order)
                    if errors.count > before { return }
                }
            }
        }
    }

    /// PHP resolves `parent::class` before it compiles the expression, so that error comes
    /// first; the others are found in one walk in source order, the first one reported.
    private mutating func check(_ value: ExprNode, allowsNew: Bool, at offset: Int, orderedAt order: Int? = nil) {
        if classKnown, let scope = classes.top, !scope.hasParent, !scope.parentUnknown, Self.containsParentClassName(value) {
            errors.append(CompileError("Cannot use \"parent\" when current class scope has no parent", at: offset, orderedAt: order))
            return
        }
        switch firstProblem(value, allowsNew: allowsNew) {
        case .found(let message): errors.append(CompileError(message, at: offset, orderedAt: order))
        case .none, .unknown: break
        }
    }

    private enum Problem {
        case none
        case found(String)
        /// A form this check does not know: nothing is reported for the whole expression.
        case unknown

        var isNone: Bool {
            if case .none = self { return true }
            return false
        }
    }

    private func firstProblem(_ expression: ExprNode, allowsNew: Bool) -> Problem {
        // Most values are literals and constants: told by the node's kind, with no `kind` made.
        switch expression.nodeKind {
        case .integer, .float, .string, .magicConstant, .constantFetch: return .none
        default: break
        }
        let invalid = Problem.found("Constant expression contains invalid operations")
        switch expression.kind {
        case .integer, .float, .string, .magicConstant, .constantFetch:
            return .none
        case .array(let items, _):
            for item in items {
                guard let item, !item.byReference else { return .unknown }
                if let key = item.key, case let problem = firstProblem(key, allowsNew: allowsNew), !problem.isNone { return problem }
                if case let problem = firstProblem(item.value, allowsNew: allowsNew), !problem.isNone { return problem }
            }
            return .none
        case .binary(_, let left, let right):
            let problem = firstProblem(left, allowsNew: allowsNew)
            return problem.isNone ? firstProblem(right, allowsNew: allowsNew) : problem
        case .unary(_, let operand):
            return firstProblem(operand, allowsNew: allowsNew)
        case .ternary(let condition, let then, let otherwise):
            return first([condition] + (then.map { [$0] } ?? []) + [otherwise], allowsNew: allowsNew)
        case .arrayDimFetch(let base, let index?):
            return first([base, index], allowsNew: allowsNew)
        case .propertyFetch(let object, .identifier, _):
            return firstProblem(object, allowsNew: allowsNew)
        case .classConstantFetch(.expression(let subject), let constant):
            return Self.classValueProblem(subject, fetchesClassName: NameFolding.matches(constant.string, "class"), foldsConstants: owner != .parameter)
        case .classConstantFetch(.name(let name), let constant):
            guard name.kind == .unqualified, name.isSinglePart, let index = ShortWords.classScopeWords.index(of: name.lastWord) else { return .none }
            let keyword = ClassScopeTypeCheck.classKeywords[index]
            let fetchesClassName = NameFolding.matches(constant.string, "class")
            // `self::X` and `parent::X` are looked up when evaluated; `::class` as PHP compiles.
            if keyword != "static" {
                guard fetchesClassName, outsideEveryClass else { return .none }
                return .found("Cannot use \"\(keyword)\" when no class scope is active")
            }
            if !fetchesClassName { return .found("\"static::\" is not allowed in compile-time constants") }
            if outsideEveryClass { return .found("Cannot use \"static\" when no class scope is active") }
            return .found("static::class cannot be used for compile-time class name resolution")
        case .classConstantFetch(.anonymousClass, _):
            return .unknown
        case .new(let reference, let arguments):
            guard allowsNew else { return .found("New expressions are not supported in this context") }
            switch reference {
            case .expression(let subject):
                // PHP folds the class first: a string names it (`new (A::class)`), any other value
                // none; what stays an expression is dynamic.
                if case .classConstantFetch(.name, _) = subject.kind, case let problem = firstProblem(subject, allowsNew: allowsNew), !problem.isNone { return problem }
                switch Folded(subject, foldsConstants: owner != .parameter) {
                case .string: break
                case .other: return .found("Illegal class name")
                case .never: return .found("Cannot use dynamic class name in constant expression")
                case .unknown: return .unknown
                }
            case .anonymousClass: return .found("Cannot use anonymous class in constant expression")
            case .name(let name):
                if name.kind == .unqualified, name.isSinglePart, NameFolding.matches(name.lastWord, "static") {
                    return .found("\"static\" is not allowed in compile-time constants")
                }
            }
            if arguments.isFirstClassCallable { return invalid }
            // The list's form is checked before any argument is evaluated.
            var named = false
            for argument in arguments.items {
                if argument.unpack { return .found("Argument unpacking in constant expressions is not supported") }
                if argument.isNamed {
                    named = true
                } else if named {
                    return .found("Cannot use positional argument after named argument")
                }
            }
            return first(arguments.items.map(\.value), allowsNew: allowsNew)
        case .variable, .variableVariable, .call, .methodCall, .staticCall, .staticPropertyFetch, .interpolatedString,
             .closure, .arrowFunction, .assign, .assignByReference, .compoundAssign, .increment, .decrement, .cast,
             .isset, .empty, .print, .exit, .include, .eval, .yield, .yieldFrom, .throw, .clone, .instanceOf, .match:
            return invalid
        default:
            return .unknown
        }
    }

    /// A class given as a value (`(X)::C`, `[1]::C`, `$c::C`): PHP folds a constant expression
    /// before it compiles it, and takes a value folded to a string as a class's name. `X::class`
    /// takes only a literal, before folding.
    private static func classValueProblem(_ subject: ExprNode, fetchesClassName: Bool, foldsConstants: Bool) -> Problem {
        if fetchesClassName {
            switch subject.nodeKind {
            case .string: return .none
            case .integer, .float: return .found("Illegal class name")
            default: return .found("(expression)::class cannot be used in constant expressions")
            }
        }
        switch Folded(subject, foldsConstants: foldsConstants) {
        case .string: return .none
        case .other: return .found("Illegal class name")
        case .never: return .found("Dynamic class names are not allowed in compile-time class constant references")
        case .unknown: return .unknown
        }
    }

    /// What a value becomes as PHP folds a constant expression.
    private enum Folded {
        case string
        /// A value of another type.
        case other
        /// It stays an expression.
        case never
        /// It depends on what this model does not know: the constants PHP defines (`PHP_EOL`,
        /// folded outside a namespace), `__CLASS__` (left to run time in a trait).
        case unknown

        /// `value` folded; `foldsConstants` false where PHP folds no constant but `true`,
        /// `false` and `null` (a parameter's default).
        init(_ value: ExprNode, foldsConstants: Bool) {
            switch value.kind {
            case .string: self = .string
            case .integer, .float: self = .other
            case .unary(_, let operand): self = Folded(operand, foldsConstants: foldsConstants).afterUnaryOperator
            case .binary(let operation, let left, let right):
                switch (Folded(left, foldsConstants: foldsConstants), Folded(right, foldsConstants: foldsConstants)) {
                case (.never, _), (_, .never): self = .never
                case (.unknown, _), (_, .unknown): self = .unknown
                default: self = operation == .concat ? .string : .unknown
                }
            case .array(let items, _):
                // An array, folded when all it holds is.
                var folded = Folded.other
                for item in items {
                    guard let item, !item.byReference, !item.unpack else { self = .unknown; return }
                    for part in [item.key, item.value].compactMap({ $0 }) {
                        switch Folded(part, foldsConstants: foldsConstants) {
                        case .never: self = .never; return
                        case .unknown: folded = .unknown
                        case .string, .other: break
                        }
                    }
                }
                self = folded
            case .constantFetch, .magicConstant:
                switch IllegalClassNameCheck.knownValueType(value) {
                case "string"?: self = .string
                case nil: self = foldsConstants || value.nodeKind != .constantFetch ? .unknown : .never
                default: self = .other
                }
            case .classConstantFetch(.name, let constant) where NameFolding.matches(constant.string, "class"):
                // `A::class` is its name (`knownValueType`); `self::class` depends on the scope.
                self = IllegalClassNameCheck.knownValueType(value) == nil ? .unknown : .string
            case .variable, .call, .methodCall, .staticCall, .propertyFetch, .staticPropertyFetch, .classConstantFetch, .new:
                self = .never
            default:
                self = .unknown
            }
        }

        /// A number stays a number under `-` or `!`; a string may not (`~'a'` is one).
        private var afterUnaryOperator: Folded {
            self == .string ? .unknown : self
        }
    }

    private func first(_ expressions: some Sequence<ExprNode>, allowsNew: Bool) -> Problem {
        for expression in expressions {
            let problem = firstProblem(expression, allowsNew: allowsNew)
            if !problem.isNone { return problem }
        }
        return .none
    }

    private static func containsParentClassName(_ expression: ExprNode) -> Bool {
        switch expression.kind {
        case .classConstantFetch(.name(let name), let constant):
            return name.kind == .unqualified && name.isSinglePart && name.last.phpLowercased == "parent" && constant.string.phpLowercased == "class"
        case .array(let items, _):
            return items.contains { item in item.map { ($0.key.map(containsParentClassName) ?? false) || containsParentClassName($0.value) } ?? false }
        case .binary(_, let left, let right):
            return containsParentClassName(left) || containsParentClassName(right)
        case .unary(_, let operand):
            return containsParentClassName(operand)
        case .ternary(let condition, let then, let otherwise):
            return containsParentClassName(condition) || (then.map(containsParentClassName) ?? false) || containsParentClassName(otherwise)
        default:
            return false
        }
    }
}
