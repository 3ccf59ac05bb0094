import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT602: a raw REST body's key that GeTui does not define where it is written.
public struct UnknownKeyRule: PushRule {
    public static let id = "GT602"
    public static let name = "unknown-key"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A raw REST body uses a key GeTui does not define at that place (`apns_collapse_id`, `sub_title`, `loc_key`, `content-avaliable`): GeTui ignores it. An error when the key meant decides the kind."
    public static let apis: Set<PushAPI> = [.rest]
    public static let triggeringExamples = [
        Examples.rest("\"request_id\" => \"promo-0000001\",", "\"audience\" => [\"cid\" => [\"c1\"]],",
                      "\"push_channel\" => [\"ios\" => [\"type\" => \"notify\", ↓\"apns_collapse_id\" => \"promo\", \"aps\" => [\"alert\" => [\"title\" => \"Hi\", \"body\" => \"Sale\"]]]],"),
        Examples.rest("\"request_id\" => \"wake-0000001\",", "\"audience\" => [\"cid\" => [\"c1\"]],",
                      "\"push_channel\" => [\"ios\" => [\"type\" => \"notify\", \"aps\" => [↓\"content-avaliable\" => 1]]],"),
    ]
    public static let nonTriggeringExamples = [
        Examples.rest("\"request_id\" => \"wake-0000001\",", "\"audience\" => [\"cid\" => [\"c1\"]],",
                      "\"push_channel\" => [\"ios\" => [\"type\" => \"notify\", \"apns-collapse-id\" => \"k\", \"aps\" => [\"content-available\" => 1]]],"),
    ]
    /// The key meant, in the key's own quotes, where the payload's intent lets `fix` change it.
    public static let corrections = [
        Correction("""
            <?php
            // gtpush: normal
            $body = [
                "request_id" => "promo-0000001",
                "audience" => ["cid" => ["c1"]],
                "push_channel" => ["ios" => ["type" => "notify", 'apns_collapse_id' => "promo", "aps" => ["alert" => ["title" => "Hi", "sub_title" => "Sale"]]]],
            ];
            """,
                   """
            <?php
            // gtpush: normal
            $body = [
                "request_id" => "promo-0000001",
                "audience" => ["cid" => ["c1"]],
                "push_channel" => ["ios" => ["type" => "notify", 'apns-collapse-id' => "promo", "aps" => ["alert" => ["title" => "Hi", "subtitle" => "Sale"]]]],
            ];
            """),
        Correction("""
            <?php
            function silentWake($cid) {
                return [
                    "audience" => ["cid" => [$cid]],
                    "push_channel" => ["ios" => ["type" => "notify", "aps" => ["content-avaliable" => 1]]],
                ];
            }
            """,
                   """
            <?php
            function silentWake($cid) {
                return [
                    "audience" => ["cid" => [$cid]],
                    "push_channel" => ["ios" => ["type" => "notify", "aps" => ["content-available" => 1]]],
                ];
            }
            """),
    ]
    public init() {}

    /// The keys whose absence changes what the phone does.
    static let decisive: Set<String> = ["aps", "alert", "sound", "content-available", "auto_badge"]

    public func check(_ context: RuleContext) -> [Finding] {
        guard let push = context.record.v2, case .sent(let json) = context.record.outcome else { return [] }
        var findings: [Finding] = []
        for (path, known) in Self.places(push, json.map) {
            guard case .array(let map)? = V2Push.value(at: path, in: json.map) else { continue }
            for case .string(let bytes) in map.keys {
                let key = String(decoding: bytes, as: UTF8.self)
                guard !known.contains(key) else { continue }
                let meant = Self.meant(key, among: known)
                let place = path.isEmpty ? "the body" : "`\(path.joined(separator: "."))`"
                let message: Message
                var severity = Self.severity
                var fix: Fix?
                if let meant {
                    let decides = Self.decisive.contains(meant)
                    if decides { severity = .error }
                    message = Message(decides ? "GT602.decides" : "GT602.meant", ["key": .verbatim(key), "place": .verbatim(place), "meant": .verbatim(meant)])
                    fix = context.renameFix(path + [key], to: meant)
                } else {
                    message = Message("GT602.unknown", ["key": .verbatim(key), "place": .verbatim(place)])
                }
                let offset = push.origins[path + [key]]?.statement.start ?? context.record.creation.start
                findings.append(context.finding(Self.self, at: offset, message, fix: fix, severity: severity))
            }
        }
        return findings
    }

    /// The places of a body whose keys the v2 SDK's classes define, with those keys: the request,
    /// its message and settings, the iOS channel, `aps`, the alert and each multimedia entry.
    static func places(_ push: V2Push, _ map: PHPArray) -> [(path: [String], known: Set<String>)] {
        var places: [(path: [String], known: Set<String>)] = []
        if let ios = push.iosPath, !ios.isEmpty {
            let request = push.requestPath
            if !request.isEmpty { places.append(([], keys(.pushBatchRequest))) }
            places.append((request, keys(.pushRequest).union(["audience"])))
            places.append((request + ["push_message"], keys(.pushMessage)))
            places.append((request + ["settings"], keys(.settings)))
        }
        if let ios = push.iosPath {
            places.append((ios, keys(.ios)))
            if case .array(let media)? = V2Push.value(at: ios + ["multimedia"], in: map) {
                for key in media.keys { places.append((ios + ["multimedia", String(decoding: key.asValue.toPHPString() ?? [], as: UTF8.self)], keys(.multimedia))) }
            }
        }
        if let aps = push.apsPath {
            places.append((aps, keys(.aps)))
            places.append((aps + ["alert"], keys(.alert)))
        }
        return places
    }

    /// The JSON keys a class's `getApiParam()` can write.
    static func keys(_ sdkClass: V2Class) -> Set<String> {
        let schema = sdkClass.schema
        return Set(schema.scalars.map(\.key) + schema.appended.map(\.key))
    }

    /// The defined key a misspelt one most likely meant: the same once `_`, `-` and case are
    /// set aside, or at most two edits away.
    static func meant(_ key: String, among known: Set<String>) -> String? {
        func folded(_ text: String) -> String { String(text.lowercased().filter { $0 != "_" && $0 != "-" }) }
        return EditDistance.nearest(key, among: known.sorted(), limit: 2, folded: folded)
    }
}

extension UnknownKeyRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT602.meant": "`%{key}` is not a key GeTui defines in %{place}: GeTui ignores it; did you mean `%{meant}`?",
            "GT602.decides": "`%{key}` is not a key GeTui defines in %{place}, so no `%{meant}` is sent and the phone does not do what it was meant to; did you mean `%{meant}`?",
            "GT602.unknown": "`%{key}` is not a key GeTui defines in %{place}: GeTui ignores it",
        ],
        chinese: [
            "rule.GT602.summary": "REST 原始请求体使用了个推在该位置没有定义的键（`apns_collapse_id`、`sub_title`、`loc_key`、`content-avaliable`）：个推会忽略它。想写的键决定推送类型时是错误。",
            "GT602.meant": "`%{key}` 不是个推在 %{place} 中定义的键：个推会忽略它；是不是想写 `%{meant}`？",
            "GT602.decides": "`%{key}` 不是个推在 %{place} 中定义的键，所以没有发送 `%{meant}`，手机的表现不是预期的；是不是想写 `%{meant}`？",
            "GT602.unknown": "`%{key}` 不是个推在 %{place} 中定义的键：个推会忽略它",
        ]
    )
}
