import Foundation
import GTPushTestSupport
import Testing

/// Issue 53: one form of path in a run, in every format: relative to the current folder, with no
/// `./` (GitLab shows no `./` path in a merge request) and no `x/..`; walked, named and included
/// files alike.
@Suite struct PathFormTests {
    static func project(_ body: (URL) throws -> Void) throws {
        try withTemporaryRepository { directory in
            writeFile(directory, "main.php", "<?php\nrequire \"lib/build.php\";\n$apn = build();\n$apn->alertMsg = \"\";\n")
            writeFile(directory, "lib/build.php", "<?php\nfunction build() {\n$apn = new IGtAPNPayload();\n$apn->contentAvailable = 1;\n$apn->sound = \"com.gexin.ios.silence\";\n$apn->badge = 1;\n$apn->titel = \"x\";\nreturn $apn;\n}\n")
            writeFile(directory, "app/walked.php", "<?php\n$apn = new IGtAPNPayload();\n$apn->sound = \"x.caf\";\n$apn->contentAvailable = 1;\n")
            writeFile(directory, "app/broken.php", "<?php\n$apn = new IGtAPNPayload(\n")
            try body(directory)
        }
    }

    /// A `./` not part of `../`.
    static func hasDotSlash(_ text: String) -> Bool {
        text.range(of: #"(^|[^.])\./"#, options: .regularExpression) != nil
    }

    @Test func aWalkOfTheCurrentFolderShowsNoDotSlash() throws {
        try Self.project { directory in
            let english = try gtpushProcess(["check", "--lang", "en", "."], in: directory)
            #expect(english.code == 1)
            #expect(english.stdout == """
            app/broken.php:3:1: error: Unclosed '(' on line 2 [GT001]
            app/walked.php:3:1: warning: audible-background push with no declared intent: no banner, but in the background the phone plays "x.caf" and wakes the app; not running, it only plays the sound; add `// gtpush: silent` above `new IGtAPNPayload` to let fix silence it, or `// gtpush: mixed` to accept it [GT107]
            main.php:3:1: note: badge 1 on a silent push: keep it, the SDK needs alert, badge or sound (GT201) (meant silent: the code sets contentAvailable to 1 and alertMsg to "" and sound to com.gexin.ios.silence) [GT104]
            main.php:3:1: warning: IGtAPNPayload has no property `titel`: PHP keeps it on the object and the SDK never sends it [GT210]
            2 payloads: 1 silent, 1 audible-background (1 undeclared); 1 error, 2 warnings, 1 note

            """)
            let chinese = try gtpushProcess(["check", "--lang", "zh-Hans", "./app/../app"], in: directory)
            #expect(chinese.code == 1)
            #expect(chinese.stdout.hasPrefix("app/broken.php:3:1: error: Unclosed '(' on line 2 [GT001]\napp/walked.php:3:1: warning: "))
            for format in ["json", "sarif", "github", "gitlab", "checkstyle", "junit"] {
                let result = try gtpushProcess(["check", "--lang", "en", "--format", format, "."], in: directory)
                #expect(result.code == 1, "\(format)")
                #expect(!Self.hasDotSlash(result.stdout), "\(format): \(result.stdout)")
                #expect(result.stdout.contains("app/walked.php") && result.stdout.contains("app/broken.php"), "\(format)")
            }
            let sarif = try gtpushProcess(["check", "--format", "sarif", "./"], in: directory)
            #expect(sarif.stdout.contains("\"uri\": \"app/walked.php\""))
            #expect(sarif.stdout.contains("\"uri\": \"main.php\""))
        }
    }

    @Test func aFolderAboveIsNamedTheShortestWay() throws {
        try Self.project { directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("app/sub"), withIntermediateDirectories: true)
            let result = try gtpushProcess(["check", "--lang", "en", "../../app/walked.php", "../broken.php"], in: directory.appendingPathComponent("app/sub"))
            #expect(result.code == 1)
            #expect(result.stdout.hasPrefix("../broken.php:3:1: error: Unclosed '(' on line 2 [GT001]\n../walked.php:3:1: warning: "))
            let missing = try gtpushProcess(["check", "--lang", "en", "./nothing/../missing.php"], in: directory)
            #expect(missing == CLIResult(code: 2, stdout: "0 payloads; 1 error, 0 warnings, 0 notes\n", stderr: "missing.php: error: no such file or directory\n"))
        }
    }

    /// `fix` and `migrate` name the files they write as check names them.
    @Test func fixAndMigrateShowNoDotSlash() throws {
        try Self.project { directory in
            let fix = try gtpushProcess(["fix", "--lang", "en", "--dry-run", "."], in: directory)
            #expect(fix.code == 1)
            #expect(!Self.hasDotSlash(fix.stdout + fix.stderr), "\(fix)")
            #expect(fix.stderr.contains("app/walked.php:2:8: note: left alone"))
            let chinese = try gtpushProcess(["fix", "--lang", "zh-Hans", "--dry-run", "./app//walked.php"], in: directory)
            #expect(chinese.code == 0)
            #expect(chinese.stderr.hasPrefix("app/walked.php:2:8: note: "))
            let migrate = try gtpushProcess(["migrate", "--lang", "en", "--dry-run", "."], in: directory)
            #expect(!Self.hasDotSlash(migrate.stdout + migrate.stderr), "\(migrate)")
        }
    }
}
