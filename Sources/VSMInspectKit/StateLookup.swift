import MachineKit

/// What the command line says of a state name ``StateGraph/state(named:)`` does not find.
enum StateLookup {
    /// ` (did you mean 'loading'?)` for a name that is neither a reachable state nor a kind (by
    /// its name or its label).
    static func hint(_ name: String, in graph: StateGraph) -> String {
        DidYouMean.hint(for: name, among: graph.kindNames + graph.kindLabels + graph.stateNames.prefix(100_000))
    }
}
