import Foundation
import Testing
@testable import PHPSyntax

/// The line table, built on first use: the same lines and columns as PHP counts them (`\n`,
/// `\r\n`, a lone `\r`), on whichever path finds them, and from many threads at once.
@Suite struct LineStartsTests {
    /// Line starts counted the plain way, one byte at a time.
    static func reference(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for index in bytes.indices where bytes[index] == 10 || (bytes[index] == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) {
            starts.append(index + 1)
        }
        return starts
    }

    @Test(arguments: [
        ("", [0]),
        ("a", [0]),
        ("a\n", [0, 2]),
        ("<?php\n$a = 1;", [0, 6]),
        ("a\r\nb\r\n", [0, 3, 6]),
        ("a\rb\rc", [0, 2, 4]),
        ("\r", [0, 1]),
        ("\r\r\n\n", [0, 1, 3, 4]),
        ("x\n\r\ny\rz", [0, 2, 4, 6]),
    ])
    func lineStarts(_ text: String, _ expected: [Int]) {
        #expect(SourceFile(path: "a.php", text: text).lineStarts == expected)
    }

    @Test func locations() {
        let file = SourceFile(path: "a.php", text: "ab\r\nc\rde\nf")
        let locations = (0...file.bytes.count).map { file.location(of: $0) }
        #expect(locations.map(\.description) == ["1:1", "1:2", "1:3", "1:4", "2:1", "2:2", "3:1", "3:2", "3:3", "4:1", "4:2"])
    }

    /// Long files of each ending, built from lines of every length up to 40, against the plain count.
    @Test(arguments: ["\n", "\r\n", "\r", "\n\r"])
    func longFilesAgreeWithThePlainCount(_ ending: String) {
        var bytes: [UInt8] = []
        for length in 0...40 { bytes += Array(String(repeating: "x", count: length).utf8) + Array(ending.utf8) }
        bytes += Array("last line without an ending".utf8)
        #expect(SourceFile(path: "a.php", bytes: bytes).lineStarts == Self.reference(bytes))
    }

    /// One file, asked for positions from many threads before anyone built its table.
    @Test func concurrentFirstUse() {
        let text = String(repeating: "<?php echo 1;\r\n// a comment\n", count: 500)
        for _ in 0..<20 {
            let file = SourceFile(path: "a.php", text: text)
            let expected = Self.reference(file.bytes)
            let results = ResultSlots(count: 8)
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                results.set(index, file.lineStarts == expected && file.location(of: file.bytes.count - 1).line == 1_000)
            }
            #expect(results.values == Array(repeating: true, count: 8))
        }
    }

    /// Every token's line is one more than the line ends before it, with endings of every kind
    /// falling at every offset within an eight-byte word.
    @Test func tokenLinesAcrossWords() {
        for ending in ["\n", "\r\n", "\r"] {
            for pad in 0..<9 {
                let padding = String(repeating: "p", count: pad)
                let text = "<?php\n/* \(padding)\(ending)\(ending)x */ '\(padding)\(ending)s\\'\(ending)' // \(padding)\(ending)"
                    + "\"\(padding)\(ending)$a\(padding)\(ending)\" # \(padding)?\(ending)/** \(padding)\(ending)*/\(ending)$b;\(ending)"
                let bytes = Array(text.utf8)
                let starts = Self.reference(bytes)
                for token in Lexer.tokenize(bytes) {
                    let expected = starts.lastIndex { $0 <= token.start }! + 1
                    #expect(token.line == expected, "\(token.kind) at \(token.start) in \(text.debugDescription)")
                }
            }
        }
    }
}

/// Results written from several threads, read once they are done.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Bool]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: false, count: count) }
    func set(_ index: Int, _ value: Bool) { lock.withLock { slots[index] = value } }
    var values: [Bool] { lock.withLock { slots } }
}
