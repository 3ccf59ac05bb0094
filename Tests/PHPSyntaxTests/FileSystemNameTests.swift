import PHPSyntax
import Testing

@Suite struct FileSystemNameTests {
    /// A name read from a buffer, as a directory walk reads one, is the name the generic reading
    /// gives: UTF-8 as it is, any other byte kept as its escape, which gives the bytes back whole.
    @Test func bufferReadingAgreesWithTheGenericOne() {
        let names: [[UInt8]] = [Array("Service00040.php".utf8), Array("静默.php".utf8), [], Array("caf".utf8) + [0xE9] + Array(".php".utf8),
                                [0xFF, 0xFE], [0xE4, 0xB8], Array("a\u{10FF80}b".utf8)]
        for name in names {
            let read = name.withUnsafeBytes { FileSystemName.string($0) }
            #expect(read == FileSystemName.string(name), "\(name)")
        }
        for name: [UInt8] in [Array("caf".utf8) + [0xE9], [0xFF, 0xFE], [0xE4, 0xB8]] {
            #expect(FileSystemName.bytes(name.withUnsafeBytes { FileSystemName.string($0) }) == name, "\(name)")
        }
    }
}
