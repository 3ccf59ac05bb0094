extension String {
    /// The string's UTF-8 bytes in place. `withUTF8` is `mutating` (a bridged string may have to
    /// be made contiguous), so calling it on a `let` meant copying the string into a `var`, a
    /// retain and a release of its storage each time; native strings, small or not, are read
    /// where they are. Inlinable: called from other modules on every file's path, the generic
    /// form looked its result's optional type up at run time on each call.
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
