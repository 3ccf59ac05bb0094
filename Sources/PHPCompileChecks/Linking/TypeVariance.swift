import PHPSyntax

/// Whether one method may override another, decided as PHP decides it while compiling: classes
/// are looked up among those already linked, and a class it cannot find leaves the answer
/// open (PHP then links the class later, at run time, and `php -l` says nothing).
enum Verdict: Equatable {
    case compatible
    case incompatible
    /// PHP would need a class it does not have yet.
    case unresolved
    /// This model cannot tell what PHP would find.
    case unsure
}

/// What a class name stands for when PHP looks it up during compilation.
enum ClassLookup {
    /// Linked (or being linked): lowercased names of itself and everything it extends or implements.
    case known(Set<NameKey>)
    /// PHP has no such class yet.
    case absent
    case unsure
}

struct TypeVariance {
    /// Looks a name up as PHP does from the method of one side: `true` for the overriding
    /// method (whose class, being linked, is found by its own name), `false` for the overridden.
    var lookup: (_ name: String, _ fromChild: Bool) -> ClassLookup

    /// May `child` override `parent`? Parameter counts, by-reference passing, parameter types
    /// (contravariant) and return types (covariant).
    func check(_ child: InheritedMethod, overriding parent: InheritedMethod) -> Verdict {
        if parent.requiredCount < child.requiredCount { return .incompatible }
        if parent.byReferenceReturn && !child.byReferenceReturn { return .incompatible }
        if parent.variadic != nil && child.variadic == nil { return .incompatible }
        let parentCount = parent.parameters.count + (parent.variadic == nil ? 0 : 1)
        let childCount = child.parameters.count + (child.variadic == nil ? 0 : 1)
        var verdict = Verdict.compatible
        for index in 0..<max(parentCount, childCount) {
            guard let parentParameter = index < parent.parameters.count ? parent.parameters[index] : parent.variadic else { continue }
            guard let childParameter = index < child.parameters.count ? child.parameters[index] : child.variadic else { return .incompatible }
            switch parameterVerdict(child: childParameter.type, parent: parentParameter.type) {
            case .incompatible: return .incompatible
            case .unresolved where verdict != .unsure: verdict = .unresolved
            case .unsure: verdict = .unsure
            default: break
            }
            if childParameter.byReference != parentParameter.byReference { return .incompatible }
        }
        guard let parentReturn = parent.returnType else { return verdict }
        guard let childReturn = child.returnType else { return .incompatible }
        let returns = covariant(childReturn, fromChild: true, parentReturn, fromChild: false)
        return returns == .compatible ? verdict : returns
    }

    /// Are two property types the same, as PHP sees them (each a subtype of the other)?
    func invariant(child: ResolvedType, parent: ResolvedType) -> Verdict {
        if child == parent { return .compatible }
        let verdicts = [covariant(child, fromChild: true, parent, fromChild: false), covariant(parent, fromChild: false, child, fromChild: true)]
        if verdicts.allSatisfy({ $0 == .compatible }) { return .compatible }
        if verdicts.contains(.incompatible) { return .incompatible }
        return verdicts.contains(.unsure) ? .unsure : .unresolved
    }

    private func parameterVerdict(child: ResolvedType?, parent: ResolvedType?) -> Verdict {
        guard let child, !child.isMixed else { return .compatible }
        guard let parent else { return .incompatible }
        return covariant(parent, fromChild: false, child, fromChild: true)
    }

    /// Is `sub` (written in one class) a subtype of `sup` (written in the other)?
    func covariant(_ sub: ResolvedType, fromChild subSide: Bool, _ sup: ResolvedType, fromChild supSide: Bool) -> Verdict {
        if sup.isMixed && !sub.builtins.contains(.void) { return .compatible }
        var added = sub.builtins.subtracting(sup.builtins)
        if added.contains(.static) {
            switch permitsSelf(sup, selfSide: subSide) {
            case .compatible: added.remove(.static)
            case .unsure: return .unsure
            default: break
            }
        }
        if added == .never { return .compatible }
        if !added.isEmpty { return .incompatible }
        var verdict = Verdict.compatible
        for part in sub.classes {
            guard case .name(let name) = part else { return .unsure }
            switch classIsSubtype(name, side: subSide, of: sup, side: supSide) {
            case .incompatible: return .incompatible
            case .unresolved where verdict != .unsure: verdict = .unresolved
            case .unsure: verdict = .unsure
            default: break
            }
        }
        return verdict
    }

    private func classIsSubtype(_ name: String, side: Bool, of sup: ResolvedType, side supSide: Bool) -> Verdict {
        var unresolved = false
        var unsure = false
        if sup.builtins.contains(.object) {
            switch lookup(name, side) {
            case .known: return .compatible
            case .absent: unresolved = true
            case .unsure: unsure = true
            }
        }
        for part in sup.classes {
            guard case .name(let supName) = part else {
                unsure = true
                continue
            }
            if supName.phpLowercased == name.phpLowercased { return .compatible }
            switch (lookup(name, side), lookup(supName, supSide)) {
            case (.unsure, _), (_, .unsure): unsure = true
            case (.absent, _), (_, .absent): unresolved = true
            case (.known(let ancestors), .known):
                if ancestors.contains(NameKey(supName.phpLowercased)) { return .compatible }
            }
        }
        return unsure ? .unsure : unresolved ? .unresolved : .incompatible
    }

    /// Does `type` accept the class on `selfSide`, so that `static` may replace it?
    private func permitsSelf(_ type: ResolvedType, selfSide: Bool) -> Verdict {
        if type.builtins.contains(.object) { return .compatible }
        guard case .known(let ancestors) = lookup("static", selfSide) else { return .unsure }
        for part in type.classes {
            guard case .name(let name) = part else { return .unsure }
            switch lookup(name, selfSide) {
            case .known where ancestors.contains(NameKey(name.phpLowercased)): return .compatible
            case .unsure: return .unsure
            default: break
            }
        }
        return .incompatible
    }
}
