import PHPRuntime
import PHPSyntax

/// What every analysed file declares: functions, constants, classes and class constants, and
/// which files include which.
///
/// A tree is a set of scripts, not one program: two scripts may each define their own
/// `buildTpl()`. A name is resolved as the running script sees it (`Scope`): a declaration in the
/// script or a file it includes wins; else one that is the only one of its name in the tree;
/// else the name is unknown. Classes are found by their qualified name, through includes, then
/// through `composer.json`'s PSR-4 autoload, then by a short name that is unique in the tree.
struct ProgramIndex: Sendable {
    struct FunctionEntry: Sendable {
        var declaration: FunctionDeclaration
        var unit: SourceUnit
        /// The class for a method, as written in its declaration; nil for a function.
        var className: String?
        /// The class's qualified name (`App\Push\Service`), which `self::` means in its body.
        var classQualifiedName: String?
        var isStatic = false

        /// `build` for a function, `PushService::build` for a method: how reports and
        /// `--function` name it.
        var qualifiedName: String {
            className.map { "\($0)::\(declaration.name)" } ?? declaration.name
        }

        /// Which declaration this is, as calls record it: two scripts' `build()` differ, and a
        /// trait's method is one declaration whichever class uses the trait (`Notifier::payload`
        /// runs `BuildsPayloads::payload`).
        var callKey: String { Self.callKey(declaration, in: unit) }

        static func callKey(_ declaration: FunctionDeclaration, in unit: SourceUnit) -> String { "\(unit.file.path)#\(declaration.range.start)" }
    }

    /// A class, interface, trait or enum of the analysed code.
    struct ClassEntry: Sendable {
        var declaration: ClassDeclaration
        var unit: SourceUnit
        /// `App\Push\Service`: the namespace it is declared in and its name.
        var qualifiedName: String
        /// The qualified names of the class it extends, the traits it uses and the interfaces it
        /// implements, resolved where it is declared.
        var parentName: String?
        var traitNames: [String]
        var interfaceNames: [String]

        var name: String { declaration.name }
    }

    /// A constant's expression and the unit it is written in, which its value is evaluated in.
    struct ConstantEntry: Sendable {
        var value: Expr
        var unit: SourceUnit
        /// The qualified name of a class constant's class, which `self::` names in its value.
        var className: String? = nil
        /// Defined by `define('NAME', …)`, whose value is running code, not a constant expression.
        var isDefinedByCall = false
    }

    /// Functions by lowercased qualified name, every declaration of each.
    private var functions: [String: [FunctionEntry]] = [:]
    /// Every function and method, in source order, for choosing entry points.
    private(set) var allFunctions: [FunctionEntry] = []
    /// Constant expressions by name, from `define('NAME', expr)` and `const NAME = expr`.
    private var constants: [String: [ConstantEntry]] = [:]
    /// Classes, interfaces, traits and enums by lowercased qualified name, and by lowercased short name.
    private var classesByQualifiedName: [String: [ClassEntry]] = [:]
    private var classesByShortName: [String: [ClassEntry]] = [:]
    /// Class constants by lowercased qualified class name and declaration, then constant name.
    private var classConstants: [String: [String: ConstantEntry]] = [:]
    /// Each file's namespace and imports, by path.
    private var nameContexts: [String: NameContext] = [:]
    /// Each file and the files it includes, directly or through others, by path.
    private var scripts: [String: Set<String>] = [:]
    var autoload = ComposerAutoload()

    init(units: [SourceUnit], autoload: ComposerAutoload = ComposerAutoload()) {
        self.autoload = autoload
        for unit in units {
            var context = NameContext()
            collect(unit.tree.statements, unit: unit, context: &context)
            nameContexts[unit.file.path] = context
        }
        scripts = Self.includeClosures(units)
    }

    // MARK: - Scripts

    /// The files one running script can see: the entry file and the running file, with what each includes.
    struct Scope: Sendable {
        var paths: Set<String>
        /// The running file, whose own declarations come first.
        var runningPath: String
    }

    func scope(entry: SourceUnit, running: SourceUnit) -> Scope {
        var paths = scripts[entry.file.path] ?? [entry.file.path]
        if running.file.path != entry.file.path { paths.formUnion(scripts[running.file.path] ?? [running.file.path]) }
        return Scope(paths: paths, runningPath: running.file.path)
    }

    /// The declaration a script sees among several of one name: its own file's, one it includes,
    /// or the only one in the tree.
    private func pick<T>(_ candidates: [T]?, in scope: Scope?, path: (T) -> String) -> T? {
        guard let candidates, !candidates.isEmpty else { return nil }
        if candidates.count == 1 { return candidates[0] }
        guard let scope else { return nil }
        return candidates.first { path($0) == scope.runningPath } ?? candidates.first { scope.paths.contains(path($0)) }
    }

    static func includeClosures(_ units: [SourceUnit]) -> [String: Set<String>] {
        let constants = IncludeTargets.stringConstants(of: units)
        let known = Set(units.map(\.file.path))
        var direct: [String: [String]] = [:]
        for unit in units {
            direct[unit.file.path, default: []] += IncludeTargets.paths(in: unit, constants: constants).filter(known.contains)
        }
        var closures: [String: Set<String>] = [:]
        for path in known {
            var seen: Set<String> = [path]
            var pending = [path]
            while let next = pending.popLast() {
                for included in direct[next] ?? [] where seen.insert(included).inserted { pending.append(included) }
            }
            closures[path] = seen
        }
        return closures
    }

    // MARK: - Names

    func nameContext(of unit: SourceUnit) -> NameContext {
        nameContexts[unit.file.path] ?? NameContext()
    }

    /// The function a call names in `scope`, by the names PHP tries (`App\build`, then `build`).
    func function(_ candidates: [String], in scope: Scope?) -> FunctionEntry? {
        for name in candidates {
            if let entry = pick(functions[name.phpLowercased], in: scope, path: \.unit.file.path) { return entry }
        }
        return nil
    }

    func constant(_ name: String, in scope: Scope?) -> ConstantEntry? {
        pick(constants[name], in: scope, path: \.unit.file.path)
    }

    func isConstantDefined(_ name: String) -> Bool { constants[name] != nil }

    // MARK: - What a file declares and imports

    /// The qualified names of the classes a file declares, and of those it imports with `use`,
    /// extends, implements or uses as traits: what an autoloader would be asked for.
    static func classNames(_ unit: SourceUnit) -> (declared: [String], imported: [String]) {
        var index = ProgramIndex(units: [])
        var context = NameContext()
        index.collect(unit.tree.statements, unit: unit, context: &context)
        let entries = index.classesByQualifiedName.values.flatMap { $0 }
        var imported = Array(context.classImports.values).sorted()
        for entry in entries {
            imported += [entry.parentName].compactMap { $0 } + entry.traitNames + entry.interfaceNames
        }
        return (entries.map(\.qualifiedName), imported)
    }

    // MARK: - Collecting

    private mutating func collect(_ statements: [Stmt], unit: SourceUnit, context: inout NameContext) {
        for statement in statements {
            switch statement.kind {
            case .function(let declaration):
                let entry = FunctionEntry(declaration: declaration, unit: unit, className: nil)
                // Functions live in their namespace: `App\build` is found as the call resolves it.
                let qualified = context.namespace.isEmpty ? declaration.name : context.namespace + "\\" + declaration.name
                functions[qualified.phpLowercased, default: []].append(entry)
                allFunctions.append(entry)
                collect(declaration.body ?? [], unit: unit, context: &context)
            case .classLike(let declaration):
                collectClass(declaration, unit: unit, context: context)
            case .namespace(let name, let body):
                context.namespace = name?.joined ?? ""
                if let body {
                    var inner = context
                    inner.classImports = [:]
                    inner.functionImports = [:]
                    collect(body, unit: unit, context: &inner)
                    context.classImports.merge(inner.classImports) { first, _ in first }
                    context.functionImports.merge(inner.functionImports) { first, _ in first }
                }
            case .use(let use):
                context.add(use)
            case .declare(_, let body?), .block(let body):
                collect(body, unit: unit, context: &context)
            case .const(let declarations):
                for constant in declarations {
                    constants[constant.name, default: []].append(ConstantEntry(value: constant.value, unit: unit))
                }
            case .expression(let expr):
                collectDefine(expr, unit: unit)
            case .if(let statement):
                collect(statement.body, unit: unit, context: &context)
                for clause in statement.elseIfs { collect(clause.body, unit: unit, context: &context) }
                collect(statement.elseBody ?? [], unit: unit, context: &context)
            case .while, .doWhile, .for, .foreach, .switch, .try:
                // What loops, switches and `try` declare is declared only when they run that far.
                break
            case .declare(_, nil), .echo, .inlineHTML, .break, .continue, .return, .global, .staticVariables, .unset,
                 .goto, .label, .haltCompiler, .nop, .error:
                break
            }
        }
    }

    private mutating func collectClass(_ declaration: ClassDeclaration, unit: SourceUnit, context: NameContext) {
        let qualifiedName = context.namespace.isEmpty ? declaration.name : context.namespace + "\\" + declaration.name
        var traits: [String] = []
        for member in declaration.members {
            if case .traitUse(let names, _) = member.kind { traits += names.map(context.qualifiedClassName) }
        }
        let entry = ClassEntry(declaration: declaration, unit: unit, qualifiedName: qualifiedName,
                               parentName: declaration.kind == .class ? declaration.extends.first.map(context.qualifiedClassName) : nil,
                               traitNames: traits, interfaceNames: (declaration.kind == .interface ? declaration.extends : declaration.implements).map(context.qualifiedClassName))
        classesByQualifiedName[qualifiedName.phpLowercased, default: []].append(entry)
        classesByShortName[declaration.name.phpLowercased, default: []].append(entry)
        let key = Self.classKey(entry)
        for member in declaration.members {
            switch member.kind {
            case .constant(_, let declarations):
                for constant in declarations {
                    classConstants[key, default: [:]][constant.name] = ConstantEntry(value: constant.value, unit: unit, className: qualifiedName)
                }
            case .method(let modifiers, let method):
                allFunctions.append(FunctionEntry(declaration: method, unit: unit, className: declaration.name, classQualifiedName: qualifiedName,
                                                  isStatic: modifiers.contains(.static)))
            default:
                break
            }
        }
    }

    /// Class constants are kept per declaration: two scripts' `Config::SOUND` may differ.
    private static func classKey(_ entry: ClassEntry) -> String {
        "\(entry.qualifiedName.phpLowercased)#\(entry.unit.file.path)#\(entry.declaration.range.start)"
    }

    /// `define('NAME', expr);`
    private mutating func collectDefine(_ expr: Expr, unit: SourceUnit) {
        guard case .call(.name(let name), let arguments) = expr.kind, name.last.phpLowercased == "define",
              arguments.items.count >= 2, case .string(let bytes) = arguments.items[0].value.kind else { return }
        let constant = String(decoding: bytes, as: UTF8.self)
        constants[constant, default: []].append(ConstantEntry(value: arguments.items[1].value, unit: unit, isDefinedByCall: true))
    }

    // MARK: - Classes

    /// The class a qualified name (or a short one) means in `scope`: by qualified name through
    /// the script's includes, then the PSR-4 file for it, then the only class of that qualified
    /// name; failing those, the only class of its short name in the tree.
    func classEntry(named name: String, in scope: Scope? = nil) -> ClassEntry? {
        let trimmed = name.hasPrefix("\\") ? String(name.dropFirst()) : name
        if let candidates = classesByQualifiedName[trimmed.phpLowercased], !candidates.isEmpty {
            if candidates.count == 1 { return candidates[0] }
            if let scope, let inScope = candidates.first(where: { $0.unit.file.path == scope.runningPath }) ?? candidates.first(where: { scope.paths.contains($0.unit.file.path) }) {
                return inScope
            }
            if let autoloaded = candidates.first(where: { autoload.mayDeclare(trimmed, path: $0.unit.file.path) }) { return autoloaded }
            return candidates[0]
        }
        let short = trimmed.split(separator: "\\").last.map(String.init) ?? trimmed
        guard let candidates = classesByShortName[short.phpLowercased], candidates.count == 1 else { return nil }
        return candidates[0]
    }

    /// The class and its ancestors, nearest first (a cycle or a missing parent ends the chain).
    func lineage(of name: String, in scope: Scope? = nil) -> [ClassEntry] {
        var chain: [ClassEntry] = []
        var next: String? = name
        while let current = next, let entry = classEntry(named: current, in: scope),
              !chain.contains(where: { Self.classKey($0) == Self.classKey(entry) }) {
            chain.append(entry)
            next = entry.parentName
        }
        return chain
    }

    /// A method as PHP finds it: in the class, then the traits it uses, then its ancestors.
    func method(named method: String, in className: String, scope: Scope? = nil) -> FunctionEntry? {
        let lowered = method.phpLowercased
        for entry in lineage(of: className, in: scope) {
            for owner in [entry] + entry.traitNames.compactMap({ classEntry(named: $0, in: scope) }) {
                for member in owner.declaration.members {
                    if case .method(let modifiers, let declaration) = member.kind, declaration.name.phpLowercased == lowered {
                        return FunctionEntry(declaration: declaration, unit: owner.unit, className: entry.name, classQualifiedName: entry.qualifiedName,
                                             isStatic: modifiers.contains(.static))
                    }
                }
            }
        }
        return nil
    }

    /// A class constant, looked up through ancestors, traits and interfaces.
    func classConstant(_ name: String, in className: String, scope: Scope? = nil) -> ConstantEntry? {
        for entry in lineage(of: className, in: scope) {
            if let constant = classConstants[Self.classKey(entry)]?[name] { return constant }
            for other in entry.traitNames + entry.interfaceNames {
                for related in lineage(of: other, in: scope) {
                    if let constant = classConstants[Self.classKey(related)]?[name] { return constant }
                }
            }
        }
        return nil
    }

    /// The constants a class declares itself, and a backed enum's cases, in the order written:
    /// the order PHP works them out in when the class is first used.
    func ownConstants(of entry: ClassEntry) -> [ConstantEntry] {
        var found: [ConstantEntry] = []
        for member in entry.declaration.members {
            switch member.kind {
            case .constant(_, let declarations):
                found += declarations.map { ConstantEntry(value: $0.value, unit: entry.unit, className: entry.qualifiedName) }
            case .enumCase(_, let value?):
                found.append(ConstantEntry(value: value, unit: entry.unit, className: entry.qualifiedName))
            default:
                break
            }
        }
        return found
    }

    /// A property's declaration as the object's class sees it (the nearest declaration wins).
    struct PropertyDeclaration {
        var name: String
        var defaultValue: Expr?
        var isStatic: Bool
        var unit: SourceUnit
        /// The qualified name of the class that declares it, which `self::` means inside its default.
        var className: String
    }

    /// The instance (or static) properties of a class and its ancestors and traits, in the order
    /// PHP lays them out: ancestors first, a redeclaration replacing the inherited default.
    func properties(of className: String, isStatic: Bool, scope: Scope? = nil) -> [PropertyDeclaration] {
        var result: [PropertyDeclaration] = []
        for entry in lineage(of: className, in: scope).reversed() {
            for owner in entry.traitNames.compactMap({ classEntry(named: $0, in: scope) }) + [entry] {
                for member in owner.declaration.members {
                    guard case .property(let modifiers, _, let items) = member.kind, modifiers.contains(.static) == isStatic else { continue }
                    for item in items {
                        let declaration = PropertyDeclaration(name: item.name, defaultValue: item.defaultValue, isStatic: isStatic, unit: owner.unit, className: entry.qualifiedName)
                        if let index = result.firstIndex(where: { $0.name == item.name }) { result[index] = declaration } else { result.append(declaration) }
                    }
                }
            }
        }
        return result
    }
}
