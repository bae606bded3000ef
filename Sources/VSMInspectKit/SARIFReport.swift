import MachineKit

/// SARIF 2.1.0, so that code scanning shows findings: spec-file findings point at the line
/// that declares the state.
enum SARIFReport {
    static let rules: [(Finding.Check, String, String)] = [
        (.unreachable, "Unreachable state", "A declared state (or kind of state) is never reached from the initial state."),
        (.unreached, "Unreached state", "A declared state was not reached before a bound stopped exploration; it may lie beyond the bound."),
        (.deadEnd, "Dead end", "A reachable state that is not final has no enabled action."),
        (.trap, "Trap", "A set of reachable states can never be left and holds no final state."),
        (.unusedAction, "Unused action", "A declared action is never enabled in a reachable state."),
        (.invariant, "Broken invariant", "A named invariant fails in a reachable state."),
        (.incomplete, "Incomplete exploration", "A bound stopped exploration; other verdicts hold only for the states seen."),
    ]

    static func render(_ checked: [CheckedMachine], strict: Bool) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.0, $0) })
        var results: [JSONValue] = []
        for item in checked {
            for finding in item.report.findings {
                var location: [(String, JSONValue)] = []
                let subject = finding.state ?? finding.states?.first
                if item.machine.origin.isFile {
                    var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(item.machine.source))]))]
                    if let subject, let line = item.machine.origin.lines[subject] {
                        physical.append(("region", .object([("startLine", .int(line))])))
                    }
                    location.append(("physicalLocation", .object(physical)))
                }
                let logicalName = item.report.machine + (subject.map { "/" + $0 } ?? finding.action.map { "/" + $0 } ?? "")
                location.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(logicalName))])])))
                var text = "\(item.report.machine): \(finding.message)"
                if finding.isRollUp { text += " (\(finding.rollUpLine))" }
                if let trace = finding.trace { text += " Trace: \(trace.line)" }
                var result: [(String, JSONValue)] = [
                    ("ruleId", .string(finding.check.rawValue)),
                    ("ruleIndex", .int(ruleIndex[finding.check]!)),
                    ("level", .string(strict || finding.check.failsCheck ? "error" : "warning")),
                    ("message", .object([("text", .string(text))])),
                    ("locations", .array([.object(location)])),
                ]
                if let trace = finding.trace { result.append(("properties", .object([("trace", trace.json)]))) }
                results.append(.object(result))
            }
        }
        let driverRules: [JSONValue] = rules.map { check, name, description in
            .object([
                ("id", .string(check.rawValue)),
                ("name", .string(name.replacingOccurrences(of: " ", with: ""))),
                ("shortDescription", .object([("text", .string(name))])),
                ("fullDescription", .object([("text", .string(description))])),
                ("defaultConfiguration", .object([("level", .string(check.failsCheck ? "error" : "warning"))])),
            ])
        }
        return JSONValue.object([
            ("$schema", "https://json.schemastore.org/sarif-2.1.0.json"),
            ("version", "2.1.0"),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", "vsm-inspect"),
                    ("rules", .array(driverRules)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ]).pretty + "\n"
    }
}
