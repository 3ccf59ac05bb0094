import PHPRuntime
import Platform

/// Swift spellings of PHP names and values, following the Swift API Design Guidelines.
enum SwiftNames {
    /// `temp_item` → `tempItem`, `APP_DISPLAY_NAME` → `appDisplayName`, `msgContent` stays.
    static func lowerCamel(_ name: String) -> String {
        let words = name.split(separator: "_").map(String.init)
        guard !words.isEmpty else { return "value" }
        let shouting = name == name.uppercased()
        var result = ""
        for (index, word) in words.enumerated() {
            let base = shouting ? word.lowercased() : word
            if index == 0 {
                result += base.prefix(1).lowercased() + base.dropFirst()
            } else {
                result += base.prefix(1).uppercased() + base.dropFirst()
            }
        }
        return escaped(identifier(result))
    }

    /// A valid Swift identifier for any PHP name (PHP allows every byte from 0x80 up): a scalar
    /// Swift does not take becomes `_`, and a name cannot start with a digit or a combining mark.
    static func identifier(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let properties = scalar.properties
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
            let isDigit = properties.generalCategory == .decimalNumber
            let head = scalar == "_" || properties.isAlphabetic && !isMark
            if scalars.isEmpty {
                if !head { scalars.append("_") }
                if head || isDigit || isMark { scalars.append(scalar) }
            } else {
                scalars.append(head || isDigit || isMark ? scalar : "_")
            }
        }
        return scalars.isEmpty ? "value" : String(scalars)
    }

    /// `buildBrokenSilentTemplate` → `BrokenSilentTemplatePush`, `IGtTransmissionTemplateDemo` →
    /// `TransmissionTemplateDemoPush`: the verb or SDK prefix says nothing about the payload.
    static func typeName(function: String) -> String {
        var stem = function
        for prefix in ["IGt", "build", "make", "create", "get"] where stem.hasPrefix(prefix) {
            let rest = stem.dropFirst(prefix.count)
            if let next = rest.first, next.isUppercase || next == "_" { stem = String(rest); break }
        }
        return typeName(words: stem.split(separator: "_").map(String.init))
    }

    /// A function's or method's builder, named from its file and itself only, so another file
    /// never changes it: the file's words, then the function's past the words they begin with,
    /// a file's "push" or "pushes" left out. `buildShipped` in `orders.php` → `OrdersShippedPush`,
    /// `buildOrderShipped` in `order-pushes.php` → `OrderShippedPush`, `Orders::send` in
    /// `Orders.php` → `OrdersSendPush`; `push.php` adds nothing.
    static func typeName(file path: String, function: String) -> String {
        var own = typeName(function: function)
        if own.hasSuffix("Push") { own.removeLast("Push".count) }
        var file = typeName(file: path)
        if file.hasSuffix("Push") { file.removeLast("Push".count) }
        let fileWords = words(file).filter { !["push", "pushes"].contains($0.lowercased()) }
        let ownWords = words(own)
        var common = 0
        while common < min(fileWords.count, ownWords.count), fileWords[common].lowercased() == ownWords[common].lowercased() { common += 1 }
        return typeName(words: [(fileWords + ownWords.dropFirst(common)).joined()])
    }

    /// `OrderShipped` → `Order`, `Shipped`: a type name's words, split where a lowercase letter or
    /// digit meets an uppercase one.
    private static func words(_ name: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                result.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Top-level code of `foo-bar.php` → `FooBarPush`.
    static func typeName(file path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let stem = base.contains(".") ? String(base[..<base.lastIndex(of: ".")!]) : base
        let words = stem.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        return typeName(words: words)
    }

    private static func typeName(words: [String]) -> String {
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        while let first = name.first, first.isNumber { name.removeFirst() }
        name = name.prefix(1).uppercased() + name.dropFirst()
        if name.isEmpty { name = "Snippet" }
        return name.hasSuffix("Push") ? name : name + "Push"
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
        "precedencegroup", "Type", "Protocol", "_", "await", "some", "any", "package", "borrowing", "consuming",
    ]

    /// `name` with `suffix` appended, escaped again if it needs to be (`self` → `self2`).
    static func suffixed(_ name: String, _ suffix: String) -> String {
        escaped(name.trimmingScalars { $0 == "`" } + suffix)
    }

    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift string literal holding exactly `text`; nil for bytes that are not UTF-8.
    static func stringLiteral(_ bytes: [UInt8]) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        return "\"" + literalBody(text) + "\""
    }

    /// A PHP string of any bytes as a `PHPValue`: a Swift string cannot hold text that is not
    /// UTF-8 (GBK from an old backend), a byte list can.
    static func byteString(_ bytes: [UInt8]) -> String {
        "PHPValue.string([" + bytes.map { "0x" + String($0, radix: 16, uppercase: true).leftPadded(2) }.joined(separator: ", ") + "])"
    }

    /// The inside of a Swift string literal: escapes for quotes, backslashes and control characters.
    static func literalBody(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A Swift literal for a value bound with `--set`; nil for values with no literal form.
    static func literal(_ value: PHPRuntime.PHPValue) -> (code: String, type: SwiftType)? {
        switch value {
        case .null: return ("nil", .value)
        case .bool(let flag): return (flag ? "true" : "false", .bool)
        case .int(let number): return (String(number), .int)
        case .float(let number):
            guard number.isFinite else { return nil }
            return ("\(number)", .double)
        case .string(let bytes):
            return stringLiteral(bytes).map { ($0, .string) }
        case .array(let array):
            if array.isEmpty { return ("[]", .value) }
            var items: [String] = []
            for (key, element) in array.entries {
                guard let element = literal(element) else { return nil }
                if array.isList {
                    items.append(element.code)
                } else {
                    switch key {
                    case .int(let number): items.append("\(number): \(element.code)")
                    case .string(let bytes):
                        guard let key = stringLiteral(bytes) else { return nil }
                        items.append("\(key): \(element.code)")
                    }
                }
            }
            return ("[" + items.joined(separator: ", ") + "]", .value)
        case .object, .unknown:
            return nil
        }
    }
}

/// The Swift type a PHP expression or parameter gets in a builder.
enum SwiftType: Hashable {
    /// `PHPValue`: PHP could hold anything here.
    case value
    case string, int, bool, double
    /// An SDK object: `IGtAPNPayload`, `DictionaryAlertMsg`, a template…
    case object(String)
    /// An SDK object a branch may not have created: PHP's null until then.
    case optionalObject(String)
    /// A call whose result is not a value (a helper returning nothing).
    case void

    /// The SDK class of an object type.
    var objectClass: String? {
        if case .object(let name) = self { return name }
        return nil
    }

    var spelled: String {
        switch self {
        case .value: "PHPValue"
        case .string: "String"
        case .int: "Int"
        case .bool: "Bool"
        case .double: "Double"
        case .object(let name): SDKClasses.swiftType(name)
        case .optionalObject(let name): SDKClasses.swiftType(name) + "?"
        case .void: "Void"
        }
    }
}
