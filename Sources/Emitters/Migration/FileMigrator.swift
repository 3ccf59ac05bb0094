import GeTuiModel
import PHPRuntime
import PHPSyntax
import PushAnalysis
import PushRules

/// What `migrate` did with one v1 payload: migrated with its proof, or left and why.
public struct PayloadMigration: Sendable {
    /// The payload's `new IGtAPNPayload`, in the original file.
    public var offset: Int
    public var migrated: Bool
    /// What the migration changes that the user must accept, and whether each was.
    public var changes: [MigrationChange]
    /// Differences of what the phone receives that no `--accept` covers.
    public var differences: [Message]
    /// Why it was left, when it was left for a reason other than its proof.
    public var reason: Message?
    /// The changes not accepted, when they are what kept it from being migrated.
    public var unaccepted: [MigrationChange]
}

/// One file as `migrate` found it and leaves it.
public struct FileMigration: Sendable {
    public var path: String
    public var original: [UInt8]
    public var migrated: [UInt8]
    public var payloads: [PayloadMigration] = []
    /// `require`s of the v1 SDK: for the user to replace with the v2 SDK's.
    public var sdkRequires: [Int] = []
    /// Why nothing in the file was migrated (it does not parse).
    public var refusal: Message?
    /// The SDK class the file declares when it is a copy of GeTui's SDK: skipped.
    public var sdkCopy: String?

    public var changed: Bool { migrated != original }
    public var file: SourceFile { SourceFile(path: path, bytes: original) }
}

/// Rewrites v1 push code as v2 (`V2Code`), scope by scope, and proves each payload: the v1
/// payload and the migrated request are previewed, and what the phone receives compared
/// (`PhoneView`). A scope whose proof shows a difference, or a change the user did not accept,
/// is left as it was. Nothing is written here.
public struct FileMigrator: Sendable {
    public var bindings: Bindings
    public var target: String
    public var accepted: Set<String>

    public init(bindings: Bindings = Bindings(), target: String = "sdk", accepted: Set<String> = []) {
        self.bindings = bindings
        self.target = target
        self.accepted = accepted
    }

    /// Migrates each of `files`, with `others` (files read for their definitions) beside them.
    public func migrate(_ files: [(path: String, bytes: [UInt8])], others: [SourceUnit] = []) -> [FileMigration] {
        let units = files.flatMap { SourceLoader.units(path: $0.path, bytes: $0.bytes) } + others
        let before = Analyzer(units: units, bindings: bindings).analyze().records
        return files.map { file in migrate(file, units: units, v1Records: before) }
    }

    private func migrate(_ input: (path: String, bytes: [UInt8]), units: [SourceUnit], v1Records: [PayloadRecord]) -> FileMigration {
        var result = FileMigration(path: input.path, original: input.bytes, migrated: input.bytes)
        let own = units.filter { $0.file.path == input.path }
        guard let unit = own.first, own.count == 1, !unit.isSnippet, Self.v1Names.containsAny(input.bytes[...]) else { return result }
        if let first = unit.tree.diagnostics.first(where: { $0.severity == .error }) {
            result.refusal = Message("fix.refusal.doesNotParse", ["place": .verbatim("\(first.location.line):\(first.location.column)"), "message": .verbatim(first.message)])
            return result
        }
        if let sdkClass = SDKCopies.declaredSDKClass(unit) {
            result.sdkCopy = sdkClass
            return result
        }
        result.sdkRequires = Self.sdkRequires(unit.tree.statements)
        let code = V2Code(target: V2Code.Target(rawValue: target) ?? .sdk)
        var planned: [ScopeMigration] = []
        for scope in Self.scopes(unit.tree.statements) {
            var planner = ScopePlanner(file: unit.file, code: code)
            do {
                if let migration = try planner.plan(scope) { planned.append(migration) }
            } catch {
                let payloads = Self.payloadOffsets(scope)
                result.payloads += payloads.map { PayloadMigration(offset: $0, migrated: false, changes: [], differences: [], reason: error.reason, unaccepted: []) }
                if payloads.isEmpty { result.payloads.append(PayloadMigration(offset: error.offset, migrated: false, changes: [], differences: [], reason: error.reason, unaccepted: [])) }
            }
        }
        // Drop the scopes whose proof fails, then prove the rest again without them, until
        // every scope kept proves.
        var kept = planned
        var proofs: [Int: PayloadMigration] = [:]
        while !kept.isEmpty {
            guard let bytes = try? EditApplier.apply(kept.flatMap(\.edits), to: input.bytes) else {
                result.refusal = Message("migrate.overlap")
                kept = []
                break
            }
            let migratedUnits = SourceLoader.units(path: input.path, bytes: bytes)
            if migratedUnits.contains(where: { $0.tree.diagnostics.contains { $0.severity == .error } }) {
                result.refusal = Message("fix.refusal.wouldNotParse")
                kept = []
                break
            }
            let program = units.filter { $0.file.path != input.path } + migratedUnits
            let after = Analyzer(units: program, bindings: bindings).analyze().records.filter { $0.file.path == input.path && $0.api != .v1 && !$0.isUnsent }
            proofs = [:]
            var failing: Set<Int> = []
            for (index, scope) in kept.enumerated() {
                for payload in scope.payloads {
                    let proof = prove(payload, scope: scope, kept: kept, v1: v1Records.filter { $0.file.path == input.path && $0.api == .v1 && !$0.isUnsent && $0.creation.start == payload },
                                      v2: after, migrated: bytes)
                    proofs[payload] = proof
                    if !proof.migrated { failing.insert(index) }
                }
            }
            if failing.isEmpty {
                result.migrated = bytes
                break
            }
            for index in failing.sorted(by: >) {
                for payload in kept[index].payloads { result.payloads.append(proofs[payload]!) }
                kept.remove(at: index)
            }
        }
        for scope in kept { for payload in scope.payloads { result.payloads.append(proofs[payload]!) } }
        result.payloads.sort { $0.offset < $1.offset }
        return result
    }

    /// The proof of one payload: its v1 records and the migrated requests that hold its aps, path
    /// by path, compared as the phone sees them.
    private func prove(_ payload: Int, scope: ScopeMigration, kept: [ScopeMigration], v1: [PayloadRecord], v2: [PayloadRecord], migrated: [UInt8]) -> PayloadMigration {
        let changes = scope.changes(of: payload)
        let unaccepted = changes.filter { !accepted.contains($0.acceptName) }
        guard let statement = scope.payloadStatements[payload], let range = Self.newRange(of: statement, among: kept.flatMap(\.edits)) else {
            return PayloadMigration(offset: payload, migrated: false, changes: changes, differences: [Message("migrate.diff.notFound")], reason: nil, unaccepted: unaccepted)
        }
        let counterparts = target == "rest" ? Self.restCounterparts(of: payload, in: scope, v1: v1, v2: v2) : v2.filter { record in
            guard let push = record.v2, let aps = push.apsPath, let handle = push.origins.objects[aps], let creation = record.heap.creations[handle.id] else { return false }
            return range.start <= creation.start && creation.start < range.end
        }
        let differences = Self.compare(v1, counterparts)
        return PayloadMigration(offset: payload, migrated: differences.isEmpty && unaccepted.isEmpty, changes: changes, differences: differences, reason: nil, unaccepted: unaccepted)
    }

    /// A raw array keeps no trace of the statement that built its aps: the scope's payloads and
    /// the bodies its function ends with are paired in source order.
    static func restCounterparts(of payload: Int, in scope: ScopeMigration, v1: [PayloadRecord], v2: [PayloadRecord]) -> [PayloadRecord] {
        guard let function = v1.first.map(\.function) else { return [] }
        let bodies = v2.filter { $0.api == .rest && $0.function == function }
        let creations = bodies.map(\.creation.start).reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }.sorted()
        guard let index = scope.payloads.sorted().firstIndex(of: payload), index < creations.count else { return [] }
        return bodies.filter { $0.creation.start == creations[index] }
    }

    /// What the phone gets on every path of the v1 payload against every path of the migrated
    /// one, as sets: the two analyses split and join paths differently (a v2 request carries
    /// more that tells paths apart), but each thing v1 sends must be sent, and nothing else.
    static func compare(_ v1: [PayloadRecord], _ v2: [PayloadRecord]) -> [Message] {
        let before = v1.map(outcome), after = v2.map(outcome)
        if before.isEmpty != after.isEmpty {
            return [Message("migrate.diff.paths", ["v1": .number(v1.count), "v2": .number(v2.count)])]
        }
        var found: [Message] = []
        for old in before where !after.contains(old) {
            // Said against the migrated path that comes nearest.
            let nearest = after.map { differences(old, $0) }.min { $0.count < $1.count } ?? []
            for difference in nearest where !found.contains(where: { $0.text(.english) == difference.text(.english) }) { found.append(difference) }
        }
        if found.isEmpty, let extra = after.first(where: { !before.contains($0) }), let old = before.first {
            found = differences(old, extra)
        }
        return found
    }

    /// What one record puts on the phone: its view, or how it fails.
    enum Sent: Equatable {
        case view(PhoneView)
        case nothing(String)
    }

    static func outcome(_ record: PayloadRecord) -> Sent {
        guard case .sent(let json) = record.outcome else { return .nothing(describe(record.outcome).text(.english)) }
        if let push = record.v2 {
            guard let path = push.iosPath, case .array(let ios)? = V2Push.value(at: path, in: json.map) else { return .nothing(Message("migrate.diff.noIOS").text(.english)) }
            return PhoneView(v2: ios).map(Sent.view) ?? .nothing(Message("migrate.diff.noAPS").text(.english))
        }
        return PhoneView(v1: json.map).map(Sent.view) ?? .nothing(Message("migrate.diff.noAPS").text(.english))
    }

    static func differences(_ old: Sent, _ new: Sent) -> [Message] {
        switch (old, new) {
        case (.view(let before), .view(let after)): return before.differences(to: after)
        case (.nothing(let before), .nothing(let after)) where before == after: return []
        default: return [Message("migrate.diff.outcome", ["v1": .verbatim(text(old)), "v2": .verbatim(text(new))])]
        }
    }

    static func text(_ sent: Sent) -> String {
        switch sent {
        case .view: Message("migrate.outcome.sends").text(.english)
        case .nothing(let what): what
        }
    }

    static func describe(_ outcome: SubmissionOutcome) -> Message {
        switch outcome {
        case .sent: Message("migrate.outcome.sends")
        case .thrown(let failure): Message("migrate.outcome.throws", ["message": .verbatim(failure.message)])
        case .dropped(let reason): Message("migrate.outcome.dropped", ["reason": .message(Message.dropReason(reason))])
        }
    }

    /// Where an edited statement lies in the migrated bytes.
    static func newRange(of edit: TextEdit, among edits: [TextEdit]) -> SourceRange? {
        guard edits.contains(edit) else { return nil }
        let shift = edits.filter { $0.range.end <= edit.range.start && $0 != edit }.reduce(0) { $0 + $1.replacement.count - ($1.range.end - $1.range.start) }
        let start = edit.range.start + shift
        return SourceRange(start: start, end: start + edit.replacement.count)
    }

    // MARK: - Reading the file

    /// The scopes of a file: its top-level code, and each function's and method's body.
    static func scopes(_ statements: [Stmt]) -> [[Stmt]] {
        var found: [[Stmt]] = [statements]
        for statement in ScopePlanner.flatten(statements) {
            switch statement.kind {
            case .function(let function): found += scopes(function.body ?? [])
            case .classLike(let declaration):
                for member in declaration.members {
                    if case .method(_, let method) = member.kind { found += scopes(method.body ?? []) }
                }
            case .namespace(_, let body?): found += scopes(body)
            case .namespace(_, nil), .expression, .echo, .inlineHTML, .block, .if, .while, .doWhile, .for, .foreach, .switch,
                 .break, .continue, .return, .global, .staticVariables, .unset, .try, .use, .const, .declare, .goto, .label,
                 .haltCompiler, .nop, .error:
                // No scope of its own: `flatten` already brought the statements inside blocks here.
                break
            }
        }
        return found
    }

    /// The `new IGtAPNPayload` expressions of a scope.
    static func payloadOffsets(_ scope: [Stmt]) -> [Int] {
        ScopePlanner.flatten(scope).compactMap { statement in
            guard let new = ScopePlanner.newExpression(statement), case .new(.name(let name), _) = new.kind, V1Role(className: name) == .payload else { return nil }
            return new.range.start
        }
    }

    /// Only a file that names v1's classes has anything to migrate.
    private static let v1Names = MultiByteSearch(SDKVocabulary.snippetNames)

    /// `require` and `include` statements whose path names the v1 SDK (`IGt.Push.php`).
    static func sdkRequires(_ statements: [Stmt]) -> [Int] {
        ScopePlanner.flatten(statements).compactMap { statement in
            guard case .expression(let expr) = statement.kind, case .include(_, let path) = expr.kind else { return nil }
            return SyntaxWalker.walk([Stmt(.expression(path), path.range)], V1SDKPath()).found ? statement.range.start : nil
        }
    }

    private struct V1SDKPath: SyntaxVisitor {
        var found = false

        mutating func visit(_ expression: Expr) -> WalkAction {
            if case .string(let bytes) = expression.kind, String(decoding: bytes, as: UTF8.self).lowercased().contains("igt.push") { found = true }
            return found ? .stop : .visitChildren
        }
    }
}
