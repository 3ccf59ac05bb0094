import Emitters
import Foundation
import GTPushTestSupport
import PHPRuntime
import PushAnalysis
import Testing

/// v2 and raw REST constructs beyond the shared cases, each builder run for several bindings and
/// compared with `preview --exact`: `getApiParam()` before a later setter (the key moves to the
/// end), `setCid` with what turns into `"audience":"all"`, a v1 habit on a v2 object, the SDK's
/// throws, `clone`, Android's options, lists of objects (`setMultimedia(array($m))`, as GeTui's
/// demo writes them), a body the code encodes itself, a helper handed a request,
/// and v1's chained setters and
/// fields read for nothing (the runtime's name lookup also offers a method of that name).
@Suite struct SwiftBuilderV2ConstructTests {
    static let source = """
    <?php
    function buildLogged($cid, $sound)
    {
        $aps = new GTAps();
        $aps->setSound($sound);
        $aps->setContentAvailable(1);
        $ios = new GTIos();
        $ios->setAps($aps);
        $channel = new GTPushChannel();
        $channel->setIos($ios);
        $push = new GTPushRequest();
        $push->setPushChannel($channel);
        $push->setCid($cid);
        $push->setRequestId("r-" . count($push->getApiParam()));
        return $push;
    }

    function buildHabit($quiet)
    {
        $aps = new GTAps();
        if ($quiet) {
            $aps->sound = "com.gexin.ios.silence";
        }
        $aps->setContentAvailable(1);
        return $aps;
    }

    function buildThrows($which)
    {
        $ios = new GTIos();
        $media = new GTMultimedia();
        $media->setUrl("https://a.example/p.jpg");
        if ($which == 1) {
            $ios->setMultimedia($media);
        } elseif ($which == 2) {
            $ios->setAps(new DictionaryAlertMsg());
        } else {
            $ios->addMultimedia($media);
        }
        return $ios;
    }

    function buildCloned($title)
    {
        $alert = new GTAlert();
        $alert->setBody("b");
        $aps = new GTAps();
        $aps->setAlert($alert);
        $copy = clone $aps;
        $copy->setSound("ding.caf");
        $alert->setTitle($title);
        $ups = new GTUps();
        $ups->addOption(null, "badge", 1);
        $android = new GTAndroid();
        $android->setUps($ups);
        $ios = new GTIos();
        $ios->setAps($copy);
        $channel = new GTPushChannel();
        $channel->setAndroid($android);
        $channel->setIos($ios);
        $message = new GTPushMessage();
        $message->setTransmission($title);
        $push = new GTPushRequest();
        $push->setPushMessage($message);
        $push->setPushChannel($channel);
        return $push;
    }

    function buildEncoded($title)
    {
        $body = ["push_channel" => ["ios" => ["aps" => ["alert" => ["title" => $title, "body" => "é/"]]]], "audience" => "all"];
        return json_encode($body, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    }

    function attachIos($push, $sound)
    {
        $aps = new GTAps();
        $aps->setSound($sound);
        $ios = new GTIos();
        $ios->setAps($aps);
        $channel = new GTPushChannel();
        $channel->setIos($ios);
        $push->setPushChannel($channel);
    }

    function buildChat($cid, $sound = "chat.caf")
    {
        $push = new GTPushRequest();
        $push->setRequestId("chat-" . $cid);
        attachIos($push, $sound);
        $push->setCid($cid);
        return $push;
    }

    function buildLists($tag)
    {
        $first = new GTMultimedia();
        $first->setUrl("u1");
        $second = new GTMultimedia();
        $second->setType(2);
        $ios = new GTIos();
        $ios->setMultimedia(array($first, $second));
        $ios->addMultimedia($first);
        $condition = new GTCondition();
        $condition->setKey("phone_type");
        $condition->setValues(array($tag));
        $condition->setOptType("and");
        $third = new GTThirdNotification();
        $third->setClickType(GTThirdNotification::CLICK_TYPE_URL);
        $ups = new GTUps();
        $ups->setNotification($third);
        $ups->addOption("HW", "badgeAddNum", 1);
        $ups->addOption(null, "a", "b");
        $android = new GTAndroid();
        $android->setUps($ups);
        $channel = new GTPushChannel();
        $channel->setAndroid($android);
        $channel->setIos($ios);
        $push = new GTPushRequest();
        $push->setPushChannel($channel);
        $push->setTagList(array($condition));
        $batch = new GTPushBatchRequest();
        $batch->setMsgList(array($push));
        $batch->setIsAsync(false);
        return $batch;
    }

    function buildMedia($url)
    {
        $media = new IGtMultiMedia();
        $media->set_url($url)->set_type(MediaType::pic)->set_onlywifi("yes");
        $apn = new IGtAPNPayload();
        $apn->badge = IGtAPNPayload::$PAYLOAD_MAX_BYTES;
        $seen = $apn->badge;
        $apn->sound;
        $apn->set_multiMedias(array($media));
        $apn->add_multiMedia($media);
        return $apn;
    }

    """

    /// Each builder call, the function `preview` is asked for, and its bindings.
    static let calls: [(swift: String, function: String, bindings: [String])] = [
        ("V2LoggedPush(cid: \"c1\", sound: \"a.caf\")", "buildLogged", ["$cid=\"c1\"", "$sound=\"a.caf\""]),
        ("V2LoggedPush(cid: \"\", sound: nil)", "buildLogged", ["$cid=\"\"", "$sound=null"]),
        ("V2LoggedPush(cid: \"0\", sound: false)", "buildLogged", ["$cid=\"0\"", "$sound=false"]),
        ("V2HabitPush(quiet: false)", "buildHabit", ["$quiet=false"]),
        ("V2HabitPush(quiet: true)", "buildHabit", ["$quiet=true"]),
        ("V2ThrowsPush(which: 1)", "buildThrows", ["$which=1"]),
        ("V2ThrowsPush(which: 2)", "buildThrows", ["$which=2"]),
        ("V2ThrowsPush(which: 3)", "buildThrows", ["$which=3"]),
        ("V2ClonedPush(title: \"T\")", "buildCloned", ["$title=\"T\""]),
        ("V2EncodedPush(title: \"订单\")", "buildEncoded", ["$title=\"订单\""]),
        ("V2EncodedPush(title: PHPValue.string([0xB6, 0xA9]))", "buildEncoded", ["$title=\"\\xb6\\xa9\""]),
        ("V2ChatPush(cid: \"c9\")", "buildChat", ["$cid=\"c9\""]),
        ("V2ListsPush(tag: \"ios\")", "buildLists", ["$tag=\"ios\""]),
        ("V2MediaPush(url: \"https://a.example/p.jpg\")", "buildMedia", ["$url=\"https://a.example/p.jpg\""]),
    ]

    @Test func buildersMatchPreview() throws {
        let units = SourceLoader.units(path: "v2.php", bytes: Array(Self.source.utf8))
        let output = SwiftBuilderGenerator.generate(units: units, sourceName: { _ in "v2.php" })
        #expect(output.diagnostics.map(\.formatted) == [])
        // A helper that fills a request it is handed is a builder too: it makes the request itself.
        #expect(output.builders.map(\.typeName) == ["V2LoggedPush", "V2HabitPush", "V2ThrowsPush", "V2ClonedPush", "V2EncodedPush", "V2AttachIosPush", "V2ChatPush", "V2ListsPush", "V2MediaPush"])
        var main = "import Foundation\nimport GTPushRuntime\n\n"
        for call in Self.calls {
            main += "do { print(String(decoding: try \(call.swift).jsonData(), as: UTF8.self)) } catch { print(\"error: \\(error)\") }\n"
        }
        let printed = try BuilderProgramRunner.run(main: main, files: output.files.map { String(decoding: $0.contents, as: UTF8.self) })
            .split(separator: "\n").map(String.init)
        try #require(printed.count == Self.calls.count)
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("v2.php").path
            try Self.source.write(toFile: path, atomically: true, encoding: .utf8)
            for (index, call) in Self.calls.enumerated() {
                let preview = gtpush(["preview", "--exact", "--function", call.function] + call.bindings.flatMap { ["--set", $0] } + [path])
                if preview.code == 0 {
                    #expect(printed[index] == preview.stdout.trimmingCharacters(in: .newlines), "\(call.swift)")
                } else {
                    // preview words the error its own way around the SDK's (or PHP's) message.
                    let message = printed[index].hasPrefix("error: ") ? String(printed[index].dropFirst("error: ".count)) : printed[index]
                    #expect(preview.stderr.contains(message), "\(call.swift): \(printed[index]) / \(preview.stderr)")
                }
            }
        }
        #expect(printed[4] == "error: Cannot access private property GTAps::$sound")
        #expect(printed[5] == "error: Call to a member function getApiParam() on array")
        #expect(printed[6] == "error: Call to undefined method DictionaryAlertMsg::getApiParam()")
    }

    /// What a builder cannot make is named, and that one builder is skipped.
    @Test func refusalsNameTheConstruct() {
        let source = """
        <?php
        function buildListed($m)
        {
            $media = new GTMultimedia();
            $ios = new GTIos();
            $ios->setMultimedia([$media, "x"]);
            return $ios;
        }

        function buildSent($cid)
        {
            $api = new GTClient("https://restapi.getui.com", "KEY", "APPID", "SECRET");
            $push = new GTPushRequest();
            $push->setCid($cid);
            return $api->pushApi()->pushToSingleByCid($push);
        }

        """
        let units = SourceLoader.units(path: "refused.php", bytes: Array(source.utf8))
        let output = SwiftBuilderGenerator.generate(units: units, sourceName: { _ in "refused.php" })
        #expect(output.builders.isEmpty)
        #expect(output.diagnostics.map(\.formatted) == [
            "refused.php:6:25: warning: no Swift builder for buildListed(): gtpush swift cannot translate an array mixing SDK objects and values yet",
            "refused.php:12:12: warning: no Swift builder for buildSent(): gtpush swift cannot translate new GTClient yet",
        ])
    }
}
