/// The result of exploring a machine: the typed states, statistics, findings, and the graph
/// with names and edges (built on first use).
public final class Exploration<State: Hashable, Action: Hashable> {
    @usableFromInline let core: ExplorationCore<State, Action>

    @inlinable
    init(core: ExplorationCore<State, Action>) {
        self.core = core
    }

    public var machine: Machine<State, Action> { core.machine }

    /// The reached states, numbered in discovery order (the numbers the graph uses).
    public private(set) lazy var states: [State] = Array(core.table.states)

    public private(set) lazy var statistics = ExplorationStatistics(
        states: core.table.count, transitions: core.transitions,
        depth: Int(core.depth.max() ?? 0), seconds: core.seconds)

    /// Empty when exploration saw every reachable state.
    public var incomplete: [IncompleteReason] {
        var reasons: [IncompleteReason] = []
        if core.stateBoundHit, let limit = core.bounds.maxStates { reasons.append(.maxStates(limit)) }
        if core.depthCut > 0, let limit = core.bounds.maxDepth { reasons.append(.maxDepth(limit, cut: core.depthCut)) }
        if core.outside > 0 { reasons.append(.constraint(machine.constraintDescription, outside: core.outside)) }
        return reasons
    }

    /// `true` when no bound stopped exploration.
    public var isComplete: Bool { incomplete.isEmpty }

    /// For each invariant of the machine, in order, the numbers of the states that break it.
    public var invariantViolations: [(name: String, states: [Int])] {
        zip(machine.invariants, core.violations).map { ($0.name, $1) }
    }

    /// The number of a reached state.
    /// - Complexity: O(1) on average.
    public func index(of state: State) -> Int? { core.table.find(state) }

    /// The depth of a reached state: the number of actions on its shortest trace.
    public func depth(of number: Int) -> Int { Int(core.depth[number]) }

    /// How far exploration went with a state.
    public func status(of number: Int) -> StateGraph.Status {
        let flags = core.flags[number]
        if flags & StateFlag.expanded != 0 { return .expanded }
        if flags & StateFlag.outsideConstraint != 0 { return .outsideConstraint }
        if flags & StateFlag.atDepthBound != 0 { return .atDepthBound }
        return .notExpanded
    }

    /// The shortest trace from an initial state to a reached state, recovered by running
    /// the machine's expand function again on the states along it.
    /// - Complexity: O(length × cost of one expansion).
    public func trace(to number: Int) -> Trace {
        var reversed: [Trace.Step] = []
        var current = number
        var buffer = Successors<State, Action>()
        while core.parent[current] >= 0 {
            let from = Int(core.parent[current])
            let outcome = Int(core.step[current] >> 8)
            let position = Int(core.step[current] & 0xFF)
            buffer.removeAll()
            machine.expand(core.table.states[from], &buffer)
            let action = machine.actionName(buffer.action(outcome))
            reversed.append(Trace.Step(action: action, state: name(current), stateIndex: current))
            for via in buffer.outcome(outcome).prefix(position).reversed() {
                let index = core.table.find(via)!
                reversed.append(Trace.Step(action: action, state: name(index), stateIndex: index))
            }
            current = from
        }
        reversed.append(Trace.Step(action: nil, state: name(current), stateIndex: current))
        return Trace(steps: reversed.reversed())
    }

    func name(_ number: Int) -> String { machine.stateName(core.table.states[number]) }

    /// The graph with names, kinds and edges.
    /// - Complexity: O((states + transitions) × cost of one expansion), once.
    public private(set) lazy var graph: StateGraph = buildGraph()

    /// The findings of every check.
    public private(set) lazy var report: CheckReport = buildReport()

    /// The quotient by a key of the feature's own (for example a reducer's view state).
    /// - Complexity: O(states + edges) calls of `key`.
    public func project<Key>(by key: (State) -> Key) -> QuotientGraph {
        graph.quotient(keys: states.map { String(describing: key($0)) })
    }

    private func buildGraph() -> StateGraph {
        let states = core.table.states
        let names = states.map(machine.stateName)
        var kindNames: [String]
        var stateKinds: [Int]
        if let kinds = machine.kinds {
            kindNames = kinds.names
            stateKinds = states.map(kinds.index)
        } else {
            kindNames = []
            var kindIndex: [String: Int] = [:]
            stateKinds = zip(states, names).map { state, name in
                let kind = derivedKindName(state, fallback: name)
                if let known = kindIndex[kind] { return known }
                kindIndex[kind] = kindNames.count
                kindNames.append(kind)
                return kindNames.count - 1
            }
        }
        var actionNames: [String] = []
        var actionIndex: [Action: Int] = [:]
        func actionID(_ action: Action) -> Int {
            if let known = actionIndex[action] { return known }
            actionIndex[action] = actionNames.count
            actionNames.append(machine.actionName(action))
            return actionNames.count - 1
        }
        for action in machine.declaredActions { _ = actionID(action) }
        let declaredCount = actionNames.count
        var edges: [StateGraph.Edge] = []
        var edgeSet: Set<StateGraph.Edge> = []
        var parents: [StateGraph.Parent?] = Array(repeating: nil, count: states.count)
        var buffer = Successors<State, Action>()
        for from in core.order.map(Int.init) {
            buffer.removeAll()
            machine.expand(states[from], &buffer)
            for outcome in 0..<buffer.count {
                let action = actionID(buffer.action(outcome))
                var previous = from
                var via: [Int] = []
                for (position, state) in buffer.outcome(outcome).enumerated() {
                    let target = core.table.find(state)!
                    let edge = StateGraph.Edge(from: previous, action: action, to: target, isContinuation: position > 0)
                    if edgeSet.insert(edge).inserted { edges.append(edge) }
                    if Int(core.parent[target]) == from, core.step[target] == UInt32(outcome) << 8 | UInt32(min(position, 255)) {
                        parents[target] = StateGraph.Parent(from: from, action: action, via: via)
                    }
                    via.append(target)
                    previous = target
                }
            }
        }
        return StateGraph(
            machine: machine.name,
            stateNames: names,
            stateKinds: stateKinds,
            kindNames: kindNames,
            kindsDeclared: machine.kinds != nil,
            actionNames: actionNames,
            declaredActionCount: declaredCount,
            edges: edges,
            initial: machine.initialStates.compactMap { core.table.find($0) }.uniqued(),
            isFinal: states.map(machine.isFinal),
            declaresFinalStates: machine.declaresFinalStates,
            status: states.indices.map(status(of:)),
            depth: core.depth.map(Int.init),
            parents: parents
        )
    }

    private func buildReport() -> CheckReport {
        var findings: [Finding] = []
        if let kinds = machine.kinds {
            for (kind, reached) in core.kindReached.enumerated() where !reached {
                let name = kinds.names[kind]
                findings.append(Finding(
                    check: .unreachable, state: name,
                    message: "state '\(name)' is declared but never reached from the initial state"))
            }
        }
        let deadEnd = StateFlag.expanded | StateFlag.noSuccessors
        for number in core.flags.indices
        where core.flags[number] & (deadEnd | StateFlag.continuationOut) == deadEnd && !machine.isFinal(core.table.states[number]) {
            let name = name(number)
            findings.append(Finding(
                check: .deadEnd, state: name,
                message: "state '\(name)' is reachable, not final, and has no enabled action",
                trace: trace(to: number), stateIndices: [number]))
        }
        if machine.declaresFinalStates { findings += traps() }
        var reported: Set<Action> = []
        for action in machine.declaredActions where reported.insert(action).inserted {
            guard let declared = core.declaredActionIndex[action], !core.actionUsed[declared] else { continue }
            let name = machine.actionName(action)
            findings.append(Finding(
                check: .unusedAction, action: name,
                message: "action '\(name)' is declared but never enabled in a reachable state"))
        }
        for (name, states) in invariantViolations {
            guard let first = states.min(by: { (core.depth[$0], $0) < (core.depth[$1], $1) }) else { continue }
            let stateName = self.name(first)
            let others = states.count > 1 ? " (and \(states.count - 1) more reachable states)" : ""
            findings.append(Finding(
                check: .invariant, state: stateName, name: name,
                message: "invariant '\(name)' fails in state '\(stateName)'\(others)",
                trace: trace(to: first), stateIndices: states))
        }
        findings += IncompleteCheck.run(incomplete)
        let source = GraphSource { [self] in self.graph }
        return CheckReport(
            machine: machine.name, statistics: statistics, findings: findings,
            kindsDeclared: machine.kinds != nil, declaresFinalStates: machine.declaresFinalStates,
            declaredActionCount: Set(machine.declaredActions).count,
            names: { [self] in self.core.table.states.map(self.machine.stateName) }, graph: source)
    }

    /// Traps on the explored graph without building it: successors come from running the
    /// expand function again, and strongly connected components from Tarjan's algorithm.
    private func traps() -> [Finding] {
        let count = core.table.count
        var continuationsFrom: [Int32: [Int32]] = [:]
        for edge in core.continuations { continuationsFrom[edge.from, default: []].append(edge.to) }
        var buffer = Successors<State, Action>()
        func successors(_ number: Int) -> [Int32] {
            guard core.flags[number] & StateFlag.expanded != 0 else { return [] }
            buffer.removeAll()
            machine.expand(core.table.states[number], &buffer)
            var result = (0..<buffer.count).map { Int32(core.table.find(buffer.outcome($0).first!)!) }
            result += continuationsFrom[Int32(number)] ?? []
            return result
        }
        let components = TrapCheck.stronglyConnectedComponents(count: count, successors: successors)
        var component = Array(repeating: Int32(0), count: count)
        for (offset, members) in components.enumerated() { for state in members { component[state] = Int32(offset) } }
        var found: [(entry: Int, finding: Finding)] = []
        for (offset, members) in components.enumerated() {
            if members.contains(where: { core.flags[$0] & StateFlag.expanded == 0 || machine.isFinal(core.table.states[$0]) }) {
                continue
            }
            let outgoing = members.map(successors)
            if outgoing.contains(where: { $0.contains { component[Int($0)] != Int32(offset) } }) { continue }
            if members.count == 1, outgoing[0].isEmpty { continue }
            let sorted = members.sorted()
            let names = sorted.map(name)
            let entry = sorted.min { (core.depth[$0], $0) < (core.depth[$1], $1) }!
            found.append((entry, Finding(
                check: .trap, states: names,
                message: "states {\(names.joined(separator: ", "))} can never be left and hold no final state",
                trace: trace(to: entry), stateIndices: sorted)))
        }
        return found.sorted { $0.entry < $1.entry }.map(\.finding)
    }
}

/// Builds a report's graph when it is first asked for, once.
final class GraphSource {
    private let build: () -> StateGraph
    private var built: StateGraph?

    init(_ build: @escaping () -> StateGraph) { self.build = build }

    var graph: StateGraph {
        if let built { return built }
        let graph = build()
        built = graph
        return graph
    }
}
