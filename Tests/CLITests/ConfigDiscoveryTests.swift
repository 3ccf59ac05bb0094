import Foundation
@testable import GTPushCLI
import GTPushTestSupport
import Testing

/// Where `gtpush.json` is found: here, or above up to the repository root; never above it.
@Suite struct ConfigDiscoveryTests {
    private let payload = "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n"

    @Test func theNearestFileUpToTheRepositoryRoot() {
        withTemporaryDirectory { outer in
            writeFile(outer, "gtpush.json", "{}")
            let repository = outer.appendingPathComponent("repo")
            writeFile(repository, ".git", "gitdir: /elsewhere\n")
            let deep = repository.appendingPathComponent("a/b")
            try? FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
            // Above the repository root does not count.
            #expect(ConfigDiscovery.find(from: deep.path) == nil)
            writeFile(repository, "gtpush.json", "{}")
            #expect(ConfigDiscovery.find(from: deep.path) == repository.appendingPathComponent("gtpush.json").path)
            writeFile(repository, "a/gtpush.json", "{}")
            #expect(ConfigDiscovery.find(from: deep.path) == repository.appendingPathComponent("a/gtpush.json").path)
        }
    }

    @Test func outsideARepositoryOnlyTheCurrentFolder() {
        withTemporaryDirectory { outer in
            writeFile(outer, "gtpush.json", "{}")
            let inner = outer.appendingPathComponent("inner")
            try? FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
            #expect(ConfigDiscovery.find(from: inner.path) == nil)
            #expect(ConfigDiscovery.find(from: outer.path) == outer.appendingPathComponent("gtpush.json").path)
        }
    }

    /// Run where a team runs it: in a subfolder of the repository, with no arguments but the
    /// command; `paths` and `exclude` are the file's, named relative to the current folder.
    @Test func aSubfolderRunReadsTheRootFilesPathsAndExcludes() throws {
        try withTemporaryRepository { repository in
            writeFile(repository, "app/Push/a.php", payload)
            writeFile(repository, "app/Legacy/b.php", payload)
            writeFile(repository, "gtpush.json", #"{"paths": ["app"], "exclude": ["Legacy"], "intent": {"app/Push/*.php": "normal"}}"#)
            let sub = repository.appendingPathComponent("app/Push")
            let result = try gtpushProcess(["check", "--format", "json"], in: sub)
            #expect(result.stderr == "")
            // `paths` says `app`, which from app/Push is `..`: the files are named from the current folder.
            #expect(result.stdout == """
            {
              "version": 1,
              "payloads": [
                {
                  "file": "a.php",
                  "line": 2,
                  "function": null,
                  "kind": "sound-only",
                  "api": "v1",
                  "diagnostics": []
                }
              ],
              "files": []
            }

            """)
            let explained = try gtpushProcess(["explain"], in: sub)
            #expect(explained.stdout.hasPrefix("""
            a.php:2:8: payload in top-level code
              kind: sound-only
              intent: normal (the ../../gtpush.json entry "app/Push/*.php": "normal")

            """))
            let root = try gtpushProcess(["check"], in: repository)
            #expect(root == CLIResult(code: 0, stdout: "1 payload: 1 sound-only; 0 errors, 0 warnings, 0 notes\n", stderr: ""))
            writeFile(repository, "gtpush.json", #"{"paths": ["app"], "colour": "red"}"#)
            let broken = try gtpushProcess(["parse"], in: sub)
            #expect(broken == CLIResult(code: 2, stdout: "", stderr: "gtpush parse: ../../gtpush.json:1:20: unknown key 'colour'; known keys: paths, exclude, disable, intent, sounds, silentBadge, baseline, lang, allowInclude, templates\n"))
        }
    }
}
