import PushAnalysis

extension AnalysisNote {
    /// `message` as a catalogue message.
    public var localized: Message {
        switch kind {
        case .undefinedVariable(let name): Message("note.undefinedVariable", ["name": .verbatim(name)])
        case .undefinedConstant(let name): Message("note.undefinedConstant", ["name": .verbatim(name)])
        case .implicitObject(let variable, let className): Message("note.implicitObject", ["variable": .verbatim(variable), "class": .verbatim(className)])
        case .mutatedInUnknownLoop: Message("note.mutatedInUnknownLoop")
        case .limitReached(let what): Message.limit(what)
        case .runtimeError(let message): Message("note.runtimeError", ["message": .verbatim(message)])
        case .selfReferencingConstant(let message): Message("note.runtimeError", ["message": .verbatim("Error: \(message)")])
        case .undefinedSDKMember(let member): Message("note.undefinedSDKMember", ["member": .verbatim(member)])
        case .unanalysedPayload(let limit, let partly): Message(partly ? "note.partlyAnalysedPayload" : "note.unanalysedPayload", ["reason": .message(Message.limit(limit))])
        case .outsideProject(let path, let root): Message("note.outsideProject", ["path": .verbatim(path), "root": .verbatim(root)])
        case .defaultParameter(let name, let value): Message("note.defaultParameter", ["name": .verbatim(name), "value": .verbatim(value)])
        case .unfollowedPush(let what, let why): Message(why == nil ? "GT306.unfollowed" : "GT306.unfollowedBecause", ["what": .verbatim(what), "why": .verbatim(why ?? "")])
        }
    }
}

extension Message {
    /// What a spent analysis budget stopped (GT305), with its numbers.
    public static func limit(_ limit: AnalysisLimit) -> Message {
        switch limit {
        case .payloads(let n): Message("limit.payloads", ["n": .number(n)])
        case .calls(let n): Message("limit.calls", ["n": .number(n)])
        case .steps(let n): Message("limit.steps", ["n": .number(n)])
        case .arrayMegabytes(let n): Message("limit.arrayMegabytes", ["n": .number(n)])
        case .stringBytes(let bytes, let limit): Message("limit.stringBytes", ["bytes": .number(bytes), "limit": .number(limit)])
        case .allocatedMegabytes(let n): Message("limit.allocatedMegabytes", ["n": .number(n)])
        case .callDepth(let n, let expression): Message("limit.callDepth", ["n": .number(n), "expression": .verbatim(expression)])
        case .paths(let n): Message("limit.paths", ["n": .number(n)])
        case .loopIterations(let n): Message("limit.loopIterations", ["n": .number(n)])
        case .foreachElements(let n): Message("limit.foreachElements", ["n": .number(n)])
        case .arrayDepth(let n): Message("limit.arrayDepth", ["n": .number(n)])
        case .constantNesting(let n): Message("limit.constantNesting", ["n": .number(n)])
        case .arrayGrowth(let holds, let limit): Message("limit.arrayGrowth", ["holds": .number(holds), "limit": .number(limit)])
        case .other(let text): Message("verbatim", ["text": .verbatim(text)])
        }
    }
}
