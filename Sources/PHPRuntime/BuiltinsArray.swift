/// Array and type-test built-ins.
extension PHPBuiltins {
    static let arrayFunctions: [String: Implementation] = [
        "count": { v throws(PHPError) in try count(v, "count") },
        "sizeof": { v throws(PHPError) in try count(v, "sizeof") },
        "array_merge": { v throws(PHPError) in
            let a = try Arguments("array_merge", v, ["...arrays"], required: 0)
            var out = PHPArray()
            for i in a.values.indices {
                guard case .array(let x) = a.values[i] else {
                    throw PHPError(.typeError, "array_merge(): Argument #\(i + 1) must be of type array, \(a.values[i].typeName) given")
                }
                // Integer keys are renumbered, string keys overwrite in place.
                for (key, value) in x.entries {
                    if case .int = key { out.append(value) } else { out[key] = value }
                }
            }
            return .array(out)
        },
        "array_keys": { v throws(PHPError) in
            let a = try Arguments("array_keys", v, ["array", "filter_value", "strict"], required: 1)
            let x = try a.array(0)
            let strict = a.has(2) ? try a.bool(2) : false
            var keys: [PHPValue] = []
            for (key, value) in x.entries {
                if a.has(1) {
                    let same = strict ? PHPComparison.strictEquals(value, a.values[1]) : PHPComparison.looseEquals(value, a.values[1])
                    guard let same else { return nil }
                    if !same { continue }
                }
                keys.append(key.asValue)
            }
            return .array(PHPArray(list: keys))
        },
        "array_values": { v throws(PHPError) in
            let a = try Arguments("array_values", v, ["array"], required: 1)
            return .array(PHPArray(list: try a.array(0).values))
        },
        "in_array": { v throws(PHPError) in
            let a = try Arguments("in_array", v, ["needle", "haystack", "strict"], required: 2)
            let x = try a.array(1)
            let strict = a.has(2) ? try a.bool(2) : false
            for value in x.values {
                let same = strict ? PHPComparison.strictEquals(value, a.values[0]) : PHPComparison.looseEquals(value, a.values[0])
                guard let same else { return nil }
                if same { return .bool(true) }
            }
            return .bool(false)
        },
        "is_string": { v throws(PHPError) in try typeTest(v, "is_string") { if case .string = $0 { true } else { false } } },
        "is_int": { v throws(PHPError) in try typeTest(v, "is_int") { if case .int = $0 { true } else { false } } },
        "is_integer": { v throws(PHPError) in try typeTest(v, "is_integer") { if case .int = $0 { true } else { false } } },
        "is_long": { v throws(PHPError) in try typeTest(v, "is_long") { if case .int = $0 { true } else { false } } },
        "is_float": { v throws(PHPError) in try typeTest(v, "is_float") { if case .float = $0 { true } else { false } } },
        "is_double": { v throws(PHPError) in try typeTest(v, "is_double") { if case .float = $0 { true } else { false } } },
        "is_bool": { v throws(PHPError) in try typeTest(v, "is_bool") { if case .bool = $0 { true } else { false } } },
        "is_array": { v throws(PHPError) in try typeTest(v, "is_array") { if case .array = $0 { true } else { false } } },
        "is_null": { v throws(PHPError) in try typeTest(v, "is_null") { $0 == .null } },
        "is_numeric": { v throws(PHPError) in try typeTest(v, "is_numeric") { $0.isNumericString } },
        "is_scalar": { v throws(PHPError) in
            try typeTest(v, "is_scalar") {
                switch $0 {
                case .bool, .int, .float, .string: true
                default: false
                }
            }
        },
        "is_object": { v throws(PHPError) in try typeTest(v, "is_object") { if case .object = $0 { true } else { false } } },
    ]

    static func typeTest(_ v: [PHPValue], _ name: String, _ test: (PHPValue) -> Bool) throws(PHPError) -> PHPValue {
        let a = try Arguments(name, v, ["value"], required: 1)
        return .bool(test(a.values[0]))
    }

    static func count(_ v: [PHPValue], _ name: String) throws(PHPError) -> PHPValue? {
        let a = try Arguments(name, v, ["value", "mode"], required: 1)
        let mode = a.has(1) ? try a.int(1) : 0
        if mode != 0 && mode != 1 {
            throw PHPError(.valueError, "\(name)(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE")
        }
        switch a.values[0] {
        case .array(let x): return .int(mode == 1 ? recursiveCount(x) : x.count)
        case .object: return nil  // Countable or a TypeError: the interpreter knows the class
        default: throw a.typeError(0, "Countable|array")
        }
    }

    static func recursiveCount(_ x: PHPArray) -> Int {
        x.values.reduce(x.count) { total, value in
            if case .array(let inner) = value { return total + recursiveCount(inner) }
            return total
        }
    }
}
