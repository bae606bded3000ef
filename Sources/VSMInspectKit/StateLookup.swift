import MachineKit

/// A state named on the command line: by its exact name, or by its kind's (the kind's
/// shallowest state).
enum StateLookup {
    /// The state `name` names in `graph`, or `nil`.
    static func find(_ name: String, in graph: StateGraph) -> Int? {
        if let exact = graph.stateNames.firstIndex(of: name) { return exact }
        guard let kind = graph.kindNames.firstIndex(of: name) else { return nil }
        return graph.stateKinds.indices
            .filter { graph.stateKinds[$0] == kind }
            .min { (graph.depth[$0], $0) < (graph.depth[$1], $1) }
    }

    /// ` (did you mean 'loading'?)` for a name that is neither a reachable state nor a kind.
    static func hint(_ name: String, in graph: StateGraph) -> String {
        DidYouMean.hint(for: name, among: graph.kindNames + graph.stateNames.prefix(100_000))
    }
}
