import PHPSyntax

/// The variables a closure takes with `use` are plain local names: not `$this`, not a
/// superglobal, none twice, and none that is also a parameter.
public struct ClosureUseCheck: CompileCheck {
    public static let name = "closure-use"
    public static let reportOrder = 200
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\n$f = function () use ($this) {};\n", "Cannot use $this as lexical variable"),
        ("<?php\n$f = function () use ($_GET) {};\n", "Cannot use auto-global as lexical variable"),
        ("<?php\n$f = function () use ($a, &$a) {};\n", "Cannot use variable $a twice"),
        ("<?php\n$f = function ($a) use ($b, $a) {};\n", "Cannot use lexical variable $a as a parameter name"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n$f = function ($a) use ($b, &$c, $thisOne, $_get) {};\n",
        // Names are bytes to PHP: é as one code point and as e and an accent are two variables,
        // and the Kelvin sign is not a K.
        "<?php\n$f = function ($\u{E9}) use ($e\u{301}, $_COO\u{212A}IE) {};\n",
    ]
    /// Each starts with `_` or `G`: a name that does not is told by its first byte, before the
    /// names are compared (each comparison read a string).
    static let superglobals: [String] = ["GLOBALS", "_GET", "_POST", "_COOKIE", "_SERVER", "_ENV", "_REQUEST", "_FILES", "_SESSION"]

    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
    }

    public mutating func visit(_ expression: ExprNode) -> WalkAction {
        guard case .closure(let function, let uses, _) = expression.kind, !uses.isEmpty else { return .visitChildren }
        // A closure takes a few variables and has a few parameters: compared in place, not hashed.
        for (index, use) in uses.enumerated() {
            let message: String?
            let name = use.nameText
            if name == "this" {
                message = "Cannot use $this as lexical variable"
            } else if name.withBytes({ $0.first == UInt8(ascii: "_") || $0.first == UInt8(ascii: "G") }), Self.superglobals.contains(where: { name == $0 }) {
                message = "Cannot use auto-global as lexical variable"
            } else if uses[..<index].contains(where: { $0.nameText == name }) {
                message = "Cannot use variable $\(use.name) twice"
            } else if function.parameters.contains(where: { $0.nameText == name }) {
                message = "Cannot use lexical variable $\(use.name) as a parameter name"
            } else {
                message = nil
            }
            if let message {
                errors.append(CompileError(message, at: use.range.start))
                break
            }
        }
        return .visitChildren
    }
}
