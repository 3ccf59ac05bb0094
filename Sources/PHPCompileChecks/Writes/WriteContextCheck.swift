import PHPSyntax

/// What a program writes to must be a place: a variable, an element or property of one, a static
/// property. PHP refuses, at compile time, writes to a call's result, to a temporary value
/// (`[1, 2][0] = 3`), through `?->`, to `$GLOBALS` as a whole, and references to them (an
/// element taken by reference is written to; a reference is never taken of a `?->` chain).
public struct WriteContextCheck: CompileCheck {
    public static let name = "write-context"
    public static let reportOrder = 220
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nif (f() = 1) {}\n", "Can't use function return value in write context"),
        ("<?php\nfoo() = 1;\n", "Can't use function return value in write context"),
        ("<?php\nunset($a->b());\n", "Can't use method return value in write context"),
        ("<?php\n++test();\n", "Can't use function return value in write context"),
        ("<?php\n[0, 1][0] = 1;\n", "Cannot use temporary expression in write context"),
        ("<?php\n(new A)->x = 1;\n", "Cannot use temporary expression in write context"),
        ("<?php\nforeach ($a as FOO[0]) {}\n", "Cannot use temporary expression in write context"),
        ("<?php\n$a?->b = 1;\n", "Can't use nullsafe operator in write context"),
        ("<?php\n$a->b?->c['d'][] = 1;\n", "Can't use nullsafe operator in write context"),
        ("<?php\n$x = $a?->b::$c = 1;\n", "Can't use nullsafe operator in write context"),
        ("<?php\n$a?->b::$c++;\n", "Can't use nullsafe operator in write context"),
        ("<?php\nstrlen(\"foo\")[0] = 1;\n", "Cannot use result of built-in function in write context"),
        ("<?php\n$ref = &\\count($a);\n", "Cannot use result of built-in function in write context"),
        ("<?php\n$all = &$GLOBALS;\n", "Cannot acquire reference to $GLOBALS"),
        ("<?php\n$b = &$a?->b->c;\n", "Cannot take reference of a nullsafe chain"),
        ("<?php\nf($a?->b()->c = 1);\n", "Can't use nullsafe operator in write context"),
        ("<?php\n$x = [1, &$a?->b];\n", "Can't use nullsafe operator in write context"),
        ("<?php\n$x = ['k' => &f()];\n", "Can't use function return value in write context"),
        ("<?php\n$x = ++$a?->b;\n", "Can't use nullsafe operator in write context"),
        ("<?php\n$GLOBALS += ['a' => 1];\n", "$GLOBALS can only be modified using the $GLOBALS[$name] = $value syntax"),
        ("<?php\nfunction foo()\n{\n    return 1;\n}\n$a->b() .= foo() = 2;\n", "Can't use method return value in write context"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nfoo()[0] = 1;\nfoo()->a = 1;\n$x = &foo();\nA::$b[0] = 1;\n$$a[0] = 1;\n($a)[0] = 1;\n$a->b()[0]->c[1] = 1;\n$GLOBALS['a'] = 1;\n$x = &$GLOBALS['a'];\n$GLOBALS->a = 1;\n",
        "<?php\nnamespace App;\n$ref = &strlen($a);\n$ref = &count($a, 1);\n",
        "<?php\n$x = $a?->b;\n$y = [&$a->b, 'k' => &$c[0], $d?->e];\n$z = &$a->b()->c;\nf($a->b?->c);\n$f = fn(&$g) => $g?->h;\n",
        // Places most statements write, each standing alone.
        "<?php\nclass A\n{\n    function f()\n    {\n        $this->a['b']->c = 1;\n        $this->n++;\n        $x = 1;\n        $x .= 'y';\n        --$GLOBALS['a']->b;\n    }\n}\n",
    ]
    /// The functions PHP compiles to an instruction of its own (with these argument counts)
    /// when their name is not in a namespace: their result is never a place.
    static let builtins: [String: Set<Int>] = [
        "strlen": [1], "is_null": [1], "is_bool": [1], "is_int": [1], "is_float": [1], "is_string": [1], "is_array": [1],
        "is_object": [1], "is_resource": [1], "is_scalar": [1], "boolval": [1], "intval": [1], "floatval": [1], "strval": [1],
        "count": [1], "sizeof": [1], "gettype": [1], "get_class": [0, 1], "get_called_class": [0], "array_key_exists": [2],
    ]

    public private(set) var errors: [CompileError] = []
    /// The namespace the walk is in, kept by the runner.
    var namespace = ""

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        namespace.clear()
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        switch statement.kind {
        case .foreach(let loop):
            written(loop.value)
            if let key = loop.key { written(key) }
        case .unset(let targets):
            for target in targets { written(target) }
        default:
            break
        }
        return .visitChildren
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        switch expression.nodeKind {
        case .assign, .compoundAssign, .increment, .decrement, .assignByReference, .array: break
        default: return .visitChildren
        }
        switch expression.kind {
        case .array(let items, _):
            // An element taken by reference is written to (a pattern's are `ArrayPatternCheck`'s).
            for item in items {
                if let item, item.byReference { written(item.value) }
            }
        case .assign(let target, _), .compoundAssign(_, let target, _), .increment(let target, _), .decrement(let target, _):
            written(target)
        case .assignByReference(let target, let value):
            written(target)
            referenced(value)
        default:
            break
        }
        return .visitChildren
    }

    private mutating func written(_ target: ExprNode) {
        if let message = problem(writing: target) { errors.append(CompileError(message, at: target.range.start)) }
    }

    private mutating func referenced(_ value: ExprNode) {
        if value.isShortCircuited {
            errors.append(CompileError("Cannot take reference of a nullsafe chain", at: value.range.start))
        } else if value.isVariable(named: "GLOBALS") {
            errors.append(CompileError("Cannot acquire reference to $GLOBALS", at: value.range.start))
        } else if isBuiltin(value) {
            errors.append(CompileError("Cannot use result of built-in function in write context", at: value.range.start))
        } else if case .arrayDimFetch = value.kind, let message = problem(writing: value) {
            errors.append(CompileError(message, at: value.range.start))
        } else if case .propertyFetch = value.kind, let message = problem(writing: value) {
            errors.append(CompileError(message, at: value.range.start))
        }
    }

    private func problem(writing target: ExprNode) -> String? {
        // Most targets are plain variables: told by the node's kind, with no `kind` made.
        switch target.nodeKind {
        case .variable:
            return target.isVariable(named: "GLOBALS") ? "$GLOBALS can only be modified using the $GLOBALS[$name] = $value syntax" : nil
        case .call, .methodCall, .staticCall, .arrayDimFetch, .propertyFetch, .staticPropertyFetch:
            break
        default:
            return nil
        }
        switch target.kind {
        case .call:
            return "Can't use function return value in write context"
        case .methodCall, .staticCall:
            return "Can't use method return value in write context"
        case .arrayDimFetch, .propertyFetch:
            return target.isShortCircuited ? "Can't use nullsafe operator in write context" : problem(inChainOf: target)
        case .staticPropertyFetch:
            // Its class may come from a `?->` chain (`$a?->b::$c = 1`); any other class is written to.
            return target.isShortCircuited ? "Can't use nullsafe operator in write context" : nil
        default:
            return nil
        }
    }

    /// A dimension or property written (no `?->` in its chain): what its chain of bases ends at
    /// decides.
    private func problem(inChainOf target: ExprNode) -> String? {
        var base = target
        while true {
            switch base.kind {
            case .arrayDimFetch(let inner, _), .propertyFetch(let inner, _, _):
                base = inner
            case .variable, .variableVariable, .staticPropertyFetch, .methodCall, .staticCall:
                return nil
            case .call:
                return isBuiltin(base) ? "Cannot use result of built-in function in write context" : nil
            case .array, .string, .interpolatedString, .constantFetch, .classConstantFetch, .magicConstant, .integer, .float,
                 .binary, .ternary, .new, .clone:
                return "Cannot use temporary expression in write context"
            default:
                return nil
            }
        }
    }

    private func isBuiltin(_ expression: ExprNode) -> Bool {
        guard case .call(.name(let name), let arguments) = expression.kind, !arguments.isFirstClassCallable,
              name.isSinglePart, name.kind == .fullyQualified || (name.kind == .unqualified && namespace.isEmpty),
              arguments.items.allSatisfy({ !$0.unpack && !$0.isNamed }),
              let counts = Self.builtins[name.last.phpLowercased] else { return false }
        return counts.contains(arguments.items.count)
    }
}
