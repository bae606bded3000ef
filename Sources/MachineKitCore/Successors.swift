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
    @usableFromInline var states: [State] = []
    /// End of each outcome in `states`, kept only once an outcome emits more than one state;
    /// while it is empty, outcome `i` is `states[i]` alone.
    @usableFromInline var ends: [Int32] = []
    /// The first outcome of the expansion under way: the explorer lets several expansions
    /// write into one buffer, and each sees only its own outcomes.
    @usableFromInline var base = 0

    /// An empty buffer.
    @inlinable public init() {}

    /// One outcome of `action`: it leads to `state`. The state is taken (`consuming`): a
    /// state passed at its last use is moved into the buffer, not copied.
    @inlinable
    public mutating func add(_ action: Action, _ state: consuming State) {
        actions.append(action)
        states.append(state)
        if !ends.isEmpty { ends.append(Int32(truncatingIfNeeded: states.count)) }
    }

    /// One outcome of `action` that emits several states in turn.
    @inlinable
    public mutating func add(_ action: Action, emitting sequence: some Sequence<State>) {
        let before = states.count
        states.append(contentsOf: sequence)
        precondition(states.count > before, "an outcome emits at least one state")
        precondition(states.count < Int(Int32.max), "too many successor states")
        actions.append(action)
        // A sequence of one state is an ordinary outcome: no ends are kept for it.
        if ends.isEmpty {
            if states.count == before + 1 { return }
            ends = (0..<before).map { Int32(truncatingIfNeeded: $0 + 1) }
        }
        ends.append(Int32(truncatingIfNeeded: states.count))
    }

    /// How many outcomes were added.
    @inlinable public var count: Int { actions.count - base }

    /// Whether no outcome was added.
    @inlinable public var isEmpty: Bool { actions.count == base }

    /// The action of outcome `index`.
    @inlinable public func action(_ index: Int) -> Action { actions[base + index] }

    /// The states outcome `index` emits.
    @inlinable public func outcome(_ index: Int) -> ArraySlice<State> {
        states[bounds(base + index)]
    }

    /// Where outcome `index` (counted over the whole buffer) starts and ends in `states`.
    @inlinable
    func bounds(_ index: Int) -> Range<Int> {
        if ends.isEmpty { return index..<index + 1 }
        return (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// Where the states of outcomes `outcomes` (counted over the whole buffer) lie in `states`.
    @inlinable
    func stateRange(_ outcomes: Range<Int>) -> Range<Int> {
        if ends.isEmpty { return outcomes }
        if outcomes.isEmpty { return 0..<0 }
        return bounds(outcomes.lowerBound).lowerBound..<Int(ends[outcomes.upperBound - 1])
    }

    /// Whether outcomes `first` and `second` (counted over the whole buffer) emit the same
    /// states, in the same order.
    @inlinable
    func sameStates(_ first: Int, _ second: Int) -> Bool where State: Equatable {
        let one = bounds(first), other = bounds(second)
        guard one.count == other.count else { return false }
        for (a, b) in zip(one, other) where states[a] != states[b] { return false }
        return true
    }

    /// Starts the next expansion after the ones already in the buffer.
    @inlinable
    mutating func beginExpansion() { base = actions.count }

    @inlinable
    mutating func removeAll() {
        // A trace empties the buffer after each expansion of a state or two: taking those few
        // off the end costs less than the general removal.
        if actions.count <= 4 {
            while actions.popLast() != nil {}
        } else {
            actions.removeAll(keepingCapacity: true)
        }
        if states.count <= 4 {
            while states.popLast() != nil {}
        } else {
            states.removeAll(keepingCapacity: true)
        }
        if !ends.isEmpty { ends.removeAll(keepingCapacity: true) }
        base = 0
    }

    /// The outcomes grouped by action, in the order actions first appear.
    func transitions() -> [Transition<State, Action>] where Action: Hashable {
        var result: [Transition<State, Action>] = []
        var position: [Action: Int] = [:]
        for index in 0..<count {
            let outcome = Outcome(Array(self.outcome(index)))
            if let existing = position[action(index)] {
                result[existing].outcomes.append(outcome)
            } else {
                position[action(index)] = result.count
                result.append(Transition(action(index), outcomes: [outcome]))
            }
        }
        return result
    }
}
