import ArgumentParser
import Foundation
import MachineKit

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check machines: unreachable states, dead ends, traps, unused actions, broken invariants.",
        discussion: """
            Every reachable state and every outcome of every action is explored from the initial \
            state. Each finding comes with the shortest trace that leads to it.

            MACHINE may be a directory (every spec file under it, hidden ones skipped), a glob in \
            quotes ('Specs/**/*.yaml'), or - for one spec document on standard input (SCXML when it \
            starts with '<', JSON with '{', YAML otherwise).

            unreachable, dead-end, trap and invariant findings fail the check (exit 1); \
            unused-action and unreached are warnings, which fail too under --strict. An incomplete \
            run (a bound stopped it, or a bit-state search) fails too, unless --allow-incomplete \
            accepts verdicts on the states seen.

            A machine's own constraint is its scope: exploring everything inside it is complete. \
            A bound (--max-states, --max-depth, or the default of 1000000 states) that stops \
            exploration makes the run incomplete: a declared state not reached is then only \
            'unreached' (it may lie beyond the bound), and the report says the run stopped and why.

            For a state space beyond memory, --bitstate SIZE searches with bits, not states (SPIN's \
            bit-state search): each state sets --hashes bits of an array of SIZE, and one whose bits \
            are all set is taken as seen, rightly or not. Such a run is partial, never complete: the \
            findings it reports are real, each with its trace, but it proves no absence (a state it \
            did not reach is only 'unreached', and traps, always-reachable goals, sometimes properties \
            and collapses are not checked). Its incomplete finding estimates the coverage: the hash \
            factor (bits per state stored; above 100 few states are missed) and the states expected \
            omitted. --swarm N runs N searches with different hash functions and orders of moves \
            (seeds --seed, --seed + 1, ...) on --workers threads and merges their findings; a \
            search per CI job is --seed K.

            Findings of one check on several states of the same kind are rolled up into one, with \
            the shortest trace; --expand lists every one (JSON always does, under 'instances').

            Examples:
              vsm-inspect check --all
              vsm-inspect check BlogEntry Fixtures/specs/checkout.json
              vsm-inspect check --all --format junit > machines.xml
              vsm-inspect check --all --format sarif > machines.sarif
              vsm-inspect check Specs/ --output machines.sarif
              vsm-inspect check 'Specs/**/*.yaml' --strict
              vsm-inspect check RatesStore --max-states 10000 --strict
              vsm-inspect check legacy-machine.json --dialect xstate4
              vsm-inspect check --all Specs/ --shard 2/4 --format json --output part-2.json
              vsm-inspect check HugeFeature --bitstate 2^33 --max-depth 100000
              vsm-inspect check HugeFeature --bitstate 512MiB --swarm 8 --workers 2
              vsm-inspect check ProductsFlow --coverage .build/records/

            --coverage reads records of the features' runs (MachineKit's StepRecorder; see 'conform') \
            and adds to each machine's report how often the runs took each move, and the moves no \
            run took (JSON: 'records' and 'coverage').
            """
    )

    enum Format: String, ReportFormat {
        case text, json, junit, sarif, github
        static let endings: [String: Format] = ["txt": .text, "json": .json, "xml": .junit, "sarif": .sarif]
        static let standard: Format? = .text
        static let formatHelp =
            "Output format: text, json, junit, sarif, or github (workflow annotations); told by --output's ending when left out."
        static let outputHelp = "Write the report to this file (.txt, .json, .xml for JUnit, .sarif) instead of standard output."
    }

    @Argument(help: "Registered machine names, spec file paths, directories or globs of spec files, or - for a spec on standard input.")
    var machines: [String] = []

    @Flag(help: "Check every registered machine.")
    var all = false

    @OptionGroup var reportOptions: ReportOutput<Format>
    var format: Format { reportOptions.format }
    var output: String? { reportOptions.output }

    @Flag(help: "Fail on warnings too (unused-action, unreached).")
    var strict = false

    @Flag(
        help:
            "Pass a machine a bound stopped (or a bit-state search saw part of) when nothing else fails: its verdicts hold for the states seen."
    )
    var allowIncomplete = false

    @Flag(help: "List every finding a roll-up stands for, each with its trace (text format).")
    var expand = false

    @Flag(help: "Add each machine's explored graph to the JSON report, for 'vsm-inspect diff'.")
    var graph = false

    @Option(name: .long, parsing: .unconditional, help: "Write no JSON report larger than this many bytes (default 268435456, 256 MiB).")
    var maxOutputBytes: Int = OutputBounds.standardReportBytes

    @OptionGroup var bounds: BoundOptions

    @OptionGroup var search: BitstateArguments

    @OptionGroup var specSize: SpecSizeOptions

    @Option(
        help:
            "Check only part K of N (1 <= K <= N) of the machines, dealt out the same way on every job given the same arguments; join the parts' reports with 'merge'."
    )
    var shard: Shard?

    @Option(
        parsing: .upToNextOption,
        help: "Records of the features' runs (files, directories, globs): add which moves they took, and which none took.")
    var coverage: [String] = []

    @Option(
        help:
            "Read spec files with this dialect's rules: xstate5, xstate4 or scxml (by default: SCXML for .scxml; XState v4 for a config that uses a v4-only key such as 'cond' or 'internal', else v5)."
    )
    var dialect: Statechart.Dialect?

    /// The arguments' own rules, checked when the command runs (not in `validate()`, which
    /// the parser calls before it reports an unknown option, so that a mistyped option would
    /// be reported as a missing one).
    func checkArguments() throws {
        if machines.isEmpty && !all {
            throw ValidationError("check needs machine names, spec file paths, or --all")
        }
        try reportOptions.check()
        try specSize.check()
        if maxOutputBytes < 1 {
            throw ValidationError("--max-output-bytes must be a positive number, got \(maxOutputBytes)")
        }
        if graph && format != .json {
            throw ValidationError("--graph adds the graph to the JSON report: use it with --format json")
        }
        try search.check(graph: graph, coverage: !coverage.isEmpty, maxStates: bounds.maxStates)
    }

    func run() throws {
        try checkArguments()
        try MachineResolver.$limits.withValue(specSize.limits) {
            try MachineResolver.$dialect.withValue(dialect) { try checkMachines() }
        }
    }

    private func checkMachines() throws {
        var selected: [AnyMachine] = all ? Registry.catalogue.machines : []
        var badInputs: [BadInput] = []
        for argument in machines {
            do {
                for path in try MachineResolver.expand(argument) {
                    do {
                        let machine = try MachineResolver.resolve(path)
                        if !selected.contains(where: { $0.name == machine.name && $0.source == machine.source }) {
                            selected.append(machine)
                        }
                    } catch {
                        // One bad file among several: reported on its own, the others still checked.
                        badInputs.append(error)
                    }
                }
            } catch {
                badInputs.append(error)
            }
        }
        if let shard {
            let keep = shard.selects(selected.map(Shard.identity(of:)) + badInputs.map(Shard.identity(of:)))
            selected = zip(selected, keep).filter(\.1).map(\.0)
            badInputs = zip(badInputs, keep.dropFirst(keep.count - badInputs.count)).filter(\.1).map(\.0)
        }
        // Nothing could be read: the errors alone, in one line, and nothing on standard output.
        if selected.isEmpty, !badInputs.isEmpty {
            Terminal.error(BadInput.oneLine(badInputs))
            throw ExitCode(BadInput.exitCode)
        }
        var records: [Record] = []
        if !coverage.isEmpty {
            do {
                let (read, unreadable) = RecordInputs.read(try RecordInputs.expand(coverage))
                records = read
                badInputs += unreadable
            } catch {
                badInputs.append(error)
            }
        }
        let checked = selected.map { machine in
            if let options = search.options(maxDepth: bounds.maxDepth) {
                return CheckedMachine(machine: machine, partial: machine.bitstate(options, workers: search.workers ?? 1))
            }
            let explored = machine.exploreReporting(bounds.bounds)
            let conformance = coverage.isEmpty ? nil : explored.conform(records, bad: &badInputs)
            return CheckedMachine(machine: machine, explored: explored, conformance: conformance)
        }
        let run = CheckRun(checked: checked, badInputs: badInputs, strict: strict, allowIncomplete: allowIncomplete)
        if output != nil { Terminal.colorsOutput = false }
        let report: String =
            switch format {
            case .text: TextReport.render(run, expand: expand)
            case .json:
                try JSONReport.render(run, graph: graph, limit: maxOutputBytes)
                    ?? {
                        throw BadInput(
                            "the JSON report of \(run.checked.count) \(run.checked.count == 1 ? "machine" : "machines") would be more than "
                                + "--max-output-bytes \(maxOutputBytes) (the limit): check fewer machines\(graph ? ", leave out --graph," : "") or give a larger --max-output-bytes"
                        )
                    }()
            case .junit: JUnitReport.render(run)
            case .sarif: SARIFReport.render(run)
            case .github: GitHubReport.render(run)
            }
        try reportOptions.file.target(inputs: machines, records: coverage).write(Data(report.utf8))
        if !badInputs.isEmpty {
            Terminal.error(BadInput.oneLine(badInputs))
            throw ExitCode(BadInput.exitCode)
        }
        if run.checked.contains(where: { !$0.report.passes(strict: strict, allowIncomplete: allowIncomplete) }) {
            throw ExitCode(1)
        }
    }
}

extension Statechart.Dialect: ExpressibleByArgument {}
