/// One move of an explored machine: from an expanded state, one outcome of one enabled
/// action, with every state it emits in turn (the last is where it settles).
///
/// Moves are the one representation of "what an action can do" that everything else is
/// derived from: edges, traces, covering paths, the REPL's choices, diagrams.
public struct Move: Sendable, Hashable {
    /// The state the move leaves.
    public var from: Int
    /// Index into the graph's ``StateGraph/actionNames``.
    public var action: Int
    /// The states it emits, in order; never empty.
    public var states: [Int]

    /// A move from `from` by `action` that emits `states`.
    public init(from: Int, action: Int, states: [Int]) {
        precondition(!states.isEmpty, "a move emits at least one state")
        self.from = from
        self.action = action
        self.states = states
    }

    /// Where the move settles.
    public var to: Int { states[states.count - 1] }
}
