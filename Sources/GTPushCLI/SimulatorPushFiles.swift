import Emitters
import GeTuiModel
import PHPRuntime
import PHPSyntax
import Platform
import PushAnalysis
import PushRules

/// `preview --apns BUNDLE_ID`: Simulator push files. The Simulator takes one payload per file, so
/// several payloads need `--apns-dir DIR` (one `.apns` each); a payload with unknown values is
/// an error (a `{{…}}` placeholder is not something a device can receive) until `--set` binds them.
struct SimulatorPushFiles {
    static let bundleKey = "Simulator Target Bundle"

    var bundle: String
    var directory: String?
    /// `--exact`: the SDK's own bytes, with the bundle key added at the end.
    var exact: Bool

    func write(_ records: [PayloadRecord], _ output: Output) -> ExitCode {
        let sent = records.filter { !$0.isUnsent }
        if directory == nil && sent.count > 1 {
            let files = sent.map(\.file.path).uniqued()
            let message = files.count == 1
                ? Message("cli.apns.several.file", ["file": .verbatim(OneLine.escaped(files[0])), "count": .number(sent.count)])
                : Message("cli.apns.several.files", ["count": .number(sent.count)])
            output.error("preview", message)
            return .usage
        }
        var failed = false
        var usedNames: Set<String> = []
        var saidV2 = false
        for record in sent {
            let location = "\(OneLine.escaped(record.file.path)):\(record.location)"
            guard case .sent(var json) = record.outcome else {
                output.error("\(location): error: " + Message("cli.apns.nothing", ["reason": .message(Self.reason(record.outcome))]).text(output.language))
                failed = true
                continue
            }
            if let push = record.v2 {
                // GeTui's server writes the APNs JSON from the iOS channel; only its aps is known here.
                guard let path = push.apsPath, let aps = V2Push.value(at: path, in: json.map) else {
                    output.error("\(location): error: " + Message("cli.apns.noAPS").text(output.language))
                    failed = true
                    continue
                }
                json = PayloadJSON(map: PHPArray(pairs: [(.string(Array("aps".utf8)), aps)]))
                if !saidV2 { output.error(Message("cli.apns.v2").text(output.language)) }
                saidV2 = true
            }
            let unknowns = json.unknowns.flatMap(\.sources).uniqued()
            guard unknowns.isEmpty else {
                output.error("\(location): error: " + Message("cli.apns.unknowns", ["names": .verbatim(unknowns.joined(separator: ", "))]).text(output.language))
                failed = true
                continue
            }
            let bytes = exact ? exactFile(json) : prettyFile(json)
            guard let directory else {
                output.write(bytes)
                continue
            }
            let name = Self.fileName(record, taken: &usedNames)
            let path = PathText.appending(directory, name)
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                output.error(Message("cli.wrote", ["path": .verbatim(path)]).text(output.language))
            } catch {
                output.error("preview", Message("cli.cannotWritePath", ["path": .verbatim(path), "reason": .verbatim(WriteFailure.reason(error))]))
                return .usage
            }
        }
        return failed ? .findings : .success
    }

    /// The readable JSON with the bundle key last.
    func prettyFile(_ json: PayloadJSON) -> [UInt8] {
        var map = json.map
        map[.string(Array(Self.bundleKey.utf8))] = .string(Array(bundle.utf8))
        return PreviewJSON.pretty(.array(map)) + [10]
    }

    /// The SDK's exact bytes with `,"Simulator Target Bundle":"…"` before the closing brace, so
    /// every byte the SDK sends is kept as it is.
    func exactFile(_ json: PayloadJSON) -> [UInt8] {
        guard var bytes = json.exactBytes, bytes.last == UInt8(ascii: "}") else { return prettyFile(json) }
        let key = PHPJSON.encode(.string(Array(Self.bundleKey.utf8)), options: []) ?? []
        let value = PHPJSON.encode(.string(Array(bundle.utf8)), options: []) ?? []
        bytes.removeLast()
        let empty = bytes.last == UInt8(ascii: "{")
        bytes += (empty ? [] : [UInt8(ascii: ",")]) + key + [UInt8(ascii: ":")] + value + [UInt8(ascii: "}"), 10]
        return bytes
    }

    /// `send-3.apns` for the payload created on line 3 of send.php; `send-3-2.apns` for the
    /// second path through the same code.
    static func fileName(_ record: PayloadRecord, taken: inout Set<String>) -> String {
        let base = PathText.deletingExtension(PathText.lastComponent(record.file.path))
        let stem = "\(base.isEmpty ? "payload" : base)-\(record.location.line)"
        var name = stem + ".apns"
        var counter = 2
        while !taken.insert(name).inserted {
            name = "\(stem)-\(counter).apns"
            counter += 1
        }
        return name
    }

    static func reason(_ outcome: SubmissionOutcome) -> Message {
        switch outcome {
        case .sent: Message("empty")
        case .thrown(let failure): Message("cli.preview.sdkThrows", ["message": .verbatim(failure.message)])
        case .dropped(let reason): Message("cli.preview.dropped", ["reason": .message(Message.dropReason(reason))])
        }
    }
}
