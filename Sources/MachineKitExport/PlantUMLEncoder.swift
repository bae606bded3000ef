import MachineKitCore
import MachineKitCharts
import MachineKitRecording
/// PlantUML state diagram text of a diagram: clusters as composite states (a parallel
/// state's regions separated by `--`), entry markers as `[*]`, history as `<<history>>`.
public enum PlantUMLEncoder {
    /// The diagram as PlantUML text, its arrows running across (`direction` left to right or
    /// right to left) or down.
    public static func encode(_ diagram: Diagram, direction: Diagram.Direction = .leftToRight) -> String {
        var lines = ["@startuml", "title \(escape(diagram.title))", "hide empty description"]
        if direction == .leftToRight || direction == .rightToLeft { lines.append("left to right direction") }
        let palette = Theme.light.palette
        let tree = DiagramTree(diagram)
        func id(_ node: Int) -> String {
            if diagram.nodes[node].shape == .anchor, let box = tree.boxOfAnchor[node] { return "c\(box)" }
            return "s\(node)"
        }
        func emit(_ block: Int?, indent: String) {
            for node in tree.nodes(in: block) {
                let shown = diagram.nodes[node]
                switch shown.shape {
                case .anchor, .entry: continue
                case .history(let deep):
                    lines.append(indent + "state \(id(node)) <<\(deep ? "history*" : "history")>>")
                case .state:
                    var label = escape(shown.label)
                    if diagram.grouping == .cases { label += "\\n" + (shown.members == 1 ? "1 state" : "\(shown.members) states") }
                    if let folded = shown.folded { label += "\\n" + escape(folded.summary) }
                    var line = "state \"\(label)\" as \(id(node))"
                    if let mark = shown.marks.first {
                        let colors = palette.mark(mark)
                        line += " \(colors.fill);line:\(colors.stroke.dropFirst());line.bold"
                        if mark == .unreachable || mark == .unreached { line += ";line.dashed" }
                    }
                    lines.append(indent + line)
                }
            }
            let boxes = tree.boxes(in: block)
            let regions = block.map { diagram.clusters[$0].style == .parallel } ?? false
            for (offset, box) in boxes.enumerated() {
                if regions, offset > 0 { lines.append(indent + "--") }
                var head = "state \"\(escape(diagram.clusters[box].label))\" as c\(box)"
                if let mark = diagram.clusters[box].marks.first {
                    head += " \(palette.mark(mark).fill);line:\(palette.mark(mark).stroke.dropFirst());line.dashed"
                }
                lines.append(indent + head + " {")
                emit(box, indent: indent + "  ")
                for arrow in diagram.arrows where tree.block(of: arrow) == box && diagram.nodes[arrow.from].shape == .entry {
                    lines.append(indent + "  [*] --> \(id(arrow.to))")
                }
                lines.append(indent + "}")
            }
        }
        emit(nil, indent: "")
        if diagram.grouping != .chart {
            for (index, node) in diagram.nodes.enumerated() where node.isInitial { lines.append("[*] --> \(id(index))") }
        }
        for arrow in diagram.arrows {
            if diagram.nodes[arrow.from].shape == .entry {
                if tree.block(of: arrow) == nil { lines.append("[*] --> \(id(arrow.to))") }
                continue
            }
            let style = arrow.isContinuation ? "-[dashed]->" : "-->"
            let label = arrow.label.isEmpty ? "" : " : \(escape(arrow.label))"
            lines.append("\(id(arrow.from)) \(style) \(id(arrow.to))" + label)
        }
        for (index, node) in diagram.nodes.enumerated() where node.isFinal { lines.append("\(id(index)) --> [*]") }
        if !diagram.marksPresent.isEmpty {
            lines.append("legend right")
            for mark in diagram.marksPresent {
                lines.append("  <back:\(palette.mark(mark).fill)> \(mark.legend) </back>")
            }
            lines.append("endlegend")
        }
        lines.append("@enduml")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Characters PlantUML reads as syntax become `<U+XXXX>` escapes, which it shows as the
    /// character itself: quotes, backslashes, `<`, `>`, `&`, `#`, control characters (tab and
    /// carriage return included), the line and paragraph separators and the bidirectional
    /// marks and overrides (which would reorder what a reader sees), U+FFFE and U+FFFF, and a Creole marker
    /// (`**`, `//`, `__`, `--`, `~~`, `""`, `==`, `||`, `[[`, `]]`) where it is doubled.
    /// Newlines become `\n`.
    static func escape(_ text: String) -> String {
        Escaping.plantUML(text)
    }
}
