import Platform

/// Why creating a folder or writing a file failed, in the system's words ("Permission denied").
enum WriteFailure {
    static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = error as? CocoaError {
            if let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError { return String(cString: strerror(underlying.code.rawValue)) }
            return "error \(cocoa.code.rawValue)"
        }
        return String(describing: error)
    }
}
