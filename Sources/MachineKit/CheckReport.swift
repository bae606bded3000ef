/// Everything one check of a machine found: statistics and findings, and the explored
/// graph with names and edges, which is built only when it is asked for.
public struct CheckReport {
    public let machine: String
    public let statistics: ExplorationStatistics
    /// Ordered by check (unreachable, dead-end, trap, unused-action, invariant, incomplete),
    /// then by state number.
    public let findings: [Finding]
    /// Whether the machine declares its universe of kinds (the unreachable check runs).
    public let kindsDeclared: Bool
    /// Whether the machine declares final states (the trap check runs).
    public let declaresFinalStates: Bool
    /// How many distinct actions the machine declares (the unused-action check runs).
    public let declaredActionCount: Int
    private let names: () -> [String]
    private let source: GraphSource

    init(
        machine: String, statistics: ExplorationStatistics, findings: [Finding], kindsDeclared: Bool,
        declaresFinalStates: Bool, declaredActionCount: Int, names: @escaping () -> [String], graph: GraphSource
    ) {
        self.machine = machine
        self.statistics = statistics
        self.findings = findings
        self.kindsDeclared = kindsDeclared
        self.declaresFinalStates = declaresFinalStates
        self.declaredActionCount = declaredActionCount
        self.names = names
        self.source = graph
    }

    /// Runs every check on an explored graph.
    public init(
        graph: StateGraph, statistics: ExplorationStatistics,
        incomplete: [IncompleteReason], invariantViolations: [(name: String, states: [Int])]
    ) {
        self.init(
            machine: graph.machine, statistics: statistics,
            findings: UnreachableCheck.run(graph) + DeadEndCheck.run(graph) + TrapCheck.run(graph)
                + UnusedActionCheck.run(graph) + InvariantCheck.run(graph, violations: invariantViolations)
                + IncompleteCheck.run(incomplete),
            kindsDeclared: graph.kindsDeclared, declaresFinalStates: graph.declaresFinalStates,
            declaredActionCount: graph.declaredActionCount, names: { graph.stateNames }, graph: GraphSource { graph })
    }

    /// The explored graph: states with names and kinds, edges, parents.
    /// - Complexity: built on first use, O((states + transitions) × one expansion).
    public var graph: StateGraph { source.graph }

    /// `true` when no bound stopped exploration.
    public var isComplete: Bool { !findings.contains { $0.check == .incomplete } }

    /// Reached state names, in discovery order.
    public var reachable: [String] { names() }

    /// The findings that fail the check: all but warnings, or all of them under `strict`.
    public func failures(strict: Bool = false) -> [Finding] {
        findings.filter { strict || $0.check.failsCheck }
    }

    /// Whether the machine passes: no finding fails the check.
    public func passes(strict: Bool = false) -> Bool { failures(strict: strict).isEmpty }
}

extension Machine {
    /// Explores the machine and runs every check.
    @inlinable
    public func check(bounds: ExplorationBounds = .standard) -> CheckReport {
        Explorer(self, bounds: bounds).explore().report
    }

    /// Explores the machine within the bounds.
    @inlinable
    public func explore(bounds: ExplorationBounds = .standard) -> Exploration<State, Action> {
        Explorer(self, bounds: bounds).explore()
    }
}
