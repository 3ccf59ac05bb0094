import GeTuiModel
import PHPSyntax
import PushRules

/// A change a migration makes to what the phone receives or to the code's behaviour, which the
/// user must accept (`--accept`) for the migration to be written (SDK-v2.md §10).
public enum MigrationChange: Sendable, Hashable {
    /// v1's top-level custom keys move into `ios.payload`, one JSON string the app reads as
    /// `userInfo["payload"]`.
    case payloadKeys([String])
    /// A v1 `badge` that `autoBadge` overrides is not carried.
    case badge(String)
    /// A field with no v2 form, kept as a `// gtpush: lost` comment.
    case lost(String)
    /// v1's silence string written as no sound.
    case sound

    /// The word `--accept` takes for it.
    public var acceptName: String {
        switch self {
        case .payloadKeys: "payload-keys"
        case .badge: "badge"
        case .lost: "lost"
        case .sound: "sound"
        }
    }

    public static let acceptNames = ["payload-keys", "sound", "badge", "lost"]
}

/// One scope's rewrite (a function's body, or a file's top-level code): the edits, the v1
/// payloads it turns into v2 ones, and the changes it makes.
struct ScopeMigration {
    /// The offsets of the scope's `new IGtAPNPayload` expressions.
    var payloads: [Int] = []
    /// The edit that rewrites each payload's `new IGtAPNPayload` statement, by the payload's offset:
    /// the proof finds the migrated aps there.
    var payloadStatements: [Int: TextEdit] = [:]
    var edits: [TextEdit] = []
    /// Changes that concern the whole scope (a message's `set_isOffline(false)`).
    var changes: [MigrationChange] = []
    /// Changes that concern one payload, by its offset.
    var payloadChanges: [Int: [MigrationChange]] = [:]

    /// The changes the proof of `payload` lists: its own, then the scope's, each once; custom keys
    /// moved into `ios.payload` are one change naming every key.
    func changes(of payload: Int) -> [MigrationChange] {
        var result: [MigrationChange] = []
        var keys: [String] = []
        for change in payloadChanges[payload, default: []] + changes {
            if case .payloadKeys(let moved) = change { keys += moved.filter { !keys.contains($0) }; continue }
            if !result.contains(change) { result.append(change) }
        }
        if payloadChanges[payload, default: []].contains(where: { if case .payloadKeys = $0 { true } else { false } }) {
            result.insert(.payloadKeys(keys), at: 0)
        }
        return result
    }
}

/// Why a scope is left as it was: the statement that stops the rewrite, and the reason.
struct ScopeRefusal: Error {
    var offset: Int
    var reason: Message
}

/// Rewrites one scope's v1 objects as v2 ones, statement by statement (`V1Statement`). What a
/// statement becomes depends on what the scope does with the objects later (is there a sound,
/// an `autoBadge`, custom keys, which request a target belongs to), so the scope is read whole
/// first, then written.
struct ScopePlanner {
    let file: SourceFile
    let code: V2Code

    /// Every statement of the scope, nested blocks included, in source order.
    private var statements: [Stmt] = []
    private var roles: [String: V1Role] = [:]
    private var used: Set<String> = []

    init(file: SourceFile, code: V2Code) {
        self.file = file
        self.code = code
    }

    /// The scope's rewrite; nil when it builds no v1 payload or template.
    mutating func plan(_ body: [Stmt]) throws(ScopeRefusal) -> ScopeMigration? {
        statements = Self.flatten(body)
        for statement in statements {
            used.formUnion(V1Statement.variables(in: statement))
            if case .create(let variable, let className, _) = V1Statement(statement), let role = V1Role(className: className) {
                if let known = roles[variable], known != role {
                    throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.twoRoles", ["variable": .verbatim("$" + variable)]))
                }
                roles[variable] = role
            }
        }
        guard roles.values.contains(where: { if case .payload = $0 { true } else if case .template = $0 { true } else { false } }) else { return nil }
        var facts = try gather()
        var migration = ScopeMigration()
        for statement in statements {
            guard let lines = try rewrite(statement, &facts, &migration) else { continue }
            let edit = replace(statement, with: lines)
            migration.edits.append(edit)
            if let new = Self.newExpression(statement), migration.payloads.last == new.range.start, migration.payloadStatements[new.range.start] == nil {
                migration.payloadStatements[new.range.start] = edit
            }
        }
        return migration
    }

    // MARK: - Reading the scope

    /// What the scope does with its objects, read before anything is written.
    private struct Facts {
        /// Per payload: its iOS channel's variable, its custom map's (when it has custom keys),
        /// whether it sets a sound and an `autoBadge`.
        var ios: [String: String] = [:]
        var custom: [String: String] = [:]
        var setsSound: Set<String> = []
        var setsAutoBadge: Set<String> = []
        /// The request (a template's variable) each message's `set_data` names.
        var messageRequest: [String: String] = [:]
        /// The request each target's audience goes to.
        var targetRequest: [String: String] = [:]
        /// `set_appId(X)` anywhere in the scope: GTClient takes the app id.
        var appID: String?
        var channelNames: [String: String] = [:]
        var messageNames: [String: String] = [:]
        /// Each payload variable's `new IGtAPNPayload`, by which its changes are filed.
        var payloadOffsets: [String: Int] = [:]
    }

    private mutating func gather() throws(ScopeRefusal) -> Facts {
        var facts = Facts()
        var requests: [String] = []
        for statement in statements {
            let parsed = V1Statement(statement)
            switch parsed {
            case .create(let variable, _, _):
                switch roles[variable] {
                case .payload?:
                    facts.ios[variable] = unique("ios")
                    facts.payloadOffsets[variable] = Self.newExpression(statement)?.range.start ?? statement.range.start
                case .template(let sdkClass)?:
                    guard sdkClass == .transmissionTemplate || sdkClass == .apnTemplate else {
                        throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.androidTemplate", ["class": .verbatim(sdkClass.rawValue)]))
                    }
                    requests.append(variable)
                    facts.channelNames[variable] = unique("channel")
                default: break
                }
            case .field(let variable, let name, _) where roles[variable] == .payload:
                if name == "sound" { facts.setsSound.insert(variable) }
                if name == "autoBadge" { facts.setsAutoBadge.insert(variable) }
                if name == "customMsg" { facts.custom[variable] = facts.custom[variable] ?? unique("customMsg") }
            case .call(let variable, let method, let arguments):
                let lowered = method.lowercased()
                if roles[variable] == .payload, lowered == "add_custommsg" { facts.custom[variable] = facts.custom[variable] ?? unique("customMsg") }
                if case .template? = roles[variable], lowered == "set_transmissioncontent" { facts.messageNames[variable] = facts.messageNames[variable] ?? unique("pushMessage") }
                if case .message? = roles[variable], lowered == "set_data", let request = argumentVariable(arguments, 0), case .template? = roles[request] {
                    facts.messageRequest[variable] = request
                }
                if lowered == "set_appid", let first = arguments.items.first { facts.appID = facts.appID ?? text(first.value) }
            case .clientCall(_, _, _, let arguments):
                // `pushMessageToSingle($message, $target)`: the target addresses the message's request.
                if let message = argumentVariable(arguments, 0), let target = argumentVariable(arguments, 1), roles[target] == .target,
                   let request = facts.messageRequest[message] {
                    facts.targetRequest[target] = request
                }
            default:
                break
            }
        }
        // A target no send call names goes to the scope's one request, if it has one.
        for (variable, role) in roles where role == .target && facts.targetRequest[variable] == nil && requests.count == 1 {
            facts.targetRequest[variable] = requests[0]
        }
        return facts
    }

    // MARK: - Writing

    /// The lines that replace a statement (none: it is removed); nil when it stays as it is.
    private mutating func rewrite(_ statement: Stmt, _ facts: inout Facts, _ migration: inout ScopeMigration) throws(ScopeRefusal) -> [String]? {
        let refuse = { (key: String, arguments: [String: Message.Argument]) in ScopeRefusal(offset: statement.range.start, reason: Message(key, arguments)) }
        switch V1Statement(statement) {
        case .create(let variable, _, let arguments):
            guard let role = roles[variable] else { return try untouched(statement) }
            return try create(variable, role, arguments, statement, facts, &migration)
        case .field(let variable, let name, let value):
            guard let role = roles[variable] else { return try untouched(statement) }
            return try field(variable, role, name, value, statement, facts, &migration)
        case .call(let variable, let method, let arguments):
            guard let role = roles[variable] else { return try untouched(statement) }
            return try call(variable, role, method, arguments, statement, facts, &migration)
        case .clientCall(let result, let client, let method, let arguments):
            guard roles[client] == .client else { return try untouched(statement) }
            return try send(result, client, method, arguments, statement, facts)
        case .returnVariable(let variable):
            switch roles[variable] {
            case .payload?:
                // A helper that returned the payload returns its iOS channel: the part of a v2
                // request a payload is (SDK-v2.md §10).
                let ios = facts.ios[variable]!
                return attachCustom(variable, facts) + [code.set(ios, property: "aps", key: "aps", "$" + variable), "return \(ios);"]
            case .template?, nil:
                return nil
            case let role?:
                throw refuse("migrate.left.returned", ["variable": .verbatim("$" + variable), "class": .verbatim(role.v2ClassName)])
            }
        case .other:
            return try untouched(statement)
        }
    }

    /// A statement migrate does not rewrite must not touch the objects it rewrites.
    private func untouched(_ statement: Stmt) throws(ScopeRefusal) -> [String]? {
        if let variable = V1Statement.variables(in: statement).sorted().first(where: { roles[$0] != nil }), !Self.isBlock(statement) {
            throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.usedOtherwise", ["variable": .verbatim("$" + variable)]))
        }
        return nil
    }

    private mutating func create(_ variable: String, _ role: V1Role, _ arguments: Arguments, _ statement: Stmt, _ facts: Facts, _ migration: inout ScopeMigration) throws(ScopeRefusal) -> [String]? {
        let name = "$" + variable
        switch role {
        case .payload:
            migration.payloads.append(Self.newExpression(statement)?.range.start ?? statement.range.start)
            var lines = [code.create(name, V2Class.aps.rawValue)] + code.iosChannel(facts.ios[variable]!)
            if let custom = facts.custom[variable] { lines.append("\(custom) = [];") }
            // v1 sends "default" when no sound is set; v2 sends no sound: the port says it.
            if !facts.setsSound.contains(variable) { lines.append(code.set(name, property: "sound", key: "sound", "\"default\"")) }
            return lines
        case .dictionaryAlert, .simpleAlert, .media, .message:
            return [code.create(name, role.v2ClassName)]
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

    private mutating func field(_ variable: String, _ role: V1Role, _ name: String, _ value: Expr, _ statement: Stmt, _ facts: Facts, _ migration: inout ScopeMigration) throws(ScopeRefusal) -> [String]? {
        let object = "$" + variable
        let written = text(value)
        let unknownField = ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.field", ["field": .verbatim("\(object)->\(name)")]))
        switch role {
        case .dictionaryAlert:
            guard let field = DictionaryAlertMsg.Field(rawValue: name) else { throw unknownField }
            return [code.set(object, property: field.rawValue, key: field.jsonKey, written)]
        case .simpleAlert:
            guard name == "alertMsg" else { throw unknownField }
            return [code.set(object, property: "body", key: "body", written)]
        case .payload:
            guard let field = APNPayload.Field(rawValue: name) else {
                guard name == "customMsg", let custom = facts.custom[variable] else { throw unknownField }
                var keys: [String] = []
                if case .array(let items, _) = value.kind { keys = items.compactMap { $0?.key.flatMap(Self.literalKey) } }
                migration.payloadChanges[facts.payloadOffsets[variable]!, default: []].append(.payloadKeys(keys))
                return ["\(custom) = \(written);"]
            }
            return try payloadField(variable, field, value, statement, facts, &migration)
        default:
            throw unknownField
        }
    }

    private func payloadField(_ variable: String, _ field: APNPayload.Field, _ value: Expr, _ statement: Stmt, _ facts: Facts, _ migration: inout ScopeMigration) throws(ScopeRefusal) -> [String]? {
        let object = "$" + variable
        let ios = facts.ios[variable]!
        let written = text(value)
        switch field {
        case .alertMsg:
            switch value.kind {
            case .variable(let alert) where roles[alert] == .dictionaryAlert || roles[alert] == .simpleAlert:
                return [code.set(object, property: "alert", key: "alert", written)]
            case .string(let bytes) where bytes.isEmpty:
                return []
            case .constantFetch(let constant) where constant.last.lowercased() == "null":
                return []
            default:
                throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.alertValue", ["code": .verbatim(written)]))
            }
        case .badge:
            if facts.setsAutoBadge.contains(variable) {
                migration.payloadChanges[facts.payloadOffsets[variable]!, default: []].append(.badge(written))
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
            if case .string(let bytes) = value.kind, bytes.isEmpty { return [code.set(object, property: "sound", key: "sound", "\"default\"")] }
            return [code.set(object, property: "sound", key: "sound", written)]
        case .contentAvailable:
            return [code.set(object, property: "contentAvailable", key: "content-available", written)]
        case .category:
            return [code.set(object, property: "category", key: "category", written)]
        case .apnsCollapseId:
            return [code.set(ios, property: "apnsCollapseId", key: "apns-collapse-id", written)]
        case .voicePlayType, .voicePlayMessage:
            migration.payloadChanges[facts.payloadOffsets[variable]!, default: []].append(.lost(field.rawValue))
            return ["// gtpush: lost \(file.string(statement.range)) (v2 has no \(field == .voicePlayType ? "_gvp_t_" : "_gvp_m_"))"]
        }
    }

    private mutating func call(_ variable: String, _ role: V1Role, _ method: String, _ arguments: Arguments, _ statement: Stmt, _ facts: Facts, _ migration: inout ScopeMigration) throws(ScopeRefusal) -> [String]? {
        let object = "$" + variable
        let lowered = method.lowercased()
        let values = arguments.items.map { text($0.value) }
        func first() throws(ScopeRefusal) -> String {
            guard let value = values.first, arguments.items.count == 1, arguments.items[0].name == nil, !arguments.items[0].unpack else {
                throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.arguments", ["call": .verbatim("\(object)->\(method)")]))
            }
            return value
        }
        let unknownCall = ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.call", ["call": .verbatim("\(object)->\(method)()")]))
        switch role {
        case .payload:
            let ios = facts.ios[variable]!
            switch lowered {
            case "add_custommsg":
                guard values.count == 2, let custom = facts.custom[variable] else { throw unknownCall }
                migration.payloadChanges[facts.payloadOffsets[variable]!, default: []].append(.payloadKeys(Self.literalKey(arguments.items[0].value).map { [$0] } ?? []))
                return ["\(custom)[\(values[0])] = \(values[1]);"]
            case "add_multimedia": return [code.add(ios, method: "addMultimedia", key: "multimedia", try first())]
            case "set_multimedias": return [code.set(ios, property: "multimedia", key: "multimedia", try first())]
            default: throw unknownCall
            }
        case .media:
            switch lowered {
            case "set_url": return [code.set(object, property: "url", key: "url", try first())]
            case "set_type": return [code.set(object, property: "type", key: "type", Self.mediaType(try first()))]
            case "set_onlywifi": return [code.set(object, property: "onlyWifi", key: "only_wifi", try first())]
            case "set_rid": return []
            default: throw unknownCall
            }
        case .template:
            switch lowered {
            case "set_transmissioncontent":
                return code.transmission(request: object, message: facts.messageNames[variable]!, try first())
            case "set_transmissiontype", "set_appid", "set_appkey":
                return []
            case "set_apninfo":
                guard let payload = argumentVariable(arguments, 0), roles[payload] == .payload else {
                    throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.apnInfo"))
                }
                return attachCustom(payload, facts) + code.channel(request: object, ios: facts.ios[payload]!, aps: "$" + payload, channel: facts.channelNames[variable]!)
            default: throw unknownCall
            }
        case .message:
            switch lowered {
            case "set_isoffline":
                let value = try first()
                if value.lowercased() == "true" { return [] }
                migration.changes.append(.lost("isOffline"))
                return ["// gtpush: lost \(file.string(statement.range)) (v2 keeps a push for its ttl)"]
            case "set_offlineexpiretime": return [code.set(object, property: "ttl", key: "ttl", try first())]
            case "set_speed": return [code.set(object, property: "speed", key: "speed", try first())]
            case "set_appidlist": return []
            case "set_data":
                guard let request = facts.messageRequest[variable] else { throw unknownCall }
                return [code.set("$" + request, property: "settings", key: "settings", object)]
            default: throw unknownCall
            }
        case .target:
            guard let request = facts.targetRequest[variable] else {
                throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.target"))
            }
            switch lowered {
            case "set_appid": return []
            case "set_clientid": return [code.audience("$" + request, key: "cid", try first())]
            case "set_alias": return [code.audience("$" + request, key: "alias", try first())]
            default: throw unknownCall
            }
        case .dictionaryAlert, .simpleAlert, .client:
            throw unknownCall
        }
    }

    /// `$igt->pushMessageToSingle($message, $target)` and `pushMessageToApp($message)`.
    private func send(_ result: Expr?, _ client: String, _ method: String, _ arguments: Arguments, _ statement: Stmt, _ facts: Facts) throws(ScopeRefusal) -> [String]? {
        let refuse = ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.send", ["call": .verbatim("$\(client)->\(method)()")]))
        guard code.target == .sdk else { throw ScopeRefusal(offset: statement.range.start, reason: Message("migrate.left.restSend")) }
        guard let message = argumentVariable(arguments, 0), let request = facts.messageRequest[message] else { throw refuse }
        let api: String
        switch method.lowercased() {
        case "pushmessagetosingle":
            guard let target = argumentVariable(arguments, 1), roles[target] == .target else { throw refuse }
            let byAlias = statements.contains { statement in
                if case .call(target, let name, _) = V1Statement(statement) { name.lowercased() == "set_alias" } else { false }
            }
            api = byAlias ? "pushToSingleByAlias" : "pushToSingleByCid"
        case "pushmessagetoapp":
            api = "pushAll"
        default:
            throw refuse
        }
        let call = "$\(client)->pushApi()->\(api)($\(request))"
        return [result.map { "\(text($0)) = \(call);" } ?? "\(call);"]
    }

    /// `$ios->setPayload(json_encode($customMsg))` before a payload's channel is finished.
    private func attachCustom(_ payload: String, _ facts: Facts) -> [String] {
        guard let custom = facts.custom[payload] else { return [] }
        return [code.set(facts.ios[payload]!, property: "payload", key: "payload", "json_encode(\(custom))")]
    }

    // MARK: - Text

    /// The edit that puts `lines` where `statement` is: each on its own line with the statement's
    /// indentation and the file's line ending; no lines removes the statement's whole line when
    /// nothing else is on it.
    private func replace(_ statement: Stmt, with lines: [String]) -> TextEdit {
        let range = statement.range
        let indent = file.indentation(ofLineAt: range.start)
        let eol = file.lineEnding(ofLineAt: range.start)
        guard !lines.isEmpty else { return StatementRemoval.edit(removing: range, in: file) }
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
        var result: [Stmt] = []
        for statement in body {
            result.append(statement)
            switch statement.kind {
            case .block(let inner): result += flatten(inner)
            case .if(let statement):
                result += flatten(statement.body)
                for clause in statement.elseIfs { result += flatten(clause.body) }
                result += flatten(statement.elseBody ?? [])
            case .while(_, let inner), .doWhile(let inner, _), .for(_, _, _, let inner): result += flatten(inner)
            case .foreach(let statement): result += flatten(statement.body)
            case .switch(_, let cases): for clause in cases { result += flatten(clause.body) }
            case .try(let statement):
                result += flatten(statement.body)
                for clause in statement.catches { result += flatten(clause.body) }
                result += flatten(statement.finallyBody ?? [])
            default: break
            }
        }
        return result
    }
}
