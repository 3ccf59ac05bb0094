/// A member's modifiers may each be written once, and only one access type:
/// `public private $x` and `static static function f()` do not compile.
public struct ModifierRepetitionCheck: CompileCheck {
    public static let name = "modifier-repetition"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nclass A\n{\n    public public $x;\n}\n", "Multiple access type modifiers are not allowed"),
        ("<?php\nclass A\n{\n    public private function f() {}\n}\n", "Multiple access type modifiers are not allowed"),
        ("<?php\nclass A\n{\n    public static static $x;\n}\n", "Multiple static modifiers are not allowed"),
        ("<?php\nclass A\n{\n    final final function f() {}\n}\n", "Multiple final modifiers are not allowed"),
        ("<?php\nabstract class A\n{\n    abstract abstract function f();\n}\n", "Multiple abstract modifiers are not allowed"),
        ("<?php\nclass A\n{\n    readonly readonly int $x;\n}\n", "Multiple readonly modifiers are not allowed"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nclass A\n{\n    public static $x;\n    final protected static function f() {}\n}\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func visit(_ declaration: ClassDeclaration) -> WalkAction {
        for member in declaration.members {
            let modifiers: [Modifier]
            switch member.kind {
            case .property(let written, _, _), .constant(let written, _), .method(let written, _): modifiers = written
            case .traitUse, .enumCase: continue
            }
            if let message = Self.problem(modifiers) { errors.append(CompileError(message, at: member.range.start)) }
        }
        return .visitChildren
    }

    /// PHP's message for the first repetition, in the order it finds them.
    static func problem(_ modifiers: [Modifier]) -> String? {
        var seenAccess = false
        var seen: Set<Modifier> = []
        for modifier in modifiers {
            switch modifier {
            case .public, .protected, .private:
                if seenAccess { return "Multiple access type modifiers are not allowed" }
                seenAccess = true
            case .static, .final, .abstract, .readonly:
                if !seen.insert(modifier).inserted { return "Multiple \(modifier.rawValue) modifiers are not allowed" }
            case .var:
                break
            }
        }
        return nil
    }
}
