import MachineKit

/// Chooses how a diagram is laid out so that no render takes more than a few seconds.
///
/// Graphviz's `dot` draws the clearest state diagrams but grows steeply with size: on a
/// 2-core machine a random graph of 100 states took 13–18 s and one of 200 more than five
/// minutes, while `sfdp` took 0.04 s and 0.12 s. Edge labels are most of the cost, so large
/// graphs get labels placed after layout (`xlabel`), or none.
public enum LayoutPolicy {
    /// Above this many concrete states the default view is grouped by case.
    public static let concreteLimit = 150
    /// Above this many nodes `dot` is not used unless asked for.
    public static let dotLimit = 150
    /// Above this many nodes edges carry no labels.
    public static let edgeLabelLimit = 1000
    /// Above this many nodes a diagram is not laid out at all.
    public static let drawLimit = 5000

    /// The engine for a diagram of `nodes` nodes; `requested` wins when given.
    public static func engine(nodes: Int, requested: String? = nil) -> String {
        if let requested { return requested }
        return nodes > dotLimit ? "sfdp" : "dot"
    }

    /// Above this many nodes a statechart's chart view is not laid out with `dot`. A chart
    /// is its declared states, sparse and boxed: with labels placed after layout, `dot` laid
    /// out random charts of 300 states with 3 transitions each in 1.7 s and of 1,000 states
    /// in 2.1 s, and `sfdp` ignores boxes.
    public static let chartDotLimit = 1000

    /// The engine for `diagram`; `requested` wins when given. A chart view is laid out with
    /// `dot` up to ``chartDotLimit`` nodes, anything else up to ``dotLimit``.
    public static func engine(for diagram: Diagram, requested: String? = nil) -> String {
        if let requested { return requested }
        if diagram.grouping == .chart { return diagram.nodes.count > chartDotLimit ? "sfdp" : "dot" }
        return engine(nodes: diagram.nodes.count)
    }

    /// How edges are labelled for a diagram of `nodes` nodes laid out by `engine`.
    public static func edgeLabels(nodes: Int, engine: String) -> DOTEncoder.EdgeLabels {
        if nodes > edgeLabelLimit { return .none }
        return engine == "dot" && nodes <= dotLimit ? .label : .xlabel
    }

    /// The DOT options for a diagram.
    public static func options(
        for diagram: Diagram, engine: String, rankdir: String = "LR", theme: Theme = .light
    ) -> DOTEncoder.Options {
        // A graph with clusters and edge labels is ranked globally (`newrank`, see
        // `DOTEncoder.graph`): Graphviz 2.43 frees memory twice otherwise.
        DOTEncoder.Options(rankdir: rankdir, theme: theme, edgeLabels: edgeLabels(nodes: diagram.nodes.count, engine: engine))
    }
}
