import Testing
@testable import PHPSyntax

/// The word-at-a-time searches against a plain byte loop, on every pair of neighbouring byte
/// values (the borrow between bytes is where such tricks go wrong) and at every offset in a word.
@Suite struct WordScanTests {
    static func plainFirst(_ bytes: [UInt8], _ targets: Set<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count && !targets.contains(bytes[index]) { index += 1 }
        return index
    }

    @Test func everyNeighbourPair() {
        var bytes = Array(repeating: UInt8(ascii: "x"), count: 19)
        for first in 0...255 {
            for second in 0...255 {
                bytes[9] = UInt8(first)
                bytes[10] = UInt8(second)
                let found = bytes.withUnsafeBufferPointer { buffer in
                    (WordScan.first(0x0A, in: buffer, from: 0, to: 19),
                     WordScan.first(0x27, 0x5C, in: buffer, from: 2, to: 19),
                     WordScan.countNewlines(in: buffer, from: 1, to: 19))
                }
                #expect(found.0 == Self.plainFirst(bytes, [0x0A], from: 0))
                #expect(found.1 == Self.plainFirst(bytes, [0x27, 0x5C], from: 2))
                let newlines = bytes[1...].filter { $0 == 0x0A }.count
                #expect(found.2 == (bytes.contains(0x0D) ? nil : newlines))
            }
        }
    }

    @Test func everyOffsetAndStart() {
        for length in 0...24 {
            for position in 0...length {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                if position < length { bytes[position] = UInt8(ascii: "*") }
                for start in 0...length {
                    let found = bytes.withUnsafeBufferPointer { buffer in
                        (WordScan.first(0x2A, in: buffer, from: start, to: length),
                         WordScan.first(0x0A, 0x0D, 0x2A, in: buffer, from: start, to: length),
                         WordScan.first(0x22, 0x24, 0x7B, 0x2A, in: buffer, from: start, to: length))
                    }
                    let expected = position < length && position >= start ? position : length
                    #expect(found.0 == expected)
                    #expect(found.1 == expected)
                    #expect(found.2 == expected)
                }
            }
        }
    }
}
