import PHPSyntax

/// An interface declares public constants and public method signatures only: no properties,
/// no traits, no private or protected members, no `final` or `abstract` methods.
public struct InterfaceMemberCheck: CompileCheck {
    public static let name = "interface-member"
    /// First: PHP reports an interface's errors before any other on the same method.
    public static let reportOrder = 10
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\ninterface I\n{\n    public $x;\n}\n", "Interfaces may not include properties"),
        ("<?php\ninterface I\n{\n    protected\n    function f();\n}\n", "Access type for interface method I::f() must be public"),
        ("<?php\nnamespace N;\ninterface I\n{\n    private function f() {}\n}\n", "Access type for interface method N\\I::f() must be public"),
        ("<?php\ninterface I\n{\n    final function f();\n}\n", "Interface method I::f() must not be final"),
        ("<?php\ninterface I\n{\n    abstract function f();\n}\n", "Interface method I::f() must not be abstract"),
        ("<?php\ninterface I\n{\n    private const A = 1, B = 2;\n}\n", "Access type for interface constant I::A must be public"),
        ("<?php\ntrait T {}\ninterface I\n{\n    use \\T;\n}\n", "Cannot use traits inside of interfaces. T is used in I"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\ninterface I\n{\n    public const A = 1;\n    public static function f();\n}\nabstract class C\n{\n    private $x;\n    final protected function g() {}\n    abstract protected function h();\n}\n",
    ]
    public private(set) var errors: [CompileError] = []
    /// The file walked, not kept: see `CompileCheck.reset(for:)`.
    private unowned(unsafe) var file: SourceFile
    /// The namespace the walk is in, kept by the runner.
    var namespace = ""

    public init(file: SourceFile) {
        self.file = file
    }

    public mutating func reset(for file: SourceFile) {
        errors.clear()
        self.file = file
        namespace.clear()
    }

    public mutating func visit(_ declaration: ClassNode) -> WalkAction {
        guard declaration.kind == .interface else { return .visitChildren }
        let interface = NameResolution.qualified(declaration.name, in: namespace)
        for member in declaration.members {
            if let error = problem(member, in: interface) {
                // PHP stops at the first.
                errors.append(error)
                break
            }
        }
        return .visitChildren
    }

    /// True when PHP rejects this interface method for its modifiers, before looking at its body.
    static func isMisdeclared(_ modifiers: NodeModifiers) -> Bool {
        modifiers.contains(.private) || modifiers.contains(.protected) || modifiers.contains(.final) || modifiers.contains(.abstract)
    }

    private func problem(_ member: ClassMemberNode, in interface: String) -> CompileError? {
        switch member.kind {
        case .property(_, _, let items):
            return CompileError("Interfaces may not include properties", at: items.first?.range.start ?? member.range.start)
        case .method(let modifiers, let method):
            let message: String
            if modifiers.contains(.private) || modifiers.contains(.protected) {
                message = "Access type for interface method \(interface)::\(method.name)() must be public"
            } else if modifiers.contains(.final) && modifiers.contains(.abstract) {
                return nil  // PHP objects to the pair first, in other words
            } else if modifiers.contains(.final) {
                message = "Interface method \(interface)::\(method.name)() must not be final"
            } else if modifiers.contains(.abstract) {
                message = "Interface method \(interface)::\(method.name)() must not be abstract"
            } else {
                return nil
            }
            guard let keyword = InheritedMethod.functionKeyword(before: method.nameRange.start, in: file.bytes) else { return nil }
            // Reported at the `function` keyword's line; the member's start, when on that line,
            // puts it before other errors about the same method.
            let start = file.location(of: member.range.start).line == file.location(of: keyword).line ? member.range.start : keyword
            return CompileError(message, at: start)
        case .constant(let modifiers, let constants):
            guard modifiers.contains(.private) || modifiers.contains(.protected), let first = constants.first else { return nil }
            if modifiers.contains(.private) && modifiers.contains(.final) { return nil }  // "cannot be final" comes first
            return CompileError("Access type for interface constant \(interface)::\(first.name) must be public", at: first.range.start)
        case .traitUse(let names, _):
            guard let first = names.first, first.kind != .relative else { return nil }
            return CompileError("Cannot use traits inside of interfaces. \(first.joined) is used in \(interface)", at: first.range.start)
        case .enumCase:
            return nil
        }
    }
}
