import PHPRuntime
import PHPSyntax
import PushAnalysis

extension BuilderTranslator {
    func translate(_ expr: Expr) throws(Untranslatable) -> Fragment {
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        guard expressionDepth <= Self.deepestExpressions else {
            throw Untranslatable(construct: "expressions nested more than \(Self.deepestExpressions) deep", range: expr.range)
        }
        if let folded = ConstantFolding.literal(expr) {
            return Fragment(code: folded.code, type: folded.type, literal: true)
        }
        switch expr.kind {
        case .integer(let number):
            return Fragment(code: String(number), type: .int, literal: true)
        case .float(let number):
            guard number.isFinite else { throw Untranslatable(construct: "an infinite float", range: expr.range) }
            return Fragment(code: "\(number)", type: .double, literal: true)
        case .string(let bytes):
            guard let code = SwiftNames.stringLiteral(bytes) else { return Fragment(code: SwiftNames.byteString(bytes), type: .value) }
            return Fragment(code: code, type: .string, literal: true)
        case .interpolatedString(let parts, false):
            var pieces: [Fragment] = []
            for part in parts {
                switch part {
                case .literal(let bytes, _):
                    guard let text = String(validating: bytes, as: UTF8.self) else {
                        pieces.append(Fragment(code: SwiftNames.byteString(bytes), type: .value))
                        continue
                    }
                    pieces.append(Fragment(code: "\"" + SwiftNames.literalBody(text) + "\"", type: .string, literal: true))
                case .expression(let inner):
                    pieces.append(try translate(inner))
                }
            }
            return try concatenation(pieces, range: expr.range)
        case .binary(.concat, _, _):
            return try concatenation(flattenConcat(expr).map { e throws(Untranslatable) in try translate(e) }, range: expr.range)
        case .variable(let name):
            return try variable(name, range: expr.range)
        case .constantFetch(let name):
            return try constant(name, range: expr.range)
        case .classConstantFetch(.name(let className), let constant):
            return try classConstant(className, constant, range: expr.range)
        case .staticPropertyFetch(.name(let className), .identifier(let property, _)):
            return try staticProperty(className, property, range: expr.range)
        case .staticCall(.name(let className), .identifier(let method, _), let arguments):
            guard let call = try userStaticCall(className, method, arguments, range: expr.range) else {
                throw Untranslatable(construct: "the static call \(className.joined)::\(method)()", range: expr.range)
            }
            return call
        case .arrayDimFetch(let base, let index?):
            return try elementRead(base, index, mode: nil)
        case .array(let items, let syntax) where syntax != .list:
            return try arrayLiteral(items, range: expr.range)
        case .new(.name(let name), let arguments):
            guard let className = SDKClasses.knownClass(name.last), arguments.items.isEmpty else {
                throw Untranslatable(construct: "new \(name.joined)", range: expr.range)
            }
            return Fragment(code: SDKClasses.construction(className), type: .object(className))
        case .propertyFetch(let object, .identifier(let property, _), false):
            if case .variable(let name) = object.kind, name.hasPrefix("\u{0}"), case .local(let local, _)? = variables[name] {
                // A foreach element's key or value.
                return Fragment(code: "\(local).\(property)", type: .value)
            }
            if case .variable(let name) = object.kind, let alias = propertyAliases[name + "->" + property] { return alias }
            if let state = try userPropertyRead(object, property, range: expr.range) { return state }
            let owner = Self.unwrapped(try translate(object), "Attempt to read property \"\(property)\" on null")
            if let className = owner.type.objectClass, let constant = SDKClasses.instanceConstant(property, of: className),
               let literal = SwiftNames.literal(constant) {
                // The SDK's instance property that holds a constant (`APN_SOUND_SILENCE`).
                return Fragment(code: literal.code, type: literal.type, literal: true)
            }
            guard case .object(let className) = owner.type, SDKClasses.property(property, of: className) == .value else {
                throw Untranslatable(construct: "reading ->\(property)", range: expr.range)
            }
            return Fragment(code: "\(owner.code).\(property)", type: .value, throwing: owner.throwing, isSDKField: true)
        case .methodCall(let object, .identifier(let name, _), let arguments, false):
            return try methodCall(object, name, arguments, range: expr.range)
        case .call(.name(let name), let arguments):
            return try functionCall(name.last, arguments, range: expr.range)
        case .binary(let op, let left, let right):
            return try binary(op, left, right, range: expr.range)
        case .unary(.not, let operand):
            let inner = try translate(operand)
            return Fragment(code: "!" + Self.parenthesized(Self.boolCode(inner)), type: .bool, throwing: inner.throwing)
        case .unary(.minus, let operand):
            if case .integer(let number) = operand.kind { return Fragment(code: "-\(number)", type: .int, literal: true) }
            if case .float(let number) = operand.kind { return Fragment(code: "-\(number)", type: .double, literal: true) }
            let inner = try translate(operand)
            return Fragment(code: "PHP.negate(\(Self.valueCode(inner)))", type: .value, throwing: true)
        case .ternary(let condition, let then?, let otherwise):
            let test = try translate(condition)
            let yes = try translate(then)
            let no = try translate(otherwise)
            let throwing = test.throwing || yes.throwing || no.throwing
            if Self.isObject(yes.type) || Self.isObject(no.type) {
                guard yes.type == no.type else { throw Untranslatable(construct: "a ternary with different objects", range: expr.range) }
                return Fragment(code: "\(Self.boolCode(test)) ? \(yes.code) : \(no.code)", type: yes.type, throwing: throwing)
            }
            // Literal branches are spelled as PHPValues: `c ? 1 : "x"` has no Swift type of its own,
            // and `(c ? 1 : 2).isTruthy` would read an Int's member.
            return Fragment(code: "\(Self.boolCode(test)) ? \(Self.explicitValueCode(yes)) : \(Self.explicitValueCode(no))", type: .value, throwing: throwing)
        case .cast(let type, let operand):
            let inner = try translate(operand)
            switch type {
            case .string: return Fragment(code: "PHP.strval(\(Self.valueCode(inner)))", type: .value, throwing: true)
            case .int: return Fragment(code: "PHP.intval(\(Self.valueCode(inner)))", type: .int, throwing: inner.throwing)
            case .bool: return Fragment(code: Self.boolCode(inner), type: .bool, throwing: inner.throwing)
            default: throw Untranslatable(construct: "this cast", range: expr.range)
            }
        case .ternary(let condition, nil, let otherwise):
            // `$a ?: $b`: `$a` once, `$b` only when `$a` is falsy.
            let test = try translate(condition)
            let other = try translate(otherwise)
            guard !Self.isObject(test.type), !Self.isObject(other.type) else {
                throw Untranslatable(construct: "the short ternary `?:` on objects", range: expr.range)
            }
            return Fragment(code: "\(Self.receiverCode(test)).orElse(\(Self.valueCode(other)))", type: .value, throwing: true)
        case .clone(let operand):
            let inner = try translate(operand)
            guard case .object(let className) = inner.type, !SDKClasses.isTemplate(className) else {
                throw Untranslatable(construct: "clone of this", range: expr.range)
            }
            return Fragment(code: "\(inner.code).cloned()", type: inner.type, throwing: inner.throwing)
        case .match(let subject, let arms):
            return try translateMatch(subject, arms, range: expr.range)
        case .isset(let items) where items.count == 1:
            let inner = try quietly(items[0], mode: ".isset")
            return Fragment(code: "!\(Self.receiverCode(inner)).isNull", type: .bool, throwing: inner.throwing)
        case .empty(let operand):
            let inner = try quietly(operand, mode: ".isset")
            return Fragment(code: "!" + Self.parenthesized(Self.boolCode(inner)), type: .bool, throwing: inner.throwing)
        default:
            throw Untranslatable(construct: Self.describe(expr), range: expr.range)
        }
    }

    /// `$base[$index]`, read as `mode` says (`.isset`, `.coalesce`), or plainly (nil), where a
    /// string read at an offset that is none is PHP's TypeError.
    private func elementRead(_ base: Expr, _ index: Expr, mode: String?) throws(Untranslatable) -> Fragment {
        let owner: Fragment
        if let mode { owner = try quietly(base, mode: mode) } else { owner = try translate(base) }
        let key = try translate(index)
        let modeArgument = mode.map { ", " + $0 } ?? ""
        return Fragment(code: "\(Self.receiverCode(owner)).element(\(Self.valueCode(key))\(modeArgument))", type: .value, throwing: true)
    }

    /// What `isset`, `empty` and `??` read: an element chain in their mode, anything else as is.
    private func quietly(_ expr: Expr, mode: String) throws(Untranslatable) -> Fragment {
        if case .arrayDimFetch(let base, let index?) = expr.kind { return try elementRead(base, index, mode: mode) }
        return try translate(expr)
    }

    /// The pieces of `a . b . c`, in order. PHP nests the chain to the left: its pieces are
    /// gathered down the left side into one list (joining lists level by level was quadratic in
    /// the length of the chain); a piece that is itself a concatenation, `a . (b . c)`, is opened too.
    private func flattenConcat(_ expr: Expr) -> [Expr] {
        var rights: [Expr] = []
        var first = expr
        while case .binary(.concat, let left, let right) = first.kind {
            rights.append(right)
            first = left
        }
        var pieces = [first]
        for right in rights.reversed() {
            if case .binary(.concat, _, _) = right.kind { pieces += flattenConcat(right) } else { pieces.append(right) }
        }
        return pieces
    }

    /// The deepest nesting of expressions a builder spells: PHP's `1 + 1 + …` or `$o->a()->b()…`
    /// nests one call per level in Swift (`PHP.add(PHP.add(…), 1)`), which no compiler reads
    /// past a few hundred; each level copied the code of the levels inside it, and a chain of
    /// 200,000 links ran the translator out of stack.
    static let deepestExpressions = 1_000

    /// `.` and `"…$x…"`: one Swift string literal interpolating Swift strings and integers, or
    /// `PHP.concat` when a piece is a PHP value, a float or a bool (PHP's own string forms).
    private func concatenation(_ pieces: [Fragment], range: SourceRange) throws(Untranslatable) -> Fragment {
        if pieces.contains(where: { Self.isObject($0.type) || $0.type == .void }) {
            throw Untranslatable(construct: "an object used as text", range: range)
        }
        let throwing = pieces.contains { $0.throwing }
        if pieces.contains(where: { ![.string, .int].contains($0.type) }) {
            let values = pieces.map(Self.valueCode).joined(separator: ", ")
            return Fragment(code: "PHP.concat(\(values))", type: .value, throwing: true)
        }
        var body = ""
        var literal = true
        for piece in pieces {
            if piece.literal {
                body += piece.type == .string ? String(piece.code.dropFirst().dropLast()) : piece.code
            } else {
                body += "\\(\(piece.code))"
                literal = false
            }
        }
        return Fragment(code: "\"" + body + "\"", type: .string, literal: literal, throwing: throwing)
    }

    private func variable(_ name: String, range: SourceRange) throws(Untranslatable) -> Fragment {
        switch variables[name] {
        case .property(let property, let type)?: return Fragment(code: property, type: type)
        case .local(let local, let type)?: return Fragment(code: local, type: type)
        case .undefined?: return Fragment(code: "nil", type: .value, literal: true)
        case .instance?: throw Untranslatable(construct: "an object of the program's classes used as a value", range: range)
        case .ignored?: throw Untranslatable(construct: "an SDK object outside the APNs payload used as a value", range: range)
        case nil:
            if name == "this" { throw Untranslatable(construct: "$this", range: range) }
            throw Untranslatable(construct: "$\(name) read before it is assigned", range: range)
        }
    }

    private func constant(_ name: Name, range: SourceRange) throws(Untranslatable) -> Fragment {
        switch name.joined.phpLowercased {
        case "true": return Fragment(code: "true", type: .bool, literal: true)
        case "false": return Fragment(code: "false", type: .bool, literal: true)
        case "null": return Fragment(code: "nil", type: .value, literal: true)
        default:
            guard let constant = constants[name.joined] else {
                // PHP's own constants (`PHP_INT_MAX`, `JSON_UNESCAPED_UNICODE`, `INF`) are their values.
                if let value = PredefinedConstants.value(name.joined.hasPrefix("\\") ? String(name.joined.dropFirst()) : name.joined) {
                    if let literal = SwiftNames.literal(value) { return Fragment(code: literal.code, type: literal.type, literal: true) }
                    if case .float(let number) = value {
                        let code = number.isNaN ? "PHPValue.float(.nan)" : (number < 0 ? "PHPValue.float(-.infinity)" : "PHPValue.float(.infinity)")
                        return Fragment(code: code, type: .value)
                    }
                }
                throw Untranslatable(construct: "the constant \(name.joined)", range: range)
            }
            return Fragment(code: constant.name, type: constant.type)
        }
    }

    private func arrayLiteral(_ items: [ArrayItem?], range: SourceRange) throws(Untranslatable) -> Fragment {
        let present = items.compactMap { $0 }
        guard present.count == items.count, !present.contains(where: { $0.byReference || $0.unpack }) else {
            throw Untranslatable(construct: "this array item", range: range)
        }
        let keyed = present.filter { $0.key != nil }.count
        guard keyed == 0 || keyed == present.count else {
            throw Untranslatable(construct: "an array mixing keyed and unkeyed items", range: range)
        }
        var throwing = false
        var parts: [String] = []
        for item in present {
            let value = try translate(item.value)
            guard !Self.isObject(value.type) else {
                // The runtime's arrays hold PHP values; an object is held by the object given it.
                throw Untranslatable(construct: "an SDK object inside an array", range: item.range)
            }
            throwing = throwing || value.throwing
            if let keyExpr = item.key {
                let key = try translate(keyExpr)
                throwing = throwing || key.throwing
                parts.append("\(Self.valueCode(key)): \(Self.valueCode(value))")
            } else {
                parts.append(Self.valueCode(value))
            }
        }
        let code = parts.isEmpty ? "[]" : "[" + parts.joined(separator: ", ") + "]"
        return Fragment(code: code, type: .value, literal: true, throwing: throwing)
    }

    /// `class_exists("SimpleAlertMsg")`, `class_exists(Foo::class)`: true for a class of GeTui's SDK
    /// (the builder's runtime has it) or of the analysed program; nil for any other (PHP's
    /// autoloader decides).
    private func classExists(_ arguments: Arguments) -> Bool? {
        guard (1...2).contains(arguments.items.count), !arguments.items.contains(where: { $0.unpack || $0.name != nil }) else { return nil }
        let className: String
        switch arguments.items[0].value.kind {
        case .string(let bytes): className = String(decoding: bytes, as: UTF8.self)
        case .classConstantFetch(.name(let name), let constant) where constant.phpLowercased == "class": className = name.joined
        default: return nil
        }
        let last = className.split(separator: "\\").last.map(String.init) ?? className
        if arguments.items.count == 2 {
            guard case .constantFetch(let flag) = arguments.items[1].value.kind, ["true", "false"].contains(flag.joined.phpLowercased) else { return nil }
        }
        return SDKCopies.isSDKClassName(last) || classes.declaration(last) != nil ? true : nil
    }

    private func functionCall(_ name: String, _ arguments: Arguments, range: SourceRange) throws(Untranslatable) -> Fragment {
        if let helper = helpers[name.phpLowercased], arguments.items.contains(where: { $0.name != nil }) {
            return try namedCall(helper, arguments, range: range)
        }
        guard !arguments.isFirstClassCallable, !arguments.items.contains(where: { $0.unpack || $0.name != nil }) else {
            throw Untranslatable(construct: "a call to \(name)() with named or unpacked arguments", range: range)
        }
        if name.phpLowercased == "class_exists", let exists = classExists(arguments) {
            return Fragment(code: exists ? "true" : "false", type: .bool, literal: true)
        }
        var fragments: [Fragment] = []
        for (index, argument) in arguments.items.enumerated() {
            // array_map's callback is translated as a Swift closure below.
            if index == 0 && name.phpLowercased == "array_map" { fragments.append(Fragment(code: "", type: .value)); continue }
            fragments.append(try translate(argument.value))
        }
        let throwing = fragments.contains { $0.throwing }
        let values = { fragments.map(Self.valueCode).joined(separator: ", ") }
        let lowered = name.phpLowercased
        switch (lowered, fragments.count) {
        case ("array_map", 2):
            return try arrayMap(arguments.items[0].value, fragments[1], range: range)
        case ("json_encode", 1):
            return Fragment(code: "PHP.jsonEncode(\(values()))", type: .value, throwing: throwing)
        case ("strval", 1):
            return Fragment(code: "PHP.strval(\(values()))", type: .value, throwing: true)
        case ("intval", 1):
            return Fragment(code: "PHP.intval(\(values()))", type: .int, throwing: throwing)
        default:
            if let helper = helpers[lowered] {
                let codes = fragments.map { Self.isObject($0.type) ? $0.code : Self.valueCode($0) }
                return Fragment(code: "\(helper.swiftName)(\(codes.joined(separator: ", ")))", type: helper.returnType, throwing: true)
            }
            guard PHPBuiltins.isKnown(lowered), !fragments.contains(where: { Self.isObject($0.type) }) else {
                throw Untranslatable(construct: "a call to \(name)()", range: range)
            }
            // The interpreter's built-in, through the runtime: the same code gives the same bytes.
            let arguments = ([SwiftNames.stringLiteral(Array(lowered.utf8))!] + fragments.map(Self.valueCode)).joined(separator: ", ")
            return Fragment(code: "PHP.call(\(arguments))", type: .value, throwing: true)
        }
    }

    /// `makeAlert(body: $b, title: $t)`: the arguments in the helper's order, a skipped parameter
    /// given its default.
    private func namedCall(_ helper: Helper, _ arguments: Arguments, range: SourceRange) throws(Untranslatable) -> Fragment {
        guard helper.className == nil, !arguments.items.contains(where: { $0.unpack }) else {
            throw Untranslatable(construct: "a call with unpacked arguments", range: range)
        }
        var codes: [String?] = Array(repeating: nil, count: helper.parameters.count)
        var position = 0
        for argument in arguments.items {
            let index = argument.name.flatMap { name in helper.parameters.firstIndex(of: name) } ?? position
            guard index < codes.count, codes[index] == nil, argument.name != nil || position == index else {
                throw Untranslatable(construct: "a named argument the function does not have", range: argument.range)
            }
            let fragment = try translate(argument.value)
            codes[index] = (fragment.throwing ? "try " : "") + (Self.isObject(fragment.type) ? fragment.code : Self.valueCode(fragment))
            position = index + 1
        }
        // Trailing parameters left out take their Swift defaults; one in the middle, its PHP default.
        let last = codes.lastIndex { $0 != nil } ?? -1
        var passed: [String] = []
        for index in 0...max(last, -1) where index >= 0 {
            guard let code = codes[index] ?? helper.defaults[index] else {
                throw Untranslatable(construct: "a call without the argument $\(helper.parameters[index])", range: range)
            }
            passed.append(code)
        }
        return Fragment(code: "\(helper.swiftName)(\(passed.joined(separator: ", ")))", type: helper.returnType, throwing: true)
    }

    /// `array_map(fn($v) => …, $array)`: one array, keys kept (as PHP keeps them for one array).
    private func arrayMap(_ callback: Expr, _ array: Fragment, range: SourceRange) throws(Untranslatable) -> Fragment {
        let declaration: FunctionDeclaration
        switch callback.kind {
        case .arrowFunction(let function, _): declaration = function
        case .closure(let function, let uses, _) where uses.allSatisfy({ !$0.byReference }): declaration = function
        default: throw Untranslatable(construct: "array_map() with a callback other than a closure", range: callback.range)
        }
        guard declaration.parameters.count == 1, let parameter = declaration.parameters.first, !parameter.byReference,
              let body = declaration.body, body.count == 1, case .return(let result?) = body[0].kind else {
            throw Untranslatable(construct: "a closure other than one that returns an expression of its one parameter", range: callback.range)
        }
        let saved = variables
        defer { variables = saved }
        let local = localName(for: parameter.name)
        variables[parameter.name] = .local(local, .value)
        let value = try translate(result)
        let code = "PHP.arrayMap(\(Self.valueCode(array))) { \(local) throws(GTPushError) in \(value.throwing ? "try " : "")\(Self.valueCode(value)) }"
        return Fragment(code: code, type: .value, throwing: true)
    }

    private func binary(_ op: BinaryOperator, _ leftExpr: Expr, _ rightExpr: Expr, range: SourceRange) throws(Untranslatable) -> Fragment {
        // `??` reads its left side as `isset` would, without a string offset's error.
        let left = op == .coalesce ? try quietly(leftExpr, mode: ".coalesce") : try translate(leftExpr)
        let right = try translate(rightExpr)
        let throwing = left.throwing || right.throwing
        if Self.isObject(left.type) || Self.isObject(right.type) {
            throw Untranslatable(construct: "an object in `\(op.rawValue)`", range: range)
        }
        let sameNative = left.type == right.type && [.string, .int, .bool].contains(left.type)
        switch op {
        case .identical, .notIdentical:
            let symbol = op == .identical ? "==" : "!="
            if sameNative { return Fragment(code: "\(left.code) \(symbol) \(right.code)", type: .bool, throwing: throwing) }
            return Fragment(code: "\(Self.receiverCode(left)) \(symbol) \(Self.valueCode(right))", type: .bool, throwing: throwing)
        case .equal, .notEqual:
            let negation = op == .equal ? "" : "!"
            if sameNative && left.type != .string {
                return Fragment(code: "\(left.code) \(op == .equal ? "==" : "!=") \(right.code)", type: .bool, throwing: throwing)
            }
            return Fragment(code: "\(negation)\(Self.receiverCode(left)).looselyEquals(\(Self.valueCode(right)))", type: .bool, throwing: throwing)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            if left.type == .int && right.type == .int {
                return Fragment(code: "\(left.code) \(op.rawValue) \(right.code)", type: .bool, throwing: throwing)
            }
            return Fragment(code: "\(Self.receiverCode(left)) \(op.rawValue) \(Self.valueCode(right))", type: .bool, throwing: throwing)
        case .booleanAnd, .logicalAnd, .booleanOr, .logicalOr:
            let isAnd = op == .booleanAnd || op == .logicalAnd
            if right.throwing {
                // Swift's `&&` would turn the right side's typed error into `any Error`.
                return Fragment(code: "PHP.\(isAnd ? "and" : "or")(\(Self.boolCode(left)), \(Self.boolCode(right)))", type: .bool, throwing: true)
            }
            return Fragment(code: "\(Self.parenthesized(Self.boolCode(left))) \(isAnd ? "&&" : "||") \(Self.parenthesized(Self.boolCode(right)))", type: .bool, throwing: throwing)
        case .add, .subtract, .multiply, .divide, .modulo, .power, .bitwiseAnd, .bitwiseOr, .bitwiseXor, .shiftLeft, .shiftRight:
            let names: [BinaryOperator: String] = [
                .add: "add", .subtract: "subtract", .multiply: "multiply", .divide: "divide", .modulo: "modulo", .power: "power",
                .bitwiseAnd: "bitwiseAnd", .bitwiseOr: "bitwiseOr", .bitwiseXor: "bitwiseXor", .shiftLeft: "shiftLeft", .shiftRight: "shiftRight",
            ]
            let function = names[op]!
            return Fragment(code: "PHP.\(function)(\(Self.valueCode(left)), \(Self.valueCode(right)))", type: .value, throwing: true)
        case .spaceship:
            return Fragment(code: "PHP.spaceship(\(Self.valueCode(left)), \(Self.valueCode(right)))", type: .value, throwing: throwing)
        case .coalesce:
            return Fragment(code: "\(Self.receiverCode(left)).coalesced(with: \(Self.valueCode(right)))", type: .value, throwing: true)
        default:
            throw Untranslatable(construct: "the operator `\(op.rawValue)`", range: range)
        }
    }

    // MARK: Conversions between Swift types and PHPValue

    /// An object a branch may not have made, where PHP needs it: PHP's Error when it is null.
    static func unwrapped(_ fragment: Fragment, _ message: String) -> Fragment {
        guard case .optionalObject(let className) = fragment.type else { return fragment }
        let text = SwiftNames.stringLiteral(Array(message.utf8)) ?? "\"\""
        return Fragment(code: "PHP.nonNull(\(fragment.code), \(text))", type: .object(className), throwing: true)
    }

    /// The fragment as a `PHPValue` where the context already expects one.
    static func valueCode(_ fragment: Fragment) -> String {
        if fragment.literal || fragment.type == .value { return fragment.code }
        return "PHPValue(\(fragment.code))"
    }

    /// The fragment as a `PHPValue` where the context does not say (an `any APNAlert` slot).
    static func explicitValueCode(_ fragment: Fragment) -> String {
        if fragment.literal {
            if fragment.code == "nil" { return "PHPValue.null" }
            return fragment.type == .value ? "(\(fragment.code) as PHPValue)" : "PHPValue(\(fragment.code))"
        }
        return valueCode(fragment)
    }

    /// The fragment as a `PHPValue` that a method can be called on.
    static func receiverCode(_ fragment: Fragment) -> String {
        if fragment.literal { return explicitValueCode(fragment) }
        if fragment.type == .value { return Self.parenthesized(fragment.code) }
        return "PHPValue(\(fragment.code))"
    }

    /// `(bool)$value`: PHP truthiness.
    static func boolCode(_ fragment: Fragment) -> String {
        if fragment.type == .bool { return fragment.code }
        return receiverCode(fragment) + ".isTruthy"
    }

    /// `code` in parentheses where an operator before it would bind wrongly (or `!!` would not parse).
    static func parenthesized(_ code: String) -> String {
        (code.contains(" ") || code.hasPrefix("!")) && !isWrapped(code) ? "(\(code))" : code
    }

    /// True when the first `(` closes at the last character: `(a ? b : c)`, not `(a) ? b : (c)`.
    /// Parentheses inside string literals are skipped.
    static func isWrapped(_ code: String) -> Bool {
        guard code.hasPrefix("("), code.hasSuffix(")") else { return false }
        var depth = 0
        var inString = false
        var escaped = false
        for (offset, character) in code.enumerated() {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return offset == code.count - 1 }
            default: break
            }
        }
        return false
    }

    static func describe(_ expr: Expr) -> String {
        switch expr.kind {
        case .closure, .arrowFunction: "a closure"
        case .match: "a match expression"
        case .staticCall(let type, let member, _):
            if case .name(let name) = type { "the static call \(name.joined)::\(member.identifier ?? "")()" } else { "a static call" }
        case .include: "an include"
        case .increment, .decrement: "++ or --"
        case .assign: "an assignment inside an expression"
        case .ternary(_, nil, _): "the short ternary `?:`"
        case .interpolatedString(_, true): "a shell command"
        case .propertyFetch: "this property access"
        case .methodCall: "this method call"
        default: "this expression"
        }
    }
}
