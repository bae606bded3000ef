/// Paths that together take every move at least once: the raw material of tests.
///
/// A move is one enabled action of a state with one of its outcomes (the whole sequence of
/// states it emits), so every path is a run the feature can really make.
public enum TransitionCover {
    /// One step of a covering path: from a state, an action, and the states it emitted.
    public struct Move: Hashable, Sendable {
        public var from: Int
        public var action: String
        public var states: [Int]
    }

    /// Greedy covering paths: each starts with the shortest trace to an uncovered move,
    /// takes it, and continues with uncovered moves while the state it lands in has any.
    /// Moves into states beyond a bound are left out.
    /// - Complexity: O(moves × length of the longest path).
    public static func paths(_ explored: ExploredMachine) -> [Trace] {
        let graph = explored.graph
        var movesOf: [[Move]] = Array(repeating: [], count: graph.stateCount)
        var all: [Move] = []
        for state in 0..<graph.stateCount where graph.status[state] == .expanded {
            for move in explored.moves(from: state) {
                for outcome in move.outcomes where outcome.allSatisfy({ $0 != nil }) {
                    let step = Move(from: state, action: move.action, states: outcome.map { $0! })
                    movesOf[state].append(step)
                    all.append(step)
                }
            }
        }
        var covered: Set<Move> = []
        var result: [Trace] = []
        for move in all where !covered.contains(move) {
            var steps = graph.trace(to: move.from).steps
            // The trace's own moves count as covered too.
            var position = 0
            while position + 1 < steps.count {
                let from = steps[position].stateIndex
                let action = steps[position + 1].action!
                var length = 1
                while position + length + 1 < steps.count, steps[position + length + 1].action == action,
                      !movesOf[from].contains(Move(from: from, action: action,
                                                   states: steps[(position + 1)...(position + length)].map(\.stateIndex)))
                {
                    length += 1
                }
                covered.insert(Move(from: from, action: action,
                                    states: steps[(position + 1)...(position + length)].map(\.stateIndex)))
                position += length
            }
            var current: Move? = move
            while let next = current {
                covered.insert(next)
                for state in next.states {
                    steps.append(Trace.Step(action: next.action, state: graph.stateNames[state], stateIndex: state))
                }
                current = movesOf[next.states.last!].first { !covered.contains($0) }
            }
            result.append(Trace(steps: steps))
        }
        return result
    }
}
