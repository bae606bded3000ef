import ArgumentParser
import MachineKit

struct Paths: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print shortest paths to states and paths that cover every transition.",
        discussion: """
        Without --to: the shortest path from the initial state to every reachable state, then \
        a set of paths that together take every transition (every outcome of every action) at \
        least once: the raw material of tests.

        With --to: the shortest path to that state. STATE is a state's name as reports print \
        it, or a kind (enum case) name, which picks the nearest state of that kind.

        Examples:
          vsm-inspect paths BlogEntry
          vsm-inspect paths Fixtures/specs/blog-entry.yaml --to closed
          vsm-inspect paths RatesStore --to showingError --format json
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "A registered machine name, a spec file path, or - for a spec on standard input.")
    var machine: String

    @Option(help: "Print only the shortest path to this state (or kind).")
    var to: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var bounds: BoundOptions

    func run() throws {
        let explored = try MachineResolver.resolve(machine).exploreReporting(bounds.bounds)
        let graph = explored.graph
        if let to {
            guard let target = StateLookup.find(to, in: graph) else {
                if graph.kindNames.contains(to) || graph.kindsDeclared && graph.kindNames.contains(to) {
                    Terminal.error("state '\(to)' is declared but never reached in machine '\(graph.machine)'")
                    throw ExitCode(1)
                }
                throw BadInput("no state '\(to)' in machine '\(graph.machine)'" + StateLookup.hint(to, in: graph))
            }
            let trace = graph.trace(to: target)
            switch format {
            case .text: Terminal.output(Terminal.visible(trace.line) + "\n")
            case .json: Terminal.output(JSONValue.object([("state", .string(graph.stateNames[target])), ("trace", trace.json)]).pretty + "\n")
            }
            return
        }
        let shortest = (0..<graph.stateCount).map { (graph.stateNames[$0], graph.trace(to: $0)) }
        let cover = TransitionCover.paths(graph)
        switch format {
        case .text:
            var lines = ["Shortest paths (\(graph.stateCount) states):"]
            lines += shortest.map { "  \($0.0): \($0.1.line)" }
            let steps = cover.map(\.length).reduce(0, +)
            lines.append("Covering paths (\(cover.count) paths, \(steps) steps, every transition at least once):")
            lines += cover.enumerated().map { "  \($0.offset + 1). \($0.element.line)" }
            Terminal.output(lines.map { Terminal.visible($0) + "\n" }.joined())
        case .json:
            Terminal.output(JSONValue.object([
                ("machine", .string(graph.machine)),
                ("shortest", .array(shortest.map { .object([("state", .string($0.0)), ("trace", $0.1.json)]) })),
                ("cover", .array(cover.map(\.json))),
            ]).pretty + "\n")
        }
    }
}
