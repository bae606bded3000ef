/// Bounds on exploration. A bound that stops exploration makes the result incomplete: then
/// verdicts hold only for the states seen, and the report says so.
///
/// A machine's own ``Machine/constraint(_:_:)`` is not a bound: it is the model's scope.
public struct ExplorationBounds: Sendable, Hashable {
    /// Stop recording new states after this many; `nil` for no bound.
    public var maxStates: Int?
    /// Do not expand states at this depth (number of actions from an initial state).
    public var maxDepth: Int?

    /// Bounds of at most `maxStates` states and `maxDepth` actions; `nil` for none.
    public init(maxStates: Int? = nil, maxDepth: Int? = nil) {
        self.maxStates = maxStates
        self.maxDepth = maxDepth
    }

    /// The bounds used when none are given: one million states, no depth bound. A run it
    /// stops is reported as incomplete, never as a silent pass.
    public static let standard = ExplorationBounds(maxStates: 1_000_000)

    /// No bound at all: exploration goes on until every reachable state is seen.
    public static let unbounded = ExplorationBounds()
}

/// Statistics of one exploration.
public struct ExplorationStatistics: Sendable, Hashable {
    /// States recorded, those outside the constraint included.
    public var states: Int
    /// Distinct edges (from, action, to) among them.
    public var transitions: Int
    /// The greatest number of actions on a shortest trace.
    public var depth: Int
    /// Wall-clock time of the exploration.
    public var seconds: Double
    /// States found outside the machine's constraint: recorded, not expanded.
    public var outsideConstraint: Int

    /// Statistics as reported; `outsideConstraint` is 0 for a machine without a constraint.
    public init(states: Int, transitions: Int, depth: Int, seconds: Double, outsideConstraint: Int = 0) {
        self.states = states
        self.transitions = transitions
        self.depth = depth
        self.seconds = seconds
        self.outsideConstraint = outsideConstraint
    }

    /// States recorded per second of exploration.
    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
}

/// Progress of a long exploration, reported about once a second.
public struct ExplorationProgress: Sendable {
    /// States recorded so far.
    public var states: Int
    /// Distinct edges recorded so far.
    public var transitions: Int
    /// The depth of the layer being expanded.
    public var depth: Int
    /// Time since exploration began.
    public var seconds: Double

    /// Progress as the explorer reports it.
    @inlinable
    public init(states: Int, transitions: Int, depth: Int, seconds: Double) {
        self.states = states
        self.transitions = transitions
        self.depth = depth
        self.seconds = seconds
    }
}

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
