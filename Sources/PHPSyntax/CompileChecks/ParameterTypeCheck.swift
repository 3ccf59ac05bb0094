/// `void` and `never` say what a function returns, never what it takes.
public struct ParameterTypeCheck: CompileCheck {
    public static let name = "parameter-type"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfunction f(void $x) {}\n", "void cannot be used as a parameter type"),
        ("<?php\nfunction f($a, never $x) {}\n", "never cannot be used as a parameter type"),
    ]
    public static let nonTriggeringExamples = ["<?php\nfunction f(int $x): void {}\n"]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
        for parameter in function.parameters {
            guard case .name(let name)? = parameter.type, name.kind == .unqualified else { continue }
            let word = name.last.lowercased()
            if word == "void" || word == "never" {
                errors.append(CompileError("\(word) cannot be used as a parameter type", at: parameter.range.start))
            }
        }
        return .visitChildren
    }
}
