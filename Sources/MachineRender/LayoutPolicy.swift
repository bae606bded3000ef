import Foundation
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
        let (rank, edges) = layering(of: diagram)
        return edges.reduce(0) { $0 + max(0, abs(rank[$1.to] - rank[$1.from]) - 1) }
    }

    /// The aspect ratio (width over height) a drawing is chosen for: a screen's or a page's.
    public static let preferredAspect = 1.6

    /// The direction a diagram's arrows run when none is asked for: whichever of left to right
    /// and top to bottom gives the drawing nearer ``preferredAspect`` (left to right on a tie).
    /// Each is estimated from ``rankSpan(of:)``'s layering as `dot` would draw it: the ranks
    /// side by side (left to right) or one above the other (top to bottom), each rank as wide
    /// as its widest label and as long as its labels together, and the gaps between ranks as
    /// wide as the longest arrow label that crosses them. A chain of long names, which left to
    /// right draws as a strip, is drawn top to bottom; a wide fan stays left to right.
    public static func direction(for diagram: Diagram, engine: LayoutEngine) -> Diagram.Direction {
        // Force-directed engines ignore the direction.
        guard engine == .dot, diagram.nodes.count > 1 else { return .leftToRight }
        let (rank, edges) = layering(of: diagram)
        let ranks = (rank.max() ?? 0) + 1
        guard ranks > 1 else { return .leftToRight }
        // Rows as `dot` lays them out: rank r is row 2r; between ranks, a row of what the arrows
        // cross (a label where the arrow begins, a thin virtual node on each further row).
        // Sizes in points at the encoder's fonts (11-point names, 9-point labels) and spacing
        // (nodesep 0.35 in, ranksep 0.45 in).
        // The start marker is a rank of its own before the initial states.
        let start = diagram.nodes.contains(where: \.isInitial) ? 1 : 0
        let rows = 2 * (ranks + start) - 1
        var items = [[(width: Double, height: Double)]](repeating: [], count: rows)
        if start == 1 { items[0].append((10, 10)) }
        func box(_ text: String, pointsPerCharacter: Double, lineHeight: Double, padding: Double) -> (width: Double, height: Double) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let widest = lines.map(\.count).max() ?? 0
            return (Double(widest) * pointsPerCharacter + padding, Double(lines.count) * lineHeight + padding / 2)
        }
        for (index, node) in diagram.nodes.enumerated() {
            let size = box(node.label, pointsPerCharacter: 6.2, lineHeight: 14, padding: 16)
            items[2 * (rank[index] + start)].append((max(size.width, 54), max(size.height, 36)))
        }
        // The legend: its entries one rank after another, from the first.
        let legend =
            diagram.marksPresent.map(\.legend) + (diagram.hasTrace ? ["trace"] : [])
            + (diagram.hasCoverage ? ["taken (width: how often)", "never taken"] : [])
        for (offset, entry) in legend.enumerated() where 2 * offset < rows {
            items[2 * offset].append(box(entry, pointsPerCharacter: 5.1, lineHeight: 11, padding: 32))
        }
        let labelled = edgeLabels(nodes: diagram.nodes.count, engine: engine) == .label
        let directed = Dictionary(edges.map { (Pair($0.from, $0.to), true) }, uniquingKeysWith: { first, _ in first })
        for arrow in diagram.arrows where arrow.from != arrow.to {
            let forward = directed[Pair(arrow.from, arrow.to)] != nil
            let (low, high) = forward ? (rank[arrow.from], rank[arrow.to]) : (rank[arrow.to], rank[arrow.from])
            guard high > low else { continue }
            for row in (2 * (low + start) + 1)...(2 * (high + start) - 1) {
                if row == 2 * (low + start) + 1, labelled {
                    items[row].append(box(arrow.label, pointsPerCharacter: 5.1, lineHeight: 11, padding: 4))
                } else {
                    items[row].append((4, 4))
                }
            }
        }
        let separation = 25.2, rankSeparation = 32.4 / 2
        // Left to right, a row is a column: as wide as its widest item, as high as its items
        // stacked; top to bottom, the other way about.
        // The padding around, and the title above.
        var leftToRight = (width: 36.0, height: 60.0), topToBottom = (width: 36.0, height: 60.0)
        var widest = (leftToRight: 0.0, topToBottom: 0.0)
        for row in items where !row.isEmpty {
            leftToRight.width += (row.map(\.width).max() ?? 0) + rankSeparation
            widest.leftToRight = max(widest.leftToRight, row.reduce(0) { $0 + $1.height + separation })
            topToBottom.height += (row.map(\.height).max() ?? 0) + rankSeparation
            widest.topToBottom = max(widest.topToBottom, row.reduce(0) { $0 + $1.width + separation })
        }
        leftToRight.height += widest.leftToRight
        topToBottom.width += widest.topToBottom
        func distance(_ size: (width: Double, height: Double)) -> Double {
            abs(log(size.width / max(size.height, 1) / preferredAspect))
        }
        return distance(topToBottom) < distance(leftToRight) ? .topToBottom : .leftToRight
    }

    private struct Pair: Hashable {
        var from: Int, to: Int
        init(_ from: Int, _ to: Int) { (self.from, self.to) = (from, to) }
    }

    /// Ranks like `dot`'s: cycles broken depth first from the initial states and entry markers
    /// (an arrow back to a node being visited is reversed), then each node ranked one below the
    /// lowest of its predecessors; and the edges so directed.
    private static func layering(of diagram: Diagram) -> (rank: [Int], edges: [(from: Int, to: Int)]) {
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
        return (rank, edges)
    }

    /// The engine for `diagram`; `requested` wins when given. `dot` where it stays fast: up to
    /// ``dotLimit`` nodes (a chart view, whose boxes only `dot` keeps, up to ``chartDotLimit``)
    /// and ``dotSpanLimit`` ranks crossed; `sfdp` otherwise.
    public static func engine(for diagram: Diagram, requested: LayoutEngine? = nil) -> LayoutEngine {
        if let requested { return requested }
        let limit = diagram.grouping == .chart ? chartDotLimit : dotLimit
        return diagram.nodes.count <= limit && rankSpan(of: diagram) <= dotSpanLimit ? .dot : .sfdp
    }

    /// The drawings of a statechart's chart view that can be read: laid out by `dot`
    /// (``engine(for:requested:)``), or of no more than ``concreteLimit`` nodes. The whole
    /// chart when it fits; else the chart drawn to each depth from 1 down to the
    /// deepest that fits, compound and parallel states there folded
    /// (``Diagram/chart(graph:findings:trace:depth:)``); empty without a chart, or when not even
    /// its top level fits. The depth is `nil` for the whole chart.
    public static func chartDrawings(graph: StateGraph, findings: [Finding], trace: Trace? = nil) -> [(depth: Int?, diagram: Diagram)] {
        guard graph.chart != nil else { return [] }
        let fits = { (diagram: Diagram) in diagram.nodes.count <= concreteLimit || engine(for: diagram) == .dot }
        let whole = Diagram(graph: graph, findings: findings, grouping: .chart, trace: trace)
        if fits(whole) { return [(nil, whole)] }
        var drawings: [(depth: Int?, diagram: Diagram)] = []
        // Each level draws at least as many states as the one above it: the first that does
        // not fit ends the search.
        for depth in 1..<max(1, Diagram.chartLevels(of: graph).count) {
            let folded = Diagram.chart(graph: graph, findings: findings, trace: trace, depth: depth)
            guard fits(folded) else { break }
            drawings.append((depth, folded))
        }
        return drawings
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
        var options = DOTEncoder.Options(
            direction: direction, theme: theme, edgeLabels: edgeLabels(nodes: diagram.nodes.count, engine: engine))
        options.layout = engine == .dot ? nil : engine.rawValue
        return options
    }
}
