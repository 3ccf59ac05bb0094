import Emitters
import PHPSyntax
import PushRules
import Testing

@Suite struct FixEditApplierTests {
    func edit(_ start: Int, _ end: Int, _ text: String) -> TextEdit {
        TextEdit(range: SourceRange(start: start, end: end), replacement: Array(text.utf8))
    }

    @Test func appliesInOnePassWhateverTheOrder() throws {
        let bytes = Array("abcdefghij".utf8)
        let result = try EditApplier.apply([edit(7, 9, "XY"), edit(0, 1, ""), edit(3, 3, "+")], to: bytes)
        #expect(result == Array("bc+defgXYj".utf8))
    }

    @Test func duplicatesCountOnce() throws {
        let result = try EditApplier.apply([edit(2, 4, "Z"), edit(2, 4, "Z")], to: Array("abcdef".utf8))
        #expect(result == Array("abZef".utf8))
    }

    @Test func insertionsAtOnePointKeepTheirOrderAndPrecedeAReplacement() throws {
        let result = try EditApplier.apply([edit(2, 4, "R"), edit(2, 2, "1"), edit(2, 2, "2"), edit(4, 4, "3")], to: Array("abcdef".utf8))
        #expect(result == Array("ab12R3ef".utf8))
    }

    /// A fix found after an earlier pass is told where its code was in the file as given.
    @Test func anOffsetAfterEditsIsTakenBackToTheOriginal() throws {
        let bytes = Array("abcdefghij".utf8)
        let edits = try EditApplier.normalize([edit(1, 3, ""), edit(5, 5, "XYZ"), edit(7, 8, "QQ")], size: bytes.count)
        let after = try EditApplier.apply(edits, to: bytes)
        #expect(after == Array("adeXYZfgQQij".utf8))
        // `a` stays; `d` moved back by the removal; an inserted byte maps to where it went in;
        // `f` after the insertion; `i` after a replacement one byte longer; the end to the end.
        #expect([0, 1, 4, 5, 6, 7, 10, 12].map { EditApplier.offsetBefore($0, edits: edits) } == [0, 3, 5, 5, 5, 6, 8, 10])
    }

    @Test func overlappingEditsAreRejectedNamingBoth() {
        let file = SourceFile(path: "x.php", text: "<?php\n$apn->sound = $x;\n")
        let first = edit(20, 22, "\"a\""), second = edit(21, 23, "\"b\"")
        #expect(throws: EditApplier.Failure.overlap(first, second)) {
            try EditApplier.apply([second, first], to: file.bytes)
        }
        let message = EditApplier.Failure.overlap(first, second).description(in: file)
        #expect(message == "conflicting edits: replacement of `$x` at 2:15 by `\"a\"` overlaps replacement of `x;` at 2:16 by `\"b\"`")
    }

    @Test func sameRangeDifferentTextIsAConflict() {
        #expect(throws: EditApplier.Failure.self) {
            try EditApplier.apply([edit(1, 2, "a"), edit(1, 2, "b")], to: Array("xyz".utf8))
        }
    }

    @Test func insertionInsideAReplacementIsAConflict() {
        #expect(throws: EditApplier.Failure.self) {
            try EditApplier.apply([edit(0, 3, "a"), edit(1, 1, "b")], to: Array("xyz".utf8))
        }
    }

    @Test func rangesOutsideTheFileAreRejected() {
        #expect(throws: EditApplier.Failure.outOfBounds(edit(2, 9, ""), size: 3)) {
            try EditApplier.apply([edit(2, 9, "")], to: Array("xyz".utf8))
        }
    }

    @Test func bytesThatAreNotUTF8Survive() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0xD6, 0xD0, 0x0D, 0x0A, 0x41]
        let result = try EditApplier.apply([TextEdit(range: SourceRange(start: 7, end: 8), replacement: [0x42])], to: bytes)
        #expect(result == [0xEF, 0xBB, 0xBF, 0xD6, 0xD0, 0x0D, 0x0A, 0x42])
    }
}
