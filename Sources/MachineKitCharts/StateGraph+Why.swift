import MachineKitCore

/// Why a declared state is not reached: the transitions of the declaration that would enter
/// it, what stops each one (read from the explored graph, so the answer is as exact as the
/// verdict), and the reached state nearest to it along the declaration's transitions.
///
/// Everything here is read from the state graph and the chart it was declared with: a state's
/// source is *active* in a reached state when that state's configuration is in it; what an
/// event does there is the explored move. A machine written in Swift declares no transitions
/// (its moves are its code), so its answer names none.
package struct WhyNotReached: Sendable, Hashable {
    /// A declared transition that enters the state, and what stops it.
    package struct WayIn: Sendable, Hashable {
        /// The state that declares it (its full name; empty for the machine itself).
        package var from: String
        /// The events it waits for as reports name them; empty for an eventless transition.
        package var events: [String]
        /// Whether it waits for a done event (XState's `onDone`), raised within a step.
        package var onDone: Bool
        /// Its line in the spec file.
        package var line: Int
        /// Whether it has a guard (read as a choice: both ways are explored).
        package var guarded: Bool
        package var block: Block
    }

    /// What stops a way in.
    package enum Block: Sendable, Hashable {
        /// No reached state is in its source.
        case sourceNotReached
        /// Its source is active only within a step (left again before the step settles).
        case sourcePassedThrough
        /// Its source is active only in states whose moves were not explored: `state` is the
        /// shallowest, `status` says why.
        case sourceNotExplored(state: Int, status: StateGraph.Status)
        /// Where its source is active, its event is taken but leads elsewhere: `move` is the
        /// first such move from the shallowest state; `taken` of the `active` explored states
        /// where the source is active take the event.
        case leadsElsewhere(move: Int, taken: Int, active: Int)
        /// Its source is active in explored states (`state`, the shallowest, of `active`),
        /// and no step out of them takes it.
        case neverTaken(state: Int, active: Int)
    }

    /// The state asked about (a kind's full name).
    package var state: String
    /// Whether exploration saw every reachable state (else what is not reached may lie past a bound).
    package var complete: Bool
    /// Whether the machine declares its transitions (a spec file's chart).
    package var declaresTransitions: Bool
    /// The transitions that enter the state, in document order.
    package var ways: [WayIn]
    /// The reached state nearest the one asked about: the shallowest reached state in the
    /// source of a way in, found over the fewest declared transitions back from it.
    package var nearest: Int?
    /// How many declared transitions lie between ``nearest`` and the state asked about.
    package var nearestDistance: Int
}

extension StateGraph {
    /// Why `kind` (a declared kind no reached state is in) is not reached. `unreached` holds
    /// the kinds the unreachable check reported, to tell a source never active from one only
    /// passed through within a step; `complete` says whether exploration saw everything.
    /// - Complexity: O(states × kinds of a state × depth + transitions × depth of the chart).
    package func whyNotReached(kind: Int, unreached: Set<String>, complete: Bool) -> WhyNotReached {
        whyNotReached(kinds: [kind], unreached: unreached, complete: complete)[0]
    }

    /// ``whyNotReached(kind:unreached:complete:)`` for each of `kinds`, the chart read once.
    package func whyNotReached(kinds asked: [Int], unreached: Set<String>, complete: Bool) -> [WhyNotReached] {
        guard let chart else {
            return asked.map {
                WhyNotReached(
                    state: kindNames[$0], complete: complete, declaresTransitions: false, ways: [], nearest: nil, nearestDistance: 0)
            }
        }
        let kinds = ChartKinds(chart: chart, graph: self)
        let entries = ChartEntries(chart)
        let active = ActiveStates(graph: self)
        return asked.map { kind in
            guard let target = kinds.node(of: kind) else {
                return WhyNotReached(
                    state: kindNames[kind], complete: complete, declaresTransitions: false, ways: [], nearest: nil, nearestDistance: 0)
            }
            return whyNotReached(
                kind: kind, node: target, unreached: unreached, complete: complete, chart: chart, kinds: kinds, entries: entries,
                active: active)
        }
    }

    private func whyNotReached(
        kind: Int, node target: Int, unreached: Set<String>, complete: Bool, chart: Statechart, kinds: ChartKinds,
        entries: ChartEntries, active: ActiveStates
    ) -> WhyNotReached {
        let name = kindNames[kind]
        var ways: [WhyNotReached.WayIn] = []
        for transition in entries.into[target] {
            let declared = chart.transitions[transition]
            let source = declared.source
            let block = self.block(of: declared, source: kinds.kind(of: source), active: active, unreached: unreached, chart: chart)
            ways.append(
                WhyNotReached.WayIn(
                    from: source == Statechart.root ? "" : VisibleText.shortened(chart.nodes[source].name),
                    events: declared.events.filter { $0 != .done }.map(chart.label(of:)),
                    onDone: declared.events.contains(.done), line: declared.line, guarded: declared.isGuarded, block: block))
        }

        // Back along the declaration's transitions, a level at a time, to the first sources
        // some reached state is in; the shallowest of those states is the nearest.
        var nearest: Int?
        var distance = 0
        var seen: Set<Int> = [target]
        var level = [target]
        while nearest == nil, !level.isEmpty {
            distance += 1
            var next: [Int] = []
            for node in level {
                for transition in entries.into[node] {
                    let source = chart.transitions[transition].source
                    if let state = source == Statechart.root ? active.initial : kinds.kind(of: source).flatMap({ active.shallowest[$0] }) {
                        if nearest.map({ depth[state] < depth[$0] || depth[state] == depth[$0] && state < $0 }) ?? true { nearest = state }
                    } else if seen.insert(source).inserted {
                        next.append(source)
                    }
                }
            }
            level = next
        }
        return WhyNotReached(
            state: name, complete: complete, declaresTransitions: true, ways: ways, nearest: nearest,
            nearestDistance: nearest == nil ? 0 : distance)
    }

    private func block(
        of transition: Statechart.Transition, source: Int?, active: ActiveStates, unreached: Set<String>, chart: Statechart
    ) -> WhyNotReached.Block {
        // The machine itself (the root) is active in every state.
        let states: [Int]
        if let source {
            states = active.states(in: source)
            if states.isEmpty {
                return unreached.contains(kindNames[source]) ? .sourceNotReached : .sourcePassedThrough
            }
        } else {
            states = Array(0..<stateCount)
        }
        let explored = states.filter { status[$0] == .expanded }
        guard let first = explored.first else {
            let shallowest = states.min { (depth[$0], $0) < (depth[$1], $1) }!
            return .sourceNotExplored(state: shallowest, status: status[shallowest])
        }
        let labels = Set(transition.events.filter { $0 != .done }.map(chart.label(of:)))
        let actions = Set(actionNames.indices.filter { labels.contains(actionNames[$0]) })
        var taken = 0
        var move: Int?
        for state in explored {
            guard let found = moves.moveNumbers(from: state).first(where: { actions.contains(moves.action($0)) }) else { continue }
            taken += 1
            if move.map({ (depth[state], state) < (depth[moves.from($0)], moves.from($0)) }) ?? true { move = found }
        }
        if let move { return .leadsElsewhere(move: move, taken: taken, active: explored.count) }
        let shallowest = explored.min { (depth[$0], $0) < (depth[$1], $1) } ?? first
        return .neverTaken(state: shallowest, active: explored.count)
    }
}

/// The chart's nodes as the graph's kinds: a kind is named by its node's full name (shortened
/// as reports print it).
private struct ChartKinds {
    let kindOfNode: [Int?]
    let nodeOfKind: [Int?]

    init(chart: Statechart, graph: StateGraph) {
        var kindByName: [String: Int] = [:]
        for (kind, name) in graph.kindNames.enumerated() where kindByName[name] == nil { kindByName[name] = kind }
        var kindOfNode: [Int?] = Array(repeating: nil, count: chart.nodes.count)
        var nodeOfKind: [Int?] = Array(repeating: nil, count: graph.kindNames.count)
        for node in chart.nodes.indices.dropFirst() where chart.nodes[node].type.isState {
            if let kind = kindByName[VisibleText.shortened(chart.nodes[node].name)] {
                kindOfNode[node] = kind
                if nodeOfKind[kind] == nil { nodeOfKind[kind] = node }
            }
        }
        self.kindOfNode = kindOfNode
        self.nodeOfKind = nodeOfKind
    }

    func kind(of node: Int) -> Int? { kindOfNode[node] }
    func node(of kind: Int) -> Int? { nodeOfKind[kind] }
}

/// For each node, the transitions that enter it: a transition enters its targets, their
/// ancestors below the nearest one that holds its source, and what entering a target enters
/// by default (a compound state's initial states, every region of a parallel one). A history
/// target may enter anything below its parent. A transition from within a node never enters
/// it (the node is active already).
private struct ChartEntries {
    var into: [[Int]]

    init(_ chart: Statechart) {
        into = Array(repeating: [], count: chart.nodes.count)
        for (index, transition) in chart.transitions.enumerated() {
            var entered: Set<Int> = []
            for target in transition.targets {
                var top = target
                if case .history = chart.nodes[target].type, let parent = chart.nodes[target].parent {
                    top = parent
                    Self.addSubtree(of: parent, in: chart, to: &entered)
                } else {
                    Self.addDefaultEntry(of: target, in: chart, to: &entered)
                }
                // Up to the nearest ancestor that holds the source (it stays active).
                var current = chart.nodes[top].parent
                entered.insert(top)
                while let node = current, node != Statechart.root, node != transition.source,
                    !chart.isDescendant(transition.source, of: node)
                {
                    entered.insert(node)
                    current = chart.nodes[node].parent
                }
            }
            for node in entered.sorted() where node != transition.source && !chart.isDescendant(transition.source, of: node) {
                into[node].append(index)
            }
        }
    }

    private static func addDefaultEntry(of node: Int, in chart: Statechart, to entered: inout Set<Int>) {
        guard entered.insert(node).inserted else { return }
        switch chart.nodes[node].type {
        case .parallel:
            for child in chart.nodes[node].children where chart.nodes[child].type.isState {
                addDefaultEntry(of: child, in: chart, to: &entered)
            }
        case .compound:
            for initial in chart.nodes[node].initial {
                // An initial state deeper down enters the states between.
                var between = chart.nodes[initial].parent
                while let step = between, step != node {
                    entered.insert(step)
                    between = chart.nodes[step].parent
                }
                if case .history = chart.nodes[initial].type {
                    addSubtree(of: chart.nodes[initial].parent ?? node, in: chart, to: &entered)
                } else {
                    addDefaultEntry(of: initial, in: chart, to: &entered)
                }
            }
        case .atomic, .final, .history:
            break
        }
    }

    private static func addSubtree(of node: Int, in chart: Statechart, to entered: inout Set<Int>) {
        entered.insert(node)
        for child in chart.nodes[node].children where chart.nodes[child].type.isState {
            addSubtree(of: child, in: chart, to: &entered)
        }
    }
}

/// Which reached states are in each kind: the shallowest one, and all of them on demand.
private struct ActiveStates {
    let graph: StateGraph
    /// The shallowest reached state in each kind (the first in state order among equals).
    let shallowest: [Int?]
    /// The shallowest initial state.
    let initial: Int?

    init(graph: StateGraph) {
        self.graph = graph
        var shallowest: [Int?] = Array(repeating: nil, count: graph.kindNames.count)
        for state in 0..<graph.stateCount {
            for kind in graph.kinds(of: state) {
                var current: Int? = kind
                while let node = current {
                    if let best = shallowest[node], (graph.depth[best], best) <= (graph.depth[state], state) { break }
                    shallowest[node] = state
                    current = graph.kindParents[node]
                }
            }
        }
        self.shallowest = shallowest
        initial = graph.initial.min { (graph.depth[$0], $0) < (graph.depth[$1], $1) }
    }

    /// The reached states in `kind`, in state order.
    func states(in kind: Int) -> [Int] {
        guard shallowest[kind] != nil else { return [] }
        return (0..<graph.stateCount).filter { graph.isState($0, in: kind) }
    }
}
