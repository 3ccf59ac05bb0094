import GeTuiModel
import PHPRuntime
import PHPSyntax

extension Interpreter {
    /// The SDK methods that shape a payload. nil when the method is not modelled (its result is unknown).
    func sdkMethod(_ handle: PHPObjectHandle, _ method: String, _ values: [PHPValue], _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue? {
        func argument(_ index: Int) -> PHPValue { index < values.count ? values[index] : .null }
        let origin = originHere(value: arguments.items.last?.value.range, expressionText: arguments.items.last.map { text($0.value.range) })

        switch state.heap[handle] {
        case .v2(let object)?:
            return v2Method(handle, object, method, values, arguments, expr, &state)
        case .apnPayload(var payload)?:
            switch method.phpLowercased {
            case "add_custommsg":
                payload.addCustomMessage(key: argument(0), value: argument(1), origin: origin)
                state.heap[handle] = .apnPayload(payload)
                return .null
            case "add_multimedia":
                payload.multiMedias.append(Assigned(argument(0), origin: origin))
                state.heap[handle] = .apnPayload(payload)
                return .object(handle)
            case "set_multimedias":
                guard case .array(let list) = argument(0) else { return .null }
                payload.multiMedias = list.values.map { Assigned($0, origin: origin) }
                state.heap[handle] = .apnPayload(payload)
                return .object(handle)
            case "get_payload":
                switch TemplateSubmission.outcome(of: payload, heap: state.heap, checkLength: false) {
                case .sent(let json): return json.exactBytes.map { .string($0) }
                case .dropped: return .bool(false)
                case .thrown(let failure):
                    note(.runtimeError(failure.message), expr.range)
                    state.flow = .stopped
                    return .null
                }
            default:
                return nil
            }
        case .multiMedia(var media)?:
            let assigned = Assigned(argument(0), origin: origin)
            switch method.phpLowercased {
            case "set_url": media.url = assigned
            case "set_type": media.type = assigned
            case "set_rid": media.rid = assigned
            case "set_onlywifi":
                let flag = argument(0).truthiness
                media.onlywifi = Assigned(flag.map { .int($0 ? 1 : 0) } ?? unknown(expr.range, from: values), origin: origin)
            default: return nil
            }
            state.heap[handle] = .multiMedia(media)
            return .object(handle)
        case .template(var template)?:
            switch method.phpLowercased {
            case "set_apninfo":
                template.apnInfo = TemplateSubmission.submit(argument(0), heap: state.heap, call: originHere(value: arguments.items.first?.value.range))
                state.heap[handle] = .template(template)
                return .null
            case "set_pushinfo":
                let pushOrigin = originHere(value: nil)
                let payloadHandle = TemplateSubmission.buildPushInfoPayload(values, heap: &state.heap, origin: pushOrigin)
                template.apnInfo = TemplateSubmission.submit(.object(payloadHandle), heap: state.heap, call: pushOrigin)
                state.heap[handle] = .template(template)
                return .null
            case "set_transmissioncontent", "set_transmissiontype", "set_appid", "set_appkey", "set_duration", "set_notifystyle", "set_title", "set_text", "set_logo", "set_logourl", "set_isring", "set_isvibrate", "set_isclearable", "set_url":
                return .null
            default:
                return nil
            }
        default:
            return nil
        }
    }
}
