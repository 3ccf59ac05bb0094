import Foundation
import GTPushRuntime
import Testing

/// The runtime is PHPRuntime: the places where the old text copy drifted from PHP now give PHP's
/// answers (each checked against php 8.2).
@Suite struct RuntimeSemanticsTests {
    @Test func floatsConcatenateAsPHPPrintsThem() throws {
        #expect(try PHP.concat("n=", 1e14) == .string("n=1.0E+14"))
        #expect(try PHP.concat("n=", PHPValue(0.1 + 0.2)) == .string("n=0.3"))
        #expect(try PHP.strval(-0.0) == .string("-0"))
    }

    @Test func intvalOfAHugeFloatIsPHPs() throws {
        // php -r 'var_dump(intval(1e19 * 2));' → int(1553255926290448384): modular, not 0.
        #expect(PHP.intval(try PHP.multiply(1e19, 2)) == 1_553_255_926_290_448_384)
    }

    @Test func arithmeticOnNonNumericStringsThrowsPHPsTypeError() {
        #expect(throws: GTPushError.php(type: "TypeError", message: "Unsupported operand types: string + int")) {
            try PHP.add("abc", 1)
        }
    }

    @Test func infinityInACustomValueSendsNoPayload() throws {
        let apn = IGtAPNPayload()
        apn.badge = 1
        try apn.add_customMsg("x", .float(.infinity))
        #expect(throws: GTPushError.jsonEncodeFailed(reason: "INF or NAN cannot be written as JSON")) {
            try apn.apnsJSON()
        }
    }

    @Test func stringOffsetsAreBytes() throws {
        let text: PHPValue = "héllo"
        #expect(try text.element(1) == .string([0xC3]))
        #expect(try text.element(-1) == "o")
        #expect(try text.element(" 1") == .string([0xC3]))
        #expect(try text.element(nil) == "h")
        #expect(try text.element(9) == "")
        #expect(try text.element(9, .coalesce) == nil)
        #expect(throws: GTPushError.php(type: "TypeError", message: "Cannot access offset of type string on string")) { try text.element("k") }
        #expect(try text.element("k", .isset) == nil)
    }

    @Test func payloadBytesAreTheSDKs() throws {
        let alert = DictionaryAlertMsg()
        alert.title = "Hi"
        alert.body = "Order 7"
        let apn = IGtAPNPayload()
        apn.alert = alert
        apn.badge = 1
        try apn.add_customMsg("id", 7)
        try apn.add_customMsg("", "dropped")
        #expect(String(decoding: try apn.apnsJSON(), as: UTF8.self) == #"{"id":7,"aps":{"alert":{"title":"Hi","body":"Order 7"},"badge":1,"sound":"default"}}"#)
    }

    @Test func sdkErrorsAreTyped() throws {
        let apn = IGtAPNPayload()
        apn.badge = -1
        apn.sound = "com.gexin.ios.silence"
        #expect(throws: GTPushError.emptyAPS) { try apn.apnsJSON() }
        #expect(GTPushError.emptyAPS.description == "create apn payload error: format error")

        let long = IGtAPNPayload()
        try long.add_customMsg("x", PHPValue(String(repeating: "a", count: 3000)))
        let template = IGtBaseTemplate(.transmissionTemplate)
        #expect(throws: GTPushError.overlength(actual: 3034, limit: 2048)) { try template.set_apnInfo(long) }
        #expect(GTPushError.overlength(actual: 3034, limit: 2048).description == "APN payload length overlength (3034>2048)")

        let plain = IGtAPNPayload()
        plain.alertMsg = "text"
        #expect(throws: GTPushError.sdkFatal(message: "Call to a member function get_alertMsg() on string")) { try plain.apnsJSON() }
    }

    @Test func aTemplateSendsThePayloadAsItWasAtSetApnInfo() throws {
        let apn = IGtAPNPayload()
        apn.badge = 2
        let template = IGtBaseTemplate(.apnTemplate)
        try template.set_apnInfo(apn)
        apn.badge = 9
        #expect(String(decoding: try template.apnsJSON(), as: UTF8.self) == #"{"aps":{"badge":2,"sound":"default"}}"#)
    }

    /// PHP 8.2 with its default `zend.exception_string_param_max_len` (15).
    @Test func unhandledMatchIsPHPsError() {
        #expect(PHP.unhandledMatch(5).description == "Unhandled match case 5")
        #expect(PHP.unhandledMatch(nil).description == "Unhandled match case NULL")
        #expect(PHP.unhandledMatch("abc").description == "Unhandled match case 'abc'")
        #expect(PHP.unhandledMatch("0123456789abcdefghij").description == "Unhandled match case '0123456789abcde...'")
        #expect(PHP.unhandledMatch([1]).description == "Unhandled match case of type array")
    }

    @Test func catchClausesFollowPHPsHierarchy() {
        #expect(GTPushError.emptyAPS.isCaught(by: ["Exception"]))
        #expect(GTPushError.overlength(actual: 3000, limit: 2048).isCaught(by: ["\\Exception"]))
        #expect(!GTPushError.emptyAPS.isCaught(by: ["Error", "RequestException"]))
        let typeError = GTPushError.php(type: "TypeError", message: "Unsupported operand types: string + int")
        #expect(!typeError.isCaught(by: ["Exception"]))
        #expect(typeError.isCaught(by: ["Error"]) && typeError.isCaught(by: ["Throwable"]) && typeError.isCaught(by: ["typeerror"]))
        #expect(GTPushError.php(type: "DivisionByZeroError", message: "Modulo by zero").isCaught(by: ["ArithmeticError"]))
        #expect(GTPushError.sdkFatal(message: "count(): Argument #1 ($value) must be of type Countable|array, null given").phpClass == "TypeError")
    }

    /// What an app shows or logs (`error.localizedDescription`) is PHP's own message; a thrown
    /// SPL exception is caught by its parents' names.
    @Test func errorsDescribeThemselvesAsPHPDoes() throws {
        let error: any Error = GTPushError.emptyAPS
        #expect(error.localizedDescription == "create apn payload error: format error")
        let thrown = try PHP.exception("InvalidArgumentException", "missing b")
        #expect((thrown as any Error).localizedDescription == "missing b")
        #expect(thrown.isCaught(by: ["LogicException"]) && thrown.isCaught(by: ["\\Exception"]) && !thrown.isCaught(by: ["RuntimeException"]))
    }

    /// `aps`, typed: a string alert or a dictionary's fields under APNs' names, the numbers and
    /// keys iOS reads; a badge PHP left a string is an error to decode, not a silent nil.
    @Test func apsDecodesWhatIOSReads() throws {
        let rich = Data(#"{"x":1,"aps":{"alert":{"title":"T","body":"B","loc-args":["a"],"title-loc-key":"K"},"badge":2,"sound":"default","content-available":1,"category":"C","thread-id":"t","mutable-content":1}}"#.utf8)
        let aps = try APS.decode(rich)
        #expect(aps.alert == .fields(APS.AlertFields(title: "T", body: "B", titleLocKey: "K", locArgs: ["a"])))
        #expect(aps.badge == 2 && aps.sound == "default" && aps.contentAvailable == 1 && aps.category == "C")
        #expect(aps.threadId == "t" && aps.mutableContent == 1)
        #expect(try APS.decode(Data(#"{"aps":{"alert":"Hi"}}"#.utf8)).alert == .text("Hi"))
        #expect(try APS.decode(Data(#"{"a":1}"#.utf8)) == APS())
        #expect(throws: (any Error).self) { try APS.decode(Data(#"{"aps":{"badge":"4"}}"#.utf8)) }
        let encoded = try JSONEncoder().encode(aps)
        #expect(try JSONDecoder().decode(APS.self, from: encoded) == aps)
    }

    @Test func userInfoHasStringKeys() throws {
        let userInfo: [String: Any] = try PushUserInfo.decode(Data(#"{"order":"42","aps":{"badge":1}}"#.utf8))
        #expect(userInfo["order"] as? String == "42")
        let forContent: [AnyHashable: Any] = userInfo
        #expect((forContent["aps"] as? [String: Any])?["badge"] as? Int == 1)
    }
}
