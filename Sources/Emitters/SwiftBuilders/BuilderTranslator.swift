import GeTuiModel
import PHPRuntime
import PHPSyntax

/// A PHP construct the Swift builders do not cover: the builder is skipped, never half translated.
struct Untranslatable: Error {
    var construct: String
    var range: SourceRange
}

/// A translated expression: Swift code, its type, and whether it needs `try`.
struct Fragment {
    var code: String
    var type: SwiftType
    /// A bare literal (`1`, `"a"`, `[…]`, `nil`) that takes its type from context.
    var literal = false
    var throwing = false
    /// A field of an SDK object (`apn.sound`): the runtime's name lookup gives a method too, so
    /// where nothing says a value is wanted the code says so.
    var isSDKField = false
}

/// Translates one PHP function body (or top-level code) into the body of a Swift method, over the
/// runtime's `PHPValue` and SDK classes. One instance per method.
final class BuilderTranslator {
    /// What a PHP variable is in the Swift method.
    enum Variable {
        /// A stored property of the builder (a parameter or constant), read as is.
        case property(String, SwiftType)
        /// A local, declared once its first assignment is translated.
        case local(String, SwiftType)
        /// Read before any assignment in a helper: PHP's null.
        case undefined
        /// An object of the program's classes: its class and a local per property its methods read.
        case instance(String, [String: String])
        /// An SDK object that never reaches the APNs bytes: what is done with it is left out.
        case ignored
    }

    struct Helper {
        var swiftName: String
        var returnType: SwiftType
        /// The class of the object a method runs on; nil for a function.
        var className: String? = nil
        /// The object properties a method reads, passed before its arguments.
        var state: [String] = []
        /// The PHP parameters' names and defaults (Swift literals), for named arguments.
        var parameters: [String] = []
        var defaults: [String?] = []
    }

    let usage: VariableUsage
    var variables: [String: Variable] = [:]
    var constants: [String: (name: String, type: SwiftType)] = [:]
    var helpers: [String: Helper] = [:]
    /// The type `return` statements give; nil until the first one.
    var returnType: SwiftType?
    var isEntry: Bool
    /// The entry point gives a raw REST body (an array), not an SDK object.
    var returnsRawBody = false
    var classes = BuilderClasses(units: [])
    /// The class `$this`, `self` and `static` name; nil outside methods.
    var currentClass: String?
    /// What `$this->p` reads: a stored property of a method's builder, or a helper's parameter.
    var thisState: [String: Fragment] = [:]
    var foldingDepth = 0
    /// Expressions being translated inside one another (`BuilderExpressions.translate`).
    var expressionDepth = 0
    /// The variables `extract($array)` gives: each read from the array where the call is.
    var extractedNames: [String] = []
    /// The variable the entry point returns when the PHP returns nothing: kept even if never read.
    var resultVariable: String?
    /// The variable holding what the function sends (its template or payload), returned in place
    /// of a client's answer (`return $ret;` after `$ret = $igt->pushMessageToSingle(…)`).
    var payloadCarrier: String?
    /// Properties of `$this` the entry method set to a new SDK object, in order.
    var madeOnThis: [String] = []
    /// `$apn->alertMsg` after `$apn->alertMsg = new DictionaryAlertMsg()` (or `= $alert`) at the
    /// body's top level: the alert object's local, so `$apn->alertMsg->title = …` writes to it.
    var propertyAliases: [String: Fragment] = [:]
    private var usedNames: Set<String>
    /// The method body, indented from the method's own level.
    let printer = SwiftCodePrinter()
    var lines: [String] { printer.lines }
    /// How many blocks in the current statement is: `extract()` is translated only at 0.
    private var nesting = 0

    /// Variables that only ever hold SDK objects outside the APNs bytes: never declared.
    let ignoredVariables: Set<String>
    /// Variables only ever given `new X` of one SDK class, some of them in a branch: `X?`.
    let branchObjects: [String: String]
    /// Variables given `new X`, then `new Y` of another SDK class, each at the top of the body:
    /// a new local at each.
    let segmentedVariables: Set<String>

    static func objectVariables(_ body: [Stmt]) -> (branch: [String: String], segmented: Set<String>) {
        var classes: [String: Set<String>] = [:]
        var other: Set<String> = []
        body.forEachExpression { expr in
            guard case .assign(let target, let value) = expr.kind, case .variable(let name) = target.kind else { return }
            if case .new(.name(let className), let arguments) = value.kind, arguments.items.isEmpty,
               let known = SDKClasses.knownClass(className.last) {
                classes[name, default: []].insert(known)
            } else {
                other.insert(name)
            }
        }
        var topLevel: [String: Int] = [:]
        for statement in body {
            if case .expression(let expr) = statement.kind, case .assign(let target, let value) = expr.kind,
               case .variable(let name) = target.kind, case .new = value.kind {
                topLevel[name, default: 0] += 1
            }
        }
        var branch: [String: String] = [:]
        var segmented: Set<String> = []
        for (name, made) in classes where !other.contains(name) {
            if made.count == 1 { branch[name] = made.first }
            var total = 0
            body.forEachExpression { expr in
                if case .assign(let target, _) = expr.kind, case .variable(name) = target.kind { total += 1 }
            }
            if made.count > 1 && topLevel[name] == total { segmented.insert(name) }
            // Objects of several classes made only inside blocks (a SimpleAlertMsg in the `if`,
            // a DictionaryAlertMsg in the `else`): a local of each block.
            if made.count > 1 && topLevel[name] == nil { segmented.insert(name) }
        }
        return (branch, segmented)
    }

    init(body: [Stmt], reservedNames: Set<String>, isEntry: Bool) {
        var ignored: Set<String> = []
        var other: Set<String> = []
        body.forEachExpression { expr in
            guard case .assign(let target, let value) = expr.kind, case .variable(let name) = target.kind else { return }
            if case .new(.name(let className), _) = value.kind, SDKClasses.isOutsideAPNsClass(className.last) {
                ignored.insert(name)
            } else {
                other.insert(name)
            }
        }
        self.ignoredVariables = ignored.subtracting(other)
        self.usage = VariableUsage(body)
        (self.branchObjects, self.segmentedVariables) = Self.objectVariables(body)
        self.usedNames = reservedNames
        self.isEntry = isEntry
    }

    func emit(_ line: String) {
        printer.line(line)
    }

    /// A Swift local name for a PHP variable, unique in the method.
    func localName(for variable: String) -> String {
        var name = SwiftNames.lowerCamel(variable)
        var suffix = 2
        while usedNames.contains(name) {
            name = SwiftNames.suffixed(SwiftNames.lowerCamel(variable), String(suffix))
            suffix += 1
        }
        usedNames.insert(name)
        return name
    }

    /// Locals that cannot be declared where they are first assigned (first assigned in a branch,
    /// or read first), and parameters the body reassigns, are declared at the top.
    func declareHoistedLocals(parameters: Set<String>) {
        for name in usage.order {
            let entry = usage[name]
            // A variable never read is not declared: its assignments keep only their evaluation.
            let assigned = entry.writes + entry.elementWrites > 0
            guard assigned, entry.reads > 0 || entry.elementWrites > 0 && name == resultVariable, !ignoredVariables.contains(name) else { continue }
            if case .property(let property, let type)? = variables[name] {
                let local = localName(for: name)
                emit("var \(local) = \(Self.valueCode(Fragment(code: "self." + property, type: type)))")
                variables[name] = .local(local, .value)
            } else if variables[name] == nil, !entry.declaredAtTopLevel, entry.elementWrites == 0, let className = branchObjects[name] {
                let local = localName(for: name)
                emit("var \(local): \(SwiftType.optionalObject(className).spelled) = nil")
                variables[name] = .local(local, .optionalObject(className))
            } else if variables[name] == nil, !segmentedVariables.contains(name), !entry.declaredAtTopLevel || entry.elementWrites > 0 && entry.writes == 0 {
                let local = localName(for: name)
                emit("var \(local): PHPValue = nil")
                variables[name] = .local(local, .value)
            }
        }
    }

    // MARK: Statements

    func translate(_ statements: [Stmt]) throws(Untranslatable) {
        for statement in statements { try translate(statement) }
    }

    func translate(_ statement: Stmt) throws(Untranslatable) {
        switch statement.kind {
        case .expression(let expr):
            try translateExpressionStatement(expr)
        case .if(let branch):
            emit("if \(try conditionCode(branch.condition)) {")
            try nested(branch.body)
            for clause in branch.elseIfs {
                emit("} else if \(try conditionCode(clause.condition)) {")
                try nested(clause.body)
            }
            if let elseBody = branch.elseBody {
                emit("} else {")
                try nested(elseBody)
            }
            emit("}")
        case .block(let body):
            emit("do {")
            try nested(body)
            emit("}")
        case .foreach(let loop):
            try translateForeach(loop, range: statement.range)
        case .switch(let subject, let cases):
            try translateSwitch(subject, cases, range: statement.range)
        case .while(let condition, let body):
            try translateLoop(initializers: [], condition: [condition], steps: [], body: body, range: statement.range)
        case .for(let initializers, let conditions, let steps, let body):
            try translateLoop(initializers: initializers, condition: conditions, steps: steps, body: body, range: statement.range)
        case .doWhile(let body, let condition):
            guard !Self.containsLoopJump(body) else { throw Untranslatable(construct: "break or continue in a loop", range: statement.range) }
            try block("repeat") { () throws(Untranslatable) in try translate(body) }
            let test = try conditionCode(condition)
            printer.replaceLast("} while " + test)
        case .unset(let targets):
            for target in targets { try translateUnset(target) }
        case .try(let statement):
            try translateTry(statement, range: statement.body.first?.range ?? .empty)
        case .return(let expr):
            try translateReturn(expr, range: statement.range)
        case .function, .classLike, .nop, .inlineHTML, .use, .namespace(_, nil), .const, .echo:
            // Declarations are translated on their own; output and constants do not shape the payload.
            break
        case .declare(_, nil):
            break
        default:
            throw Untranslatable(construct: Self.describe(statement), range: statement.range)
        }
    }

    /// `opener {`, the body a block deeper, `}`.
    func block(_ opener: String, _ body: () throws(Untranslatable) -> Void) throws(Untranslatable) {
        emit(opener + " {")
        try indented(body)
        emit("}")
    }

    /// The body one block deeper: indented, and not at the method's top level.
    func indented(_ body: () throws(Untranslatable) -> Void) throws(Untranslatable) {
        nesting += 1
        defer { nesting -= 1 }
        try printer.indented(body)
    }

    /// A branch's statements, a block deeper; `// nothing` for an empty one.
    func nested(_ body: [Stmt]) throws(Untranslatable) {
        // A segmented object made in the block is the block's own local: unknown after it.
        let outer = segmentedVariables.map { ($0, variables[$0]) }
        try indented { () throws(Untranslatable) in
            if body.allSatisfy({ if case .nop = $0.kind { true } else { false } }) {
                emit("// nothing")
                return
            }
            try translate(body)
        }
        for (name, variable) in outer { variables[name] = variable }
    }

    private func translateReturn(_ expr: Expr?, range: SourceRange) throws(Untranslatable) {
        guard let expr else {
            throw Untranslatable(construct: "a return without a value", range: range)
        }
        if isEntry, case .variable("this") = expr.kind, let carrier = thisCarrier() {
            // `return $this;` from a method that made its template on `$this`: the builder gives the template.
            returnType = carrier.type
            emit("return " + carrier.code)
            return
        }
        if isEntry, returnsIgnored(expr), let result = payloadCarrier, case .local(let local, let type)? = variables[result],
           Self.isObject(type), returnType == nil || returnType == type {
            // `return $igt->pushMessageToSingle(…)` (or its `$ret`): what GeTui answered is no part of
            // the push; the builder gives the payload the function sent.
            if case .methodCall(_, _, let arguments, _) = expr.kind { try evaluateIgnored(arguments) }
            returnType = type
            emit("return " + local)
            return
        }
        let fragment = try translate(expr)
        if isEntry, case .object = fragment.type {} else if isEntry && !returnsRawBody {
            throw Untranslatable(construct: "a return of something other than a payload, template or request", range: expr.range)
        }
        let type = fragment.type
        if let returnType, returnType != type, !(returnType == .value && !Self.isObject(type)) {
            throw Untranslatable(construct: "returns of different types", range: expr.range)
        }
        returnType = returnType ?? (Self.isObject(type) ? type : .value)
        let code = Self.isObject(type) ? fragment.code : Self.valueCode(fragment)
        emit("return " + (fragment.throwing ? "try " : "") + code)
    }

    /// The template made on `$this` (else its payload) that `return $this;` stands for.
    private func thisCarrier() -> Fragment? {
        let made = madeOnThis.compactMap { thisState[$0] }
        let template = made.last { $0.type.objectClass.map(SDKClasses.isTemplate) ?? false }
        return template ?? made.last { $0.type == .object(SDKClass.apnPayload.rawValue) }
    }

    /// A value that is a client's, a message's or a target's: such an object, or what a call on it gives.
    private func returnsIgnored(_ expr: Expr) -> Bool {
        if case .methodCall(let object, _, _, _) = expr.kind { return isIgnored(object) }
        return isIgnored(expr)
    }

    func translateExpressionStatement(_ expr: Expr) throws(Untranslatable) {
        switch expr.kind {
        case .assign(let target, let value):
            try translateAssignment(target: target, value: value)
        case .compoundAssign(let op, let target, let value)
            where [.concat, .add, .subtract, .multiply, .divide, .modulo, .power, .coalesce, .bitwiseAnd, .bitwiseOr, .bitwiseXor,
                   .shiftLeft, .shiftRight].contains(op):
            // `$a .= $b` is `$a = $a . $b`, and so on.
            let combined = Expr(.binary(op, target, value), expr.range)
            try translateAssignment(target: target, value: combined)
        case .increment(let target, _):
            // `$i++` as a statement: `$i = $i + 1` (null + 1 is 1, as PHP's ++ gives).
            try translateAssignment(target: target, value: Expr(.binary(.add, target, Expr(.integer(1), expr.range)), expr.range))
        case .decrement(let target, _):
            // `$i--`: null stays null.
            let isNull = Expr(.binary(.identical, target, Expr(.constantFetch(Name(joined: "null", kind: .unqualified, range: expr.range)), expr.range)), expr.range)
            let lowered = Expr(.ternary(condition: isNull, then: target, else: Expr(.binary(.subtract, target, Expr(.integer(1), expr.range)), expr.range)), expr.range)
            try translateAssignment(target: target, value: lowered)
        case .binary(let op, let condition, let action) where [.booleanAnd, .logicalAnd, .booleanOr, .logicalOr].contains(op) && Self.isSideEffect(action):
            // `isset($x) && $apn->sound = $x;`: the right side runs only when the left decides.
            let test = try translate(condition)
            let negate = op == .booleanOr || op == .logicalOr
            let condition = (test.throwing ? "try " : "") + (negate ? "!" + Self.parenthesized(Self.boolCode(test)) : Self.boolCode(test))
            try block("if " + condition) { () throws(Untranslatable) in try translateExpressionStatement(action) }
        case .new(.name(let className), let arguments) where isOutsideAPNsClass(className.last):
            try evaluateIgnored(arguments)
        case .methodCall(let object, _, let arguments, _) where isIgnored(object):
            try evaluateIgnored(arguments)
        case .call(.name(let name), _) where name.last.phpLowercased == "define":
            break
        case .call(.name(let name), let arguments) where name.last.phpLowercased == "array_push" && arguments.items.count >= 2
            && !arguments.items.contains(where: { $0.unpack || $0.name != nil }):
            // `array_push($a, $x, …)` is `$a[] = $x; …`.
            let array = arguments.items[0].value
            for item in arguments.items.dropFirst() {
                try translateAssignment(target: Expr(.arrayDimFetch(base: array, index: nil), item.range), value: item.value)
            }
        case .call(.name(let name), let arguments) where Self.outsideCalls.contains(name.last.phpLowercased)
            && !arguments.items.contains(where: { $0.unpack || $0.name != nil }):
            // Output, logs and the client's environment do not shape the payload, as `echo` does
            // not; what may throw in the arguments still runs.
            for argument in arguments.items {
                let fragment = try translate(argument.value)
                if fragment.throwing { emit("_ = try " + Self.discardedCode(fragment)) }
            }
        case .call(.name(let name), let arguments) where name.last.phpLowercased == "extract" && arguments.items.count == 1 && nesting == 0:
            let source = try translate(arguments.items[0].value)
            for variable in extractedNames where variables[variable] == nil {
                let local = localName(for: variable)
                let key = SwiftNames.stringLiteral(Array(variable.utf8)) ?? "\"\""
                emit("let \(local) = " + (source.throwing ? "try " : "") + "\(Self.receiverCode(source))[\(key)]")
                variables[variable] = .local(local, .value)
            }
        case .methodCall(let object, .identifier(let name, _), let arguments, false)
            where SDKClasses.isOutsideAPNs(name, of: (try? translate(object))?.type.objectClass ?? ""):
            // Only an argument that may throw is kept: PHP evaluates it before the call.
            try evaluateIgnored(arguments)
        case .methodCall(let inner, let member, let arguments, false) where chainRoot(inner) != nil:
            // `$m->set_url($u)->set_type(1);`: the SDK's setters return `$this`, so each call runs on
            // the same object, one statement each.
            try translateExpressionStatement(inner)
            try translateExpressionStatement(Expr(.methodCall(object: chainRoot(inner)!, name: member, arguments: arguments, nullsafe: false), expr.range))
        case .call, .methodCall:
            let fragment = try translate(expr)
            let prefix = fragment.throwing ? "try " : ""
            if fragment.type == .void || Self.isObject(fragment.type) && isDiscardable(expr) {
                emit(prefix + fragment.code)
            } else {
                emit("_ = " + prefix + fragment.code)
            }
        case .throw(let thrown):
            emit("throw " + (try thrownError(thrown)))
        default:
            let fragment = try translate(expr)
            emit("_ = " + (fragment.throwing ? "try " : "") + Self.discardedCode(fragment))
        }
    }

    /// `throw new \Exception("…")`: one of PHP's own exception classes, with at most a message.
    private func thrownError(_ thrown: Expr) throws(Untranslatable) -> String {
        guard case .new(.name(let name), let arguments) = thrown.kind, arguments.items.count <= 1,
              !arguments.items.contains(where: { $0.unpack || $0.name != nil }),
              let className = PHPThrowables.exceptions.first(where: { $0.phpLowercased == name.last.phpLowercased }),
              classes.declaration(name.last) == nil else {
            throw Untranslatable(construct: "a throw of anything but PHP's own exceptions", range: thrown.range)
        }
        let message = try arguments.items.first.map { argument throws(Untranslatable) in ", " + Self.valueCode(try translate(argument.value)) } ?? ""
        return "try PHP.exception(\"\(className)\"\(message))"
    }

    /// Built-ins whose effect (output, a log line, headers, the environment the SDK's client
    /// reads, a time limit) no builder sees, as statements.
    static let outsideCalls: Set<String> = ["var_dump", "print_r", "var_export", "error_log", "putenv", "header", "set_time_limit"]

    /// A value computed for nothing: an SDK object's field says it is a value, as the runtime's
    /// name lookup could also give a method.
    static func discardedCode(_ fragment: Fragment) -> String {
        fragment.isSDKField ? fragment.code + " as PHPValue" : fragment.code
    }

    /// A statement's right side that acts (a property or element write, a call), which
    /// `cond && action;` runs conditionally. Not a variable assignment: it would declare a local
    /// inside the `if`.
    static func isSideEffect(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .assign(let target, _), .compoundAssign(_, let target, _):
            if case .variable = target.kind { return false }
            return true
        case .methodCall, .call: return true
        default: return false
        }
    }

    /// The runtime's SDK calls are `@discardableResult`.
    private func isDiscardable(_ expr: Expr) -> Bool {
        if case .methodCall = expr.kind { return true }
        return false
    }

    /// The variable `$m` of `$m->set_url($u)->set_type(1)`, a chain of SDK calls that each return
    /// `$this`: a chain can go on from it. nil for anything else.
    private func chainRoot(_ expr: Expr) -> Expr? {
        guard case .methodCall(let receiver, .identifier(let name, _), _, false) = expr.kind else { return nil }
        let root: Expr
        if case .variable = receiver.kind {
            root = receiver
        } else if let inner = chainRoot(receiver) {
            root = inner
        } else {
            return nil
        }
        guard let className = (try? translate(root))?.type.objectClass, SDKClasses.method(name, of: className)?.result == .this else { return nil }
        return root
    }

    func translateAssignment(target: Expr, value: Expr) throws(Untranslatable) {
        if case .assign(let innerTarget, let innerValue) = value.kind {
            // `$a = $b = value`: the inner assignment, then the outer from what it stored.
            if case .variable(let inner) = innerTarget.kind, usage[inner].reads == 0 {
                try translateAssignment(target: innerTarget, value: innerValue)
                return try translateAssignment(target: target, value: innerValue)
            }
            try translateAssignment(target: innerTarget, value: innerValue)
            return try translateAssignment(target: target, value: innerTarget)
        }
        if let path = Self.writtenPath(target) {
            // A write to `$apn` or to `$apn->alertMsg` ends what an alias of `$apn->alertMsg` knew.
            propertyAliases = propertyAliases.filter { $0.key != path && !$0.key.hasPrefix(path + "->") }
        }
        switch target.kind {
        case .variable(let name):
            switch value.kind {
            case .new(.name(let className), let arguments) where isOutsideAPNsClass(className.last):
                try evaluateIgnored(arguments)
                variables[name] = .ignored
                return
            case .methodCall(let object, _, let arguments, _) where isIgnored(object):
                try evaluateIgnored(arguments)
                variables[name] = .ignored
                return
            default:
                break
            }
            if case .new(.name(let className), let arguments) = value.kind, classes.declaration(className.last) != nil, variables[name] == nil {
                try declareInstance(name, className.last, arguments, range: value.range)
                return
            }
            let fragment = try translate(value)
            let tryPrefix = fragment.throwing ? "try " : ""
            let entry = usage[name]
            if entry.reads == 0, name != resultVariable {
                // Never read: keep the evaluation (it may throw), drop the variable.
                emit("_ = " + tryPrefix + Self.discardedCode(fragment))
                return
            }
            switch variables[name] {
            case .local(let local, .optionalObject(let className))? where fragment.type == .object(className):
                emit("\(local) = " + tryPrefix + fragment.code)
            case .local(_, let type)? where segmentedVariables.contains(name) && Self.isObject(fragment.type) && type != fragment.type:
                // The same variable for another kind of object (a SimpleAlertMsg, then a
                // DictionaryAlertMsg): a new local from here on.
                let fresh = localName(for: name)
                emit("let \(fresh) = " + tryPrefix + fragment.code)
                variables[name] = .local(fresh, fragment.type)
            case .local(let local, let type)?:
                if Self.isObject(type) || Self.isObject(fragment.type) {
                    guard type == fragment.type else {
                        throw Untranslatable(construct: "a variable that holds different kinds of object", range: target.range)
                    }
                    emit("\(local) = " + tryPrefix + fragment.code)
                } else {
                    emit("\(local) = " + tryPrefix + Self.valueCode(fragment))
                }
            case nil:
                let local = localName(for: name)
                let keyword = entry.writes == 1 && entry.elementWrites == 0 || segmentedVariables.contains(name) ? "let" : "var"
                if Self.isObject(fragment.type) {
                    emit("\(keyword) \(local) = " + tryPrefix + fragment.code)
                    variables[name] = .local(local, fragment.type)
                } else {
                    emit("\(keyword) \(local): PHPValue = " + tryPrefix + Self.valueCode(fragment))
                    variables[name] = .local(local, .value)
                }
            case .property?, .undefined?, .instance?, .ignored?:
                throw Untranslatable(construct: "an assignment to $\(name)", range: target.range)
            }
        case .propertyFetch(let object, .identifier(let property, _), false):
            if isIgnored(object) {
                let fragment = try translate(value)
                if fragment.throwing { emit("_ = try " + fragment.code) }
                return
            }
            if case .variable("this") = object.kind, isEntry, nesting == 0, case .new(.name(let className), _) = value.kind,
               SDKClasses.knownClass(className.last) != nil, helpers.values.allSatisfy({ !$0.state.contains(property) }) {
                // `$this->template = new IGtTransmissionTemplate();` in the method the builder runs:
                // the object is a local from here on, and `return $this;` gives it.
                let fragment = try translate(value)
                let local = localName(for: property)
                emit("let \(local) = " + (fragment.throwing ? "try " : "") + fragment.code)
                thisState[property] = Fragment(code: local, type: fragment.type)
                madeOnThis.append(property)
                return
            }
            let owner = Self.unwrapped(try translate(object), "Attempt to assign property \"\(property)\" on null")
            guard case .object(let className) = owner.type else {
                throw Untranslatable(construct: "an assignment to ->\(property)", range: target.range)
            }
            if let message = SDKClasses.privateAccess(property, of: className) {
                // `$aps->sound = …`, a v1 habit: the v2 SDK's properties are private, and PHP stops.
                let fragment = try translate(value)
                if fragment.throwing { emit("_ = try " + fragment.code) }
                emit("try PHP.error(\(SwiftNames.stringLiteral(Array(message.utf8)) ?? "\"\""))")
                return
            }
            guard let kind = SDKClasses.property(property, of: className) else {
                // A property the SDK class does not declare: PHP adds it, the SDK never reads it.
                let fragment = try translate(value)
                if fragment.throwing { emit("_ = try " + fragment.code) }
                return
            }
            var fragment = try translate(value)
            let tryPrefix = fragment.throwing || owner.throwing ? "try " : ""
            if kind == .alert, nesting == 0, case .variable(let variable) = object.kind, case .object(let alertClass) = fragment.type, SDKClasses.isAlert(alertClass) {
                if case .new = value.kind {
                    // A new alert gets a local, so what the code writes to it later has a name.
                    let local = localName(for: variable + "_alert")
                    emit("let \(local) = " + fragment.code)
                    fragment = Fragment(code: local, type: fragment.type)
                }
                propertyAliases[variable + "->" + property] = Fragment(code: fragment.code, type: fragment.type)
            }
            switch kind {
            case .alert:
                if case .optionalObject(let valueClass) = fragment.type, SDKClasses.isAlert(valueClass) {
                    emit(tryPrefix + "\(owner.code).alert = " + fragment.code)
                } else if case .object(let valueClass) = fragment.type {
                    guard SDKClasses.isAlert(valueClass) else {
                        throw Untranslatable(construct: "an alert of class \(valueClass)", range: value.range)
                    }
                    emit(tryPrefix + "\(owner.code).alert = " + fragment.code)
                } else {
                    emit(tryPrefix + "\(owner.code).alertMsg = " + Self.valueCode(fragment))
                }
            case .value:
                emit(tryPrefix + "\(owner.code).\(property) = " + Self.valueCode(fragment))
            }
        case .array(let items, _):
            try destructure(items, value: value, range: target.range)
        case .arrayDimFetch:
            if let root = Self.rootVariable(target), usage[root].reads == 0, root != resultVariable, variables[root] == nil {
                // `$medias[] = $media;` into an array nothing reads: only what may throw is kept.
                let fragment = try translate(value)
                if fragment.throwing { emit("_ = try " + Self.discardedCode(fragment)) }
                return
            }
            let (base, path, throwing) = try elementPath(target)
            let fragment = try translate(value)
            let tryPrefix = fragment.throwing || throwing ? "try " : ""
            if let last = path.last, last == nil {
                let prefix = path.dropLast().map { "[\($0!)]" }.joined()
                emit(tryPrefix + "\(base)\(prefix).append(\(Self.valueCode(fragment)))")
            } else {
                let subscripts = path.map { "[\($0!)]" }.joined()
                emit(tryPrefix + "\(base)\(subscripts) = " + Self.valueCode(fragment))
            }
        default:
            throw Untranslatable(construct: "an assignment to this kind of target", range: target.range)
        }
    }

    /// `$a` of `$a['x'][] = …`.
    static func rootVariable(_ target: Expr) -> String? {
        var root = target
        while case .arrayDimFetch(let base, _) = root.kind { root = base }
        if case .variable(let name) = root.kind { return name }
        return nil
    }

    /// What a write changes, as `propertyAliases` keys it: `apn` for `$apn`, `apn->alertMsg` for
    /// `$apn->alertMsg`.
    static func writtenPath(_ target: Expr) -> String? {
        switch target.kind {
        case .variable(let name): return name
        case .propertyFetch(let object, .identifier(let property, _), _): return writtenPath(object).map { $0 + "->" + property }
        default: return nil
        }
    }

    /// `$a['x'][]` → (`a`, [`"x"`, nil]): the root variable and each index (nil for `[]`).
    func elementPath(_ target: Expr) throws(Untranslatable) -> (String, [String?], Bool) {
        var indexes: [Expr?] = []
        var root = target
        while case .arrayDimFetch(let base, let index) = root.kind {
            indexes.insert(index, at: 0)
            root = base
        }
        if indexes.dropLast().contains(where: { $0 == nil }) {
            throw Untranslatable(construct: "`[]` in the middle of an element write", range: target.range)
        }
        var throwing = false
        let base: String
        switch root.kind {
        case .variable(let name):
            guard case .local(let local, .value)? = variables[name] else {
                throw Untranslatable(construct: "an element write to $\(name)", range: root.range)
            }
            base = local
        case .propertyFetch(let object, .identifier(let property, _), false):
            let owner = try translate(object)
            guard case .object(let className) = owner.type, SDKClasses.property(property, of: className) == .value else {
                throw Untranslatable(construct: "an element write to ->\(property)", range: root.range)
            }
            throwing = owner.throwing
            base = "\(owner.code).\(property)"
        default:
            throw Untranslatable(construct: "an element write to this kind of target", range: root.range)
        }
        var path: [String?] = []
        for index in indexes {
            guard let index else { path.append(nil); continue }
            let fragment = try translate(index)
            throwing = throwing || fragment.throwing
            path.append(Self.valueCode(fragment))
        }
        return (base, path, throwing)
    }

    func conditionCode(_ expr: Expr) throws(Untranslatable) -> String {
        let fragment = try translate(expr)
        return (fragment.throwing ? "try " : "") + Self.boolCode(fragment)
    }

    static func isObject(_ type: SwiftType) -> Bool {
        switch type {
        case .object, .optionalObject: true
        default: false
        }
    }

    static func describe(_ statement: Stmt) -> String {
        switch statement.kind {
        case .foreach: "a foreach loop"
        case .for: "a for loop"
        case .while, .doWhile: "a while loop"
        case .switch: "a switch statement"
        case .try: "a try statement"
        case .global: "a global statement"
        case .staticVariables: "a static variable"
        case .unset: "unset()"
        case .break, .continue: "break or continue"
        case .goto, .label: "goto"
        default: "this statement"
        }
    }
}
