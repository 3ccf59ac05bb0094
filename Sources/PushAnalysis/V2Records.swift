import GeTuiModel
import PHPRuntime
import PHPSyntax

extension Analyzer {
    /// The v2 payloads a path ends with: every request no batch holds, and every `GTIos`, `GTAps`
    /// or `GTPushMessage` no other object holds (a fragment a helper returns), each as the push
    /// API sent it or, if the code did not send it, as it would be sent now. A batch is one
    /// payload per request in it. Raw REST bodies follow (`RawBodies`).
    func v2Records(_ state: InterpreterState, unit: SourceUnit, function: String?, interpreter: Interpreter, multiplePaths: Bool, room: Int, directives: DirectiveIndex) -> [PayloadRecord] {
        var objects: [(handle: PHPObjectHandle, object: V2Object)] = []
        var held: Set<Int> = []
        for handle in state.heap.handles {
            guard case .v2(let object)? = state.heap[handle] else { continue }
            objects.append((handle, object))
            held.formUnion(object.heldObjects)
        }
        let anySent = objects.contains { $0.object.sent != nil }
        // A fragment no request holds, where the path builds a request, is a part left out of it.
        let anyRequest = objects.contains { $0.object.sdkClass.isRequest && $0.object.sdkClass != .audienceRequest }
        var records: [PayloadRecord] = []
        for (handle, object) in objects where object.sdkClass.isPrintable && !held.contains(handle.id) {
            let creation = state.heap.creations[handle.id] ?? interpreter.currentStatement
            var submission = object.sent ?? V2Serializer.outcome(of: handle, heap: state.heap)
            // A path PHP stopped on sends nothing: the SDK's own throw when that is what stopped it.
            if let message = state.fatalError {
                let own = V2Serializer.outcome(of: handle, heap: state.heap)
                if case .thrown(let failure) = own.outcome, failure.message == message {
                    submission = own
                } else {
                    submission.outcome = .thrown(SDKFailure(.phpError(message)))
                }
            }
            let (outcome, origins) = (submission.outcome, submission.origins)
            for part in Self.requestParts(object, body: submission.body) {
                guard records.count < room else {
                    interpreter.note(.limitReached(.payloads(limits.maximumPayloads)), creation)
                    return records
                }
                let partCreation = part.path.isEmpty ? creation : origins.objects[part.path].flatMap { state.heap.creations[$0.id] } ?? creation
                var record = PayloadRecord(
                    file: unit.file, function: interpreter.builders[partCreation.start] ?? function, creation: partCreation,
                    payload: APNPayload(creation: partCreation), heap: state.heap, pathHeap: state.heap, outcome: outcome,
                    submission: object.sent?.call, assumptions: multiplePaths ? state.assumptions : [],
                    isSnippet: unit.isSnippet, directives: Self.v2Directives(partCreation, origins: origins, prefix: part.path, heap: state.heap, unit: unit, index: directives))
                record.api = .v2
                record.v2 = V2Push(body: submission.body, origins: origins, iosPath: part.ios, apsPath: part.aps, requestPath: part.path, rootClass: object.sdkClass, root: handle)
                record.isUnsent = state.fatalError == nil
                    && (object.sdkClass.isRequest ? anySent && object.sent == nil : anyRequest)
                records.append(record)
            }
        }
        return records
    }

    /// The raw REST bodies a path ends with: those it encoded or handed on, then those it returns
    /// or leaves in a variable (a script's `$body`), each once.
    func rawRecords(_ state: InterpreterState, unit: SourceUnit, function: String?, interpreter: Interpreter, multiplePaths: Bool, room: Int, directives: DirectiveIndex) -> [PayloadRecord] {
        var bodies = state.rawBodies
        let end = interpreter.entryRange(unit.tree.statements.last?.range ?? .empty)
        var left: [PHPValue] = state.flow == .returned ? [state.returnValue] : []
        left += state.variables.sorted { $0.key < $1.key }.map(\.value)
        for value in left {
            guard case .array(let map) = value, RawBody.isBody(map), !state.sdkBodies.contains(map), !bodies.contains(where: { $0.map == map }) else { continue }
            bodies.append(RawBody(map: map, flags: [], sink: end))
        }
        // An iOS channel left in a variable is part of the request that holds it, not a payload of its own.
        let parts = Set(bodies.flatMap { body in
            Self.bodyParts(body.map).compactMap { part in part.ios.flatMap { $0.isEmpty ? nil : V2Push.value(at: $0, in: body.map) } }
        })
        bodies.removeAll { RawBody.isIOSChannel($0.map) && parts.contains(.array($0.map)) }
        var records: [PayloadRecord] = []
        for body in bodies {
            let source = RawBodySource(body: body.map, sink: body.sink, statements: unit.tree.statements, file: unit.file)
            let creation = source.literal ?? body.sink
            var outcome = V2Serializer.bodyOutcome(body.map, flags: body.flags)
            if let message = state.fatalError { outcome = .thrown(SDKFailure(.phpError(message))) }
            for part in Self.bodyParts(body.map) {
                guard records.count < room else {
                    interpreter.note(.limitReached(.payloads(limits.maximumPayloads)), creation)
                    return records
                }
                let partCreation = part.path.isEmpty ? creation : source.origins[part.path].map(\.statement) ?? creation
                var record = PayloadRecord(
                    file: unit.file, function: function, creation: partCreation,
                    payload: APNPayload(creation: partCreation), heap: state.heap, pathHeap: state.heap, outcome: outcome,
                    submission: nil, assumptions: multiplePaths ? state.assumptions : [],
                    isSnippet: unit.isSnippet, directives: Self.v2Directives(partCreation, origins: source.origins, prefix: part.path, heap: state.heap, unit: unit, index: directives))
                record.api = .rest
                record.v2 = V2Push(body: body.map, origins: source.origins, iosPath: part.ios, apsPath: part.aps, requestPath: part.path, rootClass: nil, root: nil)
                records.append(record)
            }
        }
        return records
    }

    /// `gtpush:` comments on or above any line that creates the request or its parts (`new
    /// GTPushRequest`, `new GTIos`, `new GTAps`, an array literal of the body): RULES.md lets the
    /// intent stand by any of them.
    static func v2Directives(_ creation: SourceRange, origins: V2Origins, prefix: [String], heap: SDKHeap, unit: SourceUnit, index: DirectiveIndex) -> [CommentDirective] {
        var places = [creation]
        for (path, handle) in origins.objects where path.starts(with: prefix) {
            if let made = heap.creations[handle.id] { places.append(made) }
        }
        for (path, origin) in origins.byPath where path.starts(with: prefix) && ["ios", "aps"].contains(path.last ?? "") {
            places.append(origin.statement)
        }
        var seen: Set<SourceRange> = []
        return places.sorted { $0.start < $1.start }.flatMap { index.directives(near: $0, in: unit.file) }
            .filter { ($0.kind == .intent || $0.kind == .disable) && seen.insert($0.comment).inserted }
    }

    /// `requestParts` for a body read as JSON (a raw one, or a printed one): a batch's `msg_list`, a request, or an iOS channel on its own.
    public static func bodyParts(_ map: PHPArray) -> [(path: [String], ios: [String]?, aps: [String]?)] {
        if map[RawBody.key("push_message")] == nil, map[RawBody.key("push_channel")] == nil, case .array(let list)? = map[RawBody.key("msg_list")] {
            return list.keys.map { key in
                let path = ["msg_list", key.asValue.toPHPString().map { String(decoding: $0, as: UTF8.self) } ?? "0"]
                return (path, path + ["push_channel", "ios"], path + ["push_channel", "ios", "aps"])
            }
        }
        if RawBody.isIOSChannel(map), map[RawBody.key("push_channel")] == nil { return [([], [], ["aps"])] }
        return [([], ["push_channel", "ios"], ["push_channel", "ios", "aps"])]
    }

    /// Where the requests of a body are, and their iOS channel and `aps`: one part for a request or
    /// a fragment, one per element of a batch's `msg_list`.
    static func requestParts(_ object: V2Object, body: PHPArray?) -> [(path: [String], ios: [String]?, aps: [String]?)] {
        switch object.sdkClass {
        case .pushBatchRequest:
            guard let body, case .array(let list)? = V2Push.value(at: ["msg_list"], in: body), !list.isEmpty else {
                return [([], nil, nil)]
            }
            return list.keys.map { key in
                let path = ["msg_list", key.asValue.toPHPString().map { String(decoding: $0, as: UTF8.self) } ?? "0"]
                return (path, path + ["push_channel", "ios"], path + ["push_channel", "ios", "aps"])
            }
        case .pushRequest: return [([], ["push_channel", "ios"], ["push_channel", "ios", "aps"])]
        case .ios: return [([], [], ["aps"])]
        case .aps: return [([], nil, [])]
        default: return [([], nil, nil)]
        }
    }
}
