import MachineKitCore
import MachineKitCharts
import MachineKitRecording
import Foundation

/// Graphviz DOT of a diagram, written by the package itself (no Graphviz needed): the same
/// diagram gives the same bytes on every run.
public enum DOTEncoder {
    /// How edge labels are attached: `label` takes part in layout (best looking),
    /// `xlabel` is placed after layout (much faster on large graphs), `none` leaves them out.
    public enum EdgeLabels: String, Sendable, CaseIterable { case label, xlabel, none }

    /// How the DOT text is laid out and coloured.
    public struct Options: Sendable, Hashable {
        /// The way arrows run (Graphviz's rankdir).
        public var direction: Diagram.Direction
        /// The colours.
        public var theme: Theme
        /// Where edge labels go: in layout, placed after it, or left out.
        public var edgeLabels: EdgeLabels
        /// The Graphviz layout engine the diagram is meant for when it is not `dot` (the graph's
        /// `layout` attribute): a reader of the DOT text lays it out as `render` does, not with
        /// `dot`, which can take minutes on a graph chosen for `sfdp`.
        public var layout: String?

        /// Options with these values.
        public init(direction: Diagram.Direction = .leftToRight, theme: Theme = .light, edgeLabels: EdgeLabels = .label) {
            self.direction = direction
            self.theme = theme
            self.edgeLabels = edgeLabels
        }
    }

    /// The diagram as DOT text.
    public static func encode(_ diagram: Diagram, options: Options = Options()) -> String {
        graph(diagram, options: options).dot
    }

    /// The diagram as Graphviz attribute lists.
    package static func graph(_ diagram: Diagram, options: Options = Options()) -> GraphvizGraph {
        typealias A = GraphvizGraph.Attribute
        let palette = options.theme.palette
        var graph = GraphvizGraph(name: GraphvizGraph.identifier(diagram.title))
        let title = diagram.title + (diagram.grouping == .cases ? " (by case)" : diagram.grouping == .chart ? " (chart)" : "")
        graph.graphAttributes = [
            A("rankdir", options.direction.rawValue), A("fontname", "Helvetica"), A("fontsize", "14"),
            A("bgcolor", palette.background), A("fontcolor", palette.text), A("label", GraphvizGraph.label(title)),
            A("labelloc", "t"), A("nodesep", "0.35"), A("ranksep", "0.45"), A("pad", "0.25"),
        ]
        // Graphviz's dot (2.43 at least) ranks a graph with clusters cluster by cluster, which
        // can leave an edge within one rank; room for such an edge's label is made by growing
        // a rank array that the clusters still point into, so layout goes wrong and freeing it
        // frees memory twice (an abort in gvFreeLayout). One global ranking never puts an edge
        // within a rank.
        if !diagram.clusters.isEmpty, options.edgeLabels == .label {
            graph.graphAttributes.append(A("newrank", "true"))
        }
        if let layout = options.layout { graph.graphAttributes.append(A("layout", layout)) }
        // Arrows to and from a box end at its border (`lhead`/`ltail`), which needs `compound`.
        if diagram.arrows.contains(where: { $0.tailCluster != nil || $0.headCluster != nil }) {
            graph.graphAttributes.append(A("compound", "true"))
        }
        graph.nodeDefaults = [
            A("shape", "box"), A("style", "rounded,filled"), A("fontname", "Helvetica"), A("fontsize", "11"),
            A("fillcolor", palette.fill), A("color", palette.stroke), A("fontcolor", palette.text), A("margin", "0.12,0.06"),
        ]
        graph.edgeDefaults = [
            A("fontname", "Helvetica"), A("fontsize", "9"), A("color", palette.edge), A("fontcolor", palette.edgeText),
            A("arrowsize", "0.7"),
        ]
        graph.clusters = diagram.clusters.enumerated().map { offset, cluster in
            GraphvizGraph.Cluster(name: "cluster_\(offset)", attributes: clusterAttributes(cluster, palette), parent: cluster.parent)
        }
        // The chart view draws its own entry markers; the other views one for the machine.
        let initials = diagram.grouping == .chart ? [] : diagram.nodes.indices.filter { diagram.nodes[$0].isInitial }
        if !initials.isEmpty {
            graph.nodes.append(
                GraphvizGraph.Node(
                    id: "__start",
                    attributes: [
                        A("shape", "circle"), A("style", "filled"), A("fillcolor", palette.stroke), A("color", palette.stroke),
                        A("label", ""), A("width", "0.14"), A("height", "0.14"), A("fixedsize", "true"),
                    ]))
        }
        for (index, node) in diagram.nodes.enumerated() {
            graph.nodes.append(
                GraphvizGraph.Node(
                    id: "n\(index)", attributes: nodeAttributes(diagram, node, palette),
                    cluster: node.cluster))
        }
        for index in initials {
            graph.edges.append(GraphvizGraph.EdgeStatement(tail: "__start", head: "n\(index)", attributes: [A("arrowsize", "0.8")]))
        }
        for edge in diagram.arrows {
            var attributes: [A] = []
            let label = GraphvizGraph.label(edge.label)
            switch options.edgeLabels {
            case .label: attributes.append(A("label", label))
            case .xlabel: attributes.append(A("xlabel", label))
            case .none: break
            }
            attributes.append(A("tooltip", GraphvizGraph.tooltip(edge.label)))
            if edge.isContinuation { attributes.append(A("style", "dashed")) }
            if edge.alternative != nil { attributes.append(A("arrowhead", "empty")) }
            if edge.onTrace {
                attributes += [A("color", palette.trace), A("penwidth", "2.4"), A("fontcolor", palette.trace)]
            } else if let taken = edge.taken {
                attributes += coverageAttributes(taken: taken, of: diagram.maxTaken, continuation: edge.isContinuation, palette)
            }
            // An entry marker's arrow is bare, and like any arrow into a box it ends at the box.
            if diagram.nodes[edge.from].shape == .entry { attributes = [A("arrowsize", "0.8")] }
            if let box = edge.tailCluster, edge.tailCluster != edge.headCluster { attributes.append(A("ltail", "cluster_\(box)")) }
            if let box = edge.headCluster, edge.tailCluster != edge.headCluster { attributes.append(A("lhead", "cluster_\(box)")) }
            graph.edges.append(GraphvizGraph.EdgeStatement(tail: "n\(edge.from)", head: "n\(edge.to)", attributes: attributes))
        }
        addLegend(diagram, palette, to: &graph)
        return graph
    }

    /// A box: a kind's group dashed, a compound state solid, a parallel state bold with its
    /// regions dashed inside; marked like a node when a finding is about it.
    static func clusterAttributes(_ cluster: Diagram.Cluster, _ palette: Theme.Palette) -> [GraphvizGraph.Attribute] {
        typealias A = GraphvizGraph.Attribute
        var attributes = [A("label", GraphvizGraph.label(cluster.label)), A("fontsize", "11")]
        let style =
            switch cluster.style {
            case .group: "rounded,dashed"
            case .compound: "rounded"
            case .parallel: "rounded,bold"
            case .region: "dashed"
            }
        if let mark = cluster.marks.first {
            let colors = palette.mark(mark)
            attributes += [
                A("style", style + ",filled"), A("fillcolor", colors.fill), A("color", colors.stroke),
                A("fontcolor", colors.stroke),
            ]
        } else {
            attributes += [A("style", style), A("color", palette.stroke)]
        }
        return attributes
    }

    static func nodeAttributes(_ diagram: Diagram, _ node: Diagram.Node, _ palette: Theme.Palette) -> [GraphvizGraph.Attribute] {
        typealias A = GraphvizGraph.Attribute
        switch node.shape {
        case .anchor:
            return [A("shape", "point"), A("style", "invis"), A("width", "0.01"), A("height", "0.01"), A("label", "")]
        case .entry:
            return [
                A("shape", "circle"), A("style", "filled"), A("fillcolor", palette.stroke), A("color", palette.stroke),
                A("label", ""), A("width", "0.14"), A("height", "0.14"), A("fixedsize", "true"),
            ]
        case .history(let deep):
            return [
                A("shape", "circle"), A("label", deep ? "H*" : "H"), A("fontsize", "10"), A("width", "0.32"),
                A("fixedsize", "true"), A("tooltip", GraphvizGraph.label(node.name + (deep ? " (deep history)" : " (history)"))),
            ]
        case .state:
            break
        }
        var label = GraphvizGraph.label(node.label)
        if diagram.grouping == .cases { label += "\\n" + (node.members == 1 ? "1 state" : "\(node.members) states") }
        var tooltip = node.name
        var styles = ["rounded", "filled"]
        if let folded = node.folded {
            // A folded compound state: what it holds under its name, its border doubled.
            label += "\\n▸ " + folded.summary
            tooltip += " (" + folded.summary + ")"
            styles.append("bold")
        }
        var attributes = [A("label", label)]
        if let mark = node.marks.first {
            let colors = palette.mark(mark)
            attributes += [A("fillcolor", colors.fill), A("color", colors.stroke), A("penwidth", "2")]
            if mark == .unreachable || mark == .unreached { styles.append("dashed"); attributes.append(A("fontcolor", colors.stroke)) }
            tooltip += " (" + node.marks.map(\.legend).joined(separator: ", ") + ")"
        } else if node.onTrace {
            attributes += [A("color", palette.trace), A("penwidth", "2.4")]
        }
        if node.isUnexplored {
            styles.append("dotted")
            tooltip += " (not explored: beyond a bound)"
        }
        if node.isFinal { attributes.append(A("peripheries", "2")) }
        attributes.insert(A("style", styles.joined(separator: ",")), at: 1)
        attributes.append(A("tooltip", GraphvizGraph.tooltip(tooltip)))
        return attributes
    }

    /// An arrow recorded runs took: as wide as how often, from 1 to 5 points on a logarithmic
    /// scale up to the most taken arrow; one no run took: dashed (dotted, within a sequence), red.
    static func coverageAttributes(taken: Int, of most: Int, continuation: Bool, _ palette: Theme.Palette) -> [GraphvizGraph.Attribute] {
        typealias A = GraphvizGraph.Attribute
        guard taken > 0 else {
            return [A("style", continuation ? "dotted" : "dashed"), A("color", palette.untaken), A("fontcolor", palette.untaken)]
        }
        let scale = most > 1 ? log(Double(taken) + 1) / log(Double(most) + 1) : 1
        let width = (1 + 4 * scale * 10).rounded() / 10
        return [A("color", palette.taken), A("penwidth", String(width))]
    }

    static func addLegend(_ diagram: Diagram, _ palette: Theme.Palette, to graph: inout GraphvizGraph) {
        typealias A = GraphvizGraph.Attribute
        let marks = diagram.marksPresent
        guard !marks.isEmpty || diagram.hasTrace || diagram.hasCoverage else { return }
        let cluster = graph.clusters.count
        graph.clusters.append(
            GraphvizGraph.Cluster(
                name: "cluster_legend",
                attributes: [
                    A("label", "Legend"), A("style", "rounded"), A("color", palette.stroke), A("fontsize", "10"), A("margin", "8"),
                ], parent: nil))
        var names: [String] = []
        for (offset, mark) in marks.enumerated() {
            let colors = palette.mark(mark)
            graph.nodes.append(
                GraphvizGraph.Node(
                    id: "legend_\(offset)",
                    attributes: [
                        A("label", mark.legend), A("fontsize", "9"),
                        A("style", mark == .unreachable || mark == .unreached ? "rounded,filled,dashed" : "rounded,filled"),
                        A("fillcolor", colors.fill), A("color", colors.stroke), A("penwidth", "2"),
                    ], cluster: cluster))
            names.append("legend_\(offset)")
        }
        if diagram.hasTrace {
            graph.nodes.append(
                GraphvizGraph.Node(
                    id: "legend_trace",
                    attributes: [
                        A("label", "trace"), A("fontsize", "9"), A("color", palette.trace), A("penwidth", "2.4"),
                    ], cluster: cluster))
            names.append("legend_trace")
        }
        if diagram.hasCoverage {
            // Two short arrows, one above the other: one taken (as wide as the most taken), one never taken.
            for (id, label, taken) in [("taken", "taken (width: how often)", diagram.maxTaken), ("untaken", "never taken", 0)] {
                graph.nodes.append(
                    GraphvizGraph.Node(
                        id: "legend_\(id)",
                        attributes: [
                            A("label", label), A("fontsize", "9"), A("shape", "plaintext"), A("style", ""),
                        ], cluster: cluster))
                graph.nodes.append(
                    GraphvizGraph.Node(
                        id: "legend_\(id)_end",
                        attributes: [
                            A("label", ""), A("shape", "point"), A("style", "invis"), A("width", "0.01"),
                        ], cluster: cluster))
                graph.edges.append(
                    GraphvizGraph.EdgeStatement(
                        tail: "legend_\(id)", head: "legend_\(id)_end",
                        attributes: coverageAttributes(taken: taken, of: diagram.maxTaken, continuation: false, palette), cluster: cluster))
            }
        }
        for (tail, head) in zip(names, names.dropFirst()) {
            graph.edges.append(GraphvizGraph.EdgeStatement(tail: tail, head: head, attributes: [A("style", "invis")], cluster: cluster))
        }
    }
}
