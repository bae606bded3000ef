import MachineKit

/// A Graphviz layout engine.
public enum LayoutEngine: String, Sendable, Hashable, CaseIterable {
    /// In ranks, arrows apart: the clearest state diagrams, slow on large or tangled graphs.
    case dot
    /// Force-directed, multiscale: fast on large graphs.
    case sfdp
    /// A spring model.
    case neato
}

/// Chooses how a diagram is laid out so that no render takes more than a few seconds.
///
/// Graphviz's `dot` draws the clearest state diagrams but grows steeply with size: on a
/// 2-core machine a random graph of 100 states took 13–18 s and one of 200 more than five
/// minutes, while `sfdp` took 0.04 s and 0.12 s. Edge labels are most of the cost, so large
/// graphs get labels placed after layout (`xlabel`), or none.
public enum LayoutPolicy {
    /// Above this many concrete states the default view is grouped by case.
    public static let concreteLimit = 150
    /// How a machine is drawn when no grouping is asked for: a spec file's statechart as
    /// declared when it has parallel states or more than ``concreteLimit`` configurations,
    /// else one node per case above ``concreteLimit`` states, else every state.
    public static func defaultGrouping(for graph: StateGraph) -> Diagram.Grouping {
        let parallel = graph.chart?.nodes.contains { $0.type == .parallel } ?? false
        if graph.chart != nil, parallel || graph.stateCount > concreteLimit { return .chart }
        return graph.stateCount > concreteLimit ? .cases : .none
    }

    /// Above this many nodes `dot` is not used unless asked for.
    public static let dotLimit = 150
    /// Above this many nodes edges carry no labels.
    public static let edgeLabelLimit = 1000
    /// Above this many nodes a diagram is not laid out at all.
    public static let drawLimit = 5000

    /// The engine for a diagram of `nodes` nodes; `requested` wins when given.
    public static func engine(nodes: Int, requested: LayoutEngine? = nil) -> LayoutEngine {
        if let requested { return requested }
        return nodes > dotLimit ? .sfdp : .dot
    }

    /// Above this many nodes a statechart's chart view is not laid out with `dot`. A chart
    /// is its declared states, sparse and boxed: with labels placed after layout, `dot` laid
    /// out random charts of 300 states with 3 transitions each in 1.7 s and of 1,000 states
    /// in 2.1 s, and `sfdp` ignores boxes.
    public static let chartDotLimit = 1000

    /// Above this many ranks crossed (``rankSpan(of:)``) `dot` is not used unless asked for.
    /// What makes `dot` slow is not the number of states but edges that cross many ranks (one
    /// virtual node per rank crossed, all of them in the crossing minimisation). Measured on a
    /// 2-core machine, Graphviz 2.43, labelled edges: random graphs of 50, 70, 100 and 150
    /// states (1,086, 2,402, 4,568 and 10,778 ranks crossed) took 0.2, 1.8, 8.4 and 56 s; a
    /// cycle of states each with an arrow back to the first (a "start over" action) 0.8–2.3 s
    /// at 60 states (1,711), 12 s at 75 (2,701) and 171 s at 100 (4,851); the rates store of
    /// 150 states (96) 0.04 s and a chart of 300 states in 20 boxes (1,441) 0.2 s.
    public static let dotSpanLimit = 2_000

    /// About how many ranks the edges of `diagram` cross beyond their own, in a layering like
    /// `dot`'s: cycles broken depth first from the initial states and entry markers (an arrow
    /// back to a node being visited is reversed), then each node ranked one below the lowest
    /// of its predecessors. `dot` then shortens edges (network simplex), so this is an upper
    /// estimate of the virtual nodes it lays out.
    public static func rankSpan(of diagram: Diagram) -> Int {
        let count = diagram.nodes.count
        var outgoing = [[Int]](repeating: [], count: count)
        for arrow in diagram.arrows where arrow.from != arrow.to { outgoing[arrow.from].append(arrow.to) }
        // Depth first, without recursion: 0 unseen, 1 on the path, 2 done.
        var visit = [UInt8](repeating: 0, count: count)
        var edges: [(from: Int, to: Int)] = []
        func search(from root: Int) {
            guard visit[root] == 0 else { return }
            visit[root] = 1
            var path: [(node: Int, next: Int)] = [(root, 0)]
            while let (node, next) = path.last {
                guard next < outgoing[node].count else {
                    visit[node] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = outgoing[node][next]
                edges.append(visit[target] == 1 ? (target, node) : (node, target))
                if visit[target] == 0 {
                    visit[target] = 1
                    path.append((target, 0))
                }
            }
        }
        for (index, node) in diagram.nodes.enumerated() where node.isInitial || node.shape == .entry { search(from: index) }
        for index in 0..<count { search(from: index) }
        // Longest-path ranks over the acyclic edges.
        var successors = [[Int]](repeating: [], count: count)
        var waiting = [Int](repeating: 0, count: count)
        for edge in edges {
            successors[edge.from].append(edge.to)
            waiting[edge.to] += 1
        }
        var rank = [Int](repeating: 0, count: count)
        var ready = (0..<count).filter { waiting[$0] == 0 }
        var head = 0
        while head < ready.count {
            let node = ready[head]
            head += 1
            for next in successors[node] {
                rank[next] = max(rank[next], rank[node] + 1)
                waiting[next] -= 1
                if waiting[next] == 0 { ready.append(next) }
            }
        }
        return edges.reduce(0) { $0 + max(0, abs(rank[$1.to] - rank[$1.from]) - 1) }
    }

    /// The engine for `diagram`; `requested` wins when given. `dot` where it stays fast: up to
    /// ``dotLimit`` nodes (a chart view, whose boxes only `dot` keeps, up to ``chartDotLimit``)
    /// and ``dotSpanLimit`` ranks crossed; `sfdp` otherwise.
    public static func engine(for diagram: Diagram, requested: LayoutEngine? = nil) -> LayoutEngine {
        if let requested { return requested }
        let limit = diagram.grouping == .chart ? chartDotLimit : dotLimit
        return diagram.nodes.count <= limit && rankSpan(of: diagram) <= dotSpanLimit ? .dot : .sfdp
    }

    /// How edges are labelled for a diagram of `nodes` nodes laid out by `engine`.
    public static func edgeLabels(nodes: Int, engine: LayoutEngine) -> DOTEncoder.EdgeLabels {
        if nodes > edgeLabelLimit { return .none }
        return engine == .dot && nodes <= dotLimit ? .label : .xlabel
    }

    /// The DOT options for a diagram.
    public static func options(
        for diagram: Diagram, engine: LayoutEngine, direction: Diagram.Direction = .leftToRight, theme: Theme = .light
    ) -> DOTEncoder.Options {
        // A graph with clusters and edge labels is ranked globally (`newrank`, see
        // `DOTEncoder.graph`): Graphviz 2.43 frees memory twice otherwise.
        var options = DOTEncoder.Options(direction: direction, theme: theme, edgeLabels: edgeLabels(nodes: diagram.nodes.count, engine: engine))
        options.layout = engine == .dot ? nil : engine.rawValue
        return options
    }
}
