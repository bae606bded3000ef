import ArgumentParser
import MachineKit

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check machines: unreachable states, dead ends, traps, unused actions, broken invariants.",
        discussion: """
        Every reachable state and every outcome of every action is explored from the initial \
        state. Each finding comes with the shortest trace that leads to it.

        unreachable, dead-end, trap and invariant findings fail the check (exit 1); \
        unused-action, unreached and incomplete are warnings, which fail too under --strict.

        A machine's own constraint is its scope: exploring everything inside it is complete. \
        A bound (--max-states, --max-depth, or the default of 1000000 states) that stops \
        exploration makes the run incomplete: a declared state not reached is then only \
        'unreached' (it may lie beyond the bound), and the report says the run stopped and why.

        Findings of one check on several states of the same kind are rolled up into one, with \
        the shortest trace; --expand lists every one (JSON always does, under 'instances').

        Examples:
          vsm-inspect check --all
          vsm-inspect check BlogEntry Fixtures/specs/checkout.json
          vsm-inspect check --all --format junit > machines.xml
          vsm-inspect check --all --format sarif > machines.sarif
          vsm-inspect check RatesStore --max-states 10000 --strict
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, junit, sarif }

    @Argument(help: "Registered machine names or spec file paths.")
    var machines: [String] = []

    @Flag(help: "Check every registered machine.")
    var all = false

    @Option(help: "Output format: text, json, junit or sarif.")
    var format: Format = .text

    @Flag(help: "Fail on warnings too (unused-action, unreached, incomplete).")
    var strict = false

    @Flag(help: "List every finding a roll-up stands for, each with its trace (text format).")
    var expand = false

    @OptionGroup var bounds: BoundOptions

    func validate() throws {
        if machines.isEmpty && !all {
            throw ValidationError("check needs machine names, spec file paths, or --all")
        }
    }

    func run() throws {
        var selected: [AnyMachine] = all ? Registry.catalogue.machines : []
        for argument in machines {
            let machine = try MachineResolver.resolve(argument)
            if !selected.contains(where: { $0.name == machine.name && $0.source == machine.source }) {
                selected.append(machine)
            }
        }
        let checked = selected.map { machine in
            CheckedMachine(machine: machine, explored: machine.exploreReporting(bounds.bounds))
        }
        let output: String = switch format {
        case .text: TextReport.render(checked, strict: strict, expand: expand)
        case .json: JSONReport.render(checked, strict: strict)
        case .junit: JUnitReport.render(checked, strict: strict)
        case .sarif: SARIFReport.render(checked, strict: strict)
        }
        Terminal.output(output)
        if checked.contains(where: { !$0.report.passes(strict: strict) }) {
            throw ExitCode(1)
        }
    }
}

/// A machine and what its check found.
struct CheckedMachine {
    var machine: AnyMachine
    var explored: ExploredMachine
    var report: CheckReport { explored.report }
}

enum TextReport {
    static func render(_ checked: [CheckedMachine], strict: Bool, expand: Bool = false) -> String {
        var lines: [String] = []
        for item in checked {
            let report = item.report
            let passes = report.passes(strict: strict)
            let verdict = passes ? Terminal.paint("ok", .green) : Terminal.paint("FAILED", .red)
            let incomplete = report.isComplete ? "" : " (incomplete)"
            lines.append(Terminal.paint(report.machine, .bold) + ": \(verdict)\(incomplete): \(report.statisticsText)")
            for finding in report.findings {
                let fails = strict || finding.check.failsCheck
                let label = Terminal.paint(finding.check.rawValue, fails ? .red : .yellow)
                lines.append("  \(label): \(finding.message)")
                if finding.isRollUp {
                    if expand {
                        for instance in finding.instances {
                            lines.append("    - \(instance.message)")
                            if let trace = instance.trace { lines.append("      " + Terminal.paint("trace:", .dim) + " " + trace.line) }
                        }
                        continue
                    }
                    lines.append("    " + finding.rollUpLine)
                }
                if let trace = finding.trace {
                    lines.append("    " + Terminal.paint("trace:", .dim) + " " + trace.line)
                }
            }
        }
        let failed = checked.filter { !$0.report.passes(strict: strict) }.count
        let noun = checked.count == 1 ? "machine" : "machines"
        lines.append("\(checked.count) \(noun) checked: \(checked.count - failed) ok, \(failed) failed")
        return lines.map { $0 + "\n" }.joined()
    }
}

enum JSONReport {
    static func render(_ checked: [CheckedMachine], strict: Bool) -> String {
        JSONValue.object([
            ("ok", .bool(checked.allSatisfy { $0.report.passes(strict: strict) })),
            ("machines", .array(checked.map(\.explored.json))),
        ]).pretty + "\n"
    }
}
