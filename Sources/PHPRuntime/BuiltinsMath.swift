import CLibrary

/// Number built-ins: conversions, max/min, abs, round, number_format, json_encode.
extension PHPBuiltins {
    static let mathFunctions: [String: Implementation] = [
        "intval": { v throws(PHPError) in
            let a = try Arguments("intval", v, ["value", "base"], required: 1)
            let base = a.has(1) ? try a.int(1) : 10
            if base != 10, case .string(let s) = a.values[0] { return .int(stringToInt(s, base: base)) }
            return a.values[0].toInt.map { .int($0) }
        },
        "floatval": { v throws(PHPError) in
            let a = try Arguments("floatval", v, ["value"], required: 1)
            return a.values[0].toFloat.map { .float($0) }
        },
        "doubleval": { v throws(PHPError) in
            let a = try Arguments("doubleval", v, ["value"], required: 1)
            return a.values[0].toFloat.map { .float($0) }
        },
        "boolval": { v throws(PHPError) in
            let a = try Arguments("boolval", v, ["value"], required: 1)
            return a.values[0].truthiness.map { .bool($0) }
        },
        "max": { v throws(PHPError) in try extreme(v, "max", wanted: 1) },
        "min": { v throws(PHPError) in try extreme(v, "min", wanted: -1) },
        "abs": { v throws(PHPError) in
            let a = try Arguments("abs", v, ["num"], required: 1)
            switch try a.number(0) {
            case .int(let n): return n == Int.min ? .float(-Double(n)) : .int(Swift.abs(n))
            case .float(let d): return .float(Swift.abs(d))
            default: return nil
            }
        },
        "round": { v throws(PHPError) in
            let a = try Arguments("round", v, ["num", "precision", "mode"], required: 1)
            let number = try a.number(0)
            let places = a.has(1) ? try a.int(1) : 0
            if case .int(let n) = number, places >= 0 { return .float(Double(n)) }
            return .float(round(number.toFloat ?? 0, places))
        },
        "number_format": { v throws(PHPError) in
            let a = try Arguments("number_format", v, ["num", "decimals", "decimal_separator", "thousands_separator"], required: 1)
            let number = try a.float(0)
            let decimals = a.has(1) ? try a.int(1) : 0
            let point = a.has(2) ? try a.string(2) : [0x2E]
            let thousands = a.has(3) ? try a.string(3) : [0x2C]
            return .string(numberFormat(number, decimals, point, thousands))
        },
        "json_encode": { v throws(PHPError) in
            let a = try Arguments("json_encode", v, ["value", "flags", "depth"], required: 1)
            let flags = a.has(1) ? try a.int(1) : 0
            let options = PHPJSON.Options(rawValue: flags)
            guard let out = PHPJSON.encode(a.values[0], options: options) else {
                if options.contains(.throwOnError) { return nil }  // JsonException: the interpreter decides
                return .bool(false)
            }
            try PHPError.checkSize(out.count, "json_encode()")
            return .string(out)
        },
        "json_decode": { v throws(PHPError) in
            let a = try Arguments("json_decode", v, ["json", "associative", "depth", "flags"], required: 1)
            let json = try a.string(0)
            let flags = a.has(3) ? try a.int(3) : 0
            var options = PHPJSON.DecodeOptions(rawValue: flags)
            // `$associative` given as a bool overrides JSON_OBJECT_AS_ARRAY either way; null leaves the flag.
            if a.has(1), a.values[1] != .null {
                if try a.bool(1) { options.insert(.objectAsArray) } else { options.remove(.objectAsArray) }
            }
            let throwsOnError = flags & 4_194_304 != 0
            // PHP looks at the text before the depth: an empty string is a syntax error whatever the depth.
            guard !json.isEmpty else { return throwsOnError ? nil : .null }
            let depth = a.has(2) ? try a.int(2) : PHPJSON.defaultDepth
            if depth <= 0 { throw PHPError(.valueError, "json_decode(): Argument #3 ($depth) must be greater than 0") }
            if depth > Int(Int32.max) { throw PHPError(.valueError, "json_decode(): Argument #3 ($depth) must be less than \(Int32.max)") }
            switch PHPJSON.decode(json, options: options, depth: depth) {
            case .value(let value)?: return value
            // A stdClass, which no PHPValue holds: unknown.
            case .object?: return nil
            // JsonException: the interpreter decides, as for json_encode.
            case nil: return throwsOnError ? nil : .null
            }
        },
    ]

    /// strtol-like parse in `base` (0 = detect from 0x/0o/0b/0 prefix), saturating.
    static func stringToInt(_ s: [UInt8], base requested: Int) -> Int {
        var i = 0
        while i < s.count && NumericString.isWhitespace(s[i]) { i += 1 }
        var negative = false
        if i < s.count && (s[i] == 0x2B || s[i] == 0x2D) { negative = s[i] == 0x2D; i += 1 }
        var base = requested
        func prefix(_ letter: UInt8) -> Bool {
            i + 1 < s.count && s[i] == 0x30 && (s[i + 1] | 0x20) == letter
        }
        if (base == 16 || base == 0) && prefix(0x78) { base = 16; i += 2 }
        else if (base == 8 || base == 0) && prefix(0x6F) { base = 8; i += 2 }
        else if (base == 2 || base == 0) && prefix(0x62) { base = 2; i += 2 }
        else if base == 0 { base = i < s.count && s[i] == 0x30 ? 8 : 10 }
        guard base >= 2 && base <= 36 else { return 0 }
        var value = 0
        var saturated = false
        while i < s.count {
            let c = s[i] | 0x20
            let digit: Int
            if s[i] >= 0x30 && s[i] <= 0x39 { digit = Int(s[i] - 0x30) }
            else if c >= 0x61 && c <= 0x7A { digit = Int(c - 0x61) + 10 }
            else { break }
            if digit >= base { break }
            if !saturated {
                let (m, o1) = value.multipliedReportingOverflow(by: base)
                let (r, o2) = negative ? m.subtractingReportingOverflow(digit) : m.addingReportingOverflow(digit)
                if o1 || o2 { saturated = true; value = negative ? Int.min : Int.max } else { value = r }
            }
            i += 1
        }
        return value
    }

    /// max()/min(): one array argument or several values, compared with PHP's `<=>`.
    static func extreme(_ v: [PHPValue], _ name: String, wanted: Int) throws(PHPError) -> PHPValue? {
        let a = try Arguments(name, v, ["value", "...values"], required: 1)
        var candidates = a.values
        if a.values.count == 1 {
            guard case .array(let x) = a.values[0] else { throw a.typeError(0, "array") }
            if x.isEmpty { throw PHPError(.valueError, "\(name)(): Argument #1 ($value) must contain at least one element") }
            candidates = x.values
        }
        var best = candidates[0]
        for candidate in candidates.dropFirst() {
            guard let order = PHPComparison.compare(candidate, best) else { return nil }
            if order == wanted { best = candidate }
        }
        return best
    }

    /// PHP's round(): half away from zero, after "pre-rounding" the scaled value to 15
    /// significant digits so that 1.955 rounds to 1.96 as PHP users expect.
    static func round(_ value: Double, _ places: Int) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let clamped = max(-308, min(308, places))
        let factor = CMath.pow(10.0, Double(Swift.abs(clamped)))
        var scaled = clamped >= 0 ? value * factor : value / factor
        guard scaled.isFinite, Swift.abs(scaled) < 1e15 else { return value }
        if let pre = Double(CFormat.string("%.15g", scaled)) { scaled = pre }
        let rounded = scaled.rounded(.toNearestOrAwayFromZero)
        let result = clamped >= 0 ? rounded / factor : rounded * factor
        // Division can land one ulp away from the decimal; reading the printed form back fixes it.
        if clamped > 0, let exact = Double(CFormat.string("%.\(clamped)f", result)) { return exact }
        return result.isFinite ? result : value
    }

    static func numberFormat(_ number: Double, _ decimals: Int, _ point: [UInt8], _ thousands: [UInt8]) -> [UInt8] {
        let places = max(0, decimals)
        let rounded = round(number, places)
        guard rounded.isFinite else { return FloatFormatting.phpString(rounded) }
        let text = Array(CFormat.string("%.\(min(places, 340))f", Swift.abs(rounded)).utf8)
        let dot = text.firstIndex(of: 0x2E) ?? text.count
        let integer = text[..<dot]
        var out: [UInt8] = rounded < 0 && rounded != 0 ? [0x2D] : []
        for (i, digit) in integer.enumerated() {
            if i > 0 && (integer.count - i) % 3 == 0 { out += thousands }
            out.append(digit)
        }
        if places > 0 {
            out += point
            out += text[(dot + 1)...]
        }
        return out
    }
}
