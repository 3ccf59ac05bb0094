import PHPRuntime
import PHPSyntax

/// What PHP checks when a user function is called: each parameter's declared type, and whether
/// the calling file declares `strict_types=1`. The interpreter and the Swift builders both ask here.
public enum DeclaredTypes {
    /// `parameter`'s declared type as PHP checks an argument against it; nil when there is none
    /// or PHPRuntime does not check it (a class). A default of null makes it nullable.
    public static func checkedType(_ parameter: Parameter) -> PHPParameterType? {
        guard let written = parameter.type.flatMap(Self.written) else { return nil }
        var defaultsToNull = false
        if case .constantFetch(let name)? = parameter.defaultValue?.kind { defaultsToNull = name.joined.phpLowercased == "null" }
        return PHPParameterType(written, nullable: defaultsToNull)
    }

    /// A type as PHP source writes it; nil for an intersection, which names classes only.
    private static func written(_ type: TypeHint) -> String? {
        switch type {
        case .name(let name): return name.joined
        case .nullable(let inner): return written(inner).map { "?" + $0 }
        case .union(let parts):
            let spelled = parts.compactMap(written)
            return spelled.count == parts.count ? spelled.joined(separator: "|") : nil
        case .intersection: return nil
        }
    }

    /// Whether `unit` declares `strict_types=1`, which makes its calls check types without converting.
    public static func isStrict(_ unit: SourceUnit) -> Bool {
        for statement in unit.tree.statements {
            guard case .declare(let directives, _) = statement.kind else { continue }
            for directive in directives where directive.name.phpLowercased == "strict_types" {
                if case .integer(1) = directive.value.kind { return true }
            }
        }
        return false
    }

    /// The message `new Exception($message)` keeps: the constructor's `string $message`.
    static func exceptionMessage(_ value: PHPValue, of className: String) throws(PHPError) -> PHPValue {
        try PHPParameterType("string")!.coerce(value, position: 1, parameter: "message", of: className + "::__construct")
    }
}
