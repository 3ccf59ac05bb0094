import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// GT609: an empty cid or alias makes the v2 SDK address every user.
public struct AudienceAllRule: PushRule {
    public static let id = "GT609"
    public static let name = "audience-all"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "setCid or setAlias given \"\", null, 0 or false: the v2 SDK writes \"audience\":\"all\" and the push goes to every user."
    public static let apis: Set<PushAPI> = [.v2]
    public static let triggeringExamples = [Examples.v2Request(aps: ["$aps->setContentAvailable(1);"], request: ["↓$push->setCid(\"\");"])]
    public static let nonTriggeringExamples = [Examples.v2Silent()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let push = context.record.v2, push.isRequest, let handle = push.origins.objects[push.requestPath],
              case .v2(let request)? = context.record.heap[handle], request.sdkClass == .pushRequest,
              let body = push.body, V2Push.value(at: push.requestPath + ["audience"], in: body) == .string("all") else { return [] }
        // Only a target the code gave, and that is known to be empty: `"all"` on purpose sets none.
        return ["cid", "alias"].compactMap { property in
            let assigned = request[property]
            guard let origin = assigned.origin, !assigned.value.containsUnknown else { return nil }
            return context.finding(Self.self, at: origin.statement.start, Message("GT609.all", [
                "call": .verbatim("set" + property.prefix(1).uppercased() + property.dropFirst()),
                "value": .message(Describe.valueMessage(assigned.value)),
            ]))
        }
    }
}

extension AudienceAllRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT609.all": "%{call}(%{value}) gives no target, so the SDK writes \"audience\":\"all\": this push goes to every user",
        ],
        chinese: [
            "rule.GT609.summary": "setCid 或 setAlias 收到 \"\"、null、0 或 false：v2 SDK 写入 \"audience\":\"all\"，推送会发给所有用户。",
            "GT609.all": "%{call}(%{value}) 没有给出目标，SDK 会写 \"audience\":\"all\"：这条推送会发给所有用户",
        ]
    )
}
