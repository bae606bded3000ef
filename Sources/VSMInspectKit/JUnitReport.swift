import MachineKit

/// JUnit XML for CI systems: one test suite per machine, one test case per check.
enum JUnitReport {
    static func render(_ run: CheckRun) -> String {
        let strict = run.strict
        var suites: [String] = []
        var totalTests = 0
        var totalFailures = 0
        for item in run.checked {
            let report = item.report
            var cases: [String] = []
            var failures = 0
            var skipped = 0
            for check in Finding.Check.allCases where applies(check, to: report, in: run.kind) {
                let findings = report.findings.filter { $0.check == check }
                let open = "    <testcase classname=\"vsm-inspect.\(xml(report.machine))\" name=\"\(check.rawValue)\""
                let details = findings.map(\.text).joined(separator: "\n")
                if let reason = skipReason(check, report) {
                    skipped += 1
                    cases.append(open + ">\n      <skipped message=\"\(xml(reason))\"/>\n    </testcase>")
                } else if findings.isEmpty {
                    cases.append(open + "/>")
                } else if strict || check.failsCheck {
                    failures += 1
                    let summary = findings.count == 1 ? findings[0].message : "\(findings.count) findings"
                    cases.append(open + ">\n      <failure type=\"\(check.rawValue)\" message=\"\(xml(summary))\">"
                        + xml(details) + "</failure>\n    </testcase>")
                } else {
                    cases.append(open + ">\n      <system-out>" + xml(details) + "</system-out>\n    </testcase>")
                }
            }
            totalTests += cases.count
            totalFailures += failures
            // Whether exploration saw everything, said plainly for every machine.
            var properties = ["      <property name=\"complete\" value=\"\(report.isComplete)\"/>"]
            if let dialect = report.origin.dialect {
                properties.append("      <property name=\"dialect\" value=\"\(xml(dialect))\"/>")
            }
            for reason in report.completeness.reasons {
                properties.append("      <property name=\"stopped\" value=\"\(xml(IncompleteCheck.finding(for: reason).message))\"/>")
            }
            suites.append(
                "  <testsuite name=\"\(xml(report.machine))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
                    + "errors=\"0\" skipped=\"\(skipped)\">\n"
                    + "    <properties>\n" + properties.joined(separator: "\n") + "\n    </properties>\n"
                    + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        // An input that could not be read: a suite of its own, with a bad-input error.
        for bad in run.badInputs {
            totalTests += 1
            let name = bad.file ?? "vsm-inspect"
            suites.append(
                "  <testsuite name=\"\(xml(name))\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
                    + "    <testcase classname=\"vsm-inspect.\(xml(name))\" name=\"bad-input\">\n"
                    + "      <error type=\"bad-input\" message=\"\(xml(bad.message))\">\(xml(bad.message))</error>\n"
                    + "    </testcase>\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"vsm-inspect\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" "
            + "errors=\"\(run.badInputs.count)\">\n"
            + suites.map { $0 + "\n" }.joined()
            + "</testsuites>\n"
    }

    /// Whether a check is a test case of the machine's suite: `conform` runs one check,
    /// `nonconforming`, and `check` runs every other; the checks of async runs appear for
    /// machines that run async actions.
    static func applies(_ check: Finding.Check, to report: CheckReport, in kind: CheckRun.Kind) -> Bool {
        switch kind {
        case .conform: check == .nonconforming
        case .check: check != .nonconforming
            && (report.runsAsyncActions || (check != .nondeterministic && check != .uncontrolledTask))
            && (check != .sometimes || report.sometimesCount > 0)
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
