import GeTuiModel
import PHPRuntime
import PHPSyntax

extension Variant {
    var failure: SDKFailure.Reason? {
        if case .thrown(let failure) = outcome { return failure.reason }
        return nil
    }
}
