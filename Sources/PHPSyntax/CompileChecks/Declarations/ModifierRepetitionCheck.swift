/// A class's, member's or promoted parameter's modifiers may each be written once, only one
/// access type, and not both `abstract` and `final`: `public private $x`, `static static
/// function f()` and `final abstract class A` do not compile (PHP refuses them as it parses, at
/// the modifier it refuses).
public struct ModifierRepetitionCheck: ClassMemberCheck, SignatureCheck {
    public static let name = "modifier-repetition"
    public static let triggeringExamples: [(code: String, message: String)] = [
        ("<?php\nclass A\n{\n    public public $x;\n}\n", "Multiple access type modifiers are not allowed"),
        ("<?php\nclass A\n{\n    public private function f() {}\n}\n", "Multiple access type modifiers are not allowed"),
        ("<?php\nclass A\n{\n    public static static $x;\n}\n", "Multiple static modifiers are not allowed"),
        ("<?php\nclass A\n{\n    final final function f() {}\n}\n", "Multiple final modifiers are not allowed"),
        ("<?php\nabstract class A\n{\n    abstract abstract function f();\n}\n", "Multiple abstract modifiers are not allowed"),
        ("<?php\nclass A\n{\n    readonly readonly int $x;\n}\n", "Multiple readonly modifiers are not allowed"),
        ("<?php\nabstract class A\n{\n    abstract public final function f();\n}\n", "Cannot use the final modifier on an abstract class member"),
        ("<?php\nfinal final class A {}\n", "Multiple final modifiers are not allowed"),
        ("<?php\nreadonly readonly class A {}\n", "Multiple readonly modifiers are not allowed"),
        ("<?php\nfinal\nabstract class A {}\n", "Cannot use the final modifier on an abstract class"),
        // PHP names the line of the modifier it refuses, past attributes and comments.
        ("<?php\nclass A\n{\n    #[Attr(\"x]\")]\n    public\n    /* c */ private $x;\n}\n", "Multiple access type modifiers are not allowed"),
        ("<?php\nabstract class A\n{\n    abstract public\n        final function f();\n}\n", "Cannot use the final modifier on an abstract class member"),
        // More than seven, which the arena keeps apart.
        ("<?php\nclass A\n{\n    public static final\n        static static static static static $x;\n}\n", "Multiple static modifiers are not allowed"),
        // A promoted parameter's, refused before PHP asks whether the function is a constructor.
        ("<?php\nfunction f(readonly\n    readonly int $x) {}\n", "Multiple readonly modifiers are not allowed"),
        ("<?php\nclass A\n{\n    public function __construct(#[A] public\n        private $x) {}\n}\n", "Multiple access type modifiers are not allowed"),
    ]
    public static let nonTriggeringExamples = [
        "<?php\nclass A\n{\n    public static $x;\n    final protected static function f() {}\n}\n",
        "<?php\nabstract readonly class A {}\nfinal readonly class B {}\n",
        "<?php\nclass A\n{\n    public function __construct(public readonly int $x, protected $y) {}\n}\n",
    ]
    public private(set) var errors: [CompileError] = []

    public init(file: SourceFile) {}

    public mutating func reset(for _: SourceFile) {
        errors.clear()
    }

    /// Every class: the class's own modifiers are checked whatever its members.
    public static let memberFacts: ClassOutline.Facts = []

    public mutating func visit(_ declaration: ClassNode, outline: ClassOutline) -> WalkAction {
        if let (message, index) = Self.classProblem(declaration.modifiers), index < declaration.modifierOffsets.count {
            errors.append(CompileError(message, at: declaration.modifierOffsets[index], whileParsing: true))
        }
        guard outline.has(.refusedModifiers) else { return .visitChildren }
        for member in declaration.members {
            let modifiers: NodeModifiers
            switch member.kind {
            case .property(let written, _, _), .constant(let written, _), .method(let written, _): modifiers = written
            case .traitUse, .enumCase: continue
            }
            if let problem = Self.problem(modifiers) { report(problem, at: member.modifierOffsets, else: member.range.start) }
        }
        return .visitChildren
    }

    /// A promoted parameter's modifiers are refused as a member's (wherever the parameter is:
    /// PHP's parser refuses them before it asks whether the function is a constructor).
    public static let signatureFacts: FunctionOutline.Facts = [.promoted]

    public mutating func visit(_ function: FunctionNode, outline: FunctionOutline) -> WalkAction {
        for parameter in function.parameters {
            if let problem = Self.problem(parameter.modifiers) { report(problem, at: parameter.modifierOffsets, else: parameter.range.start) }
        }
        return .visitChildren
    }

    /// `problem` where PHP names it: at the modifier it refuses (`offsets` are the modifiers'),
    /// or at `start` should the offsets fall short.
    private mutating func report(_ problem: (message: String, index: Int), at offsets: [Int], else start: Int) {
        errors.append(CompileError(problem.message, at: problem.index < offsets.count ? offsets[problem.index] : start, whileParsing: true))
    }

    /// PHP's message for the first repetition, in the order it finds them, and which modifier it
    /// refuses.
    static func problem(_ modifiers: NodeModifiers) -> (message: String, index: Int)? {
        guard modifiers.count > 1 else { return nil }
        var seenAccess = false
        var seen = ModifierSet()
        for (index, modifier) in modifiers.enumerated() {
            switch modifier {
            case .public, .protected, .private:
                if seenAccess { return ("Multiple access type modifiers are not allowed", index) }
                seenAccess = true
            case .static, .final, .abstract, .readonly:
                if !seen.insert(modifier) { return ("Multiple \(modifier.rawValue) modifiers are not allowed", index) }
            case .var:
                break
            }
            if seen.contains(.abstract) && seen.contains(.final) { return ("Cannot use the final modifier on an abstract class member", index) }
        }
        return nil
    }

    /// PHP's message for the first of a class's modifiers it refuses, and which one that is.
    static func classProblem(_ modifiers: NodeModifiers) -> (message: String, index: Int)? {
        guard modifiers.count > 1 else { return nil }
        var seen = ModifierSet()
        for (index, modifier) in modifiers.enumerated() {
            if !seen.insert(modifier) { return ("Multiple \(modifier.rawValue) modifiers are not allowed", index) }
            if seen.contains(.abstract) && seen.contains(.final) { return ("Cannot use the final modifier on an abstract class", index) }
        }
        return nil
    }
}

/// Modifiers seen, one bit each: most members have two or three, checked on every member.
struct ModifierSet {
    private var bits: UInt16 = 0

    /// False when `modifier` was already there.
    mutating func insert(_ modifier: Modifier) -> Bool {
        let bit = Self.bit(modifier)
        defer { bits |= bit }
        return bits & bit == 0
    }

    func contains(_ modifier: Modifier) -> Bool {
        bits & Self.bit(modifier) != 0
    }

    private static func bit(_ modifier: Modifier) -> UInt16 {
        switch modifier {
        case .public: 1
        case .protected: 2
        case .private: 4
        case .static: 8
        case .abstract: 16
        case .final: 32
        case .readonly: 64
        case .var: 128
        }
    }
}
