/// The identifiers Swift code uses outside its string literals: which stored properties a
/// builder's code reads.
enum SwiftIdentifiers {
    static func referenced(in lines: [String]) -> Set<String> {
        var names: Set<String> = []
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
                if !current.isEmpty { names.insert(current); current = "" }
                if character == "\"" && interpolation == 0 { inString = true }
            }
            if !current.isEmpty { names.insert(current) }
        }
        return names
    }
}
