import GeTuiModel
import PHPRuntime
import PHPSyntax

/// GT206: the official SDK misspells the collapse-id key.
public struct CollapseKeyRule: PushRule {
    public static let id = "GT206"
    public static let name = "sdk-collapse-key"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "apnsCollapseId is set: the official SDK writes it as `apns-collapse-i`, so it never reaches Apple."
    public static let triggeringExamples = [Examples.normal("$apn->apnsCollapseId = \"price-42\";")]
    public static let nonTriggeringExamples = [Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.payload[.apnsCollapseId].origin != nil, PHPComparison.looseEquals(context.payload[.apnsCollapseId].value, .null) != true else { return [] }
        return [context.finding(Self.self, at: context.offset(of: .apnsCollapseId),
            "\(context.property(.apnsCollapseId)) is \(context.written(.apnsCollapseId)), but the official SDK sends it under the misspelt key \"apns-collapse-i\", so notifications are not collapsed")]
    }
}

/// GT207: a custom key `aps` is overwritten by the SDK's aps map.
public struct APSCollisionRule: PushRule {
    public static let id = "GT207"
    public static let name = "aps-collision"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "A custom key `aps`: the SDK replaces its value with the aps map."
    public static let triggeringExamples = [Examples.normal("$apn->add_customMsg(\"aps\", \"mine\");")]
    public static let nonTriggeringExamples = [Examples.normal("$apn->add_customMsg(\"apps\", \"mine\");")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.payload.customMessageCalls.filter { $0.key == .string(Array("aps".utf8)) }.map { call in
            context.finding(Self.self, at: call.origin?.statement.start ?? context.record.creation.start,
                "custom key \"aps\" is replaced by the SDK's own aps map: its value never arrives")
        }
    }
}

/// GT208: a dictionary alert with only subtitle fields is dropped by `get_alertMsg()`.
public struct SubtitleOnlyRule: PushRule {
    public static let id = "GT208"
    public static let name = "alert-subtitle-only"
    public static let severity = Diagnostic.Severity.warning
    public static let summary = "An alert object with only subtitle fields: the SDK drops the alert."
    public static let triggeringExamples = ["<?php\n$alert = new DictionaryAlertMsg();\n$alert->subtitle = \"Sub\";\n$apn = new IGtAPNPayload();\n$apn->alertMsg = $alert;\n$apn->badge = 1;\n"]
    public static let nonTriggeringExamples = [Examples.normal()]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let alert = context.payload.dictionaryAlert(in: context.record.heap) else { return [] }
        let fields = DictionaryAlertMsg.Field.allCases
        let leading = fields.filter { !$0.isSubtitle }.map { alert.emits($0) }
        guard leading.allSatisfy({ $0 == false }) else { return [] }
        guard fields.filter(\.isSubtitle).contains(where: { alert.emits($0) == true }) else { return [] }
        return [context.finding(Self.self, at: context.offset(of: .alertMsg),
            "the alert \(context.written(.alertMsg)) has only a subtitle: get_alertMsg() returns null when title, body and the loc keys are empty, so the SDK drops the whole alert")]
    }
}

/// GT209: more than three media, or a media without url or type, make the SDK throw.
public struct MultiMediaRule: PushRule {
    public static let id = "GT209"
    public static let name = "sdk-multimedia"
    public static let severity = Diagnostic.Severity.error
    public static let summary = "More than 3 media, or a media without url or type: the SDK throws."
    public static let triggeringExamples = [Examples.normal("$m = new IGtMultiMedia();", "$m->set_url(\"https://a.example/p.jpg\");", "$apn->add_multiMedia($m);")]
    public static let nonTriggeringExamples = [Examples.normal("$m = new IGtMultiMedia();", "$m->set_url(\"https://a.example/p.jpg\");", "$m->set_type(MediaType::pic);", "$apn->add_multiMedia($m);")]
    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let medias = context.payload.multiMedias
        guard let failure = context.analysis.variants.compactMap(\.failure).first(where: { $0 == .multiMediaOverLimit || $0 == .multiMediaIncomplete }) else { return [] }
        if failure == .multiMediaOverLimit {
            let offset = medias.count > 3 ? medias[3].origin?.statement.start : nil
            return [context.finding(Self.self, at: offset ?? context.record.creation.start,
                "the payload has \(medias.count) media; the SDK allows at most 3 and throws \"MultiMedias size overlimit\"")]
        }
        let incomplete = medias.first { media in
            guard case .object(let handle) = media.value, case .multiMedia(let item)? = context.record.heap[handle] else { return true }
            return PHPComparison.looseEquals(item.url.value, .null) == true || PHPComparison.looseEquals(item.type.value, .null) == true
        }
        return [context.finding(Self.self, at: incomplete?.origin?.statement.start ?? context.record.creation.start,
            "a media has no url or no type, so the SDK throws \"MultiMedia resType and resUrl can't be null\"")]
    }
}
