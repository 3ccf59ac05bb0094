/// The identifiers Swift code uses outside its string literals: which stored properties a
/// builder's code reads.
enum SwiftIdentifiers {
    static func referenced(in lines: [String]) -> Set<String> {
        Set(counts(in: lines).keys)
    }

    /// A function body's lines with each local that nothing else names declared as `_`
    /// (`let logo = …` whose PHP was only read by what the builder leaves out): the value is still
    /// computed, and Swift has no unused variable to warn about.
    static func unusedLocalsDiscarded(_ lines: [String]) -> [String] {
        let counts = counts(in: lines)
        return lines.map { line in
            let trimmed = line.drop { $0 == " " }
            let indent = line.prefix(line.count - trimmed.count)
            for keyword in ["let ", "var "] where trimmed.hasPrefix(keyword) {
                let rest = trimmed.dropFirst(keyword.count)
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
                let bare = name.filter { $0 != "`" }
                guard !bare.isEmpty, bare != "_", counts[String(bare)] == 1 else { continue }
                let after = rest.dropFirst(name.count)
                guard after.hasPrefix(" = ") || after.hasPrefix(": ") else { continue }
                return indent + "let _" + after
            }
            return line
        }
    }

    /// How many times each identifier appears outside string literals.
    static func counts(in lines: [String]) -> [String: Int] {
        var names: [String: Int] = [:]
        for line in lines {
            var current = ""
            var inString = false
            var escaped = false
            var interpolation = 0
            for character in line {
                if inString && interpolation == 0 {
                    if escaped {
                        escaped = false
                        if character == "(" { interpolation = 1 }
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                    }
                    continue
                }
                if character == "(" && interpolation > 0 { interpolation += 1 }
                if character == ")" && interpolation > 0 { interpolation -= 1 }
                if character.isLetter || character.isNumber || character == "_" {
                    current.append(character)
                    continue
                }
                if !current.isEmpty { names[current, default: 0] += 1; current = "" }
                if character == "\"" && interpolation == 0 { inString = true }
            }
            if !current.isEmpty { names[current, default: 0] += 1 }
        }
        return names
    }
}
