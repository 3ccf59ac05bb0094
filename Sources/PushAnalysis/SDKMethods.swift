import GeTuiModel
import PHPRuntime
import PHPSyntax

extension Interpreter {
    /// The SDK methods that shape a payload, as `SDKClassSchema` and `V2ClassSchema` declare them.
    /// nil when the class has no such method (its result is unknown).
    func sdkMethod(_ handle: PHPObjectHandle, _ method: String, _ values: [PHPValue], _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue? {
        switch state.heap[handle] {
        case .v2(let object)?: return v2Method(handle, object, method, values, arguments, expr, &state)
        case .other?, nil: return nil
        default: break
        }
        guard let declared = SDKClassSchema.named(handle.className)?.method(method), let object = state.heap[handle] else { return nil }
        func argument(_ index: Int) -> PHPValue { index < values.count ? values[index] : .null }
        let origin = originHere(value: arguments.items.last?.value.range, expressionText: arguments.items.last.map { text($0.value.range) })

        switch (declared.effect, object) {
        case (.addCustomMessage, .apnPayload(var payload)):
            payload.addCustomMessage(key: argument(0), value: argument(1), origin: origin)
            state.heap[handle] = .apnPayload(payload)
        case (.addMultiMedia, .apnPayload(var payload)):
            payload.multiMedias.append(Assigned(argument(0), origin: origin))
            state.heap[handle] = .apnPayload(payload)
        case (.setMultiMedias, .apnPayload(var payload)):
            guard case .array(let list) = argument(0) else { return .null }
            payload.multiMedias = list.values.map { Assigned($0, origin: origin) }
            state.heap[handle] = .apnPayload(payload)
        case (.payload, .apnPayload(let payload)):
            switch TemplateSubmission.outcome(of: payload, heap: state.heap, checkLength: false) {
            case .sent(let json): return json.exactBytes.map { .string($0) }
            case .dropped: return .bool(false)
            case .thrown(let failure):
                note(.runtimeError(failure.message), expr.range)
                state.flow = .stopped
                return .null
            }
        case (.set(let name), .multiMedia(var media)):
            guard let field = MultiMedia.Field(rawValue: name) else { return nil }
            media[field] = Assigned(argument(0), origin: origin)
            state.heap[handle] = .multiMedia(media)
        case (.setFlag(let name), .multiMedia(var media)):
            guard let field = MultiMedia.Field(rawValue: name) else { return nil }
            media[field] = Assigned(MultiMedia.onlyWifiFlag(argument(0)) ?? unknown(expr.range, from: values), origin: origin)
            state.heap[handle] = .multiMedia(media)
        case (.apnInfo, .template(var template)):
            template.apnInfo = TemplateSubmission.submit(argument(0), heap: state.heap, call: originHere(value: arguments.items.first?.value.range))
            state.heap[handle] = .template(template)
            stopIfThrown(template.apnInfo, &state)
        case (.pushInfo, .template(var template)):
            let pushOrigin = originHere(value: nil)
            let payloadHandle = TemplateSubmission.buildPushInfoPayload(values, heap: &state.heap, origin: pushOrigin)
            template.apnInfo = TemplateSubmission.submit(.object(payloadHandle), heap: state.heap, call: pushOrigin)
            state.heap[handle] = .template(template)
            stopIfThrown(template.apnInfo, &state)
        case (.outsideAPNs, _):
            break
        default:
            return nil
        }
        return declared.returnsThis ? .object(handle) : .null
    }

    /// `set_apnInfo` serialises the payload when it is called, and what `get_payload()` throws
    /// leaves the call: nothing after it on this path runs (a second `set_apnInfo` included), and
    /// the payload's record says what the SDK threw.
    private func stopIfThrown(_ submission: APNSubmission?, _ state: inout InterpreterState) {
        if case .thrown? = submission?.outcome { state.flow = .stopped }
    }
}
