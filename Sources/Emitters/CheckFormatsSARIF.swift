import PushRules

extension CheckFormatter {
    /// A SARIF 2.1.0 log with one run: the rule table from the registry, one result per finding.
    public static func sarif(_ report: CheckReport, toolVersion: String) -> String {
        let rules = RuleRegistry.infos
        let ruleTable = rules.map { rule -> JSONNode in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(rule.name)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ])
        }
        let results = report.allFindings.map { finding -> JSONNode in
            .object([
                ("ruleId", .string(finding.rule)),
                ("ruleIndex", .int(rules.firstIndex { $0.id == finding.rule } ?? 0)),
                ("level", .string(finding.severity.rawValue)),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([.object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(uri(finding.path)))])),
                        ("region", .object([("startLine", .int(finding.location.line)), ("startColumn", .int(finding.location.column))])),
                    ])),
                ])])),
            ])
        }
        let driver: JSONNode = .object([
            ("name", .string("gtpush")),
            ("informationUri", .string("https://github.com/GetuiLaboratory/getui-pushapi-php-client")),
            ("version", .string(toolVersion)),
            ("rules", .array(ruleTable)),
        ])
        let log: JSONNode = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ])
        return log.render() + "\n"
    }

    /// A relative URI reference: path segments percent-encoded where SARIF consumers need it.
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
