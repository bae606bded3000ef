/// One finding per broken invariant, at the state that breaks it closest to an initial
/// state; the finding highlights every state that breaks it.
///
/// Invariants are checked in every recorded state, those outside the constraint and those a
/// bound left unexpanded included: a state that breaks one is reachable.
public enum InvariantCheck {
    /// - Complexity: O(states that break an invariant), plus one trace per invariant.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        exploration.invariantViolations.compactMap { name, states in
            guard let first = states.min(by: { (exploration.depth(of: $0), $0) < (exploration.depth(of: $1), $1) }) else {
                return nil
            }
            let stateName = exploration.name(of: first)
            let others = states.count > 1 ? " (and \(states.count - 1) more reachable states)" : ""
            return Finding(
                check: .invariant, subject: .invariant(name, state: stateName),
                message: "invariant '\(name)' fails in state '\(stateName)'\(others)",
                trace: exploration.trace(to: first), stateIndices: states.sorted())
        }
    }
}
