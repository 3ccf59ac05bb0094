import PHPSyntax

/// A name as a key of a dictionary or a set, compared and hashed as its bytes, as PHP compares
/// names: Swift's `String` equality holds canonically equivalent spellings equal, so `é` written
/// as one code point and as `e` with a combining accent were one label, function or import to
/// the checks and two to PHP.
struct NameKey: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (a: NameKey, b: NameKey) -> Bool {
        sameBytes(a.text, b.text)
    }

    /// Whether `a` and `b` are the same bytes.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.withUTF8Bytes { first in b.withUTF8Bytes { NameFolding.sameName(first, $0, folded: false) } }
    }

    func hash(into hasher: inout Hasher) {
        text.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
