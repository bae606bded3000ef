/// Every move of an explored machine, in compact arrays: the moves of state `s` are
/// numbered `moveNumbers(from: s)`, in the order the machine wrote them, and a move that repeats
/// an earlier one of the same state (same action, same states) is left out.
///
/// A move's number within its state (its ordinal) is what the explorer's parent records
/// name, so a state's shortest trace is read from here.
///
/// Memory: 4 bytes per move for its action and 4 per emitted state; 8 bytes per state; and
/// 8 per move only when some move emits more than one state.
public struct MoveGraph: Sendable, Hashable {
    /// Moves of state `s` are `firstMove[s]..<firstMove[s + 1]`.
    private var firstMove: [Int]
    private var actions: [Int32]
    /// States of move `m` are `firstState[m]..<firstState[m + 1]`; empty while every move
    /// emits one state (then move `m`'s state is `targets[m]`).
    private var firstState: [Int]
    private var targets: [Int32]

    /// An empty graph over `stateCount` states.
    public init(stateCount: Int) {
        firstMove = Array(repeating: 0, count: stateCount + 1)
        actions = []
        firstState = []
        targets = []
    }

    /// Builds a graph state by state, in state order.
    package struct Builder {
        private var graph = MoveGraph(stateCount: 0)

        package init(stateCount: Int) {
            graph.firstMove = [0]
            graph.firstMove.reserveCapacity(stateCount + 1)
        }

        /// Adds a move of the state being built.
        package mutating func add(action: Int, states: some Collection<Int>) {
            precondition(!states.isEmpty, "a move emits at least one state")
            if graph.firstState.isEmpty, states.count > 1 {
                graph.firstState = Array(0...graph.targets.count)
            }
            graph.actions.append(Int32(action))
            for state in states { graph.targets.append(Int32(state)) }
            if !graph.firstState.isEmpty { graph.firstState.append(graph.targets.count) }
        }

        /// Ends the state being built; the next moves belong to the next state.
        package mutating func endState() {
            graph.firstMove.append(graph.actions.count)
        }

        /// The graph, once every state is ended.
        package func finish() -> MoveGraph { graph }
    }

    /// The number of states.
    public var stateCount: Int { firstMove.count - 1 }

    /// The number of moves.
    public var count: Int { actions.count }

    /// The numbers of the moves of a state; empty for a state that was not expanded.
    /// - Complexity: O(1).
    public func moveNumbers(from state: Int) -> Range<Int> { firstMove[state]..<firstMove[state + 1] }

    /// The state a move leaves.
    /// - Complexity: O(log states).
    public func from(_ move: Int) -> Int {
        // The last state whose first move is at or before `move`.
        var low = 0, high = stateCount
        while low + 1 < high {
            let middle = (low + high) / 2
            if firstMove[middle] <= move { low = middle } else { high = middle }
        }
        while firstMove[low + 1] <= move { low += 1 }
        return low
    }

    /// The action of a move (index into the graph's action names).
    public func action(_ move: Int) -> Int { Int(actions[move]) }

    /// The states a move emits, in order.
    public func states(_ move: Int) -> [Int] { stateRange(move).map { Int(targets[$0]) } }

    /// The first state a move emits.
    public func first(_ move: Int) -> Int { Int(targets[stateRange(move).lowerBound]) }

    /// Whether a move emits `state`, without making the array of its states.
    package func emits(_ move: Int, _ state: Int) -> Bool {
        let range = stateRange(move)
        if Int(targets[range.lowerBound]) == state { return true }
        return targets[range].contains(Int32(truncatingIfNeeded: state))
    }

    /// Whether a move emits more than one state.
    public func isSequence(_ move: Int) -> Bool { stateRange(move).count > 1 }

    private func stateRange(_ move: Int) -> Range<Int> {
        firstState.isEmpty ? move..<move + 1 : firstState[move]..<firstState[move + 1]
    }

    /// Move `index`, whole.
    /// - Complexity: O(log states + length of the move).
    public subscript(index: Int) -> Move {
        Move(from: from(index), action: action(index), states: states(index))
    }

    /// The moves of a state, whole, in order.
    public func moves(from state: Int) -> [Move] {
        moveNumbers(from: state).map { Move(from: state, action: action($0), states: states($0)) }
    }
}
