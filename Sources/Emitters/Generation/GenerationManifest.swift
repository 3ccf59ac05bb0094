/// The list of files `gtpush generate` wrote into an output folder, with a digest of each one's
/// bytes. It is how generation knows what it owns: a file it no longer produces is removed only
/// when the manifest names it and its bytes are still the ones gtpush wrote, so a user's own file
/// in the same folder, or a generated file the user has since edited, is never deleted.
public struct GenerationManifest: Sendable, Equatable {
    /// The manifest's own path inside the output folder.
    public static let path = ".gtpush-manifest"
    static let header = "# Written by gtpush generate: the files it owns in this folder. Do not edit."

    /// Digest of each file's bytes by its path relative to the output folder.
    public var digests: [String: String]

    public init(_ files: [GeneratedFile]) {
        digests = Dictionary(files.map { ($0.path, Self.digest($0.contents)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reads a manifest; lines that are not `DIGEST  PATH` with a safe relative path are ignored,
    /// so a damaged or hand-made manifest can never name a file outside the folder.
    public init(parsing bytes: [UInt8]) {
        digests = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].count == 16, parts[0].allSatisfy(\.isHexDigit) else { continue }
            let path = parts[1].drop(while: { $0 == " " })
            guard Self.isSafe(path) else { continue }
            digests[String(path)] = String(parts[0])
        }
    }

    /// The manifest as a generated file: sorted, so the same outputs give the same bytes.
    public var file: GeneratedFile {
        let lines = [Self.header] + digests.keys.sorted().map { "\(digests[$0]!)  \($0)" }
        return GeneratedFile(path: Self.path, contents: Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// True when `bytes` are what gtpush wrote at `path`.
    public func owns(_ path: String, bytes: [UInt8]) -> Bool {
        digests[path] == Self.digest(bytes)
    }

    /// A relative path below the folder: no absolute path, no `..`, no empty or hidden part.
    static func isSafe(_ path: Substring) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    /// 64-bit FNV-1a as 16 hex digits: enough to tell whether a file changed, which is all it is for.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
