import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// The fixes of v2 and raw REST payloads, written in the code's own form: a setter's argument or
/// an array item's value rewritten, a setter call or an item removed, a setter statement or an
/// item added, a key renamed. A change the code does not let `fix` make for certain is a refused
/// fix that says why (RULES.md, "What a fix must be").
extension RuleContext {
    /// The fix that makes a field `literal`: the value that wrote it rewritten ("set aps.sound to
    /// "…" (replaces `$client_notice`)"), or, when nothing wrote it, a new setter statement after
    /// the aps object's last one, or a new item in the aps literal (a misspelt key meant for it,
    /// `content-avaliable`, renamed and given the value instead).
    func setFix(v2 field: V2Field, to literal: String) -> Fix? {
        let set = Message("fix.set", ["target": .verbatim(field.label), "literal": .verbatim(literal), "reason": .message(Message("empty"))])
        guard let origin = origin(v2: field) else { return insertionFix(field, literal: literal, summary: set) }
        guard let range = origin.value else { return .refused(Message("fix.refused.elsewhere"), summary: set) }
        return Fix(edits: [SourceEdits.replacing(range, with: literal, in: file)], summary: Message("fix.replaces", ["fix": .message(set), "code": .verbatim(code(range))]))
    }

    /// The fix that takes a field out of the request: its setter call statement removed, or its
    /// item removed from the array literal with its comma (or its whole line).
    func removalFix(v2 field: V2Field) -> Fix? {
        guard let push = record.v2, let path = path(v2: field), let origin = push.origins[path] else { return nil }
        if record.api == .rest {
            let summary = Message("fix.removeKey", ["key": .verbatim(field.key), "place": .verbatim(path.dropLast().joined(separator: "."))])
            guard SourceEdits.keyLiteral(ofItem: origin.statement, key: field.key, in: file) != nil else {
                return .refused(Message("fix.refused.notItem", ["key": .verbatim(field.key)]), summary: summary)
            }
            guard let parent = push.origins[Array(path.dropLast())]?.value, ArrayLayout(parent, in: file) != nil else {
                return .refused(Message("fix.refused.notLiteral", ["place": .verbatim(path.dropLast().joined(separator: "."))]), summary: summary)
            }
            guard let edit = SourceEdits.removingItem(origin.statement, from: parent, in: file) else {
                return .refused(Message("fix.refused.cannotCut", ["key": .verbatim(field.key)]), summary: summary)
            }
            return Fix(edits: [edit], summary: summary)
        }
        let summary = Message("fix.removeCall", ["code": .verbatim(code(origin.statement))])
        let method = Self.setter(of: field)
        guard origin.value != nil else { return .refused(Message("fix.refused.elsewhere"), summary: summary) }
        guard SourceEdits.receiver(ofCall: origin.statement, method: method, in: file) != nil,
              let edit = SourceEdits.removingStatement(origin.statement, in: file) else {
            return .refused(Message("fix.refused.notCall", ["code": .verbatim(code(origin.statement)), "method": .verbatim(method)]), summary: summary)
        }
        return Fix(edits: [edit], summary: summary)
    }

    /// The fix that renames the raw item at `path` to `key` (`apns_collapse_id` → `apns-collapse-id`),
    /// in the quotes it has.
    func renameFix(_ path: [String], to key: String) -> Fix? {
        guard let push = record.v2, let origin = push.origins[path], let old = path.last,
              case .sent(let json) = record.outcome else { return nil }
        let summary = Message("fix.renameKey", ["key": .verbatim(old), "meant": .verbatim(key)])
        if V2Push.value(at: path.dropLast() + [key], in: json.map) != nil {
            return .refused(Message("fix.refused.keyTaken", ["key": .verbatim(old), "meant": .verbatim(key)]), summary: summary)
        }
        guard let range = SourceEdits.keyLiteral(ofItem: origin.statement, key: old, in: file) else {
            return .refused(Message("fix.refused.notItem", ["key": .verbatim(old)]), summary: summary)
        }
        return Fix(edits: [SourceEdits.renaming(range, to: key, in: file)], summary: summary)
    }

    /// True when a field's value holds text a phone would show: a non-empty string anywhere in it,
    /// or a value gtpush cannot know. `[]` and `{"title":"","body":""}` hold none.
    func hasText(v2 field: V2Field) -> Bool {
        func text(_ value: PHPValue) -> Bool {
            switch value {
            case .string(let bytes): !bytes.isEmpty
            case .array(let array): array.values.contains(where: text)
            case .null, .bool(false): false
            default: true
            }
        }
        return value(v2: field).map(text) ?? false
    }

    // MARK: - Adding a field nothing wrote

    private func insertionFix(_ field: V2Field, literal: String, summary: Message) -> Fix? {
        guard let push = record.v2, field.isUnderAPS, case .sent(let json) = record.outcome else { return nil }
        if let iosPath = push.iosPath, V2Push.value(at: iosPath, in: json.map) == nil {
            return .refused(Message("fix.refused.noIOS"), summary: summary)
        }
        guard let apsPath = push.apsPath, case .array(let aps)? = V2Push.value(at: apsPath, in: json.map) else {
            return .refused(Message("fix.refused.noAPS"), summary: summary)
        }
        if record.api == .rest {
            if let misspelt = misspeltFix(field, literal: literal, aps: aps, apsPath: apsPath, summary: summary) { return misspelt }
            guard let literalRange = push.origins[apsPath]?.value,
                  let edits = SourceEdits.insertingItem(key: field.key, value: literal, into: literalRange, in: file) else {
                return .refused(Message("fix.refused.notLiteral", ["place": .verbatim(apsPath.joined(separator: "."))]), summary: summary)
            }
            return Fix(edits: edits, summary: summary)
        }
        let call = "\(Self.setter(of: field))(\(literal))"
        guard let (anchor, variable) = apsAnchor(push, apsPath: apsPath, keys: aps.keys),
              let edit = SourceEdits.insertingLine("\(variable)->\(call);", after: anchor, in: file) else {
            return .refused(Message("fix.refused.noAPSVariable", ["call": .verbatim("$aps->\(call);")]), summary: summary)
        }
        return Fix(edits: [edit], summary: summary)
    }

    /// `"content-avaliable" => "1"` where `content-available` is meant: the key renamed (the same
    /// edit GT602 makes) and the value made `literal`.
    private func misspeltFix(_ field: V2Field, literal: String, aps: PHPArray, apsPath: [String], summary: Message) -> Fix? {
        let known = UnknownKeyRule.keys(.aps)
        for case .string(let bytes) in aps.keys {
            let key = String(decoding: bytes, as: UTF8.self)
            guard !known.contains(key), UnknownKeyRule.meant(key, among: known) == field.key,
                  let origin = record.v2?.origins[apsPath + [key]], let value = origin.value,
                  let keyRange = SourceEdits.keyLiteral(ofItem: origin.statement, key: key, in: file) else { continue }
            var edits = [SourceEdits.renaming(keyRange, to: field.key, in: file)]
            if file.string(value) != literal { edits.append(SourceEdits.replacing(value, with: literal, in: file)) }
            return Fix(edits: edits, summary: Message("fix.replaces", ["fix": .message(summary), "code": .verbatim(code(origin.statement))]))
        }
        return nil
    }

    /// Where a new aps setter statement goes and the variable it calls: after the last statement
    /// that calls one of the aps's setters on a variable in the block that creates it (a setter
    /// inside an `if` runs on some paths only), else after `$aps = new GTAps();`; when the
    /// creation is not in this file, after the last setter statement.
    private func apsAnchor(_ push: V2Push, apsPath: [String], keys: [PHPArray.Key]) -> (SourceRange, String)? {
        let creation = push.origins.objects[apsPath].flatMap { record.heap.creations[$0.id] }
        var setters: [(SourceRange, String)] = []
        for case .string(let bytes) in keys {
            guard let origin = push.origins[apsPath + [String(decoding: bytes, as: UTF8.self)]], origin.value != nil,
                  let method = SourceEdits.calledMethod(origin.statement, in: file),
                  let property = V2Class.aps.schema.property(setter: method),
                  Self.key(of: property) == String(decoding: bytes, as: UTF8.self),
                  let variable = SourceEdits.receiver(ofCall: origin.statement, method: method, in: file) else { continue }
            setters.append((origin.statement, variable))
        }
        setters.sort { $0.0.start < $1.0.start }
        let created = creation.flatMap { SourceEdits.assignedCreation($0, in: file) }
        if let created, let last = setters.last(where: { SourceEdits.inSameBlock(created.statement, $0.0, in: file) }) { return last }
        if let created { return (created.statement, created.variable) }
        return setters.last
    }

    /// `setContentAvailable`, `setSound`, `setAlert`: the GTAps setter that writes a field.
    static func setter(of field: V2Field) -> String {
        let schema = V2Class.aps.schema
        let property = schema.scalars.first { $0.key == field.key }?.property ?? schema.appended.first { $0.key == field.key }?.property ?? field.key
        return "set" + property.prefix(1).uppercased() + property.dropFirst()
    }

    /// The key a GTAps property writes.
    static func key(of property: String) -> String? {
        let schema = V2Class.aps.schema
        return schema.scalar(property: property)?.key ?? schema.appended.first { $0.property == property }?.key
    }

    /// Code for a message, on one line: without a statement's `;`, each line break and the
    /// indentation around it as one space.
    private func code(_ range: SourceRange) -> String {
        var lines = file.string(range).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            .map { $0.trimmingHorizontalSpace }.filter { !$0.isEmpty }
        if lines.last?.hasSuffix(";") == true { lines[lines.count - 1].removeLast() }
        return lines.joined(separator: " ")
    }
}
