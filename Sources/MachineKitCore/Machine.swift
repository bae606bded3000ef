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
///
/// A machine is a `Sendable` value: its functions are `@Sendable`, so it can be kept in a
/// `static let`, handed to a task, and expanded from two threads at once by
/// ``Explorer`` (`workers: 2`). They must also be pure functions of the state (as reducers
/// are): the explorer calls them again to rebuild moves and traces, and expects the same
/// answer every time.
public struct Machine<State: Hashable & Sendable, Action: Hashable & Sendable>: Sendable {
    /// The name the machine is registered and reported under.
    public var name: String
    /// The states exploration starts from, in order.
    public var initialStates: [State]
    /// Writes the moves out of a state: every enabled action with each of its outcomes.
    /// This is what the explorer calls; every other form is built on it.
    public var expand: @Sendable (State, inout Successors<State, Action>) -> Void

    /// The enabled actions of a state and, for each, its possible outcomes.
    ///
    /// Setting it replaces ``expand``, so a test can wrap a feature's machine to build a
    /// broken variant of it. Inlinable, so that the expand function it makes is specialized
    /// for the feature's types in the feature's module.
    public var transitions: @Sendable (State) -> [Transition<State, Action>] {
        get {
            let expand = self.expand
            return { state in
                var successors = Successors<State, Action>()
                expand(state, &successors)
                return successors.transitions()
            }
        }
        @inlinable set {
            expand = { state, successors in
                for transition in newValue(state) {
                    for outcome in transition.outcomes {
                        // Most outcomes emit one state: it is added without a sequence.
                        if outcome.states.count == 1 {
                            successors.add(transition.action, outcome.states[0])
                        } else {
                            successors.add(transition.action, emitting: outcome.states)
                        }
                    }
                }
            }
        }
    }
    /// The states allowed to have no way out: none declared (the trap check does not run), or
    /// those a predicate picks (``final(where:)``).
    public var finalStates: FinalStates<State> = .undeclared
    /// The declared universe of state kinds; `nil` when the types do not declare one.
    public var kinds: KindTable<State>?
    /// The machine's actions as the unused-action check knows them: undeclared (the report
    /// says they were not checked), a declared list (a `CaseIterable` action type, ``actions(_:)-([Action])``,
    /// a spec file's events), or open (``actionsUnchecked()``: no closed universe).
    public var actionUniverse: ActionUniverse<Action> = .undeclared
    /// The declared actions; empty unless declared.
    @usableFromInline var declaredActions: [Action] { actionUniverse.declared }
    /// The properties the checks verify (``invariant(_:file:line:_:)``, ``alwaysReachable(_:file:line:_:)``,
    /// ``sometimes(_:distance:file:line:_:)``, ``property(_:file:line:)``), in the order declared.
    public internal(set) var properties: [Property<State>] = []
    /// What the explorer evaluates in every state: the `always` properties, and faults.
    @usableFromInline var invariants: [Invariant<State>] = []
    /// The view level of a feature checked at its domain level (a unidirectional-data-flow
    /// reducer): the view state each domain state shows, with the view's own kinds.
    public var viewLevel: ViewLevel<State>?
    /// The `alwaysReachable` properties.
    var reachableGoals: [Invariant<State>] {
        properties.filter { $0.expectation == .alwaysReachable }.map { Invariant($0.name, holds: $0.predicate) }
    }
    /// The machine's scope (``constraint(_:_:)``): states outside it are recorded (and checked
    /// against the invariants) but not expanded. Exploring everything inside it is complete.
    public var constraint: Constraint<State>?
    /// How a state is named in reports, traces and diagrams: by default its own
    /// `description`, or else the value as ``readableDescription(_:)`` reads it
    /// (`failed(offline, failures: 0)`).
    public var stateName: @Sendable (State) -> String {
        get { customStateName ?? { readableDescription($0) } }
        set { customStateName = newValue }
    }
    /// The names set through ``stateName``; `nil` while states are named by
    /// ``readableDescription(_:)``, so that a trace can look up the state type's naming once.
    @usableFromInline var customStateName: (@Sendable (State) -> String)?
    /// How an action is named in reports, traces and diagrams (by default as states are).
    public var actionName: @Sendable (Action) -> String = { readableDescription($0) }
    /// Where the machine comes from: its Swift type, or a spec file with the line of each
    /// declared state.
    public var origin: MachineOrigin
    /// Whether exploring writes the machine's moves down once, so that traces, the move
    /// graph and the checks never run its expand function again: for machines whose
    /// expansion is costly or not a pure function of the state (async actions, statecharts).
    /// Pure typed machines leave it off, and keep the memory moves would take.
    public var recordsMoves = false
    /// What the modules built on the core say of the machine beyond its states and moves
    /// (the kinds a move passes through, faults, the context its runs need): see
    /// ``MachineTraits``. A machine written in Swift leaves it at its defaults.
    @usableFromInline package var traits = MachineTraits<State, Action>()

    /// A machine whose transitions are listed per state (the declarative, VSM-flavoured form).
    @inlinable
    public init(
        _ name: String,
        initial: State...,
        transitions: @escaping @Sendable (State) -> [Transition<State, Action>],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.init(name, initialStates: initial, transitions: transitions, file: file, line: line)
    }

    /// A machine with several initial states, whose transitions are listed per state.
    @inlinable
    public init(
        _ name: String,
        initialStates: [State],
        transitions: @escaping @Sendable (State) -> [Transition<State, Action>],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.init(name, initialStates: initialStates, expand: { (_: State, _: inout Successors<State, Action>) in }, file: file, line: line)
        self.transitions = transitions
    }

    /// A machine that writes the moves out of a state into a buffer: the fastest form, for
    /// machines with millions of states (nothing is allocated per state).
    public init(
        _ name: String,
        initial: State...,
        expand: @escaping @Sendable (State, inout Successors<State, Action>) -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.init(name, initialStates: initial, expand: expand, file: file, line: line)
    }

    /// A machine with several initial states that writes its moves into a buffer.
    public init(
        _ name: String,
        initialStates: [State],
        expand: @escaping @Sendable (State, inout Successors<State, Action>) -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.name = name
        self.initialStates = initialStates
        self.expand = expand
        self.kinds = KindTable<State>.declared(by: State.self)
        if let universe = declaredActionUniverse(Action.self) as? [Action] {
            // Property observers do not run in an initializer: say it is declared here.
            self.actionUniverse = .declared(universe)
        }
        self.origin = .swiftType(String(describing: State.self))
        origin.declaration = SourceLine(file, line)
        origin.kindDeclarations = MachineKitCore.kindDeclarations(of: State.self)
        origin.actionDeclarations = MachineKitCore.kindDeclarations(of: Action.self)
    }

    /// A machine that runs the feature's own reducer: `actions` lists what is enabled in a
    /// state, `reduce` computes the single next state.
    public init(
        _ name: String,
        initial: State...,
        actions: @escaping @Sendable (State) -> [Action],
        reduce: @escaping @Sendable (State, Action) -> State,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.init(
            name, initialStates: initial,
            expand: { (state: State, next: inout Successors<State, Action>) in
                for action in actions(state) { next.add(action, reduce(state, action)) }
            }, file: file, line: line)
    }

    /// A machine that runs the feature's own mutation (`inout State`), the way a store does.
    public init(
        _ name: String,
        initial: State...,
        actions: @escaping @Sendable (State) -> [Action],
        mutate: @escaping @Sendable (inout State, Action) -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.init(
            name, initialStates: initial,
            expand: { (state: State, next: inout Successors<State, Action>) in
                for action in actions(state) {
                    var after = state
                    mutate(&after, action)
                    next.add(action, after)
                }
            }, file: file, line: line)
    }

    /// A machine whose logic returns every possible outcome of an action: a service call
    /// that can succeed or fail, or a publisher that emits several states in turn.
    public init(
        _ name: String,
        initial: State...,
        actions: @escaping @Sendable (State) -> [Action],
        outcomes: @escaping @Sendable (State, Action) -> [Outcome<State>],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        self.init(
            name, initialStates: initial,
            expand: { (state: State, next: inout Successors<State, Action>) in
                for action in actions(state) {
                    for outcome in outcomes(state, action) { next.add(action, emitting: outcome.states) }
                }
            }, file: file, line: line)
    }
}

extension Machine {
    /// ``stateName`` as a function made for naming many states in a row (the states along a
    /// trace): where the machine names states by default, ``readableDescription(_:)`` with the
    /// naming of `sample`'s type looked up once. The names are ``stateName``'s.
    @usableFromInline func stateNamer(for sample: State) -> (State) -> String {
        // Not `??`: its generic result would wrap the function in conversions called per state.
        if let customStateName { return customStateName }
        return readableNamer(for: sample)
    }
}
