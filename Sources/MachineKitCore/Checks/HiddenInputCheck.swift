/// A machine whose expand function is not a pure function of its state: run again for a
/// trace, the move graph or a check, it gave a state a move to a state never reached, or
/// lost the move a trace takes (it reads a clock, a random number, a global). What was
/// explored then is not the machine's graph, so the report says so, at the nearest state
/// found so, with the trace to it; the explorer never traps on it.
///
/// What it cannot see: a state expanded again only after the report was made (a graph drawn
/// later), and a move that changed to other reached states. States are not expanded twice
/// while exploring (that would double the cost of every machine); the expansions the report's
/// traces make are the ones checked. It runs after every other check.
package enum HiddenInputCheck {
    /// - Complexity: O(1), plus a trace when a state's moves changed.
    package static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        guard exploration.core.record == nil, let state = exploration.core.changedExpansions.firstState else { return [] }
        let name = exploration.name(of: state)
        return [
            Finding(
                check: .nondeterministic, subject: .state(name),
                message: "the machine's moves from state '\(name)' were not the same when its expand function ran again:"
                    + " they depend on something besides the state (the date, randomness, a global, another thread);"
                    + " make it part of the state, or an input the machine's actions choose",
                trace: exploration.trace(to: state), stateIndices: [state])
        ]
    }
}
