import Foundation
import MachineKit

/// A machine and what its check found.
struct CheckedMachine {
    var machine: AnyMachine
    /// The exploration; `nil` after a bit-state search, which keeps no graph.
    var explored: ExploredMachine?
    /// What `check` found; for `conform`, the steps the machine does not allow (and whether
    /// a bound stopped exploration).
    var report: CheckReport
    /// The records read (`conform`, `check --coverage`): what each held, and the coverage.
    var conformance: ConformanceReport?

    init(machine: AnyMachine, explored: ExploredMachine, report: CheckReport? = nil, conformance: ConformanceReport? = nil) {
        self.machine = machine
        self.explored = explored
        self.report = report ?? explored.report
        self.conformance = conformance
    }

    /// A machine a bit-state search checked: its report alone.
    init(machine: AnyMachine, partial report: CheckReport) {
        self.machine = machine
        self.explored = nil
        self.report = report
    }

    /// The file a finding points at: a nonconforming step's record, the spec file, or for a
    /// machine written in Swift the source file of the line that explains it (relative to the
    /// working directory, a checkout's root in CI).
    func file(of finding: Finding) -> String? {
        if let step = finding.step { return step.record }
        if machine.origin.isFile { return machine.source }
        return finding.location?.relativeFile()
    }

    /// The line a finding points at, where it has one: a recorded step's, the spec file's, or
    /// the Swift line that explains it.
    func line(of finding: Finding) -> Int? {
        if let step = finding.step { return step.line }
        if machine.origin.isFile { return machine.origin.line(of: finding) }
        return finding.location?.line
    }
}

/// Everything one `check` (or `conform`) found: the machines checked and the inputs that could
/// not be read, which every format reports as `bad-input` findings.
struct CheckRun {
    /// What the run checked: the machines, or records of their runs against them.
    enum Kind {
        case check, conform
    }

    var checked: [CheckedMachine]
    var badInputs: [BadInput]
    var strict: Bool
    var kind: Kind = .check
    /// `--allow-incomplete`: a search a bound stopped passes when nothing else fails.
    var allowIncomplete = false

    /// What fails the check in this run.
    var policy: FailurePolicy { FailurePolicy(strict: strict, allowIncomplete: allowIncomplete) }

    /// Whether every machine passes and every input could be read.
    var ok: Bool { badInputs.isEmpty && checked.allSatisfy { $0.report.passes(strict: strict, allowIncomplete: allowIncomplete) } }

    /// Whether a finding fails the check (under `--strict`, warnings too; `incomplete` unless
    /// the run allows it).
    func fails(_ finding: Finding) -> Bool { policy.fails(finding.check) }
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
