/// One enabled action of a state with all of its possible outcomes.
public struct Transition<State, Action> {
    /// The action the user (or the environment) takes.
    public var action: Action
    /// Every possible result: each outcome is a non-empty sequence of emitted states.
    public var outcomes: [Outcome<State>]

    /// An action with its possible outcomes, each a sequence of emitted states.
    @inlinable
    public init(_ action: Action, outcomes: [Outcome<State>]) {
        self.action = action
        self.outcomes = outcomes
    }

    /// The action leads to exactly one state.
    @inlinable
    public static func on(_ action: Action, to state: State) -> Self {
        Self(action, outcomes: [Outcome([state])])
    }

    /// The action leads to one of several states (a load that succeeds or fails).
    @inlinable
    public static func on(_ action: Action, oneOf states: State...) -> Self {
        Self(action, outcomes: states.map { Outcome([$0]) })
    }

    /// The action emits a sequence of states; each argument is one possible sequence
    /// (a VSM action's publisher that emits `.loading`, then `.loaded` or an error).
    @inlinable
    public static func on(_ action: Action, emits sequences: [State]...) -> Self {
        Self(action, outcomes: sequences.map { Outcome($0) })
    }
}

extension Transition: Sendable where State: Sendable, Action: Sendable {}

/// One possible result of an action: the states it emits, in order. The last one is where
/// the action settles; the ones before it are states the view shows on the way.
public struct Outcome<State>: ExpressibleByArrayLiteral {
    /// The emitted states, in order; never empty.
    public var states: [State]

    /// An outcome that emits `states` in turn; there must be at least one.
    @inlinable
    public init(_ states: [State]) {
        precondition(!states.isEmpty, "an outcome emits at least one state")
        self.states = states
    }

    /// An outcome written as an array literal: `[.loading, .loaded]`.
    @inlinable
    public init(arrayLiteral elements: State...) {
        self.init(elements)
    }
}

extension Outcome: Sendable where State: Sendable {}

/// A property the checker verifies of a machine: a named predicate over states, and how it
/// must hold (as stateright's `always` and `sometimes`, and a goal that must stay reachable).
public struct Property<State>: Sendable {
    /// How the predicate must hold.
    public enum Expectation: Sendable, Hashable {
        /// In every reachable state (an invariant): a state where it fails is reported, the
        /// one nearest to the start, with its trace.
        case always
        /// From every reachable state, some path leads to a state where it holds: the state
        /// nearest to the start from which none does is reported.
        case alwaysReachable
        /// In some reachable state: reported when no state satisfies it.
        case sometimes
    }

    /// How the predicate must hold.
    public var expectation: Expectation
    /// The name reports give it.
    public var name: String
    /// The predicate.
    public var predicate: @Sendable (State) -> Bool
    /// For a `sometimes` property: how far a state is from satisfying it (0 or less where it
    /// holds). When no reachable state satisfies the property, its finding names the states
    /// where the distance is least, nearest to the start first, with the trace to the first.
    public var distance: (@Sendable (State) -> Int)?

    /// A property named `name`, expected to hold as `expectation` says.
    public init(
        _ expectation: Expectation, _ name: String, distance: (@Sendable (State) -> Int)? = nil,
        _ predicate: @escaping @Sendable (State) -> Bool
    ) {
        self.expectation = expectation
        self.name = name
        self.distance = distance
        self.predicate = predicate
    }

    /// Holds in every reachable state.
    public static func always(_ name: String, _ predicate: @escaping @Sendable (State) -> Bool) -> Property {
        Property(.always, name, predicate)
    }

    /// Can always be reached again, from every reachable state.
    public static func alwaysReachable(_ name: String, _ predicate: @escaping @Sendable (State) -> Bool) -> Property {
        Property(.alwaysReachable, name, predicate)
    }

    /// Holds in some reachable state ("the user can see their orders at all"). With a
    /// `distance` (how far a state is from satisfying it), a failure names the closest states.
    public static func sometimes(
        _ name: String, distance: (@Sendable (State) -> Int)? = nil, _ predicate: @escaping @Sendable (State) -> Bool
    ) -> Property {
        Property(.sometimes, name, distance: distance, predicate)
    }
}

/// A named predicate the explorer evaluates in every state it records: a property that must
/// always hold, or a fault the explorer found there (an async run it could not follow).
@usableFromInline
struct Invariant<State>: Sendable {
    /// The name reports give it.
    var name: String
    /// Whether it holds in a state.
    @usableFromInline var holds: @Sendable (State) -> Bool
    /// The check that reports a state where it fails: `.invariant`, or a fault's check.
    var check: Finding.Check = .invariant
    /// For a fault: the sentence of the fault in a state where it fails.
    var explain: (@Sendable (State) -> String?)?

    init(_ name: String, holds: @escaping @Sendable (State) -> Bool) {
        self.name = name
        self.holds = holds
    }
}
