import GeTuiModel
import PHPSyntax
import PushAnalysis

/// What all the analysed files declare: functions (callable as helpers) and constants with a
/// literal value (the defaults of the builders' constant parameters).
struct BuilderProgram {
    var functions: [String: FunctionDeclaration] = [:]
    var constants: [String: Expr] = [:]

    init(units: [SourceUnit]) {
        // First declaration wins, as PHP would refuse the second; sorted so file order does not matter.
        let sorted = units.sorted { $0.file.path < $1.file.path }
        for unit in sorted {
            for function in Self.functions(in: unit.tree.statements) where functions[function.name.phpLowercased] == nil {
                functions[function.name.phpLowercased] = function
            }
            collectConstants(unit.tree.statements)
        }
    }

    private mutating func collectConstants(_ statements: [Stmt]) {
        for statement in Self.fileLevel(statements) {
            switch statement.kind {
            case .const(let declarations):
                for constant in declarations where constants[constant.name] == nil { constants[constant.name] = constant.value }
            case .expression(let expr):
                if case .call(.name(let name), let arguments) = expr.kind, name.last.phpLowercased == "define",
                   arguments.items.count >= 2, case .string(let bytes) = arguments.items[0].value.kind {
                    let constant = String(decoding: bytes, as: UTF8.self)
                    if constants[constant] == nil { constants[constant] = arguments.items[1].value }
                }
            default:
                break
            }
        }
    }

    /// Named functions at file level (also inside namespaces and blocks).
    static func functions(in statements: [Stmt]) -> [FunctionDeclaration] {
        fileLevel(statements).compactMap { statement in
            guard case .function(let declaration) = statement.kind, !declaration.name.isEmpty, declaration.body != nil else { return nil }
            return declaration
        }
    }

    /// Methods with a body of the named classes at file level (also inside namespaces and blocks).
    static func methods(in statements: [Stmt]) -> [(className: String, method: FunctionDeclaration)] {
        var result: [(String, FunctionDeclaration)] = []
        for statement in fileLevel(statements) {
            guard case .classLike(let declaration) = statement.kind, !declaration.name.isEmpty else { continue }
            for member in declaration.members {
                if case .method(_, let method) = member.kind, method.body != nil { result.append((declaration.name, method)) }
            }
        }
        return result
    }

    /// The statements at a file's own level: those inside a braced namespace or a bare block
    /// (`{ … }`) stand there too. Every kind is listed, so a new one is decided here.
    static func fileLevel(_ statements: [Stmt]) -> [Stmt] {
        statements.flatMap { statement -> [Stmt] in
            switch statement.kind {
            case .namespace(_, let body?), .block(let body):
                return fileLevel(body)
            case .namespace(_, nil), .expression, .echo, .inlineHTML, .if, .while, .doWhile, .for, .foreach, .switch, .break,
                 .continue, .return, .global, .staticVariables, .unset, .try, .function, .classLike, .use, .const, .declare,
                 .goto, .label, .haltCompiler, .nop, .error:
                return [statement]
            }
        }
    }

    /// The statements that run when the file is included: everything but declarations.
    static func topLevelStatements(_ statements: [Stmt]) -> [Stmt] {
        var result: [Stmt] = []
        for statement in statements {
            switch statement.kind {
            case .function, .classLike: break
            case .namespace(_, let body?): result += topLevelStatements(body)
            case .namespace(_, nil), .expression, .echo, .inlineHTML, .block, .if, .while, .doWhile, .for, .foreach, .switch,
                 .break, .continue, .return, .global, .staticVariables, .unset, .try, .use, .const, .declare, .goto, .label,
                 .haltCompiler, .nop, .error:
                result.append(statement)
            }
        }
        return result
    }

    /// Top-level code that builds a payload itself, or keeps what a payload-building function of
    /// the program returns (`$apn = buildTpl("A");`).
    func scriptBuildsPayload(_ statements: [Stmt]) -> Bool {
        Self.buildsPayload(statements) { name in
            functions[name].map { Self.buildsPayload($0.body ?? []) } ?? false
        }
    }

    /// Code that makes an `IGtAPNPayload`, gives a template its APNs part, makes a v2 request or
    /// one of its printable parts, or writes a raw REST body builds a payload; `calls` says
    /// whether calling a function by its lower-cased name does.
    static func buildsPayload(_ statements: [Stmt], calls: (String) -> Bool = { _ in false }) -> Bool {
        var found = false
        statements.forEachExpression { expr in
            guard !found else { return }
            switch expr.kind {
            case .call(.name(let name), _) where calls(name.last.phpLowercased):
                found = true
            case .new(.name(let name), _) where SDKClass(name: name.last) == .apnPayload || BuilderRequests.isPrintable(name.last):
                found = true
            case .methodCall(_, .identifier(let method, _), _, _) where BuilderRequests.givesAPNPart(method):
                found = true
            case .array where BuilderRequests.isBodyLiteral(expr):
                found = true
            default:
                break
            }
        }
        return found
    }

    /// The variable whose payload the code sends when it returns nothing: the last template given
    /// an APNs part, else the last `IGtAPNPayload` made, else v2's request (or fragment) no other
    /// object holds, else the last variable a function call gave (`$apn = buildTpl("A");`; the
    /// emitter checks that it holds an SDK object), else a raw REST body.
    static func resultVariable(_ statements: [Stmt]) -> String? {
        var template: String?
        var payload: String?
        var called: String?
        var createdTemplate: String?
        statements.forEachExpression { expr in
            switch expr.kind {
            case .assign(let target, let value):
                if case .variable(let name) = target.kind, case .new(.name(let className), _) = value.kind,
                   SDKClass(name: className.last) == .apnPayload {
                    payload = name
                }
                if case .variable(let name) = target.kind {
                    switch value.kind {
                    case .call, .methodCall, .staticCall: called = name
                    case .new(.name(let className), _) where SDKClass(name: className.last)?.isTemplate == true:
                        createdTemplate = name
                    default: break
                    }
                }
            case .methodCall(let object, .identifier(let method, _), _, _) where BuilderRequests.givesAPNPart(method):
                if case .variable(let name) = object.kind { template = name }
            default:
                break
            }
        }
        return template ?? payload ?? BuilderRequests.requestVariable(statements) ?? called ?? createdTemplate
            ?? BuilderRequests.bodyVariable(statements)
    }

    /// Whether control never reaches the end of `statements`.
    static func alwaysReturns(_ statements: [Stmt]) -> Bool {
        guard let last = statements.last else { return false }
        switch last.kind {
        case .return: return true
        case .if(let branch):
            guard let elseBody = branch.elseBody else { return false }
            return alwaysReturns(branch.body) && branch.elseIfs.allSatisfy { alwaysReturns($0.body) } && alwaysReturns(elseBody)
        case .block(let body): return alwaysReturns(body)
        default: return false
        }
    }
}
