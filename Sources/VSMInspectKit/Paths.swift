import ArgumentParser
import Foundation
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

            With --to and --why, for a declared state that is not reached: the transitions of the \
            chart that would enter it, what stops each (its source never reached, or only beyond a \
            bound or the constraint, or its event taken by another transition), and the reached \
            state nearest to it, with its trace. The exit status is 1 as without --why.

            At most --max-paths paths (10000) are printed, or none; text is written one path at a \
            time and stops at --max-output-bytes (64 MiB), JSON is written whole or not at all.

            Examples:
              vsm-inspect paths BlogEntry
              vsm-inspect paths Fixtures/specs/blog-entry.yaml --to closed
              vsm-inspect paths RatesStore --to showingError --format json
              vsm-inspect paths Fixtures/specs/broken/blog-entry-broken.yaml --to orphan --why
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "A registered machine name, a spec file path, or - for a spec on standard input.")
    var machine: String

    @Option(help: "Print only the shortest path to this state (or kind).")
    var to: String?

    @Flag(help: "With --to: for a state not reached, say why (the ways in and what stops each).")
    var why = false

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var bounds: BoundOptions

    @OptionGroup var output: OutputBounds

    func run() throws {
        guard to != nil || !why else { throw ValidationError("--why needs --to STATE: the state to explain") }
        let explored = try MachineResolver.resolve(machine).exploreReporting(bounds.bounds)
        let graph = explored.graph
        if let to {
            guard let target = graph.state(named: to) else {
                if let kinds = graph.kinds(named: to) {
                    // The unreachable check counts a kind a step only passes through (a transient
                    // state) as reached, though no trace ends in it.
                    let unreached = explored.report.findings.filter { $0.check == .unreachable || $0.check == .unreached }
                    let reported = kinds.contains { kind in unreached.contains { $0.subject == .state(graph.kindNames[kind]) } }
                    if why, kinds.count == 1, let finding = unreached.first(where: { $0.subject == .state(graph.kindNames[kinds[0]]) }),
                        let answer = WhyNotReached.answers(report: explored.report, graph: graph, only: graph.kindNames[kinds[0]]).first
                    {
                        switch format {
                        case .text:
                            Terminal.output(
                                ([finding.message] + answer.lines(in: graph)).map(Terminal.visible).joined(separator: "\n") + "\n")
                        case .json:
                            Terminal.output(
                                JSONValue.object([
                                    ("state", .string(graph.kindNames[kinds[0]])), ("reached", .bool(false)),
                                    ("message", .string(finding.message)), ("why", answer.json(in: graph)),
                                ]).pretty + "\n")
                        }
                        throw ExitCode(1)
                    }
                    Terminal.error(
                        kinds.count > 1
                            ? "no reachable state of machine '\(graph.machine)' is in every one of '\(to)'"
                            : reported
                                ? "state '\(to)' is declared but never reached in machine '\(graph.machine)'"
                                : "state '\(to)' is only passed through within a step in machine '\(graph.machine)': no trace ends in it")
                    throw ExitCode(1)
                }
                throw BadInput("no state '\(to)' in machine '\(graph.machine)'" + StateLookup.hint(to, in: graph))
            }
            let trace = graph.trace(to: target)
            switch format {
            case .text: Terminal.output(Terminal.visible(trace.line) + "\n")
            case .json:
                Terminal.output(JSONValue.object([("state", .string(graph.stateNames[target])), ("trace", trace.json)]).pretty + "\n")
            }
            return
        }
        let cover = TransitionCover.paths(graph)
        try output.check(
            paths: graph.stateCount + cover.count, of: Terminal.visible(graph.machine),
            what: "\(graph.stateCount) shortest, \(cover.count) covering")
        // Made one path at a time within the byte budget: text streams, JSON is written whole.
        var text = BoundedText(budget: output.maxOutputBytes, streaming: format == .text)
        var written = 0
        func add(_ piece: String) throws(BadInput) {
            guard text.append(piece) else {
                if text.streaming { text.flush() }
                throw output.overBudget(Terminal.visible(graph.machine), written: written, stopped: text.streaming)
            }
        }
        switch format {
        case .text:
            try add("Shortest paths (\(graph.stateCount) states):\n")
            for state in 0..<graph.stateCount {
                try add(Terminal.visible("  \(graph.stateNames[state]): \(graph.trace(to: state).line)") + "\n")
                written += 1
            }
            let steps = cover.map(\.length).reduce(0, +)
            try add("Covering paths (\(cover.count) paths, \(steps) steps, every transition at least once):\n")
            for (offset, path) in cover.enumerated() {
                try add(Terminal.visible("  \(offset + 1). \(path.line)") + "\n")
                written += 1
            }
            text.flush()
        case .json:
            // The same document `JSONValue.pretty` writes, one element at a time.
            try add("{\n  \"machine\": " + JSONValue.string(graph.machine).compact + ",\n  \"shortest\": [")
            for state in 0..<graph.stateCount {
                let element = JSONValue.object([("state", .string(graph.stateNames[state])), ("trace", graph.trace(to: state).json)])
                try add((state == 0 ? "\n" : ",\n") + Self.indented(element))
                written += 1
            }
            try add(graph.stateCount == 0 ? "],\n  \"cover\": [" : "\n  ],\n  \"cover\": [")
            for (offset, path) in cover.enumerated() {
                try add((offset == 0 ? "\n" : ",\n") + Self.indented(path.json))
                written += 1
            }
            try add(cover.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
            Terminal.output(text.text)
        }
    }
}

extension Paths {
    /// An element of a list two levels down, as `JSONValue.pretty` indents it.
    static func indented(_ value: JSONValue) -> String {
        "    " + value.pretty.replacingOccurrences(of: "\n", with: "\n    ")
    }
}
