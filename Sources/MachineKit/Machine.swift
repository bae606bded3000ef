/// A feature's state machine, written over the feature's own `State` and `Action` types.
///
/// A machine answers one question for the explorer: in this state, which actions are
/// enabled and what can each of them lead to. Everything else (final states, the
/// declared universe of state kinds, invariants, a constraint that bounds unbounded
/// data) is optional and added with modifiers:
///
/// ```swift
/// let machine = Machine<Door, DoorAction>("Door", initial: .closed) { state in
///     switch state {
///     case .closed: [.on(.open, to: .open), .on(.lock, to: .locked)]
///     case .open:   [.on(.close, to: .closed)]
///     case .locked: [.on(.unlock, oneOf: .closed, .locked)]   // two possible outcomes
///     }
/// }
/// .final(where: { $0 == .locked })
/// .invariant("never open while locked") { _ in true }
/// ```
public struct Machine<State: Hashable, Action: Hashable> {
    /// The name the machine is registered and reported under.
    public var name: String
    /// The states exploration starts from, in order.
    public var initialStates: [State]
    /// Writes the moves out of a state: every enabled action with each of its outcomes.
    /// This is what the explorer calls; every other form is built on it.
    public var expand: (State, inout Successors<State, Action>) -> Void

    /// The enabled actions of a state and, for each, its possible outcomes.
    ///
    /// Setting it replaces ``expand``, so a test can wrap a feature's machine to build a
    /// broken variant of it.
    public var transitions: (State) -> [Transition<State, Action>] {
        get {
            let expand = self.expand
            return { state in
                var successors = Successors<State, Action>()
                expand(state, &successors)
                return successors.transitions()
            }
        }
        set {
            expand = { state, successors in
                for transition in newValue(state) {
                    for outcome in transition.outcomes {
                        successors.add(transition.action, emitting: outcome.states)
                    }
                }
            }
        }
    }
    /// Whether a state is final: allowed to have no way out.
    public var isFinal: (State) -> Bool = { _ in false }
    /// Whether the machine declares final states at all (the trap check runs only then).
    public var declaresFinalStates = false
    /// The declared universe of state kinds; `nil` when the types do not declare one.
    public var kinds: KindTable<State>?
    /// The declared universe of actions, for the unused-action check; empty when undeclared.
    public var declaredActions: [Action] = []
    /// Named predicates that must hold in every reachable state.
    public var invariants: [Invariant<State>] = []
    /// States for which this returns `false` are recorded but not expanded.
    public var constraint: ((State) -> Bool)?
    /// A description of the constraint, shown when it stops exploration.
    public var constraintDescription = "constraint"
    /// How a state is named in reports, traces and diagrams.
    public var stateName: (State) -> String = { String(describing: $0) }
    /// How an action is named in reports, traces and diagrams.
    public var actionName: (Action) -> String = { String(describing: $0) }
    /// The line each state (by name) is declared on, for machines read from spec files.
    public var stateLines: [String: Int] = [:]

    /// A machine whose transitions are listed per state (the declarative, VSM-flavoured form).
    public init(
        _ name: String,
        initial: State...,
        transitions: @escaping (State) -> [Transition<State, Action>]
    ) {
        self.init(name, initialStates: initial, transitions: transitions)
    }

    /// A machine with several initial states, whose transitions are listed per state.
    public init(
        _ name: String,
        initialStates: [State],
        transitions: @escaping (State) -> [Transition<State, Action>]
    ) {
        self.init(name, initialStates: initialStates) { (_: State, _: inout Successors<State, Action>) in }
        self.transitions = transitions
    }

    /// A machine that writes the moves out of a state into a buffer: the fastest form, for
    /// machines with millions of states (nothing is allocated per state).
    public init(
        _ name: String,
        initial: State...,
        expand: @escaping (State, inout Successors<State, Action>) -> Void
    ) {
        self.init(name, initialStates: initial, expand: expand)
    }

    /// A machine with several initial states that writes its moves into a buffer.
    public init(
        _ name: String,
        initialStates: [State],
        expand: @escaping (State, inout Successors<State, Action>) -> Void
    ) {
        self.name = name
        self.initialStates = initialStates
        self.expand = expand
        self.kinds = KindTable<State>.declared(by: State.self)
        self.declaredActions = declaredActionUniverse(Action.self) as? [Action] ?? []
    }

    /// A machine that runs the feature's own reducer: `actions` lists what is enabled in a
    /// state, `reduce` computes the single next state.
    public init(
        _ name: String,
        initial: State...,
        actions: @escaping (State) -> [Action],
        reduce: @escaping (State, Action) -> State
    ) {
        self.init(name, initialStates: initial) { (state: State, next: inout Successors<State, Action>) in
            for action in actions(state) { next.add(action, reduce(state, action)) }
        }
    }

    /// A machine that runs the feature's own mutation (`inout State`), the way a store does.
    public init(
        _ name: String,
        initial: State...,
        actions: @escaping (State) -> [Action],
        mutate: @escaping (inout State, Action) -> Void
    ) {
        self.init(name, initialStates: initial) { (state: State, next: inout Successors<State, Action>) in
            for action in actions(state) {
                var after = state
                mutate(&after, action)
                next.add(action, after)
            }
        }
    }

    /// A machine whose logic returns every possible outcome of an action: a service call
    /// that can succeed or fail, or a publisher that emits several states in turn.
    public init(
        _ name: String,
        initial: State...,
        actions: @escaping (State) -> [Action],
        outcomes: @escaping (State, Action) -> [Outcome<State>]
    ) {
        self.init(name, initialStates: initial) { (state: State, next: inout Successors<State, Action>) in
            for action in actions(state) {
                for outcome in outcomes(state, action) { next.add(action, emitting: outcome.states) }
            }
        }
    }
}

/// One enabled action of a state with all of its possible outcomes.
public struct Transition<State, Action> {
    /// The action the user (or the environment) takes.
    public var action: Action
    /// Every possible result: each outcome is a non-empty sequence of emitted states.
    public var outcomes: [Outcome<State>]

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

/// One possible result of an action: the states it emits, in order. The last one is where
/// the action settles; the ones before it are states the view shows on the way.
public struct Outcome<State>: ExpressibleByArrayLiteral {
    public var states: [State]

    public init(_ states: [State]) {
        precondition(!states.isEmpty, "an outcome emits at least one state")
        self.states = states
    }

    public init(arrayLiteral elements: State...) {
        self.init(elements)
    }
}

/// A named predicate that must hold in every reachable state.
public struct Invariant<State> {
    public var name: String
    public var holds: (State) -> Bool

    public init(_ name: String, holds: @escaping (State) -> Bool) {
        self.name = name
        self.holds = holds
    }
}

private func declaredActionUniverse<A>(_ type: A.Type) -> [Any]? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    return allCasesOf(iterable)
}

private func allCasesOf<C: CaseIterable>(_ type: C.Type) -> [Any] {
    Array(type.allCases)
}
