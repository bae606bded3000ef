/// Why exploration stopped before it saw every reachable state.
public enum IncompleteReason: Sendable, Hashable {
    /// The state bound: no state was recorded past this many.
    case maxStates(Int)
    /// The depth bound: `cut` states at that depth had successors not yet seen and were not expanded.
    case maxDepth(Int, cut: Int)
    /// A bit-state search (``Explorer/bitstate(_:)``): it keeps bits, not states, so states
    /// whose bits were all set by others were never expanded. Never complete, whatever the
    /// coverage estimate says.
    case bitstate(BitstateCoverage)
    /// Steps the explorer could not follow: in `states` states an action's work was left
    /// running or depended on an input it does not control (an `uncontrolled-task` or an
    /// async `nondeterministic` finding, which says what). Nothing past them was explored.
    case uncontrolled(states: Int)

    /// Whether the reason is a bound or a partial search: a limit the run set, rather than a
    /// step it could not follow.
    public var isBound: Bool {
        if case .uncontrolled = self { return false }
        return true
    }
}

/// Whether exploration saw every reachable state (within the machine's constraint).
public enum Completeness: Sendable, Hashable {
    /// Every reachable state was seen and expanded (or lies outside the constraint).
    case complete
    /// A bound stopped exploration; verdicts hold only for the states seen.
    case stopped([IncompleteReason])

    /// Whether exploration was complete.
    public var isComplete: Bool { self == .complete }

    /// Whether this was a partial search (a bit-state search or a swarm of them): it never
    /// claims completeness, and only the findings it reports are proven.
    public var isPartialSearch: Bool { bitstate != nil }

    /// The coverage estimate of a bit-state search; `nil` for any other exploration.
    public var bitstate: BitstateCoverage? {
        for reason in reasons { if case .bitstate(let coverage) = reason { return coverage } }
        return nil
    }

    /// The bounds that stopped it; empty when complete.
    public var reasons: [IncompleteReason] {
        if case .stopped(let reasons) = self { return reasons }
        return []
    }
}
