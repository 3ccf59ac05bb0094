import GeTuiModel
import PHPRuntime
import PHPSyntax

extension Interpreter {
    /// The methods of a v2 SDK object, as `V2ClassSchema` declares them: setters, adders,
    /// getters and `getApiParam()`. nil when the class has no such method (the result is unknown).
    func v2Method(_ handle: PHPObjectHandle, _ object: V2Object, _ method: String, _ values: [PHPValue], _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue? {
        var object = object
        let argumentRange = arguments.items.first?.value.range
        let origin = originHere(value: argumentRange, expressionText: argumentRange.map(text))
        func argument(_ index: Int) -> PHPValue { index < values.count ? values[index] : .null }

        switch object.schema.method(method) {
        case .apiParam?:
            do {
                let (map, _) = try V2Serializer.apiParam(of: handle, heap: &state.heap)
                // The SDK's own body, not one the code writes: encoded for a log line, it is not a second payload.
                state.sdkBodies.insert(map)
                return .array(map)
            } catch {
                stop(with: error.message, expr.range, &state)
                return .null
            }
        case .set(let property)?:
            object.set(property, Assigned(argument(0), origin: origin))
        case .add(let property)?:
            if let failure = object.add(to: property, Assigned(argument(0), origin: origin)) {
                stop(with: failure.message, expr.range, &state)
                return .null
            }
        case .addOption?:
            object.addOption(constraint: argument(0), key: argument(1), value: argument(2), origin: originHere(value: nil))
        case .get(let property)?:
            return object[property].value
        case nil:
            return nil
        }
        state.heap[handle] = .v2(object)
        return .null
    }

    /// `$api->pushToSingleByCid($push)` and the other calls of `GTPushApi` that POST a request's
    /// `getApiParam()`: the body is taken as it is now, and the request keeps the keys it appended.
    /// nil when the call is not one of them or its argument is not a v2 request.
    func v2Send(_ method: String, _ values: [PHPValue], _ arguments: Arguments, _ expr: Expr, _ state: inout InterpreterState) -> PHPValue? {
        guard Self.pushAPIMethods.contains(method.lowercased()), case .object(let handle)? = values.first,
              case .v2(let request)? = state.heap[handle], request.sdkClass.isRequest else { return nil }
        let call = originHere(value: arguments.items.first?.value.range)
        let submission: V2Submission
        do {
            let (map, origins) = try V2Serializer.apiParam(of: handle, heap: &state.heap)
            submission = V2Submission(outcome: V2Serializer.bodyOutcome(map), body: map, origins: origins, call: call)
        } catch {
            stop(with: error.message, expr.range, &state)
            return .null
        }
        if case .v2(var sent)? = state.heap[handle], sent.sent == nil {
            sent.sent = submission
            state.heap[handle] = .v2(sent)
        }
        // What GeTui answers is not known here.
        return unknown(expr.range)
    }

    /// `GTPushApi`'s methods that POST their argument's `getApiParam()`.
    static let pushAPIMethods: Set<String> = [
        "pushtosinglebycid", "pushtosinglebyalias", "pushbatchbycid", "pushbatchbyalias", "createlistmsg",
        "pushlistbycid", "pushlistbyalias", "pushall", "pushbytag", "pushbyfastcustomtag",
    ]

    /// PHP stops with an Error here: nothing after it on this path runs.
    func stop(with message: String, _ range: SourceRange, _ state: inout InterpreterState) {
        note(.runtimeError(message), range)
        state.flow = .stopped
        state.fatalError = message
    }

    /// An error PHP throws here and nothing catches: the path ends, and what it built is not sent.
    func stop(with error: PHPError, _ range: SourceRange, _ state: inout InterpreterState) {
        note(error, range)
        state.flow = .stopped
        state.fatalError = error.message
    }
}
