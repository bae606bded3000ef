import Foundation
import MachineKit

/// `check --format text` (and `conform`'s): names with control characters escaped (`Terminal.visible`).
enum TextReport {
    /// How many moves never taken are listed before the rest are counted.
    static let untakenListed = 20

    static func render(_ run: CheckRun, expand: Bool = false) -> String {
        var lines: [String] = []
        for item in run.checked {
            var statistics: String?
            if run.kind == .conform, let conformance = item.conformance {
                statistics = recordsText(conformance) + "; " + item.report.statisticsText
            }
            lines += item.report.lines(run.policy, expand: expand, style: .terminal, statistics: statistics)
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
        let failed = run.checked.filter { !$0.report.passes(strict: run.strict, allowIncomplete: run.allowIncomplete) }.count
        let count = run.checked.count
        let checked =
            switch run.kind {
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
        var text =
            "\(records) \(records == 1 ? "record" : "records"), \(steps) \(steps == 1 ? "step" : "steps") in "
            + "\(runs) \(runs == 1 ? "run" : "runs")"
        if unexplained > 0 { text += ", \(unexplained) not explained" }
        return text
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
            lines.append(
                "    \(unexplained) recorded \(unexplained == 1 ? "step is" : "steps are") not a move of the machine "
                    + "and \(unexplained == 1 ? "counts" : "count") for nothing ('\(Registry.commandName) conform' says where)")
        }
        return lines
    }
}

extension TextStyle {
    /// Painted when standard output shows colour, every name with its control characters escaped.
    static let terminal = TextStyle(
        paint: { text, paint in
            switch paint {
            case .bold: Terminal.paint(text, .bold)
            case .green: Terminal.paint(text, .green)
            case .red: Terminal.paint(text, .red)
            case .yellow: Terminal.paint(text, .yellow)
            case .dim: Terminal.paint(text, .dim)
            }
        },
        escape: Terminal.visible)
}
