import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT209: more than three media, or a media without url or type, make the SDK throw.
public struct MultiMediaRule: PushRule {
    public static let id = "GT209"
    public static let name = "sdk-multimedia"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "More than 3 media, or a media without url or type: the SDK throws."
    public static let triggeringExamples = [Examples.normal("$m = new IGtMultiMedia();", "$m->set_url(\"https://a.example/p.jpg\");", "↓$apn->add_multiMedia($m);")]
    public static let nonTriggeringExamples = [Examples.normal("$m = new IGtMultiMedia();", "$m->set_url(\"https://a.example/p.jpg\");", "$m->set_type(MediaType::pic);", "$apn->add_multiMedia($m);")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let medias = context.payload.multiMedias
        guard let failure = context.analysis.variants.compactMap(\.failure).first(where: { $0 == .multiMediaOverLimit || $0 == .multiMediaIncomplete }) else { return [] }
        if failure == .multiMediaOverLimit {
            let offset = medias.count > 3 ? medias[3].origin?.statement.start : nil
            return [context.finding(Self.self, at: offset ?? context.record.creation.start,
                Message("GT209.overLimit", ["count": .number(medias.count)]))]
        }
        let incomplete = medias.first { media in
            guard case .object(let handle) = media.value, case .multiMedia(let item)? = context.record.heap[handle] else { return true }
            return PHPComparison.looseEquals(item[.url].value, .null) == true || PHPComparison.looseEquals(item[.type].value, .null) == true
        }
        return [context.finding(Self.self, at: incomplete?.origin?.statement.start ?? context.record.creation.start,
            Message("GT209.incomplete"))]
    }
}

extension MultiMediaRule {
    /// Its messages in both languages, merged into the catalogue (`Catalogue.entries`).
    public static let messages = RuleMessages(
        english: [
            "GT209.overLimit": "the payload has %{count} media; the SDK allows at most 3 and throws \"MultiMedias size overlimit\"",
            "GT209.incomplete": "a media has no url or no type, so the SDK throws \"MultiMedia resType and resUrl can't be null\"",
        ],
        chinese: [
            "rule.GT209.summary": "多媒体超过 3 个，或某个多媒体缺少 url 或 type：SDK 抛出异常。",
            "GT209.overLimit": "推送有 %{count} 个多媒体；SDK 最多允许 3 个，会抛出 \"MultiMedias size overlimit\"",
            "GT209.incomplete": "有个多媒体缺少 url 或 type，SDK 会抛出 \"MultiMedia resType and resUrl can't be null\"",
        ]
    )
}
