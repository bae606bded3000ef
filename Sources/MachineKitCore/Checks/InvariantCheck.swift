/// One finding per broken invariant, at the state that breaks it closest to an initial
/// state; the finding highlights every state that breaks it. A fault (an invariant that
/// explains itself) gives one finding per distinct sentence.
///
/// Invariants are checked in every recorded state, those outside the constraint and those a
/// bound left unexpanded included: a state that breaks one is reachable.
public enum InvariantCheck {
    /// - Complexity: O(states that break an invariant), plus one trace per finding.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        findings(in: exploration)
    }

    /// The findings of what `view` saw, the breadth-first exploration's or a bit-state search's.
    package static func findings(in view: some SearchView) -> [Finding] {
        let partial = view.reach == .partial
        return zip(view.machine.invariants, view.invariantSightings).flatMap { invariant, sightings in
            sightings.map { sighting in
                if let sentence = sighting.sentence {
                    // A partial search counts the states it stored, not every reachable one.
                    let others = sighting.count > 1 && !partial ? " (in \(sighting.count) reachable states)" : ""
                    return Finding(
                        check: invariant.check, subject: .state(sighting.name), message: sentence + others,
                        trace: sighting.trace, stateIndices: sighting.stateIndices)
                }
                let others =
                    sighting.count <= 1
                    ? ""
                    : partial
                        ? " (and in \(sighting.count - 1) more states the search stored)"
                        : " (and \(sighting.count - 1) more reachable states)"
                return Finding(
                    check: .invariant, subject: .invariant(invariant.name, state: sighting.name),
                    message: "invariant '\(invariant.name)' fails in state '\(sighting.name)'\(others)",
                    trace: sighting.trace, stateIndices: sighting.stateIndices)
            }
        }
    }
}
