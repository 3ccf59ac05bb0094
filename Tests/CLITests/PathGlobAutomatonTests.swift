@testable import GTPushCLI
import GTPushTestSupport
import Testing

/// The compiled glob (`GlobAutomaton`) against the backtracking matcher it replaced, which is
/// kept here as the definition of what a glob means: the same answer on every glob and path of
/// a seeded sweep, and on the globs that made backtracking take minutes.
@Suite struct PathGlobAutomatonTests {
    /// The matcher gtpush used before issue 49: right, but exponential in `**`.
    private static func backtracking(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let slash = UInt8(ascii: "/")
        switch first {
        case UInt8(ascii: "*"):
            let isDouble = pattern.dropFirst().first == UInt8(ascii: "*")
            let rest = pattern.dropFirst(isDouble ? 2 : 1)
            if isDouble && rest.first == slash && backtracking(rest.dropFirst(), text) { return true }
            var index = text.startIndex
            while true {
                if backtracking(rest, text[index...]) { return true }
                guard index < text.endIndex, isDouble || text[index] != slash else { return false }
                index += 1
            }
        case UInt8(ascii: "?"):
            guard let character = text.first, character != slash else { return false }
            return backtracking(pattern.dropFirst(), text.dropFirst())
        case UInt8(ascii: "["):
            guard let close = pattern.dropFirst(2).firstIndex(of: UInt8(ascii: "]")), let character = text.first, character != slash else {
                return text.first == first && backtracking(pattern.dropFirst(), text.dropFirst())
            }
            var set = pattern[(pattern.startIndex + 1)..<close]
            let negated = set.first == UInt8(ascii: "!") || set.first == UInt8(ascii: "^")
            if negated { set = set.dropFirst() }
            var found = false
            var index = set.startIndex
            while index < set.endIndex {
                if index + 2 < set.endIndex, set[index + 1] == UInt8(ascii: "-") {
                    if set[index] <= character && character <= set[index + 2] { found = true }
                    index += 3
                } else {
                    if set[index] == character { found = true }
                    index += 1
                }
            }
            return found != negated && backtracking(pattern[(close + 1)...], text.dropFirst())
        default:
            return text.first == first && backtracking(pattern.dropFirst(), text.dropFirst())
        }
    }

    @Test func sameAnswersAsBacktracking() {
        let patternPieces = ["a", "b", "/", "*", "**", "?", "[ab]", "[!a]", "[a-c]", "[", "]", "**/", "ab"]
        let pathPieces = ["a", "b", "c", "/", "ab", "[", "]"]
        var random = SeededRandom(seed: 49)
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let glob = (0..<Int.random(in: 1...6, using: &random)).map { _ in patternPieces.randomElement(using: &random)! }.joined()
            let path = (0..<Int.random(in: 0...7, using: &random)).map { _ in pathPieces.randomElement(using: &random)! }.joined()
            let expected = Self.backtracking(Array(glob.utf8)[...], Array(path.utf8)[...])
            if GlobAutomaton(Array(glob.utf8)).matches(Array(path.utf8)) != expected {
                disagreements.append("\(glob) on \(path): expected \(expected)")
            }
        }
        #expect(disagreements == [])
    }

    /// Each `**` multiplied backtracking's work: this glob on a path 40 folders deep would
    /// not end in a test's lifetime. The automaton reads the path once.
    @Test func manyDoubleStarsOnADeepPath() {
        let deep = (0..<40).map { "d\($0)" }.joined(separator: "/")
        let glob = PathGlob("**/**/**/**/**/**/**/**/x")
        #expect(!glob.matches(deep + "/y.php"))
        #expect(glob.matches(deep + "/x"))
        #expect(glob.matches(deep + "/x/y.php"))
        #expect(glob.matches("x"))
    }
}
