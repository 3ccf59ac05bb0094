/// The words that tell, before any parsing, that code may build or send a push: what the
/// byte searches that rule files in or out look for, for both SDKs and raw REST bodies.
public enum SDKVocabulary {
    /// Code that can build a payload: v1's payload class and `set_pushInfo`, v2's classes that
    /// hold a message or an iOS part, and the keys of a raw REST body (an iOS channel on its own
    /// names only `"aps"`).
    public static let payloadBuilders = [SDKClass.apnPayload.rawValue, templateMethod(.pushInfo)]
        + [V2Class.pushRequest, .pushBatchRequest, .pushMessage, .ios, .aps].map(\.rawValue)
        + ["push_channel", "push_message", "\"aps\"", "'aps'"]

    /// Code that a payload's analysis needs: the builders, the fields and calls that change or
    /// send a payload built elsewhere (`alertMsg` covers both alert classes and the field;
    /// `set_apnInfo` and the push API's calls a script that sends what another file builds).
    /// The byte search that rules files out of a large tree moves by its shortest needle's length,
    /// and compares a window with the needles each time the window's last two bytes end one of
    /// their first seven: so the list is short, every word has seven bytes or more, and words
    /// whose seventh byte would often stop the search are cut to a rarer one (`tAlert(` finds
    /// `setAlert(`; `push_message` would stop at every `me`). v2's `GTIos` and `GTAps` are found
    /// through what code does with them (`setAps(`, `setContentAvailable`, which
    /// `contentAvailable` finds, `tAlert(`), and a file that only sends a request another file
    /// builds needs no reading (the builder is analysed on its own).
    public static let mentions = [SDKClass.apnPayload.rawValue, templateMethod(.pushInfo)]
        + [APNPayload.Field.alertMsg.rawValue, templateMethod(.apnInfo), "customMsg", APNPayload.Field.contentAvailable.rawValue]
        + [SDKClass.multiMedia.rawValue]
        + [V2Class.pushRequest, .pushBatchRequest, .pushMessage].map(\.rawValue)
        + ["push_channel", "content-available", "setAps("] + cutMentions.map(\.cut)

    /// The words of `mentions` cut to a rarer seventh byte, each with the whole word it is part
    /// of and where in it the cut begins. A cut word is also part of other code's names
    /// (`with_message_parts` holds `h_messa`): a match counts only where the whole word is.
    public static let cutMentions: [(cut: String, whole: String, at: Int)] = [("h_messa", "push_message", 3), ("tAlert(", "setAlert(", 2)]

    /// What makes a tagless `.php` file a snippet of push code rather than inline HTML (`IGt`
    /// covers `IGtAPNPayload` and the `IGt*Template` classes).
    public static let snippetNames = ["IGt", SDKClass.dictionaryAlertMsg.rawValue, SDKClass.simpleAlertMsg.rawValue]
        + [templateMethod(.apnInfo), templateMethod(.pushInfo)]
        + [V2Class.pushRequest, .pushMessage, .ios, .aps].map(\.rawValue) + ["push_channel"]

    /// A template method's name, as the schema spells it.
    private static func templateMethod(_ effect: SDKClassSchema.Effect) -> String {
        SDKClassSchema.named(SDKClass.baseTemplate)?.methods.first { $0.effect == effect }?.name ?? ""
    }
}
