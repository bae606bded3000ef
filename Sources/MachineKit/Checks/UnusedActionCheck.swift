/// Declared actions that no reachable state enables.
public enum UnusedActionCheck {
    public static func run(_ graph: StateGraph) -> [Finding] {
        var used = Array(repeating: false, count: graph.actionNames.count)
        for edge in graph.edges { used[edge.action] = true }
        return (0..<graph.declaredActionCount).filter { !used[$0] }.map { action in
            let name = graph.actionNames[action]
            return Finding(
                check: .unusedAction, action: name,
                message: "action '\(name)' is declared but never enabled in a reachable state")
        }
    }
}
