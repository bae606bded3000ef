/// Paths that together take every move at least once: the raw material of tests.
///
/// A move is one enabled action of a state with one of its outcomes (the whole sequence of
/// states it emits), so every path is a run the feature can really make.
public enum TransitionCover {
    /// Greedy covering paths: each starts with the shortest path to the state of a move not
    /// taken yet, takes it, and goes on with moves not taken yet while the state it lands in
    /// has any. Moves of states a bound left unexpanded do not exist, so none is left out.
    /// - Complexity: O(moves × length of the longest path).
    public static func paths(_ graph: StateGraph) -> [Trace] {
        paths(graph, taken: Array(repeating: false, count: graph.moves.count))
    }

    /// Greedy paths that together take every move not `taken` already: each starts with the
    /// shortest path to such a move, takes it, and goes on with moves not taken by then while
    /// there are any. Empty when every move was taken.
    /// - Complexity: O(moves × length of the longest path).
    package static func paths(_ graph: StateGraph, taken: [Bool]) -> [Trace] {
        let moves = graph.moves
        precondition(taken.count == moves.count, "one flag per move")
        var covered = taken
        var result: [Trace] = []
        func steps(of move: Int, taking count: Int? = nil) -> [Trace.Step] {
            let action = graph.actionNames[moves.action(move)]
            return moves.states(move).prefix(count ?? Int.max).enumerated().map { position, state in
                Trace.Step(action: action, state: graph.stateNames[state], stateIndex: state, continuesMove: position > 0)
            }
        }
        for move in 0..<moves.count where !covered[move] {
            let start = moves.from(move)
            let (path, taken) = graph.path(to: start)
            let first = path.first.map { moves.from($0) } ?? start
            var trace = [Trace.Step(action: nil, state: graph.stateNames[first], stateIndex: first)]
            for (offset, number) in path.enumerated() {
                let whole = offset < path.count - 1 || taken == moves.states(number).count
                if whole { covered[number] = true }
                trace += steps(of: number, taking: whole ? nil : taken)
            }
            var current: Int? = move
            while let next = current {
                covered[next] = true
                trace += steps(of: next)
                current = moves.moveNumbers(from: moves.states(next).last!).first { !covered[$0] }
            }
            result.append(Trace(steps: trace))
        }
        return result
    }
}
