/// `json_encode` byte for byte as PHP 8.2 writes it.
///
/// Default flags (the SDK's call): every non-ASCII character as a lowercase `\uXXXX` (astral ones
/// as a surrogate pair), `/` as `\/`, control characters as `\b \f \n \r \t` or `\u00XX`, floats
/// in the shortest round-trip form (`1.0e+20`), and `false` (nil here) for invalid UTF-8 or
/// INF/NAN anywhere in the value.
public enum PHPJSON {
    /// The flags, with PHP's numeric values so `json_encode($x, $flags)` maps directly.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let hexTag = Options(rawValue: 1)
        public static let hexAmp = Options(rawValue: 2)
        public static let hexApos = Options(rawValue: 4)
        public static let hexQuot = Options(rawValue: 8)
        public static let forceObject = Options(rawValue: 16)
        public static let numericCheck = Options(rawValue: 32)
        public static let unescapedSlashes = Options(rawValue: 64)
        public static let prettyPrint = Options(rawValue: 128)
        public static let unescapedUnicode = Options(rawValue: 256)
        public static let partialOutputOnError = Options(rawValue: 512)
        public static let preserveZeroFraction = Options(rawValue: 1024)
        public static let unescapedLineTerminators = Options(rawValue: 2048)
        public static let invalidUTF8Ignore = Options(rawValue: 1_048_576)
        public static let invalidUTF8Substitute = Options(rawValue: 2_097_152)
        public static let throwOnError = Options(rawValue: 4_194_304)
    }

    /// PHP's default maximum nesting depth.
    public static let defaultDepth = 512

    /// Why `json_encode` returns false, as `json_last_error_msg()` would say after it.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        case malformedUTF8
        case depth
        case infOrNaN

        public var description: String {
            switch self {
            case .malformedUTF8: "a string is not valid UTF-8"
            case .depth: "arrays nest deeper than \(PHPJSON.defaultDepth) levels"
            case .infOrNaN: "INF or NAN cannot be written as JSON"
            }
        }
    }

    /// `json_encode($value, $options)`; nil where PHP returns false. `.unknown(u)` is written as
    /// the string `"{{expression}}"` and an object as `{}` (previews only).
    public static func encode(_ value: PHPValue, options: Options = []) -> [UInt8]? {
        try? encodeOrFail(value, options: options).get()
    }

    /// `json_encode`, with the reason when it returns false.
    public static func encodeOrFail(_ value: PHPValue, options: Options = []) -> Result<[UInt8], Failure> {
        var encoder = Encoder(options: options)
        encoder.value(value, depth: 0)
        if let failure = encoder.failure, !options.contains(.partialOutputOnError) { return .failure(failure) }
        return .success(encoder.out)
    }

    struct Encoder {
        let options: Options
        var out: [UInt8] = []
        private(set) var failure: Failure?

        init(options: Options) {
            self.options = options
            out.reserveCapacity(256)
        }

        mutating func value(_ v: PHPValue, depth: Int) {
            switch v {
            case .null: out += Array("null".utf8)
            case .bool(let b): out += Array((b ? "true" : "false").utf8)
            case .int(let n): out += Array(String(n).utf8)
            case .float(let d): float(d)
            case .string(let s): string(s, checkNumeric: true)
            case .array(let a): array(a, depth: depth + 1)
            case .object: out += [0x7B, 0x7D]
            case .unknown(let u): string(Array("{{\(u.expression)}}".utf8), checkNumeric: false)
            }
        }

        mutating func float(_ d: Double) {
            guard var text = FloatFormatting.serialized(d, exponentChar: 0x65) else {
                fail(.infOrNaN)
                out.append(0x30)  // partial output writes 0
                return
            }
            if options.contains(.preserveZeroFraction) && !text.contains(where: { $0 == 0x2E || $0 == 0x65 }) {
                text += [0x2E, 0x30]
            }
            out += text
        }

        /// PHP stops at invalid UTF-8 and at the depth limit, but writes 0 for INF/NAN and goes
        /// on, so a later error replaces that one.
        mutating func fail(_ reason: Failure) {
            if failure == nil || failure == .infOrNaN { failure = reason }
        }

        mutating func newline(_ depth: Int) {
            guard options.contains(.prettyPrint) else { return }
            out.append(0x0A)
            out += [UInt8](repeating: 0x20, count: 4 * depth)
        }

        mutating func array(_ a: PHPArray, depth: Int) {
            if depth > PHPJSON.defaultDepth { fail(.depth) }
            let asList = a.isList && !options.contains(.forceObject)
            if a.isEmpty {
                out += asList ? [0x5B, 0x5D] : [0x7B, 0x7D]
                return
            }
            out.append(asList ? 0x5B : 0x7B)
            for (position, (key, element)) in zip(a.keys, a.values).enumerated() {
                if position > 0 { out.append(0x2C) }
                newline(depth)
                if !asList {
                    switch key {
                    case .int(let n): string(Array(String(n).utf8), checkNumeric: false)
                    case .string(let s): string(s, checkNumeric: false)
                    }
                    out.append(0x3A)
                    if options.contains(.prettyPrint) { out.append(0x20) }
                }
                value(element, depth: depth)
            }
            newline(depth - 1)
            out.append(asList ? 0x5D : 0x7D)
        }

        mutating func string(_ s: [UInt8], checkNumeric: Bool) {
            if checkNumeric && options.contains(.numericCheck), let parsed = NumericString.wholeNumber(s) {
                switch parsed.number {
                case .int(let n): out += Array(String(n).utf8)
                case .float(let d): float(d)
                }
                return
            }
            let start = out.count
            out.append(0x22)
            var i = 0
            while i < s.count {
                let byte = s[i]
                if byte < 0x80 {
                    ascii(byte)
                    i += 1
                    continue
                }
                guard let (scalar, length) = UTF8Decoding.decode(s, at: i) else {
                    if options.contains(.invalidUTF8Substitute) {
                        unicode(0xFFFD, raw: [0xEF, 0xBF, 0xBD])
                    } else if !options.contains(.invalidUTF8Ignore) {
                        fail(.malformedUTF8)
                        out.removeSubrange(start...)
                        out += Array("null".utf8)  // what partial output writes
                        return
                    }
                    i += 1
                    continue
                }
                unicode(scalar, raw: s[i..<(i + length)])
                i += length
            }
            out.append(0x22)
        }

        mutating func unicode(_ scalar: UInt32, raw: ArraySlice<UInt8>) {
            let lineTerminator = scalar == 0x2028 || scalar == 0x2029
            if options.contains(.unescapedUnicode)
                && !(lineTerminator && !options.contains(.unescapedLineTerminators)) {
                out += raw
            } else if scalar >= 0x10000 {
                let v = scalar - 0x10000
                hexEscape(0xD800 | (v >> 10), upper: false)
                hexEscape(0xDC00 | (v & 0x3FF), upper: false)
            } else {
                hexEscape(scalar, upper: false)
            }
        }

        mutating func unicode(_ scalar: UInt32, raw: [UInt8]) { unicode(scalar, raw: raw[...]) }

        mutating func ascii(_ byte: UInt8) {
            switch byte {
            case 0x22: if options.contains(.hexQuot) { hexEscape(0x22, upper: true) } else { out += [0x5C, 0x22] }
            case 0x5C: out += [0x5C, 0x5C]
            case 0x2F: if options.contains(.unescapedSlashes) { out.append(0x2F) } else { out += [0x5C, 0x2F] }
            case 0x08: out += [0x5C, 0x62]
            case 0x0C: out += [0x5C, 0x66]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x3C where options.contains(.hexTag): hexEscape(0x3C, upper: true)
            case 0x3E where options.contains(.hexTag): hexEscape(0x3E, upper: true)
            case 0x26 where options.contains(.hexAmp): hexEscape(0x26, upper: true)
            case 0x27 where options.contains(.hexApos): hexEscape(0x27, upper: true)
            case ..<0x20: hexEscape(UInt32(byte), upper: false)
            default: out.append(byte)
            }
        }

        /// `\uXXXX`; PHP writes lowercase hex except for the HEX_* flags' fixed escapes.
        mutating func hexEscape(_ unit: UInt32, upper: Bool) {
            let digits = Array((upper ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
            out += [0x5C, 0x75]
            for shift in stride(from: 12, through: 0, by: -4) {
                out.append(digits[Int((unit >> UInt32(shift)) & 0xF)])
            }
        }
    }
}

/// Strict UTF-8 decoding as PHP's json and mbstring code see it: no overlong forms, no
/// surrogates, nothing above U+10FFFF.
enum UTF8Decoding {
    /// The scalar at `i` and its length in bytes, or nil when the sequence there is invalid.
    static func decode(_ s: [UInt8], at i: Int) -> (UInt32, Int)? {
        let c = s[i]
        func continuation(_ k: Int) -> UInt32? {
            guard i + k < s.count, s[i + k] & 0xC0 == 0x80 else { return nil }
            return UInt32(s[i + k] & 0x3F)
        }
        switch c {
        case ..<0x80: return (UInt32(c), 1)
        case ..<0xC2: return nil
        case ..<0xE0:
            guard let c1 = continuation(1) else { return nil }
            return ((UInt32(c & 0x1F) << 6) | c1, 2)
        case ..<0xF0:
            guard let c1 = continuation(1), let c2 = continuation(2) else { return nil }
            let v = (UInt32(c & 0x0F) << 12) | (c1 << 6) | c2
            if v < 0x800 || (v >= 0xD800 && v <= 0xDFFF) { return nil }
            return (v, 3)
        case ..<0xF5:
            guard let c1 = continuation(1), let c2 = continuation(2), let c3 = continuation(3) else { return nil }
            let v = (UInt32(c & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3
            if v < 0x10000 || v > 0x10FFFF { return nil }
            return (v, 4)
        default: return nil
        }
    }
}
