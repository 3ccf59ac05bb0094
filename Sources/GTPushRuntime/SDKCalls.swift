import GeTuiModel
import PHPRuntime
import SourceRanges

// What a method does, as the schemas declare it and the model's code runs it: the same steps
// the interpreter's `sdkMethod` and `v2Method` take, without the source positions.
extension GeTuiObject {
    func call(_ method: String, _ arguments: [SDKArgument]) throws(GTPushError) -> PHPValue {
        func value(_ index: Int) -> PHPValue {
            guard index < arguments.count else { return .null }
            switch arguments[index] {
            case .value(let value): return value
            case .object(let object): return holding(object)
            case .objects(let objects): return .array(PHPArray(list: objects.map { $0.map(holding) ?? .null }))
            }
        }
        if case .v2(var request) = model {
            guard let declared = request.schema.method(method) else { throw undefinedMethod(method) }
            switch declared {
            case .set(let property):
                request.set(property, Assigned(value(0)))
            case .add(let property):
                if let failure = request.add(to: property, Assigned(value(0))) { throw GTPushError(failure) }
            case .addOption:
                request.addOption(constraint: value(0), key: value(1), value: value(2), origin: Origin(statement: .empty))
            case .get(let property):
                return request[property].value
            case .apiParam:
                return .array(try apiParam())
            }
            model = .v2(request)
            return .null
        }
        guard let declared = SDKClassSchema.named(model.className)?.method(method) else { throw undefinedMethod(method) }
        switch (declared.effect, model) {
        case (.addCustomMessage, .apnPayload(var payload)):
            payload.addCustomMessage(key: value(0), value: value(1), origin: nil)
            model = .apnPayload(payload)
        case (.addMultiMedia, .apnPayload(var payload)):
            payload.multiMedias.append(Assigned(value(0)))
            model = .apnPayload(payload)
        case (.setMultiMedias, .apnPayload(var payload)):
            guard case .array(let list) = value(0) else { break }
            payload.multiMedias = list.values.map { Assigned($0) }
            model = .apnPayload(payload)
        case (.payload, .apnPayload(let payload)):
            let outcome = TemplateSubmission.outcome(of: payload, heap: heap(), checkLength: false)
            if case .dropped = outcome { return .bool(false) }
            return .string(try IGtAPNPayload.bytes(outcome))
        case (.set(let name), .multiMedia(var media)):
            if let field = MultiMedia.Field(rawValue: name) { media[field] = Assigned(value(0)) }
            model = .multiMedia(media)
        case (.setFlag(let name), .multiMedia(var media)):
            if let field = MultiMedia.Field(rawValue: name) { media[field] = Assigned(MultiMedia.onlyWifiFlag(value(0)) ?? .int(0)) }
            model = .multiMedia(media)
        case (.apnInfo, .template(var template)):
            // The payload is serialized now, from its objects as they are: later changes are not sent.
            let (payload, heap): (PHPValue, SDKHeap) = if case .object(let object)? = arguments.first {
                (.object(object.handle), object.heap())
            } else {
                (value(0), SDKHeap())
            }
            try submit(TemplateSubmission.submit(payload, heap: heap, call: Origin(statement: .empty)), to: &template)
        case (.pushInfo, .template(var template)):
            var heap = SDKHeap()
            let origin = Origin(statement: .empty)
            let payload = TemplateSubmission.buildPushInfoPayload(arguments.indices.map(value), heap: &heap, origin: origin)
            try submit(TemplateSubmission.submit(.object(payload), heap: heap, call: origin), to: &template)
        case (.outsideAPNs, _):
            break
        default:
            throw undefinedMethod(method)
        }
        return .null
    }

    /// A template keeps what `set_apnInfo` made, unless the SDK threw: then the one before stays.
    private func submit(_ submission: APNSubmission, to template: inout PushTemplate) throws(GTPushError) {
        if case .thrown(let failure) = submission.outcome { throw GTPushError(failure) }
        template.apnInfo = submission
        model = .template(template)
    }

    /// `getApiParam()`: the body, with the keys each object appended kept in it.
    func apiParam() throws(GTPushError) -> PHPArray {
        var heap = heap()
        do {
            let (map, _) = try V2Serializer.apiParam(of: handle, heap: &heap)
            update(from: heap)
            return map
        } catch {
            throw GTPushError(error)
        }
    }

    private func undefinedMethod(_ method: String) -> GTPushError {
        .php(type: "Error", message: "Call to undefined method \(model.className)::\(method)()")
    }
}
