/// `json_decode`, as PHP 8.2's scanner and parser (ext/json) read JSON: RFC 8259 with PHP's
/// choices — an integer too large for an int becomes a float (or the digits as a string under
/// `JSON_BIGINT_AS_STRING`), an object's numeric-string keys become int keys as any PHP array's
/// do, a repeated key keeps its first place and takes the last value, and a string must be
/// well-formed UTF-8 (`JSON_INVALID_UTF8_IGNORE` drops each bad byte,
/// `JSON_INVALID_UTF8_SUBSTITUTE` writes U+FFFD for each).
extension PHPJSON {
    public struct DecodeOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let objectAsArray = DecodeOptions(rawValue: 1)
        public static let bigIntAsString = DecodeOptions(rawValue: 2)
        public static let invalidUTF8Ignore = DecodeOptions(rawValue: 1_048_576)
        public static let invalidUTF8Substitute = DecodeOptions(rawValue: 2_097_152)
    }

    /// What `json_decode` gives for text the parser accepts: the value, or `.object` where the
    /// text holds an object and objects are not read as arrays (a `stdClass` PHP makes, which
    /// a `PHPValue` does not hold).
    public enum Decoded: Sendable, Equatable {
        case value(PHPValue)
        case object
    }

    /// `json_decode($json, flags: $options, depth: $depth)`: nil where PHP's parser fails (it
    /// returns null, or throws under `JSON_THROW_ON_ERROR`).
    public static func decode(_ json: [UInt8], options: DecodeOptions = [], depth: Int = defaultDepth) -> Decoded? {
        var parser = JSONParser(bytes: json, options: options, depthLimit: depth)
        guard let value = parser.document() else { return nil }
        return parser.sawObject && !options.contains(.objectAsArray) ? .object : .value(value)
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    let options: PHPJSON.DecodeOptions
    /// PHP refuses an array or object nested as deep as `depth` (`[1]` needs a depth of 2).
    let depthLimit: Int
    var position = 0
    var depth = 0
    /// True once an object was read: without `JSON_OBJECT_AS_ARRAY`, PHP makes a `stdClass`.
    var sawObject = false

    init(bytes: [UInt8], options: PHPJSON.DecodeOptions, depthLimit: Int) {
        self.bytes = bytes
        self.options = options
        self.depthLimit = depthLimit
    }

    /// The whole text: one value between optional white space, nothing after it.
    mutating func document() -> PHPValue? {
        guard let value = value() else { return nil }
        skipWhitespace()
        return position == bytes.count ? value : nil
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private mutating func value() -> PHPValue? {
        skipWhitespace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), keyed: true)
        case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), keyed: false)
        case UInt8(ascii: "\""): return string().map { .string($0) }
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: String, _ value: PHPValue) -> PHPValue? {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, bytes[position..<(position + expected.count)].elementsEqual(expected) else { return nil }
        position += expected.count
        return value
    }

    /// `[…]` or `{…}`, its items separated by commas, none trailing.
    private mutating func container(close: UInt8, keyed: Bool) -> PHPValue? {
        depth += 1
        // Past PHPArray's own limit the value could not be held; PHP's default depth is lower.
        guard depth < depthLimit, depth < PHPArray.maximumDepth else { return nil }
        defer { depth -= 1 }
        if keyed { sawObject = true }
        position += 1
        var array = PHPArray()
        skipWhitespace()
        if position < bytes.count, bytes[position] == close {
            position += 1
            return .array(array)
        }
        while true {
            if keyed {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = string() else { return nil }
                // A stdClass property may not start with NUL; an array key may.
                if !options.contains(.objectAsArray), key.first == 0 { return nil }
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
                position += 1
                guard let element = value() else { return nil }
                array[.normalized(key)] = element
            } else {
                guard let element = value() else { return nil }
                array.append(element)
            }
            skipWhitespace()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard bytes[position] == close else { return nil }
            position += 1
            return .array(array)
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`: an int when it has neither fraction nor
    /// exponent and fits one (nineteen digits up to 9223372036854775807, or 8 for a negative).
    private mutating func number() -> PHPValue? {
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
            return position - first
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else if digits() == 0 {
            return nil
        }
        let integerDigits = position - integerStart
        var isFloat = false
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return nil }
            isFloat = true
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return nil }
            isFloat = true
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if !isFloat {
            let negative = bytes[start] == UInt8(ascii: "-")
            let fits = integerDigits < 19 || integerDigits == 19 && {
                let digits = Array(bytes[integerStart..<position])
                let limit = Array("9223372036854775808".utf8)
                return digits.lexicographicallyPrecedes(limit) || digits == limit && negative
            }()
            if fits { return Int(text).map { .int($0) } }
            if options.contains(.bigIntAsString) { return .string(Array(bytes[start..<position])) }
        }
        return Double(text).map { .float($0) }
    }

    /// A string after its opening quote: escapes read, UTF-8 checked byte by byte as PHP's
    /// scanner checks it (an incomplete sequence is one bad byte, and the next byte is read anew).
    private mutating func string() -> [UInt8]? {
        position += 1
        var out: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return out
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard let unit = hexUnit() else { return nil }
                    var scalar = UInt32(unit)
                    if (0xD800..<0xDC00).contains(unit) {
                        // A high surrogate must be followed by an escaped low one.
                        guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else { return nil }
                        position += 2
                        guard let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
                        scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(unit) {
                        return nil
                    }
                    out += Array(String(Character(Unicode.Scalar(scalar)!)).utf8)
                default:
                    return nil
                }
            case 0x00..<0x20:
                return nil
            case 0x00..<0x80:
                out.append(byte)
                position += 1
            default:
                let length = wellFormedLength(at: position)
                if length > 0 {
                    out += bytes[position..<(position + length)]
                    position += length
                } else if options.contains(.invalidUTF8Substitute) {
                    out += [0xEF, 0xBF, 0xBD]
                    position += 1
                } else if options.contains(.invalidUTF8Ignore) {
                    position += 1
                } else {
                    return nil
                }
            }
        }
        return nil
    }

    /// Four hex digits after `\u`.
    private mutating func hexUnit() -> UInt16? {
        guard bytes.count - position >= 4 else { return nil }
        var unit: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[position + offset]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
        }
        position += 4
        return unit
    }

    /// The length of the well-formed UTF-8 sequence starting at `start` (RFC 3629: no overlong
    /// forms, no surrogates, nothing past U+10FFFF), or 0.
    private func wellFormedLength(at start: Int) -> Int {
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            start + offset < bytes.count && range.contains(bytes[start + offset])
        }
        switch bytes[start] {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE, 0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
