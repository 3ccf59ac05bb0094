import Testing
@testable import PHPSyntax

/// Exact token sequences for the constructs where PHP's lexer is subtle.
@Suite("Lexer token sequences")
struct LexerUnitTests {
    @Test func openAndCloseTags() {
        #expect(LexerView.describe("a<?php\necho 1?>\nb", mode: .inlineHTML) == [
            "inlineHTML a", "openTag <?php\n", "echo echo", "whitespace  ", "lnumber 1", "closeTag ?>\n", "inlineHTML b",
        ])
        #expect(LexerView.describe("<?=$x?>", mode: .inlineHTML) == ["openTagWithEcho <?=", "variable $x", "closeTag ?>"])
        #expect(LexerView.describe("<? x <?phpx", mode: .inlineHTML) == ["inlineHTML <? x <?phpx"])
        #expect(LexerView.describe("<?php", mode: .inlineHTML) == ["openTag <?php"])
        #expect(LexerView.describe("<?php\r\n", mode: .inlineHTML) == ["openTag <?php\r\n"])
    }

    @Test func comments() {
        #expect(LexerView.describe("// a ?>b\n# c\n#[A]/** d */ /**/") == [
            "comment // a ", "closeTag ?>", "inlineHTML b\n# c\n#[A]/** d */ /**/",
        ])
        #expect(LexerView.describe("# c\n#[A] /** d */ /**/ /*") == [
            "comment # c", "whitespace \n", "attribute #[", "string A", "]", "whitespace  ",
            "docComment /** d */", "whitespace  ", "comment /**/", "whitespace  ", "comment /*",
        ])
    }

    @Test func namesAndKeywords() {
        #expect(LexerView.significant(#"Foo\Bar \Foo namespace\Foo Foo\ new\X CLASS"#) == [
            "nameQualified Foo\\Bar", "nameFullyQualified \\Foo", "nameRelative namespace\\Foo",
            "string Foo", "nsSeparator \\", "nameQualified new\\X", "class CLASS",
        ])
        #expect(LexerView.significant("$a->class; $a?->list; Foo::new; die; yield  from $x") == [
            "variable $a", "objectOperator ->", "string class", ";", "variable $a", "nullsafeObjectOperator ?->",
            "string list", ";", "string Foo", "paamayimNekudotayim ::", "new new", ";", "exit die", ";",
            "yieldFrom yield  from", "variable $x",
        ])
        #expect(LexerView.significant("enum Foo enum(1) enum::A enum extends") == [
            "enum enum", "string Foo", "string enum", "(", "lnumber 1", ")", "string enum",
            "paamayimNekudotayim ::", "string A", "string enum", "extends extends",
        ])
        #expect(LexerView.significant("readonly(1) $$a $") == ["readonly readonly", "(", "lnumber 1", ")", "$", "variable $a", "$"])
    }

    @Test func castsAndAmpersands() {
        #expect(LexerView.significant("(int)( integer )(\tbool\t)(real)(unset)(int $x)") == [
            "intCast (int)", "intCast ( integer )", "boolCast (\tbool\t)", "doubleCast (real)", "unsetCast (unset)",
            "(", "string int", "variable $x", ")",
        ])
        #expect(LexerView.significant("&$a & ...$b &\n$c & 1 && &= &") == [
            "ampersandFollowedByVarOrVararg &", "variable $a", "ampersandFollowedByVarOrVararg &", "ellipsis ...",
            "variable $b", "ampersandFollowedByVarOrVararg &", "variable $c", "ampersandNotFollowedByVarOrVararg &",
            "lnumber 1", "booleanAnd &&", "andEqual &=", "ampersandNotFollowedByVarOrVararg &",
        ])
    }

    @Test func operators() {
        #expect(LexerView.significant("??= ?? ?-> ** **= <=> === !== <> <<= >>= ... :: => ++ -- .=") == [
            "coalesceEqual ??=", "coalesce ??", "nullsafeObjectOperator ?->", "pow **", "powEqual **=",
            "spaceship <=>", "isIdentical ===", "isNotIdentical !==", "isNotEqual <>", "slEqual <<=", "srEqual >>=",
            "ellipsis ...", "paamayimNekudotayim ::", "doubleArrow =>", "inc ++", "dec --", "concatEqual .=",
        ])
    }

    @Test func numbers() {
        #expect(LexerView.significant("0x1F 0b1 0o17 017 1_000 1e3 .5 1. 9223372036854775807 9223372036854775808 0x8000000000000000 1_ 0x") == [
            "lnumber 0x1F", "lnumber 0b1", "lnumber 0o17", "lnumber 017", "lnumber 1_000", "dnumber 1e3",
            "dnumber .5", "dnumber 1.", "lnumber 9223372036854775807", "dnumber 9223372036854775808",
            "dnumber 0x8000000000000000", "lnumber 1", "string _", "lnumber 0", "string x",
        ])
    }

    @Test func constantStrings() {
        #expect(LexerView.significant(#"'a\'b' "c\"d" b'x' "$" "{" 'open"#) == [
            #"constantEncapsedString 'a\'b'"#, #"constantEncapsedString "c\"d""#, "constantEncapsedString b'x'",
            #"constantEncapsedString "$""#, #"constantEncapsedString "{""#, "encapsedAndWhitespace 'open",
        ])
    }

    @Test func simpleInterpolation() {
        #expect(LexerView.describe(#""a $b[-1] $c[0x1] $d->e->f $g?->h""#) == [
            "\"", "encapsedAndWhitespace a ", "variable $b", "[", "-", "numString 1", "]",
            "encapsedAndWhitespace  ", "variable $c", "[", "numString 0x1", "]",
            "encapsedAndWhitespace  ", "variable $d", "objectOperator ->", "string e", "encapsedAndWhitespace ->f ",
            "variable $g", "nullsafeObjectOperator ?->", "string h", "\"",
        ])
        #expect(LexerView.describe(#""$a[x] $a[$b] $a['k']""#) == [
            "\"", "variable $a", "[", "string x", "]", "encapsedAndWhitespace  ", "variable $a", "[", "variable $b", "]",
            // PHP's empty T_ENCAPSED_AND_WHITESPACE before the quote, then the rest is text.
            "encapsedAndWhitespace  ", "variable $a", "[", "encapsedAndWhitespace ", "encapsedAndWhitespace 'k']", "\"",
        ])
    }

    @Test func complexInterpolation() {
        #expect(LexerView.describe(#""{$a['x']}${a}${a['x']}\{$a}{$""#) == [
            "\"", "curlyOpen {", "variable $a", "[", "constantEncapsedString 'x'", "]", "}",
            "dollarOpenCurlyBraces ${", "stringVarname a", "}",
            "dollarOpenCurlyBraces ${", "stringVarname a", "[", "constantEncapsedString 'x'", "]", "}",
            "encapsedAndWhitespace \\{", "variable $a", "encapsedAndWhitespace }", "curlyOpen {", "$", "\"",
        ])
        #expect(LexerView.describe("`ls $d`") == ["`", "encapsedAndWhitespace ls ", "variable $d", "`"])
    }

    @Test func heredocs() {
        #expect(LexerView.describe("<<<EOT\n  a $b\n  EOT;\n") == [
            "startHeredoc <<<EOT\n", "encapsedAndWhitespace   a ", "variable $b", "encapsedAndWhitespace \n",
            "endHeredoc   EOT", ";", "whitespace \n",
        ])
        #expect(LexerView.describe("<<<'N'\n$x\nN,<<<\"Q\"\nQ)") == [
            "startHeredoc <<<'N'\n", "encapsedAndWhitespace $x\n", "endHeredoc N", ",",
            "startHeredoc <<<\"Q\"\n", "endHeredoc Q", ")",
        ])
        #expect(LexerView.describe("<<<EOT\nEOTX\nEOT") == ["startHeredoc <<<EOT\n", "encapsedAndWhitespace EOTX\nEOT"])
    }

    @Test func haltCompiler() {
        let bytes = Array("<?php\n__halt_compiler();\n?>raw".utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.openTag, .haltCompiler, .char, .char, .char, .inlineHTML])
        #expect(tokens.last?.line == 2)
    }

    @Test func linesAndRanges() {
        let bytes = Array("xx\n$a\r\n$b\r$c".utf8)
        let tokens = Lexer.tokenize(bytes, range: 3..<bytes.count, startingIn: .php, firstLine: 2)
        #expect(tokens.map(\.line) == [2, 2, 3, 3, 4])
        #expect(tokens.first?.start == 3)
        #expect(LexerView.tiles(tokens, 3..<bytes.count))
    }
}

/// PHP's `LABEL` is `[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*`: the bit masks say exactly that
/// for every byte.
@Suite struct LabelByteTests {
    @Test func everyByte() {
        for value in 0...255 {
            let byte = UInt8(value)
            let letter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F || value >= 0x80
            let digit = (0x30...0x39).contains(value)
            #expect(ByteClass.isLabelStart(byte) == letter, "byte \(value)")
            #expect(ByteClass.isLabelByte(byte) == (letter || digit), "byte \(value)")
        }
    }
}

/// Every keyword is found in any case, at the end of a buffer (packed byte by byte) and inside
/// one (packed a word at a time); a name one byte off, or with `_` where a keyword has none, is not.
@Suite struct KeywordTableTests {
    private static func lookup(_ word: String, padded: Bool) -> TokenKind? {
        let bytes = Array(word.utf8) + (padded ? Array(repeating: UInt8(ascii: " "), count: 16) : [])
        return bytes.withUnsafeBufferPointer { KeywordTable.shared.lookup($0, start: 0, end: word.utf8.count) }
    }

    @Test func everyKeywordInAnyCase() {
        for (spelling, kind) in TokenKind.keywordSpellings {
            for word in [spelling, spelling.uppercased(), String(spelling.enumerated().map { $0.offset % 2 == 0 ? Character($0.element.uppercased()) : $0.element })] {
                for padded in [false, true] {
                    #expect(Self.lookup(word, padded: padded) == kind, "\(word)")
                }
            }
        }
    }

    @Test func namesThatAreNotKeywords() {
        let names = ["a", "ifx", "i", "classes", "clas", "_if", "if_", "Array1", "echo2", "__halt_compiler_",
                     "__halt_compile", "yield_from", "abstractabstract", "ré", "f\u{FF}n", "__CLASS__X", "1f"]
        for name in names {
            for padded in [false, true] {
                #expect(Self.lookup(name, padded: padded) == nil, "\(name)")
            }
        }
    }
}
