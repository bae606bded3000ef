/// One enabled action of a state with all of its possible outcomes.
public struct Transition<State, Action> {
    /// The action the user (or the environment) takes.
    public var action: Action
    /// Every possible result: each outcome is a non-empty sequence of emitted states.
    public var outcomes: [Outcome<State>]

    /// An action with its possible outcomes, each a sequence of emitted states.
    public init(_ action: Action, outcomes: [Outcome<State>]) {
        self.action = action
        self.outcomes = outcomes
    }

    /// The action leads to exactly one state.
    public static func on(_ action: Action, to state: State) -> Self {
        Self(action, outcomes: [Outcome([state])])
    }

    /// The action leads to one of several states (a load that succeeds or fails).
    public static func on(_ action: Action, oneOf states: State...) -> Self {
        Self(action, outcomes: states.map { Outcome([$0]) })
    }

    /// The action emits a sequence of states; each argument is one possible sequence
    /// (a VSM action's publisher that emits `.loading`, then `.loaded` or an error).
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
    public init(_ states: [State]) {
        precondition(!states.isEmpty, "an outcome emits at least one state")
        self.states = states
    }

    /// An outcome written as an array literal: `[.loading, .loaded]`.
    public init(arrayLiteral elements: State...) {
        self.init(elements)
    }
}

extension Outcome: Sendable where State: Sendable {}

/// A named predicate that must hold in every reachable state.
public struct Invariant<State>: Sendable {
    /// The name reports give the invariant.
    public var name: String
    /// Whether the invariant holds in a state.
    public var holds: @Sendable (State) -> Bool
    /// The check that reports a state where it fails: `.invariant`, or for a fault the
    /// explorer itself found there (an async run it could not follow), that fault's check.
    var check: Finding.Check = .invariant
    /// For a fault: the sentence of the fault in a state where it fails.
    var explain: (@Sendable (State) -> String?)?

    /// An invariant named `name` that holds where `holds` returns `true`.
    public init(_ name: String, holds: @escaping @Sendable (State) -> Bool) {
        self.name = name
        self.holds = holds
    }
}
