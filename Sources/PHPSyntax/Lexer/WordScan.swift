/// Byte searches that test eight bytes per step, for the long runs the lexer crosses without
/// deciding anything: comments, quoted strings, inline HTML, and the newlines inside them.
///
/// `x ^ (byte × 0x0101…)` turns every byte equal to `byte` into zero, and `(v − 0x0101…) & ~v &
/// 0x8080…` sets the high bit of a zero byte. A borrow can also flag bytes above a real zero, but
/// never below the first one, so the lowest flag is always a real match (the `memchr` trick).
/// Words are read little-endian, so the lowest flag is the earliest byte.
enum WordScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    @inline(__always)
    static func flags(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let zeroed = word ^ (ones &* UInt64(byte))
        return (zeroed &- ones) & ~zeroed & highs
    }

    @inline(__always)
    static func word(_ buf: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buf.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// The first index in `start..<end` whose byte `matches` (tested a word at a time by
    /// `wordFlags`), or `end`.
    @inline(__always)
    static func first(in buf: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ wordFlags: (UInt64) -> UInt64, _ matches: (UInt8) -> Bool) -> Int {
        var cursor = start
        while cursor + 8 <= end {
            let found = wordFlags(word(buf, at: cursor))
            if found != 0 { return cursor + found.trailingZeroBitCount / 8 }
            cursor += 8
        }
        while cursor < end {
            if matches(buf[cursor]) { return cursor }
            cursor += 1
        }
        return end
    }

    @inline(__always)
    static func first(_ a: UInt8, in buf: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        first(in: buf, from: start, to: end, { flags($0, a) }, { $0 == a })
    }

    @inline(__always)
    static func first(_ a: UInt8, _ b: UInt8, in buf: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        first(in: buf, from: start, to: end, { flags($0, a) | flags($0, b) }, { $0 == a || $0 == b })
    }

    @inline(__always)
    static func first(_ a: UInt8, _ b: UInt8, _ c: UInt8, in buf: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        first(in: buf, from: start, to: end, { flags($0, a) | flags($0, b) | flags($0, c) }, { $0 == a || $0 == b || $0 == c })
    }

    @inline(__always)
    static func first(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, in buf: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        first(in: buf, from: start, to: end, { flags($0, a) | flags($0, b) | flags($0, c) | flags($0, d) }, { $0 == a || $0 == b || $0 == c || $0 == d })
    }

    /// How many bytes in `start..<end` are `\n`, or nil when a `\r` is among them (whether it ends
    /// a line depends on the byte after it, which the caller judges). Counting needs every match,
    /// not just the first, so each byte is tested on its own bits: adding 0x7F to its low seven
    /// bits carries into the high bit unless all of them are zero.
    @inline(__always)
    static func countNewlines(in buf: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var count = 0
        var cursor = start
        while cursor + 8 <= end {
            let word = word(buf, at: cursor)
            if flags(word, 0x0D) != 0 { return nil }
            let zeroed = word ^ (ones &* 0x0A)
            count += (~(((zeroed & low) &+ low) | zeroed | low)).nonzeroBitCount
            cursor += 8
        }
        while cursor < end {
            if buf[cursor] == 0x0D { return nil }
            if buf[cursor] == 0x0A { count += 1 }
            cursor += 1
        }
        return count
    }
}
