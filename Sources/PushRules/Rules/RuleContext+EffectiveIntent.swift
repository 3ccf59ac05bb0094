import GeTuiModel
import PHPRuntime
import PHPSyntax

extension RuleContext {
    /// What the payload is meant to be for the silent and normal rules: the declared or attempted
    /// intent, else what its single kind already is.
    public var effectiveIntent: Intent? {
        if let intent { return intent }
        switch analysis.kinds {
        case [.silent]: return .silent
        case [.normal]: return .normal
        case [.mixed]: return .mixed
        default: return nil
        }
    }
}
