import PHPSyntax

/// `$a[]` names a new element to write: it may stand where a value is stored (an assignment's
/// target, `foreach`'s variables, `++`, an argument a function may take by reference), never
/// where one is read or unset. An argument is taken by value for certain when the function was
/// declared at the top of the file before the call (PHP knows its parameters while compiling the
/// call), and always when it is unpacked.
public struct AppendReadCheck: CompileCheck {
    public static let name = "append-read"
    public static let reportOrder = 100
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\n$x = $a[];\n", "Cannot use [] for reading"),
        ("<?php\necho $a[][1];\n", "Cannot use [] for reading"),
        ("<?php\nif (isset($a[])) {}\n", "Cannot use [] for reading"),
        ("<?php\nunset($a[]);\n", "Cannot use [] for unsetting"),
        ("<?php\nfunction test($var) { }\ntest($arr[]);\n", "Cannot use [] for reading"),
        ("<?php\nnamespace N {\n    function test(&$a, $b) {}\n}\nnamespace {\n    function g()\n    {\n        \\N\\TEST($x[], $arr[]);\n    }\n}\n", "Cannot use [] for reading"),
        ("<?php\nfunction test($a, &...$rest) {}\ntest(a: $arr[]);\n", "Cannot use [] for reading"),
        ("<?php\nfunction test($a) {}\ntest(1, $arr[]);\n", "Cannot use [] for reading"),
        ("<?php\nf(...$arr[]);\n", "Cannot use [] for reading"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n$a[] = 1;\n$a[][1] = 2;\n$a[] .= 'x';\n$a[]++;\n$x = &$a[];\nforeach ($b as $a[]) {}\n[$a[]] = [1];\nf($a[]);\n$a[][]->bar = 2;\n",
        "<?php\nclass A\n{\n    public function &get()\n    {\n        return $this->data[];\n    }\n}\n",
        // Not known where the call is compiled: declared after it, inside its own body, in a
        // block, elsewhere in a namespace; a parameter by reference or a name it does not have.
        "<?php\ntest($arr[]);\nfunction test($a) { test($arr[]); }\nif (true) {\n    function cond($a) {}\n}\ncond($arr[]);\ndeclare(ticks=1) {\n    function ticked($a) {}\n}\nticked($arr[]);\n"
            + "function byRef(&$a, ...$rest) {}\nbyRef($arr[]);\nbyRef(1, 2, b: $arr[]);\nfunction named($a) {}\nnamed(b: $arr[]);\n",
        "<?php\nnamespace N;\nfunction test($a) {}\ntest($arr[]);\nstrlen($arr[]);\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The namespace and imports, for the name a call resolves to (the runner's, handed over).
    var names = NameResolution()
    /// The file's statements, where the functions declared at its top (or a namespace's) are:
    /// a call after one's declaration knows its parameters. Searched only for a call with `[]`
    /// in its arguments, which few files have.
    var fileStatements: StmtList?
    /// Offsets of `[]` fetches that stand where a value is written.
    private var writes: Set<Int> = []
    /// Whether each function around the code returns by reference (`function &f()`), whose
    /// `return` hands out a place, not a value.
    private var returnsReference = ScopeStack(false)

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        names.reset()
        fileStatements = nil
        writes.clear()
        returnsReference.reset(to: false)
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
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

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        switch expression.kind {
        case .assign(let target, _), .compoundAssign(_, let target, _):
            markWritten(target)
        case .assignByReference(let target, let value):
            markWritten(target)
            markWritten(value)
        case .increment(let target, _), .decrement(let target, _):
            markWritten(target)
        case .call(let callee, let arguments):
            // Only where an argument holds `[]` does the function's signature matter.
            let function = arguments.items.contains(where: Self.holdsAppend) ? known(callee, at: expression.range.start) : nil
            for (index, argument) in arguments.items.enumerated() where !argument.unpack {
                if let function, !Self.takesByReference(argument, at: index, function) { continue }
                markWritten(argument.value)
            }
        case .methodCall(_, _, let arguments, _), .staticCall(_, _, let arguments), .new(_, let arguments):
            for argument in arguments.items where !argument.unpack { markWritten(argument.value) }
        case .arrayDimFetch(_, nil) where !writes.contains(expression.range.start):
            errors.append(CompileError("Cannot use [] for reading", at: expression.range.start))
        default:
            break
        }
        return .visitChildren
    }

    public mutating func visit(_ function: FunctionNode) -> WalkAction {
        returnsReference.push(function.byReferenceReturn)
        return .visitChildren
    }

    /// The function a call names, if PHP knows it where the call is: declared at the top of the
    /// file or of a namespace, in a statement that ended before the call (the first such; a
    /// second is another check's error).
    private func known(_ callee: CalleeNode, at offset: Int) -> FunctionNode? {
        guard case .name(let name) = callee, let full = names.functionName(name.name) else { return nil }
        var namespace = ""
        func declared(_ statement: StmtNode) -> FunctionNode? {
            guard case .function(let function) = statement.kind, statement.range.end <= offset,
                  NameFolding.equal(NameResolution.qualified(function.name, in: namespace), full) else { return nil }
            return function
        }
        for statement in fileStatements ?? StmtList.empty where statement.range.start < offset {
            if case .namespace(let name, let body) = statement.kind {
                namespace = name?.joined ?? ""
                if let found = body?.lazy.compactMap(declared).first { return found }
            } else if let found = declared(statement) {
                return found
            }
        }
        return nil
    }

    /// Whether `function` takes `argument` (the `index`th) by reference; a name it has no
    /// parameter for is left to run time, as PHP leaves it.
    private static func takesByReference(_ argument: ArgumentNode, at index: Int, _ function: FunctionNode) -> Bool {
        let parameters = function.parameters
        if let name = argument.name {
            return parameters.first { $0.name == name && !$0.variadic }?.byReference ?? true
        }
        if index < parameters.count, !parameters[index].variadic { return parameters[index].byReference }
        guard let last = parameters.last, last.variadic else { return false }
        return last.byReference
    }

    public mutating func leave(_ function: FunctionNode) { returnsReference.pop() }

    private mutating func markWritten(_ target: ExprNode) {
        Self.forEachAppend(in: target) { writes.insert($0) }
    }

    /// The `[]` fetches of a written place: its chain of bases (a property written on an element
    /// writes the element), and the items of a pattern.
    private static func forEachAppend(in target: ExprNode, _ body: (Int) -> Void) {
        switch target.kind {
        case .arrayDimFetch(let base, let index):
            if index == nil { body(target.range.start) }
            forEachAppend(in: base, body)
        case .propertyFetch(let object, _, _):
            forEachAppend(in: object, body)
        case .array(let items, _):
            for case let item? in items { forEachAppend(in: item.value, body) }
        default:
            break
        }
    }

    private static func holdsAppend(_ argument: ArgumentNode) -> Bool {
        var found = false
        forEachAppend(in: argument.value) { _ in found = true }
        return found
    }
}
