/// One finding per broken invariant, at the state that breaks it closest to an initial
/// state; the finding highlights every state that breaks it.
///
/// Invariants are checked in every recorded state, those outside the constraint and those a
/// bound left unexpanded included: a state that breaks one is reachable.
public enum InvariantCheck {
    /// - Complexity: O(states that break an invariant), plus one trace per invariant.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        zip(exploration.machine.invariants, exploration.invariantViolations).flatMap { invariant, violation -> [Finding] in
            if let explain = invariant.explain { return faults(invariant.check, explain, violation.states, exploration) }
            return plain(violation.name, violation.states, exploration).map { [$0] } ?? []
        }
    }

    /// One finding per distinct sentence, at its state nearest to the start.
    private static func faults<State, Action>(
        _ check: Finding.Check, _ explain: (State) -> String?, _ states: [Int], _ exploration: Exploration<State, Action>
    ) -> [Finding] {
        var bySentence: [String: [Int]] = [:]
        var order: [String] = []
        for number in states.sorted(by: { (exploration.depth(of: $0), $0) < (exploration.depth(of: $1), $1) }) {
            guard let sentence = explain(exploration.state(number)) else { continue }
            if bySentence[sentence] == nil { order.append(sentence) }
            bySentence[sentence, default: []].append(number)
        }
        return order.map { sentence in
            let numbers = bySentence[sentence]!
            let others = numbers.count > 1 ? " (in \(numbers.count) reachable states)" : ""
            return Finding(
                check: check, subject: .state(exploration.name(of: numbers[0])), message: sentence + others,
                trace: exploration.trace(to: numbers[0]), stateIndices: numbers.sorted())
        }
    }

    private static func plain<State, Action>(_ name: String, _ states: [Int], _ exploration: Exploration<State, Action>) -> Finding? {
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
