/// Declared state kinds that no reachable state has.
///
/// Runs only when the machine declares its universe of kinds (a ``KindedState``, a
/// `CaseIterable` state, or a spec file's list of states).
public enum UnreachableCheck {
    public static func run(_ graph: StateGraph) -> [Finding] {
        guard graph.kindsDeclared else { return [] }
        var reached = Array(repeating: false, count: graph.kindNames.count)
        for kind in graph.stateKinds { reached[kind] = true }
        return graph.kindNames.indices.filter { !reached[$0] }.map { kind in
            let name = graph.kindNames[kind]
            return Finding(
                check: .unreachable, state: name,
                message: "state '\(name)' is declared but never reached from the initial state")
        }
    }
}
