import Foundation
import GTPushTestSupport
import Testing

/// Issue 49, item 7: the analysed code chose files outside the project for gtpush to read.
/// `include "/etc/shadow"`, a climb out with `../`, `/proc/self/environ` and a link inside the
/// project leading out are not read: each is a note where the code names it, and what they would
/// define is unknown. `--allow-include DIR` and `gtpush.json`'s `"allowInclude"` let them in.
@Suite struct IncludeRootTests {
    static let push = """
    <?php
    include "/etc/passwd";
    include "../../../../../../../../etc/hostname";
    include "/proc/self/environ";
    require __DIR__ . "/../outside/conf.php";
    require __DIR__ . "/inside.php";
    require __DIR__ . "/link.php";
    $apn = new IGtAPNPayload();
    $apn->sound = SOUND;
    $apn->badge = INSIDE;

    """

    /// `root/project/push.php` beside `root/outside/conf.php`, which defines `SOUND`, and
    /// `project/link.php`, a link to it.
    static func layout(_ root: URL) throws -> (project: URL, push: String, outside: URL) {
        let project = root.appendingPathComponent("project")
        let outside = root.appendingPathComponent("outside")
        writeFile(outside, "conf.php", "<?php\ndefine(\"SOUND\", \"outside.caf\");\n")
        writeFile(project, "inside.php", "<?php\ndefine(\"INSIDE\", 3);\n")
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("link.php").path, withDestinationPath: outside.appendingPathComponent("conf.php").path)
        return (project, writeFile(project, "push.php", push), outside)
    }

    static func refusals(_ push: String, project: URL, root: URL) -> String {
        let outside = root.appendingPathComponent("outside/conf.php").path
        let why = "is outside the project (\(project.path)) and was not read, so what it defines is unknown; --allow-include DIR reads a folder"
        return """
            \(push):2:9: note: `/etc/passwd` \(why) [GT303]
            \(push):3:9: note: `/etc/hostname` \(why) [GT303]
            \(push):4:9: note: `/proc/self/environ` \(why) [GT303]
            \(push):5:9: note: `\(outside)` \(why) [GT303]
            \(push):7:9: note: `\(project.path)/link.php` \(why) [GT303]

            """
    }

    @Test func includesOutsideTheProjectAreNotRead() throws {
        try withTemporaryDirectory { root in
            let (project, push, _) = try Self.layout(root)
            let result = gtpush(["check", push])
            #expect(result.stdout == Self.refusals(push, project: project, root: root) + """
                \(push):9:1: note: `SOUND` is unknown and decides the kind: badge-only if `SOUND` is `com.gexin.ios.silence`, else sound-only [GT303]
                \(push):9:15: note: `SOUND` is not defined in the analysed files; --set SOUND=… binds it [GT303]
                1 payload: 1 badge-only or sound-only; 0 errors, 0 warnings, 7 notes

                """)
            #expect(result.code == 0)
            let preview = gtpush(["preview", "--exact", push])
            #expect(preview.stdout == "")
            #expect(preview.stderr == Self.refusals(push, project: project, root: root).replacingOccurrences(of: " [GT303]", with: "") + """
                \(push):9:15: note: constant `SOUND` is not defined in the analysed files; pass --set SOUND=… to preview it
                \(push):8:8: error: the payload depends on unknown values: SOUND; bind them with --set

                """)
            #expect(preview.code == 1)
        }
    }

    @Test func allowIncludeReadsTheFolderItNames() throws {
        try withTemporaryDirectory { root in
            let (_, push, outside) = try Self.layout(root)
            let result = gtpush(["preview", "--exact", "--allow-include", outside.path, push])
            #expect(result.stdout == "{\"aps\":{\"badge\":3,\"sound\":\"outside.caf\"}}\n")
            #expect(!result.stderr.contains("outside.caf"))
            #expect(!result.stderr.contains("link.php"))
            #expect(result.code == 0)
        }
    }

    /// `"allowInclude"` is relative to the file's folder, and that folder is the project root.
    @Test func gtpushJSONAllowsIncludesRelativeToItself() throws {
        try withTemporaryDirectory { root in
            let (project, push, _) = try Self.layout(root)
            let config = writeFile(project, "gtpush.json", #"{"allowInclude": ["../outside"]}"#)
            let result = gtpush(["preview", "--exact", "--config", config, push])
            #expect(result.stdout == "{\"aps\":{\"badge\":3,\"sound\":\"outside.caf\"}}\n")
            #expect(result.code == 0)
        }
    }

    /// With no `gtpush.json`, the first folder above the inputs holding a `.git` is the root.
    @Test func theRepositoryIsTheRootWithoutAConfig() throws {
        try withTemporaryDirectory { root in
            let (_, push, _) = try Self.layout(root)
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
            let result = gtpush(["preview", "--exact", push])
            #expect(result.stdout == "{\"aps\":{\"badge\":3,\"sound\":\"outside.caf\"}}\n")
            #expect(result.stderr.contains("`/etc/passwd` is outside the project (\(root.path))"))
            #expect(result.code == 0)
        }
    }
}
