import Testing
@testable import PHPRuntime

/// How deep values may nest, and why json_encode refuses a value. The depth figures are php
/// 8.2's: `json_encode` accepts 512 levels of arrays and returns false at 513.
@Suite struct NestingTests {
    static func nested(_ levels: Int) -> PHPValue {
        var value = PHPValue.int(1)
        for _ in 0..<levels { value = .array(PHPArray(list: [value])) }
        return value
    }

    @Test func jsonEncodeAcceptsFiveHundredTwelveLevels() {
        #expect(PHPJSON.encodeOrFail(Self.nested(512)).map { $0.count } == .success(1 + 2 * 512))
        #expect(PHPJSON.encodeOrFail(Self.nested(513)) == .failure(.depth))
    }

    /// What json_last_error_msg() says in php 8.2: invalid UTF-8 and the depth limit stop the
    /// encoder; INF/NAN is written as 0 and a later error replaces it.
    @Test func theFailureIsTheOnePHPReports() {
        let nanThenInvalid = PHPValue.array(PHPArray(list: [.float(.nan), .string([0xFF])]))
        #expect(PHPJSON.encodeOrFail(nanThenInvalid) == .failure(.malformedUTF8))
        #expect(PHPJSON.encodeOrFail(.array(PHPArray(list: [.string([0xFF]), .float(.infinity)]))) == .failure(.malformedUTF8))
        #expect(PHPJSON.encodeOrFail(.array(PHPArray(list: [.float(.nan), Self.nested(513)]))) == .failure(.depth))
        #expect(PHPJSON.encodeOrFail(.array(PHPArray(list: [.float(.infinity)]))) == .failure(.infOrNaN))
        #expect(PHPJSON.encode(nanThenInvalid, options: .partialOutputOnError).map { String(decoding: $0, as: UTF8.self) } == "[0,null]")
    }

    /// Nesting is tracked as arrays are built, so walks over a value never recurse past the cap;
    /// what would go deeper is kept as a named unknown.
    @Test func arraysStopNestingAtTheCap() {
        let deepest = Self.nested(PHPArray.maximumDepth - 1)
        guard case .array(let atCap) = PHPValue.array(PHPArray(list: [deepest])) else { return }
        #expect(atCap.depth == PHPArray.maximumDepth)
        let over = PHPArray(list: [.array(atCap)])
        #expect(over.depth == 1)
        #expect(over[.int(0)] == .unknown(UnknownValue(expression: "an array nested deeper than 1000 levels")))
        var keyed = PHPArray()
        keyed[.string(Array("k".utf8))] = deepest
        #expect(keyed.depth == PHPArray.maximumDepth)
    }
}
