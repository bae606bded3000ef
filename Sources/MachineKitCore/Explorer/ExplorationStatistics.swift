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
