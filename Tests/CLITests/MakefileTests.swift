import Foundation
import GTPushTestSupport
import Testing

/// The Makefile's recipes, read with `make -n` (nothing is built): where `install` puts the
/// binary, which has the Swift runtime linked in (and on Linux is a static executable: `STATIC`
/// is named so the recipes are the same on every machine) and is stripped, how `dist` packs the
/// same binary, and how `build` makes it profile-guided when the tools for it are there. A real
/// install in a fresh clone is measured by hand (docs/benchmarks.md): it takes minutes; `.ci/run`
/// runs `make dist` and installs its archive through composer.
@Suite struct MakefileTests {
    /// The release build's command with `STATIC=1`, which every recipe below starts from.
    static let release = "swift build -c release --product gtpush --static-swift-stdlib --disable-local-rpath -Xswiftc -static-executable"
    static let make = ["/usr/bin/make", "/usr/local/bin/make", "/opt/homebrew/bin/make"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `make -n` as from a shell. Under `make test` the environment says it is a sub-make
    /// (MAKELEVEL, MAKEFLAGS), and make then prints `make[1]: Entering directory` around the recipes.
    static func dryRun(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws -> (status: Int32, output: String) {
        let shellEnvironment = environment.filter { !["MAKELEVEL", "MAKEFLAGS", "MFLAGS", "MAKEOVERRIDES"].contains($0.key) }
        return shell(try #require(make), ["-n"] + arguments, in: TestPaths.packageRoot, environment: shellEnvironment)
    }

    @Test(.enabled(if: make != nil, "make is not installed"))
    func installHonoursPrefixAndDestdir() throws {
        let result = try Self.dryRun(["install", "PREFIX=/opt/gt", "DESTDIR=/stage", "PGO=0", "STATIC=1"])
        #expect(result.status == 0)
        #expect(result.output == """
        \(Self.release) --build-path .build/static
        install -d "/stage/opt/gt/bin"
        install -m 755 "$(\(Self.release) --build-path .build/static --show-bin-path)/gtpush" "/stage/opt/gt/bin/gtpush"
        strip "/stage/opt/gt/bin/gtpush"

        """)
    }

    /// `make dist`, and `make release`, its old name: the same binary, packed by scripts/dist.sh.
    @Test(.enabled(if: make != nil, "make is not installed"), arguments: ["dist", "release"])
    func distPacksTheSameBinary(_ target: String) throws {
        let result = try Self.dryRun([target, "PGO=0", "STATIC=1"])
        #expect(result.status == 0)
        #expect(result.output == """
            \(Self.release) --build-path .build/static
            STRIP="strip" scripts/dist.sh "$(\(Self.release) --build-path .build/static --show-bin-path)/gtpush" dist

            """)
    }

    /// Run by `make test`, these tests see a sub-make's environment, in which make itself says
    /// where it is; `dryRun` reads the recipes as from a shell all the same.
    @Test(.enabled(if: make != nil, "make is not installed"))
    func aSubMakeIsReadAsFromAShell() throws {
        let subMake = ProcessInfo.processInfo.environment.merging(["MAKELEVEL": "1", "MAKEFLAGS": ""]) { $1 }
        let raw = shell(try #require(Self.make), ["-n", "test"], in: TestPaths.packageRoot, environment: subMake)
        #expect(raw.output.hasPrefix("make[1]: Entering directory"))
        let result = try Self.dryRun(["test"], environment: subMake)
        #expect(result.status == 0)
        #expect(result.output == "swift build\nswift test\n")
    }

    /// With the toolchain's `llvm-profdata` and python3 (named here, and PGO asked for, so the
    /// recipe is the same on every machine): an instrumented build, its run over a generated corpus on one thread, the
    /// counts merged, and the release build compiled with them.
    @Test(.enabled(if: make != nil, "make is not installed"))
    func buildIsProfileGuidedWithTheTools() throws {
        let result = try Self.dryRun(["build", "PGO=1", "LLVM_PROFDATA=/toolchain/llvm-profdata", "PYTHON=/usr/bin/python3", "STATIC=1"])
        let root = TestPaths.packageRoot.resolvingSymlinksInPath().path
        let instrumented = "\(Self.release) --build-path .build/instrumented -Xswiftc -Xfrontend -Xswiftc -ir-profile-generate -Xswiftc -Xclang-linker -Xswiftc -fprofile-generate"
        #expect(result.status == 0)
        #expect(result.output == """
        \(instrumented)
        rm -rf .build/profile && mkdir -p .build/profile
        /usr/bin/python3 scripts/make-corpus.py .build/profile/corpus 2000 11 >/dev/null
        bin="$(\(instrumented) --show-bin-path)/gtpush"; \\
        export LLVM_PROFILE_FILE="\(root)/.build/profile/raw/%p.profraw" SWIFT_DETERMINISTIC_HASHING=1; \\
        "$bin" parse --jobs 1 .build/profile/corpus >/dev/null && { "$bin" check --jobs 1 .build/profile/corpus >/dev/null; test $? -le 1; }
        "/toolchain/llvm-profdata" merge -o .build/profile/gtpush.profdata .build/profile/raw
        \(Self.release) --build-path .build/static -Xswiftc -Xfrontend -Xswiftc -ir-profile-use=\(root)/.build/profile/gtpush.profdata

        """)
    }

    /// `PGO=0`, or a machine without `llvm-profdata` or python3: one plain build.
    @Test(.enabled(if: make != nil, "make is not installed"), arguments: [["PGO=0"], ["PGO=1", "LLVM_PROFDATA="], ["PGO=1", "PYTHON="]])
    func buildIsPlainWithoutTheTools(_ setting: [String]) throws {
        let result = try Self.dryRun(["build", "STATIC=1"] + setting)
        #expect(result.status == 0)
        #expect(result.output == """
        \(Self.release) --build-path .build/static

        """)
    }

    /// `STATIC=0` (macOS's default, which has no static executables): only the Swift runtime linked in.
    @Test(.enabled(if: make != nil, "make is not installed"))
    func buildLinksOnlyTheRuntimeWithoutStatic() throws {
        let result = try Self.dryRun(["build", "PGO=0", "STATIC=0"])
        #expect(result.status == 0)
        #expect(result.output == """
        swift build -c release --product gtpush --static-swift-stdlib --disable-local-rpath --build-path .build/static

        """)
    }
}
