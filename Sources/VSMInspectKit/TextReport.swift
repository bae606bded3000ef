import Foundation
import MachineKit

/// `check --format text` (and `conform`'s): names with control characters escaped (`Terminal.visible`).
enum TextReport {
    /// How many moves never taken are listed before the rest are counted.
    static let untakenListed = 20

    static func render(_ run: CheckRun, expand: Bool = false) -> String {
        var lines: [String] = []
        for item in run.checked {
            let report = item.report
            let passes = report.passes(strict: run.strict)
            let verdict = passes ? Terminal.paint("ok", .green) : Terminal.paint("FAILED", .red)
            let incomplete = report.completenessTag
            var statistics = report.statisticsText
            if run.kind == .conform, let conformance = item.conformance {
                statistics = recordsText(conformance) + "; " + statistics
            }
            lines.append(Terminal.paint(Terminal.visible(report.machine), .bold) + ": \(verdict)\(incomplete): \(statistics)")
            for finding in report.findings {
                let label = Terminal.paint(finding.check.rawValue, run.fails(finding) ? .red : .yellow)
                if let step = finding.step {
                    lines += stepLines(step, label: label)
                    if let trace = finding.trace {
                        lines.append("    " + Terminal.paint("shortest path there:", .dim) + " " + Terminal.visible(trace.line))
                    }
                    continue
                }
                lines.append("  \(label): \(Terminal.visible(finding.message))")
                if finding.isRollUp {
                    if expand {
                        for instance in finding.instances {
                            lines.append("    - \(Terminal.visible(instance.message))")
                            if let trace = instance.trace { lines.append("      " + Terminal.paint("trace:", .dim) + " " + Terminal.visible(trace.line)) }
                        }
                        continue
                    }
                    lines.append("    " + Terminal.visible(finding.rollUpLine))
                }
                if let trace = finding.trace {
                    lines.append("    " + Terminal.paint("trace:", .dim) + " " + Terminal.visible(trace.line))
                }
            }
            if let conformance = item.conformance {
                if run.kind == .conform {
                    for record in conformance.records {
                        lines.append("  " + Terminal.paint("record:", .dim) + " " + Terminal.visible(record.record) + ": " + record.text)
                    }
                }
                if let explored = item.explored { lines += coverageLines(conformance, graph: explored.graph, kind: run.kind) }
            }
        }
        for bad in run.badInputs {
            lines.append(Terminal.paint("bad-input", .red) + ": " + Terminal.visible(bad.message))
        }
        lines.append(summary(run))
        return lines.map { $0 + "\n" }.joined()
    }

    /// `3 machines checked: 2 ok, 1 failed, 1 bad input`; for `conform`, `checked against their records`.
    static func summary(_ run: CheckRun) -> String {
        let failed = run.checked.filter { !$0.report.passes(strict: run.strict) }.count
        let count = run.checked.count
        let checked = switch run.kind {
        case .check: "checked"
        case .conform: count == 1 ? "checked against its records" : "checked against their records"
        }
        var summary = "\(count) \(count == 1 ? "machine" : "machines") \(checked): \(count - failed) ok, \(failed) failed"
        if !run.badInputs.isEmpty {
            summary += ", \(run.badInputs.count) bad \(run.badInputs.count == 1 ? "input" : "inputs")"
        }
        return summary
    }

    /// `2 records, 14 steps in 3 runs, 1 not explained`.
    static func recordsText(_ conformance: ConformanceReport) -> String {
        let records = conformance.records.count
        let steps = conformance.coverage.steps
        let runs = conformance.records.map(\.runs).reduce(0, +)
        let unexplained = conformance.records.map(\.unexplained).reduce(0, +)
        var text = "\(records) \(records == 1 ? "record" : "records"), \(steps) \(steps == 1 ? "step" : "steps") in "
            + "\(runs) \(runs == 1 ? "run" : "runs")"
        if unexplained > 0 { text += ", \(unexplained) not explained" }
        return text
    }

    /// A nonconforming step: where and what, the moves allowed there, the steps before it.
    static func stepLines(_ step: Nonconformance, label: String) -> [String] {
        var headline = "\(step.record):\(step.line): step \(step.seq) of run \(step.run), \(step.stepText), "
        switch step.reason {
        case .noSuchMove: headline += "is not a move the machine allows"
        case .gap(let ended): headline += "starts from '\(step.from)', but the step before ended in '\(ended)'"
        case .unknownState(let state): headline += "names '\(state)', a state the machine never reaches"
        }
        if step.more > 0 { headline += " (and \(step.more) more \(step.more == 1 ? "step" : "steps") of this record not explained)" }
        var lines = ["  \(label): " + Terminal.visible(headline)]
        if let place = step.allowedPlace {
            if step.allowed.isEmpty {
                lines.append("    " + Terminal.visible("from '\(place)' the machine allows no move"))
            } else {
                lines.append("    " + Terminal.paint("allowed from", .dim) + " " + Terminal.visible("'\(place)':"))
                lines += step.allowed.map { "      " + Terminal.visible($0.text) }
            }
        }
        if !step.earlier.isEmpty {
            lines.append("    " + Terminal.paint("steps before:", .dim))
            lines += step.earlier.map { "      " + Terminal.visible($0) }
        }
        return lines
    }

    /// The coverage line, the moves never taken, and a word on steps the machine does not explain.
    static func coverageLines(_ conformance: ConformanceReport, graph: StateGraph, kind: CheckRun.Kind) -> [String] {
        let coverage = conformance.coverage
        var lines = ["  " + Terminal.paint("coverage:", .dim) + " " + coverage.summary]
        // `conform` says what the records hold; `check --coverage` lists what they left out.
        let untaken = kind == .check ? coverage.untakenMoves : []
        if !untaken.isEmpty {
            lines.append("    never taken:")
            lines += untaken.prefix(untakenListed).map { "      " + Terminal.visible(Coverage.text(of: $0, in: graph)) }
            if untaken.count > untakenListed {
                lines.append("      and \(untaken.count - untakenListed) more (--format json lists every one)")
            }
        }
        let unexplained = conformance.records.map(\.unexplained).reduce(0, +)
        if kind == .check, unexplained > 0 {
            lines.append("    \(unexplained) recorded \(unexplained == 1 ? "step is" : "steps are") not a move of the machine "
                + "and \(unexplained == 1 ? "counts" : "count") for nothing ('\(Registry.commandName) conform' says where)")
        }
        return lines
    }
}
