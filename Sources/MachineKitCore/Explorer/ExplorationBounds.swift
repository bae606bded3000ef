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
