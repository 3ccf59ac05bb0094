import PHPSyntax

/// `$medias = array(); $medias[] = $media; $apn->set_multiMedias($medias);` read as
/// `$apn->set_multiMedias(array($media));`: a list of SDK objects built up in a variable and given
/// to one call, which the builder passes as a Swift array of the objects. Only in one statement
/// list, when the list is made empty once, filled only by `$list[] = $variable;`, read once as a
/// call's argument after the last append, and no appended variable is assigned between its append
/// and that read: then PHP's array holds exactly the values the literal would.
enum ObjectListRewrite {
    static func apply(_ statements: [Stmt]) -> [Stmt] {
        var statements = statements
        for name in candidates(statements) {
            statements = rewrite(name, in: statements) ?? statements
        }
        return statements
    }

    /// Variables set to an empty array by a statement of this list.
    private static func candidates(_ statements: [Stmt]) -> [String] {
        statements.compactMap { statement in
            guard case .expression(let expr) = statement.kind, case .assign(let target, let value) = expr.kind,
                  case .variable(let name) = target.kind, case .array(let items, let syntax) = value.kind,
                  syntax != .list, items.isEmpty else { return nil }
            return name
        }
    }

    private static func rewrite(_ name: String, in statements: [Stmt]) -> [Stmt]? {
        var creation: Int?
        var appends: [(index: Int, variable: String)] = []
        var read: Int?
        for (index, statement) in statements.enumerated() {
            var mentions = 0
            [statement].forEachExpression { expr in
                if case .variable(name) = expr.kind { mentions += 1 }
            }
            guard mentions > 0 else { continue }
            guard case .expression(let expr) = statement.kind else { return nil }
            switch expr.kind {
            case .assign(let target, let value):
                if case .variable(name) = target.kind, case .array(let items, _) = value.kind, items.isEmpty, creation == nil, mentions == 1 {
                    creation = index
                } else if case .arrayDimFetch(let base, nil) = target.kind, case .variable(name) = base.kind,
                          case .variable(let variable) = value.kind, variable != name, creation != nil, read == nil, mentions == 1 {
                    appends.append((index, variable))
                } else {
                    return nil
                }
            case .methodCall(_, _, let arguments, false) where read == nil && mentions == 1 && creation != nil:
                guard arguments.items.contains(where: { if case .variable(name) = $0.value.kind { !$0.unpack && $0.name == nil } else { false } }) else {
                    return nil
                }
                read = index
            default:
                return nil
            }
        }
        guard let creation, let read, !appends.isEmpty else { return nil }
        // No appended variable changes between its append and the read.
        for append in appends {
            var assigned = false
            Array(statements[(append.index + 1)..<read]).forEachExpression { expr in
                switch expr.kind {
                case .assign(let target, _), .assignByReference(let target, _), .compoundAssign(_, let target, _):
                    if case .variable(append.variable) = target.kind { assigned = true }
                default: break
                }
            }
            if assigned { return nil }
        }
        guard case .expression(let call) = statements[read].kind,
              case .methodCall(let object, let method, var arguments, let nullsafe) = call.kind else { return nil }
        let range = statements[read].range
        let items = appends.map { append in
            ArrayItem(key: nil, value: Expr(.variable(append.variable), range), range: range)
        }
        for index in arguments.items.indices {
            if case .variable(name) = arguments.items[index].value.kind {
                arguments.items[index].value = Expr(.array(items, syntax: .short), arguments.items[index].value.range)
            }
        }
        var result = statements
        result[read] = Stmt(.expression(Expr(.methodCall(object: object, name: method, arguments: arguments, nullsafe: nullsafe), call.range)), range)
        let removed = Set([creation] + appends.map(\.index))
        return result.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }
}
