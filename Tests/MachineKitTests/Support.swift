import Foundation
import MachineKit
import TestSupport

/// One line per finding: check, subject, and the whole trace, so a test compares all three.
func summary(_ findings: [Finding]) -> [String] {
    findings.map { finding in
        var line = "\(finding.check.rawValue) \(finding.subjectText)"
        if let trace = finding.trace { line += " | " + trace.line }
        return line
    }
}

/// The names of the reached states, in discovery order.
func reachable<State, Action>(_ exploration: Exploration<State, Action>) -> [String] {
    (0..<exploration.stateCount).map(exploration.name(of:))
}

func fixture(_ relative: String) -> String { repositoryRoot + "/Fixtures/" + relative }
