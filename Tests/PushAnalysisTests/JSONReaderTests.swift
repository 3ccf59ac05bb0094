import Foundation
import Platform
import Testing

/// `JSONReader`, which reads gtpush.json, baselines and composer.json with the place of each part
/// (issue 53: a config error names its line and column): the values Foundation's reader finds,
/// and every way a document is refused, with where.
@Suite struct JSONReaderTests {
    /// The document as Foundation's decoder reads it, the way gtpush read JSON before.
    struct Decoded: Decodable {
        var value: JSONValue

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { value = .null }
            else if let flag = try? container.decode(Bool.self) { value = .bool(flag) }
            else if let number = try? container.decode(Int.self) { value = .int(number) }
            else if let number = try? container.decode(Double.self) { value = .number(number) }
            else if let text = try? container.decode(String.self) { value = .string(text) }
            else if let items = try? container.decode([Decoded].self) { value = .array(items.map(\.value)) }
            else { value = .object(try container.decode([String: Decoded].self).mapValues(\.value)) }
        }
    }

    @Test(arguments: [
        #"{"paths": ["app", "routes"], "silentBadge": 1, "lang": "zh-Hans", "x": null, "y": true, "z": false}"#,
        #"[1, -2, 3.5, -0.25, 2E-2, 0, 9223372036854775807]"#,
        #"{"escapes": "\" \\ \/ \b \f \n \r \t \u00e9 \u9759\u9ed8 \ud83d\udd14"}"#,
        "{\"静默\": \"普通\", \"nested\": {\"a\": [[], {}, [{}]]}}",
        " \n\t{ \"spaced\" :\r\n [ 1 , 2 ] } \n",
        #""a lone string""#,
    ])
    func readsWhatFoundationReads(_ text: String) throws {
        let bytes = Array(text.utf8)
        let ours = try JSONReader.read(bytes).get().value
        let theirs = try JSONDecoder().decode(Decoded.self, from: Data(bytes)).value
        #expect(ours == theirs)
        #expect(JSONValue.parse(bytes) == theirs)
    }

    @Test(arguments: [
        ("", JSONReader.Failure.Reason.empty, 1, 1),
        ("{\"a\": }", .expectedValue, 1, 7),
        ("{\"a\": 1 \"b\": 2}", .expectedCommaOrBrace, 1, 9),
        ("[1 2]", .expectedCommaOrBracket, 1, 4),
        ("{a: 1}", .expectedKey, 1, 2),
        ("{\"a\" 1}", .expectedColon, 1, 6),
        ("{\n  \"a\": \"open\n}", .unterminatedString, 2, 13),
        ("[\"open", .unterminatedString, 1, 2),
        ("[\"a\tb\"]", .controlCharacter, 1, 4),
        ("[\"\\x\"]", .invalidEscape, 1, 3),
        ("[01]", .invalidNumber, 1, 2),
        ("[\"\\ud83d\"]", .invalidText, 1, 3),
        ("{} {}", .trailingContent, 1, 4),
        ("[truely]", .expectedValue, 1, 2),
        (String(repeating: "[", count: 600), .tooDeep, 1, 513),
    ])
    func refusesWithThePlace(_ text: String, reason: JSONReader.Failure.Reason, line: Int, column: Int) {
        guard case .failure(let failure) = JSONReader.read(Array(text.utf8)) else {
            Issue.record("\(text) was read")
            return
        }
        #expect(failure.reason == reason, "\(text)")
        #expect(failure.place == JSONReader.Place(line: line, column: column), "\(text)")
    }

    /// A number with an exponent is a float, as PHP's `json_decode` makes it (Foundation's
    /// decoder gave `1e3` as a whole number); a whole number past Int is one too.
    @Test func exponentsAndHugeNumbersAreFloats() throws {
        #expect(try JSONReader.read(Array("[1e3, 99999999999999999999]".utf8)).get().value == .array([.number(1000), .number(1e20)]))
    }

    @Test func keysAndValuesKeepTheirPlaces() throws {
        let node = try JSONReader.read(Array("{\n  \"paths\": [\"app\"],\n  \"lang\": \"en\"\n}\n".utf8)).get()
        let members = try #require(node.members)
        #expect(members.map(\.key) == ["paths", "lang"])
        #expect(members.map(\.keyPlace) == [JSONReader.Place(line: 2, column: 3), JSONReader.Place(line: 3, column: 3)])
        #expect(members.map(\.value.place) == [JSONReader.Place(line: 2, column: 12), JSONReader.Place(line: 3, column: 11)])
    }
}
