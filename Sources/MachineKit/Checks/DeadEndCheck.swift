/// Reachable states that are not final and have no way out.
///
/// Only states whose moves were all explored count: a state left unexpanded by a bound or
/// outside the constraint is not a dead end. A state emitted on the way by a sequence that
/// goes on is not one either. Dead ends of the same kind are rolled up into one finding.
public enum DeadEndCheck {
    /// - Complexity: O(states), plus a trace for each dead end.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        let found = (0..<exploration.stateCount)
            .filter { exploration.hasNoWayOut($0) && !exploration.isFinal($0) }
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
