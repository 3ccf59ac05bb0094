import PHPSyntax

/// An abstract or interface method has no body, any other method has one, an abstract method
/// outside a trait is not private, and a class that is not abstract (or an enum) has no abstract
/// methods.
public struct AbstractMethodCheck: ClassMemberCheck {
    public static let name = "abstract-method"
    public static let reportOrder = 110
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nabstract class A\n{\n    abstract function f() {}\n}\n", "Abstract function A::f() cannot contain body"),
        ("<?php\ninterface I\n{\n    function f() {}\n}\n", "Interface function I::f() cannot contain body"),
        ("<?php\nabstract class A\n{\n    public\n    function Foo();\n}\n", "Non-abstract method A::Foo() must contain body"),
        ("<?php\n$a = new class {\n    function f();\n};\n", "Non-abstract method class@anonymous::f() must contain body"),
        ("<?php\nabstract class A\n{\n    abstract private function f() {}\n}\n", "Abstract function A::f() cannot be declared private"),
        ("<?php\nclass A\n{\n    abstract function f();\n}\n", "Class A contains 1 abstract method and must therefore be declared abstract or implement the remaining methods (A::f)"),
        ("<?php\nclass A\n{\n    abstract function a();\n    abstract function b();\n    abstract function c();\n    abstract function d();\n}\n",
         "Class A contains 4 abstract methods and must therefore be declared abstract or implement the remaining methods (A::a, A::b, A::c, ...)"),
        ("<?php\nnamespace N;\nenum E\n{\n    case A;\n    abstract function f();\n}\n", "Enum N\\E must implement 1 abstract private method (N\\E::f)"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nabstract class A\n{\n    abstract function f();\n    function g() {}\n}\ninterface I\n{\n    function f();\n}\ntrait T\n{\n    abstract private function f();\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The namespace the walk is in, kept by the runner.
    var namespace = ""

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
        namespace.clear()
    }

    /// Every class: which facts matter depends on its kind.
    public static let memberFacts: ClassOutline.Facts = []

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        // Each error needs an interface method with a body, another method without one, or `abstract`.
        guard outline.has(declaration.kind == .interface ? .methodsWithBody : .methodsWithoutBody) || outline.methodModifiers.contains(.abstract) else {
            return .visitChildren
        }
        // Named only for a message: most classes have none.
        let namespace = self.namespace
        var className: String { namespace.isEmpty || declaration.name.isEmpty ? declaration.name : namespace + "\\" + declaration.name }
        var abstract: [String] = []
        for member in declaration.members {
            guard case .method(let modifiers, let method) = member.kind else { continue }
            if declaration.kind == .interface, method.body != nil {
                // Its modifiers are reported first (InterfaceMemberCheck).
                if InterfaceMemberCheck.isMisdeclared(modifiers) { continue }
                errors.append(CompileError("Interface function \(className)::\(method.name)() cannot contain body", at: member.range.start))
            } else if declaration.kind != .interface, method.body == nil, !modifiers.contains(.abstract) {
                let named = declaration.name.isEmpty ? "class@anonymous" : className
                errors.append(CompileError("Non-abstract method \(named)::\(method.name)() must contain body", at: method.keywordOffset))
            } else if modifiers.contains(.abstract) {
                if modifiers.contains(.private) && declaration.kind != .trait && declaration.kind != .interface {
                    errors.append(CompileError("Abstract function \(className)::\(method.name)() cannot be declared private", at: method.keywordOffset))
                } else if method.body != nil {
                    errors.append(CompileError("Abstract function \(className)::\(method.name)() cannot contain body", at: member.range.start))
                }
                abstract.append("\(className)::\(method.name)")
            }
        }
        guard !abstract.isEmpty else { return .visitChildren }
        let listed = abstract.prefix(3).joined(separator: ", ") + (abstract.count > 3 ? ", ..." : "")
        let noun = abstract.count == 1 ? "method" : "methods"
        if declaration.kind == .class, !declaration.nameText.isEmpty, !declaration.modifiers.contains(.abstract) {
            errors.append(CompileError("Class \(className) contains \(abstract.count) abstract \(noun) and must therefore be declared abstract or implement the remaining methods (\(listed))",
                                     at: declaration.keywordOffset, orderedAt: declaration.range.end))
        } else if declaration.kind == .enum {
            // PHP words an enum's as it words a class's abstract private methods from a trait.
            errors.append(CompileError("Enum \(className) must implement \(abstract.count) abstract private \(noun) (\(listed))",
                                     at: declaration.keywordOffset, orderedAt: declaration.range.end))
        }
        return .visitChildren
    }
}
