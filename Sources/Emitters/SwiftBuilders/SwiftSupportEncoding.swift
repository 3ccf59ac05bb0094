// The text of GTPushSupport.swift, part 3 of 5: encoding.
// Kept as Swift source in a raw string so it is compiled by the builders' users, not by gtpush.
extension SwiftSupportFile {
    static let encoding = #"""
/// PHP's ways of writing a float.
enum PHPNumberFormat {
    /// `(string)$float`: 14 significant digits, exponent past 1.0E+15 or below 1.0E-4.
    static func string(_ number: Double) -> String {
        if number.isNaN { return "NAN" }
        if number.isInfinite { return number < 0 ? "-INF" : "INF" }
        if number == 0 { return number.sign == .minus ? "-0" : "0" }
        let scientific = String(format: "%.13e", number)
        let parts = scientific.split(separator: "e")
        var digits = parts[0].filter(\.isNumber)
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
        let exponent = Int(parts[1])! + 1
        return layout(negative: number < 0, digits: String(digits), decimalPoint: exponent, precision: 15, exponentMark: "E")
    }

    /// json_encode's float: the shortest digits that read back, exponent past 1.0e+17.
    static func json(_ number: Double) -> String {
        if number == 0 { return number.sign == .minus ? "-0" : "0" }
        // Swift's description is the shortest round-trip form too; take its digits and exponent.
        let text = abs(number).description
        let parts = text.split(separator: "e")
        let mantissa = String(parts[0])
        var exponent = parts.count > 1 ? Int(parts[1])! : 0
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(pieces[0])
        let fraction = pieces.count > 1 ? String(pieces[1]) : ""
        var digits = whole + fraction
        exponent += whole.count
        while digits.count > 1, digits.hasPrefix("0") { digits.removeFirst(); exponent -= 1 }
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
        return layout(negative: number < 0, digits: digits, decimalPoint: exponent, precision: 17, exponentMark: "e")
    }

    /// PHP's `php_gcvt` layout of `0.digits × 10^decimalPoint`.
    private static func layout(negative: Bool, digits: String, decimalPoint: Int, precision: Int, exponentMark: String) -> String {
        var out = negative ? "-" : ""
        let characters = Array(digits)
        if decimalPoint < -3 || decimalPoint > precision {
            let exponent = decimalPoint - 1
            out.append(characters[0])
            out += "."
            out += characters.count > 1 ? String(characters[1...]) : "0"
            out += exponentMark + (exponent < 0 ? "-" : "+") + String(abs(exponent))
        } else if decimalPoint <= 0 {
            out += "0." + String(repeating: "0", count: -decimalPoint) + digits
        } else {
            for index in 0..<decimalPoint { out.append(index < characters.count ? characters[index] : "0") }
            if characters.count > decimalPoint { out += "." + String(characters[decimalPoint...]) }
        }
        return out
    }
}

/// The PHP functions builders call.
public enum PHP {
    /// `json_encode($value)` with default flags: a string, or false.
    public static func jsonEncode(_ value: PHPValue) -> PHPValue {
        .string(String(decoding: PHPJSON.encode(value), as: UTF8.self))
    }

    /// `str_repeat($text, $times)`.
    public static func strRepeat(_ text: PHPValue, _ times: PHPValue) throws -> PHPValue {
        let count = PHP.intval(times)
        guard count >= 0 else { throw PHPError("str_repeat(): Argument #2 ($times) must be greater than or equal to 0") }
        return .string(String(repeating: text.description, count: count))
    }

    /// `intval($value)`.
    public static func intval(_ value: PHPValue) -> Int {
        switch PHPNumeric(value) {
        case .int(let number)?: return number
        case .float(let number)?: return number.isFinite && abs(number) < 9.2e18 ? Int(number) : 0
        case nil: if case .array(let array) = value { return array.isEmpty ? 0 : 1 }; return 0
        }
    }

    /// `strval($value)`.
    public static func strval(_ value: PHPValue) -> PHPValue { .string(value.description) }

    /// `count($value)`.
    public static func count(_ value: PHPValue) throws -> PHPValue {
        guard case .array(let array) = value else {
            throw PHPError("count(): Argument #1 ($value) must be of type Countable|array, \(value.typeName) given")
        }
        return .int(array.count)
    }

    /// `sprintf` for `%s`, `%d` and `%%`, the conversions gtpush translates.
    public static func sprintf(_ format: String, _ arguments: PHPValue...) throws -> PHPValue {
        var out = ""
        var remaining = arguments[...]
        var iterator = format.makeIterator()
        while let character = iterator.next() {
            guard character == "%" else { out.append(character); continue }
            switch iterator.next() {
            case "%": out += "%"
            case let conversion? where conversion == "s" || conversion == "d":
                guard let argument = remaining.popFirst() else {
                    throw PHPError("\(arguments.count + 2) arguments are required, \(arguments.count + 1) given")
                }
                out += conversion == "d" ? String(PHP.intval(argument)) : argument.description
            default: throw PHPError("sprintf(): unsupported format")
            }
        }
        return .string(out)
    }
}

/// `json_encode` with PHP's default flags: `\uXXXX` for non-ASCII, `\/`, lists for 0…n-1 keys.
enum PHPJSON {
    static func encode(_ value: PHPValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, into: &out)
        return out
    }

    private static func write(_ value: PHPValue, into out: inout [UInt8]) {
        switch value {
        case .null: out += Array("null".utf8)
        case .bool(let flag): out += Array((flag ? "true" : "false").utf8)
        case .int(let number): out += Array(String(number).utf8)
        case .float(let number): out += Array(PHPNumberFormat.json(number).utf8)
        case .string(let text): writeString(text, into: &out)
        case .array(let array):
            if array.isList {
                out.append(UInt8(ascii: "["))
                for (index, element) in array.values.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    write(element, into: &out)
                }
                out.append(UInt8(ascii: "]"))
            } else {
                out.append(UInt8(ascii: "{"))
                for (index, entry) in array.entries.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    writeString(entry.key.value.description, into: &out)
                    out.append(UInt8(ascii: ":"))
                    write(entry.value, into: &out)
                }
                out.append(UInt8(ascii: "}"))
            }
        }
    }

    private static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for unit in text.utf16 {
            switch unit {
            case 0x22: out += Array(#"\""#.utf8)
            case 0x5C: out += Array(#"\\"#.utf8)
            case 0x2F: out += Array(#"\/"#.utf8)
            case 0x08: out += Array(#"\b"#.utf8)
            case 0x0C: out += Array(#"\f"#.utf8)
            case 0x0A: out += Array(#"\n"#.utf8)
            case 0x0D: out += Array(#"\r"#.utf8)
            case 0x09: out += Array(#"\t"#.utf8)
            case 0x20..<0x80: out.append(UInt8(unit))
            default:
                let hex = String(unit, radix: 16)
                out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
"""#
}
