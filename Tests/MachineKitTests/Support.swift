import Foundation
import MachineKit

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

/// The repository's root, found from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            return url.path
        }
    }
    fatalError("no Package.swift above \(#filePath)")
}()

func fixture(_ relative: String) -> String { repositoryRoot + "/Fixtures/" + relative }
