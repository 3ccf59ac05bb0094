import GeTuiModel
import PHPRuntime
import PHPSyntax

extension Interpreter {
    /// The value of `expr` on this path; side effects (assignments, calls) change `state`.
    func evaluate(_ expr: Expr, _ state: inout InterpreterState) -> PHPValue {
        guard step() else { return unknown(expr.range) }
        switch expr.kind {
        case .variable(let name):
            return readVariable(name, expr.range, &state)
        case .variableVariable:
            return unknown(expr.range)
        case .constantFetch(let name):
            return constant(name, range: expr.range)
        case .magicConstant(let kind):
            return magicConstant(kind, expr.range)
        case .classConstantFetch(let reference, let name):
            return classConstant(reference, name, expr.range, &state)
        case .staticPropertyFetch(let reference, let member):
            if case .name(let className) = reference, let property = member.identifier,
               let value = SDKClass(name: className.last)?.schema.staticProperties[property] {
                return value
            }
            return readStaticProperty(reference, member, expr, &state)
        case .propertyFetch(let objectExpr, let member, _):
            let object = evaluate(objectExpr, &state)
            guard case .object(let handle) = object, let property = member.identifier else {
                if object == .null { return .null }
                // `$this->sound` on an unknown `$this` is named as written, which --set binds.
                return object.isUnknown && member.identifier != nil ? unknown(expr.range) : unknown(expr.range, from: [object])
            }
            return readProperty(handle, property, state) ?? unknown(expr.range)
        case .arrayDimFetch(let baseExpr, let indexExpr):
            let base = evaluate(baseExpr, &state)
            guard let indexExpr else { return unknown(expr.range) }
            let index = evaluate(indexExpr, &state)
            do throws(PHPError) {
                if let value = try base.element(at: index) { return value }
            } catch {
                // `"abc"["k"]`: PHP 8 stops with a TypeError.
                stop(with: error, expr.range, &state)
                return .null
            }
            return element(of: base, at: index, expr.range)
        case .integer(let number):
            return .int(number)
        case .float(let number):
            return .float(number)
        case .string(let bytes):
            return .string(bytes)
        case .interpolatedString(let parts, let isShellCommand):
            if isShellCommand { return unknown(expr.range) }
            return interpolate(parts, expr.range, &state)
        case .array(let items, _):
            return arrayLiteral(items, expr.range, &state)
        case .call(let callee, let arguments):
            return call(callee, arguments, expr, &state)
        case .methodCall(let objectExpr, let member, let arguments, _):
            return methodCall(objectExpr, member, arguments, expr, &state)
        case .staticCall(let reference, let member, let arguments):
            return staticMethodCall(reference, member, arguments, expr, &state)
        case .new(let reference, let arguments):
            return instantiate(reference, arguments, expr, &state)
        case .clone(let operand):
            let value = evaluate(operand, &state)
            guard case .object(let handle) = value, let copy = state.heap.clone(handle) else { return unknown(expr.range, from: [value]) }
            return .object(copy)
        case .instanceOf(let operand, let reference):
            let value = evaluate(operand, &state)
            guard case .object(let handle) = value, case .name(let className) = reference else {
                return value.isUnknown ? unknown(expr.range, from: [value]) : .bool(false)
            }
            return .bool(handle.className.split(separator: "\\").last.map { String($0).phpLowercased } == className.last.phpLowercased)
        case .assign(let target, let valueExpr):
            let value = evaluate(valueExpr, &state)
            assign(value, to: target, valueRange: valueExpr.range, &state)
            return value
        case .assignByReference(let target, let valueExpr):
            let value = evaluate(valueExpr, &state)
            assign(value, to: target, valueRange: valueExpr.range, &state)
            return value
        case .compoundAssign(let op, let target, let valueExpr):
            let current = evaluate(target, &state)
            if op == .coalesce {
                if PHPComparison.strictEquals(current, .null) == false { return current }
                let value = evaluate(valueExpr, &state)
                assign(current.isUnknown ? unknown(expr.range, from: [current, value]) : value, to: target, valueRange: valueExpr.range, &state)
                return value
            }
            let operand = evaluate(valueExpr, &state)
            let result = binary(op, current, operand, expr.range)
            assign(result, to: target, valueRange: expr.range, &state)
            return result
        case .binary:
            return evaluateChain(expr, &state)
        case .unary(let op, let operandExpr):
            let operand = evaluate(operandExpr, &state)
            return unary(op, operand, expr.range)
        case .increment(let target, let prefix), .decrement(let target, let prefix):
            let isIncrement = if case .increment = expr.kind { true } else { false }
            let old = evaluate(target, &state)
            let new = binary(isIncrement ? .add : .subtract, old == .null && isIncrement ? .int(0) : old, .int(1), expr.range)
            assign(old == .null && !isIncrement ? .null : new, to: target, valueRange: nil, &state)
            return prefix ? new : old
        case .cast(let type, let operandExpr):
            let operand = evaluate(operandExpr, &state)
            return cast(operand, type, expr.range)
        case .ternary(let conditionExpr, let thenExpr, let elseExpr):
            let condition = evaluate(conditionExpr, &state)
            switch condition.truthiness ?? state.assumption(text(conditionExpr.range)) {
            case true?: return thenExpr.map { evaluate($0, &state) } ?? condition
            case false?: return evaluate(elseExpr, &state)
            case nil:
                var scratch = state
                let a = thenExpr.map { evaluate($0, &scratch) } ?? condition
                let b = evaluate(elseExpr, &scratch)
                if a == b { return a }
                guard case .unknown(var result) = unknown(expr.range, from: [condition, a, b]) else { return unknown(expr.range, from: [condition, a, b]) }
                // `$t ?: 'Notice'`, `!empty($t) ? $t : 'Notice'`: truthy whichever way it goes.
                result.isTruthy = TruthyFallback.isTruthy(a, branchHoldsCondition: TruthyFallback.thenHoldsCondition(conditionExpr, thenExpr, text))
                    && TruthyFallback.isTruthy(b, branchHoldsCondition: TruthyFallback.elseHoldsNegation(conditionExpr, elseExpr, text))
                return .unknown(result)
            }
        case .isset(let operands):
            var result: PHPValue = .bool(true)
            for operand in operands {
                let value = quietly(operand, .isset, &state)
                if value.isUnknown { result = unknown(expr.range, from: [value]) }
                else if value == .null { return .bool(false) }
            }
            return result
        case .empty(let operand):
            let value = quietly(operand, .isset, &state)
            return value.truthiness.map { .bool(!$0) } ?? unknown(expr.range, from: [value])
        case .errorSuppress(let operand):
            return evaluate(operand, &state)
        case .closure(let declaration, let uses, let isStatic):
            return makeClosure(.declared(declaration, unit), uses: uses, isStatic: isStatic, expr, &state)
        case .arrowFunction(let declaration, let isStatic):
            return makeClosure(.declared(declaration, unit), uses: nil, isStatic: isStatic, expr, &state)
        case .match(let subjectExpr, let arms):
            let subject = evaluate(subjectExpr, &state)
            for arm in arms {
                guard let conditions = arm.conditions else { return evaluate(arm.body, &state) }
                for condition in conditions {
                    switch PHPComparison.strictEquals(subject, evaluate(condition, &state)) {
                    case true?: return evaluate(arm.body, &state)
                    case false?: continue
                    case nil: return unknown(expr.range, from: [subject])
                    }
                }
            }
            return unknown(expr.range)
        case .print(let operand):
            _ = evaluate(operand, &state)
            return .int(1)
        case .exit(let operand), .yield(_, let operand):
            if let operand { _ = evaluate(operand, &state) }
            if case .exit = expr.kind { state.flow = .stopped }
            return unknown(expr.range)
        case .throw(let operand):
            // `throw new \InvalidArgumentException("…")` that no `try` around it may catch: PHP stops
            // with it, and nothing the path built is sent.
            if tryDepth == 0, case .new(.name(let className), let arguments) = operand.kind, arguments.items.count <= 1,
               !arguments.items.contains(where: { $0.unpack || $0.name != nil }), resolveClass(className).flatMap({ index.classEntry(named: $0, in: scope) }) == nil,
               let thrown = PHPThrowables.exceptions.first(where: { $0.phpLowercased == className.last.phpLowercased }) {
                let message = arguments.items.first.map { evaluate($0.value, &state) } ?? .string([])
                if !message.isUnknown, case .string(let text)? = try? DeclaredTypes.exceptionMessage(message, of: thrown) {
                    stop(with: "Uncaught \(thrown): " + String(decoding: text, as: UTF8.self), expr.range, &state)
                    return .null
                }
                state.flow = .stopped
                return .null
            }
            _ = evaluate(operand, &state)
            state.flow = .stopped
            return .null
        case .include, .eval, .yieldFrom, .error:
            return unknown(expr.range)
        }
    }

    /// Reads a value the way `isset`, `empty` and `??` do (`mode`): no note for an undefined
    /// variable, no error for an offset a string does not have.
    func quietly(_ expr: Expr, _ mode: PHPValue.ElementRead, _ state: inout InterpreterState) -> PHPValue {
        if case .variable(let name) = expr.kind, state.variables[name] == nil {
            if let bound = bindings.variables[name] { return bound }
            return unit.isSnippet || state.extractedUnknown ? .unknown(UnknownValue(expression: "$\(name)")) : .null
        }
        if case .arrayDimFetch(let baseExpr, let indexExpr?) = expr.kind {
            let base = quietly(baseExpr, mode, &state)
            let index = evaluate(indexExpr, &state)
            do throws(PHPError) {
                if let value = try base.element(at: index, mode) { return value }
            } catch {
                stop(with: error, expr.range, &state)
                return .null
            }
            return element(of: base, at: index, expr.range, mode)
        }
        return evaluate(expr, &state)
    }

    func readVariable(_ name: String, _ range: SourceRange, _ state: inout InterpreterState) -> PHPValue {
        if let value = state.variables[name] { return value }
        if name == "this" || Self.superglobals.contains(name) { return .unknown(UnknownValue(expression: "$\(name)")) }
        if unit.isSnippet || state.extractedUnknown { return .unknown(UnknownValue(expression: "$\(name)")) }
        note(.undefinedVariable(name), range)
        return .null
    }

    static let superglobals: Set<String> = ["GLOBALS", "_GET", "_POST", "_REQUEST", "_SERVER", "_COOKIE", "_SESSION", "_FILES", "_ENV"]

    private func magicConstant(_ kind: TokenKind, _ range: SourceRange) -> PHPValue {
        switch kind {
        case .line: .int(file.location(of: range.start).line)
        case .file: .string(file.path)
        case .dir: .string(String(file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")))
        case .funcC: .string(functionName ?? "")
        default: unknown(range)
        }
    }

    private func classConstant(_ reference: ClassReference, _ name: String, _ range: SourceRange, _ state: inout InterpreterState) -> PHPValue {
        guard case .name(let className) = reference else {
            if case .expression(let objectExpr) = reference, name == "class", case .object(let handle) = evaluate(objectExpr, &state) {
                return .string(handle.className)
            }
            return unknown(range)
        }
        if name.phpLowercased == "class" {
            let lowered = className.last.phpLowercased
            guard lowered == "self" || lowered == "static" || lowered == "parent" else { return .string(index.nameContext(of: unit).qualifiedClassName(className)) }
            return resolveClass(className).map { .string($0) } ?? unknown(range)
        }
        if let v2Class = V2Class(name: className.last) {
            if let value = v2Class.schema.constants[name] { return value }
            let message = "Undefined constant \(v2Class.rawValue)::\(name)"
            note(.undefinedSDKMember("\(v2Class.rawValue)::\(name)"), range)
            state.flow = .stopped
            state.fatalError = message
            return .null
        }
        if let value = SDKClass(name: className.last)?.schema.constants[name] {
            return value
        }
        // The SDK's classes declare no other constants: PHP stops with an Error
        // (`IGtAPNPayload::APN_SOUND_SILENCE` is an instance property, a common mistake).
        if let sdkClass = SDKClass(name: className.last) {
            let message = "Undefined constant \(sdkClass.rawValue)::\(name)"
            note(.undefinedSDKMember("\(sdkClass.rawValue)::\(name)"), range)
            state.flow = .stopped
            state.fatalError = message
            return .null
        }
        guard let resolved = resolveClass(className) else { return unknown(range) }
        // As PHP names the class in its errors: `self` and `parent` as written, another as resolved.
        let written = ["self", "static", "parent"].contains(className.last.phpLowercased) ? className.joined : resolved
        let entry = index.classEntry(named: resolved, in: scope)
        // Reading any constant of a backed enum works out all of them first, as PHP does.
        if let entry, entry.declaration.enumBackingType != nil, constantEvaluation.depth == 0, !updateClass(resolved, range) { return unknown(range) }
        if let constant = index.classConstant(name, in: resolved, scope: scope) {
            return classConstantValue(constant, written: written, name: name, range)
        }
        if let entry, entry.declaration.kind == .enum {
            return enumCase(entry, name, range, written: written, &state) ?? unknown(range)
        }
        return unknown(range)
    }

    /// `$base[$index]` where PHP gives null rather than an error for an offset a string does not
    /// have (`??`, `isset`, a nested write, a destructuring), or once a read found no error.
    func element(of base: PHPValue, at index: PHPValue, _ range: SourceRange, _ mode: PHPValue.ElementRead = .coalesce) -> PHPValue {
        if let value = try? base.element(at: index, mode == .read ? .coalesce : mode) { return value }
        // `$config['sound']` is an input of its own: messages name it, not all of `$config`.
        if base.isUnknown { return index.isUnknown ? unknown(range, from: [base, index]) : unknown(range) }
        return unknown(range, from: [index])
    }

    private func interpolate(_ parts: [InterpolationPart], _ range: SourceRange, _ state: inout InterpreterState) -> PHPValue {
        var bytes: [UInt8] = []
        var unknownInputs: [PHPValue] = []
        for part in parts {
            switch part {
            case .literal(let literal, _):
                bytes += literal
            case .expression(let expr):
                let value = evaluate(expr, &state)
                if let text = value.toPHPString() { bytes += text } else { unknownInputs.append(value) }
            }
            if bytes.count > limits.maximumStringBytes { return bounded(.string(bytes), range) }
        }
        return unknownInputs.isEmpty ? bounded(.string(bytes), range) : unknown(range, from: unknownInputs)
    }

    private func arrayLiteral(_ items: [ArrayItem?], _ range: SourceRange, _ state: inout InterpreterState) -> PHPValue {
        var array = PHPArray()
        for case let item? in items {
            let value = evaluate(item.value, &state)
            if item.unpack {
                guard case .array(let spread) = value else { return unknown(range, from: [value]) }
                for entry in spread.entries {
                    if case .int = entry.key { array.append(entry.value) } else { array[entry.key] = entry.value }
                }
                continue
            }
            if let keyExpr = item.key {
                let keyValue = evaluate(keyExpr, &state)
                guard let key = PHPArray.Key(keyValue) else { return unknown(range, from: [keyValue]) }
                array[key] = value
            } else {
                array.append(value)
            }
        }
        // Guzzle's `['json' => $body]`: the client encodes the body with flags 0.
        if let body = array[RawBody.key("json")] { noteRawBody(body, at: range, &state) }
        return .array(array)
    }

    /// A binary operator on two values; errors PHP would throw become notes and an unknown.
    /// `named`: as for `unknown`.
    func binary(_ op: BinaryOperator, _ left: PHPValue, _ right: PHPValue, _ range: SourceRange, named: Bool = true) -> PHPValue {
        if case .object = left, op == .concat { return unknown(range, from: [left, right], named: named) }
        if case .object = right, op == .concat { return unknown(range, from: [left, right], named: named) }
        let result: PHPValue?
        do {
            switch op {
            case .add: result = try PHPArithmetic.add(left, right)
            case .subtract: result = try PHPArithmetic.subtract(left, right)
            case .multiply: result = try PHPArithmetic.multiply(left, right)
            case .divide: result = try PHPArithmetic.divide(left, right)
            case .modulo: result = try PHPArithmetic.modulo(left, right)
            case .power: result = try PHPArithmetic.power(left, right)
            case .concat: result = try PHPArithmetic.concat(left, right)
            case .bitwiseAnd: result = try PHPArithmetic.bitwiseAnd(left, right)
            case .bitwiseOr: result = try PHPArithmetic.bitwiseOr(left, right)
            case .bitwiseXor: result = try PHPArithmetic.bitwiseXor(left, right)
            case .shiftLeft: result = try PHPArithmetic.shiftLeft(left, right)
            case .shiftRight: result = try PHPArithmetic.shiftRight(left, right)
            case .equal: result = PHPComparison.looseEquals(left, right).map { .bool($0) }
            case .notEqual: result = PHPComparison.looseEquals(left, right).map { .bool(!$0) }
            case .identical: result = PHPComparison.strictEquals(left, right).map { .bool($0) }
            case .notIdentical: result = PHPComparison.strictEquals(left, right).map { .bool(!$0) }
            case .less: result = PHPComparison.lessThan(left, right).map { .bool($0) }
            case .lessOrEqual: result = PHPComparison.lessOrEqual(left, right).map { .bool($0) }
            case .greater: result = PHPComparison.greaterThan(left, right).map { .bool($0) }
            case .greaterOrEqual: result = PHPComparison.greaterOrEqual(left, right).map { .bool($0) }
            case .spaceship: result = PHPComparison.compare(left, right).map { .int($0) }
            case .logicalXor:
                if let a = left.truthiness, let b = right.truthiness { result = .bool(a != b) } else { result = nil }
            case .booleanAnd, .logicalAnd:
                if let a = left.truthiness, let b = right.truthiness { result = .bool(a && b) } else { result = nil }
            case .booleanOr, .logicalOr:
                if let a = left.truthiness, let b = right.truthiness { result = .bool(a || b) } else { result = nil }
            case .coalesce:
                result = left.isUnknown ? nil : (left == .null ? right : left)
            }
        } catch {
            note(error, range)
            return unknown(range, from: [left, right], named: named)
        }
        guard let result else { return unknown(range, from: [left, right], named: named) }
        return bounded(result, range)
    }

    func unary(_ op: UnaryOperator, _ operand: PHPValue, _ range: SourceRange) -> PHPValue {
        do {
            let result: PHPValue?
            switch op {
            case .not: result = operand.truthiness.map { .bool(!$0) }
            case .minus: result = try PHPArithmetic.negate(operand)
            case .plus: result = try PHPArithmetic.plus(operand)
            case .bitwiseNot: result = try PHPArithmetic.bitwiseNot(operand)
            }
            return result ?? unknown(range, from: [operand])
        } catch {
            note(error, range)
            return unknown(range, from: [operand])
        }
    }

    private func cast(_ operand: PHPValue, _ type: CastType, _ range: SourceRange) -> PHPValue {
        let target: PHPCast.Target
        switch type {
        case .int: target = .int
        case .float: target = .float
        case .string: target = .string
        case .bool: target = .bool
        case .array: target = .array
        case .unset: target = .unset
        case .object: return unknown(range, from: [operand])
        }
        return PHPCast.cast(operand, to: target) ?? unknown(range, from: [operand])
    }
}
