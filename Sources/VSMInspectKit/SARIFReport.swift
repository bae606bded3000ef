import Foundation
import MachineKit

/// SARIF 2.1.0, so that code scanning shows findings: spec-file findings point at the line
/// that declares the state (or the event), each result has a fingerprint that stays the same
/// from run to run while the finding does, and rule ids read as words.
enum SARIFReport {
    /// The rules: id, name, description, and whether a finding of it fails the check.
    static let rules: [(id: String, check: Finding.Check?, name: String, description: String)] = [
        (
            "unreachable-state", .unreachable, "Unreachable state",
            "A declared state (or kind of state) is never reached from the initial state."
        ),
        (
            "unreached-state", .unreached, "Unreached state",
            "A declared state was not reached before a bound stopped exploration; it may lie beyond the bound."
        ),
        ("dead-end", .deadEnd, "Dead end", "A reachable state that is not final has no enabled action."),
        ("trap", .trap, "Trap", "A set of reachable states can never be left and holds no final state."),
        ("unused-action", .unusedAction, "Unused action", "A declared action is never enabled in a reachable state."),
        ("broken-invariant", .invariant, "Broken invariant", "A named invariant fails in a reachable state."),
        ("collapsed-view", .collapse, "Collapsed view state", "A view state is shown for domain states of more than one kind."),
        (
            "goal-unreachable", .alwaysReachable, "Goal unreachable",
            "A goal declared always reachable cannot be reached from a reachable state."
        ),
        (
            "nondeterministic", .nondeterministic, "Nondeterministic step",
            "An async step did not do the same thing when run again from the same state with the same answers: it reads a hidden input."
        ),
        (
            "uncontrolled-task", .uncontrolledTask, "Uncontrolled task",
            "Async work awaits something the explorer does not answer, sleeps on the real clock, or is left running after its step settled."
        ),
        (
            "identity", .identity, "Identity key too coarse",
            "Two states share an identity key but offer different actions or outcomes: the key drops what decides what happens next."
        ),
        (
            "incomplete-exploration", .incomplete, "Incomplete exploration",
            "A bound stopped exploration; other verdicts hold only for the states seen."
        ),
        ("bad-input", nil, "Bad input", "A file or machine name that cannot be read as a machine."),
        (
            "nonconforming-step", .nonconforming, "Nonconforming step",
            "A step a feature took at run time, as its record says, is not a move its machine allows there."
        ),
        ("sometimes", .sometimes, "No example", "No reachable state satisfies a property that some state must satisfy."),
    ]

    /// The rule id of a check.
    static func ruleID(_ check: Finding.Check) -> String { rules.first { $0.check == check }!.id }

    static func render(_ run: CheckRun) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var results: [JSONValue] = []
        for item in run.checked {
            let machine = item.report.machine
            for finding in item.report.findings {
                let rule = ruleID(finding.check)
                var location: [(String, JSONValue)] = []
                if let file = item.file(of: finding) {
                    var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(file))]))]
                    if let line = item.line(of: finding) {
                        physical.append(("region", .object([("startLine", .int(line))])))
                    }
                    location.append(("physicalLocation", .object(physical)))
                }
                let subject = finding.subjectText
                location.append(
                    (
                        "logicalLocations",
                        .array([
                            .object([
                                ("fullyQualifiedName", .string(machine + (subject.isEmpty ? "" : "/" + subject)))
                            ])
                        ])
                    ))
                var text = "\(machine): \(finding.message)"
                if finding.isRollUp { text += " (\(finding.rollUpLine))" }
                if let trace = finding.trace { text += " Trace: \(trace.line)" }
                var result: [(String, JSONValue)] = [
                    ("ruleId", .string(rule)),
                    ("ruleIndex", .int(ruleIndex[rule]!)),
                    ("level", .string(run.fails(finding) ? "error" : "warning")),
                    ("message", .object([("text", .string(text))])),
                    ("locations", .array([.object(location)])),
                    ("partialFingerprints", .object([("findingIdentity/v1", .string(fingerprint(machine, rule, subject)))])),
                ]
                if let trace = finding.trace {
                    result.append(("codeFlows", .array([codeFlow(trace, of: item)])))
                    result.append(("properties", .object([("trace", trace.json)])))
                }
                results.append(.object(result))
            }
        }
        for bad in run.badInputs {
            var location: [(String, JSONValue)] = []
            if let file = bad.file {
                var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(file))]))]
                if let line = bad.line { physical.append(("region", .object([("startLine", .int(line))]))) }
                location.append(("physicalLocation", .object(physical)))
            }
            results.append(
                .object([
                    ("ruleId", "bad-input"),
                    ("ruleIndex", .int(ruleIndex["bad-input"]!)),
                    ("level", "error"),
                    ("message", .object([("text", .string(bad.message))])),
                    ("locations", .array(location.isEmpty ? [] : [.object(location)])),
                    (
                        "partialFingerprints",
                        .object([("findingIdentity/v1", .string(fingerprint(bad.file ?? "", "bad-input", bad.message)))])
                    ),
                ]))
        }
        let driverRules: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(rule.name.replacingOccurrences(of: " ", with: ""))),
                ("shortDescription", .object([("text", .string(rule.name))])),
                ("fullDescription", .object([("text", .string(rule.description))])),
                ("defaultConfiguration", .object([("level", .string(rule.check?.failsCheck ?? true ? "error" : "warning"))])),
            ])
        }
        return JSONValue.object([
            ("$schema", "https://json.schemastore.org/sarif-2.1.0.json"),
            ("version", "2.1.0"),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", "vsm-inspect"),
                                        ("semanticVersion", .string(MachineKitVersion.current)),
                                        ("rules", .array(driverRules)),
                                    ])
                                )
                            ])
                        ),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ]).pretty + "\n"
    }

    /// A finding's trace as SARIF's code flow (§3.36), so that code scanning steps through it:
    /// one thread flow whose locations are the trace's states in order, each with its step as
    /// the message (`initial: S`, then `A → S`) and, where the machine knows it, the line that
    /// declares the state (a spec file's state, a Swift machine's kind of state).
    static func codeFlow(_ trace: Trace, of item: CheckedMachine) -> JSONValue {
        let locate = stepLocator(item)
        let locations: [JSONValue] = trace.steps.enumerated().map { order, step in
            let text = step.action.map { "\($0) → \(step.state)" } ?? "initial: \(step.state)"
            var location: [(String, JSONValue)] = []
            if let (file, line) = locate(step) {
                var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(file))]))]
                if let line { physical.append(("region", .object([("startLine", .int(line))]))) }
                location.append(("physicalLocation", .object(physical)))
            }
            location.append(("message", .object([("text", .string(text))])))
            return .object([("location", .object(location)), ("executionOrder", .int(order))])
        }
        let last = trace.steps.last?.state ?? ""
        let steps = trace.steps.count - 1
        return .object([
            ("message", .object([("text", .string("The trace to \(last), \(steps) \(steps == 1 ? "step" : "steps")"))])),
            ("threadFlows", .array([.object([("locations", .array(locations))])])),
        ])
    }

    /// Where a trace's step is declared: for a spec file, the file and its state's line (none
    /// for a state the file does not name, such as a parallel configuration); for a machine
    /// written in Swift, the `case` of the step's kind of state, from the explored graph.
    private static func stepLocator(_ item: CheckedMachine) -> (Trace.Step) -> (String, Int?)? {
        let origin = item.machine.origin
        if origin.isFile {
            let file = item.machine.source
            return { step in (file, origin.lines[step.state]) }
        }
        guard !origin.kindDeclarations.isEmpty, let graph = item.explored?.graph, graph.kindsDeclared else {
            return { _ in nil }
        }
        return { step in
            guard graph.stateKinds.indices.contains(step.stateIndex),
                let declared = origin.kindDeclarations[graph.kindNames[graph.stateKinds[step.stateIndex]]]
            else { return nil }
            return (declared.relativeFile(), declared.line)
        }
    }

    /// A fingerprint that stays the same while the finding does (the same machine, rule and
    /// subject), whatever lines move: 64-bit FNV-1a of the three, in hex.
    static func fingerprint(_ parts: String...) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in parts.joined(separator: "\u{0}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
