/// Reachable states that are not final and have no way out.
///
/// Only states whose actions were explored count: a state left unexpanded by a bound is
/// not a dead end.
public enum DeadEndCheck {
    /// - Complexity: O(states + edges).
    public static func run(_ graph: StateGraph) -> [Finding] {
        var outDegree = Array(repeating: 0, count: graph.stateCount)
        for edge in graph.edges { outDegree[edge.from] += 1 }
        return graph.stateNames.indices
            .filter { graph.status[$0] == .expanded && outDegree[$0] == 0 && !graph.isFinal[$0] }
            .map { state in
                let name = graph.stateNames[state]
                return Finding(
                    check: .deadEnd, state: name,
                    message: "state '\(name)' is reachable, not final, and has no enabled action",
                    trace: graph.trace(to: state), stateIndices: [state])
            }
    }
}
