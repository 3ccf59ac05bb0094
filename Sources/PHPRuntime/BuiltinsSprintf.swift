import CLibrary

/// PHP's sprintf: `%[argnum$][flags][width][.precision]specifier`, flags `-`, `+`, ` `, `0`
/// and `'c` (custom padding). Floats use exact decimal rounding, as PHP does; PHP writes
/// exponents without zero padding (`1.5e+3`).
enum Sprintf {
    struct Spec {
        var leftAlign = false
        var alwaysSign = false
        var padding: UInt8 = 0x20
        var width = 0
        var precision: Int?
    }

    static func format(_ args: [PHPValue], function: String) throws(PHPError) -> PHPValue? {
        guard let first = args.first else {
            throw PHPError(.argumentCountError, "\(function)() expects at least 1 argument, 0 given")
        }
        if case .array = first {
            throw PHPError(.typeError, "\(function)(): Argument #1 ($format) must be of type string, array given")
        }
        guard let format = first.toPHPString() else { return nil }
        var out: [UInt8] = []
        var nextArg = 1
        var i = 0
        let n = format.count
        while i < n {
            let c = format[i]
            if c != 0x25 {
                out.append(c)
                i += 1
                continue
            }
            i += 1
            if i < n && format[i] == 0x25 {
                out.append(0x25)
                i += 1
                continue
            }
            // Argument number: digits followed by '$'.
            var argIndex: Int?
            var j = i
            var number = 0
            while j < n && NumericString.isDigit(format[j]) {
                number = min(number * 10 + Int(format[j] - 0x30), Int(Int32.max))
                j += 1
            }
            if j < n && j > i && format[j] == 0x24 {
                if number <= 0 || number >= Int(Int32.max) {
                    throw PHPError(.valueError, "Argument number specifier must be greater than zero and less than 2147483647")
                }
                argIndex = number
                i = j + 1
            }
            var spec = Spec()
            flags: while i < n {
                switch format[i] {
                case 0x2D: spec.leftAlign = true
                case 0x2B: spec.alwaysSign = true
                case 0x20, 0x30: spec.padding = format[i]
                case 0x27:
                    if i + 1 < n { spec.padding = format[i + 1]; i += 1 } else {
                        throw PHPError(.valueError, "Missing padding character")
                    }
                default: break flags
                }
                i += 1
            }
            if i < n && format[i] == 0x2A {
                spec.width = try starArgument(args, &nextArg, &i, width: true)
            } else {
                var width = 0
                while i < n && NumericString.isDigit(format[i]) {
                    width = width * 10 + Int(format[i] - 0x30)
                    if width >= Int(Int32.max) { throw PHPError(.valueError, "Width must be greater than zero and less than 2147483647") }
                    i += 1
                }
                spec.width = width
            }
            if i < n && format[i] == 0x2E {
                i += 1
                if i < n && format[i] == 0x2A {
                    spec.precision = try starArgument(args, &nextArg, &i, width: false)
                } else {
                    var precision = 0
                    while i < n && NumericString.isDigit(format[i]) {
                        precision = precision * 10 + Int(format[i] - 0x30)
                        if precision >= Int(Int32.max) { throw PHPError(.valueError, "Precision must be greater than zero and less than 2147483647") }
                        i += 1
                    }
                    spec.precision = precision
                }
            }
            if i < n && format[i] == 0x6C { i += 1 }  // 'l' modifier is ignored
            guard i < n else { throw PHPError(.valueError, "Missing format specifier at end of string") }
            let conversion = format[i]
            i += 1
            try PHPError.checkSize(out.count + spec.width, "\(function)()")

            let index: Int
            if let argIndex { index = argIndex } else { index = nextArg; nextArg += 1 }
            guard "sdufFeEgGxXobcHh".utf8.contains(conversion) else {
                throw PHPError(.valueError, "Unknown format specifier \"\(String(decoding: [conversion], as: UTF8.self))\"")
            }
            guard index < args.count else {
                let required = max(index + 1, nextArg)
                throw PHPError(.argumentCountError, "\(required) arguments are required, \(args.count) given")
            }
            guard let piece = try convert(args[index], conversion, spec) else { return nil }
            out += piece
            try PHPError.checkSize(out.count, "\(function)()")
        }
        return .string(out)
    }

    /// `*` width or precision taken from the next argument.
    static func starArgument(_ args: [PHPValue], _ nextArg: inout Int, _ i: inout Int, width: Bool) throws(PHPError) -> Int {
        i += 1
        guard nextArg < args.count else {
            throw PHPError(.argumentCountError, "\(nextArg + 1) arguments are required, \(args.count) given")
        }
        guard case .int(let value) = args[nextArg] else {
            throw PHPError(.valueError, width ? "Width must be an integer" : "Precision must be an integer")
        }
        nextArg += 1
        if width && (value < 0 || value >= Int(Int32.max)) {
            throw PHPError(.valueError, "Width must be greater than or equal to zero and less than 2147483647")
        }
        if !width && (value < -1 || value >= Int(Int32.max)) {
            throw PHPError(.valueError, "Precision must be between -1 and 2147483647")
        }
        return value
    }

    static func convert(_ arg: PHPValue, _ conversion: UInt8, _ spec: Spec) throws(PHPError) -> [UInt8]? {
        switch conversion {
        case 0x73:  // s
            guard let text = arg.toPHPString() else { return nil }
            let shown = spec.precision.map { Array(text.prefix(max(0, $0))) } ?? text
            return pad(shown, spec, negative: false, signed: false)
        case 0x64:  // d
            guard let n = arg.toInt else { return nil }
            var digits = Array(String(n.magnitude).utf8)
            if n < 0 { digits.insert(0x2D, at: 0) } else if spec.alwaysSign { digits.insert(0x2B, at: 0) }
            return pad(digits, integerSpec(spec), negative: n < 0, signed: true)
        case 0x75, 0x78, 0x58, 0x6F, 0x62:  // u x X o b
            guard let n = arg.toInt else { return nil }
            let radix = conversion == 0x75 ? 10 : conversion == 0x6F ? 8 : conversion == 0x62 ? 2 : 16
            let text = String(UInt(bitPattern: n), radix: radix, uppercase: conversion == 0x58)
            return pad(Array(text.utf8), integerSpec(spec), negative: false, signed: false)
        case 0x63:  // c: one byte, no padding
            guard let n = arg.toInt else { return nil }
            return [UInt8(truncatingIfNeeded: n)]
        default:  // e E f F g G h H
            guard let d = arg.toFloat else { return nil }
            return float(d, conversion, spec)
        }
    }

    /// PHP cannot pad integers with zeros on the right: left-aligned zero padding becomes spaces.
    static func integerSpec(_ spec: Spec) -> Spec {
        var s = spec
        if s.leftAlign && s.padding == 0x30 { s.padding = 0x20 }
        return s
    }

    /// Pads to the width; with zero padding on the right-aligned side the sign stays in front.
    static func pad(_ text: [UInt8], _ spec: Spec, negative: Bool, signed: Bool) -> [UInt8] {
        let count = text.count
        guard spec.width > count else { return text }
        let fill = [UInt8](repeating: spec.padding, count: spec.width - count)
        if spec.leftAlign { return text + fill }
        if signed && (negative || spec.alwaysSign) && spec.padding == 0x30, let sign = text.first {
            return [sign] + fill + text.dropFirst()
        }
        return fill + text
    }

    static func float(_ d: Double, _ conversion: UInt8, _ spec: Spec) -> [UInt8] {
        var precision = spec.precision ?? 6
        if precision > 53 { precision = 53 }
        // PHP 8.2 writes non-finite values bare: no sign, no padding.
        if d.isNaN { return Array("NaN".utf8) }
        if d.isInfinite { return Array("INF".utf8) }
        // -0.0 prints without a minus sign; values that round to zero keep theirs ("-0.0").
        // %g goes through PHP's gcvt, which does write "-0".
        let negative = d < 0 || (d.sign == .minus && "gGhH".utf8.contains(conversion))
        var body: [UInt8]
        switch conversion {
        case 0x66, 0x46:  // f F
            body = Array(CFormat.string("%.\(precision)f", Swift.abs(d)).utf8)
        case 0x65, 0x45:  // e E
            let digits = FloatFormatting.roundedDigits(Swift.abs(d), significant: precision + 1)
            body = [digits.digits[0]]
            if precision > 0 {
                body.append(0x2E)
                let rest = digits.digits.dropFirst()
                body += rest
                body += [UInt8](repeating: 0x30, count: max(0, precision - rest.count))
            }
            let exponent = d == 0 ? 0 : digits.decimalPoint - 1
            body.append(conversion)
            body.append(exponent < 0 ? 0x2D : 0x2B)
            body += Array(String(Swift.abs(exponent)).utf8)
        default:  // g G h H
            if precision == 0 { precision = 1 }
            let digits = FloatFormatting.roundedDigits(Swift.abs(d), significant: precision)
            let exponentChar: UInt8 = conversion == 0x47 || conversion == 0x48 ? 0x45 : 0x65
            body = FloatFormatting.general(digits, negative: false, threshold: precision, exponentChar: exponentChar)
        }
        if negative { body.insert(0x2D, at: 0) } else if spec.alwaysSign { body.insert(0x2B, at: 0) }
        return pad(body, spec, negative: negative, signed: true)
    }
}
