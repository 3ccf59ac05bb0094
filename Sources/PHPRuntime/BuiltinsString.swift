/// String built-ins. Strings are bytes; only the mb_* functions look at UTF-8.
extension PHPBuiltins {
    static let stringFunctions: [String: Implementation] = [
        "strlen": { v throws(PHPError) in
            let a = try Arguments("strlen", v, ["string"], required: 1)
            return .int(try a.string(0).count)
        },
        "str_repeat": { v throws(PHPError) in
            let a = try Arguments("str_repeat", v, ["string", "times"], required: 2)
            let s = try a.string(0)
            let times = try a.int(1)
            if times < 0 {
                throw PHPError(.valueError, "str_repeat(): Argument #2 ($times) must be greater than or equal to 0")
            }
            let (size, overflow) = s.count.multipliedReportingOverflow(by: times)
            try PHPError.checkSize(overflow ? Int.max : size, "str_repeat()")
            if s.count == 1 { return .string(Array(repeating: s[0], count: times)) }
            // Doubling copies in bulk: a 50 MB repeat is a few memcpys, not millions of appends.
            var out: [UInt8] = []
            out.reserveCapacity(size)
            if !s.isEmpty && times > 0 { out += s }
            while out.count < size { out += out.prefix(min(out.count, size - out.count)) }
            return .string(out)
        },
        "substr": { v throws(PHPError) in
            let a = try Arguments("substr", v, ["string", "offset", "length"], required: 2)
            let s = try a.string(0)
            let length: Int? = a.has(2) && a.values[2] != .null ? try a.int(2) : nil
            let range = sliceRange(count: s.count, offset: try a.int(1), length: length)
            return .string(Array(s[range]))
        },
        "mb_strlen": { v throws(PHPError) in
            let a = try Arguments("mb_strlen", v, ["string", "encoding"], required: 1)
            return .int(utf8Characters(try a.string(0)).count)
        },
        "mb_substr": { v throws(PHPError) in
            let a = try Arguments("mb_substr", v, ["string", "start", "length", "encoding"], required: 2)
            let chars = utf8Characters(try a.string(0))
            let length: Int? = a.has(2) && a.values[2] != .null ? try a.int(2) : nil
            let range = sliceRange(count: chars.count, offset: try a.int(1), length: length)
            return .string(chars[range].flatMap { $0 })
        },
        "strtoupper": { v throws(PHPError) in
            let a = try Arguments("strtoupper", v, ["string"], required: 1)
            return .string(try a.string(0).map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 32 : $0 })
        },
        "strtolower": { v throws(PHPError) in
            let a = try Arguments("strtolower", v, ["string"], required: 1)
            return .string(try a.string(0).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 32 : $0 })
        },
        "ucfirst": { v throws(PHPError) in
            let a = try Arguments("ucfirst", v, ["string"], required: 1)
            var s = try a.string(0)
            if let first = s.first, first >= 0x61 && first <= 0x7A { s[0] = first - 32 }
            return .string(s)
        },
        "trim": { v throws(PHPError) in try trim(v, "trim", left: true, right: true) },
        "ltrim": { v throws(PHPError) in try trim(v, "ltrim", left: true, right: false) },
        "rtrim": { v throws(PHPError) in try trim(v, "rtrim", left: false, right: true) },
        "chop": { v throws(PHPError) in try trim(v, "chop", left: false, right: true) },
        "strval": { v throws(PHPError) in
            let a = try Arguments("strval", v, ["value"], required: 1)
            return a.values[0].toPHPString().map { .string($0) }
        },
        "implode": { v throws(PHPError) in try implode(v, "implode") },
        "join": { v throws(PHPError) in try implode(v, "join") },
        "explode": { v throws(PHPError) in
            let a = try Arguments("explode", v, ["separator", "string", "limit"], required: 2)
            let separator = try a.string(0)
            let s = try a.string(1)
            let limit = a.has(2) ? try a.int(2) : Int.max
            if separator.isEmpty {
                throw PHPError(.valueError, "explode(): Argument #1 ($separator) cannot be empty")
            }
            var parts = split(s, separator)
            if limit > 0 {
                if parts.count > limit {
                    // The last element keeps the rest of the string, separators included.
                    let head = parts[..<(limit - 1)]
                    let consumed = head.reduce(0) { $0 + $1.count + separator.count }
                    parts = Array(head) + [Array(s[consumed...])]
                }
            } else if limit < 0 {
                parts = parts.count > -limit ? Array(parts[..<(parts.count + limit)]) : []
                if s.isEmpty { parts = [] }
            } else {
                parts = [s]
            }
            return .array(PHPArray(list: parts.map { .string($0) }))
        },
        "str_replace": { v throws(PHPError) in try strReplace(v) },
        "sprintf": { v throws(PHPError) in try Sprintf.format(v, function: "sprintf") },
    ]

    /// PHP's substr window: negative offsets and lengths count from the end; out of range is "".
    static func sliceRange(count: Int, offset: Int, length: Int?) -> Range<Int> {
        var start = offset
        if start > count { return count..<count }
        if start < 0 { start = max(0, count + start) }
        var end = count
        if let length {
            if length < 0 {
                end = count + length
                if end < start { return start..<start }
            } else {
                end = length > count - start ? count : start + length
            }
        }
        return start..<end
    }

    /// UTF-8 characters as mbstring counts them: each invalid byte is a character of its own.
    static func utf8Characters(_ s: [UInt8]) -> [ArraySlice<UInt8>] {
        var chars: [ArraySlice<UInt8>] = []
        var i = 0
        while i < s.count {
            let length = UTF8Decoding.decode(s, at: i)?.1 ?? 1
            chars.append(s[i..<(i + length)])
            i += length
        }
        return chars
    }

    static func split(_ s: [UInt8], _ separator: [UInt8]) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var current: [UInt8] = []
        var i = 0
        while i < s.count {
            if s[i] == separator[0] && i + separator.count <= s.count && Array(s[i..<(i + separator.count)]) == separator {
                parts.append(current)
                current = []
                i += separator.count
            } else {
                current.append(s[i])
                i += 1
            }
        }
        parts.append(current)
        return parts
    }

    /// The byte set of a trim character list; "a..z" is a range.
    static func trimSet(_ list: [UInt8]) -> Set<UInt8> {
        var set = Set<UInt8>()
        var i = 0
        while i < list.count {
            if i + 3 < list.count && list[i + 1] == 0x2E && list[i + 2] == 0x2E && list[i] <= list[i + 3] {
                for b in list[i]...list[i + 3] { set.insert(b) }
                i += 4
            } else {
                set.insert(list[i])
                i += 1
            }
        }
        return set
    }

    static func trim(_ v: [PHPValue], _ name: String, left: Bool, right: Bool) throws(PHPError) -> PHPValue {
        let a = try Arguments(name, v, ["string", "characters"], required: 1)
        let s = try a.string(0)
        let set = trimSet(a.has(1) ? try a.string(1) : [0x20, 0x0A, 0x0D, 0x09, 0x0B, 0x00])
        var start = 0
        var end = s.count
        if left { while start < end && set.contains(s[start]) { start += 1 } }
        if right { while end > start && set.contains(s[end - 1]) { end -= 1 } }
        return .string(Array(s[start..<end]))
    }

    /// implode($separator, $array) or implode($array); PHP 8 dropped the reversed order.
    static func implode(_ v: [PHPValue], _ name: String) throws(PHPError) -> PHPValue? {
        let a = try Arguments(name, v, ["separator", "array"], required: 1)
        let separator: [UInt8]
        let array: PHPArray
        if a.values.count == 1 {
            guard case .array(let x) = a.values[0] else {
                throw PHPError(.typeError, "\(name)(): Argument #1 ($pieces) must be of type array, \(a.values[0].typeName) given")
            }
            separator = []
            array = x
        } else {
            guard case .array(let x) = a.values[1] else {
                throw PHPError(.typeError, "\(name)(): Argument #2 ($array) must be of type ?array, \(a.values[1].typeName) given")
            }
            separator = try a.string(0)
            array = x
        }
        return try join(array, separator, name)
    }

    static func join(_ array: PHPArray, _ separator: [UInt8], _ name: String) throws(PHPError) -> PHPValue? {
        var out: [UInt8] = []
        for (i, element) in array.values.enumerated() {
            if i > 0 { out += separator }
            guard let text = element.toPHPString() else { return nil }
            out += text
            try PHPError.checkSize(out.count, "\(name)()")
        }
        return .string(out)
    }

    /// Replaces every non-overlapping occurrence, left to right.
    static func replace(_ s: [UInt8], _ search: [UInt8], _ replacement: [UInt8]) throws(PHPError) -> [UInt8] {
        guard !search.isEmpty, s.count >= search.count else { return s }
        var out: [UInt8] = []
        var i = 0
        while i < s.count {
            if s[i] == search[0] && i + search.count <= s.count && s[i..<(i + search.count)].elementsEqual(search) {
                out += replacement
                i += search.count
                try PHPError.checkSize(out.count, "str_replace()")
            } else {
                out.append(s[i])
                i += 1
            }
        }
        return out
    }

    static func strReplace(_ v: [PHPValue]) throws(PHPError) -> PHPValue? {
        let a = try Arguments("str_replace", v, ["search", "replace", "subject", "count"], required: 3)
        var pairs: [([UInt8], [UInt8])] = []
        switch (a.values[0], a.values[1]) {
        case (.array(let searches), .array(let replacements)):
            for (i, search) in searches.values.enumerated() {
                guard let s = search.toPHPString() else { return nil }
                let r = i < replacements.count ? replacements.values[i].toPHPString() : []
                guard let r else { return nil }
                pairs.append((s, r))
            }
        case (.array(let searches), _):
            let r = try a.string(1)
            for search in searches.values {
                guard let s = search.toPHPString() else { return nil }
                pairs.append((s, r))
            }
        case (_, .array):
            throw PHPError(.typeError, "str_replace(): Argument #2 ($replace) must be of type string when argument #1 ($search) is a string")
        default:
            pairs = [(try a.string(0), try a.string(1))]
        }
        func apply(_ subject: [UInt8]) throws(PHPError) -> [UInt8] {
            var s = subject
            for (search, replacement) in pairs { s = try replace(s, search, replacement) }
            return s
        }
        if case .array(let subjects) = a.values[2] {
            var out = PHPArray()
            for (key, value) in subjects.entries {
                switch value {
                case .array, .object: out[key] = value
                default: out[key] = .string(try apply(value.toPHPString() ?? []))
                }
            }
            return .array(out)
        }
        return .string(try apply(try a.string(2)))
    }
}
