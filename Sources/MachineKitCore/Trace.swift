/// A path from an initial state: the first step has no action, every later step names the
/// action taken and the state it led to. A move that emits several states gives one step
/// per state; the second and later of them continue the move.
public struct Trace: Sendable, Hashable {
    /// One state of a trace and the action that led to it.
    public struct Step: Sendable, Hashable {
        /// The action taken; `nil` for the initial state.
        public var action: String?
        /// The state's name.
        public var state: String
        /// ``stateIndex`` shifted left by one, with ``continuesMove`` in the low bit: a step
        /// takes 40 bytes instead of 48 (a trace of a long chain holds millions).
        private var indexAndContinues: Int

        /// The state's index in the graph it was taken from.
        public var stateIndex: Int {
            get { indexAndContinues >> 1 }
            set { indexAndContinues = newValue << 1 | indexAndContinues & 1 }
        }

        /// Whether this state is the second or a later one emitted by the same move as the
        /// step before it.
        public var continuesMove: Bool {
            get { indexAndContinues & 1 != 0 }
            set { indexAndContinues = indexAndContinues & ~1 | (newValue ? 1 : 0) }
        }

        /// A step to `state` by `action` (`nil` for the initial state).
        public init(action: String?, state: String, stateIndex: Int, continuesMove: Bool = false) {
            self.action = action
            self.state = state
            self.indexAndContinues = stateIndex << 1 | (continuesMove ? 1 : 0)
        }
    }

    /// The steps, from an initial state.
    public var steps: [Step]

    /// A trace of `steps`, the initial state first.
    public init(steps: [Step]) { self.steps = steps }

    /// The number of steps after the initial state (one per emitted state).
    public var length: Int { max(steps.count - 1, 0) }

    /// The steps after the initial state, grouped by the move that took them.
    public var moves: [[Step]] {
        var result: [[Step]] = []
        for step in steps.dropFirst() {
            if step.continuesMove, !result.isEmpty {
                result[result.count - 1].append(step)
            } else {
                result.append([step])
            }
        }
        return result
    }

    /// One line: `initialized --load--> loading --load--> loaded`.
    public var line: String {
        steps.map { step in
            if let action = step.action { return "--\(action)--> \(step.state)" }
            return step.state
        }
        .joined(separator: " ")
    }
}

/// Walks parent records back to an initial state: the one place a trace is made.
///
/// `reachedBy(s)` gives the state `s` was first reached from, the action, and the states
/// of the move that reached it (or `nil` for an initial state); `s` lies in that move where
/// it first occurs.
/// - Complexity: O(length of the trace × cost of `reachedBy`).
/// `length`, when given, is the trace's number of steps after the initial state (its
/// state's depth): the steps are stored once, in an array of that size. `reachedBy` may
/// give no states for a move whose first state is `s` (no array is made for such a step).
func makeTrace(
    to state: Int, length: Int? = nil, name: (Int) -> String,
    reachedBy: (Int) -> (from: Int, action: String, states: [Int])?
) -> Trace {
    var reversed: [Trace.Step] = []
    if let length { reversed.reserveCapacity(length + 1) }
    var current = state
    while let (from, action, states) = reachedBy(current) {
        if states.isEmpty {
            reversed.append(Trace.Step(action: action, state: name(current), stateIndex: current))
            current = from
            continue
        }
        guard let position = states.firstIndex(of: current) else {
            preconditionFailure("a state's parent move does not emit it: the machine's expand function must be pure")
        }
        for index in stride(from: position, through: 0, by: -1) {
            reversed.append(
                Trace.Step(
                    action: action, state: name(states[index]), stateIndex: states[index],
                    continuesMove: index > 0))
        }
        current = from
    }
    reversed.append(Trace.Step(action: nil, state: name(current), stateIndex: current))
    // In place: a trace of 10^7 steps is not copied.
    reversed.reverse()
    return Trace(steps: reversed)
}
