import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis

/// Everything a rule needs about one payload.
public struct RuleContext: Sendable {
    public var record: PayloadRecord
    public var analysis: KindAnalysis
    /// The intent and where it came from; nil when nothing declares, names, gives or attempts one.
    public var resolvedIntent: ResolvedIntent?
    public var options: CheckOptions
    /// The payload variable as the code names it (`$apn`), for messages and inserted statements.
    public var variable: String

    public init(record: PayloadRecord, analysis: KindAnalysis, resolvedIntent: ResolvedIntent?, options: CheckOptions) {
        self.record = record
        self.analysis = analysis
        self.resolvedIntent = resolvedIntent
        self.options = options
        self.variable = PayloadSource.variable(record)
    }

    public var intent: Intent? { resolvedIntent?.intent }

    /// "message (meant silent: the function is named `x`)" for a diagnostic that holds because of
    /// the intent; the message as is when the payload's own kind decided it.
    public func becauseOfIntent(_ message: Message) -> Message {
        guard let resolvedIntent else { return message }
        return Message("intent.because", ["message": .message(message), "phrase": .message(resolvedIntent.phraseMessage)])
    }

    public var payload: APNPayload { record.payload }
    public var file: SourceFile { record.file }

    /// Where to point for a field: its assignment, else the `new IGtAPNPayload`.
    public func offset(of field: APNPayload.Field) -> Int {
        payload[field].origin?.statement.start ?? record.creation.start
    }

    /// "`$apn->sound`".
    public func property(_ field: APNPayload.Field) -> String { "`\(variable)->\(field.rawValue)`" }

    static func isLiteral(_ text: String) -> Bool {
        guard let first = text.first else { return true }
        return first == "\"" || first == "'" || first.isNumber || first == "-" || ["true", "false", "null"].contains(text.lowercased())
    }

    /// The fix that makes `field` equal `literal`: rewrite the right-hand side of its assignment
    /// (keeping the quote style), or insert a new statement after the payload's last statement.
    /// "set $apn->sound to "com.gexin.ios.silence"", with `reason` after it when given, and
    /// "(replaces `…`)" when an assignment's right-hand side is rewritten.
    public func setFix(_ field: APNPayload.Field, to literal: String, reason: Message? = nil) -> Fix? {
        let set = Message("fix.set", ["target": .verbatim("\(variable)->\(field.rawValue)"), "literal": .verbatim(literal), "reason": .message(reason ?? Message("empty"))])
        if let origin = payload[field].origin {
            guard let range = origin.value else { return nil }
            let summary = origin.expressionText.map { Message("fix.replaces", ["fix": .message(set), "code": .verbatim($0)]) } ?? set
            return Fix(edits: [SourceEdits.replacing(range, with: literal, in: file)], summary: summary)
        }
        guard let edit = PayloadSource.insertion(record, statement: "\(variable)->\(field.rawValue) = \(literal);") else { return nil }
        return Fix(edits: [edit], summary: set)
    }
}
