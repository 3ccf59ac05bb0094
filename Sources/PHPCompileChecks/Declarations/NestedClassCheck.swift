import PHPSyntax

/// A named class, interface, trait or enum may not be declared inside a class's methods (nor in
/// closures there): PHP compiles those with the class still open. A named function in between
/// closes it, so a class declared in that function is fine.
public struct NestedClassCheck: CompileCheck {
    public static let name = "nested-class"
    /// A class declared inside a function is found before its reserved name.
    public static let reportOrder = 60
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nclass A {\n    function f() {\n        class B {}\n    }\n}\n", "Class declarations may not be nested"),
        ("<?php\nfunction f() {\n    return new class {\n        function g() {\n            $h = function () {\n                #[Attribute]\n                enum E {}\n            };\n        }\n    };\n}\n", "Class declarations may not be nested"),
        ("<?php\nclass A {\n    function f() {\n        class self {}\n    }\n}\n", "Class declarations may not be nested"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nclass A {\n    function f() {\n        function g() {\n            class B {}\n        }\n        return new class {};\n    }\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// Per class or named function entered: whether a class is open there.
    private var classOpen = ScopeStack<Bool?>(nil)

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        classOpen.reset(to: nil)
    }

    public mutating func visit(_ declaration: ClassNode) -> WalkAction {
        if !declaration.nameText.isEmpty && classOpen.top == true {
            errors.append(CompileError("Class declarations may not be nested", at: declaration.keywordOffset))
        }
        classOpen.push(true)
        return .visitChildren
    }

    public mutating func leave(_ declaration: ClassNode) {
        classOpen.pop()
    }

    public mutating func visit(_ statement: StmtNode) -> WalkAction {
        if case .function = statement.kind { classOpen.push(false) }
        return .visitChildren
    }

    public mutating func leave(_ statement: StmtNode) {
        if case .function = statement.kind { classOpen.pop() }
    }
}
