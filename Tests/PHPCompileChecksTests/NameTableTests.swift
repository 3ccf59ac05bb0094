@testable import PHPCompileChecks
@testable import PHPSyntax
import Testing

/// The checks' table of names met (`NameTable`) against a dictionary keyed as PHP keys names: by
/// the ASCII-lowercased name when names fold, by the name itself when not; before and after the
/// table indexes its names by hash.
@Suite struct NameTableTests {
    /// Names that share lengths and first eight bytes, differ only in case, in non-ASCII
    /// letters PHP does not fold, or in their last byte.
    static let names: [String] = (0..<300).flatMap { index -> [String] in
        ["Name\(index)", "NAME\(index)", "LongerName\(index)x", "longername\(index)X", "Ä\(index)", "ä\(index)", "abcdefgh\(index)", "abcdefgh\(index)"]
    }

    /// Filled, then reset and filled again (as the kept runner's import tables are, file after file).
    @Test(arguments: [true, false])
    func agreesWithADictionary(folded: Bool) {
        var table = NameTable<Named<Int>>(folded: folded)
        for round in 0..<2 {
            if round > 0 {
                table.reset()
                #expect(table.isEmpty)
            }
            var reference: [String: Int] = [:]
            for (index, name) in Self.names.enumerated() {
                let key = folded ? name.phpLowercased : name
                #expect(table.entry(named: name)?.value == reference[key], "\(name) before it is added")
                let added = table.insert(name, index)
                #expect(added == (reference[key] == nil), "\(name)")
                if added { reference[key] = index }
                #expect(table.entry(named: name)?.value == reference[key], "\(name) after")
            }
            for name in Self.names + ["name1000", "Nam", ""] {
                #expect(table.entry(named: name)?.value == reference[folded ? name.phpLowercased : name], "\(name) at the end")
            }
        }
    }

    /// Imports keep their clauses and read the names they bind in place: `B` of `use A\B`, `C`
    /// of `use A\B as C`.
    @Test func importsAreFoundByTheNameTheyBind() throws {
        try Self.withFirstStatement(of: "<?php\nuse A\\Collection, B\\Thing as T, C\\collection, D\\LongerNameHere, E\\LONGERNAMEHERE;\n") { statement in
            guard case .use(let use) = statement.kind else {
                Issue.record("no use")
                return
            }
            var table = NameTable<UseClauseNode>(folded: true)
            #expect(use.clauses.map { table.insert($0) } == [true, true, false, true, false])
            #expect(table.entry(named: "t")?.name.joined == "B\\Thing")
            #expect(table.entry(named: "COLLECTION")?.name.joined == "A\\Collection")
            #expect(table.entry(named: "longernamehere")?.name.joined == "D\\LongerNameHere")
            #expect(table.entry(named: "Thing") == nil)
        }
    }

    /// A class's member names go in as the tree holds them (`RedeclarationCheck`).
    @Test func namesOfATreeAreComparedInPlace() throws {
        let code = "<?php\nclass A\n{\n    function __construct() {}\n    function __Construct() {}\n    function __constructor() {}\n    function \u{C4}() {}\n    function \u{E4}() {}\n    public $value, $Value, $value;\n}\n"
        try Self.withFirstStatement(of: code) { statement in
            guard case .classLike(let declaration) = statement.kind else {
                Issue.record("no class")
                return
            }
            var methods = NameTable<NodeString>(folded: true)
            var properties = NameTable<NodeString>(folded: false, expected: 2)
            var firstTimes: [Bool] = []
            var propertyFirstTimes: [Bool] = []
            for member in declaration.members {
                switch member.kind {
                case .method(_, let method): firstTimes.append(methods.insert(method.nameText))
                case .property(_, _, let items): propertyFirstTimes += items.map { properties.insert($0.nameText) }
                default: Issue.record("another member")
                }
            }
            #expect(firstTimes == [true, false, true, true, true])
            #expect(propertyFirstTimes == [true, true, false])
        }
    }

    /// Names of up to sixteen bytes are one name exactly when their lengths and first and last
    /// eight bytes agree (what `RedeclarationCheck` settles names by).
    @Test(arguments: [true, false])
    func endsSettleNamesOfUpToSixteenBytes(folded: Bool) {
        let names = ["a", "A", "ab", "abcdefgh", "ABCDEFGH", "abcdefghi", "abcdefghI", "abcdefgXi", "transformUser", "transformUsex", "TransformUser",
                     "getAttributeValue", "getAttributeVALUE", "abcdefghijklmnop", "abcdefghijklmnoP", "abcdefgXijklmnop", "abcdefghXjklmnop", "\u{C4}bc", "\u{E4}bc"]
        for a in names where a.utf8.count <= 16 {
            for b in names where b.utf8.count <= 16 {
                let same = folded ? a.phpLowercased == b.phpLowercased : a == b
                let ends = (NameFolding.ends(a, folded: folded), NameFolding.ends(b, folded: folded))
                #expect((ends.0 == ends.1) == same, "\(a) and \(b)")
            }
        }
    }

    /// A word folded in one go agrees with its bytes folded one by one, for every byte value in
    /// every place of the word.
    @Test func aWordFoldsAsItsBytesDo() {
        for value in 0...255 {
            for place in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "Q"), count: 8)
                bytes[place] = UInt8(value)
                bytes[(place + 3) % 8] = UInt8(255 - value)
                let folded = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element.phpLowercased) << ($1.offset * 8) }
                let raw = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << ($1.offset * 8) }
                bytes.withUnsafeBufferPointer { buffer in
                    #expect(NameFolding.word(buffer, from: 0, folded: true) == folded, "\(bytes)")
                    #expect(NameFolding.word(buffer, from: 0, folded: false) == raw, "\(bytes)")
                }
            }
        }
    }

    /// A word of fewer than eight bytes (read from both of its ends) holds each byte in its place
    /// and zeros above, for every length and start.
    @Test func aShortWordHoldsItsBytesInPlace() {
        let bytes = Array("AbC\u{C4}dEfGhIjK".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for end in 0...buffer.count {
                let name = UnsafeBufferPointer(rebasing: buffer[..<end])
                for start in 0...end {
                    let read = bytes[start..<min(end, start + 8)]
                    let raw = read.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << ($1.offset * 8) }
                    let folded = read.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element.phpLowercased) << ($1.offset * 8) }
                    #expect(NameFolding.word(name, from: start, folded: false) == raw, "\(start)..<\(end)")
                    #expect(NameFolding.word(name, from: start, folded: true) == folded, "\(start)..<\(end)")
                }
            }
        }
    }

    /// Longer names that share their length and both ends are still parted by the bytes between
    /// (Laravel's `registerNullConnector` and `registerSyncConnector`), so the first look settles
    /// their class; one name in two cases still agrees when folded.
    @Test func longNamesWithTheSameEndsArePartedByTheirMiddle() throws {
        let pairs = [("registerNullConnector", "registerSyncConnector"), ("getQualifiedForeignPivotKeyName", "getQualifiedRelatedPivotKeyName"),
                     ("abcdefghXjklmnopqrstuvwx", "abcdefghYjklmnopqrstuvwx"), ("abcdefghijklmnopq", "abcdefghIjklmnopq")]
        for (a, b) in pairs {
            let key = (NameFolding.ends(a, folded: false), NameFolding.ends(b, folded: false))
            #expect((key.0.length, key.0.first, key.0.last) == (key.1.length, key.1.first, key.1.last), "\(a) and \(b) share their ends")
            #expect(key.0 != key.1, "\(a) and \(b)")
        }
        #expect(NameFolding.ends("transformUserResource", folded: true) == NameFolding.ends("TRANSFORMUSERRESOURCE", folded: true))
        try Self.withFirstStatement(of: "<?php\nclass A\n{\n    function registerNullConnector() {}\n    function registerSyncConnector() {}\n}\n") { statement in
            guard case .classLike(let declaration) = statement.kind else {
                Issue.record("no class")
                return
            }
            #expect(!ClassOutline(declaration).has(.repeatedNames))
        }
    }

    /// `body` with the first statement of `code`, its arena kept while `body` reads it.
    static func withFirstStatement(of code: String, _ body: (StmtNode) -> Void) throws {
        let tree = CompileChecks.parse(SourceFile(path: "example.php", bytes: Array(code.utf8)))
        let arena = try #require(tree.arena)
        let statement = try #require(arena.statements.first)
        withExtendedLifetime(arena) { body(statement) }
    }

    /// The words the checks compare with are the words of their spellings.
    @Test func wordLiteralsAreTheirSpellings() {
        let spelled: [(UInt64, String)] = [(NameFolding.thisWord, "this"), (NameFolding.globalsWord, "GLOBALS")]
        for (word, spelling) in spelled {
            #expect(spelling.withUTF8Bytes { NameFolding.word($0, from: 0, folded: false) } == word, "\(spelling)")
        }
    }

    /// A filter says yes to every name given it, in any case when folded, and no to others (a
    /// yes for one of these would be a chance in about 2^64 each).
    @Test func anEndsFilterHoldsItsNames() {
        let names = (0..<1_000).map { "Name\($0)" } + ["", "a", "Exception", "ReflectionNamedType", "SplObjectStorage_Long_Name_Here"]
        let filter = EndsFilter(names.map { NameFolding.ends($0, folded: true) })
        for name in names { #expect(filter.mayContain(NameFolding.ends(name.uppercased(), folded: true)), "\(name)") }
        for other in (1_000..<3_000).map({ "Name\($0)" }) + ["Exceptions", "b", "ReflectionNamedTypes"] {
            #expect(!filter.mayContain(NameFolding.ends(other, folded: true)), "\(other)")
        }
        #expect(!EndsFilter([]).mayContain(NameFolding.ends("A", folded: true)))
    }

    @Test func scopeStackKeepsItsBottom() {
        var depths = ScopeStack(0)
        depths.top += 2
        depths.push(0)
        depths.top += 1
        #expect((depths.top, depths.bottom) == (1, 2))
        depths.push(5)
        let popped = [depths.pop(), depths.pop()]
        #expect(popped == [5, 1])
        #expect((depths.top, depths.bottom) == (2, 2))
    }

    /// Past the levels held in place, against an array as the stack: pushes, pops and changes to
    /// the top in a fixed pseudo-random order, twelve levels deep at most.
    @Test func scopeStackAgreesWithAnArrayAtAnyDepth() {
        var stack = ScopeStack("file")
        var model = ["file"]
        var state: UInt64 = 0x5851_F42D_4C95_7F2D
        for step in 0..<2_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            switch state >> 62 {
            case 0, 1 where model.count < 12:
                stack.push("level \(step)")
                model.append("level \(step)")
            case 2 where model.count > 1:
                #expect(stack.pop() == model.removeLast())
            default:
                stack.top += "+"
                model[model.count - 1] += "+"
            }
            #expect(stack.top == model.last)
            #expect(stack.bottom == model.first)
            #expect(stack.depth == model.count - 1)
        }
    }
}

/// `ShortWords` against a set of lowercased strings, as the checks compared names before, and
/// the type words read through it against their bits.
@Suite struct ShortWordsTests {
    static let words: [StaticString] = ["self", "parent", "static", "iterable", "int"]
    static let names = ["self", "SELF", "Self", "parent", "PARENT", "static", "Static", "iterable", "ITERABLE", "int", "INT", "in", "ints",
                        "iterables", "iterablE", "sel", "selff", "", "\u{C4}", "S\u{C9}LF", "self\u{0}", "statiC", "parenT", "intx", "xint"]

    @Test func agreesWithASetOfLowercasedNames() {
        let words = ShortWords(Self.words)
        let reference = Set(Self.words.map { $0.description })
        for name in Self.names {
            #expect(words.contains(name) == reference.contains(name.phpLowercased), "\(name)")
            #expect(words.index(of: name) == Self.words.map(\.description).firstIndex(of: name.phpLowercased), "\(name)")
        }
    }

    @Test func typeWordsReadTheirBits() {
        func builtinWords(_ word: String) -> TypeWords? { word.withUTF8Bytes(TypeForm.builtinWords) }
        func voidOrNever(_ word: String) -> String? { word.withUTF8Bytes(TypeForm.voidOrNever) }
        for (index, name) in TypeWords.names.enumerated() {
            #expect(builtinWords(name) == TypeWords(rawValue: 1 << index), "\(name)")
            #expect(builtinWords(name.uppercased()) == TypeWords(rawValue: 1 << index), "\(name)")
        }
        #expect(builtinWords("Bool") == .bool)
        #expect(builtinWords("ITERABLE") == .array)
        #expect(builtinWords("integer") == nil)
        #expect(builtinWords("Foo") == nil)
        #expect(voidOrNever("VOID") == "void")
        #expect(voidOrNever("Never") == "never")
        #expect(voidOrNever("nevers") == nil)
    }
}
