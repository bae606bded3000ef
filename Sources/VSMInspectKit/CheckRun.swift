import Foundation
import MachineKit

/// A machine and what its check found.
struct CheckedMachine {
    var machine: AnyMachine
    var explored: ExploredMachine
    var report: CheckReport { explored.report }

    /// The line of the spec file a finding points at, where it has one.
    func line(of finding: Finding) -> Int? { machine.origin.line(of: finding) }
}

/// Everything one `check` found: the machines checked and the inputs that could not be read,
/// which every format reports as `bad-input` findings.
struct CheckRun {
    var checked: [CheckedMachine]
    var badInputs: [BadInput]
    var strict: Bool

    /// Whether every machine passes and every input could be read.
    var ok: Bool { badInputs.isEmpty && checked.allSatisfy { $0.report.passes(strict: strict) } }

    /// Whether a finding fails the check (under `--strict`, warnings too).
    func fails(_ finding: Finding) -> Bool { strict || finding.check.failsCheck }
}

extension BadInput {
    /// A `bad-input` finding: `check`, `file`, `line` and `state` where known, `message`.
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("check", "bad-input")]
        if let file { pairs.append(("file", .string(file))) }
        if let line { pairs.append(("line", .int(line))) }
        if let state { pairs.append(("state", .string(state))) }
        pairs.append(("message", .string(message)))
        return .object(pairs)
    }
}
