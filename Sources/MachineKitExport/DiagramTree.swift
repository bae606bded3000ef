import MachineKitCore
import MachineKitCharts
import MachineKitRecording
/// A diagram's clusters as a tree, for the encoders that nest them: the nodes and boxes
/// right in each box (`nil` for the top level), and the box each arrow belongs in (the
/// innermost one holding both its ends).
struct DiagramTree {
    let diagram: Diagram
    /// The box whose anchor each anchor node is.
    let boxOfAnchor: [Int: Int]

    init(_ diagram: Diagram) {
        self.diagram = diagram
        var anchors: [Int: Int] = [:]
        for (index, cluster) in diagram.clusters.enumerated() {
            if let anchor = cluster.anchor { anchors[anchor] = index }
        }
        boxOfAnchor = anchors
    }

    func nodes(in block: Int?) -> [Int] { diagram.nodes.indices.filter { diagram.nodes[$0].cluster == block } }

    func boxes(in block: Int?) -> [Int] { diagram.clusters.indices.filter { diagram.clusters[$0].parent == block } }

    /// The boxes around a node (an anchor: around its own box too), innermost first.
    func boxes(around node: Int) -> [Int] {
        var chain: [Int] = []
        var current = boxOfAnchor[node] ?? diagram.nodes[node].cluster
        while let box = current {
            chain.append(box)
            current = diagram.clusters[box].parent
        }
        return chain
    }

    /// The innermost box that holds both ends of an arrow (an anchor's own box does not hold
    /// it), or `nil` for the top level.
    func block(of arrow: Diagram.Arrow) -> Int? {
        let tail = boxes(around: arrow.from).dropFirst(boxOfAnchor[arrow.from] == nil ? 0 : 1)
        let head = Set(boxes(around: arrow.to).dropFirst(boxOfAnchor[arrow.to] == nil ? 0 : 1))
        return tail.first { head.contains($0) }
    }

    /// The box right in `block` that holds `node`.
    func childBox(holding node: Int, in block: Int?) -> Int? {
        boxes(around: node).first { diagram.clusters[$0].parent == block }
    }
}
