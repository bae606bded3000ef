/// A machine with its Swift types erased, so that machines of different features can be
/// listed, checked and explored side by side.
public struct AnyMachine: Sendable {
    /// The machine's name.
    public let name: String
    /// Where the machine comes from: a Swift type, or a spec file with its lines.
    public let origin: MachineOrigin
    /// How a generated test file makes this machine (`vsm-inspect tests`); `nil` when the
    /// registration does not say (a spec file says by itself).
    public let testSource: TestSource?
    @usableFromInline let run: @Sendable (ExplorationBounds, (@Sendable (ExplorationProgress) -> Void)?) -> ExploredMachine
    @usableFromInline let search: @Sendable (BitstateOptions, Int) -> CheckReport

    /// Erases a machine's types; `source` overrides where it says it comes from.
    /// - Parameter testSource: how generated tests make the machine, for example
    ///   `.expression("BlogEntryFeature.machine()", imports: ["SeedFeatures"])`.
    ///
    /// Inlinable, so that a module that knows the machine's types (a feature's, or the
    /// charts') gets exploring and checking specialized for them.
    @inlinable
    public init<State, Action>(
        _ machine: Machine<State, Action>, source: String? = nil, testSource: TestSource? = nil
    ) {
        self.name = machine.name
        var origin = machine.origin
        if let source { origin.source = source }
        self.origin = origin
        self.testSource = testSource ?? (origin.isFile ? .specFile(origin.source) : nil)
        self.run = { bounds, progress in
            ExploredMachine(Explorer(machine, bounds: bounds, progress: progress).explore())
        }
        self.search = { options, workers in Explorer(machine, workers: workers).bitstate(options) }
    }

    /// How a generated test file (`vsm-inspect tests`, the web explorer's "Copy as Swift
    /// test") makes the machine.
    public enum TestSource: Sendable, Hashable {
        /// Swift code that returns the machine, with the modules it needs:
        /// `BlogEntryFeature.machine()` from `SeedFeatures`; `available` is the `#available`
        /// list the expression needs, if any (`macOS 15.0, iOS 18.0, *`).
        case expression(String, imports: [String], available: String? = nil)
        /// A spec file, by its path from the package's root.
        case specFile(String)
    }

    /// Where the machine comes from: a Swift type's name, or a spec file's path.
    public var source: String { origin.source }

    /// The line each state is declared on, for machines read from spec files.
    public var stateLines: [String: Int] { origin.lines }

    /// Explores the machine; its report runs every check.
    public func explore(
        bounds: ExplorationBounds = .standard, progress: (@Sendable (ExplorationProgress) -> Void)? = nil
    ) -> ExploredMachine {
        run(bounds, progress)
    }

    /// A bit-state search of the machine, or a swarm of them on `workers` threads
    /// (``Explorer/bitstate(_:)``): its report, which is never complete.
    package func bitstate(_ options: BitstateOptions, workers: Int = 1) -> CheckReport {
        search(options, workers)
    }
}

/// An explored machine, its types erased: its report, and its graph with every move.
public struct ExploredMachine: Sendable {
    package let exploration: any ErasedExploration

    @usableFromInline init<State, Action>(_ exploration: Exploration<State, Action>) {
        self.exploration = exploration
    }

    /// The findings of every check.
    public var report: CheckReport { exploration.report }

    /// The explored graph: states with names and kinds, moves, shortest traces.
    /// - Complexity: built on first use, O(states × cost of one expansion).
    public var graph: StateGraph { exploration.graph }

    /// The names of the reached states, in discovery order.
    public var reachable: [String] { exploration.reachableNames }

    /// The moves of a reached state: each enabled action with one of its outcomes.
    public func moves(from state: Int) -> [Move] { graph.moves.moves(from: state) }

    /// The data of a reached state, field by field (``Exploration/data(of:)``); `nil` when
    /// its name says all there is (a spec file's state).
    public func data(of state: Int) -> String? { exploration.data(of: state) }
}

/// What ``ExploredMachine`` needs of an ``Exploration`` whatever its types.
package protocol ErasedExploration: Sendable {
    var report: CheckReport { get }
    var graph: StateGraph { get }
    var reachableNames: [String] { get }
    var fullNames: [(name: String, full: String)] { get }
    func data(of number: Int) -> String?
}

extension Exploration: ErasedExploration {
    package var reachableNames: [String] { (0..<stateCount).map(name(of:)) }

    /// The states whose names are printed shortened, with their whole names.
    /// - Complexity: O(states) when no name can be shortened; else O(states × name).
    package var fullNames: [(name: String, full: String)] {
        guard let fullStateName = machine.traits.fullStateName else { return [] }
        return (0..<stateCount).compactMap { number in
            let name = name(of: number)
            guard VisibleText.isShortened(name) else { return nil }
            return (name, fullStateName(core.table.states[number]))
        }
    }
}
