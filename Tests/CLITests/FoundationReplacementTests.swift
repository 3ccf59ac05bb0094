import Foundation
@testable import GTPushCLI
import Platform
import Testing

/// What the command line now does without Foundation — `printf`'s number formatting, `NSString`'s
/// path methods, literal search and trimming — against Foundation itself, which only the tests link.
@Suite struct FoundationReplacementTests {
    /// Every format the runtime and the checks use, on edge values and on random bit patterns.
    @Test func printfFormatsAsStringFormatDid() {
        var state: UInt64 = 20261126
        func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
        var values: [Double] = [0, -0.0, 1, -1, 0.1, 0.5, 1.5, 2.5, -2.5, 1.005, 2.675, 0.1 + 0.2, 1e15, 1e16, 1e-7, 123456789.123456789,
                                .pi, -.pi, 1e308, -1e308, 5e-324, .greatestFiniteMagnitude, 9007199254740993, 1e22, 1e23, .infinity, -.infinity, .nan]
        values += (0..<300).map { _ in Double(bitPattern: next()) }.filter(\.isFinite)
        values += (0..<300).map { _ in Double(Int64(bitPattern: next()) >> Int(next() % 60)) / Double(1 << (next() % 40)) }
        let formats = ["%.15g", "%.14G", "%.17g", "%.340f"] + (0...20).map { "%.\($0)f" } + (0...17).map { "%.\($0)e" }
        for value in values {
            for format in formats {
                #expect(CFormat.string(format, value) == String(format: format, value), "\(format) \(value)")
            }
        }
    }

    @Test func pathsAsNSString() {
        let paths = ["/", "/a", "/a/", "a/b", "/a/b/", "./a", "../a/b.php", "a.b/c", "a/.hidden", "/tmp/x.php", "/work/main/Generated/swift",
                     "docs/rules", "a/b.", "a/.b.c", "a", "a/", ".hidden", "file.tar.gz", "Templates"]
        // Relative names, as the callers join (after `/`, NSString joins `/b` as `//b`).
        let components = ["b", "b.php", "sub/c.swift", ".gtpush-manifest"]
        for path in paths {
            #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent, "\(path)")
            #expect(PathText.deletingExtension(path) == (path as NSString).deletingPathExtension, "\(path)")
            for component in components {
                #expect(PathText.appending(path, component) == (path as NSString).appendingPathComponent(component), "\(path) + \(component)")
            }
            // corelibs Foundation traps in `deletingLastPathComponent` on a bridged path with no
            // slash; for those it gives the empty path when it does not (a constant NSString).
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if trimmed.contains("/") {
                #expect(PathText.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent, "\(path)")
            } else {
                #expect(PathText.deletingLastComponent(path) == "", "\(path)")
            }
        }
        #expect(PathText.deletingLastComponent("") == "" && PathText.lastComponent("") == "" && PathText.appending("", "b") == "b")
    }

    @Test func textAsFoundation() {
        let texts = ["", "a", "gtpush: silent", "/** gtpush: mixed */", "x // y # z /* w", "$a->b = $a->c", "静默 gtpush: silent", "a\r\nb", "\t a b \u{3000}", " \u{A0}x\u{2003}"]
        let needles = ["gtpush:", "//", "#", "/*", "->", "a", "静默", "\r", "\n", "zz"]
        for text in texts {
            for needle in needles {
                let expected = text.range(of: needle).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
                #expect(text.range(ofLiteral: needle).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } == expected, "\(text) \(needle)")
                let last = text.range(of: needle, options: .backwards).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
                #expect(text.lastRange(ofLiteral: needle).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } == last, "\(text) \(needle)")
                #expect(text.replacingAll(needle, with: "<>") == text.replacingOccurrences(of: needle, with: "<>"), "\(text) \(needle)")
            }
            #expect(text.trimmingWhitespaces == text.trimmingCharacters(in: .whitespaces), "\(text)")
        }
    }

    /// Columns of ASCII names pad as `NSString` padded them; other text pads by characters, as
    /// the columns are measured (`NSString` counted UTF-16 units).
    @Test func paddingAsNSString() {
        for name in ["", "text", "json", "silent-alert", "undeclared-audible-background"] {
            for width in [name.count, name.count + 1, 30] {
                #expect(name.padded(to: width) == name.padding(toLength: width, withPad: " ", startingAt: 0), "\(name) \(width)")
            }
        }
        #expect("静默\r\n".padded(to: 5) == "静默\r\n  ")
        #expect("toolong".padded(to: 3) == "toolong")
    }
}
