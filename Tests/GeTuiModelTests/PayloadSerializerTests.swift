import GeTuiModel
import PHPRuntime
import PHPSyntax
import Testing

/// `get_payload()` step by step (SDK.md), on payloads built directly in the model.
@Suite struct PayloadSerializerTests {
    private func json(_ payload: APNPayload, heap: SDKHeap = SDKHeap(), checkLength: Bool = false) -> String {
        switch TemplateSubmission.outcome(of: payload, heap: heap, checkLength: checkLength) {
        case .sent(let json): return json.exactBytes.map { String(decoding: $0, as: UTF8.self) } ?? "unknown"
        case .dropped(let reason): return "dropped: \(reason)"
        case .thrown(let failure): return "error: \(failure.message)"
        }
    }

    private func set(_ payload: inout APNPayload, _ field: APNPayload.Field, _ value: PHPValue) {
        payload[field] = Assigned(value, origin: Origin(statement: .empty))
    }

    @Test func defaultsGiveTheDefaultSound() {
        #expect(json(APNPayload(creation: .empty)) == #"{"aps":{"sound":"default"}}"#)
    }

    @Test func contentAvailableAloneIsAFormatError() {
        var payload = APNPayload(creation: .empty)
        set(&payload, .sound, .string(APNPayload.silenceSound))
        set(&payload, .contentAvailable, .int(1))
        #expect(json(payload) == "error: create apn payload error: format error")
    }

    @Test func silenceWithBadgeIsTheCanonicalSilentPush() {
        var payload = APNPayload(creation: .empty)
        set(&payload, .alertMsg, .string(""))
        set(&payload, .sound, .string(APNPayload.silenceSound))
        set(&payload, .contentAvailable, .int(1))
        set(&payload, .badge, .int(1))
        payload.addCustomMessage(key: .string("msg"), value: .string("sync"), origin: nil)
        #expect(json(payload) == #"{"msg":"sync","aps":{"badge":1,"content-available":1}}"#)
    }

    @Test func looseValuesAreSentAsTheyAre() {
        var payload = APNPayload(creation: .empty)
        set(&payload, .sound, .bool(true))       // true == "com.gexin.ios.silence": no sound
        set(&payload, .badge, .null)             // null >= 0: "badge":null
        set(&payload, .contentAvailable, .string("1"))
        #expect(json(payload) == #"{"aps":{"badge":null,"content-available":"1"}}"#)
    }

    @Test func autoBadgeReplacesBadge() {
        var payload = APNPayload(creation: .empty)
        set(&payload, .badge, .int(3))
        set(&payload, .autoBadge, .string("+1"))
        #expect(json(payload) == #"{"aps":{"autoBadge":"+1","sound":"default"}}"#)
    }

    @Test func aStringAlertIsAFatalError() {
        var payload = APNPayload(creation: .empty)
        set(&payload, .alertMsg, .string("hello"))
        #expect(json(payload) == "error: Call to a member function get_alertMsg() on string")
        set(&payload, .alertMsg, .int(5))
        #expect(json(payload) == "error: Call to a member function get_alertMsg() on int")
    }

    @Test func subtitleAloneIsDropped() {
        var heap = SDKHeap()
        var alert = DictionaryAlertMsg()
        alert[.subtitle] = Assigned(.string("only"))
        let handle = heap.allocate(.dictionaryAlert(alert))
        var payload = APNPayload(creation: .empty)
        set(&payload, .alertMsg, .object(handle))
        set(&payload, .badge, .int(1))
        #expect(json(payload, heap: heap) == #"{"aps":{"badge":1,"sound":"default"}}"#)
    }

    @Test func customKeysKeepTheirFirstPositionAndApsIsReplaced() {
        var payload = APNPayload(creation: .empty)
        payload.addCustomMessage(key: .string("a"), value: .string("1"), origin: nil)
        payload.addCustomMessage(key: .string("aps"), value: .string("x"), origin: nil)
        payload.addCustomMessage(key: .string("a"), value: .string("2"), origin: nil)
        payload.addCustomMessage(key: .string("10"), value: .int(0), origin: nil)   // 0 is dropped
        payload.addCustomMessage(key: .string("10"), value: .string("0"), origin: nil)
        #expect(json(payload) == #"{"a":"2","aps":{"sound":"default"},"10":"0"}"#)
        #expect(payload.customMessageCalls.map(\.isStored) == [true, true, true, false, true])
    }

    @Test func multimediaRulesAndGeneratedRids() {
        var heap = SDKHeap()
        var media = MultiMedia()
        media[.url] = Assigned(.string("u"))
        media[.type] = Assigned(.int(1))
        media[.rid] = Assigned(.string("same"))
        let first = heap.allocate(.multiMedia(media))
        let second = heap.allocate(.multiMedia(media))
        var payload = APNPayload(creation: .empty)
        payload.multiMedias = [Assigned(.object(first)), Assigned(.object(second))]
        #expect(json(payload, heap: heap) == #"{"aps":{"sound":"default"},"_grinfo_":[{"rid":"grid-0","url":"u","type":1,"onlywifi":0},{"rid":"grid-1","url":"u","type":1,"onlywifi":0}]}"#)
        payload.multiMedias += [Assigned(.object(first)), Assigned(.object(second))]
        #expect(json(payload, heap: heap) == "error: create apn payload error: MultiMedias size overlimit")
        var incomplete = MultiMedia()
        incomplete[.url] = Assigned(.string("u"))
        let third = heap.allocate(.multiMedia(incomplete))
        payload.multiMedias = [Assigned(.object(third))]
        #expect(json(payload, heap: heap) == "error: create apn payload error: MultiMedia resType and resUrl can't be null")
    }

    @Test func lengthIsCheckedOnlyBySetApnInfo() {
        var payload = APNPayload(creation: .empty)
        set(&payload, .category, .string(String(repeating: "好", count: 400)))
        #expect(json(payload, checkLength: true) == "error: APN payload length overlength (2441>2048)")
        #expect(json(payload).count == 2441)
    }

    @Test func invalidUTF8DropsTheAPNsPart() {
        var payload = APNPayload(creation: .empty)
        set(&payload, .sound, .string([0xB2, 0xE2]))  // GBK bytes
        #expect(json(payload) == "dropped: json_encode failed: a string is not valid UTF-8")
    }

    @Test func unknownsAreKeptForThePreview() throws {
        var payload = APNPayload(creation: .empty)
        set(&payload, .sound, .unknown(UnknownValue(expression: "$client_notice")))
        guard case .sent(let json) = TemplateSubmission.outcome(of: payload, heap: SDKHeap(), checkLength: true) else {
            Issue.record("expected a payload")
            return
        }
        #expect(json.exactBytes == nil)
        #expect(json.unknowns.map(\.expression) == ["$client_notice"])
        #expect(String(decoding: try #require(json.prettyBytes), as: UTF8.self) == """
        {
            "aps": {
                "sound": "{{$client_notice}}"
            }
        }
        """)
    }

    @Test func setPushInfoBuildsFromPositionalArguments() {
        var heap = SDKHeap()
        let arguments: [PHPValue] = [.string(""), .int(10), .string("Body"), .string(APNPayload.silenceSound), .string(""), .string(""), .string("arg"), .string(""), .int(1)]
        let handle = TemplateSubmission.buildPushInfoPayload(arguments, heap: &heap, origin: Origin(statement: .empty))
        let submission = TemplateSubmission.submit(.object(handle), heap: heap, call: Origin(statement: .empty))
        guard case .sent(let json) = submission.outcome else {
            Issue.record("expected a payload")
            return
        }
        #expect(json.exactBytes.map { String(decoding: $0, as: UTF8.self) } == #"{"aps":{"alert":{"body":"Body","loc-args":["arg"]},"badge":10,"content-available":1}}"#)
    }

    @Test func setApnInfoNeedsAPayloadObject() {
        var heap = SDKHeap()
        let alert = heap.allocate(.simpleAlert(SimpleAlertMsg()))
        let call = Origin(statement: .empty)
        #expect(TemplateSubmission.submit(.string("json"), heap: heap, call: call).outcome == .thrown(SDKFailure(.notAPayload(typeName: "string", isObject: false))))
        #expect(SDKFailure(.notAPayload(typeName: "string", isObject: false)).message == "Call to a member function get_payload() on string")
        #expect(TemplateSubmission.submit(.object(alert), heap: heap, call: call).outcome == .thrown(SDKFailure(.notAPayload(typeName: "SimpleAlertMsg", isObject: true))))
        #expect(SDKFailure(.notAPayload(typeName: "SimpleAlertMsg", isObject: true)).message == "Call to undefined method SimpleAlertMsg::get_payload()")
        #expect(TemplateSubmission.submit(.null, heap: heap, call: call).outcome == .dropped(reason: .nullArgument))
    }
}
