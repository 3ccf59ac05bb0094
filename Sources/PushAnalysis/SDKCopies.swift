import GeTuiModel
import PHPSyntax

/// Copies of GeTui's own SDK kept in a project's tree (outside `vendor/`), such as
/// `igetui/template/IGt.BaseTemplate.php`. gtpush models the SDK itself; analysing a copy as the
/// project's code would report the SDK's own sample payloads and follow its network code.
public enum SDKCopies {
    /// Classes only the SDK declares: the ones gtpush models, and the SDK's own plumbing.
    static let classNames: Set<String> = Set(SDKClass.allCases.map { $0.rawValue.lowercased() }).union([
        "igtbasetemplate", "igetui", "igtmessage", "igtsinglemessage", "igtlistmessage", "igtappmessage", "igttagmessage",
        "igttarget", "igtbatch", "igtnotify", "igtreq", "pbmessage", "gtconfig", "httpmanager", "apiurlrespectutils",
    ])

    /// True when the unit declares one of the SDK's classes.
    public static func isCopy(_ unit: SourceUnit) -> Bool {
        declaresSDKClass(unit.tree.statements)
    }

    private static func declaresSDKClass(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .classLike(let declaration): return classNames.contains(declaration.name.lowercased())
            case .namespace(_, let body?), .block(let body): return declaresSDKClass(body)
            case .if(let statement): return declaresSDKClass(statement.body)
            default: return false
            }
        }
    }
}
