/// Built-ins backends use to look into arrays and strings, and the multibyte case functions.
extension PHPBuiltins {
    static let lookupFunctions: [String: Implementation] = [
        "array_key_exists": { v throws(PHPError) in try keyExists(v, "array_key_exists") },
        "key_exists": { v throws(PHPError) in try keyExists(v, "key_exists") },
        "array_key_first": { v throws(PHPError) in
            let a = try Arguments("array_key_first", v, ["array"], required: 1)
            return try a.array(0).keys.first?.asValue ?? .null
        },
        "array_key_last": { v throws(PHPError) in
            let a = try Arguments("array_key_last", v, ["array"], required: 1)
            return try a.array(0).keys.last?.asValue ?? .null
        },
        "strpos": { v throws(PHPError) in
            let a = try Arguments("strpos", v, ["haystack", "needle", "offset"], required: 2)
            let haystack = try a.string(0), needle = try a.string(1)
            var offset = a.has(2) ? try a.int(2) : 0
            if offset < 0 { offset += haystack.count }
            guard offset >= 0, offset <= haystack.count else {
                throw PHPError(.valueError, "strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)")
            }
            if needle.isEmpty { return .int(offset) }
            guard haystack.count >= needle.count else { return .bool(false) }
            var start = offset
            while start + needle.count <= haystack.count {
                if haystack[start..<(start + needle.count)].elementsEqual(needle) { return .int(start) }
                start += 1
            }
            return .bool(false)
        },
        "lcfirst": { v throws(PHPError) in
            let a = try Arguments("lcfirst", v, ["string"], required: 1)
            var s = try a.string(0)
            if let first = s.first, first >= 0x41 && first <= 0x5A { s[0] = first + 32 }
            return .string(s)
        },
        "ucwords": { v throws(PHPError) in
            let a = try Arguments("ucwords", v, ["string", "separators"], required: 1)
            var s = try a.string(0)
            let separators = a.has(1) ? try a.string(1) : Array(" \t\r\n\u{0C}\u{0B}".utf8)
            var atWordStart = true
            for index in s.indices {
                if atWordStart, s[index] >= 0x61 && s[index] <= 0x7A { s[index] -= 32 }
                atWordStart = separators.contains(s[index])
            }
            return .string(s)
        },
        "str_pad": { v throws(PHPError) in
            let a = try Arguments("str_pad", v, ["string", "length", "pad_string", "pad_type"], required: 2)
            let s = try a.string(0), length = try a.int(1)
            let pad = a.has(2) ? try a.string(2) : [0x20]
            let type = a.has(3) ? try a.int(3) : 1
            guard !pad.isEmpty else { throw PHPError(.valueError, "str_pad(): Argument #3 ($pad_string) must be a non-empty string") }
            guard (0...2).contains(type) else { throw PHPError(.valueError, "str_pad(): Argument #4 ($pad_type) must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH") }
            guard length > s.count else { return .string(s) }
            try PHPError.checkSize(length, "str_pad()")
            let total = length - s.count
            let left = type == 0 ? total : type == 2 ? total / 2 : 0
            func fill(_ count: Int) -> [UInt8] { (0..<count).map { pad[$0 % pad.count] } }
            return .string(fill(left) + s + fill(total - left))
        },
        "mb_strtoupper": { v throws(PHPError) in try multibyteCase(v, "mb_strtoupper") { $0.uppercased() } },
        "mb_strtolower": { v throws(PHPError) in try multibyteCase(v, "mb_strtolower") { $0.lowercased() } },
    ]

    private static func keyExists(_ v: [PHPValue], _ name: String) throws(PHPError) -> PHPValue? {
        let a = try Arguments(name, v, ["key", "array"], required: 2)
        let array = try a.array(1)
        switch a.values[0] {
        case .int, .string, .null, .bool, .float:
            // PHP 8 accepts bool and float keys here with a deprecation; they convert as array keys do.
            guard let key = PHPArray.Key(a.values[0]) else { return nil }
            return .bool(array[key] != nil)
        default:
            throw PHPError(.typeError, "Illegal offset type")
        }
    }

    /// Unicode case mapping on valid UTF-8; anything else is left to PHP (unknown here).
    private static func multibyteCase(_ v: [PHPValue], _ name: String, _ map: (String) -> String) throws(PHPError) -> PHPValue? {
        let a = try Arguments(name, v, ["string", "encoding"], required: 1)
        let bytes = try a.string(0)
        guard a.values.count == 1 || a.values[1] == .null || a.values[1] == .string(Array("UTF-8".utf8)),
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        return .string(Array(map(text).utf8))
    }
}
