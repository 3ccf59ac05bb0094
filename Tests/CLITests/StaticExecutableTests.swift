import Foundation
import GTPushTestSupport
import Testing

/// On Linux `make` links glibc into gtpush (Makefile, `STATIC`). A static glibc answers lookups of
/// users, groups and hosts (NSS) by loading the build machine's NSS libraries at run time, which the
/// machine gtpush is copied to may not have or may have from another glibc. So the sources call
/// nothing that reaches NSS: no home folder, no `~`, no owner names, no host names.
@Suite struct StaticExecutableTests {
    /// Calls that reach `getpwuid_r`, `getpwnam_r`, `getgrgid_r`, `getgrnam_r` or `getaddrinfo`,
    /// in glibc or through Foundation.
    static let reachesNSS = [
        "homeDirectoryForCurrentUser", "homeDirectory(forUser", "NSHomeDirectory", "NSUserName", "NSFullUserName",
        "expandingTildeInPath", "standardizingPath", "attributesOfItem", "ownerAccountName", "groupOwnerAccountName",
        ".userName", ".fullUserName", ".hostName", "getpw", "getgr", "getaddrinfo", "gethostbyname",
    ]

    @Test func sourcesNeverReachNSS() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        var found: [String] = []
        for file in files.sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for call in Self.reachesNSS where line.contains(call) {
                    found.append("Sources/\(file):\(number + 1): \(call)")
                }
            }
        }
        #expect(found == [])
    }
}
