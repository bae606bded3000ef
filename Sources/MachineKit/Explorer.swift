import Foundation

/// Bounds on exploration. A bound that stops exploration makes the result incomplete.
public struct ExplorationBounds: Sendable, Hashable {
    /// Stop recording new states after this many; `nil` for no bound.
    public var maxStates: Int?
    /// Do not expand states at this depth (number of actions from an initial state).
    public var maxDepth: Int?

    public init(maxStates: Int? = nil, maxDepth: Int? = nil) {
        self.maxStates = maxStates
        self.maxDepth = maxDepth
    }

    /// The bounds used when none are given: one million states, no depth bound.
    public static let standard = ExplorationBounds(maxStates: 1_000_000)
}

/// Statistics of one exploration.
public struct ExplorationStatistics: Sendable, Hashable {
    public var states: Int
    public var transitions: Int
    public var depth: Int
    public var seconds: Double

    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
}

/// Progress of a long exploration, reported about once a second.
public struct ExplorationProgress: Sendable {
    public var states: Int
    public var transitions: Int
    public var depth: Int
    public var seconds: Double
}

/// Why exploration did not see everything.
public enum IncompleteReason: Sendable, Hashable {
    case maxStates(Int)
    case maxDepth(Int, cut: Int)
    case constraint(String, outside: Int)
}

/// The result of exploring a machine: the typed states and the graph over them.
public struct Exploration<State: Hashable, Action: Hashable> {
    /// The reached states, indexed as in ``graph``.
    public let states: [State]
    public let graph: StateGraph
    public let statistics: ExplorationStatistics
    /// Empty when exploration saw every reachable state.
    public let incomplete: [IncompleteReason]
    /// For each invariant of the machine, in order, the indices of the states that break it.
    public let invariantViolations: [(name: String, states: [Int])]

    /// `true` when no bound stopped exploration.
    public var isComplete: Bool { incomplete.isEmpty }

    /// The index of a reached state.
    /// - Complexity: O(states).
    public func index(of state: State) -> Int? { states.firstIndex(of: state) }
}

/// Breadth-first explicit-state exploration of a ``Machine``.
///
/// States are expanded in layers of increasing depth, so the parent record of every state
/// is a shortest path. An action's outcome may emit several states in turn: each emitted
/// state is reached through the ones before it, and its parent record keeps that whole
/// sequence, so every trace is a run the feature can really make. Exploration is
/// deterministic: the same machine gives the same states in the same order.
public struct Explorer<State: Hashable, Action: Hashable> {
    public let machine: Machine<State, Action>
    public var bounds: ExplorationBounds
    /// Called about once a second on long runs.
    public var progress: ((ExplorationProgress) -> Void)?

    public init(
        _ machine: Machine<State, Action>,
        bounds: ExplorationBounds = .standard,
        progress: ((ExplorationProgress) -> Void)? = nil
    ) {
        self.machine = machine
        self.bounds = bounds
        self.progress = progress
    }

    /// Explores every state reachable from the initial states, within the bounds.
    /// - Complexity: O((states + transitions) × cost of the machine's transition function).
    public func explore() -> Exploration<State, Action> {
        var run = Run(machine: machine, bounds: bounds, progress: progress)
        return run.explore()
    }
}

private struct Run<State: Hashable, Action: Hashable> {
    let machine: Machine<State, Action>
    let bounds: ExplorationBounds
    let progress: ((ExplorationProgress) -> Void)?

    var states: [State] = []
    var index: [State: Int] = [:]
    var names: [String] = []
    var kinds: [Int] = []
    var kindNames: [String] = []
    var kindIndex: [String: Int] = [:]
    var actionNames: [String] = []
    var actionIndex: [Action: Int] = [:]
    var edges: [StateGraph.Edge] = []
    var edgeSet: Set<StateGraph.Edge> = []
    var status: [StateGraph.Status] = []
    var depth: [Int] = []
    var parents: [StateGraph.Parent?] = []
    var layers: [[Int]] = []
    var violations: [[Int]]
    var stateBoundHit = false
    var depthCut = 0
    var outside = 0

    init(machine: Machine<State, Action>, bounds: ExplorationBounds, progress: ((ExplorationProgress) -> Void)?) {
        self.machine = machine
        self.bounds = bounds
        self.progress = progress
        self.violations = Array(repeating: [], count: machine.invariants.count)
        if let table = machine.kinds {
            kindNames = table.names
        }
        for action in machine.declaredActions { _ = actionID(action) }
    }

    mutating func actionID(_ action: Action) -> Int {
        if let id = actionIndex[action] { return id }
        let id = actionNames.count
        actionIndex[action] = id
        actionNames.append(machine.actionName(action))
        return id
    }

    mutating func kindID(_ state: State, name: String) -> Int {
        if let table = machine.kinds { return table.index(state) }
        let kind = derivedKindName(state, fallback: name)
        if let id = kindIndex[kind] { return id }
        let id = kindNames.count
        kindIndex[kind] = id
        kindNames.append(kind)
        return id
    }

    /// Records a state reached at `newDepth`, or shortens the path to a known one that is
    /// not expanded yet. Returns `nil` when the state bound stops a new state.
    mutating func reach(_ state: State, depth newDepth: Int, parent: StateGraph.Parent?) -> Int? {
        if let id = index[state] {
            if newDepth < depth[id], status[id] == .notExpanded {
                depth[id] = newDepth
                parents[id] = parent
                enqueue(id, at: newDepth)
            }
            return id
        }
        if let limit = bounds.maxStates, states.count >= limit {
            stateBoundHit = true
            return nil
        }
        let id = states.count
        let name = machine.stateName(state)
        states.append(state)
        index[state] = id
        names.append(name)
        kinds.append(kindID(state, name: name))
        status.append(.notExpanded)
        depth.append(newDepth)
        parents.append(parent)
        for (offset, invariant) in machine.invariants.enumerated() where !invariant.holds(state) {
            violations[offset].append(id)
        }
        enqueue(id, at: newDepth)
        return id
    }

    mutating func enqueue(_ id: Int, at level: Int) {
        while layers.count <= level { layers.append([]) }
        layers[level].append(id)
    }

    mutating func addEdge(_ edge: StateGraph.Edge) {
        if edgeSet.insert(edge).inserted { edges.append(edge) }
    }

    mutating func expand(_ id: Int) {
        let state = states[id]
        let level = depth[id]
        if let constraint = machine.constraint, !constraint(state) {
            status[id] = .outsideConstraint
            outside += 1
            return
        }
        let transitions = machine.transitions(state)
        if let limit = bounds.maxDepth, level >= limit {
            // Expanding it would reach nothing new: add its edges. Otherwise cut it here.
            let leadsOnlyToKnownStates = transitions.allSatisfy { transition in
                transition.outcomes.allSatisfy { $0.states.allSatisfy { index[$0] != nil } }
            }
            if !leadsOnlyToKnownStates {
                status[id] = .atDepthBound
                depthCut += 1
                return
            }
        }
        status[id] = .expanded
        for transition in transitions {
            let action = actionID(transition.action)
            for outcome in transition.outcomes {
                var previous = id
                var via: [Int] = []
                for (step, next) in outcome.states.enumerated() {
                    let parent = StateGraph.Parent(from: id, action: action, via: via)
                    guard let target = reach(next, depth: level + step + 1, parent: parent) else {
                        status[id] = .notExpanded
                        return
                    }
                    addEdge(StateGraph.Edge(from: previous, action: action, to: target, isContinuation: step > 0))
                    via.append(target)
                    previous = target
                }
            }
        }
    }

    mutating func explore() -> Exploration<State, Action> {
        let clock = ContinuousClock()
        let start = clock.now
        var lastReport = start
        for initial in machine.initialStates { _ = reach(initial, depth: 0, parent: nil) }
        var level = 0
        while level < layers.count {
            var position = 0
            while position < layers[level].count {
                let id = layers[level][position]
                position += 1
                guard status[id] == .notExpanded, depth[id] == level else { continue }
                expand(id)
                if stateBoundHit { break }
                if let progress, id & 0x3FF == 0 {
                    let now = clock.now
                    if now - lastReport >= .seconds(1) {
                        lastReport = now
                        progress(ExplorationProgress(
                            states: states.count, transitions: edges.count, depth: level,
                            seconds: seconds(now - start)))
                    }
                }
            }
            if stateBoundHit { break }
            level += 1
        }
        let elapsed = seconds(clock.now - start)

        var incomplete: [IncompleteReason] = []
        if stateBoundHit, let limit = bounds.maxStates { incomplete.append(.maxStates(limit)) }
        if depthCut > 0, let limit = bounds.maxDepth { incomplete.append(.maxDepth(limit, cut: depthCut)) }
        if outside > 0 { incomplete.append(.constraint(machine.constraintDescription, outside: outside)) }

        let graph = StateGraph(
            machine: machine.name,
            stateNames: names,
            stateKinds: kinds,
            kindNames: kindNames,
            kindsDeclared: machine.kinds != nil,
            actionNames: actionNames,
            declaredActionCount: machine.declaredActions.count,
            edges: edges,
            initial: machine.initialStates.compactMap { index[$0] }.uniqued(),
            isFinal: states.map(machine.isFinal),
            declaresFinalStates: machine.declaresFinalStates,
            status: status,
            depth: depth,
            parents: parents
        )
        let statistics = ExplorationStatistics(
            states: states.count, transitions: edges.count, depth: graph.maxDepth, seconds: elapsed)
        return Exploration(
            states: states,
            graph: graph,
            statistics: statistics,
            incomplete: incomplete,
            invariantViolations: zip(machine.invariants, violations).map { ($0.name, $1) }
        )
    }
}

private func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
