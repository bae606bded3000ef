/// One finding per broken invariant, at the state that breaks it closest to an initial state.
public enum InvariantCheck {
    public static func run(_ graph: StateGraph, violations: [(name: String, states: [Int])]) -> [Finding] {
        violations.compactMap { name, states in
            guard let first = states.min(by: { (graph.depth[$0], $0) < (graph.depth[$1], $1) }) else { return nil }
            let stateName = graph.stateNames[first]
            let others = states.count > 1 ? " (and \(states.count - 1) more reachable states)" : ""
            return Finding(
                check: .invariant, state: stateName, name: name,
                message: "invariant '\(name)' fails in state '\(stateName)'\(others)",
                trace: graph.trace(to: first), stateIndices: states.sorted())
        }
    }
}
