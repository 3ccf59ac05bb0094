/// Modifiers PHP's parser refuses as it reads them, before anything compiles: an access type
/// after another, a modifier written twice, `abstract` with `final`. Asked as each modifier is
/// read, so the error is reported at the one refused, as PHP reports it.
enum RefusedModifiers {
    /// PHP's message when `modifier`, read after `earlier`, is refused on a member or a promoted
    /// parameter.
    static func member(_ modifier: Modifier, after earlier: ModifierList) -> String? {
        guard !earlier.isEmpty else { return nil }
        switch modifier {
        case .var:
            return nil  // `var` stands alone, which the grammar says (`ParserDeclarations.parseClassMember`)
        case .public, .protected, .private:
            if earlier.contains(where: { $0 == .public || $0 == .protected || $0 == .private }) { return "Multiple access type modifiers are not allowed" }
        case .static, .final, .abstract, .readonly:
            if earlier.contains(modifier) { return "Multiple \(modifier.rawValue) modifiers are not allowed" }
        }
        if abstractWithFinal(modifier, after: earlier) { return "Cannot use the final modifier on an abstract class member" }
        return nil
    }

    /// PHP's message when `modifier`, read after `earlier`, is refused on a class.
    static func `class`(_ modifier: Modifier, after earlier: ModifierList) -> String? {
        guard !earlier.isEmpty else { return nil }
        if earlier.contains(modifier) { return "Multiple \(modifier.rawValue) modifiers are not allowed" }
        if abstractWithFinal(modifier, after: earlier) { return "Cannot use the final modifier on an abstract class" }
        return nil
    }

    private static func abstractWithFinal(_ modifier: Modifier, after earlier: ModifierList) -> Bool {
        (modifier == .abstract && earlier.contains(.final)) || (modifier == .final && earlier.contains(.abstract))
    }
}
