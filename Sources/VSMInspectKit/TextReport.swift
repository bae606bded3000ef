import Foundation
import MachineKit

/// `check --format text`: names with control characters escaped (`Terminal.visible`).
enum TextReport {
    static func render(_ run: CheckRun, expand: Bool = false) -> String {
        var lines: [String] = []
        for item in run.checked {
            let report = item.report
            let passes = report.passes(strict: run.strict)
            let verdict = passes ? Terminal.paint("ok", .green) : Terminal.paint("FAILED", .red)
            let incomplete = report.isComplete ? "" : " (incomplete)"
            lines.append(Terminal.paint(Terminal.visible(report.machine), .bold) + ": \(verdict)\(incomplete): \(report.statisticsText)")
            for finding in report.findings {
                let label = Terminal.paint(finding.check.rawValue, run.fails(finding) ? .red : .yellow)
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
        }
        for bad in run.badInputs {
            lines.append(Terminal.paint("bad-input", .red) + ": " + Terminal.visible(bad.message))
        }
        let failed = run.checked.filter { !$0.report.passes(strict: run.strict) }.count
        let count = run.checked.count
        var summary = "\(count) \(count == 1 ? "machine" : "machines") checked: \(count - failed) ok, \(failed) failed"
        if !run.badInputs.isEmpty {
            summary += ", \(run.badInputs.count) bad \(run.badInputs.count == 1 ? "input" : "inputs")"
        }
        lines.append(summary)
        return lines.map { $0 + "\n" }.joined()
    }
}
