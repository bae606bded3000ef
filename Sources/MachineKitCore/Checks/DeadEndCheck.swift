/// Reachable states that are not final and have no way out.
///
/// Only states whose moves were all explored count: a state left unexpanded by a bound or
/// outside the constraint is not a dead end. A state a move only ever emits on the way (the
/// sequence goes on from it) is not one either; one where some move settles is. Dead ends
/// of the same kind are rolled up into one finding.
public enum DeadEndCheck {
    /// - Complexity: O(states), plus a trace for each dead end; O(moves) more, once, when a
    ///   state with no move is also emitted on the way by some sequence.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        var candidates = (0..<exploration.stateCount).filter { exploration.hasNoMoves($0) && !exploration.isFinal($0) && !exploration.isFault($0) }
        if candidates.contains(where: exploration.isEmittedOnTheWay) {
            // Such a state is a dead end only where a move settles in it (or it is initial).
            let moves = exploration.moveGraph
            var settles = Array(repeating: false, count: exploration.stateCount)
            for move in 0..<moves.count { settles[moves.states(move).last!] = true }
            for initial in exploration.initialNumbers { settles[initial] = true }
            candidates = candidates.filter { !exploration.isEmittedOnTheWay($0) || settles[$0] }
        }
        let found = candidates
            .map { state in
                let name = exploration.name(of: state)
                return Finding(
                    check: .deadEnd, subject: .state(name),
                    message: "state '\(name)' is reachable, not final, and has no enabled action",
                    trace: exploration.trace(to: state), stateIndices: [state])
            }
        return RollUp.byKind(found, exploration: exploration) { kind, members in
            let states = members.map { $0.state! }
            return Finding(
                check: .deadEnd, subject: .kind(kind, states: states),
                message: "\(states.count) states of kind '\(kind)' are reachable, not final, and have no enabled action",
                trace: members[0].trace, stateIndices: members.flatMap(\.stateIndices), instances: members)
        }
    }
}
