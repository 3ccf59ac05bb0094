import PHPRuntime
import PHPSyntax

/// What every analysed file declares: functions, constants and class constants, known across
/// files as PHP knows them once the files are included.
struct ProgramIndex: Sendable {
    struct FunctionEntry: Sendable {
        var declaration: FunctionDeclaration
        var unit: SourceUnit
        /// The class for a method, nil for a function.
        var className: String?
        var isStatic = false

        /// `build` for a function, `PushService::build` for a method: how reports and
        /// `--function` name it.
        var qualifiedName: String {
            className.map { "\($0)::\(declaration.name)" } ?? declaration.name
        }
    }

    /// A class, interface, trait or enum of the analysed code.
    struct ClassEntry: Sendable {
        var declaration: ClassDeclaration
        var unit: SourceUnit

        var name: String { declaration.name }
        /// The class it extends (an interface's parents are not looked through).
        var parentName: String? { declaration.kind == .class ? declaration.extends.first?.last : nil }
        var traitNames: [String] {
            declaration.members.flatMap { member -> [String] in
                if case .traitUse(let names) = member.kind { return names.map(\.last) }
                return []
            }
        }
    }

    /// Functions by lowercased name (PHP function names are case-insensitive).
    private(set) var functions: [String: FunctionEntry] = [:]
    /// Every function and method, in source order, for choosing entry points.
    private(set) var allFunctions: [FunctionEntry] = []
    /// A constant's expression and the unit it is written in, which its value is evaluated in.
    struct ConstantEntry: Sendable {
        var value: Expr
        var unit: SourceUnit
        /// The class of a class constant, which `self::` names in its value.
        var className: String? = nil
    }

    /// Constant expressions by name, from `define('NAME', expr)` and `const NAME = expr`.
    private(set) var constants: [String: ConstantEntry] = [:]
    /// Classes, interfaces, traits and enums by lowercased short name; the first one wins.
    private(set) var classes: [String: ClassEntry] = [:]
    /// Class constants by lowercased class name, then constant name.
    private(set) var classConstants: [String: [String: ConstantEntry]] = [:]

    init(units: [SourceUnit]) {
        for unit in units {
            collect(unit.tree.statements, unit: unit)
        }
    }

    func function(named name: String) -> FunctionEntry? {
        functions[name.lowercased()]
    }

    private mutating func collect(_ statements: [Stmt], unit: SourceUnit) {
        for statement in statements {
            switch statement.kind {
            case .function(let declaration):
                let entry = FunctionEntry(declaration: declaration, unit: unit, className: nil)
                if functions[declaration.name.lowercased()] == nil { functions[declaration.name.lowercased()] = entry }
                allFunctions.append(entry)
                collect(declaration.body ?? [], unit: unit)
            case .classLike(let declaration):
                collectClass(declaration, unit: unit)
            case .namespace(_, let body?), .declare(_, let body?), .block(let body):
                collect(body, unit: unit)
            case .const(let declarations):
                for constant in declarations where constants[constant.name] == nil {
                    constants[constant.name] = ConstantEntry(value: constant.value, unit: unit)
                }
            case .expression(let expr):
                collectDefine(expr, unit: unit)
            case .if(let statement):
                collect(statement.body, unit: unit)
                for clause in statement.elseIfs { collect(clause.body, unit: unit) }
                collect(statement.elseBody ?? [], unit: unit)
            default:
                break
            }
        }
    }

    private mutating func collectClass(_ declaration: ClassDeclaration, unit: SourceUnit) {
        let className = declaration.name.lowercased()
        if classes[className] == nil { classes[className] = ClassEntry(declaration: declaration, unit: unit) }
        for member in declaration.members {
            switch member.kind {
            case .constant(_, let declarations):
                for constant in declarations {
                    classConstants[className, default: [:]][constant.name] = ConstantEntry(value: constant.value, unit: unit, className: declaration.name)
                }
            case .method(let modifiers, let method):
                allFunctions.append(FunctionEntry(declaration: method, unit: unit, className: declaration.name, isStatic: modifiers.contains(.static)))
            default:
                break
            }
        }
    }

    /// `define('NAME', expr);`
    private mutating func collectDefine(_ expr: Expr, unit: SourceUnit) {
        guard case .call(.name(let name), let arguments) = expr.kind, name.last.lowercased() == "define",
              arguments.items.count >= 2, case .string(let bytes) = arguments.items[0].value.kind else { return }
        let constant = String(decoding: bytes, as: UTF8.self)
        if constants[constant] == nil { constants[constant] = ConstantEntry(value: arguments.items[1].value, unit: unit) }
    }

    // MARK: - Classes

    func classEntry(named name: String) -> ClassEntry? {
        classes[(name.split(separator: "\\").last.map(String.init) ?? name).lowercased()]
    }

    /// The class and its ancestors, nearest first (a cycle or a missing parent ends the chain).
    func lineage(of name: String) -> [ClassEntry] {
        var chain: [ClassEntry] = []
        var next: String? = name
        while let current = next, let entry = classEntry(named: current), !chain.contains(where: { $0.name.lowercased() == entry.name.lowercased() }) {
            chain.append(entry)
            next = entry.parentName
        }
        return chain
    }

    /// A method as PHP finds it: in the class, then the traits it uses, then its ancestors.
    func method(named method: String, in className: String) -> FunctionEntry? {
        let lowered = method.lowercased()
        for entry in lineage(of: className) {
            for owner in [entry] + entry.traitNames.compactMap(classEntry(named:)) {
                for member in owner.declaration.members {
                    if case .method(let modifiers, let declaration) = member.kind, declaration.name.lowercased() == lowered {
                        return FunctionEntry(declaration: declaration, unit: owner.unit, className: entry.name, isStatic: modifiers.contains(.static))
                    }
                }
            }
        }
        return nil
    }

    /// A class constant, looked up through ancestors, traits and interfaces.
    func classConstant(_ name: String, in className: String) -> ConstantEntry? {
        for entry in lineage(of: className) {
            if let constant = classConstants[entry.name.lowercased()]?[name] { return constant }
            for other in entry.traitNames + entry.declaration.implements.map(\.last) {
                if let constant = classConstants[other.lowercased()]?[name] { return constant }
            }
        }
        return nil
    }

    /// A property's declaration as the object's class sees it (the nearest declaration wins).
    struct PropertyDeclaration {
        var name: String
        var defaultValue: Expr?
        var isStatic: Bool
        var unit: SourceUnit
        /// The class that declares it, which `self::` means inside its default.
        var className: String
    }

    /// The instance (or static) properties of a class and its ancestors and traits, in the order
    /// PHP lays them out: ancestors first, a redeclaration replacing the inherited default.
    func properties(of className: String, isStatic: Bool) -> [PropertyDeclaration] {
        var result: [PropertyDeclaration] = []
        for entry in lineage(of: className).reversed() {
            for owner in entry.traitNames.compactMap(classEntry(named:)) + [entry] {
                for member in owner.declaration.members {
                    guard case .property(let modifiers, _, let items) = member.kind, modifiers.contains(.static) == isStatic else { continue }
                    for item in items {
                        let declaration = PropertyDeclaration(name: item.name, defaultValue: item.defaultValue, isStatic: isStatic, unit: owner.unit, className: entry.name)
                        if let index = result.firstIndex(where: { $0.name == item.name }) { result[index] = declaration } else { result.append(declaration) }
                    }
                }
            }
        }
        return result
    }
}
