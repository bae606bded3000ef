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
