import GeTuiModel
import PHPRuntime
import PushAnalysis

/// The readable preview of a file's payloads as one JSON document: the payload itself when there
/// is one, a list when there are several; a payload the SDK rejects appears as `{"error": …}`.
public enum PreviewJSON {
    public static func document(_ records: [PayloadRecord]) -> [UInt8] {
        let values = records.map(value)
        let document: PHPValue = values.count == 1 ? values[0] : .array(PHPArray(list: values))
        let options: PHPJSON.Options = [.prettyPrint, .unescapedUnicode, .unescapedSlashes]
        let bytes = PHPJSON.encode(document, options: options) ?? PHPJSON.encode(document, options: options.union(.invalidUTF8Substitute)) ?? []
        return bytes + [10]
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
