import PHPRuntime

/// `getApiParam()` of the v2 SDK's classes, step by step as SDK-v2.md measures it.
///
/// The SDK appends each object's keys to its own `apiParam` every time it runs, so the serializer
/// changes the heap: a key appended once keeps its position when a later scalar setter runs
/// (SDK-v2.md P37). Unknown values are carried into the body (a preview shows them as `{{…}}`);
/// where the SDK would test an unknown value, the serializer takes the branch that emits it, so
/// the preview shows every key that could be sent.
public enum V2Serializer {
    /// `$object->getApiParam()`: the body, and where each of its keys was written.
    public static func apiParam(of handle: PHPObjectHandle, heap: inout SDKHeap) throws(SDKFailure) -> (map: PHPArray, origins: V2Origins) {
        var run = Run(heap: heap)
        let map = try run.apiParam(of: handle, path: [])
        heap = run.heap
        return (map, run.origins)
    }

    /// The body the push API would POST for `handle` now, leaving the heap as it is (a request
    /// returned to a caller, previewed as it would be sent).
    public static func outcome(of handle: PHPObjectHandle, heap: SDKHeap) -> V2Submission {
        var run = Run(heap: heap)
        do {
            let map = try run.apiParam(of: handle, path: [])
            return V2Submission(outcome: bodyOutcome(map), body: map, origins: run.origins)
        } catch {
            return V2Submission(outcome: .thrown(error), body: nil, origins: run.origins)
        }
    }

    /// `json_encode($body)` with flags 0, as `GTHttpManager` POSTs it: `false` (no body at all)
    /// when a string is not UTF-8.
    public static func bodyOutcome(_ map: PHPArray, flags: PHPJSON.Options = []) -> SubmissionOutcome {
        let json = PayloadJSON(map: map, flags: flags)
        guard !json.hasUnknowns else { return .sent(json) }
        if case .failure(let failure) = PHPJSON.encodeOrFail(.array(map), options: flags) {
            return .dropped(reason: .jsonEncodeFailed(failure))
        }
        return .sent(json)
    }

    private struct Run {
        var heap: SDKHeap
        var origins = V2Origins()
        /// Objects whose `getApiParam()` is running: one that holds itself would recurse forever.
        var running: Set<Int> = []

        mutating func apiParam(of handle: PHPObjectHandle, path: [String]) throws(SDKFailure) -> PHPArray {
            guard case .v2(var object)? = heap[handle] else { throw SDKFailure(.apiParamUndefined(className: handle.className)) }
            guard running.insert(handle.id).inserted else {
                origins.failurePath = path
                throw SDKFailure(.selfContaining(className: object.sdkClass.rawValue))
            }
            defer { running.remove(handle.id) }
            origins.objects[path] = handle
            for (key, origin) in object.keyOrigins {
                if case .string(let bytes) = key { origins.byPath[path + [String(decoding: bytes, as: UTF8.self)]] = origin }
            }
            let schema = object.schema
            for appended in schema.appended {
                let assigned = object[appended.property]
                guard passes(appended.test, assigned.value) else { continue }
                let keyPath = path + [appended.key]
                origins.byPath[keyPath] = assigned.origin
                let value: PHPValue
                switch appended.encoding {
                case .value:
                    value = assigned.value
                case .object:
                    value = try encodeObject(assigned.value, path: keyPath)
                case .objects:
                    value = try encodeList(assigned.value, path: keyPath)
                }
                object.apiParam[.string(Array(appended.key.utf8))] = value
            }
            switch schema.audience {
            case .pushRequest?: try pushRequestAudience(&object, path: path)
            case .audienceRequest?: audienceRequestAudience(&object, path: path)
            case nil: break
            }
            heap[handle] = .v2(object)
            return object.apiParam
        }

        /// `$this->x->getApiParam()`.
        mutating func encodeObject(_ value: PHPValue, path: [String]) throws(SDKFailure) -> PHPValue {
            // Where the SDK stops, if it does: the key whose value it calls getApiParam() on.
            switch value {
            case .object(let handle):
                guard case .v2? = heap[handle] else {
                    // A class of the analysed code may define getApiParam(): what it returns is not known here.
                    if case .other? = heap[handle] { return .unknown(UnknownValue(expression: "\(handle.className)::getApiParam()")) }
                    origins.failurePath = path
                    throw SDKFailure(.apiParamUndefined(className: handle.className))
                }
                return .array(try apiParam(of: handle, path: path))
            case .unknown:
                return value
            default:
                origins.failurePath = path
                throw SDKFailure(.apiParamOnNonObject(typeName: value.typeName))
            }
        }

        /// `foreach ($this->x as $v) { array_push(…, $v->getApiParam()); }`.
        mutating func encodeList(_ value: PHPValue, path: [String]) throws(SDKFailure) -> PHPValue {
            guard let elements = V2Serializer.foreachValues(value, heap: heap) else { return .unknown(UnknownValue(expression: path.joined(separator: "."))) }
            var list = PHPArray()
            for element in elements {
                list.append(try encodeObject(element, path: path + [String(list.count)]))
            }
            return .array(list)
        }

        /// `GTPushRequest::getApiParam()`'s audience: `"all"`, unless cid, alias, their lists,
        /// tags or a custom tag are loosely non-null; each later one replaces or adds a key.
        mutating func pushRequestAudience(_ request: inout V2Object, path: [String]) throws(SDKFailure) {
            let audienceKey = PHPArray.Key.string(Array("audience".utf8))
            request.apiParam[audienceKey] = .string("all")
            origins.byPath[path + ["audience"]] = nil
            var audience: PHPArray?
            func write(_ key: String, _ assigned: Assigned, _ value: PHPValue) {
                var map = audience ?? PHPArray()
                map[.string(Array(key.utf8))] = value
                audience = map
                request.apiParam[audienceKey] = .array(map)
                origins.byPath[path + ["audience", key]] = assigned.origin
            }
            let cid = request["cid"], alias = request["alias"]
            if isSet(cid.value) { write("cid", cid, .array(PHPArray(list: [cid.value]))) }
            if isSet(alias.value) { write("alias", alias, .array(PHPArray(list: [alias.value]))) }
            let cidList = request["cidList"], aliasList = request["aliasList"]
            if isSet(cidList.value) { write("cid", cidList, cidList.value) }
            if isSet(aliasList.value) { write("alias", aliasList, aliasList.value) }
            let tagList = request["tagList"]
            if isSet(tagList.value) {
                let tags = try encodeList(tagList.value, path: path + ["audience", "tag"])
                write("tag", tagList, tags)
            }
            let fastCustomTag = request["fastCustomTag"]
            if isSet(fastCustomTag.value) { write("fast_custom_tag", fastCustomTag, fastCustomTag.value) }
        }

        /// `GTAudienceRequest::getApiParam()`: alias list, then cid list, each if loosely non-null.
        mutating func audienceRequestAudience(_ request: inout V2Object, path: [String]) {
            var audience = PHPArray()
            for (property, key) in [("aliasList", "alias"), ("cidList", "cid")] {
                let assigned = request[property]
                guard isSet(assigned.value) else { continue }
                audience[.string(Array(key.utf8))] = assigned.value
                request.apiParam[.string(Array("audience".utf8))] = .array(audience)
                origins.byPath[path + ["audience", key]] = assigned.origin
            }
        }

        func passes(_ test: V2ClassSchema.Appended.Test, _ value: PHPValue) -> Bool {
            switch test {
            case .looseNotNull: isSet(value)
            case .truthy: value.truthiness ?? true
            case .notEmpty: V2Serializer.isEmpty(value) != true
            }
        }

        func isSet(_ value: PHPValue) -> Bool {
            PHPComparison.looseEquals(value, .null).map { !$0 } ?? true
        }
    }

    /// What `foreach` yields inside an SDK class: an array's values; for another SDK object, its
    /// `apiParam` (the one property a subclass of `GTApiRequest` sees); nothing for a scalar (PHP
    /// warns and skips the loop). nil when it cannot be known.
    static func foreachValues(_ value: PHPValue, heap: SDKHeap) -> [PHPValue]? {
        switch value {
        case .array(let array): return array.values
        case .object(let handle):
            guard case .v2(let object)? = heap[handle] else { return nil }
            return [.array(object.apiParam)]
        case .unknown: return nil
        default: return []
        }
    }

    /// PHP's `empty($x)`; nil when unknown.
    public static func isEmpty(_ value: PHPValue) -> Bool? {
        value.truthiness.map { !$0 }
    }
}

/// Where each key of a v2 body was written, by its JSON path (`["push_channel", "ios", "aps",
/// "sound"]`): the setter call, or the array item of a raw REST body.
public struct V2Origins: Sendable, Hashable {
    public var byPath: [[String]: Origin] = [:]
    /// The SDK object whose `getApiParam()` produced each object in the body, by path.
    public var objects: [[String]: PHPObjectHandle] = [:]
    /// The key whose value `getApiParam()` stopped at, when it threw.
    public var failurePath: [String]?

    public init() {}

    public subscript(path: [String]) -> Origin? { byPath[path] }
}
