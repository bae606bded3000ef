/// Breadth-first explicit-state exploration of a ``Machine``.
///
/// States are expanded in layers of increasing depth, so the parent record of every state
/// is a shortest path. An action's outcome may emit several states in turn: each emitted
/// state is reached through the ones before it, and its parent record names the whole move
/// (the expanded state and which of its moves), so every trace is a run the feature can
/// really make. Exploration is deterministic: the same machine gives the same states in the
/// same order, with one worker or two.
///
/// Per state it keeps the state itself, 8 bytes of index slot (10.7 to 21 bytes with the
/// slots left empty; 4 bytes, 5.3 to 10.7, once the index has 2^22 slots), and 7 bytes of parent, move and flags (the depth is kept per layer
/// while states are numbered in order of depth, as they are unless an outcome emits a
/// sequence of states); no edge and no name is stored. Moves, the graph and the report are
/// derived from that when they are first asked for (``Exploration``).
public struct Explorer<State: Hashable & Sendable, Action: Hashable & Sendable>: Sendable {
    /// The machine explored.
    public let machine: Machine<State, Action>
    /// Bounds that may stop exploration (the machine's constraint is not one: it is its scope).
    public var bounds: ExplorationBounds
    /// Called about once a second on long runs.
    public var progress: (@Sendable (ExplorationProgress) -> Void)?
    /// Threads that expand states: 1, or 2 to expand on a second thread while the first
    /// records. The result is the same either way.
    ///
    /// With 2, the machine's expand and constraint functions are called from two threads at
    /// once; they are `@Sendable`, and must be pure functions of the state. A machine whose
    /// actions are async code explores on one worker whatever this says (its runs are serial).
    public var workers: Int
    /// From this many position bits on, the frozen part of the index has 4-byte slots (see
    /// ``StateTable``); tests lower it to explore small machines that way.
    @usableFromInline var narrowIndexFromBits = StateTable<State>.defaultNarrowFromBits

    /// An explorer of `machine` within `bounds`, on `workers` threads (1 or 2).
    public init(
        _ machine: Machine<State, Action>,
        bounds: ExplorationBounds = .standard,
        workers: Int = 1,
        progress: (@Sendable (ExplorationProgress) -> Void)? = nil
    ) {
        precondition(workers >= 1, "at least one worker")
        self.machine = machine
        self.bounds = bounds
        self.workers = workers
        self.progress = progress
    }

    /// Explores every state reachable from the initial states, within the bounds.
    ///
    /// Inlinable, so that it is specialized for the feature's own state type in the
    /// feature's module: hashing and comparing states are direct calls there.
    /// - Complexity: O((states + transitions) × cost of the machine's expand function).
    @inlinable
    public func explore() -> Exploration<State, Action> {
        var core = ExplorationCore(machine: machine, bounds: bounds, narrowIndexFromBits: narrowIndexFromBits)
        // A machine whose actions are async code explores on one worker: its runs happen one
        // at a time in the process, so a second worker would only wait for the first.
        if let context = machine.traits.context {
            // Under a context of its own (for async actions: its runs see this caller's task
            // locals, and what is kept of them is compared with runs of this exploration only).
            context.within { core.run(progress: progress, workers: 1) }
        } else {
            core.run(progress: progress, workers: workers)
        }
        return Exploration(
            core: core, movesAgain: { ExplorationCore.movesAgain(of: $0, in: $1) },
            moveAgain: { ExplorationCore.namedMove($0, of: $1, reaching: $2, in: $3, cache: &$4) },
            stateNamer: { ExplorationCore.stateNamer(in: $0, sample: $1) })
    }
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

@inlinable
func elapsedSeconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}
