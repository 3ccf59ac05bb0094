/// `$a[]` names a new element to write: it may stand where a value is stored (an assignment's
/// target, `foreach`'s variables, `++`, an argument a function may take by reference), never
/// where one is read or unset.
public struct AppendReadCheck: CompileCheck {
    public static let name = "append-read"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\n$x = $a[];\n", "Cannot use [] for reading"),
        ("<?php\necho $a[][1];\n", "Cannot use [] for reading"),
        ("<?php\nif (isset($a[])) {}\n", "Cannot use [] for reading"),
        ("<?php\nunset($a[]);\n", "Cannot use [] for unsetting"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n$a[] = 1;\n$a[][1] = 2;\n$a[] .= 'x';\n$a[]++;\n$x = &$a[];\nforeach ($b as $a[]) {}\n[$a[]] = [1];\nf($a[]);\n$a[][]->bar = 2;\n",
        "<?php\nclass A\n{\n    public function &get()\n    {\n        return $this->data[];\n    }\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// Offsets of `[]` fetches that stand where a value is written.
    private var writes: Set<Int> = []
    /// Whether each function around the code returns by reference (`function &f()`), whose
    /// `return` hands out a place, not a value.
    private var returnsReference = ScopeStack(false)

    public init(file: SourceFile) {}

    public mutating func visit(_ statement: Stmt) -> WalkAction {
        switch statement.kind {
        case .foreach(let loop):
            markWritten(loop.value)
            if let key = loop.key { markWritten(key) }
        case .return(let value?) where returnsReference.top:
            markWritten(value)
        case .unset(let targets):
            for target in targets {
                if case .arrayDimFetch(_, nil) = target.kind {
                    errors.append(CompileError("Cannot use [] for unsetting", at: target.range.start))
                    writes.insert(target.range.start)
                }
            }
        default:
            break
        }
        return .visitChildren
    }

    public mutating func visit(_ expression: Expr) -> WalkAction {
        switch expression.kind {
        case .assign(let target, _), .compoundAssign(_, let target, _):
            markWritten(target)
        case .assignByReference(let target, let value):
            markWritten(target)
            markWritten(value)
        case .increment(let target, _), .decrement(let target, _):
            markWritten(target)
        case .call(_, let arguments), .methodCall(_, _, let arguments, _), .staticCall(_, _, let arguments), .new(_, let arguments):
            for argument in arguments.items { markWritten(argument.value) }
        case .arrayDimFetch(_, nil) where !writes.contains(expression.range.start):
            errors.append(CompileError("Cannot use [] for reading", at: expression.range.start))
        default:
            break
        }
        return .visitChildren
    }

    public mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
        returnsReference.push(function.byReferenceReturn)
        return .visitChildren
    }

    public mutating func leave(_ function: FunctionDeclaration) { returnsReference.pop() }

    /// The `[]` fetches of a written place: its chain of bases (a property written on an element
    /// writes the element), and the items of a pattern.
    private mutating func markWritten(_ target: Expr) {
        switch target.kind {
        case .arrayDimFetch(let base, let index):
            if index == nil { writes.insert(target.range.start) }
            markWritten(base)
        case .propertyFetch(let object, _, _):
            markWritten(object)
        case .array(let items, _):
            for item in items.compactMap({ $0 }) { markWritten(item.value) }
        default:
            break
        }
    }
}
