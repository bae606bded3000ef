/// Where a machine writes the moves out of a state: each is an action with one of its
/// outcomes. The explorer hands the same buffer to every expansion, so writing into it
/// allocates nothing once it has grown to the largest state's size.
///
/// ```swift
/// Machine<Counters, CounterAction>("Counters", initial: Counters()) { state, next in
///     for counter in state.indices where state[counter] < 9 {
///         next.add(.increment(counter), state.incremented(counter))
///     }
/// }
/// ```
public struct Successors<State, Action> {
    @usableFromInline var actions: [Action] = []
    /// Start of each outcome in `states`; one more entry than there are outcomes.
    @usableFromInline var starts: [Int32] = [0]
    @usableFromInline var states: [State] = []

    @inlinable public init() {}

    /// One outcome of `action`: it leads to `state`.
    @inlinable
    public mutating func add(_ action: Action, _ state: State) {
        actions.append(action)
        states.append(state)
        starts.append(Int32(truncatingIfNeeded: states.count))
    }

    /// One outcome of `action` that emits several states in turn.
    @inlinable
    public mutating func add(_ action: Action, emitting sequence: some Sequence<State>) {
        let before = states.count
        states.append(contentsOf: sequence)
        precondition(states.count > before, "an outcome emits at least one state")
        actions.append(action)
        starts.append(Int32(truncatingIfNeeded: states.count))
    }

    /// How many outcomes were added.
    @inlinable public var count: Int { actions.count }

    /// Whether no outcome was added.
    @inlinable public var isEmpty: Bool { actions.isEmpty }

    /// The action of outcome `index`.
    @inlinable public func action(_ index: Int) -> Action { actions[index] }

    /// The states outcome `index` emits.
    @inlinable public func outcome(_ index: Int) -> ArraySlice<State> {
        states[Int(starts[index])..<Int(starts[index + 1])]
    }

    @inlinable
    mutating func removeAll() {
        actions.removeAll(keepingCapacity: true)
        states.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        starts.append(0)
    }

    /// The outcomes grouped by action, in the order actions first appear.
    func transitions() -> [Transition<State, Action>] where Action: Hashable {
        var result: [Transition<State, Action>] = []
        var position: [Action: Int] = [:]
        for index in 0..<count {
            let outcome = Outcome(Array(self.outcome(index)))
            if let existing = position[actions[index]] {
                result[existing].outcomes.append(outcome)
            } else {
                position[actions[index]] = result.count
                result.append(Transition(actions[index], outcomes: [outcome]))
            }
        }
        return result
    }
}
