import MachineKitCore
import MachineKitCharts
import MachineKitRecording

extension Diagram {
    /// Builds the diagram of an explored machine.
    /// - Parameters:
    ///   - findings: the report's findings, drawn on the nodes they are about.
    ///   - trace: a trace to highlight (for example a finding's).
    ///   - coverage: how often recorded runs took each move of `graph`, drawn on the arrows
    ///     (the statechart view leaves it out: its arrows are declared transitions, not moves).
    /// - Complexity: O(states + moves + kinds).
    public init(
        graph: StateGraph, findings: [Finding], grouping: Grouping = .none, trace: Trace? = nil,
        coverage: Coverage? = nil
    ) {
        if grouping == .chart, let chart = graph.chart {
            self = ChartDiagram.make(chart: chart, graph: graph, findings: findings, trace: trace)
            return
        }
        let grouping = grouping == .chart ? .cases : grouping
        self.title = graph.machine
        self.grouping = grouping
        var marksOfState: [Int: [Mark]] = [:]
        var kindMarks: [String: Mark] = [:]
        for finding in findings {
            // A view kind no state shows has no node of its own to mark.
            if let mark = Mark(declaredIn: finding), case .state(let kind) = finding.subject { kindMarks[kind] = mark }
            guard let mark = Mark(statesOf: finding) else { continue }
            for index in finding.stateIndices where !(marksOfState[index]?.contains(mark) ?? false) {
                marksOfState[index, default: []].append(mark)
            }
        }
        let traceStates = Set(trace?.steps.map(\.stateIndex) ?? [])
        let initial = Set(graph.initial)
        let hasChildren = Set(graph.kindParents.compactMap { $0 })

        // Nodes: one per state, or one per kind that is not a parent; then the kinds no
        // state has that the findings name, in the concrete view.
        let quotient: QuotientGraph
        var nodeKinds: [Int] = []
        switch grouping {
        case .cases, .chart:
            let leaves = graph.kindsDeclared ? graph.kindNames.indices.filter { !hasChildren.contains($0) }.map { graph.kindNames[$0] } : []
            quotient = graph.quotientByKind(extraNodes: leaves)
            let kindIndex = Dictionary(graph.kindNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            nodeKinds = quotient.nodes.map { kindIndex[$0.name]! }
        case .none:
            quotient = graph.quotient(keys: graph.stateNames.indices.map { String($0) })
            nodeKinds = quotient.nodes.map { graph.stateKinds[$0.members[0]] }
        }
        var clusterBuilder = ClusterBuilder(graph: graph)
        var nodes: [Node] = quotient.nodes.enumerated().map { offset, node in
            let members = node.members
            let kind = nodeKinds[offset]
            var marks: [Mark] = []
            for member in members { for mark in marksOfState[member] ?? [] where !marks.contains(mark) { marks.append(mark) } }
            if members.isEmpty, let mark = kindMarks[graph.kindNames[kind]] { marks = [mark] }
            let name = grouping == .cases ? graph.kindNames[kind] : graph.stateNames[members[0]]
            let cluster = clusterBuilder.cluster(of: kind)
            let label = cluster != nil && name == graph.kindNames[kind] ? graph.kindLabels[kind] : name
            return Node(
                name: name, label: label, members: members.count,
                isInitial: members.contains(where: initial.contains),
                isFinal: !members.isEmpty && members.contains { graph.isFinal[$0] },
                isUnexplored: !members.isEmpty && members.allSatisfy { graph.status[$0] != .expanded },
                marks: marks.sorted { $0.order < $1.order },
                cluster: cluster,
                onTrace: members.contains(where: traceStates.contains))
        }
        if grouping == .none {
            for kind in graph.kindNames.indices where !hasChildren.contains(kind) {
                guard let mark = kindMarks[graph.kindNames[kind]] else { continue }
                let cluster = clusterBuilder.cluster(of: kind)
                nodes.append(
                    Node(
                        name: graph.kindNames[kind], label: cluster == nil ? graph.kindNames[kind] : graph.kindLabels[kind],
                        members: 0, isInitial: false, isFinal: false, isUnexplored: false, marks: [mark], cluster: cluster,
                        onTrace: false))
            }
        }
        var arrows: [Arrow] = quotient.links.map { link in
            Arrow(
                from: link.from, to: link.to, action: link.action, isContinuation: link.isContinuation,
                alternative: nil, count: link.count, onTrace: false)
        }
        if let steps = trace?.steps, steps.count > 1 {
            for (from, to) in zip(steps, steps.dropFirst()) {
                let source = quotient.nodeOfState[from.stateIndex], target = quotient.nodeOfState[to.stateIndex]
                if let arrow = arrows.firstIndex(where: { $0.from == source && $0.to == target && $0.action == to.action }) {
                    arrows[arrow].onTrace = true
                }
            }
        }
        // Moves of one action from one concrete state that part at their first state are
        // alternatives: numbered in the concrete view, marked (without numbers) on the
        // grouped arrows they fall into. Moves that part later share their first arrow.
        var arrowIndex: [Key: Int] = [:]
        for (offset, arrow) in arrows.enumerated() where !arrow.isContinuation {
            arrowIndex[Key(from: arrow.from, action: arrow.action, to: arrow.to)] = offset
        }
        let moves = graph.moves
        for state in 0..<graph.stateCount {
            var firstStates: [Int: [Int]] = [:]
            var order: [Int] = []
            for move in moves.moveNumbers(from: state) {
                let action = moves.action(move), first = moves.first(move)
                if firstStates[action] == nil { order.append(action) }
                if !(firstStates[action]?.contains(first) ?? false) { firstStates[action, default: []].append(first) }
            }
            for action in order {
                let targets = firstStates[action]!
                guard targets.count > 1 else { continue }
                for (position, target) in targets.enumerated() {
                    let key = Key(
                        from: quotient.nodeOfState[state], action: graph.actionNames[action],
                        to: quotient.nodeOfState[target])
                    guard let index = arrowIndex[key] else { continue }
                    arrows[index].alternative = Arrow.Alternative(
                        index: grouping == .none ? position + 1 : 0, of: targets.count)
                }
            }
        }
        if let coverage {
            Diagram.paint(coverage, of: graph, quotient: quotient, nodes: &nodes, arrows: &arrows)
        }
        self.nodes = nodes
        self.clusters = clusterBuilder.clusters
        self.arrows = Diagram.mergeParallel(arrows)
    }

    /// Sets how often recorded runs took each arrow's moves and entered each node's states.
    private static func paint(
        _ coverage: Coverage, of graph: StateGraph, quotient: QuotientGraph, nodes: inout [Node],
        arrows: inout [Arrow]
    ) {
        precondition(coverage.moveCounts.count == graph.moves.count, "coverage of another graph")
        // Per arrow: how often its moves were taken, how many moves it stands for, and how many
        // of those were taken (an arrow of a grouped view stands for several).
        var taken: [ArrowKey: (times: Int, moves: Int, movesTaken: Int)] = [:]
        let moves = graph.moves
        for move in 0..<moves.count {
            var previous = moves.from(move)
            for (position, state) in moves.states(move).enumerated() {
                let key = ArrowKey(
                    from: quotient.nodeOfState[previous], action: graph.actionNames[moves.action(move)],
                    to: quotient.nodeOfState[state], isContinuation: position > 0)
                let count = coverage.moveCounts[move]
                taken[key, default: (0, 0, 0)].times += count
                taken[key, default: (0, 0, 0)].moves += 1
                if count > 0 { taken[key, default: (0, 0, 0)].movesTaken += 1 }
                previous = state
            }
        }
        for index in arrows.indices {
            let arrow = arrows[index]
            let counts =
                taken[ArrowKey(from: arrow.from, action: arrow.action, to: arrow.to, isContinuation: arrow.isContinuation)] ?? (0, 0, 0)
            arrows[index].taken = counts.times
            arrows[index].moves = counts.moves
            arrows[index].movesTaken = counts.movesTaken
        }
        for index in nodes.indices where index < quotient.nodes.count {
            nodes[index].visits = quotient.nodes[index].members.reduce(0) { $0 + coverage.stateCounts[$1] }
        }
    }

    private struct ArrowKey: Hashable {
        var from: Int
        var action: String
        var to: Int
        var isContinuation: Bool
    }

    private struct Key: Hashable {
        var from: Int
        var action: String
        var to: Int
    }

    /// The chart view of a spec file's statechart (``Grouping/chart``) drawn to `depth`: the
    /// root's children lie at depth 1, theirs at 2, and so on; a compound or parallel state at
    /// `depth` is one node that stands for everything declared inside it (``Node/folded``),
    /// its inside's arrows to other states drawn from it and to it. `nil` draws every level.
    /// A machine without a statechart is drawn by case.
    public static func chart(graph: StateGraph, findings: [Finding], trace: Trace? = nil, depth: Int?) -> Diagram {
        guard let chart = graph.chart else { return Diagram(graph: graph, findings: findings, grouping: .cases, trace: trace) }
        return ChartDiagram.make(chart: chart, graph: graph, findings: findings, trace: trace, depth: depth.map { max(1, $0) })
    }

    /// How many levels the statechart of `graph` has below its root (0 without a chart or
    /// states), and how many states its chart view shows drawn to each depth from 1 (the last
    /// is every level's): a folded state counts one, a compound or parallel state drawn as a
    /// box none.
    public static func chartLevels(of graph: StateGraph) -> [Int] {
        guard let chart = graph.chart else { return [] }
        let depths = ChartDiagram.depths(of: chart)
        let deepest = depths.max() ?? 0
        guard deepest > 0 else { return [] }
        return (1...deepest).map { ChartDiagram.drawnStates(of: chart, depths: depths, depth: $0) }
    }

    /// Joins arrows between the same two nodes that are not alternatives of one action into
    /// one arrow whose label lists the actions: `load, refresh, retry`.
    static func mergeParallel(_ arrows: [Arrow]) -> [Arrow] {
        var result: [Arrow] = []
        var position: [ParallelKey: Int] = [:]
        for arrow in arrows {
            guard arrow.alternative == nil else { result.append(arrow); continue }
            let key = ParallelKey(from: arrow.from, to: arrow.to, isContinuation: arrow.isContinuation, onTrace: arrow.onTrace)
            if let existing = position[key] {
                result[existing].actions.append(Arrow.ActionCount(action: arrow.action, count: arrow.count))
                if let taken = arrow.taken { result[existing].taken = (result[existing].taken ?? 0) + taken }
                result[existing].moves += arrow.moves
                result[existing].movesTaken += arrow.movesTaken
            } else {
                position[key] = result.count
                var first = arrow
                first.actions = [Arrow.ActionCount(action: arrow.action, count: arrow.count)]
                result.append(first)
            }
        }
        return result
    }

    private struct ParallelKey: Hashable {
        var from: Int
        var to: Int
        var isContinuation: Bool
        var onTrace: Bool
    }
}

/// The clusters of a diagram, made as nodes ask for them: a parent kind becomes a cluster
/// (inside its own parent's) when the machine declares its kinds, or, for kinds read off
/// nested enums, when it holds more than one kind.
private struct ClusterBuilder {
    let graph: StateGraph
    var clusters: [Diagram.Cluster] = []
    var clusterOfKind: [Int: Int] = [:]
    let childCount: [Int]

    init(graph: StateGraph) {
        self.graph = graph
        var counts = Array(repeating: 0, count: graph.kindNames.count)
        for parent in graph.kindParents { if let parent { counts[parent] += 1 } }
        childCount = counts
    }

    /// The cluster a node of `kind` is drawn in.
    mutating func cluster(of kind: Int) -> Int? {
        guard let parent = graph.kindParents[kind] else { return nil }
        return cluster(for: parent)
    }

    /// The cluster of a parent kind, made with its own parent's first.
    private mutating func cluster(for kind: Int) -> Int? {
        guard graph.kindsDeclared || childCount[kind] > 1 else {
            return graph.kindParents[kind].flatMap { cluster(for: $0) }
        }
        if let known = clusterOfKind[kind] { return known }
        let outer = graph.kindParents[kind].flatMap { cluster(for: $0) }
        clusters.append(Diagram.Cluster(name: graph.kindNames[kind], label: graph.kindLabels[kind], parent: outer))
        clusterOfKind[kind] = clusters.count - 1
        return clusters.count - 1
    }
}

extension Diagram.Mark {
    var order: Int { Diagram.Mark.allCases.firstIndex(of: self)! }

    /// How the legend names the mark.
    public var legend: String {
        switch self {
        case .deadEnd: "dead end"
        case .unreachable: "unreachable"
        case .unreached: "not reached (bound)"
        case .trap: "trap"
        case .invariant: "invariant fails"
        case .goalUnreachable: "goal unreachable"
        }
    }
}

extension Exploration {
    /// The diagram of this exploration with its report's findings.
    public func diagram(grouping: Diagram.Grouping = .none, trace: Trace? = nil) -> Diagram {
        Diagram(graph: graph, findings: report.findings, grouping: grouping, trace: trace)
    }
}

extension ExploredMachine {
    /// The diagram of this machine with its report's findings, and how often recorded runs
    /// took each move when `coverage` is given.
    public func diagram(grouping: Diagram.Grouping = .none, trace: Trace? = nil, coverage: Coverage? = nil) -> Diagram {
        Diagram(graph: graph, findings: report.findings, grouping: grouping, trace: trace, coverage: coverage)
    }
}
