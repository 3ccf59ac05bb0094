import PHPSyntax

/// Something the interpreter learned that is not a payload: the rules turn these into diagnostics.
public struct AnalysisNote: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A variable read before any assignment in a `.php` scope: PHP makes it null (GT302).
        case undefinedVariable(String)
        /// A constant neither defined in the analysed files nor bound with `--set`.
        case undefinedConstant(String)
        /// A snippet uses `$apn->…` without creating `$apn`; gtpush assumed an `IGtAPNPayload`.
        case implicitObject(variable: String, className: String)
        /// A loop over unknown data changes a payload: its fields after the loop are unknown.
        case mutatedInUnknownLoop
        /// A limit was reached (recursion, variants, loop iterations, string size).
        case limitReached(AnalysisLimit)
        /// A PHP error the code would raise while building a payload (e.g. a TypeError).
        case runtimeError(String)
        /// PHP's `Cannot declare self-referencing constant …`, read where the code meets it: the
        /// value is unknown, and `check` says why (GT303).
        case selfReferencingConstant(String)
        /// `IGtAPNPayload::APN_SOUND_SILENCE`: a member the SDK class does not have; PHP stops.
        case undefinedSDKMember(String)
        /// A payload created here that a spent budget left unanalysed (`partly`: analysed up to
        /// where the budget ran out, any kind still possible).
        case unanalysedPayload(AnalysisLimit, partly: Bool)
        /// An include (or a class Composer would load) outside the project and the folders
        /// `--allow-include` names: not read, so what it defines is unknown.
        case outsideProject(path: String, root: String)
        /// `preview --exact --function F`: a parameter not bound with `--set` takes its default,
        /// what a caller gets by leaving it out.
        case defaultParameter(name: String, value: String)
        /// A file builds a v2 push (`new GTPushRequest`, a `push_channel` array) that no payload
        /// came from: `what` is that code, `why` what stopped the analysis when it is known.
        case unfollowedPush(what: String, why: String?)
    }

    public var kind: Kind
    public var file: SourceFile
    public var range: SourceRange

    public init(kind: Kind, file: SourceFile, range: SourceRange) {
        self.kind = kind
        self.file = file
        self.range = range
    }

    public static func == (lhs: AnalysisNote, rhs: AnalysisNote) -> Bool {
        lhs.kind == rhs.kind && lhs.file.path == rhs.file.path && lhs.range == rhs.range
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(file.path)
        hasher.combine(range)
    }

    public var message: String {
        switch kind {
        case .undefinedVariable(let name): "`$\(name)` is read before it is assigned; PHP uses null"
        case .undefinedConstant(let name): "constant `\(name)` is not defined in the analysed files; pass --set \(name)=… to preview it"
        case .implicitObject(let variable, let className): "`$\(variable)` is not created in this snippet; assuming `$\(variable) = new \(className)();`"
        case .mutatedInUnknownLoop: "a loop over unknown data changes this payload; its fields after the loop are unknown"
        case .limitReached(let what): what.description
        case .runtimeError(let message): "PHP would stop here: \(message)"
        case .selfReferencingConstant(let message): "PHP would stop here: Error: \(message)"
        case .undefinedSDKMember(let member): "PHP would stop here: Error: Undefined constant \(member)"
        case .unanalysedPayload(let limit, let partly):
            partly ? "this payload was analysed only up to where a budget ran out (\(limit)): any kind is still possible"
                : "this payload was not analysed: a budget ran out first (\(limit))"
        case .outsideProject(let path, let root):
            "`\(path)` is outside the project (\(root)) and was not read, so what it defines is unknown; --allow-include DIR reads a folder"
        case .defaultParameter(let name, let value): "`$\(name)` is not bound with --set: its default \(value) is used"
        case .unfollowedPush(let what, let why): "`\(what)`: no payload was followed from this code\(why.map { ": " + $0 } ?? "")"
        }
    }
}
