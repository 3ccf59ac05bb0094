import GeTuiModel
import PHPRuntime
import Testing

/// The v1 schema says what SDK.md measured: each class's fields with their defaults and JSON keys,
/// its methods and what they do; and the words the prefilters search for are still those words.
@Suite struct SDKSchemaTests {
    @Test func payloadFieldsAreSDKmds() {
        let schema = SDKClass.apnPayload.schema
        #expect(schema.properties.map(\.name) == ["alertMsg", "badge", "autoBadge", "sound", "contentAvailable", "category",
                                                  "voicePlayType", "voicePlayMessage", "apnsCollapseId", "customMsg", "multiMedias"])
        #expect(schema.properties.map(\.defaultValue) == [.null, .int(-1), .null, .string("default"), .int(0), .null, .int(0), .null, .null,
                                                          .array(PHPArray()), .array(PHPArray())])
        #expect(APNPayload.Field.allCases.map(\.jsonKey) == ["alert", "badge", "autoBadge", "sound", "content-available", "category",
                                                             "_gvp_t_", "_gvp_m_", "apns-collapse-i"])
        #expect(schema.instanceConstants == ["APN_SOUND_SILENCE": .string("com.gexin.ios.silence")])
        #expect(schema.staticProperties == ["PAYLOAD_MAX_BYTES": .int(2048)])
        #expect(schema.methods.map(\.name) == ["add_customMsg", "add_multiMedia", "set_multiMedias", "get_payload"])
        #expect(schema.method("ADD_CUSTOMMSG")?.effect == .addCustomMessage)
    }

    @Test func alertAndMediaFieldsAreSDKmds() {
        #expect(DictionaryAlertMsg.Field.allCases.map(\.jsonKey) == ["title", "body", "title-loc-key", "title-loc-args", "action-loc-key",
                                                                     "loc-key", "loc-args", "launch-image", "subtitle", "subtitle-loc-args", "subtitle-loc-key"])
        #expect(SDKClass.simpleAlertMsg.schema.properties.map(\.name) == ["alertMsg"])
        let media = SDKClass.multiMedia.schema
        #expect(media.properties.map(\.name) == ["rid", "url", "type", "onlywifi"])
        #expect(media.properties.map(\.defaultValue) == [.null, .null, .null, .int(0)])
        #expect(media.methods.map(\.name) == ["set_url", "set_type", "set_rid", "set_onlywifi"])
        #expect(media.methods.allSatisfy { $0.returnsThis })
        #expect(media.method("set_onlywifi")?.effect == .setFlag("onlywifi"))
        #expect(SDKClass.mediaType.schema.constants == ["pic": .int(1), "audio": .int(2), "video": .int(3)])
    }

    @Test func everyTemplateHasTheBaseTemplatesMethods() throws {
        let base = try #require(SDKClassSchema.named("\\Igetui\\IGtBaseTemplate"))
        #expect(base.method("set_apnInfo")?.effect == .apnInfo && base.method("set_apnInfo")?.objectArgument == .apnPayload)
        #expect(base.method("set_pushInfo")?.arity == 8...9)
        #expect(base.method("set_transmissionContent")?.effect == .outsideAPNs)
        for template in SDKClass.allCases where template.isTemplate {
            #expect(template.schema.methods.map(\.name) == base.methods.map(\.name))
        }
        #expect(SDKClassSchema.isOutsideAPNsClass("\\IGtSingleMessage") && !SDKClassSchema.isOutsideAPNsClass("IGtAPNPayload"))
    }

    @Test func v2MethodsResolveByTheirNames() {
        let ios = V2Class.ios.schema
        #expect(ios.method("SETAPNSCOLLAPSEID") == .set("apnsCollapseId"))
        #expect(ios.method("addMultimedia") == .add("multimedia"))
        #expect(ios.method("getApiParam") == .apiParam)
        #expect(ios.method("getPayload") == .get("payload"))
        #expect(ios.method("setBadge") == nil)
        #expect(V2Class.ups.schema.method("addOption") == .addOption && V2Class.ios.schema.method("addOption") == nil)
        #expect(ios.spelling(of: .set("apnsCollapseId")) == "setApnsCollapseId")
        #expect(V2Class.pushBatchRequest.schema.spelling(of: .add("msgList")) == "addMsgList")
    }

    @Test func thePrefilterWordsAreUnchanged() {
        #expect(SDKVocabulary.payloadBuilders == ["IGtAPNPayload", "set_pushInfo", "GTPushRequest", "GTPushBatchRequest", "GTPushMessage",
                                                  "GTIos", "GTAps", "push_channel", "push_message", "\"aps\"", "'aps'"])
        #expect(SDKVocabulary.mentions == ["IGtAPNPayload", "set_pushInfo", "alertMsg", "set_apnInfo", "customMsg", "contentAvailable", "IGtMultiMedia",
                                           "GTPushRequest", "GTPushBatchRequest", "GTPushMessage", "push_channel", "content-available", "setAps(", "h_messa", "tAlert("])
        // The walk's byte search moves by the shortest word.
        #expect(SDKVocabulary.mentions.allSatisfy { $0.utf8.count >= 7 })
        // Each cut word is the part of its whole word that it says.
        for cut in SDKVocabulary.cutMentions {
            #expect(Array(cut.whole.utf8)[cut.at..<(cut.at + cut.cut.utf8.count)].elementsEqual(cut.cut.utf8), "\(cut.whole)")
        }
        #expect(SDKVocabulary.snippetNames == ["IGt", "DictionaryAlertMsg", "SimpleAlertMsg", "set_apnInfo", "set_pushInfo",
                                               "GTPushRequest", "GTPushMessage", "GTIos", "GTAps", "push_channel"])
    }
}
