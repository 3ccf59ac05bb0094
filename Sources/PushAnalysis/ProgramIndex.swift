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
    }

    /// Functions by lowercased name (PHP function names are case-insensitive).
    private(set) var functions: [String: FunctionEntry] = [:]
    /// Every function and method, in source order, for choosing entry points.
    private(set) var allFunctions: [FunctionEntry] = []
    /// A constant's expression and the unit it is written in, which its value is evaluated in.
    struct ConstantEntry: Sendable {
        var value: Expr
        var unit: SourceUnit
    }

    /// Constant expressions by name, from `define('NAME', expr)` and `const NAME = expr`.
    private(set) var constants: [String: ConstantEntry] = [:]
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
        for member in declaration.members {
            switch member.kind {
            case .constant(_, let declarations):
                for constant in declarations {
                    classConstants[className, default: [:]][constant.name] = ConstantEntry(value: constant.value, unit: unit)
                }
            case .method(_, let method):
                allFunctions.append(FunctionEntry(declaration: method, unit: unit, className: declaration.name))
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
}
