/// `self`, `parent` and `static` in a declared type name the class around the declaration, so a
/// function outside every class may not use them, nor `parent` a class with no parent. Closures
/// are bound to a class when they run, so PHP lets them be.
public struct ClassScopeTypeCheck: CompileCheck {
    public static let name = "class-scope-type"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nfunction test(): self {}\n", "Cannot use \"self\" when no class scope is active"),
        ("<?php\nfunction test(?Parent $a) {}\n", "Cannot use \"parent\" when no class scope is active"),
        ("<?php\nclass A\n{\n    function f()\n    {\n        function g(): static {}\n    }\n}\n", "Cannot use \"static\" when no class scope is active"),
        ("<?php\nclass A\n{\n    function f(): parent {}\n}\n", "Cannot use \"parent\" when current class scope has no parent"),
        ("<?php\ninterface I\n{\n    public function f(int|parent $a);\n}\n", "Cannot use \"parent\" when current class scope has no parent"),
        ("<?php\nclass A\n{\n    public parent $p;\n}\n", "Cannot use \"parent\" when current class scope has no parent"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\n$f = function (): self {};\n$g = fn(): static => 1;\nclass A extends B\n{\n    public self $a;\n    function f(parent $a): static\n    {\n        $g = function (): parent {};\n    }\n}\ntrait T\n{\n    function f(): parent {}\n}\n",
    ]

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

    public init(file: SourceFile) {}

    public mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
        let scope: Scope = declaration.kind == .trait ? .unknown : declaration.extends.isEmpty || declaration.kind == .interface ? .classWithoutParent : .classWithParent
        if scope == .classWithoutParent {
            for member in declaration.members {
                if case .property(_, let type?, let items) = member.kind, TypeForm.mentions(type, "parent"), let first = items.first {
                    errors.append(CompileError("Cannot use \"parent\" when current class scope has no parent", at: first.range.start))
                }
            }
        }
        scopes.push((scope, true))
        return .visitChildren
    }

    public mutating func leave(_ declaration: ClassDeclaration) {
        scopes.pop()
    }

    public mutating func visit(_ function: FunctionDeclaration) -> WalkAction {
        let scope: Scope
        if function.name.isEmpty {
            scope = .unknown
        } else if scopes.top.inClassBody {
            scope = scopes.top.scope
        } else {
            scope = .noClass
        }
        scopes.push((scope, false))
        func declares(_ keyword: String) -> Bool {
            function.parameters.contains { $0.type.map { TypeForm.mentions($0, keyword) } ?? false } || (function.returnType.map { TypeForm.mentions($0, keyword) } ?? false)
        }
        switch scope {
        case .noClass:
            for keyword in Self.classKeywords where declares(keyword) {
                errors.append(CompileError("Cannot use \"\(keyword)\" when no class scope is active", at: function.nameRange.start))
                break
            }
        case .classWithoutParent:
            if declares("parent") {
                errors.append(CompileError("Cannot use \"parent\" when current class scope has no parent", at: function.nameRange.start))
            }
        case .classWithParent, .unknown:
            break
        }
        return .visitChildren
    }

    public mutating func leave(_ function: FunctionDeclaration) {
        scopes.pop()
    }

    private static let classKeywords = ["self", "parent", "static"]
}
