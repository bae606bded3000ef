import MachineKitCore
import MachineKitCharts
import MachineKitRecording
/// Mermaid `stateDiagram-v2` text of a diagram, for docs and pull requests: clusters as
/// composite states (a parallel state's regions separated by `--`), entry markers as `[*]`.
///
/// Mermaid draws no transition between states inside different composite states: such a
/// transition is drawn between the outermost composite states that hold its two ends.
public enum MermaidEncoder {
    /// The diagram as Mermaid text, its arrows running in `direction`.
    public static func encode(_ diagram: Diagram, direction: Diagram.Direction = .leftToRight) -> String {
        var lines = ["---", "title: \(frontMatterString(diagram.title))", "---", "stateDiagram-v2", "  direction \(direction.rawValue)"]
        let tree = DiagramTree(diagram)
        func id(_ node: Int) -> String { "s\(node)" }
        func endpoint(_ node: Int, in block: Int?) -> String {
            // The node itself when it lies right in the block, else the box in the block that holds it.
            if let box = diagram.nodes[node].shape == .anchor ? tree.boxOfAnchor[node] : nil, diagram.clusters[box].parent == block {
                return "c\(box)"
            }
            if diagram.nodes[node].cluster == block { return id(node) }
            return tree.childBox(holding: node, in: block).map { "c\($0)" } ?? id(node)
        }
        func emit(_ block: Int?, indent: String) {
            for node in tree.nodes(in: block) {
                let shown = diagram.nodes[node]
                switch shown.shape {
                case .anchor, .entry: continue
                case .history(let deep):
                    lines.append(indent + "state \"\(deep ? "H*" : "H")\" as \(id(node))")
                case .state:
                    var label = shown.label
                    if diagram.grouping == .cases { label += " (\(shown.members == 1 ? "1 state" : "\(shown.members) states"))" }
                    if let folded = shown.folded { label += " (\(folded.summary))" }
                    lines.append(indent + "state \"\(escape(label))\" as \(id(node))")
                }
            }
            let boxes = tree.boxes(in: block)
            let regions = block.map { diagram.clusters[$0].style == .parallel } ?? false
            for (offset, box) in boxes.enumerated() {
                if regions, offset > 0 { lines.append(indent + "--") }
                lines.append(indent + "state \"\(escape(diagram.clusters[box].label))\" as c\(box) {")
                emit(box, indent: indent + "  ")
                lines.append(indent + "}")
            }
            if block == nil, diagram.grouping != .chart {
                for (index, node) in diagram.nodes.enumerated() where node.isInitial {
                    lines.append(indent + "[*] --> \(endpoint(index, in: nil))")
                }
            }
            for arrow in diagram.arrows where tree.block(of: arrow) == block {
                let tail = diagram.nodes[arrow.from].shape == .entry ? "[*]" : endpoint(arrow.from, in: block)
                let label = arrow.label.isEmpty ? "" : " : \(escape(arrow.label))"
                lines.append(indent + "\(tail) --> \(endpoint(arrow.to, in: block))" + label)
            }
            for node in tree.nodes(in: block) where diagram.nodes[node].isFinal {
                lines.append(indent + "\(id(node)) --> [*]")
            }
        }
        emit(nil, indent: "  ")
        let palette = Theme.light.palette
        for mark in diagram.marksPresent {
            let colors = palette.mark(mark)
            let name = className(mark)
            lines.append("  classDef \(name) fill:\(colors.fill),stroke:\(colors.stroke),stroke-width:2px")
            let members = diagram.nodes.indices.filter { diagram.nodes[$0].marks.first == mark }.map { "s\($0)" }
            if !members.isEmpty { lines.append("  class \(members.joined(separator: ",")) \(name)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func className(_ mark: Diagram.Mark) -> String {
        switch mark {
        case .deadEnd: "deadEnd"
        case .unreachable: "unreachable"
        case .unreached: "unreached"
        case .trap: "trap"
        case .invariant: "invariantFails"
        case .goalUnreachable: "goalUnreachable"
        }
    }

    /// A YAML double-quoted string holding exactly `text`: Mermaid reads the front matter as
    /// YAML, where a plain `title: a #b` would end at the comment and `title: a: b` not parse.
    static func frontMatterString(_ text: String) -> String {
        "\"" + Escaping.yamlDoubleQuoted(text) + "\""
    }

    /// Every character Mermaid could read as syntax becomes a numeric entity (`#34;`),
    /// which Mermaid shows as the character itself; a line or paragraph separator or a
    /// bidirectional mark or override (which would reorder what a reader sees) is shown as
    /// its escape, `\u{202E}`.
    static func escape(_ text: String) -> String {
        Escaping.mermaidLabel(text)
    }
}
