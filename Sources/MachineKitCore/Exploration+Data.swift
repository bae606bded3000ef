extension Exploration {
    /// The data of a reached state as Swift's `dump` shows it: the value's description,
    /// then each stored field (and an enum case's associated values) on a line of its own,
    /// nested values indented. `nil` for a value with no fields (a string, a plain enum
    /// case): its name already says everything.
    /// - Complexity: O(size of the value), up to six levels and 200 items deep.
    /// A state whose name is all there is to it (a statechart's configuration) has none either.
    public func data(of number: Int) -> String? {
        let state = state(number)
        guard !machine.traits.nameIsWholeState, !Mirror(reflecting: state).children.isEmpty else { return nil }
        var text = ""
        dump(state, to: &text, maxDepth: 6, maxItems: 200)
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
