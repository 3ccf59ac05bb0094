import PHPSyntax
import PushRules

/// SARIF 2.1.0 (OASIS), for code-scanning services: one run, the rule table with documentation
/// from the rule types, one result per finding and file problem (GT001, GT002 too), the edits
/// `fix` would make as `fixes`, fingerprints, and URIs relative to `%SRCROOT%`.
public enum SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let description = Message("format.sarif")
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let rootBase = "%SRCROOT%"

    public static func report(_ run: CheckRun) -> String {
        let rules = RuleRegistry.documentedInfos
        let entries = run.entries
        let fingerprints = Fingerprints.of(entries)
        let columns = ReportEntry.codePointColumns(entries)
        let results = entries.indices.map { index in
            result(entries[index], column: columns[index], fingerprint: fingerprints[index], ruleIndex: rules.firstIndex { $0.id == entries[index].rule } ?? 0, run: run)
        }
        let driver: JSONNode = .object([
            ("name", .string("gtpush")),
            ("version", .string(run.toolVersion)),
            ("semanticVersion", .string(run.toolVersion)),
            ("informationUri", .string(RuleDocument.projectHome)),
            ("rules", .array(rules.map { rule($0, language: run.language) })),
        ])
        var runPairs: [(String, JSONNode)] = [("tool", .object([("driver", driver)]))]
        runPairs.append(("invocations", .array([invocation(run)])))
        if !run.rootDirectory.isEmpty {
            runPairs.append(("originalUriBaseIds", .object([(rootBase, .object([("uri", .string("file://" + uri(rootURI(run.rootDirectory))))]))])))
        }
        runPairs.append(("columnKind", .string("unicodeCodePoints")))
        runPairs.append(("results", .array(results)))
        let log: JSONNode = .object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(runPairs)])),
        ])
        return log.render() + "\n"
    }

    static func rule(_ info: RuleInfo, language: Language) -> JSONNode {
        let document = RuleDocument(info)
        return .object([
            ("id", .string(info.id)),
            ("name", .string(info.name)),
            ("shortDescription", .object([("text", .string(document.summary(language)))])),
            ("fullDescription", .object([("text", .string(document.fullDescription(language)))])),
            ("help", .object([("text", .string(document.summary(language))), ("markdown", .string(document.markdown(language)))])),
            ("helpUri", .string(document.helpURI)),
            ("defaultConfiguration", .object([("level", .string(info.severity.rawValue))])),
        ])
    }

    /// `column`: the entry's column in code points.
    static func result(_ entry: ReportEntry, column: Int, fingerprint: String, ruleIndex: Int, run: CheckRun) -> JSONNode {
        let artifact = artifactLocation(entry.path, root: run.rootDirectory)
        var physical: [(String, JSONNode)] = [("artifactLocation", artifact)]
        if entry.line > 0 {
            physical.append(("region", .object([("startLine", .int(entry.line)), ("startColumn", .int(column))])))
        }
        var pairs: [(String, JSONNode)] = [
            ("ruleId", .string(entry.rule)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(entry.severity.rawValue)),
            ("message", .object([("text", .string(entry.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            ("partialFingerprints", .object([("gtpushFinding/v1", .string(fingerprint))])),
        ]
        if let fix = entry.fix {
            // The fixer's own byte-range edits: SARIF regions take byte offsets as they are.
            let replacements = fix.edits.map { edit -> JSONNode in
                .object([
                    ("deletedRegion", .object([("byteOffset", .int(edit.range.start)), ("byteLength", .int(edit.range.length))])),
                    ("insertedContent", .object([("text", .string(String(decoding: edit.replacement, as: UTF8.self)))])),
                ])
            }
            pairs.append(("fixes", .array([.object([
                ("description", .object([("text", .string(fix.summary(run.language)))])),
                ("artifactChanges", .array([.object([("artifactLocation", artifact), ("replacements", .array(replacements))])])),
            ])])))
        }
        return .object(pairs)
    }

    /// The tool ran to the end unless the input could not be read or the usage was wrong (exit 2).
    static func invocation(_ run: CheckRun) -> JSONNode {
        var pairs: [(String, JSONNode)] = [
            ("arguments", .array(run.arguments.map { .string($0) })),
            ("exitCode", .int(Int(run.exitCode))),
            ("executionSuccessful", .bool(run.exitCode != 2)),
        ]
        if !run.rootDirectory.isEmpty { pairs.append(("workingDirectory", .object([("uri", .string("file://" + uri(rootURI(run.rootDirectory))))]))) }
        return .object(pairs)
    }

    /// The root as a folder: with the trailing slash SARIF wants in a base URI.
    static func rootURI(_ directory: String) -> String {
        directory.hasSuffix("/") ? directory : directory + "/"
    }

    /// A path inside the root is relative to `%SRCROOT%`; one outside it is an absolute `file:` URI.
    static func artifactLocation(_ path: String, root: String) -> JSONNode {
        var relative = path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        if relative.hasPrefix("/") {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            guard !root.isEmpty, relative.hasPrefix(prefix) else { return .object([("uri", .string("file://" + uri(relative)))]) }
            relative = String(relative.dropFirst(prefix.count))
        }
        return .object([("uri", .string(uri(relative))), ("uriBaseId", .string(rootBase))])
    }

    /// A URI reference: path segments percent-encoded where SARIF consumers need it.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let keep = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || "-._~/".utf8.contains(byte)
            if keep {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
