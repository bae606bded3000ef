/// Everything one check of a machine found: the explored graph, its statistics and findings.
public struct CheckReport: Sendable, Hashable {
    public var machine: String { graph.machine }
    public var graph: StateGraph
    public var statistics: ExplorationStatistics
    /// Ordered by check (unreachable, dead-end, trap, unused-action, invariant, incomplete),
    /// then by state index.
    public var findings: [Finding]

    /// `true` when no bound stopped exploration.
    public var isComplete: Bool { !findings.contains { $0.check == .incomplete } }

    /// Reached state names, in discovery order.
    public var reachable: [String] { graph.stateNames }

    /// The findings that fail the check: all but warnings, or all of them under `strict`.
    public func failures(strict: Bool = false) -> [Finding] {
        findings.filter { strict || $0.check.failsCheck }
    }

    /// Whether the machine passes: no finding fails the check.
    public func passes(strict: Bool = false) -> Bool { failures(strict: strict).isEmpty }

    /// Runs every check on an explored graph.
    public init(
        graph: StateGraph, statistics: ExplorationStatistics,
        incomplete: [IncompleteReason], invariantViolations: [(name: String, states: [Int])]
    ) {
        self.graph = graph
        self.statistics = statistics
        self.findings = UnreachableCheck.run(graph)
            + DeadEndCheck.run(graph)
            + TrapCheck.run(graph)
            + UnusedActionCheck.run(graph)
            + InvariantCheck.run(graph, violations: invariantViolations)
            + IncompleteCheck.run(incomplete)
    }
}

extension Exploration {
    /// The findings of every check on this exploration.
    public var report: CheckReport {
        CheckReport(graph: graph, statistics: statistics, incomplete: incomplete,
                    invariantViolations: invariantViolations)
    }
}

extension Machine {
    /// Explores the machine and runs every check.
    public func check(bounds: ExplorationBounds = .standard) -> CheckReport {
        Explorer(self, bounds: bounds).explore().report
    }

    /// Explores the machine within the bounds.
    public func explore(bounds: ExplorationBounds = .standard) -> Exploration<State, Action> {
        Explorer(self, bounds: bounds).explore()
    }
}
