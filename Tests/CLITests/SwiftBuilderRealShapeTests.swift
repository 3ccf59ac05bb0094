import Emitters
import Foundation
import GTPushTestSupport
import PHPSyntax
import PushAnalysis
import Testing

/// Shapes of real v1 backends that `gtpush swift` refused (issue 54, item 8), each reduced to code
/// of our own: every function gets a builder, they compile without a warning, and each gives
/// `preview --exact`'s bytes. What they send that PHP runs (the throw, a literal's list) is also a
/// real case under the SDK (`Fixtures/RealCases/r14`).
@Suite struct SwiftBuilderRealShapeTests {
    static let source = #"""
    <?php
    // A copy of the SDK's client under another name: it never decides the APNs bytes.
    class MyGeTui
    {
        public function __construct($host, $appKey, $secret)
        {
            $this->host = $host ?: "https://api.getui.com/apiex.htm";
            $this->appKey = $appKey;
        }
        public function pushMessageToSingle($message, $target) { return $this->httpPostJSON($this->host, $message); }
        public function pushAPNMessageToSingle($appId, $token, $message) { return $this->httpPostJSON($this->host, $token); }
        private function httpPostJSON($url, $data) { return ["result" => "ok"]; }
        private function getSingleMessagePostData($message, $target) { return []; }
    }

    // What GeTui answered is returned; the builder gives the template sent. Config::get() reaches
    // only set_appId(); output, the environment and class_exists() change nothing the builder sends.
    function pushAPN($token, $body)
    {
        $igt = new MyGeTui(NULL, "APPKEY", "SECRET");
        $template = new IGtAPNTemplate();
        $template->set_appId(Config::get("getui.APPID"));
        $apn = new IGtAPNPayload();
        $alertmsg = new SimpleAlertMsg();
        $alertmsg->alertMsg = $body;
        $apn->alertMsg = $alertmsg;
        $media = new IGtMultiMedia();
        $media->set_url("https://img.example.com/p.jpg");
        $media->set_type(1);
        $medias = array();
        $medias[] = $media;
        $apn->set_multiMedias($medias);
        $template->set_apnInfo($apn);
        var_dump(class_exists(SimpleAlertMsg::class));
        putenv("needDetails=true");
        $message = new IGtSingleMessage();
        $message->set_data($template);
        $ret = $igt->pushAPNMessageToSingle("APPID", $token, $message);
        return $ret;
    }

    // One alert variable of a different class in each branch; a value only a dropped property reads.
    function branchAlerts($type, $body, $logo)
    {
        $template = new IGtTransmissionTemplate();
        $logo = empty($logo) ? "" : $logo;
        if ($type == "SIMPLE") {
            $apn = new IGtAPNPayload();
            $alertmsg = new SimpleAlertMsg();
            $alertmsg->alertMsg = $body;
            $apn->alertMsg = $alertmsg;
            $template->set_apnInfo($apn);
        } else {
            $apn = new IGtAPNPayload();
            $alertmsg = new DictionaryAlertMsg();
            $alertmsg->body = $body;
            $alertmsg->set_logo = $logo;
            $apn->alertMsg = $alertmsg;
            $apn->badge = 7;
            $template->set_apnInfo($apn);
        }
        return $template;
    }

    // A template made on $this, and `return $this` for chaining.
    class Pusher
    {
        private $template;
        private $appId = "APPID";

        public function useTransmission($config = [])
        {
            $this->template = new IGtTransmissionTemplate();
            $this->template->set_appId($this->appId);
            $this->template->set_transmissionContent($config["content"]);
            $apn = new IGtAPNPayload();
            $apn->badge = 1;
            $apn->add_customMsg("title", $config["title"]);
            $this->template->set_apnInfo($apn);
            return $this;
        }
    }

    // Android's third-party notification (IGtNotify, NotifyInfo_Type) never reaches APNs: left out.
    function notifyTemplate($title, $params)
    {
        $template = new IGtTransmissionTemplate();
        $apn = new IGtAPNPayload();
        $apn->alertMsg = new SimpleAlertMsg();
        $apn->alertMsg->alertMsg = $title;
        $template->set_apnInfo($apn);
        if ($params["notify_type"] == "intent") {
            $notify = new IGtNotify();
            $notify->set_title($title);
            $notify->set_type(NotifyInfo_Type::_intent);
            $notify->set_intent($params["intent"]);
            $template->set3rdNotifyInfo($notify);
        }
        return $template;
    }

    // A throw of PHP's own exception, in a loop over the fields.
    function requireFields($fields, $data)
    {
        $apn = new IGtAPNPayload();
        $apn->badge = 1;
        foreach ($fields as $field) {
            if (is_null($data[$field] ?? null)) {
                throw new \InvalidArgumentException("missing " . $field);
            }
            $apn->add_customMsg($field, $data[$field]);
        }
        return $apn;
    }

    """#

    /// Each builder's call in Swift, and the same inputs for `preview --exact`.
    static let runs: [(call: String, function: String, bindings: [String])] = [
        (#"ShapesPushAPNPush(body: "Hello")"#, "pushAPN", [#"$token="t""#, #"$body="Hello""#]),
        (#"ShapesBranchAlertsPush(type: "SIMPLE", body: "Hi", logo: "")"#, "branchAlerts", [#"$type="SIMPLE""#, #"$body="Hi""#, #"$logo="""#]),
        (#"ShapesBranchAlertsPush(type: "RICH", body: "Hi", logo: "x.png")"#, "branchAlerts", [#"$type="RICH""#, #"$body="Hi""#, #"$logo="x.png""#]),
        (#"ShapesPusherUseTransmissionPush(config: ["content": "c", "title": "T"])"#, "Pusher::useTransmission", [#"$config=["content"=>"c","title"=>"T"]"#]),
        (#"ShapesNotifyTemplatePush(title: "Hi", params: ["notify_type": "intent", "intent": "x"])"#, "notifyTemplate",
         [#"$title="Hi""#, #"$params=["notify_type"=>"intent","intent"=>"x"]"#]),
        (#"ShapesRequireFieldsPush(fields: ["a"], data: ["a": "1"])"#, "requireFields", [#"$fields=["a"]"#, #"$data=["a"=>"1"]"#]),
        (#"ShapesRequireFieldsPush(fields: ["a", "b"], data: ["a": "1"])"#, "requireFields", [#"$fields=["a","b"]"#, #"$data=["a"=>"1"]"#]),
    ]

    @Test func everyShapeGetsABuilderThatMatchesPreview() throws {
        let units = SourceLoader.units(path: "shapes.php", bytes: Array(Self.source.utf8))
        let output = SwiftBuilderGenerator.generate(units: units, sourceName: { _ in "shapes.php" })
        #expect(output.diagnostics.map(\.formatted) == [])
        #expect(Set(output.builders.compactMap(\.function)).isSuperset(of: ["pushAPN", "branchAlerts", "Pusher::useTransmission", "notifyTemplate", "requireFields"]))
        let texts = output.files.map { String(decoding: $0.contents, as: UTF8.self) }
        let all = texts.joined()
        for secret in ["APPKEY", "SECRET", "Config", "needDetails", "MyGeTui", "NotifyInfo_Type", "IGtNotify"] {
            #expect(!all.contains(secret), "\(secret) reached a builder")
        }
        var main = "import Foundation\nimport GTPushRuntime\n\n"
        for run in Self.runs {
            main += """
            do { print(String(decoding: try \(run.call).jsonData(), as: UTF8.self)) } catch { print("error: \\(error)") }

            """
        }
        // BuilderProgramRunner compiles with -warnings-as-errors.
        let printed = try BuilderProgramRunner.run(main: main, files: texts).split(separator: "\n").map(String.init)
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("shapes.php").path
            try Self.source.write(toFile: path, atomically: true, encoding: .utf8)
            for (index, run) in Self.runs.enumerated() {
                let preview = gtpush(["preview", "--exact", "--function", run.function] + run.bindings.flatMap { ["--set", $0] } + [path])
                let actual = index < printed.count ? printed[index] : "<missing>"
                if preview.code == 0 {
                    #expect(actual == preview.stdout.trimmingCharacters(in: .newlines), "\(run.call)")
                } else {
                    let message = preview.stderr.split(separator: "\n").first.map(String.init) ?? ""
                    #expect(actual.hasPrefix("error: ") && message.hasSuffix(String(actual.dropFirst(7))), "\(run.call): \(actual) / \(preview.stderr)")
                }
            }
        }
    }
}
