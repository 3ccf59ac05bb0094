import PHPSyntax
import Platform
import SourceRanges

extension CompileChecks {
    /// The one walk of every check: which statements, expressions, functions and classes go to
    /// which check, and what they share (the names in scope, the triggers). Expressions go only
    /// to the checks that look at expressions (the pass runs on every file, so this is most of its
    /// cost). A check whose visits are missing here fails its own examples, which parse through
    /// this runner.
    struct AllChecks: NodeVisitor {
        /// Every check (`CheckSet`, generated from the check types).
        var checks: CheckSet
        /// Where expressions may hold an error; the walk goes into no other expression, which
        /// saves most of a file's nodes.
        var triggers = ExpressionTriggers()
        /// The tree holds a `goto` or a label (`SyntaxArena.containsJumps`): without one,
        /// `GotoCheck` sees nothing (it would track every loop and `finally` of the file for no jump).
        var watchesJumps = true
        /// Functions, methods and closures the walk is in.
        private var bodies = 0
        /// `visit` passed over the function it saw last, whose `leave` comes next.
        private var passedOver = false
        /// The namespace and imports, for the checks that resolve names (each reads this copy).
        private var names = NameResolution()
        /// The outline of the class a top-level statement declared, made for early binding and
        /// kept for the class's own visit, which comes next.
        private var outline: (declaration: ClassNode, outline: ClassOutline)?
        /// Imports came since the checks were last handed `names`: they get them when a function
        /// or class comes, where they read them, so noting an import never copies the list.
        private var namesChanged = false

        /// The file's imports end at a namespace, and its name is handed to the checks that word
        /// names with it (each working it out from the statement made the same string three times).
        private mutating func enter(namespace statement: StmtNode) {
            names.note(statement)
            shareNamespace()
        }

        /// The namespace to the checks that keep it: only a namespace changes it (a file's tens of
        /// imports would copy it six times each). The imports end with it, so the checks that
        /// resolve names get them anew too.
        private mutating func shareNamespace() {
            namesChanged = true
            checks.abstractMethodCheck.namespace = names.namespace
            checks.memberModifierCheck.namespace = names.namespace
            checks.magicMethodCheck.namespace = names.namespace
            checks.interfaceMemberCheck.namespace = names.namespace
            checks.writeContextCheck.namespace = names.namespace
            checks.redeclarationCheck.namespace = names.namespace
            checks.importConflictCheck.namespace = names.namespace
        }

        private mutating func shareNames() {
            guard namesChanged else { return }
            namesChanged = false
            checks.parameterTypeCheck.names = names
            checks.appendReadCheck.names = names
            checks.reservedNameCheck.names = names
            checks.earlyBindingCheck.names = names
            checks.enumCaseCheck.names = names
            checks.propertyCheck.names = names
            checks.generatorReturnTypeCheck.names = names
        }

        init(file: SourceFile) {
            checks = CheckSet(file: file)
        }

        /// Back to a fresh runner's state for `file`, each check keeping its room. The checks
        /// drop their copies of `names` before the runner empties its own, so that no copy
        /// shares the list it keeps.
        mutating func reset(for file: SourceFile) {
            checks.reset(for: file)
            triggers.clear()
            watchesJumps = true
            bodies = 0
            passedOver = false
            names.reset(keepingRoom: true)
            outline = nil
            namesChanged = false
        }

        /// In `reportOrder`: the order PHP meets errors that share a place (errors PHP's parser
        /// raises are marked `whileParsing` and come first anyway).
        var errors: [CompileError] {
            var all: [CompileError] = []
            checks.forEachErrorList { if !$0.isEmpty { all += $0 } }
            return all
        }

        /// Statements go only to the checks that look at their kind: most statements are
        /// expressions, loops and `if`s, and this runs for every statement of every file. Inlined
        /// into the walk for the statements of a body no check looks at (an `if`, a block, a call
        /// standing alone), which need none of `visitStatement`'s setting up.
        @inline(__always)
        mutating func visit(_ statement: StmtNode) -> WalkAction {
            if bodies > 0 {
                switch statement.nodeKind {
                case .if, .block:
                    return .visitChildren
                case .expressionStatement where Self.writeAtTop(of: statement) == nil:
                    return entersExpressions(in: statement.range) ? .visitChildren : .skipChildren
                default:
                    break
                }
            }
            return visitStatement(statement)
        }

        @inline(never)
        private mutating func visitStatement(_ statement: StmtNode) -> WalkAction {
            // Before the checks below: redeclarations and imports are worded in the new namespace.
            if statement.nodeKind == .namespace { enter(namespace: statement) }
            // Placement and early binding follow the file's outline: no statement of a function
            // body changes it, so they see only statements outside bodies (visit and leave alike).
            if bodies == 0 {
                // Early binding resolves a class's parent through the imports before it.
                var classOutline: ClassOutline?
                if case .classLike(let declaration) = statement.kind {
                    shareNames()
                    let made = ClassOutline(declaration)
                    classOutline = made
                    outline = (declaration, made)
                }
                _ = checks.redeclarationCheck.visit(statement)
                _ = checks.earlyBindingCheck.visit(statement, outline: classOutline)
                _ = checks.namespacePlacementCheck.visit(statement)
                _ = checks.declarePlacementCheck.visit(statement)
            }
            switch statement.nodeKind {
            case .expressionStatement:
                // Most write errors stand at a statement's top (`f() = 1;`): those are seen even
                // when the walk does not go below statements.
                if let expression = Self.writeAtTop(of: statement), !triggers.any(in: expression.range) {
                    _ = checks.thisReassignmentCheck.visit(expression)
                    _ = checks.writeContextCheck.visit(expression)
                    _ = checks.arrayPatternCheck.visit(expression)
                }
            case .namespace, .use:
                // A namespace was noted before the checks above.
                if statement.nodeKind == .use {
                    names.note(statement)
                    namesChanged = true
                }
                _ = checks.reservedNameCheck.visit(statement)
                _ = checks.importConflictCheck.visit(statement)
            case .foreach:
                _ = checks.thisReassignmentCheck.visit(statement)
                _ = checks.loopControlCheck.visit(statement)
                _ = checks.appendReadCheck.visit(statement)
                if watchesJumps { _ = checks.gotoCheck.visit(statement) }
                _ = checks.writeContextCheck.visit(statement)
                _ = checks.arrayPatternCheck.visit(statement)
                _ = checks.statementFormCheck.visit(statement)
            case .while, .doWhile, .for:
                _ = checks.loopControlCheck.visit(statement)
                if watchesJumps { _ = checks.gotoCheck.visit(statement) }
            case .switch:
                _ = checks.loopControlCheck.visit(statement)
                if watchesJumps { _ = checks.gotoCheck.visit(statement) }
                _ = checks.switchDefaultCheck.visit(statement)
            case .try:
                _ = checks.thisReassignmentCheck.visit(statement)
                _ = checks.loopControlCheck.visit(statement)
                if watchesJumps { _ = checks.gotoCheck.visit(statement) }
                _ = checks.statementFormCheck.visit(statement)
            case .break, .continue:
                _ = checks.loopControlCheck.visit(statement)
            case .return:
                _ = checks.appendReadCheck.visit(statement)
                _ = checks.returnCheck.visit(statement)
            case .global:
                _ = checks.thisReassignmentCheck.visit(statement)
            case .unset:
                _ = checks.thisReassignmentCheck.visit(statement)
                _ = checks.appendReadCheck.visit(statement)
                _ = checks.writeContextCheck.visit(statement)
            case .staticVariables:
                _ = checks.thisReassignmentCheck.visit(statement)
                _ = checks.constantExpressionCheck.visit(statement)
                _ = checks.classScopeTypeCheck.visit(statement)
            case .label, .goto:
                if watchesJumps { _ = checks.gotoCheck.visit(statement) }
            case .functionStatement:
                // `__autoload` is refused by its full name, in the namespace the walk is in.
                shareNames()
                _ = checks.reservedNameCheck.visit(statement)
                _ = checks.importConflictCheck.visit(statement)
                _ = checks.nestedClassCheck.visit(statement)
            case .const:
                _ = checks.constantExpressionCheck.visit(statement)
                _ = checks.importConflictCheck.visit(statement)
            case .declare:
                if bodies > 0 { _ = checks.declarePlacementCheck.visit(statement) }
            default:
                break
            }
            switch statement.nodeKind {
            case .expressionStatement, .echo, .return, .break, .continue, .global, .unset, .staticVariables, .const:
                // Their children are expressions only, which the walk enters only to reach a
                // trigger: with none in the statement, it need not look at them one by one.
                return entersExpressions(in: statement.range) ? .visitChildren : .skipChildren
            default:
                return .visitChildren
            }
        }

        /// Inlined, as `visit`: in a body, only loops, switches, functions and `declare` are left
        /// by any check.
        @inline(__always)
        mutating func leave(_ statement: StmtNode) {
            if bodies > 0 {
                switch statement.nodeKind {
                case .while, .doWhile, .for, .foreach, .switch, .functionStatement, .declare, .namespace: break
                default: return
                }
            }
            leaveStatement(statement)
        }

        @inline(never)
        private mutating func leaveStatement(_ statement: StmtNode) {
            if bodies == 0 {
                checks.redeclarationCheck.leave(statement)
                checks.earlyBindingCheck.leave(statement)
                checks.namespacePlacementCheck.leave(statement)
                checks.declarePlacementCheck.leave(statement)
            }
            switch statement.nodeKind {
            case .while, .doWhile, .for, .foreach, .switch:
                checks.loopControlCheck.leave(statement)
                if watchesJumps { checks.gotoCheck.leave(statement) }
            case .namespace:
                checks.importConflictCheck.leave(statement)
                // Past a braced namespace is the global one, with no imports (where PHP lets
                // only another namespace come).
                if case .namespace(_, _?) = statement.kind {
                    names.enter(namespace: "")
                    shareNamespace()
                }
            case .functionStatement:
                checks.nestedClassCheck.leave(statement)
            case .declare:
                if bodies > 0 { checks.declarePlacementCheck.leave(statement) }
            default:
                break
            }
        }

        /// The expression at `statement`'s top when the checks of a statement's top look at it
        /// (`ThisReassignmentCheck`, `WriteContextCheck`, `ArrayPatternCheck`): the parser flagged it (`BodyFacts.writesAtTop`).
        private static func writeAtTop(of statement: StmtNode) -> ExprNode? {
            guard statement.nodeKind == .expressionStatement, statement.arena.flag(statement.node, BodyFacts.topWriteFlag) else { return nil }
            return ExprNode(statement.arena, statement.arena.slot(statement.node, 0))
        }

        /// Whether the walk goes into the expressions in `range`: a trigger lies there, or a class
        /// named `self`, `parent` or `static` where PHP refuses it.
        private mutating func entersExpressions(in range: SourceRange) -> Bool {
            if triggers.any(in: range) { return true }
            switch checks.classScopeTypeCheck.refusedClassNames {
            case .none: return false
            case .parent: return triggers.parentNames.any(in: range)
            case .all: return triggers.classScopeNames.any(in: range)
            }
        }

        /// Each check looks at a few kinds of expression, and most of a tree is none of them, so
        /// the kind picks the checks (a check's examples fail if its kinds are missing here).
        mutating func visit(_ expression: ExprNode) -> WalkAction {
            guard entersExpressions(in: expression.range) else { return .skipChildren }
            switch expression.nodeKind {
            case .assign, .assignByReference:
                _ = checks.thisReassignmentCheck.visit(expression)
                _ = checks.appendReadCheck.visit(expression)
                _ = checks.writeContextCheck.visit(expression)
                _ = checks.arrayPatternCheck.visit(expression)
            case .compoundAssign, .increment, .decrement:
                _ = checks.appendReadCheck.visit(expression)
                _ = checks.writeContextCheck.visit(expression)
            case .call, .methodCall, .staticCall, .new:
                // A function call resolves its name through the imports before it.
                if expression.nodeKind == .call { shareNames() }
                _ = checks.appendReadCheck.visit(expression)
                _ = checks.callFormCheck.visit(expression)
                _ = checks.illegalClassNameCheck.visit(expression)
                _ = checks.classScopeTypeCheck.visit(expression)
            case .arrayDimFetch:
                _ = checks.appendReadCheck.visit(expression)
            case .array:
                _ = checks.arrayPatternCheck.visit(expression)
                _ = checks.writeContextCheck.visit(expression)
            case .closure:
                _ = checks.closureUseCheck.visit(expression)
            case .arrowFunction:
                _ = checks.returnCheck.visit(expression)
            case .yield, .yieldFrom:
                _ = checks.returnCheck.visit(expression)
                _ = checks.generatorReturnTypeCheck.visit(expression)
            case .isset:
                _ = checks.issetOperandCheck.visit(expression)
            case .match:
                _ = checks.switchDefaultCheck.visit(expression)
            case .classConstantFetch, .staticPropertyFetch:
                _ = checks.illegalClassNameCheck.visit(expression)
                _ = checks.classScopeTypeCheck.visit(expression)
            case .instanceOf:
                _ = checks.classScopeTypeCheck.visit(expression)
                _ = checks.illegalClassNameCheck.visit(expression)
            default:
                break
            }
            return .visitChildren
        }

        mutating func visit(_ function: FunctionNode) -> WalkAction {
            shareNames()
            let outline = FunctionOutline(function)
            _ = checks.thisReassignmentCheck.check(function, outline: outline)
            _ = checks.redeclarationCheck.check(function, outline: outline)
            _ = checks.parameterTypeCheck.check(function, outline: outline)
            _ = checks.constantExpressionCheck.check(function, outline: outline)
            _ = checks.classScopeTypeCheck.check(function, outline: outline)
            _ = checks.reservedNameCheck.check(function, outline: outline)
            if passesOver(function, outline) {
                // Two of the signature's checks keep a stack of functions, for what their bodies
                // hold: a body passed over needs no entry there.
                checks.constantExpressionCheck.leave(function)
                checks.classScopeTypeCheck.leave(function)
                passedOver = true
                return .skipChildren
            }
            bodies += 1
            _ = checks.loopControlCheck.visit(function)
            _ = checks.generatorReturnTypeCheck.visit(function)
            _ = checks.appendReadCheck.visit(function)
            if watchesJumps { _ = checks.gotoCheck.visit(function) }
            _ = checks.returnCheck.visit(function)
            return .visitChildren
        }

        /// Whether the walk may pass over `function`'s parameters and body, which the checks of
        /// its signature have seen: the parser noted nothing in the body a check looks at, its
        /// returns agree with its return type, and no trigger lies in it (asked with the
        /// function's own scope on top of `ClassScopeTypeCheck`). Most methods are passed over.
        private mutating func passesOver(_ function: FunctionNode, _ outline: FunctionOutline) -> Bool {
            let facts = function.bodyFacts
            guard facts.contains(.noted), !facts.contains(.checked), !ReturnCheck.mayRefuse(facts, of: function, outline) else { return false }
            // From past the keyword: a closure's own trigger is there (`ExpressionTriggers`).
            return !entersExpressions(in: SourceRange(start: function.keywordOffset + 1, end: function.range.end))
        }

        mutating func leave(_ function: FunctionNode) {
            // Passed over, the function was left as it was visited.
            if passedOver {
                passedOver = false
                return
            }
            bodies -= 1
            checks.loopControlCheck.leave(function)
            checks.appendReadCheck.leave(function)
            if watchesJumps { checks.gotoCheck.leave(function) }
            checks.constantExpressionCheck.leave(function)
            checks.returnCheck.leave(function)
            checks.classScopeTypeCheck.leave(function)
            checks.generatorReturnTypeCheck.leave(function)
        }

        mutating func visit(_ declaration: ClassNode) -> WalkAction {
            shareNames()
            let outline: ClassOutline
            if let made = self.outline, made.declaration == declaration {
                outline = made.outline
            } else {
                outline = ClassOutline(declaration)
            }
            self.outline = nil
            _ = checks.reservedNameCheck.check(declaration, outline: outline)
            _ = checks.redeclarationCheck.check(declaration, outline: outline)
            _ = checks.abstractMethodCheck.check(declaration, outline: outline)
            _ = checks.memberModifierCheck.check(declaration, outline: outline)
            _ = checks.magicMethodCheck.check(declaration, outline: outline)
            _ = checks.enumCaseCheck.check(declaration, outline: outline)
            _ = checks.propertyCheck.check(declaration, outline: outline)
            _ = checks.parameterTypeCheck.visit(declaration)
            _ = checks.constantExpressionCheck.check(declaration, outline: outline)
            _ = checks.classScopeTypeCheck.check(declaration, outline: outline)
            _ = checks.interfaceMemberCheck.visit(declaration)
            _ = checks.importConflictCheck.visit(declaration)
            _ = checks.nestedClassCheck.visit(declaration)
            return .visitChildren
        }

        mutating func leave(_ declaration: ClassNode) {
            checks.parameterTypeCheck.leave(declaration)
            checks.constantExpressionCheck.leave(declaration)
            checks.classScopeTypeCheck.leave(declaration)
            checks.nestedClassCheck.leave(declaration)
        }
    }
}
