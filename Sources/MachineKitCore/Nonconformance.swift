/// A recorded step the machine does not allow: the first of its record (what a
/// `nonconforming` finding is about), with what the machine would have allowed there.
public struct Nonconformance: Sendable, Hashable {
    /// Why the step is not explained.
    public enum Reason: Sendable, Hashable {
        /// No move of the machine from where the run was takes this action to this state.
        case noSuchMove
        /// The step starts from another state than the one the step before it ended in
        /// (`ended`): the run jumped.
        case gap(ended: String)
        /// The step names a state the machine never reaches.
        case unknownState(String)
    }

    /// A move the machine allows: its action and the states it emits, the last where it
    /// settles.
    public struct Allowed: Sendable, Hashable {
        /// The action's name.
        public var action: String
        /// The states the move emits, in order.
        public var states: [String]

        /// A move by `action` emitting `states`.
        public init(action: String, states: [String]) {
            self.action = action
            self.states = states
        }

        /// `load → loading → loaded`.
        public var text: String { ([action] + states).joined(separator: " → ") }
    }

    /// The record's name (its path).
    public var record: String
    /// The step's line in the record, from 1.
    public var line: Int
    /// The run the step belongs to.
    public var run: String
    /// The step's number within its run.
    public var seq: Int
    /// The action taken.
    public var action: String
    /// The state before the step.
    public var from: String
    /// The state after the step.
    public var to: String
    /// Why the machine does not explain it.
    public var reason: Reason
    /// The run's steps just before it, oldest first (at most three), each as
    /// `from --action--> to`.
    public var earlier: [String]
    /// The moves the machine allows where the run was (from the state the step before ended
    /// in; for a run's first step, from `from`), in the machine's order.
    public var allowed: [Allowed]
    /// How many more steps of the record the machine does not explain (after this one,
    /// matching starts again from the state this one reached).
    public var more: Int

    /// A step of `record` at `line` that the machine does not explain.
    public init(
        record: String, line: Int, run: String, seq: Int, action: String, from: String, to: String, reason: Reason,
        earlier: [String] = [], allowed: [Allowed] = [], more: Int = 0
    ) {
        self.record = record
        self.line = line
        self.run = run
        self.seq = seq
        self.action = action
        self.from = from
        self.to = to
        self.reason = reason
        self.earlier = earlier
        self.allowed = allowed
        self.more = more
    }

    /// `from --action--> to`.
    package var stepText: String { "\(from) --\(action)--> \(to)" }

    /// One sentence: where, what, why, and what the machine allows there.
    public var message: String {
        var text = "\(record):\(line): step \(seq) of run \(run), \(stepText), "
        switch reason {
        case .noSuchMove:
            text += "is not a move the machine allows"
        case .gap(let ended):
            text += "starts from '\(from)', but the step before ended in '\(ended)'"
        case .unknownState(let state):
            text += "names '\(state)', a state the machine never reaches"
        }
        if let place = allowedPlace {
            text +=
                allowed.isEmpty
                ? "; from '\(place)' the machine allows no move"
                : "; from '\(place)' it allows: " + allowed.map(\.text).joined(separator: "; ")
        }
        if more > 0 { text += " (and \(more) more \(more == 1 ? "step" : "steps") of this record not explained)" }
        return text
    }

    /// The state the allowed moves leave (where the run was), or `nil` where no state is known.
    package var allowedPlace: String? {
        switch reason {
        case .gap(let ended): ended
        case .noSuchMove: from
        case .unknownState(let state): state == from ? nil : from
        }
    }
}
