import PushAnalysis

extension AnalysisNote {
    /// `message` as a catalogue message. The analysis words what a spent budget stopped
    /// (`limitReached`) itself; that sentence stays as it is in every language for now.
    public var localized: Message {
        switch kind {
        case .undefinedVariable(let name): Message("note.undefinedVariable", ["name": .verbatim(name)])
        case .undefinedConstant(let name): Message("note.undefinedConstant", ["name": .verbatim(name)])
        case .implicitObject(let variable, let className): Message("note.implicitObject", ["variable": .verbatim(variable), "class": .verbatim(className)])
        case .mutatedInUnknownLoop: Message("note.mutatedInUnknownLoop")
        case .limitReached(let what): Message("verbatim", ["text": .verbatim(what)])
        case .runtimeError(let message): Message("note.runtimeError", ["message": .verbatim(message)])
        case .undefinedSDKMember(let member): Message("note.undefinedSDKMember", ["member": .verbatim(member)])
        }
    }
}
