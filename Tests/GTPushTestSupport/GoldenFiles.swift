import Foundation
import Testing

/// Expected outputs kept as files under `Fixtures/golden/`, compared byte for byte.
/// `GTPUSH_UPDATE_GOLDEN=1 swift test --filter Golden` rewrites them from the current output
/// (then review the diff before committing).
public enum GoldenFiles {
    public static let directory = TestPaths.fixtures.appendingPathComponent("golden")

    public static func expect(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["GTPUSH_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return
        }
        let expected = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
        #expect(expected != nil, "missing golden file \(name)", sourceLocation: sourceLocation)
        #expect(actual == expected, "\(name) differs", sourceLocation: sourceLocation)
    }
}
