import GeTuiModel
import PHPSyntax

/// Copies of GeTui's own SDK kept in a project's tree (outside `vendor/`), such as
/// `igetui/template/IGt.BaseTemplate.php`. gtpush models the SDK itself; analysing a copy as the
/// project's code would report the SDK's own sample payloads and follow its network code.
public enum SDKCopies {
    /// Classes only the SDKs declare: the ones gtpush models, and the SDKs' own plumbing (v1, then v2).
    static let classNames: Set<String> = Set((SDKClass.allCases.map(\.rawValue) + [SDKClass.baseTemplate] + SDKClassSchema.outsideAPNsClasses
        + V2Class.allCases.map(\.rawValue)).map(\.phpLowercased)).union([
        "igttagmessage", "igtreq", "pbmessage", "gtconfig", "httpmanager", "apiurlrespectutils",
        "gtapirequest", "gtclient", "gtbaseapi", "gtpushapi", "gtuserapi", "gtstatisticsapi", "gthttpmanager", "gtexception",
        "gtauthrequest", "gtaliasrequest", "gttagsetrequest", "gttagbatchsetrequest", "gtuserqueryrequest", "gtcidalias", "gtbadgesetrequest",
    ])

    /// True for a (qualified) class name only the SDK declares: gtpush models it, so a copy of
    /// it is not read for the project's code.
    public static func isSDKClassName(_ name: String) -> Bool {
        classNames.contains((name.split(separator: "\\").last.map(String.init) ?? name).phpLowercased)
    }

    /// The first of the SDK's classes the unit declares; nil for the project's own code.
    public static func declaredSDKClass(_ unit: SourceUnit) -> String? {
        // Asked of every file read: one whose bytes name none of the classes is not walked (nor
        // its tree built).
        guard classNameSearch.containsAny(unit.file.bytes) else { return nil }
        return declaredSDKClass(unit.tree.statements)
    }

    private static let classNameSearch = MultiByteSearch(classNames.sorted())

    private static func declaredSDKClass(_ statements: [Stmt]) -> String? {
        for statement in statements {
            switch statement.kind {
            case .classLike(let declaration) where classNames.contains(declaration.name.phpLowercased): return declaration.name
            case .namespace(_, let body?), .block(let body): if let name = declaredSDKClass(body) { return name }
            case .if(let statement): if let name = declaredSDKClass(statement.body) { return name }
            default: continue
            }
        }
        return nil
    }
}
