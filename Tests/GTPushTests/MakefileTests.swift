import Foundation
import Testing

/// The Makefile's recipes, read with `make -n` (nothing is built): where `install` puts the
/// binary, which has the Swift runtime linked in, and how `release` packs the same binary. A real install in a fresh clone is
/// measured by hand (README, "Install"): it takes minutes.
@Suite struct MakefileTests {
    static let make = ["/usr/bin/make", "/usr/local/bin/make", "/opt/homebrew/bin/make"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: make != nil, "make is not installed"))
    func installHonoursPrefixAndDestdir() throws {
        let result = shell(try #require(Self.make), ["-n", "install", "PREFIX=/opt/gt", "DESTDIR=/stage"], in: TestPaths.packageRoot)
        #expect(result.status == 0)
        #expect(result.output == """
        swift build -c release --product gtpush --static-swift-stdlib --disable-local-rpath --build-path .build/static
        install -d "/stage/opt/gt/bin"
        install -m 755 "$(swift build -c release --product gtpush --static-swift-stdlib --disable-local-rpath --build-path .build/static --show-bin-path)/gtpush" "/stage/opt/gt/bin/gtpush"

        """)
    }

    @Test(.enabled(if: make != nil, "make is not installed"))
    func releaseLinksTheSwiftRuntimeIn() throws {
        let result = shell(try #require(Self.make), ["-n", "release"], in: TestPaths.packageRoot)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("""
            swift build -c release --product gtpush --static-swift-stdlib --disable-local-rpath --build-path .build/static
            mkdir -p dist
            cp "$(swift build -c release --product gtpush --static-swift-stdlib --disable-local-rpath --build-path .build/static --show-bin-path)/gtpush" dist/gtpush

            """))
    }
}
