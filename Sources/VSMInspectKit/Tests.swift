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

        Examples:
          vsm-inspect tests BlogEntry --output Tests/FeatureTests/BlogEntryPathTests.swift
          vsm-inspect tests Fixtures/specs/checkout.json --shortest --output -
        """
    )

    @Argument(help: "A registered machine name or a spec file path.")
    var machine: String

    @Option(help: "The file to write, or - for standard output.")
    var output: String

    @Flag(help: "Also replay the shortest path to every state.")
    var shortest = false

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    @OptionGroup var bounds: BoundOptions

    func run() throws {
        if machine == "-" { throw BadInput("tests loads a spec file by its path from the generated test: give the path, not -") }
        let resolved = try MachineResolver.resolve(machine)
        guard let source = resolved.testSource else {
            throw BadInput("machine '\(resolved.name)' does not say how tests make it: register it with "
                + "AnyMachine(machine, testSource: .expression(\"Feature.machine()\", imports: [\"Features\"]))")
        }
        let explored = resolved.exploreReporting(bounds.bounds)
        let graph = explored.graph
        var command = "vsm-inspect tests \(machine)"
        if shortest { command += " --shortest" }
        let file = SwiftTestsFile(
            machine: resolved.name, source: source, covering: TransitionCover.paths(graph),
            shortest: shortest ? (0..<graph.stateCount).map(graph.trace(to:)) : [], command: command)
        try OutputTarget(output, force: force, inputs: [machine]).write(Data(file.text.utf8))
    }
}
