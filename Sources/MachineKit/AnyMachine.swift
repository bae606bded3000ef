/// A machine with its Swift types erased, so that machines of different features can be
/// listed, checked and explored side by side.
public struct AnyMachine {
    public let name: String
    /// Where the machine comes from: a Swift type, or a spec file's path.
    public let source: String
    /// The line each state is declared on, for machines read from spec files.
    public let stateLines: [String: Int]
    private let run: (ExplorationBounds, ((ExplorationProgress) -> Void)?) -> ExploredMachine

    public init<State, Action>(_ machine: Machine<State, Action>, source: String? = nil) {
        self.name = machine.name
        self.source = source ?? "\(State.self)"
        self.stateLines = machine.stateLines
        self.run = { bounds, progress in
            let exploration = Explorer(machine, bounds: bounds, progress: progress).explore()
            return ExploredMachine(machine, exploration)
        }
    }

    /// Explores the machine and runs every check.
    public func explore(
        bounds: ExplorationBounds = .standard, progress: ((ExplorationProgress) -> Void)? = nil
    ) -> ExploredMachine {
        run(bounds, progress)
    }
}

/// An explored machine: its report, and the moves out of any reached state with every
/// outcome, computed by the machine's own transition function.
public struct ExploredMachine {
    /// One enabled action of a state and its possible outcomes, as state indices.
    public struct Move: Hashable, Sendable {
        public var action: String
        /// Each outcome is the sequence of states the action emits; `nil` marks a state that
        /// exploration did not record (beyond a bound).
        public var outcomes: [[Int?]]
    }

    public let report: CheckReport
    private let movesOf: (Int) -> [Move]

    public var graph: StateGraph { report.graph }

    init<State, Action>(_ machine: Machine<State, Action>, _ exploration: Exploration<State, Action>) {
        self.report = exploration.report
        self.movesOf = { state in
            machine.transitions(exploration.states[state]).map { transition in
                Move(action: machine.actionName(transition.action),
                     outcomes: transition.outcomes.map { $0.states.map { exploration.index(of: $0) } })
            }
        }
    }

    /// The enabled actions of a reached state, with every outcome.
    public func moves(from state: Int) -> [Move] { movesOf(state) }
}

/// Machines registered by name: the features an inspector knows.
public struct MachineCatalogue {
    public private(set) var machines: [AnyMachine] = []

    public init(_ machines: [AnyMachine] = []) {
        for machine in machines { register(machine) }
    }

    /// Adds a machine; a machine registered earlier under the same name is replaced.
    public mutating func register(_ machine: AnyMachine) {
        if let existing = machines.firstIndex(where: { $0.name == machine.name }) {
            machines[existing] = machine
        } else {
            machines.append(machine)
        }
    }

    public mutating func register<State, Action>(_ machine: Machine<State, Action>) {
        register(AnyMachine(machine))
    }

    /// The machine registered under `name`.
    public func machine(named name: String) -> AnyMachine? {
        machines.first { $0.name == name }
    }

    public var names: [String] { machines.map(\.name) }
}
