import Emitters
import Foundation
import GTPushTestSupport
import Testing

/// `gtpush generate`: `Generated/` is product, committed, and must match `Templates/`.
@Suite struct GenerateCommandTests {
    @Test func committedOutputIsCurrent() {
        let root = TestPaths.packageRoot
        let result = gtpush(["generate", "--templates", root.appendingPathComponent("Templates").path,
                             "--output", root.appendingPathComponent("Generated").path, "--check"])
        #expect(result.stderr == "")
        #expect(result.code == 0)
    }

    @Test func checkNamesStaleAndExtraFilesAndWritingFixesThem() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let templates = directory.appendingPathComponent("Templates")
            let output = directory.appendingPathComponent("Out").path
            writeFile(templates, "a.php", "<?php\n$apn = new IGtAPNPayload(); // gtpush: silent\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n")
            let first = gtpush(["generate", "--templates", templates.path, "--output", output, "--check"])
            #expect(first.code == 1)
            #expect(first.stderr == """
            \(output)/.gtpush-manifest: stale; run `gtpush generate`
            \(output)/REPORT.md: stale; run `gtpush generate`
            \(output)/json/a.json: stale; run `gtpush generate`
            \(output)/php/a.php: stale; run `gtpush generate`
            \(output)/swift/APush.swift: stale; run `gtpush generate`

            """)
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output]).code == 0)
            let fixed = try String(contentsOfFile: "\(output)/php/a.php", encoding: .utf8)
            #expect(fixed == "<?php\n$apn = new IGtAPNPayload(); // gtpush: silent\n$apn->alertMsg = \"\";\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n")
            let json = try String(contentsOfFile: "\(output)/json/a.json", encoding: .utf8)
            #expect(json == "{\n    \"error\": \"create apn payload error: format error\"\n}\n")
            // A file of the user's in an output subfolder is not generate's to remove.
            writeFile(URL(fileURLWithPath: output), "json/old.json", "{}")
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output, "--check"]).code == 0)
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output]).stderr == "")
            #expect(FileManager.default.fileExists(atPath: "\(output)/json/old.json"))
            // A template that is gone: what it generated is stale, and removed.
            try FileManager.default.removeItem(at: templates.appendingPathComponent("a.php"))
            writeFile(templates, "b.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            let second = gtpush(["generate", "--templates", templates.path, "--output", output, "--check"])
            #expect(second.code == 1)
            #expect(second.stderr.contains("\(output)/json/a.json: stale; run `gtpush generate`\n"))
            #expect(second.stderr.contains("\(output)/php/a.php: stale; run `gtpush generate`\n"))
            let written = gtpush(["generate", "--templates", templates.path, "--output", output])
            #expect(written.stderr.hasPrefix("removed \(output)/json/a.json\nremoved \(output)/php/a.php\nremoved \(output)/swift/APush.swift\n"))
            #expect(!FileManager.default.fileExists(atPath: "\(output)/json/a.json"))
            #expect(FileManager.default.fileExists(atPath: "\(output)/json/old.json"))
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output, "--check"]).code == 0)
        }
    }

    /// The report: `generate --output .` in a project removed `php/lib/Db.php` and
    /// `swift/main.swift`. Files generate never wrote, folders included, stay.
    @Test func generateIntoAProjectFolderKeepsTheProjectsFiles() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let templates = directory.appendingPathComponent("Templates")
            writeFile(templates, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            writeFile(directory, "php/lib/Db.php", "<?php class Db {}\n")
            writeFile(directory, "swift/main.swift", "print(1)\n")
            writeFile(directory, "json/config.json", "{}\n")
            let result = gtpush(["generate", "--templates", templates.path, "--output", directory.path])
            #expect(result.code == 0)
            #expect(!result.stderr.contains("removed"))
            #expect(try String(contentsOfFile: directory.appendingPathComponent("php/lib/Db.php").path, encoding: .utf8) == "<?php class Db {}\n")
            #expect(try String(contentsOfFile: directory.appendingPathComponent("swift/main.swift").path, encoding: .utf8) == "print(1)\n")
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("json/config.json").path))
            #expect(gtpush(["generate", "--templates", templates.path, "--output", directory.path, "--check"]).code == 0)
        }
    }

    /// A generated file the user edited, and one reached through a symlinked folder, are kept
    /// and said so; a manifest naming a path outside the folder names nothing.
    @Test func editedLinkedAndForgedEntriesAreKept() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let templates = directory.appendingPathComponent("Templates")
            let output = directory.appendingPathComponent("Out").path
            writeFile(templates, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            writeFile(templates, "b.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 2;\n")
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output]).code == 0)
            // Edit a.json; move the json folder elsewhere and link it back; forge a manifest line.
            writeFile(URL(fileURLWithPath: output), "swift/APush.swift", "// mine now\n")
            let elsewhere = directory.appendingPathComponent("elsewhere")
            try FileManager.default.moveItem(atPath: "\(output)/json", toPath: elsewhere.path)
            try FileManager.default.createSymbolicLink(atPath: "\(output)/json", withDestinationPath: elsewhere.path)
            writeFile(directory, "victim.txt", "keep me\n")
            let manifestPath = "\(output)/.gtpush-manifest"
            let manifest = try String(contentsOfFile: manifestPath, encoding: .utf8)
            try (manifest + "0123456789abcdef  ../victim.txt\n").write(toFile: manifestPath, atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(at: templates.appendingPathComponent("a.php"))
            let result = gtpush(["generate", "--templates", templates.path, "--output", output])
            #expect(result.stderr.hasPrefix("kept \(output)/json/a.json: it is reached through a symbolic link\nkept \(output)/swift/APush.swift: it changed since gtpush wrote it\n"))
            #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("a.json").path))
            #expect(try String(contentsOfFile: "\(output)/swift/APush.swift", encoding: .utf8) == "// mine now\n")
            #expect(try String(contentsOfFile: directory.appendingPathComponent("victim.txt").path, encoding: .utf8) == "keep me\n")
        }
    }

    /// Issue 49: with a silent template, the user's own `REPORT.md` and a Swift file named as a
    /// builder, `generate --output .` replaced both and said `wrote ./REPORT.md`. A file gtpush
    /// did not write (not in its manifest, no gtpush header) is named, and nothing of the run is
    /// written; `--check` names it the same way.
    @Test func aFileGtpushDidNotWriteStopsTheRunBeforeAnythingIsWritten() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let templates = directory.appendingPathComponent("Templates")
            let silent = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Templates/silent-push.php"), encoding: .utf8)
            writeFile(templates, "inbox.php", silent)
            writeFile(directory, "REPORT.md", "# what we did this week\n")
            writeFile(directory, "swift/InboxSyncPush.swift", "// ours\n")
            let output = directory.path
            let notOurs = "error: gtpush did not write this file (it is not in .gtpush-manifest and has no gtpush header); move it away, or write elsewhere with --output"
            let result = gtpush(["generate", "--templates", templates.path, "--output", output])
            #expect(result == CLIResult(code: 1, stdout: "", stderr: """
            \(output)/REPORT.md: \(notOurs)
            \(output)/swift/InboxSyncPush.swift: \(notOurs)
            gtpush generate: nothing written: 2 files are in the way

            """))
            #expect(try String(contentsOfFile: "\(output)/REPORT.md", encoding: .utf8) == "# what we did this week\n")
            #expect(try String(contentsOfFile: "\(output)/swift/InboxSyncPush.swift", encoding: .utf8) == "// ours\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["REPORT.md", "Templates", "swift"])
            let check = gtpush(["generate", "--templates", templates.path, "--output", output, "--check"])
            #expect(check == CLIResult(code: 1, stdout: "", stderr: """
            \(output)/.gtpush-manifest: stale; run `gtpush generate`
            \(output)/json/inbox.json: stale; run `gtpush generate`
            \(output)/REPORT.md: \(notOurs)
            \(output)/swift/InboxSyncPush.swift: \(notOurs)

            """))
            // Moved away, they are no longer in the way.
            try FileManager.default.moveItem(atPath: "\(output)/REPORT.md", toPath: "\(output)/NOTES.md")
            try FileManager.default.removeItem(atPath: "\(output)/swift/InboxSyncPush.swift")
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output]).code == 0)
        }
    }

    /// What gtpush wrote stays its own: named in the manifest, or (the manifest lost) carrying
    /// gtpush's header, or already holding the bytes it would write. A link is never its own.
    @Test func manifestHeaderOrSameBytesMakeAFileGtpushsAndALinkNever() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let templates = directory.appendingPathComponent("Templates")
            let output = directory.appendingPathComponent("Out").path
            writeFile(templates, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output]).code == 0)
            // The manifest lost and the template changed: REPORT.md and the builder carry a
            // header; json/a.json has none and its bytes change, so it is in the way.
            try FileManager.default.removeItem(atPath: "\(output)/.gtpush-manifest")
            writeFile(templates, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 2;\n")
            let lost = gtpush(["generate", "--templates", templates.path, "--output", output])
            #expect(lost == CLIResult(code: 1, stdout: "", stderr: """
            \(output)/json/a.json: error: gtpush did not write this file (it is not in .gtpush-manifest and has no gtpush header); move it away, or write elsewhere with --output
            gtpush generate: nothing written: 1 file is in the way

            """))
            // Back to the bytes it holds: nothing is in the way, and the manifest is written again.
            writeFile(templates, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 1;\n")
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output]) == CLIResult(code: 0, stdout: "", stderr: ""))
            writeFile(templates, "a.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->badge = 2;\n")
            #expect(gtpush(["generate", "--templates", templates.path, "--output", output]).code == 0)
            // A symbolic link where a generated file goes is the user's, whatever it points at.
            try FileManager.default.removeItem(atPath: "\(output)/REPORT.md")
            writeFile(directory, "notes.md", "notes\n")
            try FileManager.default.createSymbolicLink(atPath: "\(output)/REPORT.md", withDestinationPath: directory.appendingPathComponent("notes.md").path)
            let linked = gtpush(["generate", "--templates", templates.path, "--output", output])
            #expect(linked == CLIResult(code: 1, stdout: "", stderr: """
            \(output)/REPORT.md: error: is not a regular file (a symbolic link, a folder or a device), so gtpush did not write it; move it away, or write elsewhere with --output
            gtpush generate: nothing written: 1 file is in the way

            """))
            #expect(try String(contentsOfFile: directory.appendingPathComponent("notes.md").path, encoding: .utf8) == "notes\n")
        }
    }

    /// Every file `generate` writes with room for a header carries one `hasGeneratedHeader` knows.
    @Test func theCommittedOutputsCarryTheHeadersGenerateRecognises() throws {
        let generated = TestPaths.packageRoot.appendingPathComponent("Generated")
        let swift = try FileManager.default.contentsOfDirectory(atPath: generated.appendingPathComponent("swift").path).map { "swift/\($0)" }
        for path in ["REPORT.md", ".gtpush-manifest"] + swift {
            let bytes = Array(try Data(contentsOf: generated.appendingPathComponent(path)))
            #expect(GenerationManifest.hasGeneratedHeader(bytes), "\(path)")
        }
    }
}
