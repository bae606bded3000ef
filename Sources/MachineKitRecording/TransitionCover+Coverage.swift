import MachineKitCore

extension TransitionCover {
    /// Greedy paths that together take every move no record took (``Coverage``): each starts
    /// with the shortest path to such a move, takes it, and goes on with moves no record and
    /// no earlier path took while there are any. Empty when records took every move.
    /// - Complexity: O(moves × length of the longest path).
    public static func paths(_ graph: StateGraph, untakenIn coverage: Coverage) -> [Trace] {
        paths(graph, taken: coverage.moveCounts.map { $0 > 0 })
    }
}
