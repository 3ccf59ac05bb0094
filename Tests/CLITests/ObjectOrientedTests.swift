import Foundation
import GTPushTestSupport
import Testing

/// Backends written as classes and closures, previewed exactly (each expectation is what PHP with
/// the SDK prints for the same code; the shared cases-oop hold the SDK-measured ones).
@Suite struct ObjectOrientedTests {
    func exact(_ code: String, _ options: [String] = []) -> CLIResult {
        withTemporaryDirectory { directory in
            gtpush(["preview", "--exact"] + options + [writeFile(directory, "push.php", code)])
        }
    }

    @Test func staticPropertiesTraitsParentConstructorsAndInterfaceConstants() {
        let code = """
        <?php
        interface Sounds { const SILENCE = "com.gexin.ios.silence"; }
        trait Badges { protected $badge = 3; public function badge() { return $this->badge; } }
        abstract class Base implements Sounds {
            public static $count = 0;
            protected $wake;
            public function __construct($wake) { $this->wake = $wake; static::$count++; }
        }
        final class Quiet extends Base {
            use Badges;
            public function __construct() { parent::__construct(1); self::$count += 10; }
            public function apn() {
                $apn = new IGtAPNPayload();
                $apn->alertMsg = "";
                $apn->sound = self::SILENCE;
                $apn->contentAvailable = $this->wake;
                $apn->badge = $this->badge() + Base::$count;
                return $apn;
            }
        }
        $apn = (new Quiet())->apn();
        """
        let result = exact(code)
        #expect(result.stdout == "{\"aps\":{\"badge\":14,\"content-available\":1}}\n")
        #expect(result.code == 0)
    }

    @Test func callablesFilterAndCompact() {
        let code = """
        <?php
        $items = ["a" => "x", "b" => "", "c" => "y"];
        $kept = array_filter($items);
        $upper = array_map(strtoupper(...), $kept);
        $joined = call_user_func('implode', '+', $upper);
        $label = "L";
        $apn = new IGtAPNPayload();
        $s = new SimpleAlertMsg();
        $s->alertMsg = $joined;
        $apn->alertMsg = $s;
        $apn->customMsg = compact('label');
        $twice = function ($v) use ($label) { return $label . $v . $v; };
        $apn->add_customMsg("t", $twice("z"));
        """
        #expect(exact(code).stdout == "{\"label\":\"L\",\"t\":\"Lzz\",\"aps\":{\"alert\":\"X+Y\",\"sound\":\"default\"}}\n")
    }

    /// A method analysed on its own: `$this` state and framework helpers are named unknowns,
    /// bound with --set by the expression as written.
    @Test func thisAndFrameworkHelpersAreBindable() {
        let code = """
        <?php
        namespace App\\Services;
        class PushService {
            private $sound;
            public function build(string $text) {
                $apn = new \\IGtAPNPayload();
                $apn->alertMsg = "";
                $apn->sound = $this->sound;
                $apn->contentAvailable = 1;
                $apn->badge = config('getui.badge');
                $apn->add_customMsg("text", $text);
                return $apn;
            }
        }
        """
        let open = exact(code)
        #expect(open.code == 1)
        #expect(open.stderr.hasSuffix("error: the payload depends on unknown values: $text, config('getui.badge'), $this->sound; bind them with --set\n"))
        let bound = exact(code, ["--set", "$this->sound=\"com.gexin.ios.silence\"", "--set", "config('getui.badge')=1", "--set", "$text=\"hi\"", "--function", "PushService::build"])
        #expect(bound.stdout == "{\"text\":\"hi\",\"aps\":{\"badge\":1,\"content-available\":1}}\n")
        #expect(bound.code == 0)
    }

    @Test func checkNamesTheMethodAndReportsFieldsTheSDKDoesNotHave() {
        withTemporaryDirectory { directory in
            let path = writeFile(directory, "push.php", "<?php\nclass Order {\n    public static function apn() {\n        $apn = new IGtAPNPayload();\n        $apn->title = \"新订单\";\n        $apn->contentAvaliable = 1;\n        $apn->badge = 1;\n        return $apn;\n    }\n}\n")
            let result = gtpush(["check", "--format", "json", path])
            #expect(result.stdout.contains("\"function\": \"Order::apn\""))
            let text = gtpush(["check", path])
            #expect(text.stdout == """
            \(path):5:9: warning: IGtAPNPayload has no property `title`: PHP keeps it on the object and the SDK never sends it; `title` belongs to a DictionaryAlertMsg set as alertMsg [GT210]
            \(path):6:9: warning: IGtAPNPayload has no property `contentAvaliable`: PHP keeps it on the object and the SDK never sends it; did you mean `contentAvailable`? [GT210]
            1 payload: 1 sound-only; 0 errors, 2 warnings, 0 notes

            """)
        }
    }

    @Test func enumCasesAreValues() {
        let code = "<?php\nenum Sound: string { case Silent = \"com.gexin.ios.silence\"; case Ding = \"ding.caf\"; }\n$apn = new IGtAPNPayload();\n$apn->alertMsg = \"\";\n$apn->sound = Sound::Silent->value;\n$apn->contentAvailable = 1;\n$apn->badge = 1;\n$apn->add_customMsg(\"k\", Sound::Ding->name);\n"
        #expect(exact(code).stdout == "{\"k\":\"Ding\",\"aps\":{\"badge\":1,\"content-available\":1}}\n")
    }
}
