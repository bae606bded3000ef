/// Something a check found in an explored machine.
public struct Finding: Sendable, Hashable {
    /// The checks, named as in reports.
    public enum Check: String, Sendable, Hashable, CaseIterable {
        case unreachable
        case deadEnd = "dead-end"
        case trap
        case unusedAction = "unused-action"
        case invariant
        case incomplete

        /// Whether a finding of this check fails `vsm-inspect check` (the others are
        /// warnings, which fail only under `--strict`).
        public var failsCheck: Bool {
            switch self {
            case .unreachable, .deadEnd, .trap, .invariant: true
            case .unusedAction, .incomplete: false
            }
        }
    }

    public var check: Check
    /// The state the finding is about (dead-end, unreachable, invariant).
    public var state: String?
    /// The states of a trap.
    public var states: [String]?
    /// The action an unused-action finding is about.
    public var action: String?
    /// The invariant's name.
    public var name: String?
    public var message: String
    /// The shortest trace from an initial state to the finding, where it has one.
    public var trace: Trace?
    /// Indices in the graph of the states the finding is about (for highlighting).
    public var stateIndices: [Int]

    public init(
        check: Check, state: String? = nil, states: [String]? = nil, action: String? = nil,
        name: String? = nil, message: String, trace: Trace? = nil, stateIndices: [Int] = []
    ) {
        self.check = check
        self.state = state
        self.states = states
        self.action = action
        self.name = name
        self.message = message
        self.trace = trace
        self.stateIndices = stateIndices
    }

    /// What the finding is about, in a few words: a state, a set of states, an action.
    public var subject: String {
        if let name { return "\(name)" }
        if let state { return state }
        if let states { return "{" + states.joined(separator: ", ") + "}" }
        if let action { return action }
        return ""
    }
}
