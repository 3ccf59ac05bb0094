@testable import GTPushCLI
import Testing

/// The checks every input passes before parsing, on the bytes themselves.
@Suite struct BinaryDetectorTests {
    @Test(arguments: [
        ([UInt8](), nil as String?),
        (Array("<?php echo 1;".utf8), nil),
        ([0x3C, 0, 0x3F, 0, 0x70, 0, 0x68, 0, 0x70, 0], "UTF-16"),
        ([0, 0x3C, 0, 0x3F, 0, 0x70, 0, 0x68, 0], "UTF-16"),
        ([0x3C, 0, 0x3F, 0, 0x70, 0, 0x68, 0, 0x70, 0x70], nil),
        ([0x3C, 0, 0, 0, 0x70, 0, 0x68, 0, 0x70, 0], nil),
        ([0x3C, 0, 0x3F, 0, 0x70, 0, 0x68], nil),
        ([0xFF, 0xFE, 0x3C, 0], "UTF-16"),
        ([0xFF, 0xFE, 0, 0], "UTF-32"),
    ])
    func wideEncoding(_ bytes: [UInt8], _ expected: String?) {
        #expect(BinaryDetector.wideEncoding(bytes) == expected)
    }

    @Test func firstNULOutsidePHP() {
        #expect(BinaryDetector.firstNULOutsidePHP(Array("abc".utf8) + [0]) == 3)
        #expect(BinaryDetector.firstNULOutsidePHP([0]) == 0)
        #expect(BinaryDetector.firstNULOutsidePHP(Array("<?php $a = 1;".utf8) + [0]) == nil)
        #expect(BinaryDetector.firstNULOutsidePHP(Array(repeating: 0x61, count: 8192) + [0]) == nil)
        #expect(BinaryDetector.firstNULOutsidePHP(Array(repeating: 0x61, count: 8191) + [0]) == 8191)
        #expect(BinaryDetector.firstNULOutsidePHP([]) == nil)
    }
}
