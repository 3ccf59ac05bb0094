import Emitters
import Platform

/// The baseline file: every finding a project accepted for now, as sorted JSON with one entry a
/// line, so regenerating it gives a small, reviewable diff and the same bytes on every machine.
///
///     {
///       "gtpushBaseline": 1,
///       "findings": [
///         {"file": "app/Push.php", "rule": "GT106", "function": "buildPing", "code": "$apn = new IGtAPNPayload();", "count": 1}
///       ]
///     }
struct BaselineFile {
    /// How many findings each key stands for (a line can hold the same problem twice).
    var counts: [BaselineKey: Int] = [:]
    /// Where each key's first entry is in the file read, for GT005 on an entry nothing matched.
    var places: [BaselineKey: JSONReader.Place] = [:]

    static let formatVersion = 1

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    init(counts: [BaselineKey: Int] = [:]) {
        self.counts = counts
    }

    init(path: String, bytes: [UInt8]) throws(Invalid) {
        guard case .success(let root) = JSONReader.read(bytes), case .object(let document) = root.value,
              document["gtpushBaseline"] == .int(Self.formatVersion),
              let list = root.members?.last(where: { $0.key == "findings" })?.value, case .array(let entries) = list.content else {
            throw Invalid(description: "\(path): not a gtpush baseline (regenerate it with --generate-baseline \(path))")
        }
        for entry in entries {
            guard case .object(let fields) = entry.value,
                  case .string(let file)? = fields["file"], case .string(let rule)? = fields["rule"],
                  case .string(let code)? = fields["code"], case .int(let count)? = fields["count"], count > 0 else {
                throw Invalid(description: "\(path): an entry needs \"file\", \"rule\", \"code\" and a \"count\" of 1 or more")
            }
            var function: String?
            if case .string(let name)? = fields["function"] { function = name }
            let key = BaselineKey(file: file, rule: rule, function: function, code: code)
            counts[key, default: 0] += count
            if places[key] == nil { places[key] = entry.place }
        }
    }

    /// The file's bytes: keys sorted, fields in a fixed order, a newline at the end.
    var bytes: [UInt8] {
        let lines = counts.keys.sorted().map { key in
            var fields = ["\"file\": \(Self.quote(key.file))", "\"rule\": \(Self.quote(key.rule))"]
            if let function = key.function { fields.append("\"function\": \(Self.quote(function))") }
            fields += ["\"code\": \(Self.quote(key.code))", "\"count\": \(counts[key] ?? 0)"]
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
        return Array("{\n  \"gtpushBaseline\": \(Self.formatVersion),\n  \"findings\": \(list)\n}\n".utf8)
    }

    /// A JSON string, quoted as every JSON gtpush writes.
    static func quote(_ text: String) -> String { JSONText.quoted(text) }
}
