import Platform

/// A `SourceFile`'s line starts, found the first time a position is asked for (`Memo`).
enum LineStarts {
    /// Where each line starts, ending lines at `\n`, `\r\n` or a lone `\r` as PHP does. A file
    /// with no `\r` at all (nearly every one) is searched for `\n` with `memchr`, which looks at
    /// a word or more at a time instead of a byte.
    static func of(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [0] }
            var starts = [0]
            starts.reserveCapacity(buffer.count / 32 + 1)
            if memchr(base, 0x0D, buffer.count) == nil {
                var cursor = 0
                while cursor < buffer.count, let found = memchr(base + cursor, 0x0A, buffer.count - cursor) {
                    cursor = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                    starts.append(cursor)
                }
                return starts
            }
            for index in 0..<buffer.count {
                let byte = buffer[index]
                if byte == 0x0A || (byte == 0x0D && (index + 1 == buffer.count || buffer[index + 1] != 0x0A)) {
                    starts.append(index + 1)
                }
            }
            return starts
        }
    }
}
