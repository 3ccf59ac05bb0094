import PHPSyntax

/// A class named in a way PHP refuses when it compiles the access or `new`: a number (`(0)::C`,
/// `(1.5)::$p`, `(-1)::f()`, `new (1)`), an array PHP works out as it compiles (`[1]::C`,
/// `([])::C`), `true`, `false`, `null` or a magic constant in parentheses (`(null)::C`,
/// `((null))::C`, `(__LINE__)::f()`, `new (null)`; a string,
/// `("A")::C` or `(__DIR__)::C`, names a class, and is fine but for `::class`), or `self`,
/// `parent` or `static` written fully qualified (`\self::X`, `new \static`), which never resolve.
public struct IllegalClassNameCheck: CompileCheck {
    public static let name = "illegal-class-name"
    public static let reportOrder = 300
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\n(0)::t;\n", "Illegal class name"),
        ("<?php\n$a = (1.5)::$p;\n", "Illegal class name"),
        ("<?php\n$a = (\n    -1\n)::f();\n", "Illegal class name"),
        ("<?php\n$a = (1)::class;\n", "Illegal class name"),
        ("<?php\n$a = (-1.5)::class;\n", "Cannot use \"::class\" on value of type float"),
        ("<?php\n$a = f([1, 'a' => [2.5]]::B);\n", "Illegal class name"),
        ("<?php\n$a = array(-1, __LINE__)::class;\n", "Cannot use \"::class\" on value of type array"),
        ("<?php\n$a = [true, null]::$b;\n", "Illegal class name"),
        ("<?php\n$a = (TRUE)::B;\n", "Illegal class name"),
        ("<?php\nnamespace N;\n$a = (\\null)::f();\n", "Illegal class name"),
        ("<?php\n$a = (__LINE__)::$b;\n", "Illegal class name"),
        ("<?php\n$a = (false)::class;\n", "Cannot use \"::class\" on value of type bool"),
        ("<?php\n$a = (Null)::class;\n", "Cannot use \"::class\" on value of type null"),
        ("<?php\n$a = (__DIR__)::class;\n", "Cannot use \"::class\" on value of type string"),
        ("<?php\n$a = ((true))::B;\n", "Illegal class name"),
        ("<?php\n$a = ([])::B;\n", "Illegal class name"),
        ("<?php\n$a = f(([1])::class);\n", "Cannot use \"::class\" on value of type array"),
        ("<?php\n$a = new (null);\n", "Illegal class name"),
        ("<?php\n$a = new (-1.5)(2);\n", "Illegal class name"),
        ("<?php\n$a = new ([]);\n", "Illegal class name"),
        // `A::class` is a string PHP knows as it compiles.
        ("<?php\n$a = \\A\\B::CLASS::class;\n", "Cannot use \"::class\" on value of type string"),
        ("<?php\n$a = [A::class]::B;\n", "Illegal class name"),
        ("<?php\necho \\SELF::FOO;\n", "'\\SELF' is an invalid class name"),
        ("<?php\nclass A\n{\n    function f() { return new \\static; }\n}\n", "'\\static' is an invalid class name"),
        ("<?php\nfunction f($a = \\parent::X) {}\n", "'\\parent' is an invalid class name"),
        ("<?php\nvar_dump($a instanceof \\self);\n", "'\\self' is an invalid class name"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n$a = ('A')::C;\n$b = ($a)::C;\n$c = (new A)::f();\n$d = [$a]::class . [A]::class . [\"$a\"]::B . $e[0]::class . f()[0]::B;\n",
        // A constant's value, a string or unknown as PHP compiles, may name a class.
        "<?php\n$a = (A)::B . (__DIR__)::B . (\\N\\true)::B . (trueish)::class;\n",
        "<?php\n$a = A::class::B . static::class::class;\n",
        "<?php\n$a = new ('A') . new (__DIR__) . new ($a) . new (f()) . (new A)::B . (f())::B . (($a))::class;\n",
        // In a trait, `__CLASS__` is known only at run time.
        "<?php\ntrait T { function f() { return (__CLASS__)::class; } }\n",
        "<?php\necho \\selfish::X, \\A\\self::X, \\self(), \\parent;\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        switch expression.kind {
        case .classConstantFetch(.expression(let subject), _), .staticPropertyFetch(.expression(let subject), _), .staticCall(.expression(let subject), _, _):
            guard let value = Self.knownValue(subject) else { break }
            // `::class` names the type of a value PHP folded; anything else takes a string only.
            if value.folded, Self.fetchesClassName(expression) {
                errors.append(CompileError("Cannot use \"::class\" on value of type \(value.type)", at: subject.range.start))
            } else if value.type != "string" {
                errors.append(CompileError("Illegal class name", at: value.offset))
            }
        case .new(.expression(let subject), _):
            // `new` has no `::class`: any value PHP knows but a string is no class.
            if let value = Self.knownValue(subject), value.type != "string" {
                errors.append(CompileError("Illegal class name", at: value.offset))
            }
        default:
            if case .name(let name)? = expression.kind.classReference, let message = ReservedNameCheck.qualifiedRelativeNameError(name.name) {
                errors.append(CompileError(message, at: name.range.start))
            }
        }
        return .visitChildren
    }

    /// A value given as a class that PHP knows as it compiles: where PHP names it, its type, and
    /// whether PHP folded it (a literal number is refused as it is, before folding; a signed
    /// one, an array or a word is folded first).
    private static func knownValue(_ subject: ExprNode) -> (offset: Int, type: String, folded: Bool)? {
        if let number = number(subject) {
            return (number.range.start, number.nodeKind == .integer ? "int" : "float", number != subject)
        }
        return knownValueType(subject).map { (subject.range.start, $0, true) }
    }

    /// The type PHP names of a value it works out as it compiles: an array literal (of numbers,
    /// strings, magic constants, `true`, `false`, `null`, arrays of them and operations on them),
    /// `true`, `false`, `null` and a magic constant (but `__CLASS__`, which a trait's code knows
    /// only at run time); nil for anything else. Constants PHP defines (`PHP_EOL`) are known
    /// too outside a namespace, but not modelled here.
    static func knownValueType(_ subject: ExprNode) -> String? {
        switch subject.kind {
        case .array(let items, _):
            return items.allSatisfy { item in item.map { !$0.byReference && ($0.key.map(isKnown) ?? true) && isKnown($0.value) } ?? false } ? "array" : nil
        case .constantFetch(let name) where name.kind == .unqualified || name.kind == .fullyQualified:
            guard let index = ShortWords.literalWords.index(of: name.lastWord), name.isSinglePart else { return nil }
            return index == 2 ? "null" : "bool"
        case .magicConstant(let kind):
            return kind == .line ? "int" : kind == .classC ? nil : "string"
        case .classConstantFetch(.name(let name), let constant) where NameFolding.matches(constant.string, "class"):
            // `A::class` is its name; `self::class` and the others depend on the class around.
            let scoped = name.kind == .unqualified && name.isSinglePart && ShortWords.classScopeWords.contains(name.lastWord)
            return scoped ? nil : "string"
        default:
            return nil
        }
    }

    /// Whether PHP knows `value` as it compiles an array holding it.
    private static func isKnown(_ value: ExprNode) -> Bool {
        switch value.kind {
        case .integer, .float, .string, .magicConstant: return true
        case .constantFetch(let name): return name.isSinglePart && name.kind != .qualified && ShortWords.literalWords.contains(name.lastWord)
        case .unary(_, let operand): return isKnown(operand)
        case .binary(_, let left, let right): return isKnown(left) && isKnown(right)
        default: return knownValueType(value) != nil
        }
    }

    /// Whether `expression` is `X::class`.
    private static func fetchesClassName(_ expression: ExprNode) -> Bool {
        guard case .classConstantFetch(_, let constant) = expression.kind else { return false }
        return NameFolding.matches(constant.string, "class")
    }

    /// The number literal `subject` is, signed or not.
    static func number(_ subject: ExprNode) -> ExprNode? {
        switch subject.kind {
        case .integer, .float: subject
        case .unary(.minus, let inner), .unary(.plus, let inner): number(inner)
        default: nil
        }
    }
}
