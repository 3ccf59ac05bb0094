import Foundation
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
}
