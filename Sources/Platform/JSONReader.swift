/// A JSON reader (RFC 8259) that keeps where each value and each object key begins, so an error
/// in `gtpush.json` or a baseline can name its line and column, as a compiler names a line of
/// code. `JSONValue.parse` is this reader with the places dropped.
public enum JSONReader {
    /// A 1-based line and a 1-based column counted in bytes, as gtpush's diagnostics count them.
    public struct Place: Sendable, Hashable, Comparable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (lhs: Place, rhs: Place) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
    }

    /// A value and where it begins.
    public struct Node: Sendable {
        public indirect enum Content: Sendable {
            case bool(Bool)
            case int(Int)
            case number(Double)
            case string(String)
            case array([Node])
            /// The members in the order written, a key given twice twice.
            case object([Member])
            case null
        }

        public var content: Content
        public var place: Place

        /// The value without places; in an object given a key twice, the last one counts, as
        /// PHP's `json_decode` takes it.
        public var value: JSONValue {
            switch content {
            case .bool(let flag): .bool(flag)
            case .int(let number): .int(number)
            case .number(let number): .number(number)
            case .string(let text): .string(text)
            case .array(let items): .array(items.map(\.value))
            case .object(let members): .object(Dictionary(members.map { ($0.key, $0.value.value) }, uniquingKeysWith: { _, last in last }))
            case .null: .null
            }
        }

        /// The members of an object, nil for any other value.
        public var members: [Member]? {
            if case .object(let members) = content { return members }
            return nil
        }
    }

    public struct Member: Sendable {
        public var key: String
        /// Where the key's opening quote is.
        public var keyPlace: Place
        public var value: Node
    }

    /// Why the bytes are not JSON, and where the reader stopped.
    public struct Failure: Error, Sendable, Equatable {
        public enum Reason: String, Sendable {
            /// Nothing but blanks.
            case empty
            /// A value was expected here (`,]`, `{"a":}`, a bare word).
            case expectedValue
            /// After an object's member: `,` or `}`.
            case expectedCommaOrBrace
            /// After an array's item: `,` or `]`.
            case expectedCommaOrBracket
            /// An object key must be a string.
            case expectedKey
            case expectedColon
            case unterminatedString
            /// A control character (a line break, a tab) inside a string.
            case controlCharacter
            case invalidEscape
            case invalidNumber
            /// Bytes that are not UTF-8, or a `\u` escape of half a surrogate pair.
            case invalidText
            /// More after the document's one value.
            case trailingContent
            /// Nested more than `maximumDepth` arrays and objects.
            case tooDeep
        }

        public var reason: Reason
        public var place: Place
    }

    /// Deeper documents are refused rather than read on the stack: a composer.json in a pull
    /// request may be anything.
    public static let maximumDepth = 512

    public static func read(_ bytes: [UInt8]) -> Result<Node, Failure> {
        var reader = Reader(bytes: bytes)
        do {
            reader.skipBlanks()
            guard reader.offset < bytes.count else { throw reader.failure(.empty) }
            let node = try reader.value(depth: 0)
            reader.skipBlanks()
            guard reader.offset == bytes.count else { throw reader.failure(.trailingContent) }
            return .success(node)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(reader.failure(.invalidText))
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var place: Place { Place(line: line, column: offset - lineStart + 1) }

        func failure(_ reason: Failure.Reason) -> Failure { Failure(reason: reason, place: place) }

        mutating func skipBlanks() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x09, 0x0D: offset += 1
                case 0x0A:
                    offset += 1
                    line += 1
                    lineStart = offset
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(Failure) -> Node {
            let start = place
            guard offset < bytes.count else { throw failure(.expectedValue) }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                guard depth < maximumDepth else { throw failure(.tooDeep) }
                return Node(content: .object(try object(depth: depth + 1)), place: start)
            case UInt8(ascii: "["):
                guard depth < maximumDepth else { throw failure(.tooDeep) }
                return Node(content: .array(try array(depth: depth + 1)), place: start)
            case UInt8(ascii: "\""):
                return Node(content: .string(try string()), place: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return Node(content: try number(), place: start)
            default:
                for (word, content) in [("true", Node.Content.bool(true)), ("false", .bool(false)), ("null", .null)] where matches(word) {
                    offset += word.utf8.count
                    return Node(content: content, place: start)
                }
                throw failure(.expectedValue)
            }
        }

        func matches(_ word: String) -> Bool {
            let utf8 = Array(word.utf8)
            guard offset + utf8.count <= bytes.count, Array(bytes[offset..<offset + utf8.count]) == utf8 else { return false }
            // `truely` is no `true`.
            let after = offset + utf8.count
            return after == bytes.count || !(bytes[after] >= UInt8(ascii: "a") && bytes[after] <= UInt8(ascii: "z"))
        }

        mutating func object(depth: Int) throws(Failure) -> [Member] {
            offset += 1
            var members: [Member] = []
            skipBlanks()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return members }
            while true {
                skipBlanks()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure(.expectedKey) }
                let keyPlace = place
                let key = try string()
                skipBlanks()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure(.expectedColon) }
                offset += 1
                skipBlanks()
                members.append(Member(key: key, keyPlace: keyPlace, value: try value(depth: depth)))
                skipBlanks()
                guard offset < bytes.count else { throw failure(.expectedCommaOrBrace) }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                if bytes[offset] == UInt8(ascii: "}") { offset += 1; return members }
                throw failure(.expectedCommaOrBrace)
            }
        }

        mutating func array(depth: Int) throws(Failure) -> [Node] {
            offset += 1
            var items: [Node] = []
            skipBlanks()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return items }
            while true {
                skipBlanks()
                items.append(try value(depth: depth))
                skipBlanks()
                guard offset < bytes.count else { throw failure(.expectedCommaOrBracket) }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                if bytes[offset] == UInt8(ascii: "]") { offset += 1; return items }
                throw failure(.expectedCommaOrBracket)
            }
        }

        /// From the opening quote to past the closing one.
        mutating func string() throws(Failure) -> String {
            let opening = place
            offset += 1
            var text: [UInt8] = []
            while true {
                guard offset < bytes.count else { throw Failure(reason: .unterminatedString, place: opening) }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") { offset += 1; break }
                if byte < 0x20 { throw failure(byte == 0x0A ? .unterminatedString : .controlCharacter) }
                if byte != UInt8(ascii: "\\") { text.append(byte); offset += 1; continue }
                let escape = place
                guard offset + 1 < bytes.count else { throw Failure(reason: .unterminatedString, place: opening) }
                offset += 2
                switch bytes[offset - 1] {
                case UInt8(ascii: "\""): text.append(0x22)
                case UInt8(ascii: "\\"): text.append(0x5C)
                case UInt8(ascii: "/"): text.append(0x2F)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hexQuad(escape)
                    if (0xD800...0xDBFF).contains(scalar) {
                        // A high surrogate needs its low half, written as the next escape.
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                            throw Failure(reason: .invalidText, place: escape)
                        }
                        offset += 2
                        let low = try hexQuad(escape)
                        guard (0xDC00...0xDFFF).contains(low) else { throw Failure(reason: .invalidText, place: escape) }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw Failure(reason: .invalidText, place: escape)
                    }
                    text.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                default:
                    throw Failure(reason: .invalidEscape, place: escape)
                }
            }
            guard let decoded = String(validating: text, as: UTF8.self) else { throw Failure(reason: .invalidText, place: opening) }
            return decoded
        }

        mutating func hexQuad(_ escape: Place) throws(Failure) -> UInt32 {
            guard offset + 4 <= bytes.count else { throw Failure(reason: .invalidEscape, place: escape) }
            var value: UInt32 = 0
            for byte in bytes[offset..<offset + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw Failure(reason: .invalidEscape, place: escape)
                }
                value = value * 16 + UInt32(digit)
            }
            offset += 4
            return value
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`: a whole number that fits is an
        /// `int`, anything else a `number`, as `json_decode` makes them.
        mutating func number() throws(Failure) -> Node.Content {
            let start = offset
            let begin = place
            func digits() -> Int {
                let first = offset
                while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") { offset += 1 }
                return offset - first
            }
            if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            let integerStart = offset
            guard digits() > 0 else { throw Failure(reason: .invalidNumber, place: begin) }
            if bytes[integerStart] == UInt8(ascii: "0"), offset - integerStart > 1 { throw Failure(reason: .invalidNumber, place: begin) }
            var whole = true
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                offset += 1
                whole = false
                guard digits() > 0 else { throw Failure(reason: .invalidNumber, place: begin) }
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
                offset += 1
                whole = false
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
                guard digits() > 0 else { throw Failure(reason: .invalidNumber, place: begin) }
            }
            let text = String(decoding: bytes[start..<offset], as: UTF8.self)
            if whole, let number = Int(text) { return .int(number) }
            guard let number = Double(text), number.isFinite else { throw Failure(reason: .invalidNumber, place: begin) }
            return .number(number)
        }
    }
}
