/// One finding per goal declared with ``Machine/alwaysReachable(_:file:line:_:)`` that some reachable
/// state cannot reach: at the such state nearest to the start, with its trace; the finding
/// highlights every such state.
///
/// A state counts as able to reach the goal when some path from it leads to a state where
/// the goal holds, or to a state a bound left unexpanded (the goal may lie beyond it): a
/// bound never makes a violation out of what it did not see.
public enum AlwaysReachableCheck {
    /// - Complexity: O(states + moves) per goal, and the move graph once.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        let goals = exploration.machine.reachableGoals
        guard !goals.isEmpty else { return [] }
        let count = exploration.stateCount
        let moves = exploration.moveGraph
        // Who reaches whom in one move: predecessors of every emitted state.
        var predecessors = Array(repeating: [Int32](), count: count)
        for state in 0..<count {
            for move in moves.moveNumbers(from: state) {
                var previous = state
                for target in moves.states(move) {
                    predecessors[target].append(Int32(previous))
                    previous = target
                }
            }
        }
        return goals.compactMap { goal in
            var reaches = Array(repeating: false, count: count)
            var queue: [Int] = []
            for state in 0..<count
            where goal.holds(exploration.state(state)) || exploration.status(of: state) != .expanded || exploration.isFault(state) {
                reaches[state] = true
                queue.append(state)
            }
            var head = 0
            while head < queue.count {
                let state = queue[head]
                head += 1
                for previous in predecessors[state] where !reaches[Int(previous)] {
                    reaches[Int(previous)] = true
                    queue.append(Int(previous))
                }
            }
            let stuck = (0..<count).filter { !reaches[$0] }
            guard let nearest = stuck.min(by: { (exploration.depth(of: $0), $0) < (exploration.depth(of: $1), $1) }) else {
                return nil
            }
            let name = exploration.name(of: nearest)
            let others = stuck.count > 1 ? " (nor from \(stuck.count - 1) more reachable states)" : ""
            return Finding(
                check: .alwaysReachable, subject: .invariant(goal.name, state: name),
                message: "'\(goal.name)' cannot be reached from state '\(name)'\(others)",
                trace: exploration.trace(to: nearest), stateIndices: stuck)
        }
    }
}
