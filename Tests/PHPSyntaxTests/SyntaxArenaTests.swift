import PHPCompileChecks
@testable import PHPSyntax
import Testing

/// The arena the parser builds and the views over it: what the parser reads back from a node it
/// made, what it drops when a statement fails half-way, and the texts, names and strings read
/// from the file when asked for. (Every parser test reads the tree through the arena too: the
/// enum tree they compare is made from it.)
@Suite struct SyntaxArenaTests {
    /// The tree of `code` and its arena (held here, so the views over it stay valid).
    private func parse(_ code: String) throws -> (tree: SyntaxTree, arena: SyntaxArena) {
        let tree = Parser.parse(SourceFile(path: "arena.php", text: "<?php " + code))
        return (tree, try #require(tree.arena))
    }

    /// The expression of each expression statement, by its view.
    private func expressions(_ arena: SyntaxArena) -> [ExprNode] {
        arena.statements.compactMap { statement in
            if case .expression(let expression) = statement.kind { expression } else { nil }
        }
    }

    /// A prefix operator's node ends where its operand ends (the node is made after the operand
    /// is read, not before).
    @Test func prefixOperatorsCoverTheirOperands() throws {
        let (_, arena) = try parse("print $a; clone $b; throw $c; include 'x'; yield from $d; @f(); -$e; (int) $f; ++$g; !$h;")
        let spans = expressions(arena).map { ($0.range.start, $0.range.end) }
        let expected = [(6, 14), (16, 24), (26, 34), (36, 47), (49, 62), (64, 68), (70, 73), (75, 83), (85, 89), (91, 94)]
        #expect(spans.map { [$0.0, $0.1] } == expected.map { [$0.0, $0.1] })
    }

    /// A member's modifiers read back through the arena as written, in any order: every list
    /// PHP's parser lets stand (one access type, each other modifier once, not `abstract` with
    /// `final`) is held in the member's slot.
    @Test func modifierListsReadBackAsWritten() throws {
        let others: [Modifier] = [.static, .abstract, .final, .readonly]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        var longest = 0
        for _ in 0..<200 {
            var written: [Modifier] = random(4) == 0 ? [] : [[Modifier.public, .protected, .private][random(3)]]
            for modifier in others where random(2) == 0 && !(modifier == .final && written.contains(.abstract)) { written.append(modifier) }
            for index in written.indices.reversed() { written.swapAt(index, random(index + 1)) }
            longest = max(longest, written.count)
            let (_, arena) = try parse("abstract class A { " + written.map(\.rawValue).joined(separator: " ") + " function f(); }")
            guard case .classLike(let declaration)? = arena.statements.first?.kind, case .method(let modifiers, _)? = declaration.members.first?.kind else {
                Issue.record("no method in a class for \(written)")
                continue
            }
            #expect(Array(modifiers) == written)
            var decoded: [Modifier] = []
            modifiers.forEach { decoded.append($0) }
            #expect(decoded == written)
            #expect(modifiers.list == ModifierList(written))
            #expect(modifiers.count == written.count)
            for modifier in Modifier.allCases {
                #expect(modifiers.contains(modifier) == written.contains(modifier), "\(written) contains \(modifier)")
            }
        }
        #expect(longest == 4)
    }

    /// A statement that fails half-way leaves none of its parts in the list: the list holds an
    /// error node, then the statements after it.
    @Test func aFailedStatementLeavesNoParts() throws {
        let (tree, arena) = try parse("if ($a) { f(1, [2, 3; } g(4); $h = 5;")
        #expect(!tree.diagnostics.isEmpty)
        let kinds = arena.statements.map { SyntaxDump.dump(SyntaxArena.statement($0)) }
        #expect(kinds.count == tree.statements.count)
        #expect(tree.arena == nil)
        #expect(kinds.last == "(assign (var h) 5)")
        #expect(kinds.contains("(call g 4)"))
    }

    /// The same for a class member: what a failed member pushed is not taken for members.
    @Test func aFailedMemberLeavesNoParts() throws {
        let (tree, arena) = try parse("class A { public function f(int $a, [1, 2); public $b = 1; const C = [3, 4]; }")
        #expect(!tree.diagnostics.isEmpty)
        let members = { () -> [String] in
            guard case .classLike(let declaration)? = arena.statements.first?.kind else { return [] }
            return declaration.members.map { member in
                switch member.kind {
                case .property(_, _, let items): "property " + items.map(\.name).joined(separator: ",")
                case .constant(_, let constants): "constant " + constants.map(\.name).joined(separator: ",")
                case .method(_, let method): "method " + method.name
                case .traitUse: "use"
                case .enumCase(let name, _): "case " + name.string
                }
            }
        }()
        #expect(members == ["property b", "constant C"])
    }

    /// `A::CLASS` names the class as `class` does (a text not in the file as written); other
    /// member names are the file's bytes.
    @Test func textsFromTheFileAndOwnedTexts() throws {
        let (_, arena) = try parse("A::CLASS; A::Foo; $this; $thisOne; $f = function () {};")
        do {
            let fetched = expressions(arena)
            guard case .classConstantFetch(_, let first) = fetched[0].kind, case .classConstantFetch(_, let second) = fetched[1].kind else {
                Issue.record("not class constant fetches")
                return
            }
            #expect(first.string == "class" && first == "class" && !first.isEmpty)
            #expect(second.string == "Foo" && second == "Foo" && second != "foo" && second != "")
            // A closure's name is an empty text of the file.
            if case .assign(_, let value) = fetched[4].kind, case .closure(let function, _, _) = value.kind {
                #expect(function.nameText.isEmpty && function.nameText == "" && function.name == "")
            } else {
                Issue.record("no closure")
            }
            var matched: [Bool] = []
            for expression in fetched[2..<4] {
                if case .variable("this") = expression.kind { matched.append(true) } else { matched.append(false) }
            }
            #expect(matched == [true, false])
        }
    }

    /// A name's text leaves out a leading `\` or `namespace\`; its range does not.
    @Test func namesReadFromTheirSpans() throws {
        let (_, arena) = try parse("\\Foo\\Bar::X; namespace\\Baz::Y; Qux\\Quux::Z; self::W;")
        do {
            let names = expressions(arena).compactMap { expression -> NodeName? in
                if case .classConstantFetch(.name(let name), _) = expression.kind { name } else { nil }
            }
            #expect(names.map(\.joined) == ["Foo\\Bar", "Baz", "Qux\\Quux", "self"])
            #expect(names.map(\.last) == ["Bar", "Baz", "Quux", "self"])
            #expect(names.map(\.kind) == [.fullyQualified, .relative, .qualified, .unqualified])
            #expect(names.map(\.range) == [SourceRange(start: 6, end: 14), SourceRange(start: 19, end: 32), SourceRange(start: 37, end: 45), SourceRange(start: 50, end: 54)])
            #expect(names.map(\.isSinglePart) == [false, true, false, true])
            #expect(names.map(\.lastWord.string) == names.map(\.last))
        }
    }

    /// A type that is one name takes no node; `?`, `|` and `&` make nodes of their members, and
    /// the enum tree's `TypeHint` is made from them.
    @Test func typesReadInPlace() throws {
        let (_, arena) = try parse("function f(?A $a, B|\\C\\D $b, (E&F)|null $c, G&H $d, $e): namespace\\I {}")
        guard case .function(let function)? = arena.statements.first?.kind else {
            Issue.record("no function")
            return
        }
        func written(_ type: TypeNode?) -> String {
            guard let type else { return "-" }
            switch type.kind {
            case .name(let name): return "\(name.kind):\(name.lastWord)"
            case .nullable(let inner): return "?" + written(inner)
            case .union(let members): return members.map(written).joined(separator: "|")
            case .intersection(let members): return "(" + members.map(written).joined(separator: "&") + ")"
            }
        }
        #expect(function.parameters.map { written($0.type) } == ["?unqualified:A", "unqualified:B|fullyQualified:D", "(unqualified:E&unqualified:F)|unqualified:null", "(unqualified:G&unqualified:H)", "-"])
        #expect(written(function.returnType) == "relative:I")
        let converted = try #require(arena.statements.first.map { SyntaxDump.dump(SyntaxArena.statement($0)) })
        #expect(converted == "(function f (params (param ?A $a) (param B|\\C\\D $b) (param (E&F)|null $c) (param G&H $d) $e) : namespace\\I (body))")
    }

    /// A `use` statement's clauses are nodes: a group clause's name joins the prefix to what
    /// follows it, and the name a clause binds is its alias or its name's last part.
    @Test func useClausesReadInPlace() throws {
        let (_, arena) = try parse("use A\\B, C as D; use function \\E\\{f, g as h}; use I\\{J\\K, const L, function m};")
        let uses = arena.statements.compactMap { statement -> UseNode? in
            if case .use(let use) = statement.kind { use } else { nil }
        }
        #expect(uses.map(\.kind) == [.normal, .function, .normal])
        let clauses = uses.flatMap { $0.clauses }
        #expect(clauses.map(\.name.joined) == ["A\\B", "C", "E\\f", "E\\g", "I\\J\\K", "I\\L", "I\\m"])
        #expect(clauses.map(\.name.kind) == [.qualified, .unqualified, .fullyQualified, .fullyQualified, .qualified, .qualified, .qualified])
        #expect(clauses.map(\.boundName) == ["B", "D", "f", "h", "K", "L", "m"])
        #expect(clauses.map(\.alias) == [nil, "D", nil, "h", nil, nil, nil])
        #expect(clauses.map(\.kind) == [.normal, .normal, .function, .function, .normal, .constant, .function])
        let converted = arena.statements.map { SyntaxDump.dump(SyntaxArena.statement($0)) }
        #expect(converted == ["(use A\\B C as D)", "(use-function \\E\\f \\E\\g as h)", "(use I\\J\\K const I\\L function I\\m)"])
    }

    /// The names a class extends, implements and uses, and a catch clause's types, are lists of
    /// names' indices; a class with none has an empty list.
    @Test func nameListsReadInPlace() throws {
        let (_, arena) = try parse("class A extends \\B implements C, D\\E { use T, U; } class F {} try {} catch (X|\\Y $e) {}")
        let classes = arena.statements.compactMap { statement -> ClassNode? in
            if case .classLike(let declaration) = statement.kind { declaration } else { nil }
        }
        #expect(classes.map { $0.extends.map(\.joined) } == [["B"], []])
        #expect(classes.map { $0.implements.map(\.joined) } == [["C", "D\\E"], []])
        #expect(classes[0].extends.map(\.kind) == [.fullyQualified])
        let traits = classes[0].members.compactMap { member -> [String]? in
            if case .traitUse(let names, _) = member.kind { names.map(\.joined) } else { nil }
        }
        #expect(traits == [["T", "U"]])
        guard case .try(let statement)? = arena.statements.last?.kind else {
            Issue.record("no try")
            return
        }
        #expect(statement.catches.map { $0.types.map(\.joined) } == [["X", "Y"]])
    }

    /// A quoted string's bytes are decoded when asked for, as PHP decodes them.
    @Test func quotedStringsDecodeWhenAsked() throws {
        let (_, arena) = try parse(#"'a\'b\\c\n'; "x\n\x41\u{263A}"; b'q'; "";"#)
        let strings = expressions(arena).compactMap { expression -> [UInt8]? in
            if case .string(let literal) = expression.kind { literal.bytes } else { nil }
        }
        #expect(strings == [Array(#"a'b\c\n"#.utf8), [0x78, 0x0A, 0x41, 0xE2, 0x98, 0xBA], [0x71], []])
    }

    @Test func anEmptyFileHasNoStatements() {
        let tree = CompileChecks.parse(SourceFile(path: "empty.php", bytes: []))
        #expect(tree.isEmpty)
        #expect(tree.arena?.statements.isEmpty == true)
        #expect(tree.statements.isEmpty)
        #expect(NodeList<StmtNode>.empty.isEmpty)
    }

    /// Growing from nothing, copying runs between buffers, and dropping the top.
    @Test func arenaBufferGrowsAndShrinks() {
        var buffer = ArenaBuffer<UInt32>()
        for value in 0..<10_000 { buffer.append(UInt32(value)) }
        var other = ArenaBuffer<UInt32>(capacity: 4)
        other.append(7)
        other.append(from: buffer, 9_990..<10_000)
        buffer.removeLast(downTo: 3)
        #expect((0..<buffer.count).map { buffer[$0] } == [0, 1, 2])
        #expect((0..<other.count).map { other[$0] } == [7] + (9_990..<10_000).map(UInt32.init))
        buffer.release()
        other.release()
    }

    /// The parser notes a `goto` or a label, without which the compile-time pass tracks no loop
    /// for a jump.
    @Test func theArenaKnowsWhetherItHoldsAJump() throws {
        #expect(try !parse("foreach ($a as $b) { try { continue; } finally { f(); } } switch ($c) { default: break; }").arena.containsJumps)
        #expect(try parse("function f() { while (1) { goto out; } }").arena.containsJumps)
        #expect(try parse("if ($a) { out: }").arena.containsJumps)
    }

    /// A variable's name compared in place with the one asked for: exactly, as PHP names
    /// variables (with case), and only for a plain variable.
    @Test func aVariableIsToldByItsName() throws {
        let (_, arena) = try parse("$this; $This; $thi; $thisx; ${'this'}; $$this; this; \"$this\";")
        try withExtendedLifetime(arena) {
            let found = expressions(arena).map { $0.isVariable(named: "this") }
            #expect(found == [true, false, false, false, false, false, false, false])
            let interpolated = try #require(expressions(arena).last)
            guard case .interpolatedString(let parts, _) = interpolated.kind, case .expression(let variable)? = parts.first else {
                Issue.record("no variable in the string")
                return
            }
            #expect(variable.isVariable(named: "this"))
            #expect(!variable.isVariable(named: "GLOBALS"))
        }
    }
}
