import ArgumentParser
import Foundation
import MachineKit

struct Tests: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tests",
        abstract: "Write a Swift Testing file that replays the machine's paths against the feature's own machine.",
        discussion: """
            One @Test for each covering path (together they take every move), and with --shortest \
            one test whose arguments are the shortest paths to every state. Each replays its path \
            with expectPath (MachineKitTesting), asserting every state reached. Regenerating gives \
            the same bytes, so the file can be committed and checked.

            A spec file's tests load it by its path from the package's root. A registered machine \
            says how tests make it: AnyMachine(machine, testSource: .expression("Feature.machine()", \
            imports: ["Features"])).

            With --uncovered, the paths take only the moves that no record of the feature's runs \
            took (MachineKit's StepRecorder; see 'conform'), in a suite of its own \
            (BlogEntryUncoveredPathTests): the tests the recorded runs still lack.

            A file of more than --max-paths paths (10000) or --max-output-bytes (64 MiB) is not \
            written.

            Examples:
              vsm-inspect tests BlogEntry --output Tests/FeatureTests/BlogEntryPathTests.swift
              vsm-inspect tests Fixtures/specs/checkout.json --shortest --output -
              vsm-inspect tests ProductsFlow --uncovered .build/records/ --output Tests/FeatureTests/ProductsFlowUncoveredPathTests.swift
            """
    )

    @Argument(help: "A registered machine name or a spec file path.")
    var machine: String

    /// What `tests`' `--output` and `--force` say.
    enum Output: OutputHelp {
        static let outputHelp = "The file to write, or - for standard output (needed)."
        static let forceHelp = "Replace the output file if it exists."
    }

    @OptionGroup var outputOptions: OutputOptions<Output>

    @Flag(help: "Also replay the shortest path to every state.")
    var shortest = false

    @Option(
        parsing: .upToNextOption,
        help: "Records of the feature's runs (files, directories, globs): write tests only for the moves none of them took.")
    var uncovered: [String] = []

    @OptionGroup var bounds: BoundOptions

    @OptionGroup var limits: OutputBounds

    func run() throws {
        guard outputOptions.output != nil else {
            throw ValidationError("tests needs --output: the file to write, or - for standard output")
        }
        if machine == "-" { throw BadInput("tests loads a spec file by its path from the generated test: give the path, not -") }
        let resolved = try MachineResolver.resolve(machine)
        guard let source = resolved.testSource else {
            throw BadInput(
                "machine '\(resolved.name)' does not say how tests make it: register it with "
                    + "AnyMachine(machine, testSource: .expression(\"Feature.machine()\", imports: [\"Features\"]))")
        }
        let explored = resolved.exploreReporting(bounds.bounds)
        let graph = explored.graph
        var command = "vsm-inspect tests \(machine)"
        if shortest { command += " --shortest" }
        var covering = TransitionCover.paths(graph)
        var conformance: ConformanceReport?
        if !uncovered.isEmpty {
            let taken = try Render.coverage(of: explored, records: uncovered)
            covering = TransitionCover.paths(graph, untakenIn: taken.coverage)
            command += " --uncovered " + uncovered.map(ExplorerPage.shellWord).joined(separator: " ")
            conformance = taken
        }
        let name = Terminal.visible(resolved.name)
        try limits.check(
            paths: covering.count + (shortest ? graph.stateCount : 0), of: name,
            what: shortest ? "\(covering.count) covering, \(graph.stateCount) shortest" : "covering",
            hint: shortest ? "leave out --shortest, or " : "")
        // Each path's states and actions as the file spells them, counted as the paths are
        // made: a file over the byte budget is refused before its text is made.
        var bytes = 0
        var paths = 0
        func count(_ trace: Trace) throws(BadInput) {
            bytes += trace.steps.reduce(24) { $0 + $1.state.utf8.count + ($1.action?.utf8.count ?? 0) + 16 }
            if bytes > limits.maxOutputBytes {
                throw limits.overBudget(name, written: paths, stopped: false, hint: shortest ? "leave out --shortest, or " : "")
            }
            paths += 1
        }
        for trace in covering { try count(trace) }
        var shortestPaths: [Trace] = []
        if shortest {
            for state in 0..<graph.stateCount {
                let trace = graph.trace(to: state)
                try count(trace)
                shortestPaths.append(trace)
            }
        }
        var file = SwiftTestsFile(
            machine: resolved.name, source: source, covering: covering, shortest: shortestPaths, command: command)
        file.uncoveredByRecords = conformance?.records.count
        let text = file.text
        if text.utf8.count > limits.maxOutputBytes {
            throw limits.overBudget(name, written: paths, stopped: false, hint: shortest ? "leave out --shortest, or " : "")
        }
        try outputOptions.target(inputs: [machine], records: uncovered).write(Data(text.utf8))
        if let coverage = conformance?.coverage {
            let untaken = coverage.untakenMoves.count
            Terminal.note(
                untaken == 0
                    ? "\(resolved.name): the records took every move; the suite has no test"
                    : "\(resolved.name): \(covering.count) \(covering.count == 1 ? "path takes" : "paths take") the \(untaken) "
                        + "\(untaken == 1 ? "move" : "moves") no record took (\(coverage.summary))")
        }
    }
}
