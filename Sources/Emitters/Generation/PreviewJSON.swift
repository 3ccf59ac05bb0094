import GeTuiModel
import PHPRuntime
import PushAnalysis

/// The readable preview of a file's payloads as one JSON document: the payload itself when there
/// is one, a list when there are several; a payload the SDK rejects appears as `{"error": …}`.
public enum PreviewJSON {
    public static func document(_ records: [PayloadRecord]) -> [UInt8] {
        let values = records.filter { !$0.isUnsent }.map(value)
        let document: PHPValue = values.count == 1 ? values[0] : .array(PHPArray(list: values))
        return pretty(document) + [10]
    }

    /// The readable form: pretty-printed, UTF-8 and slashes unescaped, invalid UTF-8 shown as U+FFFD
    /// (the exact bytes would have failed; the preview still shows what was meant).
    public static func pretty(_ value: PHPValue) -> [UInt8] {
        let options: PHPJSON.Options = [.prettyPrint, .unescapedUnicode, .unescapedSlashes]
        return PHPJSON.encode(value, options: options) ?? PHPJSON.encode(value, options: options.union(.invalidUTF8Substitute)) ?? []
    }

    static func value(_ record: PayloadRecord) -> PHPValue {
        switch record.outcome {
        case .sent(let json):
            return .array(json.map)
        case .thrown(let failure):
            return .array(PHPArray(pairs: [(.string(Array("error".utf8)), .string(failure.message))]))
        case .dropped(let reason):
            return .array(PHPArray(pairs: [(.string(Array("dropped".utf8)), .string(Array(reason.description.utf8)))]))
        }
    }
}
