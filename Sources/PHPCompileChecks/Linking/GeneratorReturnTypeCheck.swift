import PHPSyntax

/// A function that yields returns a Generator, so its declared return type must accept one:
/// `object`, `mixed`, `iterable`, `Traversable`, `Iterator` or `Generator`.
public struct GeneratorReturnTypeCheck: CompileCheck {
    public static let name = "generator-return-type"
    public static let reportOrder = 150
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfunction numbers()\n    : array\n{\n    yield 1;\n}\n", "Generator return type must be a supertype of Generator, array given"),
        ("<?php\nnamespace N;\nclass A\n{\n    public\n    function f(): Generator|int { yield from []; }\n}\n", "Generator return type must be a supertype of Generator, N\\Generator|int given"),
        ("<?php\n$f = fn(): ?StdClass => yield 1;\n", "Generator return type must be a supertype of Generator, ?StdClass given"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nfunction a(): iterable { yield 1; }\nfunction b(): \\Traversable { yield 1; }\nfunction c(): ?Iterator { yield 1; }\n"
            + "function d(): mixed { yield 1; }\nfunction e(): object|int { yield 1; }\nfunction f(): GENERATOR { yield 1; }\n",
        "<?php\nfunction f(): array { $g = function () { yield 1; }; return ['yield']; }\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The file walked, not kept: see `CompileCheck.reset(for:)`.
    private unowned(unsafe) var file: SourceFile
    /// The namespace and imports where the walk is, kept by the runner.
    var names = NameResolution()
    /// For each function the walk is in, innermost on top: whether it has yielded (nil outside functions).
    private var yielding = ScopeStack<Bool?>(nil)

    public init(file: SourceFile) {
        self.file = file
    }

    public mutating func reset(for file: SourceFile) {
        errors.clear()
        self.file = file
        names.reset()
        yielding.reset(to: nil)
    }

    public mutating func visit(_ function: FunctionNode) -> WalkAction {
        yielding.push(false)
        return .visitChildren
    }

    /// Yields belong to the innermost function around them (a closure's are its own). The walk
    /// reaches them because a `yield` token is one of the `ExpressionTriggers`.
    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        switch expression.kind {
        case .yield, .yieldFrom:
            if yielding.top != nil { yielding.top = true }
        default:
            break
        }
        return .visitChildren
    }

    public mutating func leave(_ function: FunctionNode) {
        guard yielding.pop() == true, let hint = function.returnType, !Self.mentionsClassScope(hint),
              let type = ResolvedType(hint.hint, className: "", parentName: nil, names: names), !Self.acceptsGenerator(type),
              let offset = keyword(of: function) else { return }
        errors.append(CompileError("Generator return type must be a supertype of Generator, \(type.description) given", at: offset))
    }

    /// PHP names the line of `function` (or `fn`); a closure starting with `static` or an
    /// attribute is left out.
    private func keyword(of function: FunctionNode) -> Int? {
        if !function.name.isEmpty { return InheritedMethod.functionKeyword(before: function.nameRange.start, in: file.bytes) }
        let bytes = file.bytes
        let start = function.range.start
        for word in ["function", "fn"] {
            let letters = Array(word.utf8)
            guard start + letters.count < bytes.count else { continue }
            if letters.enumerated().allSatisfy({ bytes[start + $0.offset] | 0x20 == $0.element }) { return start }
        }
        return nil
    }

    private static func acceptsGenerator(_ type: ResolvedType) -> Bool {
        if type.builtins.contains(.object) { return true }
        return type.classes.contains { part in
            guard case .name(let name) = part else { return true }  // intersections: not followed here
            return ["traversable", "iterator", "generator"].contains(name.phpLowercased)
        }
    }

    /// `self` and `parent` are printed differently in this message: left out.
    private static func mentionsClassScope(_ hint: TypeNode) -> Bool {
        switch hint.kind {
        case .name(let name): return name.kind == .unqualified && (NameFolding.matches(name.lastWord, "self") || NameFolding.matches(name.lastWord, "parent"))
        case .nullable(let inner): return mentionsClassScope(inner)
        case .union(let members), .intersection(let members): return members.contains(where: mentionsClassScope)
        }
    }
}
