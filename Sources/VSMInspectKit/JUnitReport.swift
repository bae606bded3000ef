import MachineKit

/// JUnit XML for CI systems: one test suite per machine, one test case per check.
enum JUnitReport {
    static func render(_ run: CheckRun) -> String { document(run).text }

    /// The report as a document: a suite a machine, a case a check that applies to it, and a
    /// suite a bad input.
    static func document(_ run: CheckRun) -> JUnitDocument {
        var suites: [JUnitDocument.Suite] = []
        for item in run.checked {
            let report = item.report
            var cases: [JUnitDocument.Case] = []
            for check in Finding.Check.allCases where applies(check, to: report, in: run.kind) {
                let findings = report.findings.filter { $0.check == check }
                let details = findings.map(\.text).joined(separator: "\n")
                let outcome: JUnitDocument.Outcome
                if let reason = skipReason(check, report) {
                    outcome = .skipped(message: reason)
                } else if findings.isEmpty {
                    outcome = .passed
                } else if run.policy.fails(check) {
                    outcome = .failure(
                        type: check.rawValue, message: findings.count == 1 ? findings[0].message : "\(findings.count) findings",
                        text: details)
                } else {
                    outcome = .output(details)
                }
                cases.append(JUnitDocument.Case(classname: "vsm-inspect." + report.machine, name: check.rawValue, outcome: outcome))
            }
            // Whether exploration saw everything, said plainly for every machine.
            var properties = [JUnitDocument.Property(name: "complete", value: "\(report.isComplete)")]
            if let dialect = report.origin.dialect { properties.append(JUnitDocument.Property(name: "dialect", value: dialect)) }
            for reason in report.completeness.reasons {
                properties.append(JUnitDocument.Property(name: "stopped", value: IncompleteCheck.finding(for: reason).message))
            }
            suites.append(JUnitDocument.Suite(name: report.machine, properties: properties, cases: cases))
        }
        // An input that could not be read: a suite of its own, with a bad-input error.
        for bad in run.badInputs {
            let name = bad.file ?? "vsm-inspect"
            suites.append(
                JUnitDocument.Suite(
                    name: name, properties: [],
                    cases: [
                        JUnitDocument.Case(
                            classname: "vsm-inspect." + name, name: "bad-input",
                            outcome: .error(type: "bad-input", message: bad.message, text: bad.message))
                    ]))
        }
        return JUnitDocument(suites: suites)
    }

    /// Whether a check is a test case of the machine's suite: `conform` runs one check,
    /// `nonconforming`, and `check` runs every other; `uncontrolled-task` appears for
    /// machines that run async actions, `nondeterministic` for every machine (a synchronous
    /// one's expand function is checked where it runs again).
    static func applies(_ check: Finding.Check, to report: CheckReport, in kind: CheckRun.Kind) -> Bool {
        switch kind {
        case .conform: check == .nonconforming
        case .check:
            check != .nonconforming
                && (report.runsAsyncActions || check != .uncontrolledTask)
                && (check != .sometimes || report.sometimesCount > 0)
                && (check != .identity || report.checksIdentityKeys)
        }
    }

    /// Why a check does not apply to a machine, or `nil` when it does.
    static func skipReason(_ check: Finding.Check, _ report: CheckReport) -> String? {
        switch check {
        case .unreachable where !report.kindsDeclared, .unreached where !report.kindsDeclared:
            "the machine's state type declares no universe of kinds (KindedState or CaseIterable)"
        case .trap where !report.declaresFinalStates:
            "the machine declares no final states"
        case .unusedAction where report.declaredActionCount == 0:
            "the machine declares no universe of actions"
        case .alwaysReachable where report.goalCount == 0:
            "the machine declares no goal always reachable"
        case .collapse where !report.viewLevelDeclared:
            "the machine declares no view level"
        default:
            nil
        }
    }
}

/// Escapes text for XML content and attribute values; drops characters XML 1.0 cannot hold.
func xml(_ text: String) -> String {
    Escaping.xml(text)
}
