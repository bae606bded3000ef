/// The result of exploring a machine: the typed states and what exploration learnt of each,
/// from which the moves, traces, the graph and the report are derived when they are first
/// asked for.
///
/// It is the one read-only view every check reads. A machine that records its moves
/// (``Machine/recordsMoves``: async actions, statecharts) has them written down once while
/// exploring, and nothing runs it again. For the others (pure typed machines) moves are not
/// stored (that would cost more memory than the states themselves on large machines): a
/// trace runs the machine's expand function again on the few states along it, and the whole
/// ``moveGraph`` is built once, when a check or the graph needs it.
///
/// `@unchecked Sendable`: nothing in `core` changes after exploration, and each derived
/// value is computed once under its own lock (`LazyValue`).
public final class Exploration<State: Hashable & Sendable, Action: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline let core: ExplorationCore<State, Action>
    private let movesCache = LazyValue<ActionTable<Action>>()
    private let graphCache = LazyValue<StateGraph>()
    private let reportCache = LazyValue<CheckReport>()

    /// The moves of an expanded state, expanded again: ``ExplorationCore/movesAgain(of:in:)``,
    /// handed in by ``Explorer/explore()`` so that it runs specialized for the machine's
    /// types wherever the explorer was (the feature's own module).
    @usableFromInline let movesAgain: (Int, ExplorationCore<State, Action>) -> [(action: Action, states: [Int])]

    /// Move `ordinal` of an expanded state, expanded again up to a state it emits, with its
    /// action's name: ``ExplorationCore/namedMove(_:of:reaching:in:cache:)``, specialized as
    /// `movesAgain` is.
    @usableFromInline let moveAgain:
        (Int, Int, Int, ExplorationCore<State, Action>, inout TraceSteps<State, Action>) -> (action: String, states: [Int])

    /// A function naming reached states by number, made once for the states of a trace:
    /// ``ExplorationCore/stateNamer(in:sample:)``, specialized as `movesAgain` is.
    @usableFromInline let stateNamer: (ExplorationCore<State, Action>, Int) -> (Int) -> String

    @inlinable
    init(
        core: ExplorationCore<State, Action>,
        movesAgain: @escaping (Int, ExplorationCore<State, Action>) -> [(action: Action, states: [Int])],
        moveAgain:
            @escaping (Int, Int, Int, ExplorationCore<State, Action>, inout TraceSteps<State, Action>)
            -> (action: String, states: [Int]),
        stateNamer: @escaping (ExplorationCore<State, Action>, Int) -> (Int) -> String
    ) {
        self.core = core
        self.movesAgain = movesAgain
        self.moveAgain = moveAgain
        self.stateNamer = stateNamer
    }

    /// The machine explored.
    public var machine: Machine<State, Action> { core.machine }

    /// The number of states recorded.
    public var stateCount: Int { core.table.count }

    /// The reached states, numbered in discovery order (the numbers the graph uses).
    /// - Complexity: O(states): the array is made on each call.
    public var states: [State] { Array(core.table.states) }

    /// Reached state `number`.
    public func state(_ number: Int) -> State { core.table.states[number] }

    /// The bounds exploration ran within.
    public var bounds: ExplorationBounds { core.bounds }

    /// States, transitions, depth, time, and the states outside the constraint.
    public var statistics: ExplorationStatistics {
        ExplorationStatistics(
            states: core.table.count, transitions: core.transitions, depth: Int(core.depth.deepest),
            seconds: core.seconds, outsideConstraint: core.outside)
    }

    /// Whether exploration saw every reachable state within the machine's constraint.
    public var completeness: Completeness {
        var reasons: [IncompleteReason] = []
        if core.stateBoundHit, let limit = core.bounds.maxStates { reasons.append(.maxStates(limit)) }
        if core.depthCut > 0, let limit = core.bounds.maxDepth { reasons.append(.maxDepth(limit, cut: core.depthCut)) }
        // Past a step it could not follow, the explorer saw nothing: not complete either.
        if machine.traits.isFault != nil {
            let faults = (0..<stateCount).count(where: isFault)
            if faults > 0 { reasons.append(.uncontrolled(states: faults)) }
        }
        return reasons.isEmpty ? .complete : .stopped(reasons)
    }

    /// Why exploration stopped early; empty when it was complete.
    public var incomplete: [IncompleteReason] { completeness.reasons }

    /// `true` when no bound stopped exploration.
    public var isComplete: Bool { completeness.isComplete }

    /// For each invariant of the machine, in order, the numbers of the states that break it.
    public var invariantViolations: [(name: String, states: [Int])] {
        zip(machine.invariants, core.violations).map { ($0.name, $1) }
    }

    /// The number of a reached state.
    /// - Complexity: O(1) on average.
    public func index(of state: State) -> Int? { core.table.find(state) }

    /// The depth of a reached state: the number of steps on its shortest trace.
    public func depth(of number: Int) -> Int { Int(core.depth[number]) }

    /// How far exploration went with a state.
    public func status(of number: Int) -> StateGraph.Status {
        let flags = core.flags[number]
        if flags & StateFlag.expanded != 0 { return .expanded }
        if flags & StateFlag.outsideConstraint != 0 { return .outsideConstraint }
        if flags & StateFlag.atDepthBound != 0 { return .atDepthBound }
        return .notExpanded
    }

    /// The numbers of the initial states, without repeats.
    public var initialNumbers: [Int] {
        var numbers: [Int] = []
        for state in machine.initialStates {
            if let number = core.table.find(state), !numbers.contains(number) { numbers.append(number) }
        }
        return numbers
    }

    /// How reports name a reached state.
    public func name(of number: Int) -> String { machine.stateName(core.table.states[number]) }

    /// The name of a reached state's kind: its declared kind, or the path of its enum cases.
    /// A state in several kinds at once (a parallel configuration) is its own kind.
    public func kindName(of number: Int) -> String {
        let state = core.table.states[number]
        if let kinds = machine.kinds {
            let all = kinds.kinds(of: state)
            return all.count == 1 ? kinds.names[all[0]] : machine.stateName(state)
        }
        return derivedKindPath(state, fallback: machine.stateName(state)).joined(separator: ".")
    }

    /// Whether a reached state is final.
    public func isFinal(_ number: Int) -> Bool { machine.finalStates.contains(core.table.states[number]) }

    /// Whether a state's moves were explored.
    func isExpanded(_ number: Int) -> Bool { core.flags[number] & StateFlag.expanded != 0 }

    /// The state a reached state was first reached from at its depth (a state with a move
    /// that emits it, nearer the start); -1 for an initial state.
    func parentNumber(of number: Int) -> Int { Int(core.parent[number]) }

    /// Whether a state was expanded and has no move at all.
    func hasNoMoves(_ number: Int) -> Bool {
        let required = StateFlag.expanded | StateFlag.noSuccessors
        return core.flags[number] & required == required
    }

    /// Whether the explorer could not go on from state `number` (an async run it could not
    /// follow): the finding is there, and what lies past it is unknown, not missing.
    func isFault(_ number: Int) -> Bool { machine.traits.isFault?(core.table.states[number]) ?? false }

    /// Whether some move emits state `number` and then goes on to another one.
    func isEmittedOnTheWay(_ number: Int) -> Bool { core.flags[number] & StateFlag.continuationOut != 0 }

    /// Whether some reachable state has each declared kind (a parent kind counts as reached
    /// when one below it is); empty when the machine declares no kinds.
    package var kindsReached: [Bool] {
        guard let kinds = machine.kinds else { return [] }
        var reached = core.kindReached
        // A kind whose descendant was reached is reached: known before any move is asked.
        kinds.markAncestors(in: &reached)
        if let transient = machine.traits.kindsPassed, reached.contains(false) {
            // Kinds only passed through within a step: ask each move of each expanded state.
            for kind in machine.traits.initialKindsPassed { reached[kind] = true }
            let recorded = core.record != nil ? actionTable : nil
            for number in 0..<stateCount where core.flags[number] & StateFlag.expanded != 0 {
                var asked: [Action] = []
                let actions: [Action]
                if let recorded {
                    actions = recorded.graph.moveNumbers(from: number).map { recorded.actions[recorded.graph.action($0)] }
                } else {
                    actions = expandedMoves(of: number).map(\.action)
                }
                for action in actions where !asked.contains(action) {
                    asked.append(action)
                    for kind in transient(state(number), action) { reached[kind] = true }
                }
            }
            kinds.markAncestors(in: &reached)
        }
        return reached
    }

    /// Whether each declared action (in ``Machine/declaredActions`` order, repeats
    /// included) is enabled in some expanded state.
    package var declaredActionsUsed: [Bool] {
        machine.declaredActions.map { action in core.declaredActionIndex[action].map { core.actionUsed[$0] } ?? false }
    }

    // MARK: Moves

    /// The distinct moves of an expanded state, in the order the machine writes them: the
    /// numbering the explorer's parent records use. A move that repeats an earlier one
    /// (same action, same states) is left out.
    /// - Complexity: one call of the machine's expand function, and a lookup per state.
    func expandedMoves(of number: Int) -> [(action: Action, states: [Int])] {
        movesAgain(number, core)
    }

    /// Appends the states each move of state `number` emits, move by move (nothing for a
    /// state that was not expanded). Reads the move graph when it is there; otherwise runs
    /// the machine's expand function on this state alone, and builds no table of actions.
    func appendSuccessors(of number: Int, to targets: inout [Int32]) {
        guard isExpanded(number) else { return }
        if let table = core.record != nil ? actionTable : movesCache.ifComputed {
            let moves = table.graph
            for move in moves.moveNumbers(from: number) {
                for target in moves.states(move) { targets.append(Int32(target)) }
            }
            return
        }
        for move in expandedMoves(of: number) {
            for target in move.states { targets.append(Int32(target)) }
        }
    }

    /// Every move of every expanded state, with the table of actions their numbers index:
    /// the declared actions first, then the others in order of first use.
    /// - Complexity: O(states × cost of the machine's expand function), once.
    var actionTable: ActionTable<Action> {
        movesCache.get {
            if let record = core.record { return record.table(stateCount: stateCount, declared: machine.declaredActions) }
            var table = ActionTable<Action>(declared: machine.declaredActions)
            var builder = MoveGraph.Builder(stateCount: stateCount)
            for number in 0..<stateCount {
                if core.flags[number] & StateFlag.expanded != 0 {
                    for (action, states) in expandedMoves(of: number) {
                        builder.add(action: table.number(of: action), states: states)
                    }
                }
                builder.endState()
            }
            table.graph = builder.finish()
            return table
        }
    }

    /// Every move of every expanded state.
    public var moveGraph: MoveGraph { actionTable.graph }

    /// The actions the move graph's action numbers stand for.
    public var actions: [Action] { actionTable.actions }

    /// The shortest trace from an initial state to a reached state.
    /// - Complexity: O(length × cost of one expansion) until the move graph is built,
    ///   O(length × log states) after.
    public func trace(to number: Int) -> Trace {
        let built = core.record != nil ? actionTable : movesCache.ifComputed
        // An action is named once for a run of steps that take it (a long trace mostly
        // repeats a few actions): the steps share the name's storage.
        var lastNumbered: (action: Int, name: String)?
        var steps = TraceSteps<State, Action>()
        return makeTrace(to: number, length: depth(of: number), name: stateNamer(core, number)) { current in
            let parent = Int(core.parent[current])
            guard parent >= 0 else { return nil }
            let ordinal = Int(core.move[current])
            if let built, let move = reachingMove(of: current, in: built.graph) {
                let action = built.graph.action(move)
                if lastNumbered?.action != action { lastNumbered = (action, machine.actionName(built.actions[action])) }
                return (parent, lastNumbered!.name, built.graph.states(move))
            }
            let move = moveAgain(ordinal, parent, current, core, &steps)
            return (parent, move.action, move.states)
        }
    }

    /// The move of `graph` that first reached state `number` (not an initial state): the
    /// parent's move of the number the explorer recorded. `nil` when the graph lacks it (an
    /// expand function whose moves changed when it ran again; recorded for the report).
    private func reachingMove(of number: Int, in graph: MoveGraph) -> Int? {
        let parent = Int(core.parent[number])
        let moves = graph.moveNumbers(from: parent)
        let move = moves.lowerBound + Int(core.move[number])
        if move < moves.upperBound, graph.emits(move, number) { return move }
        if core.record == nil { core.changedExpansions.record(parent) }
        return nil
    }

    // MARK: Derived views

    /// The graph with names, kinds and moves.
    /// - Complexity: O(states + moves), once, after the move graph.
    public var graph: StateGraph { graphCache.get(buildGraph) }

    /// The findings of every check.
    public var report: CheckReport { reportCache.get { CheckReport(self) } }

    /// The quotient by a key of the feature's own (for example a reducer's view state).
    /// - Complexity: O(states + edges) calls of `key`.
    public func project<Key>(by key: (State) -> Key) -> QuotientGraph {
        graph.quotient(keys: core.table.states.map { String(describing: key($0)) })
    }

    private func buildGraph() -> StateGraph {
        let table = actionTable
        let states = core.table.states
        let names = states.map(machine.stateName)
        var kinds = KindTree()
        let stateKinds: [Int]
        if let declared = machine.kinds {
            kinds = KindTree(names: declared.names, parents: declared.parents, labels: declared.labels)
            stateKinds = states.map(declared.index)
        } else {
            stateKinds = zip(states, names).map { state, name in
                kinds.kind(at: derivedKindPath(state, fallback: name))
            }
        }
        let reachedBy = (0..<stateCount).map { number -> Int in
            guard core.parent[number] >= 0 else { return -1 }
            // A machine whose moves changed when expanded again may have lost that move: then
            // another move from the parent that reaches the state, else none (the state's path
            // ends there; the report says why).
            if let move = reachingMove(of: number, in: table.graph) { return move }
            return table.graph.moveNumbers(from: Int(core.parent[number])).first { table.graph.emits($0, number) } ?? -1
        }
        var graph = StateGraph(
            machine: machine.name, stateNames: names, stateKinds: stateKinds,
            kindNames: kinds.names, kindParents: kinds.parents, kindLabels: kinds.labels,
            kindsDeclared: machine.kinds != nil,
            actionNames: table.actions.map(machine.actionName), declaredActionCount: table.declaredCount,
            moves: table.graph, initial: initialNumbers, isFinal: states.map(machine.finalStates.contains),
            declaresFinalStates: machine.finalStates.isDeclared, status: (0..<stateCount).map(status(of:)),
            depth: core.depth.map(Int.init), reachedBy: reachedBy)
        graph.declaration = machine.traits.declaration
        if let covers = machine.kinds?.covers { graph.stateCovers = states.map(covers) }
        return graph
    }
}
