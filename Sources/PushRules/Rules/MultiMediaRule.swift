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
