import PHPRuntime
import PHPSyntax

/// How PHP works out class constants, and where it refuses one: `class C { const A = self::A; }`
/// made the interpreter evaluate `A` inside `A` until its stack ran out.
///
/// PHP 8.2 marks a class constant while it works out its value, but only when the constant is
/// read from inside a constant expression (another constant's value, a property's or a
/// parameter's default: `zend_get_class_constant_ex`); a read by running code
/// (`FETCH_CLASS_CONSTANT`) evaluates the value without marking. Meeting a marked constant again is
/// the error `Cannot declare self-referencing constant self::A`, naming the read as it is written
/// (`self`, `parent`, or the class as resolved). So `const A = self::B; const B = self::A;` read as
/// `C::A` names `self::B`, and read from a constant expression names `self::A`. `new C`, and
/// reading or writing `C::$x`, first work out every constant of `C` (its ancestors' first), then its
/// defaults (`zend_update_class_constants`), as does reading any constant of a backed enum.
struct ConstantEvaluation {
    /// Constant expressions being evaluated, innermost last; 0 while running code reads.
    var depth = 0
    /// Class constants being worked out from inside a constant expression, by `ConstantKey`.
    var marked: Set<String> = []
    /// PHP's message for the first self-reference met in the outermost expression being worked out.
    var refusal: String?
    /// Classes whose constants and defaults were worked out without an error, by lowercased name:
    /// PHP does it once (`ZEND_ACC_CONSTANTS_UPDATED`), and again after each failure.
    var updatedClasses: Set<String> = []
    /// While above 0, notes are not kept: a class's constants are worked out ahead of use only to
    /// find PHP's error, and each is read again, with its notes, where the code reads it.
    var muted = 0
    /// Constants being worked out inside one another, of every kind.
    var nesting = 0
    /// A file of a million constants, each naming the next, would nest a million levels deep.
    static let maximumNesting = 1_000
}

extension Interpreter {
    /// `written::name`, found as `constant`: its value, or an unknown with PHP's error noted at `range`.
    func classConstantValue(_ constant: ProgramIndex.ConstantEntry, written: String, name: String, _ range: SourceRange) -> PHPValue {
        nestingConstant(range) { markedConstantValue(constant, written: written, name: name, range) }
    }

    private func markedConstantValue(_ constant: ProgramIndex.ConstantEntry, written: String, name: String, _ range: SourceRange) -> PHPValue {
        let key = "\(constant.className?.phpLowercased ?? "")::\(name)"
        guard constantEvaluation.depth > 0 else {
            // Read by running code: worked out, not marked. An error inside stops here.
            let (value, refusal) = constantExpression(constant.unit, constant.className) { scratch in evaluate(constant.value, &scratch) }
            return refused(refusal, range) ?? value
        }
        guard constantEvaluation.marked.insert(key).inserted else {
            if constantEvaluation.refusal == nil { constantEvaluation.refusal = "Cannot declare self-referencing constant \(written)::\(name)" }
            return .unknown(UnknownValue(expression: "\(written)::\(name)"))
        }
        defer { constantEvaluation.marked.remove(key) }
        return constantExpression(constant.unit, constant.className) { scratch in evaluate(constant.value, &scratch) }.value
    }

    /// The value of a constant (`body`), within the nesting constants may reach: past it, unknown.
    func nestingConstant(_ range: SourceRange, _ body: () -> PHPValue) -> PHPValue {
        guard constantEvaluation.nesting < ConstantEvaluation.maximumNesting else {
            note(.limitReached(.constantNesting(ConstantEvaluation.maximumNesting)), range)
            return unknown(range)
        }
        constantEvaluation.nesting += 1
        defer { constantEvaluation.nesting -= 1 }
        return body()
    }

    /// A backed enum's case read from inside a constant expression is marked as a constant is.
    func enumCaseValue(_ key: String, written: String, name: String, _ range: SourceRange, _ body: () -> PHPValue) -> PHPValue {
        nestingConstant(range) { markedCaseValue(key, written: written, name: name, body) }
    }

    private func markedCaseValue(_ key: String, written: String, name: String, _ body: () -> PHPValue) -> PHPValue {
        guard constantEvaluation.depth > 0 else { return body() }
        guard constantEvaluation.marked.insert(key).inserted else {
            if constantEvaluation.refusal == nil { constantEvaluation.refusal = "Cannot declare self-referencing constant \(written)::\(name)" }
            return .unknown(UnknownValue(expression: "\(written)::\(name)"))
        }
        defer { constantEvaluation.marked.remove(key) }
        return body()
    }

    /// Works out `body` as a constant expression written in `unit`, in class `className`: the class
    /// constants it reads are marked. The outermost one gives back PHP's error, if any was met.
    func constantExpression(_ unit: SourceUnit, _ className: String?, _ body: (inout InterpreterState) -> PHPValue) -> (value: PHPValue, refusal: String?) {
        constantEvaluation.depth += 1
        let value = within(unit: unit, function: functionName, classScope: className.map { ClassScope(selfClass: $0, staticClass: $0) } ?? classScope, countsAsCall: false) {
            var scratch = InterpreterState()
            return body(&scratch)
        }
        constantEvaluation.depth -= 1
        guard constantEvaluation.depth == 0, let refusal = constantEvaluation.refusal else { return (value, nil) }
        constantEvaluation.refusal = nil
        return (value, refusal)
    }

    /// A default (of a parameter, a property, a static property) or an enum case's value: a
    /// constant expression in `unit`, its error noted at `range`.
    func defaultValue(_ expr: Expr, unit: SourceUnit, className: String?, _ range: SourceRange) -> PHPValue {
        let (value, refusal) = constantExpression(unit, className) { scratch in evaluate(expr, &scratch) }
        return refused(refusal, range) ?? value
    }

    /// PHP's error, noted at `range` (in the running code, where PHP stops), and the unknown the
    /// expression gives instead; nil when there was none.
    func refused(_ refusal: String?, _ range: SourceRange) -> PHPValue? {
        guard let refusal else { return nil }
        note(.selfReferencingConstant(refusal), range)
        return unknown(range)
    }

    /// What `new C`, `C::$x` and a backed enum's constant read first: every constant of the class
    /// and its ancestors, then its defaults. False, with PHP's error noted at `range`, when one
    /// of them is refused.
    func updateClass(_ className: String, _ range: SourceRange) -> Bool {
        let key = className.phpLowercased
        if constantEvaluation.updatedClasses.contains(key) { return true }
        constantEvaluation.muted += 1
        let refusal = firstRefusal(updating: className)
        constantEvaluation.muted -= 1
        if refusal == nil { constantEvaluation.updatedClasses.insert(key) }
        return refused(refusal, range) == nil
    }

    private func firstRefusal(updating className: String) -> String? {
        for entry in index.lineage(of: className, in: scope).reversed() {
            for constant in index.ownConstants(of: entry) {
                let (_, refusal) = constantExpression(constant.unit, constant.className) { scratch in evaluate(constant.value, &scratch) }
                if let refusal { return refusal }
            }
        }
        for isStatic in [false, true] {
            for property in index.properties(of: className, isStatic: isStatic, scope: scope) {
                guard let value = property.defaultValue else { continue }
                let (_, refusal) = constantExpression(property.unit, property.className) { scratch in evaluate(value, &scratch) }
                if let refusal { return refusal }
            }
        }
        return nil
    }
}
