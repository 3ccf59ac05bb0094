import PHPSyntax
import Platform
import SourceRanges

extension CompileChecks {
    /// The checks side by side, so the tree is walked once. Stored one by one, not as an array
    /// of existentials: the walk calls them directly, and expressions go only to the checks that
    /// look at expressions (the pass runs on every file, so this is most of its cost). A check
    /// left out here fails its own examples, which parse through this runner.
    struct AllChecks: NodeVisitor {
        var this: ThisReassignmentCheck
        var loops: LoopControlCheck
        var reserved: ReservedNameCheck
        var redeclarations: RedeclarationCheck
        var appends: AppendReadCheck
        var parameters: ParameterTypeCheck
        var abstracts: AbstractMethodCheck
        var memberModifiers: MemberModifierCheck
        var magicMethods: MagicMethodCheck
        var enumCases: EnumCaseCheck
        var properties: PropertyCheck
        var interfaces: InterfaceMemberCheck
        var binding: EarlyBindingCheck
        var generators: GeneratorReturnTypeCheck
        var jumps: GotoCheck
        var switches: SwitchDefaultCheck
        var constants: ConstantExpressionCheck
        var returns: ReturnCheck
        var closureUses: ClosureUseCheck
        var calls: CallFormCheck
        var writes: WriteContextCheck
        var patterns: ArrayPatternCheck
        var issets: IssetOperandCheck
        var scopeTypes: ClassScopeTypeCheck
        var statementForms: StatementFormCheck
        var namespaces: NamespacePlacementCheck
        var declares: DeclarePlacementCheck
        var imports: ImportConflictCheck
        var nestedClasses: NestedClassCheck
        var classNames: IllegalClassNameCheck
        /// Where expressions may hold an error; the walk goes into no other expression, which
        /// saves most of a file's nodes.
        var triggers = ExpressionTriggers()
        /// The tree holds a `goto` or a label (`SyntaxArena.containsJumps`): without one, `jumps`
        /// sees nothing (it would track every loop and `finally` of the file for no jump).
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
            abstracts.namespace = names.namespace
            memberModifiers.namespace = names.namespace
            magicMethods.namespace = names.namespace
            interfaces.namespace = names.namespace
            writes.namespace = names.namespace
            redeclarations.namespace = names.namespace
            imports.namespace = names.namespace
        }

        private mutating func shareNames() {
            guard namesChanged else { return }
            namesChanged = false
            parameters.names = names
            appends.names = names
            reserved.names = names
            binding.names = names
            enumCases.names = names
            properties.names = names
            generators.names = names
        }

        init(file: SourceFile) {
            this = ThisReassignmentCheck(file: file)
            loops = LoopControlCheck(file: file)
            reserved = ReservedNameCheck(file: file)
            redeclarations = RedeclarationCheck(file: file)
            appends = AppendReadCheck(file: file)
            parameters = ParameterTypeCheck(file: file)
            abstracts = AbstractMethodCheck(file: file)
            memberModifiers = MemberModifierCheck(file: file)
            magicMethods = MagicMethodCheck(file: file)
            enumCases = EnumCaseCheck(file: file)
            properties = PropertyCheck(file: file)
            interfaces = InterfaceMemberCheck(file: file)
            binding = EarlyBindingCheck(file: file)
            generators = GeneratorReturnTypeCheck(file: file)
            jumps = GotoCheck(file: file)
            switches = SwitchDefaultCheck(file: file)
            constants = ConstantExpressionCheck(file: file)
            returns = ReturnCheck(file: file)
            closureUses = ClosureUseCheck(file: file)
            calls = CallFormCheck(file: file)
            writes = WriteContextCheck(file: file)
            patterns = ArrayPatternCheck(file: file)
            issets = IssetOperandCheck(file: file)
            scopeTypes = ClassScopeTypeCheck(file: file)
            statementForms = StatementFormCheck(file: file)
            namespaces = NamespacePlacementCheck(file: file)
            declares = DeclarePlacementCheck(file: file)
            imports = ImportConflictCheck(file: file)
            nestedClasses = NestedClassCheck(file: file)
            classNames = IllegalClassNameCheck(file: file)
        }

        /// Back to a fresh runner's state for `file`, each check keeping its room. The checks
        /// drop their copies of `names` before the runner empties its own, so that no copy
        /// shares the list it keeps.
        mutating func reset(for file: SourceFile) {
            this.reset(for: file)
            loops.reset(for: file)
            reserved.reset(for: file)
            redeclarations.reset(for: file)
            appends.reset(for: file)
            parameters.reset(for: file)
            abstracts.reset(for: file)
            memberModifiers.reset(for: file)
            magicMethods.reset(for: file)
            enumCases.reset(for: file)
            properties.reset(for: file)
            interfaces.reset(for: file)
            binding.reset(for: file)
            generators.reset(for: file)
            jumps.reset(for: file)
            switches.reset(for: file)
            constants.reset(for: file)
            returns.reset(for: file)
            closureUses.reset(for: file)
            calls.reset(for: file)
            writes.reset(for: file)
            patterns.reset(for: file)
            issets.reset(for: file)
            scopeTypes.reset(for: file)
            statementForms.reset(for: file)
            namespaces.reset(for: file)
            declares.reset(for: file)
            imports.reset(for: file)
            nestedClasses.reset(for: file)
            classNames.reset(for: file)
            triggers.clear()
            watchesJumps = true
            bodies = 0
            passedOver = false
            names.reset(keepingRoom: true)
            outline = nil
            namesChanged = false
        }

        /// Listed in the order PHP meets errors that share a line (errors PHP's parser raises are
        /// marked `whileParsing` and come first anyway).
        var errors: [CompileError] {
            var all: [CompileError] = []
            forEachErrorList { if !$0.isEmpty { all += $0 } }
            return all
        }

        /// Each check's errors, in the order of `errors`: one list, read without gathering it into an
        /// array first (most files have no error, and that array cost more than the check).
        private func forEachErrorList(_ body: ([CompileError]) -> Void) {
            // Interface errors first: PHP reports them before others on the same method.
            // A class nested is found before its reserved name, and both before an import clash.
            body(interfaces.errors)
            body(this.errors)
            body(memberModifiers.errors)
            body(properties.errors)
            body(loops.errors)
            body(nestedClasses.errors)
            body(reserved.errors)
            // An enum case's value is checked before the case is declared (and found twice).
            body(enumCases.errors)
            body(redeclarations.errors)
            body(appends.errors)
            body(abstracts.errors)
            body(parameters.errors)
            body(magicMethods.errors)
            body(binding.errors)
            body(generators.errors)
            body(jumps.errors)
            body(switches.errors)
            body(constants.errors)
            body(returns.errors)
            body(closureUses.errors)
            body(calls.errors)
            body(writes.errors)
            body(patterns.errors)
            body(issets.errors)
            body(scopeTypes.errors)
            body(statementForms.errors)
            body(namespaces.errors)
            body(declares.errors)
            body(imports.errors)
            body(classNames.errors)
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
                _ = redeclarations.visit(statement)
                _ = binding.visit(statement, outline: classOutline)
                _ = namespaces.visit(statement)
                _ = declares.visit(statement)
            }
            switch statement.nodeKind {
            case .expressionStatement:
                // Most write errors stand at a statement's top (`f() = 1;`): those are seen even
                // when the walk does not go below statements.
                if let expression = Self.writeAtTop(of: statement), !triggers.any(in: expression.range) {
                    _ = this.visit(expression)
                    _ = writes.visit(expression)
                    _ = patterns.visit(expression)
                }
            case .namespace, .use:
                // A namespace was noted before the checks above.
                if statement.nodeKind == .use {
                    names.note(statement)
                    namesChanged = true
                }
                _ = reserved.visit(statement)
                _ = imports.visit(statement)
            case .foreach:
                _ = this.visit(statement)
                _ = loops.visit(statement)
                _ = appends.visit(statement)
                if watchesJumps { _ = jumps.visit(statement) }
                _ = writes.visit(statement)
                _ = patterns.visit(statement)
                _ = statementForms.visit(statement)
            case .while, .doWhile, .for:
                _ = loops.visit(statement)
                if watchesJumps { _ = jumps.visit(statement) }
            case .switch:
                _ = loops.visit(statement)
                if watchesJumps { _ = jumps.visit(statement) }
                _ = switches.visit(statement)
            case .try:
                _ = this.visit(statement)
                _ = loops.visit(statement)
                if watchesJumps { _ = jumps.visit(statement) }
                _ = statementForms.visit(statement)
            case .break, .continue:
                _ = loops.visit(statement)
            case .return:
                _ = appends.visit(statement)
                _ = returns.visit(statement)
            case .global:
                _ = this.visit(statement)
            case .unset:
                _ = this.visit(statement)
                _ = appends.visit(statement)
                _ = writes.visit(statement)
            case .staticVariables:
                _ = this.visit(statement)
                _ = constants.visit(statement)
                _ = scopeTypes.visit(statement)
            case .label, .goto:
                if watchesJumps { _ = jumps.visit(statement) }
            case .functionStatement:
                // `__autoload` is refused by its full name, in the namespace the walk is in.
                shareNames()
                _ = reserved.visit(statement)
                _ = imports.visit(statement)
                _ = nestedClasses.visit(statement)
            case .const:
                _ = constants.visit(statement)
                _ = imports.visit(statement)
            case .declare:
                if bodies > 0 { _ = declares.visit(statement) }
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
                redeclarations.leave(statement)
                binding.leave(statement)
                namespaces.leave(statement)
                declares.leave(statement)
            }
            switch statement.nodeKind {
            case .while, .doWhile, .for, .foreach, .switch:
                loops.leave(statement)
                if watchesJumps { jumps.leave(statement) }
            case .namespace:
                imports.leave(statement)
                // Past a braced namespace is the global one, with no imports (where PHP lets
                // only another namespace come).
                if case .namespace(_, _?) = statement.kind {
                    names.enter(namespace: "")
                    shareNamespace()
                }
            case .functionStatement:
                nestedClasses.leave(statement)
            case .declare:
                if bodies > 0 { declares.leave(statement) }
            default:
                break
            }
        }

        /// The expression at `statement`'s top when the checks of a statement's top look at it
        /// (`this`, `writes`, `patterns`): the parser flagged it (`BodyFacts.writesAtTop`).
        private static func writeAtTop(of statement: StmtNode) -> ExprNode? {
            guard statement.nodeKind == .expressionStatement, statement.arena.flag(statement.node, BodyFacts.topWriteFlag) else { return nil }
            return ExprNode(statement.arena, statement.arena.slot(statement.node, 0))
        }

        /// Whether the walk goes into the expressions in `range`: a trigger lies there, or a class
        /// named `self`, `parent` or `static` where PHP refuses it.
        private mutating func entersExpressions(in range: SourceRange) -> Bool {
            if triggers.any(in: range) { return true }
            switch scopeTypes.refusedClassNames {
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
                _ = this.visit(expression)
                _ = appends.visit(expression)
                _ = writes.visit(expression)
                _ = patterns.visit(expression)
            case .compoundAssign, .increment, .decrement:
                _ = appends.visit(expression)
                _ = writes.visit(expression)
            case .call, .methodCall, .staticCall, .new:
                // A function call resolves its name through the imports before it.
                if expression.nodeKind == .call { shareNames() }
                _ = appends.visit(expression)
                _ = calls.visit(expression)
                _ = classNames.visit(expression)
                _ = scopeTypes.visit(expression)
            case .arrayDimFetch:
                _ = appends.visit(expression)
            case .array:
                _ = patterns.visit(expression)
                _ = writes.visit(expression)
            case .closure:
                _ = closureUses.visit(expression)
            case .arrowFunction:
                _ = returns.visit(expression)
            case .yield, .yieldFrom:
                _ = returns.visit(expression)
                _ = generators.visit(expression)
            case .isset:
                _ = issets.visit(expression)
            case .match:
                _ = switches.visit(expression)
            case .classConstantFetch, .staticPropertyFetch:
                _ = classNames.visit(expression)
                _ = scopeTypes.visit(expression)
            case .instanceOf:
                _ = scopeTypes.visit(expression)
                _ = classNames.visit(expression)
            default:
                break
            }
            return .visitChildren
        }

        mutating func visit(_ function: FunctionNode) -> WalkAction {
            shareNames()
            let outline = FunctionOutline(function)
            _ = this.check(function, outline: outline)
            _ = redeclarations.check(function, outline: outline)
            _ = parameters.check(function, outline: outline)
            _ = constants.check(function, outline: outline)
            _ = scopeTypes.check(function, outline: outline)
            _ = reserved.check(function, outline: outline)
            if passesOver(function, outline) {
                // Two of the signature's checks keep a stack of functions, for what their bodies
                // hold: a body passed over needs no entry there.
                constants.leave(function)
                scopeTypes.leave(function)
                passedOver = true
                return .skipChildren
            }
            bodies += 1
            _ = loops.visit(function)
            _ = generators.visit(function)
            _ = appends.visit(function)
            if watchesJumps { _ = jumps.visit(function) }
            _ = returns.visit(function)
            return .visitChildren
        }

        /// Whether the walk may pass over `function`'s parameters and body, which the checks of
        /// its signature have seen: the parser noted nothing in the body a check looks at, its
        /// returns agree with its return type, and no trigger lies in it (asked with the
        /// function's own scope on top of `scopeTypes`). Most methods are passed over.
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
            loops.leave(function)
            appends.leave(function)
            if watchesJumps { jumps.leave(function) }
            constants.leave(function)
            returns.leave(function)
            scopeTypes.leave(function)
            generators.leave(function)
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
            _ = reserved.check(declaration, outline: outline)
            _ = redeclarations.check(declaration, outline: outline)
            _ = abstracts.check(declaration, outline: outline)
            _ = memberModifiers.check(declaration, outline: outline)
            _ = magicMethods.check(declaration, outline: outline)
            _ = enumCases.check(declaration, outline: outline)
            _ = properties.check(declaration, outline: outline)
            _ = parameters.visit(declaration)
            _ = constants.check(declaration, outline: outline)
            _ = scopeTypes.check(declaration, outline: outline)
            _ = interfaces.visit(declaration)
            _ = imports.visit(declaration)
            _ = nestedClasses.visit(declaration)
            return .visitChildren
        }

        mutating func leave(_ declaration: ClassNode) {
            parameters.leave(declaration)
            constants.leave(declaration)
            scopeTypes.leave(declaration)
            nestedClasses.leave(declaration)
        }
    }
}
