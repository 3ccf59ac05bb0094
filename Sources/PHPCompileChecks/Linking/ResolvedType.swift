import PHPSyntax

/// A declared type as PHP holds it once compiled: class names resolved against the namespace
/// and imports (`self` becomes the class's own name, `iterable` becomes `Traversable|array`),
/// and the built-in types as a set. What inheritance compares, and prints in its messages.
struct ResolvedType: Equatable {
    struct Builtins: OptionSet, Hashable {
        let rawValue: UInt16
        static let null = Builtins(rawValue: 1 << 0)
        static let `false` = Builtins(rawValue: 1 << 1)
        static let `true` = Builtins(rawValue: 1 << 2)
        static let int = Builtins(rawValue: 1 << 3)
        static let float = Builtins(rawValue: 1 << 4)
        static let string = Builtins(rawValue: 1 << 5)
        static let array = Builtins(rawValue: 1 << 6)
        static let object = Builtins(rawValue: 1 << 7)
        /// Only through `mixed`: no declaration names it.
        static let resource = Builtins(rawValue: 1 << 8)
        static let callable = Builtins(rawValue: 1 << 9)
        static let void = Builtins(rawValue: 1 << 10)
        static let never = Builtins(rawValue: 1 << 11)
        static let `static` = Builtins(rawValue: 1 << 12)
        static let bool: Builtins = [.false, .true]
        static let mixed: Builtins = [.null, .false, .true, .int, .float, .string, .array, .object, .resource]
    }

    /// A class name, or a group of them that must all hold (`A&B`).
    enum ClassPart: Equatable {
        case name(String)
        case intersection([String])
    }

    var classes: [ClassPart] = []
    var builtins: Builtins = []

    var isMixed: Bool { builtins == .mixed && classes.isEmpty }

    /// The type written as `hint` in a class named `className` (whose parent is `parentName`),
    /// or nil when it names something this model does not resolve for certain.
    init?(_ hint: TypeHint, className: String, parentName: String?, names: NameResolution) {
        switch hint {
        case .name(let name):
            guard add(name, className: className, parentName: parentName, names: names) else { return nil }
        case .nullable(let inner):
            guard let resolved = ResolvedType(inner, className: className, parentName: parentName, names: names) else { return nil }
            self = resolved
            builtins.insert(.null)
        case .union(let members):
            for member in members {
                guard let resolved = ResolvedType(member, className: className, parentName: parentName, names: names) else { return nil }
                classes += resolved.classes
                builtins.formUnion(resolved.builtins)
            }
        case .intersection(let members):
            var parts: [String] = []
            for member in members {
                // Only class names can be intersected; anything else is a compile error PHP gives first.
                guard case .name(let name) = member, name.kind != .unqualified || !Self.reservedWords.contains(name.last.phpLowercased) else { return nil }
                parts.append(names.className(name))
            }
            classes.append(.intersection(parts))
        }
    }

    private static let reservedWords: Set<String> = [
        "null", "false", "true", "bool", "int", "float", "string", "array", "object", "callable", "void", "never", "mixed",
        "static", "iterable", "self", "parent",
    ]

    private mutating func add(_ name: Name, className: String, parentName: String?, names: NameResolution) -> Bool {
        if name.kind == .unqualified {
            switch name.last.phpLowercased {
            case "null": builtins.insert(.null)
            case "false": builtins.insert(.false)
            case "true": builtins.insert(.true)
            case "bool": builtins.formUnion(.bool)
            case "int": builtins.insert(.int)
            case "float": builtins.insert(.float)
            case "string": builtins.insert(.string)
            case "array": builtins.insert(.array)
            case "object": builtins.insert(.object)
            case "callable": builtins.insert(.callable)
            case "void": builtins.insert(.void)
            case "never": builtins.insert(.never)
            case "mixed": builtins.formUnion(.mixed)
            case "static": builtins.insert(.static)
            case "iterable":
                classes.append(.name("Traversable"))
                builtins.insert(.array)
            case "self": classes.append(.name(className))
            case "parent":
                guard let parentName else { return false }
                classes.append(.name(parentName))
            default:
                classes.append(.name(names.className(name)))
            }
            return true
        }
        classes.append(.name(names.className(name)))
        return true
    }

    /// PHP's spelling: class names in the order written, then the built-in types in PHP's own
    /// order, and `?T` for a single type with null.
    var description: String {
        if isMixed { return "mixed" }
        var parts: [String] = []
        for part in classes {
            switch part {
            case .name(let name): parts.append(name)
            case .intersection(let names): parts.append(names.joined(separator: "&"))
            }
        }
        let ordered: [(Builtins, String)] = [
            (.static, "static"), (.callable, "callable"), (.object, "object"), (.array, "array"), (.string, "string"),
            (.int, "int"), (.float, "float"),
        ]
        for (bit, word) in ordered where builtins.contains(bit) { parts.append(word) }
        if builtins.isSuperset(of: .bool) {
            parts.append("bool")
        } else if builtins.contains(.false) {
            parts.append("false")
        } else if builtins.contains(.true) {
            parts.append("true")
        }
        if builtins.contains(.void) { parts.append("void") }
        if builtins.contains(.never) { parts.append("never") }
        if builtins.contains(.null) {
            if parts.count == 1 && !parts[0].contains("&") { return "?" + parts[0] }
            parts.append("null")
        }
        if parts.count > 1 {
            // An intersection among other types is written in parentheses.
            parts = parts.map { $0.contains("&") ? "(\($0))" : $0 }
        }
        return parts.joined(separator: "|")
    }
}
