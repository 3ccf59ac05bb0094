import PHPRuntime

/// `IGtAPNPayload::get_payload()`, step by step as SDK.md measures it.
///
/// Unknown values are carried into the JSON (a preview shows them as `{{…}}`); where the SDK would
/// test an unknown value, the serializer takes the branch that emits it, so the preview shows
/// every key that could be sent. The rules decide kinds by substituting concrete values.
public enum PayloadSerializer {
    /// The top-level map `get_payload()` encodes, or the SDK's failure.
    public static func payloadMap(_ payload: APNPayload, heap: SDKHeap) throws(SDKFailure) -> PHPArray {
        var aps = PHPArray()

        let alertValue = payload[.alertMsg].value
        if isSet(alertValue) {
            if let alert = try alertMessage(alertValue, heap: heap), isSet(alert) {
                aps[key(APNPayload.Field.alertMsg)] = alert
            }
        }

        let autoBadge = payload[.autoBadge].value
        if isSet(autoBadge) {
            aps[key(APNPayload.Field.autoBadge)] = autoBadge
        } else if PHPComparison.compare(payload[.badge].value, .int(0)).map({ $0 >= 0 }) ?? true {
            aps[key(APNPayload.Field.badge)] = payload[.badge].value
        }

        let sound = payload[.sound].value
        if isEmpty(sound) == true {
            aps[key(APNPayload.Field.sound)] = .string("default")
        } else if PHPComparison.looseEquals(sound, .string(APNPayload.silenceSound)) != true {
            aps[key(APNPayload.Field.sound)] = sound
        }

        if aps.isEmpty { throw SDKFailure(.emptyAPS) }

        let contentAvailable = payload[.contentAvailable].value
        if PHPComparison.compare(contentAvailable, .int(0)).map({ $0 > 0 }) ?? true {
            aps[key(APNPayload.Field.contentAvailable)] = contentAvailable
        }

        let category = payload[.category].value
        if isSet(category) && isEmpty(category) != true {
            aps[key(APNPayload.Field.category)] = category
        }

        var map = payload.customMessages
        map[key(APNPayload.apsKey)] = .array(aps)

        let collapseID = payload[.apnsCollapseId].value
        if isSet(collapseID) {
            map[key(APNPayload.Field.apnsCollapseId)] = collapseID
        }

        if !payload.multiMedias.isEmpty {
            map[key(APNPayload.multiMediaKey)] = try multiMediaList(payload.multiMedias.map(\.value), heap: heap)
        }

        let voiceType = payload[.voicePlayType].value
        let voiceMessage = payload[.voicePlayMessage].value
        if PHPComparison.looseEquals(voiceType, .int(1)) == true {
            map[key(APNPayload.Field.voicePlayType)] = .int(1)
        } else if PHPComparison.looseEquals(voiceType, .int(2)) ?? voiceType.isUnknown, isSet(voiceMessage), isEmpty(voiceMessage) != true {
            map[key(APNPayload.Field.voicePlayType)] = voiceType.isUnknown ? voiceType : .int(2)
            map[key(APNPayload.Field.voicePlayMessage)] = voiceMessage
        }
        return map
    }

    /// `get_alertMsg()` on whatever `alertMsg` holds.
    static func alertMessage(_ value: PHPValue, heap: SDKHeap) throws(SDKFailure) -> PHPValue? {
        switch value {
        case .unknown:
            return value
        case .object(let handle):
            switch heap[handle] {
            case .dictionaryAlert(let alert): return try dictionaryAlert(alert)
            case .simpleAlert(let alert): return alert.alertMsg.value
            default: throw SDKFailure(.alertWithoutMethod(className: handle.className))
            }
        default:
            throw SDKFailure(.alertNotObject(typeName: value.typeName))
        }
    }

    /// `DictionaryAlertMsg::get_alertMsg()`: nil when nothing before the subtitle fields is set.
    static func dictionaryAlert(_ alert: DictionaryAlertMsg) throws(SDKFailure) -> PHPValue? {
        var map = PHPArray()
        for field in DictionaryAlertMsg.Field.allCases {
            if field.isSubtitle && map.isEmpty { return nil }
            let value = alert[field].value
            if field.isList {
                switch value {
                case .array, .unknown: break
                default: throw SDKFailure(.countOnNonArray(typeName: value.typeName))
                }
            }
            // What an unknown would make of it is open; the preview shows it, named.
            if alert.emits(field) ?? true { map[key(field)] = value }
        }
        return map.isEmpty ? nil : .array(map)
    }

    /// `_grinfo_`: at most three entries, each with a type and a url; rids replaced by
    /// `grid-<index>` when any is missing or two are equal.
    static func multiMediaList(_ handles: [PHPValue], heap: SDKHeap) throws(SDKFailure) -> PHPValue {
        if handles.count > 3 { throw SDKFailure(.multiMediaOverLimit) }
        var medias: [MultiMedia] = []
        for value in handles {
            guard case .object(let handle) = value, case .multiMedia(let media)? = heap[handle] else {
                throw SDKFailure(.multiMediaIncomplete)
            }
            if !isSet(media[.type].value) || !isSet(media[.url].value) { throw SDKFailure(.multiMediaIncomplete) }
            medias.append(media)
        }
        let rids = medias.map { $0[.rid].value }
        let needsGeneratedRIDs = rids.contains { !isSet($0) } || Set(rids).count != rids.count
        var list = PHPArray()
        for (index, media) in medias.enumerated() {
            var entry = PHPArray()
            entry[key(MultiMedia.Field.rid)] = needsGeneratedRIDs ? .string("grid-\(index)") : media[.rid].value
            entry[key(MultiMedia.Field.url)] = media[.url].value
            entry[key(MultiMedia.Field.type)] = media[.type].value
            entry[key(MultiMedia.Field.onlywifi)] = media[.onlywifi].value
            list.append(.array(entry))
        }
        return .array(list)
    }

    /// `$x != null`, taking an unknown as set.
    static func isSet(_ value: PHPValue) -> Bool {
        PHPComparison.looseEquals(value, .null).map { !$0 } ?? true
    }

    /// `$x == ''`; nil when unknown.
    static func isEmpty(_ value: PHPValue) -> Bool? {
        PHPComparison.looseEquals(value, .string([]))
    }

    static func key(_ text: String) -> PHPArray.Key { .string(Array(text.utf8)) }

    /// The key the SDK writes a field under.
    static func key(_ field: some SDKField) -> PHPArray.Key { key(field.jsonKey) }
}
