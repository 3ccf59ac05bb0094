import PHPSyntax
import PushAnalysis

/// The classes of the analysed files, as a builder needs them: constants to fold, the properties
/// a method reads (the object's state, which becomes the builder's stored properties), and the
/// methods `$this->…()` and `self::…()` call.
struct BuilderClasses {
    private var classes: [String: ClassDeclaration] = [:]
    /// Static properties some code assigns: their declared default cannot be folded.
    private var writtenStaticProperties: Set<String> = []
    /// Copies of the SDK's client under another name (lowercased).
    private var clientCopies: Set<String> = []

    init(units: [SourceUnit]) {
        for unit in units.sorted(by: { $0.file.path < $1.file.path }) {
            collect(unit.tree.statements)
            unit.tree.statements.forEachExpression { expr in
                if case .assign(let target, _) = expr.kind, case .staticPropertyFetch(_, .identifier(let name, _)) = target.kind {
                    writtenStaticProperties.insert(name)
                }
            }
        }
    }

    private mutating func collect(_ statements: [Stmt]) {
        for statement in BuilderProgram.fileLevel(statements) {
            switch statement.kind {
            case .classLike(let declaration) where !declaration.name.isEmpty && Self.isClientCopy(declaration):
                clientCopies.insert(declaration.name.phpLowercased)
            case .classLike(let declaration) where !declaration.name.isEmpty:
                if classes[declaration.name.phpLowercased] == nil { classes[declaration.name.phpLowercased] = declaration }
                for member in declaration.members {
                    if case .method(_, let method) = member.kind {
                        (method.body ?? []).forEachExpression { expr in
                            if case .assign(let target, _) = expr.kind, case .staticPropertyFetch(_, .identifier(let name, _)) = target.kind {
                                writtenStaticProperties.insert(name)
                            }
                        }
                    }
                }
            default:
                break
            }
        }
    }

    /// Whether `name` is a copy of the SDK's client under another name (`class IGeTuiPush`, a
    /// vendored `IGeTui`): like `IGeTui`, it never decides the APNs bytes.
    func isClientCopy(_ name: String) -> Bool {
        clientCopies.contains((name.split(separator: "\\").last.map(String.init) ?? name).phpLowercased)
    }

    /// A class declaring `IGeTui`'s sending methods and the private plumbing only the SDK's client
    /// has (posting JSON, building a single message's post data, finding the push domains).
    private static func isClientCopy(_ declaration: ClassDeclaration) -> Bool {
        var methods: Set<String> = []
        for member in declaration.members {
            if case .method(_, let method) = member.kind { methods.insert(method.name.phpLowercased) }
        }
        let sending: Set<String> = ["pushmessagetosingle", "pushapnmessagetosingle", "pushmessagetoapp"]
        let plumbing: Set<String> = ["httppostjson", "getsinglemessagepostdata", "getlistappcontentid", "getospushdomainurllist", "initosdomain"]
        return methods.intersection(sending).count >= 2 && methods.intersection(plumbing).count >= 2
    }

    func declaration(_ name: String) -> ClassDeclaration? {
        classes[(name.split(separator: "\\").last.map(String.init) ?? name).phpLowercased]
    }

    /// The class and its ancestors, nearest first.
    func lineage(_ name: String) -> [ClassDeclaration] {
        var chain: [ClassDeclaration] = []
        var next: String? = name
        while let current = next, let entry = declaration(current), !chain.contains(where: { $0.name.phpLowercased == entry.name.phpLowercased }) {
            chain.append(entry)
            next = entry.kind == .class ? entry.extends.first?.last : nil
        }
        return chain
    }

    /// `self`, `static` and `parent` as the class they name inside `current`.
    func resolve(_ name: Name, in current: String?) -> String? {
        switch name.joined.phpLowercased {
        case "self", "static": return current
        case "parent": return current.flatMap { lineage($0).first?.extends.first?.last }
        default: return name.last
        }
    }

    /// A class constant's expression and the class it is declared in.
    func constant(_ name: String, in className: String) -> (value: Expr, owner: String)? {
        for entry in lineage(className) {
            for member in entry.members {
                if case .constant(_, let constants) = member.kind, let found = constants.first(where: { $0.name == name }) {
                    return (found.value, entry.name)
                }
            }
        }
        return nil
    }

    /// A method, looked up through the ancestors, and the class that declares it.
    func method(_ name: String, in className: String) -> (declaration: FunctionDeclaration, owner: String, isStatic: Bool)? {
        for entry in lineage(className) {
            for member in entry.members {
                if case .method(let modifiers, let method) = member.kind, method.name.phpLowercased == name.phpLowercased {
                    return (method, entry.name, modifiers.contains(.static))
                }
            }
        }
        return nil
    }

    /// What an object property starts as: its declared default (nearest declaration wins), or a
    /// promoted constructor parameter's default. `found` is false when no class declares it.
    func propertyDefault(_ name: String, in className: String) -> (found: Bool, value: Expr?) {
        for entry in lineage(className) {
            for member in entry.members {
                switch member.kind {
                case .property(let modifiers, _, let items) where !modifiers.contains(.static):
                    if let item = items.first(where: { $0.name == name }) { return (true, item.defaultValue) }
                case .method(_, let method) where method.name.phpLowercased == "__construct":
                    if let parameter = method.parameters.first(where: { $0.name == name && !$0.modifiers.isEmpty }) {
                        return (true, parameter.defaultValue)
                    }
                default:
                    break
                }
            }
        }
        return (false, nil)
    }

    /// A static property's default, when no code assigns the property.
    func staticDefault(_ name: String, in className: String) -> Expr? {
        guard !writtenStaticProperties.contains(name) else { return nil }
        for entry in lineage(className) {
            for member in entry.members {
                if case .property(let modifiers, _, let items) = member.kind, modifiers.contains(.static),
                   let item = items.first(where: { $0.name == name }) {
                    return item.defaultValue
                }
            }
        }
        return nil
    }
}
