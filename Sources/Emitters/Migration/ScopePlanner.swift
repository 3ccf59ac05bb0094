import GeTuiModel
import PHPSyntax
import PushRules

/// Rewrites one scope's v1 objects as v2 ones, statement by statement (`V1Statement`). What a
/// statement becomes depends on what the scope does with the object later (is there a sound,
/// an `autoBadge`, custom keys, which request a target belongs to), so the scope is read whole
/// first, then written. An object is one `new` and the statements that use its variable until
/// the variable's next `new` (GeTui's own demos build several payloads in one `$apn`).
struct ScopePlanner {
    let file: SourceFile
    let code: V2Code

    /// Every statement of the scope, nested blocks included, in source order, with the block
    /// (statement list) it stands in.
    private var statements: [(statement: Stmt, block: Int)] = []
    /// Each variable's `new`s, in order.
    private var creations: [String: [Object]] = [:]
    private var used: Set<String> = []

    /// One object: the `new` that makes it (its index among `statements`), and what it is.
    struct Object {
        var index: Int
        var role: V1Role
        /// Facts are filed under the offset of its `new` expression.
        var key: Int
    }

    init(file: SourceFile, code: V2Code) {
        self.file = file
        self.code = code
    }

    /// The scope's rewrite; nil when it builds no v1 payload or template.
    mutating func plan(_ body: [Stmt]) throws(ScopeRefusal) -> ScopeMigration? {
        statements = Self.flattenWithBlocks(body)
        var blocks: [String: Int] = [:]
        for (index, entry) in statements.enumerated() {
            used.formUnion(V1Statement.variables(in: entry.statement))
            guard case .create(let variable, let className, _) = V1Statement(entry.statement), let role = V1Role(className: className) else { continue }
            // Two `new`s of one variable in different branches leave it unknown which object a
            // later statement uses.
            if let block = blocks[variable], block != entry.block {
                throw ScopeRefusal(offset: entry.statement.range.start, reason: Message("migrate.left.branches", ["variable": .verbatim("$" + variable)]))
            }
            blocks[variable] = entry.block
            creations[variable, default: []].append(Object(index: index, role: role, key: Self.newExpression(entry.statement)?.range.start ?? entry.statement.range.start))
        }
        guard creations.values.joined().contains(where: { if case .payload = $0.role { true } else if case .template = $0.role { true } else { false } }) else { return nil }
        var facts = try gather()
        var migration = ScopeMigration()
        for index in statements.indices {
            let statement = statements[index].statement
            guard let lines = try rewrite(index, &facts, &migration) else { continue }
            let edit = replace(statement, with: lines)
            migration.edits.append(edit)
            if let object = createdObject(at: index), object.role == .payload { migration.payloadStatements[object.key] = edit }
        }
        return migration
    }

    /// The object `variable` holds at statement `index`: its latest `new` up to there.
    private func object(_ variable: String, at index: Int) -> Object? {
        creations[variable]?.last { $0.index <= index }
    }

    private func createdObject(at index: Int) -> Object? {
        guard case .create(let variable, _, _) = V1Statement(statements[index].statement) else { return nil }
        return object(variable, at: index).flatMap { $0.index == index ? $0 : nil }
    }

    // MARK: - Reading the scope

    /// What the scope does with its objects, read before anything is written; by object key.
    private struct Facts {
        /// Per payload: its iOS channel's variable, its custom map's (when it has custom keys),
        /// whether it sets a sound and an `autoBadge`.
        var ios: [Int: String] = [:]
        var custom: [Int: String] = [:]
        /// A payload whose one custom key is `payload`: v2's `ios.payload` is that key, so its
        /// value goes there as it is (the app reads `userInfo["payload"]` either way).
        var payloadKeyOnly: Set<Int> = []
        var setsSound: Set<Int> = []
        var setsAutoBadge: Set<Int> = []
        /// The request (a template's variable) each message's `set_data` names.
        var messageRequest: [Int: String] = [:]
        /// The request each target's audience goes to.
        var targetRequest: [Int: String] = [:]
        /// `set_appId(X)` anywhere in the scope: GTClient takes the app id.
        var appID: String?
        var channelNames: [Int: String] = [:]
        var messageNames: [Int: String] = [:]
    }

    private mutating func gather() throws(ScopeRefusal) -> Facts {
        var facts = Facts()
        var requests: [String] = []
        var customKeys: [Int: [String?]] = [:]
        for (index, entry) in statements.enumerated() {
            let statement = entry.statement
            switch V1Statement(statement) {
            case .create:
                guard let created = createdObject(at: index) else { break }
                switch created.role {
                case .payload:
                    facts.ios[created.key] = unique("ios")
                case .template(let sdkClass):
                    guard sdkClass == .transmissionTemplate || sdkClass == .apnTemplate else {
                        throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.androidTemplate", ["class": .verbatim(sdkClass.rawValue)]))
                    }
                    if case .create(let variable, _, _) = V1Statement(statement) { requests.append(variable) }
                    facts.channelNames[created.key] = unique("channel")
                default: break
                }
            case .field(let variable, let name, _):
                guard let payload = object(variable, at: index), payload.role == .payload else { break }
                if name == "sound" { facts.setsSound.insert(payload.key) }
                if name == "autoBadge" { facts.setsAutoBadge.insert(payload.key) }
                if name == "customMsg" { customKeys[payload.key, default: []].append(nil) }
            case .call(let variable, let method, let arguments):
                guard let target = object(variable, at: index) else { break }
                if target.role == .client { linkTarget(arguments, index, &facts) }
                let lowered = method.lowercased()
                if target.role == .payload, lowered == "add_custommsg" {
                    customKeys[target.key, default: []].append(arguments.items.first.flatMap { Self.literalKey($0.value) })
                }
                if case .template = target.role, lowered == "set_transmissioncontent" { facts.messageNames[target.key] = facts.messageNames[target.key] ?? unique("pushMessage") }
                if case .message = target.role, lowered == "set_data", let request = argumentVariable(arguments, 0), case .template? = object(request, at: index)?.role {
                    facts.messageRequest[target.key] = "$" + request
                }
                if lowered == "set_appid", let first = arguments.items.first { facts.appID = facts.appID ?? text(first.value) }
            case .clientCall(_, _, _, let arguments):
                linkTarget(arguments, index, &facts)
            default:
                break
            }
        }
        for (payload, keys) in customKeys {
            if keys == ["payload"] { facts.payloadKeyOnly.insert(payload) } else { facts.custom[payload] = unique("customMsg") }
        }
        // A target no send call names goes to the scope's one request, if it has one.
        let distinct = requests.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for object in creations.values.joined() where object.role == .target && facts.targetRequest[object.key] == nil && distinct.count == 1 {
            facts.targetRequest[object.key] = "$" + distinct[0]
        }
        return facts
    }

    /// `pushMessageToSingle($message, $target)`: the target addresses the message's request.
    private func linkTarget(_ arguments: Arguments, _ index: Int, _ facts: inout Facts) {
        if let message = argumentVariable(arguments, 0).flatMap({ object($0, at: index) }), let target = argumentVariable(arguments, 1).flatMap({ object($0, at: index) }),
           target.role == .target, let request = facts.messageRequest[message.key] {
            facts.targetRequest[target.key] = request
        }
    }

    // MARK: - Writing

    /// The lines that replace statement `index` (none: it is removed); nil when it stays as it is.
    private mutating func rewrite(_ index: Int, _ facts: inout Facts, _ migration: inout ScopeMigration) throws(ScopeRefusal) -> [String]? {
        let statement = statements[index].statement
        switch V1Statement(statement) {
        case .create(_, _, let arguments):
            guard let created = createdObject(at: index) else { return try untouched(index) }
            return try create(created, arguments, statement, facts, &migration)
        case .field(let variable, let name, let value):
            guard let target = object(variable, at: index) else { return try untouched(index) }
            return try field(variable, target, name, value, index, facts, &migration)
        case .call(let variable, let method, let arguments):
            guard let target = object(variable, at: index) else { return try untouched(index) }
            if target.role == .client { return try send(nil, variable, method, arguments, index, facts) }
            return try call(variable, target, method, arguments, index, facts, &migration)
        case .clientCall(let lead, let client, let method, let arguments):
            guard object(client, at: index)?.role == .client else { return try untouched(index) }
            return try send(lead, client, method, arguments, index, facts)
        case .returnVariable(let variable):
            guard let returned = object(variable, at: index) else { return nil }
            switch returned.role {
            case .payload:
                // A helper that returned the payload returns its iOS channel: the part of a v2
                // request a payload is (SDK-v2.md §10).
                let ios = facts.ios[returned.key]!
                return attachCustom(returned.key, facts) + [code.set(ios, property: "aps", key: "aps", "$" + variable), "return \(ios);"]
            case .template:
                return nil
            default:
                throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.returned", ["variable": .verbatim("$" + variable), "class": .verbatim(returned.role.v2ClassName)]))
            }
        case .other:
            return try untouched(index)
        }
    }

    /// A statement migrate does not rewrite must not touch the objects it rewrites.
    private func untouched(_ index: Int) throws(ScopeRefusal) -> [String]? {
        let statement = statements[index].statement
        if !Self.isBlock(statement), let variable = V1Statement.variables(in: statement).sorted().first(where: { object($0, at: index) != nil }) {
            throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.usedOtherwise", ["variable": .verbatim("$" + variable)]))
        }
        return nil
    }

    private mutating func create(_ object: Object, _ arguments: Arguments, _ statement: Stmt, _ facts: Facts, _ migration: inout ScopeMigration) throws(ScopeRefusal) -> [String]? {
        guard case .create(let variable, _, _) = V1Statement(statement) else { return nil }
        let name = "$" + variable
        switch object.role {
        case .payload:
            migration.payloads.append(object.key)
            var lines = [code.create(name, V2Class.aps.rawValue)] + code.iosChannel(facts.ios[object.key]!)
            if let custom = facts.custom[object.key] { lines.append("\(custom) = [];") }
            // v1 sends "default" when no sound is set; v2 sends no sound: the port says it.
            if !facts.setsSound.contains(object.key) { lines.append(code.set(name, property: "sound", key: "sound", "\"default\"")) }
            return lines
        case .dictionaryAlert, .simpleAlert, .media, .message:
            return [code.create(name, object.role.v2ClassName)]
        case .template:
            return code.request(name)
        case .target:
            return []
        case .client:
            guard code.target == .sdk else {
                throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.restSend"))
            }
            let values = arguments.items.map { text($0.value) }
            guard values.count >= 3, let appID = facts.appID else {
                throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.clientAppID"))
            }
            return ["\(name) = new GTClient(\"https://restapi.getui.com\", \(values[1]), \(appID), \(values[2]));"]
        }
    }

    private func field(_ variable: String, _ object: Object, _ name: String, _ value: Expr, _ index: Int, _ facts: Facts, _ migration: inout ScopeMigration) throws(ScopeRefusal) -> [String]? {
        let statement = statements[index].statement
        let target = "$" + variable
        let written = text(value)
        let unknownField = ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.field", ["field": .verbatim("\(target)->\(name)")]))
        switch object.role {
        case .dictionaryAlert:
            guard let field = DictionaryAlertMsg.Field(rawValue: name) else { throw unknownField }
            return [code.set(target, property: field.rawValue, key: field.jsonKey, written)]
        case .simpleAlert:
            guard name == "alertMsg" else { throw unknownField }
            return [code.set(target, property: "body", key: "body", written)]
        case .payload:
            guard let field = APNPayload.Field(rawValue: name) else {
                guard name == "customMsg", let custom = facts.custom[object.key] else { throw unknownField }
                var keys: [String] = []
                if case .array(let items, _) = value.kind { keys = items.compactMap { $0?.key.flatMap(Self.literalKey) } }
                migration.payloadChanges[object.key, default: []].append(.payloadKeys(keys))
                return ["\(custom) = \(written);"]
            }
            return try payloadField(variable, object, field, value, index, facts, &migration)
        default:
            throw unknownField
        }
    }

    private func payloadField(_ variable: String, _ payload: Object, _ field: APNPayload.Field, _ value: Expr, _ index: Int, _ facts: Facts, _ migration: inout ScopeMigration) throws(ScopeRefusal) -> [String]? {
        let statement = statements[index].statement
        let target = "$" + variable
        let ios = facts.ios[payload.key]!
        let written = text(value)
        switch field {
        case .alertMsg:
            if case .variable(let alert) = value.kind, let role = object(alert, at: index)?.role, role == .dictionaryAlert || role == .simpleAlert {
                return [code.set(target, property: "alert", key: "alert", written)]
            }
            switch value.kind {
            case .string(let bytes) where bytes.isEmpty:
                return []
            case .constantFetch(let constant) where constant.last.lowercased() == "null":
                return []
            default:
                throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.alertValue", ["code": .verbatim(written)]))
            }
        case .badge:
            if facts.setsAutoBadge.contains(payload.key) {
                migration.payloadChanges[payload.key, default: []].append(.badge(written))
                return []
            }
            switch value.kind {
            case .integer(let number) where number < 0: return []
            case .integer: return [code.set(ios, property: "autoBadge", key: "auto_badge", "\"\(written)\"")]
            default: return [code.set(ios, property: "autoBadge", key: "auto_badge", "(string) " + written)]
            }
        case .autoBadge:
            if case .integer = value.kind { return [code.set(ios, property: "autoBadge", key: "auto_badge", "\"\(written)\"")] }
            return [code.set(ios, property: "autoBadge", key: "auto_badge", written)]
        case .sound:
            // v1 sends "" as "default"; v2 would send "".
            if case .string(let bytes) = value.kind, bytes.isEmpty { return [code.set(target, property: "sound", key: "sound", "\"default\"")] }
            return [code.set(target, property: "sound", key: "sound", written)]
        case .contentAvailable:
            return [code.set(target, property: "contentAvailable", key: "content-available", written)]
        case .category:
            return [code.set(target, property: "category", key: "category", written)]
        case .apnsCollapseId:
            return [code.set(ios, property: "apnsCollapseId", key: "apns-collapse-id", written)]
        case .voicePlayType, .voicePlayMessage:
            migration.payloadChanges[payload.key, default: []].append(.lost(field.rawValue))
            return [lost(statement, why: field == .voicePlayType ? "_gvp_t_" : "_gvp_m_")]
        }
    }

    private mutating func call(_ variable: String, _ object: Object, _ method: String, _ arguments: Arguments, _ index: Int, _ facts: Facts, _ migration: inout ScopeMigration) throws(ScopeRefusal) -> [String]? {
        let statement = statements[index].statement
        let target = "$" + variable
        let lowered = method.lowercased()
        let values = arguments.items.map { text($0.value) }
        func first() throws(ScopeRefusal) -> String {
            guard let value = values.first, arguments.items.count == 1, arguments.items[0].name == nil, !arguments.items[0].unpack else {
                throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.arguments", ["call": .verbatim("\(target)->\(method)")]))
            }
            return value
        }
        let unknownCall = ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.call", ["call": .verbatim("\(target)->\(method)()")]))
        switch object.role {
        case .payload:
            let ios = facts.ios[object.key]!
            switch lowered {
            case "add_custommsg":
                guard values.count == 2 else { throw unknownCall }
                if facts.payloadKeyOnly.contains(object.key) { return [code.set(ios, property: "payload", key: "payload", values[1])] }
                guard let custom = facts.custom[object.key] else { throw unknownCall }
                migration.payloadChanges[object.key, default: []].append(.payloadKeys(Self.literalKey(arguments.items[0].value).map { [$0] } ?? []))
                return ["\(custom)[\(values[0])] = \(values[1]);"]
            case "add_multimedia": return [code.add(ios, method: "addMultimedia", key: "multimedia", try first())]
            case "set_multimedias": return [code.set(ios, property: "multimedia", key: "multimedia", try first())]
            default: throw unknownCall
            }
        case .media:
            switch lowered {
            case "set_url": return [code.set(target, property: "url", key: "url", try first())]
            case "set_type": return [code.set(target, property: "type", key: "type", Self.mediaType(try first()))]
            case "set_onlywifi": return [code.set(target, property: "onlyWifi", key: "only_wifi", try first())]
            case "set_rid": return []
            default: throw unknownCall
            }
        case .template:
            switch lowered {
            case "set_transmissioncontent":
                return code.transmission(request: target, message: facts.messageNames[object.key]!, try first())
            case "set_transmissiontype", "set_appid", "set_appkey":
                return []
            case "set_apninfo":
                guard let payload = argumentVariable(arguments, 0).flatMap({ self.object($0, at: index) }), payload.role == .payload else {
                    throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.apnInfo"))
                }
                return attachCustom(payload.key, facts) + code.channel(request: target, ios: facts.ios[payload.key]!, aps: values[0], channel: facts.channelNames[object.key]!)
            case "set_pushinfo":
                throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.pushInfo"))
            default:
                // The template's Android and vendor settings (`set_duration`, `set3rdNotifyInfo`,
                // `setSmsInfo`, …) say nothing to an iPhone; v2 puts them elsewhere.
                migration.changes.append(.lost("\(variable)->\(method)()"))
                return [lost(statement, why: "Android or vendor setting")]
            }
        case .message:
            switch lowered {
            case "set_isoffline":
                let value = try first()
                if value.lowercased() == "true" { return [] }
                migration.changes.append(.lost("isOffline"))
                return [lost(statement, why: "v2 keeps a push for its ttl")]
            case "set_offlineexpiretime": return [code.set(target, property: "ttl", key: "ttl", try first())]
            case "set_speed": return [code.set(target, property: "speed", key: "speed", try first())]
            case "set_appidlist": return []
            case "set_data":
                guard let request = facts.messageRequest[object.key] else { throw unknownCall }
                return [code.set(request, property: "settings", key: "settings", target)]
            default: throw unknownCall
            }
        case .target:
            guard let request = facts.targetRequest[object.key] else {
                throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.target"))
            }
            switch lowered {
            case "set_appid": return []
            case "set_clientid": return [code.audience(request, key: "cid", try first())]
            case "set_alias": return [code.audience(request, key: "alias", try first())]
            default: throw unknownCall
            }
        case .dictionaryAlert, .simpleAlert, .client:
            throw unknownCall
        }
    }

    /// `$igt->pushMessageToSingle($message, $target)` and `pushMessageToApp($message)`.
    private func send(_ lead: V1Statement.Lead?, _ client: String, _ method: String, _ arguments: Arguments, _ index: Int, _ facts: Facts) throws(ScopeRefusal) -> [String]? {
        let statement = statements[index].statement
        let refuse = ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.send", ["call": .verbatim("$\(client)->\(method)()")]))
        guard code.target == .sdk else { throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.restSend")) }
        guard let message = argumentVariable(arguments, 0).flatMap({ object($0, at: index) }), let request = facts.messageRequest[message.key] else { throw refuse }
        let api: String
        switch method.lowercased() {
        case "pushmessagetosingle":
            guard let targetName = argumentVariable(arguments, 1), let target = object(targetName, at: index), target.role == .target else { throw refuse }
            let byAlias = statements.indices.contains { other in
                if case .call(targetName, let name, _) = V1Statement(statements[other].statement), self.object(targetName, at: other)?.key == target.key { name.lowercased() == "set_alias" } else { false }
            }
            api = byAlias ? "pushToSingleByAlias" : "pushToSingleByCid"
        case "pushmessagetoapp":
            api = "pushAll"
        default:
            throw refuse
        }
        let call = "$\(client)->pushApi()->\(api)(\(request))"
        switch lead {
        case .assigned(let result)?: return ["\(text(result)) = \(call);"]
        case .returned?: return ["return \(call);"]
        case nil: return ["\(call);"]
        }
    }

    /// `$ios->setPayload(json_encode($customMsg))` before a payload's channel is finished.
    private func attachCustom(_ payload: Int, _ facts: Facts) -> [String] {
        guard let custom = facts.custom[payload] else { return [] }
        return [code.set(facts.ios[payload]!, property: "payload", key: "payload", "json_encode(\(custom))")]
    }

    /// What has no v2 form stays in the file as a comment saying so.
    private func lost(_ statement: Stmt, why: String) -> String {
        "// gtpush: lost \(file.string(statement.range)) (\(why))"
    }

    // MARK: - Text

    /// The edit that puts `lines` where `statement` is: each on its own line with the statement's
    /// indentation and the file's line ending; no lines removes the statement (`SourceEdits`).
    private func replace(_ statement: Stmt, with lines: [String]) -> TextEdit {
        let range = statement.range
        guard !lines.isEmpty else { return SourceEdits.removingStatement(range, in: file) ?? TextEdit(range: range, replacement: []) }
        let indent = file.indentation(ofLineAt: range.start)
        let eol = file.lineEnding(ofLineAt: range.start)
        var text: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { text += eol + indent }
            text += Array(line.utf8)
        }
        return TextEdit(range: range, replacement: text)
    }

    func text(_ expr: Expr) -> String { file.string(expr.range) }

    /// The variable an argument is, when it is a plain variable.
    private func argumentVariable(_ arguments: Arguments, _ index: Int) -> String? {
        guard index < arguments.items.count, case .variable(let name) = arguments.items[index].value.kind else { return nil }
        return name
    }

    /// A new variable name the scope does not use: `$ios`, then `$ios2`, …
    private mutating func unique(_ base: String) -> String {
        var name = base
        var counter = 2
        while used.contains(name) {
            name = "\(base)\(counter)"
            counter += 1
        }
        used.insert(name)
        return "$" + name
    }

    /// `MediaType::pic` and the others, which the v2 code has no class for, as their numbers.
    static func mediaType(_ written: String) -> String {
        let parts = written.split(separator: ":").map(String.init)
        guard parts.count == 2, parts[0].split(separator: "\\").last?.lowercased() == "mediatype", let number = SDKClass.mediaTypeConstant(parts[1]) else { return written }
        return String(number)
    }

    static func literalKey(_ expr: Expr) -> String? {
        if case .string(let bytes) = expr.kind { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }

    static func newExpression(_ statement: Stmt) -> Expr? {
        if case .expression(let expr) = statement.kind, case .assign(_, let value) = expr.kind, case .new = value.kind { return value }
        return nil
    }

    /// Blocks are walked into by `flatten`; they are not statements to rewrite themselves.
    static func isBlock(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .block, .if, .while, .doWhile, .for, .foreach, .switch, .try: true
        default: false
        }
    }

    /// The statements of a body and of the blocks in it, in source order; nested functions and
    /// classes are scopes of their own.
    static func flatten(_ body: [Stmt]) -> [Stmt] {
        flattenWithBlocks(body).map(\.statement)
    }

    /// `flatten`, with a number for the statement list each statement stands in.
    static func flattenWithBlocks(_ body: [Stmt]) -> [(statement: Stmt, block: Int)] {
        var result: [(statement: Stmt, block: Int)] = []
        var blocks = 0
        func walk(_ list: [Stmt]) {
            let block = blocks
            blocks += 1
            for statement in list {
                result.append((statement, block))
                switch statement.kind {
                case .block(let inner): walk(inner)
                case .if(let statement):
                    walk(statement.body)
                    for clause in statement.elseIfs { walk(clause.body) }
                    if let elseBody = statement.elseBody { walk(elseBody) }
                case .while(_, let inner), .doWhile(let inner, _), .for(_, _, _, let inner): walk(inner)
                case .foreach(let statement): walk(statement.body)
                case .switch(_, let cases): for clause in cases { walk(clause.body) }
                case .try(let statement):
                    walk(statement.body)
                    for clause in statement.catches { walk(clause.body) }
                    if let finallyBody = statement.finallyBody { walk(finallyBody) }
                case .expression, .echo, .inlineHTML, .break, .continue, .return, .global, .staticVariables, .unset,
                     .use, .const, .goto, .label, .haltCompiler, .nop, .error:
                    break
                case .function, .classLike, .namespace, .declare:
                    // Declarations: code of its own scope, planned on its own.
                    break
                }
            }
        }
        walk(body)
        return result
    }
}
