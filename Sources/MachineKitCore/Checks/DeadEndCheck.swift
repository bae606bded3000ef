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
        findings(in: exploration)
    }

    /// The findings of what `view` saw, the breadth-first exploration's or a bit-state search's.
    package static func findings(in view: some SearchView) -> [Finding] {
        let (seen, more) = view.deadEnds
        var found = seen.map { sighting in
            Finding(
                check: .deadEnd, subject: .state(sighting.name),
                message: "state '\(sighting.name)' is reachable, not final, and has no enabled action",
                trace: sighting.trace, stateIndices: sighting.stateIndices)
        }
        if more > 0, !found.isEmpty {
            found[found.count - 1].message += " (the search found \(more) more dead ends, not listed)"
        }
        return RollUp.byKind(found, view: view) { kind, members in
            let states = members.map { $0.state! }
            return Finding(
                check: .deadEnd, subject: .kind(kind, states: states),
                message: "\(states.count) states of kind '\(kind)' are reachable, not final, and have no enabled action",
                trace: members[0].trace, stateIndices: members.flatMap(\.stateIndices), instances: members)
        }
    }
}
