import PHPRuntime

/// `IGtBaseTemplate::set_apnInfo` and `set_pushInfo`: where a payload's JSON is produced and sized.
public enum TemplateSubmission {
    /// What `set_apnInfo($value)` does with the heap as it is now.
    public static func submit(_ value: PHPValue, heap: SDKHeap, call: Origin) -> APNSubmission {
        guard PayloadSerializer.isSet(value) else {
            return APNSubmission(payload: nil, heap: SDKHeap(), call: call, outcome: .dropped(reason: .nullArgument))
        }
        if value.isUnknown {
            return APNSubmission(payload: nil, heap: SDKHeap(), call: call, outcome: .dropped(reason: .unknownArgument))
        }
        guard case .object(let handle) = value, case .apnPayload(let payload)? = heap[handle] else {
            var isObject = false
            if case .object = value { isObject = true }
            let failure = SDKFailure(.notAPayload(typeName: value.typeName, isObject: isObject))
            return APNSubmission(payload: nil, heap: SDKHeap(), call: call, outcome: .thrown(failure))
        }
        // The snapshot holds the payload and what its JSON reads, not the whole heap: a heap kept
        // whole would be shared with the running code and copied whole at its next change.
        let snapshot = heap.keeping(payload.referencedObjects.union([handle.id]))
        return APNSubmission(payload: handle, heap: snapshot, call: call, outcome: outcome(of: payload, heap: heap, checkLength: true))
    }

    /// The payload's JSON as the SDK produces it; `checkLength` applies `set_apnInfo`'s 2048-byte limit.
    public static func outcome(of payload: APNPayload, heap: SDKHeap, checkLength: Bool) -> SubmissionOutcome {
        let map: PHPArray
        do {
            map = try PayloadSerializer.payloadMap(payload, heap: heap)
        } catch {
            return .thrown(error)
        }
        let json = PayloadJSON(map: map)
        guard !json.hasUnknowns else { return .sent(json) }
        switch PHPJSON.encodeOrFail(.array(map)) {
        case .failure(let failure):
            return .dropped(reason: .jsonEncodeFailed(failure))
        case .success(let bytes) where checkLength && bytes.count > APNPayload.maximumBytes:
            return .thrown(SDKFailure(.overlength(bytes: bytes.count)))
        case .success:
            return .sent(json)
        }
    }

    /// `set_pushInfo($actionLocKey, $badge, $message, $sound, $payload, $locKey, $locArgs, $launchImage, $contentAvailable = 0)`:
    /// builds a payload and a dictionary alert from positional arguments. Returns the new payload's
    /// handle; the caller submits it.
    public static func buildPushInfoPayload(_ arguments: [PHPValue], heap: inout SDKHeap, origin: Origin) -> PHPObjectHandle {
        func argument(_ index: Int, default value: PHPValue = .null) -> PHPValue {
            index < arguments.count ? arguments[index] : value
        }
        func present(_ value: PHPValue) -> Bool {
            PayloadSerializer.isSet(value) && PayloadSerializer.isEmpty(value) != true
        }

        var alert = DictionaryAlertMsg()
        if present(argument(0)) { alert[.actionLocKey] = Assigned(argument(0), origin: origin) }
        if present(argument(2)) { alert[.body] = Assigned(argument(2), origin: origin) }
        if present(argument(5)) { alert[.locKey] = Assigned(argument(5), origin: origin) }
        if present(argument(6)) { alert[.locArgs] = Assigned(.array(PHPArray(list: [argument(6)])), origin: origin) }
        if present(argument(7)) { alert[.launchImage] = Assigned(argument(7), origin: origin) }
        let alertHandle = heap.allocate(.dictionaryAlert(alert), at: origin.statement)

        var payload = APNPayload(creation: origin.statement)
        payload[.alertMsg] = Assigned(.object(alertHandle), origin: origin)
        if PayloadSerializer.isSet(argument(1)) { payload[.badge] = Assigned(argument(1), origin: origin) }
        if present(argument(3)) { payload[.sound] = Assigned(argument(3), origin: origin) }
        let contentAvailable = argument(8, default: .int(0))
        if PayloadSerializer.isSet(contentAvailable) { payload[.contentAvailable] = Assigned(contentAvailable, origin: origin) }
        if present(argument(4)) { payload.addCustomMessage(key: .string("payload"), value: argument(4), origin: origin) }
        return heap.allocate(.apnPayload(payload), at: origin.statement)
    }
}

/// The map `get_payload()` (v1) or `getApiParam()` (v2) encodes, and its exact bytes.
public struct PayloadJSON: Sendable, Hashable {
    public var map: PHPArray
    /// The flags the code passes to `json_encode`: none for either SDK; a raw REST body's own.
    public var flags: PHPJSON.Options

    public init(map: PHPArray, flags: PHPJSON.Options = []) {
        self.map = map
        self.flags = flags
    }

    public var hasUnknowns: Bool { PHPValue.array(map).containsUnknown }

    public var unknowns: [UnknownValue] { PHPValue.array(map).unknowns }

    /// `json_encode($map, flags)`; nil when it fails or a value is unknown.
    public var exactBytes: [UInt8]? {
        hasUnknowns ? nil : PHPJSON.encode(.array(map), options: flags)
    }

    /// The readable form: pretty-printed, UTF-8 and slashes unescaped, unknowns as `"{{…}}"`.
    public var prettyBytes: [UInt8]? {
        PHPJSON.encode(.array(map), options: [.prettyPrint, .unescapedUnicode, .unescapedSlashes])
    }
}
