/// What a function's body holds that the compile-time checks look at, noted by the parser as it
/// makes each statement and kept in the function's node (`FunctionNode.bodyFacts`). The pass
/// passes over a body that holds none of it and no trigger: walking each statement of each
/// method to find the few a check looks at was a third of the pass on Laravel.
package struct BodyFacts: OptionSet {
    package let rawValue: UInt16

    @inlinable package init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Whether every fact of `facts` is noted: `OptionSet`'s own, written here so that the
    /// compile-time checks, in another module, test the bits in place instead of calling
    /// `SetAlgebra`'s generic witness.
    @inlinable package func contains(_ facts: BodyFacts) -> Bool {
        rawValue & facts.rawValue == facts.rawValue
    }

    /// A statement some check looks at whatever the function's signature: `break` or `continue`,
    /// `switch`, `goto` or a label, `global`, `unset`, `static`, a function or class declared in
    /// the body, `declare`, a `try` PHP refuses or whose `catch` takes `$this`, a `foreach` into
    /// anything but plain places (`isPlainPlace`), and a write at a statement's top to anything
    /// but a plain place (`writesAtTop`).
    @inlinable package static var checked: BodyFacts { BodyFacts(rawValue: 1 << 0) }
    /// `return` with a value: an error in a `void` or `never` function.
    @inlinable package static var returnsValue: BodyFacts { BodyFacts(rawValue: 1 << 1) }
    /// `return;`: an error in a function of any return type but `void`.
    @inlinable package static var returnsNothing: BodyFacts { BodyFacts(rawValue: 1 << 2) }
    /// The facts were noted, as they are for a declared function, a method and a closure; an
    /// arrow function's body is an expression, which the parser notes nothing of.
    @inlinable package static var noted: BodyFacts { BodyFacts(rawValue: 1 << 15) }

    /// The flag of an expression statement whose top is a write the checks look at (`writesAtTop`).
    @inlinable package static var topWriteFlag: UInt8 { 1 }
    /// The flag of a write the checks look at (an assignment, increment or decrement of anything
    /// but a plain place, or a reference assignment), set by the parser as it makes the node (the
    /// first flag of an increment or decrement tells a prefix one).
    @inlinable static var checkedWriteFlag: UInt8 { 2 }

    /// What statement `node`, just made, adds to its body's facts.
    static func of(statement node: UInt32, in arena: ArenaRef) -> BodyFacts {
        switch arena.kind(node) {
        case .expressionStatement:
            return arena.flag(node, topWriteFlag) ? .checked : []
        case .return:
            return arena.slot(node, 0) == SyntaxArena.none ? .returnsNothing : .returnsValue
        case .if, .block, .echo, .while, .doWhile, .for, .nop, .inlineHTML:
            // Loops matter to the checks only with a `break`, `continue` or `goto` in them.
            return []
        case .foreach:
            let loop = ForeachNode(arena, node)
            guard !loop.keyByReference, isPlainPlace(arena, loop.value.node) else { return .checked }
            if let key = loop.key, !isPlainPlace(arena, key.node) { return .checked }
            return []
        case .try:
            let statement = TryNode(arena, node)
            if statement.catches.isEmpty && statement.finallyBody == nil { return .checked }
            return statement.catches.contains(where: \.catchesIntoThis) ? .checked : []
        default:
            return .checked
        }
    }

    /// Whether the expression at the top of expression statement `node` is one the checks of a
    /// statement's top look at (a write flagged `checkedWriteFlag`, an array), told by node kinds
    /// and flags alone: most statements are calls, which those checks ignore, and most writes
    /// are to a plain place.
    static func writesAtTop(_ node: UInt32, in arena: ArenaRef) -> Bool {
        let expression = arena.slot(node, 0)
        switch arena.kind(expression) {
        case .assign, .compoundAssign, .increment, .decrement, .assignByReference:
            return arena.flag(expression, checkedWriteFlag)
        case .array:
            return true
        default:
            return false
        }
    }

    /// Whether node `target` is a variable other than `$this` and `$GLOBALS`, a static property
    /// (`A::$x`, `static::$cache`), or an element or property of one of those (reached through no
    /// `?->`): a place any code may write, of which the checks have nothing to say (a class word
    /// PHP refuses there, as `self` outside a class, is a trigger).
    static func isPlainPlace(_ arena: ArenaRef, _ target: UInt32) -> Bool {
        if arena.kind(target) == .variable {
            // One read of the name against both (PHP compares them byte for byte).
            return arena.withText(arena.slot(target, 0)) { name in
                switch name.count {
                case 4: NameFolding.word(name, from: 0, folded: false) != NameFolding.thisWord
                case 7: NameFolding.word(name, from: 0, folded: false) != NameFolding.globalsWord
                default: true
                }
            }
        }
        var node = target
        while true {
            switch arena.kind(node) {
            case .arrayDimFetch: node = arena.slot(node, 0)
            case .propertyFetch where !arena.flag(node, 1): node = arena.slot(node, 0)
            case .variable, .staticPropertyFetch: return true
            default: return false
            }
        }
    }
}
