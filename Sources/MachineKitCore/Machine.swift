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
    /// says they were not checked), a declared list (a `CaseIterable` action type, ``actions(_:)``,
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
        self.init(name, initialStates: initial, expand: { (state: State, next: inout Successors<State, Action>) in
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
        self.init(name, initialStates: initial, expand: { (state: State, next: inout Successors<State, Action>) in
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
        self.init(name, initialStates: initial, expand: { (state: State, next: inout Successors<State, Action>) in
            for action in actions(state) {
                for outcome in outcomes(state, action) { next.add(action, emitting: outcome.states) }
            }
        }, file: file, line: line)
    }
}

/// A machine's scope: the predicate states must satisfy to be expanded, with the words
/// reports show for it, as one value.
public struct Constraint<State>: Sendable {
    /// What reports call it: `counter <= 3`.
    public var description: String
    /// Whether a state lies inside the scope.
    public var within: @Sendable (State) -> Bool

    /// A constraint described as `description`.
    public init(_ description: String, _ within: @escaping @Sendable (State) -> Bool) {
        self.description = description
        self.within = within
    }

    /// Whether `state` lies inside the scope.
    public func callAsFunction(_ state: State) -> Bool { within(state) }

    /// Both constraints: a state must satisfy each.
    public func and(_ other: Constraint) -> Constraint {
        let first = within, second = other.within
        return Constraint(description + " and " + other.description) { first($0) && second($0) }
    }
}

/// The universe of a machine's actions, for the unused-action check: one value, so that a
/// machine cannot both declare its actions and say they are open.
public enum ActionUniverse<Action: Sendable>: Sendable {
    /// Not declared: the report says unused actions were not checked, and how to declare them.
    case undeclared
    /// These are all the actions: each should be enabled in some reachable state.
    case declared([Action])
    /// The actions have no closed universe (free-form names): unused actions are not looked for.
    case open

    /// The declared actions; empty unless declared.
    public var declared: [Action] {
        if case .declared(let actions) = self { actions } else { [] }
    }
}

/// Which states a machine allows to have no way out: one value, so that a predicate never
/// exists without the trap check that reads it, or the other way round.
public enum FinalStates<State>: Sendable {
    /// None declared: every reachable state needs a way out, and traps are not looked for
    /// (with no final state to reach, every cycle would be one).
    case undeclared
    /// The states where the predicate holds are final: they may have no way out, and a set of
    /// states that can never be left and holds none of them is a trap.
    case declared(@Sendable (State) -> Bool)

    /// Whether `state` is final.
    public func contains(_ state: State) -> Bool {
        switch self {
        case .undeclared: false
        case .declared(let isFinal): isFinal(state)
        }
    }

    /// Whether final states are declared (the trap check runs only then).
    public var isDeclared: Bool {
        if case .declared = self { true } else { false }
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

/// Where a machine comes from, for reports that point at it: a Swift type, or a spec file
/// whose declared states each have a line.
public struct MachineOrigin: Sendable, Hashable {
    /// A Swift type's name, or a spec file's path.
    public var source: String
    /// Whether ``source`` is a file the machine was read from.
    public var isFile: Bool
    /// The line each declared state (by name) is declared on, for machines read from files.
    public var lines: [String: Int] {
        get { stateLines.value }
        set { stateLines = LazyHashable(newValue) }
    }
    /// Where ``lines`` come from: a large flat spec file's are tabled on first use.
    private var stateLines: LazyHashable<[String: Int]>
    /// The line each action (event, by name) is first declared on, for machines read from files.
    public var actionLines: [String: Int]
    /// For a statechart read from a spec file: the dialect it was read with (`xstate5`,
    /// `xstate4`, `scxml`), which reports name.
    public var dialect: String?
    /// For a machine written in Swift: where `Machine(...)` was called.
    public var declaration: SourceLine?
    /// For a machine written in Swift: where each kind of state is declared (by kind name:
    /// the `case` lines `@Kinded` records).
    public var kindDeclarations: [String: SourceLine] = [:]
    /// For a machine written in Swift: where each action's case is declared (by case name,
    /// for an action enum with `@Kinded`).
    public var actionDeclarations: [String: SourceLine] = [:]
    /// For a machine written in Swift: where each invariant and goal is declared (by name).
    public var propertyDeclarations: [String: SourceLine] = [:]

    /// An origin: where the machine comes from, and the lines of its declarations in a file.
    public init(source: String, isFile: Bool, lines: [String: Int] = [:], actionLines: [String: Int] = [:]) {
        self.source = source
        self.isFile = isFile
        self.stateLines = LazyHashable(lines)
        self.actionLines = actionLines
    }

    /// A machine read from a file, the line of each declared state tabled by `lines` when
    /// first asked for.
    package static func file(
        _ path: String, lines: @escaping @Sendable () -> [String: Int], actionLines: [String: Int]
    ) -> MachineOrigin {
        var origin = MachineOrigin(source: path, isFile: true, actionLines: actionLines)
        origin.stateLines = LazyHashable(making: lines)
        return origin
    }

    /// A machine written over a Swift type.
    public static func swiftType(_ name: String) -> MachineOrigin {
        MachineOrigin(source: name, isFile: false)
    }

    /// A machine read from a file, with the line of each declared state and action.
    public static func file(_ path: String, lines: [String: Int] = [:], actionLines: [String: Int] = [:]) -> MachineOrigin {
        MachineOrigin(source: path, isFile: true, lines: lines, actionLines: actionLines)
    }

    /// The line a finding points at: its state's (the nearest one, for a roll-up or a trap;
    /// the kind's, for a roll-up by kind), or its action's; `nil` where there is none.
    public func line(of finding: Finding) -> Int? {
        guard isFile else { return nil }
        switch finding.subject {
        case .state(let state), .invariant(_, let state): return lines[state]
        case .kind(let kind, let states): return lines[kind] ?? states.lazy.compactMap { lines[$0] }.first
        case .states(let states): return states.lazy.compactMap { lines[$0] }.first
        case .kinds(let kinds, _): return kinds.lazy.compactMap { lines[$0] }.first
        case .action(let action): return actionLines[action]
        case .view, .exploration, .step, .property: return nil
        }
    }
}

extension MachineOrigin {
    /// The line of Swift that explains a finding on a machine written in Swift: an unreachable
    /// kind's `case`, a dead end's or a trap's kind (given by `kindOf`, from the state's name),
    /// an unused action's `case`, a broken invariant's or unmet goal's declaration; otherwise
    /// (or where those are not known) the `Machine(...)` call. `nil` for a machine read from a file.
    public func location(of finding: Finding, kindOf: (String) -> String? = { _ in nil }) -> SourceLine? {
        guard !isFile else { return nil }
        let specific: SourceLine? = switch finding.subject {
        case .state(let name): kindDeclarations[name] ?? kindOf(name).flatMap { kindDeclarations[$0] }
        case .kind(let kind, let states): kindDeclarations[kind] ?? firstKindDeclaration(states, kindOf)
        case .states(let states): firstKindDeclaration(states, kindOf)
        case .kinds(let kinds, _): kinds.lazy.compactMap { kindDeclarations[$0] }.first
        case .action(let action): actionDeclarations[caseName(ofActionNamed: action)]
        case .invariant(let name, _), .property(let name): propertyDeclarations[name]
        case .view, .exploration, .step: nil
        }
        return specific ?? declaration
    }

    private func firstKindDeclaration(_ states: [String], _ kindOf: (String) -> String?) -> SourceLine? {
        for state in states {
            if let kind = kindOf(state), let line = kindDeclarations[kind] { return line }
        }
        return nil
    }
}

/// An action's case from its name: `select` for `select(id: 2)`.
private func caseName(ofActionNamed name: String) -> String {
    name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
}

/// Where the cases of a `KindedState` type are declared, by case name.
package func kindDeclarations(of type: Any.Type) -> [String: SourceLine] {
    guard let kinded = type as? any KindedState.Type else { return [:] }
    return namedDeclarations(kinded)
}

private func namedDeclarations<K: KindedState>(_ type: K.Type) -> [String: SourceLine] {
    var named: [String: SourceLine] = [:]
    for (kind, line) in K.kindDeclarations { named[String(describing: kind)] = line }
    return named
}

package func declaredActionUniverse<A>(_ type: A.Type) -> [Any]? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    return allCasesOf(iterable)
}

private func allCasesOf<C: CaseIterable>(_ type: C.Type) -> [Any] {
    Array(type.allCases)
}
