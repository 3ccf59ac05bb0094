import Emitters
import Foundation
import GTPushTestSupport
import PushRules
import Testing

/// Generated silent payloads with random layout: indentation, comments between tokens, CRLF or
/// LF, a BOM, GBK bytes in comments. The generator knows which right-hand sides need fixing and
/// builds the expected file itself, so the test checks that every other byte is untouched.
@Suite struct FixPropertyTests {
    struct Generated {
        var original: [UInt8] = []
        var expected: [UInt8] = []

        mutating func same(_ text: String) { original += Array(text.utf8); expected += Array(text.utf8) }
        mutating func same(_ bytes: [UInt8]) { original += bytes; expected += bytes }
        mutating func fixed(_ old: String, _ new: String) { original += Array(old.utf8); expected += Array(new.utf8) }
    }

    static func generate(_ random: inout SeededRandom) -> Generated {
        func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
        let eol = pick(["\n", "\r\n"])
        let indent = pick(["", "    ", "\t", "  \t"])
        let gaps = ["", " ", "  ", "\t", "/* c */", " /* 注释 */ "]
        var file = Generated()
        if Bool.random(using: &random) { file.same([0xEF, 0xBB, 0xBF]) }
        file.same("<?php" + eol)
        if Bool.random(using: &random) { file.same("// "); file.same([0xD6, 0xD0, 0xCE, 0xC4]); file.same(eol) }
        file.same(indent + "$alert = new SimpleAlertMsg();" + eol + indent + "$alert->alertMsg = \"hi\";" + eol)
        if Bool.random(using: &random) { file.same(eol) }
        file.same(indent + "// gtpush: silent" + eol + indent + "$apn = new IGtAPNPayload();" + eol)

        // Each field: (name, [(written, fixed-to)]) — fixed-to nil when the value is already right.
        let silence = "com.gexin.ios.silence"
        var fields: [(String, String, String?)] = [
            ("alertMsg", pick(["\"\"", "$alert", "null"]), nil),
            ("sound", pick(["\"\(silence)\"", "'default'", "\"\"", "\"ding.caf\"", "''"]), nil),
            ("contentAvailable", pick(["1", "\"1\"", "true", "2"]), nil),
        ]
        fields[0].2 = fields[0].1 == "$alert" ? "\"\"" : nil
        if fields[1].1 != "\"\(silence)\"" { fields[1].2 = fields[1].1.hasPrefix("'") ? "'\(silence)'" : "\"\(silence)\"" }
        if fields[2].1 != "1" { fields[2].2 = "1" }
        fields.shuffle(using: &random)
        for (name, written, fix) in fields {
            file.same(indent + "$apn" + pick(gaps) + "->" + pick(gaps) + name + pick(gaps) + "=" + pick(gaps))
            file.fixed(written, fix ?? written)
            file.same(pick(gaps) + ";" + pick(["", " // keep", " # hash", " /* z */"]) + eol)
            if Int.random(in: 0..<4, using: &random) == 0 { file.same(indent + "/* between */" + eol) }
        }
        file.same(indent + "$apn->badge = 1;" + pick([eol, ""]))
        return file
    }

    @Test func bytesOutsideTheEditsAreIdentical() throws {
        var random = SeededRandom(seed: 5)
        for round in 0..<60 {
            let file = Self.generate(&random)
            let fixer = FileFixer()
            let result = try #require(fixer.fix([("gen.php", file.original)]).first)
            #expect(result.refusal == nil, "round \(round): \(result.refusal ?? "")")
            #expect(result.fixed == file.expected, "round \(round):\n\(String(decoding: file.original, as: UTF8.self))\n→\n\(String(decoding: result.fixed, as: UTF8.self))")
            #expect(result.remaining.isEmpty, "round \(round): \(result.remaining.map(\.message))")
            // Fixing twice changes nothing.
            let again = try #require(fixer.fix([("gen.php", result.fixed)]).first)
            #expect(!again.changed && again.applied.isEmpty, "round \(round)")
        }
    }
}
