/// A message about a place in a file, in the `path:line:column: severity: message` form that
/// compilers, editors and CI annotations understand.
public struct Diagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var path: String
    public var location: SourceLocation
    public var severity: Severity
    public var message: String
    /// A rule id such as `GT101`, or nil for syntax and I/O errors.
    public var code: String?

    public init(path: String, location: SourceLocation, severity: Severity, message: String, code: String? = nil) {
        self.path = path
        self.location = location
        self.severity = severity
        self.message = message
        self.code = code
    }

    public init(file: SourceFile, offset: Int, severity: Severity, message: String, code: String? = nil) {
        self.init(path: file.path, location: file.location(of: offset), severity: severity, message: message, code: code)
    }

    /// `path:line:column: severity: message [CODE]`
    public var formatted: String {
        var line = "\(OneLine.escaped(path)):\(location.line):\(location.column): \(severity.rawValue): \(OneLine.escaped(message))"
        if let code { line += " [\(code)]" }
        return line
    }
}
