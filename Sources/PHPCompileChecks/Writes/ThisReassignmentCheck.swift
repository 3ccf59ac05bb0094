import PHPSyntax

/// `$this` is not a variable a program may set: assigning it, binding it by reference, making it
/// a parameter, a `global`, a `static`, or unsetting it are compile errors. (`$this .= 1` and
/// `$this++` compile; they fail only when run.)
public struct ThisReassignmentCheck: SignatureCheck {
    public static let name = "this-reassignment"
    public static let reportOrder = 20
    public static let triggeringExamples: [(code: String, message: String)] = [
        // Inside an expression, where the parser noted the write for the walk; and `${'this'}`,
        // which PHP folds to `$this` as it compiles.
        ("<?php\n$b = [$c, [$this]] = $a;\n", "Cannot re-assign $this"),
        ("<?php\nfunction f()\n{\n    return ${'th' . 'is'} = 1;\n}\n", "Cannot re-assign $this"),
        ("<?php\nunset(${\"this\"});\n", "Cannot unset $this"),
        ("<?php\n$this = 1;\n", "Cannot re-assign $this"),
        ("<?php\nforeach ($rows as $this) {}\n", "Cannot re-assign $this"),
        ("<?php\n[$a, $this] = [1, 2];\n", "Cannot re-assign $this"),
        ("<?php\n$this = &$other;\n", "Cannot re-assign $this"),
        ("<?php\nfunction f($this) {}\n", "Cannot use $this as parameter"),
        ("<?php\nfunction f() {\n    global $this;\n}\n", "Cannot use $this as global variable"),
        ("<?php\nfunction f() {\n    static $this;\n}\n", "Cannot use $this as static variable"),
        ("<?php\nunset($this);\n", "Cannot unset $this"),
        ("<?php\ntry {\n} catch (Exception $this) {\n}\n", "Cannot re-assign $this"),
        // In a method's nested block, which the runner walks on what the parser noted there.
        ("<?php\nclass A\n{\n    function f()\n    {\n        if ($a) {\n            try {\n            } catch (Exception $this) {\n            }\n        }\n    }\n}\n", "Cannot re-assign $this"),
        ("<?php\nclass A\n{\n    function f()\n    {\n        while ($a) {\n            $this = $a;\n        }\n    }\n}\n", "Cannot re-assign $this"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nclass A { function f() { return $this; } }\n",
        "<?php\n$this .= 1;\n$that = 2;\n",
        "<?php\n$a = &$this;\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        guard expression.nodeKind == .assign || expression.nodeKind == .assignByReference else { return .visitChildren }
        switch expression.kind {
        case .assign(let target, _), .assignByReference(let target, _):
            reportAssigned(target)
        default:
            break
        }
        return .visitChildren
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        switch statement.kind {
        case .foreach(let loop):
            reportAssigned(loop.value)
            if let key = loop.key { reportAssigned(key) }
        case .global(let names):
            for name in names where Self.isThis(name) { errors.append(CompileError("Cannot use $this as global variable", at: name.range.start)) }
        case .staticVariables(let variables):
            for variable in variables where variable.nameText == "this" { errors.append(CompileError("Cannot use $this as static variable", at: variable.range.start)) }
        case .try(let statement):
            for clause in statement.catches where clause.catchesIntoThis {
                errors.append(CompileError("Cannot re-assign $this", at: clause.range.start))
            }
        case .unset(let targets):
            for target in targets where Self.isThis(target) { errors.append(CompileError("Cannot unset $this", at: target.range.start)) }
        default:
            break
        }
        return .visitChildren
    }

    public static let signatureFacts: FunctionOutline.Facts = [.thisParameter]

    public mutating func visit(_ function: FunctionNode, outline: FunctionOutline) -> WalkAction {
        for parameter in function.parameters where parameter.nameText == "this" {
            errors.append(CompileError("Cannot use $this as parameter", at: parameter.range.start))
        }
        return .visitChildren
    }

    /// `$this`, or `$this` among the items of a `list()`/`[...]` pattern.
    private mutating func reportAssigned(_ target: ExprNode) {
        if Self.isThis(target) {
            errors.append(CompileError("Cannot re-assign $this", at: target.range.start))
        } else if target.nodeKind == .array, case .array(let items, _) = target.kind {
            for case let item? in items { reportAssigned(item.value) }
        }
    }

    /// `$this`, or a variable PHP names `this` as it compiles (`${'this'}`, `${'th' . 'is'}`).
    static func isThis(_ expr: ExprNode) -> Bool {
        if expr.isVariable(named: "this") { return true }
        guard expr.nodeKind == .variableVariable, case .variableVariable(let name) = expr.kind else { return false }
        return foldedString(name) == Array("this".utf8)
    }

    /// The string `expr` is when PHP folds it as it compiles: a literal, or literals joined with `.`.
    private static func foldedString(_ expr: ExprNode) -> [UInt8]? {
        switch expr.kind {
        case .string(let literal):
            return literal.bytes
        case .binary(.concat, let left, let right):
            guard let start = foldedString(left), let end = foldedString(right) else { return nil }
            return start + end
        default:
            return nil
        }
    }
}
