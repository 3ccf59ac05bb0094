/// Case-insensitive keyword lookup straight from source bytes, without building a String.
///
/// A label of at most 16 bytes is packed into two UInt64 words with each byte's 0x20 bit set:
/// on the bytes a label may hold that folds capitals to small letters, turns `_` into 0x7F and
/// leaves digits alone, so two labels pack alike exactly when they are the same word ignoring
/// ASCII case (bytes from 0x80, in no keyword, pack to bytes no keyword has). The words are read
/// eight bytes at a time where the buffer allows. Keywords sit in an open-addressing table of 512
/// slots, a quarter full, found by a multiplicative hash of the packed words: a lookup is the
/// packing, a multiply and one or two comparisons, where a search of the keywords of the label's
/// length compared a dozen.
struct KeywordTable: Sendable {
    private struct Entry {
        var low: UInt64
        var high: UInt64
        /// nil: an empty slot.
        var kind: TokenKind?
    }

    static let shared = KeywordTable()

    private static let maxLength = 16
    private static let slotBits = 9
    private static let caseBits: UInt64 = 0x2020_2020_2020_2020

    private let slots: [Entry]

    private init() {
        var slots = [Entry](repeating: Entry(low: 0, high: 0, kind: nil), count: 1 << Self.slotBits)
        for (spelling, kind) in TokenKind.keywordSpellings {
            let bytes = Array(spelling.utf8)
            precondition(bytes.count >= 2 && bytes.count <= Self.maxLength)
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0, start: 0, end: $0.count) }
            var slot = Self.slot(low, high)
            while slots[slot].kind != nil { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Entry(low: low, high: high, kind: kind)
        }
        self.slots = slots
    }

    @inline(__always)
    private static func slot(_ low: UInt64, _ high: UInt64) -> Int {
        Int(truncatingIfNeeded: (low &* 0x9E37_79B9_7F4A_7C15 ^ high &* 0xC2B2_AE3D_27D4_EB4F) >> UInt64(64 - slotBits))
    }

    /// `buf[start..<end]`, at most 16 bytes, packed: the first eight bytes in `low` (the first
    /// byte lowest), the rest in `high`, each with its 0x20 bit set, zero past the end.
    @inline(__always)
    private static func pack(_ buf: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> (UInt64, UInt64) {
        let length = end - start
        if start + 16 <= buf.count {
            let base = UnsafeRawPointer(buf.baseAddress! + start)
            let low = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self)) | caseBits
            let high = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) | caseBits
            let lowMask: UInt64 = length >= 8 ? ~0 : (1 << UInt64(8 * length)) - 1
            let highMask: UInt64 = length >= 16 ? ~0 : length <= 8 ? 0 : (1 << UInt64(8 * (length - 8))) - 1
            return (low & lowMask, high & highMask)
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<length {
            let byte = UInt64(buf[start + index] | 0x20)
            if index < 8 { low |= byte << UInt64(8 * index) } else { high |= byte << UInt64(8 * (index - 8)) }
        }
        return (low, high)
    }

    /// The keyword spelled by `buf[start..<end]` (any case), or nil for an ordinary name. The bytes
    /// must be a label (letters, digits, `_`, bytes from 0x80), as the lexer's names are.
    func lookup(_ buf: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> TokenKind? {
        let length = end - start
        guard length >= 2 && length <= Self.maxLength else { return nil }
        let (low, high) = Self.pack(buf, start: start, end: end)
        return slots.withUnsafeBufferPointer { slots in
            var slot = Self.slot(low, high)
            while let kind = slots[slot].kind {
                if slots[slot].low == low && slots[slot].high == high { return kind }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }
}
