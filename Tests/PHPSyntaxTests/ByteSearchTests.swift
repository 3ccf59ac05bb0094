import PHPSyntax
import Testing

@Suite struct ByteSearchTests {
    @Test func findsAnyNeedleIgnoringCase() {
        let search = MultiByteSearch(["IGtAPNPayload", "define(", "\nconst "])
        #expect(search.containsAny(Array("$p = new \\igtapnpayload();".utf8)))
        #expect(search.containsAny(Array("<?php\nDEFINE('A', 1);".utf8)))
        #expect(search.containsAny(Array("<?php\nconst A = 1;".utf8)))
        #expect(!search.containsAny(Array("<?php\n    private const A = 1; // IGtAPNPayloa".utf8)))
        #expect(!search.containsAny([]))
        #expect(!search.containsAny([0xFF, 0xFE, 0x00]))
    }

    /// Every case of a needle's first two bytes, and needles at either end of the bytes.
    @Test func firstBytesInAnyCase() {
        let search = MultiByteSearch(["alertMsg", "define("])
        for text in ["alertmsg", "ALERTMSG", "aLertMsg", "Alertmsg", "x define(", "DEFINE(", "dEfine("] {
            #expect(search.containsAny(Array(text.utf8)), "\(text)")
        }
        #expect(!search.containsAny(Array("alertMs".utf8)))
        #expect(!search.containsAny(Array("d\u{0}efine(".utf8)))
        #expect(!search.containsAny(Array("al".utf8)))
    }

    /// A slice is searched within its bounds only.
    @Test func sliceSearch() {
        let search = MultiByteSearch(["set_pushInfo"])
        let bytes = Array("x set_PushInfo( set_push".utf8)
        #expect(search.containsAny(bytes[2...]))
        #expect(!search.containsAny(bytes[3...]))
        #expect(!search.containsAny(bytes[..<13]))
        #expect(!search.containsAny(bytes[16...]))
    }

    /// The first needle to begin, where it begins, and the search taken up again after it.
    @Test func firstMatchNamesTheNeedle() {
        let search = MultiByteSearch(["alertMsg", "x", "define("])
        let bytes = Array("<?php DEFINE('A', 1); $apn->ALERTMSG = A; define('B', 2);".utf8)
        #expect(search.firstMatch(bytes)! == (2, 6))
        #expect(search.firstMatch(bytes, from: 7)! == (0, 28))
        #expect(search.firstMatch(bytes, from: 29)! == (2, 42))
        #expect(search.firstMatch(bytes, from: 43) == nil)
        #expect(search.firstMatch(bytes, from: bytes.count) == nil)
        #expect(MultiByteSearch(["define(", "def"]).firstMatch(Array("define(".utf8))! == (0, 0))
    }

    /// Long bytes are searched a quarter at a time, in turn: the first match is the first in
    /// the bytes wherever the quarters are, with matches in several quarters, at a quarter's
    /// first and last window, across the line between two, and in none.
    @Test func quartersKeepTheFirstMatch() {
        let search = MultiByteSearch(["alertMsg", "define("])
        let filler = [UInt8](repeating: UInt8(ascii: "x"), count: 400)
        let needles = [Array("ALERTmsg".utf8), Array("define(".utf8)]
        func first(_ haystack: [UInt8], from start: Int) -> (needle: Int, offset: Int)? {
            for offset in start..<haystack.count {
                for (index, needle) in needles.enumerated() where offset + needle.count <= haystack.count {
                    if haystack[offset..<(offset + needle.count)].map({ $0 | 0x20 }).elementsEqual(needle.map { $0 | 0x20 }) { return (index, offset) }
                }
            }
            return nil
        }
        var random = LexerRobustnessTests.SplitMix(state: 20261126)
        var placings: [[(needle: Int, offset: Int)]] = [[], [(1, 0)], [(0, 392)], [(1, 99)], [(0, 100)], [(0, 96), (1, 300)], [(1, 250), (0, 120)]]
        for _ in 0..<200 {
            placings.append((0..<Int.random(in: 1...3, using: &random)).map { _ in (Int.random(in: 0...1, using: &random), Int.random(in: 0...392, using: &random)) })
        }
        for placing in placings {
            var haystack = filler
            for (needle, offset) in placing { haystack.replaceSubrange(offset..<(offset + needles[needle].count), with: needles[needle]) }
            for start in [0, 1, 57, 150, 333] {
                let found = search.firstMatch(haystack, from: start)
                let expected = first(haystack, from: start)
                #expect(found?.needle == expected?.needle && found?.offset == expected?.offset, "\(placing) from \(start)")
            }
        }
    }

    /// A string is searched in its UTF-8 bytes, as they are.
    @Test func stringSearch() {
        let stems = MultiByteSearch(["silen", "quiet"])
        #expect(stems.containsAny("sendSILENTRefresh"))
        #expect(stems.containsAny("$静默_quiet"))
        #expect(!stems.containsAny("sendSilRefresh"))
        #expect(!stems.containsAny(""))
    }

    /// The skipping search against a plain one, position by position, on random text over the
    /// needles' letters in both cases (where near misses are common): needle sets of one to four
    /// needles of two to nine bytes, haystacks up to 200 bytes, and every seventh slice start of
    /// each; `firstMatch` from the same starts against the plain search's first place and needle.
    @Test func agreesWithAPlainSearch() {
        var random = LexerRobustnessTests.SplitMix(state: 20261125)
        // `*`, DEL and 0xE1 fold with `\n`, `_` and `a` in the search's table of shifts.
        let alphabet = Array("abAB_(\n c".utf8)
        let haystackAlphabet = alphabet + [UInt8(ascii: "*"), 0x7F, 0xE1, 0xC1]
        func lowered(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
        func plain(_ haystack: ArraySlice<UInt8>, _ needles: [[UInt8]]) -> Bool {
            let lower = haystack.map(lowered)
            return needles.contains { needle in
                lower.count >= needle.count && (0...(lower.count - needle.count)).contains { lower[$0..<($0 + needle.count)].elementsEqual(needle) }
            }
        }
        func first(_ haystack: [UInt8], from start: Int, _ needles: [[UInt8]]) -> (needle: Int, offset: Int)? {
            let lower = haystack.map(lowered)
            for offset in start..<max(start, lower.count) {
                if let needle = needles.firstIndex(where: { offset + $0.count <= lower.count && lower[offset..<(offset + $0.count)].elementsEqual($0) }) {
                    return (needle, offset)
                }
            }
            return nil
        }
        for _ in 0..<400 {
            let needles = (0..<Int.random(in: 1...4, using: &random)).map { _ in (0..<Int.random(in: 2...9, using: &random)).map { _ in lowered(alphabet[Int.random(in: 0...(alphabet.count - 1), using: &random)]) } }
            let search = MultiByteSearch(needles.map { String(decoding: $0, as: UTF8.self) })
            let haystack = (0..<Int.random(in: 0...200, using: &random)).map { _ in haystackAlphabet[Int.random(in: 0...(haystackAlphabet.count - 1), using: &random)] }
            for start in stride(from: 0, through: haystack.count, by: 7) {
                let slice = haystack[start...]
                #expect(search.containsAny(slice) == plain(slice, needles), "\(needles) in \(Array(slice))")
                let found = search.firstMatch(haystack, from: start)
                let expected = first(haystack, from: start, needles)
                #expect(found?.needle == expected?.needle && found?.offset == expected?.offset, "\(needles) in \(haystack) from \(start)")
            }
        }
    }
}

