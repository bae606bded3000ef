/// Why exploration stopped before it saw every reachable state.
public enum IncompleteReason: Sendable, Hashable {
    /// The state bound: no state was recorded past this many.
    case maxStates(Int)
    /// The depth bound: `cut` states at that depth had successors not yet seen and were not expanded.
    case maxDepth(Int, cut: Int)
}

/// Whether exploration saw every reachable state (within the machine's constraint).
public enum Completeness: Sendable, Hashable {
    /// Every reachable state was seen and expanded (or lies outside the constraint).
    case complete
    /// A bound stopped exploration; verdicts hold only for the states seen.
    case stopped([IncompleteReason])

    /// Whether exploration was complete.
    public var isComplete: Bool { self == .complete }

    /// The bounds that stopped it; empty when complete.
    public var reasons: [IncompleteReason] {
        if case .stopped(let reasons) = self { return reasons }
        return []
    }
}
