import ArgumentParser
import Foundation
import MachineKit

struct Conform: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check recorded runs of a feature against its machine: every step must be a move the machine allows.",
        discussion: """
            A record is what MachineKit's StepRecorder writes while the feature runs (in its tests, \
            UI tests, a beta): JSON Lines, one step a line, states and actions by the names \
            'check' prints. Each step must be a move the machine allows from where the run was. \
            For each record, the first step it does not allow is a nonconforming finding, with \
            the record's line, the steps before it, and the moves the machine allows there.

            A run's first step, and a step after lines are missing (the recorder dropped steps, \
            a rotated file starts mid-run), may start from any reachable state of its name. Lines \
            of other machines are skipped. A step that starts where the step before did not end \
            is a gap, and not explained.

            RECORD is a file (.jsonl, .ndjson; in a .log file, the lines that hold a record line), \
            a directory (every record file under it: a folder of UI-test runs), or a glob in quotes.

            nonconforming findings fail the check (exit 1); a line that is not a record line is bad \
            input (exit 2) naming the file and line, and the other records are still checked.

            Examples:
              vsm-inspect conform ProductsFlow .build/records/
              vsm-inspect conform Fixtures/specs/checkout.json 'UITests/runs/*.jsonl' --format sarif
              vsm-inspect conform ShopNavigation run.jsonl --format junit --output conform.xml
            """
    )

    @Argument(help: "A registered machine name or a spec file path.")
    var machine: String

    @Argument(help: "Records: files, directories of record files, or globs.")
    var records: [String] = []

    @OptionGroup var reportOptions: ReportOutput<Check.Format>
    var format: Check.Format { reportOptions.format }
    var output: String? { reportOptions.output }

    @OptionGroup var bounds: BoundOptions

    @Option(help: "Read a spec file with this dialect's rules: xstate5, xstate4 or scxml.")
    var dialect: Statechart.Dialect?

    func run() throws {
        if records.isEmpty { throw ValidationError("conform needs a machine and at least one record") }
        try reportOptions.check()
        try MachineResolver.$dialect.withValue(dialect) { try conform() }
    }

    private func conform() throws {
        let resolved = try MachineResolver.resolve(machine)
        var badInputs: [BadInput] = []
        let paths = RecordInputs.expand(records, bad: &badInputs)
        let (read, unreadable) = RecordInputs.read(paths)
        badInputs += unreadable
        if read.isEmpty {
            if !badInputs.isEmpty { Terminal.error(BadInput.oneLine(badInputs)) }
            throw ExitCode(BadInput.exitCode)
        }
        let explored = resolved.exploreReporting(bounds.bounds)
        let conformance = explored.conform(read, bad: &badInputs)
        let checked = conformance.records.count
        if checked > 0, conformance.coverage.steps == 0 {
            let other = conformance.records.map(\.otherMachines).reduce(0, +)
            badInputs.append(
                BadInput(
                    "no record holds a step of machine '\(Terminal.visible(resolved.name))' (\(checked) "
                        + "\(checked == 1 ? "record" : "records") read, \(other) \(other == 1 ? "line" : "lines") of other machines); "
                        + "a recorder writes the machine's name on every line"))
        }
        let base = explored.report
        var findings = base.findings.filter { $0.check == .incomplete } + conformance.findings
        findings.sort { ($0.check == .incomplete ? 0 : 1) < ($1.check == .incomplete ? 0 : 1) }
        var report = CheckReport(
            machine: base.machine, origin: base.origin, statistics: base.statistics, completeness: base.completeness,
            constraint: base.constraint, findings: findings, kindsDeclared: base.kindsDeclared,
            declaresFinalStates: base.declaresFinalStates, declaredActionCount: base.declaredActionCount)
        report.runsAsyncActions = base.runsAsyncActions
        report.checksIdentityKeys = base.checksIdentityKeys
        let run = CheckRun(
            checked: [CheckedMachine(machine: resolved, explored: explored, report: report, conformance: conformance)],
            badInputs: badInputs, strict: false, kind: .conform)
        if output != nil { Terminal.colorsOutput = false }
        let text: String =
            switch format {
            case .text: TextReport.render(run)
            case .json: JSONReport.render(run)
            case .junit: JUnitReport.render(run)
            case .sarif: SARIFReport.render(run)
            case .github: GitHubReport.render(run)
            }
        try reportOptions.file.target(inputs: [machine], records: paths).write(Data(text.utf8))
        if !badInputs.isEmpty {
            Terminal.error(BadInput.oneLine(badInputs))
            throw ExitCode(BadInput.exitCode)
        }
        if !report.passes() { throw ExitCode(1) }
    }
}
