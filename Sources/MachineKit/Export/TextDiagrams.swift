/// Mermaid `stateDiagram-v2` text of a diagram, for docs and pull requests: clusters as
/// composite states (a parallel state's regions separated by `--`), entry markers as `[*]`.
///
/// Mermaid draws no transition between states inside different composite states: such a
/// transition is drawn between the outermost composite states that hold its two ends.
public enum MermaidEncoder {
    public static func encode(_ diagram: Diagram, rankdir: String = "LR") -> String {
        var lines = ["---", "title: \(frontMatterString(diagram.title))", "---", "stateDiagram-v2", "  direction \(rankdir)"]
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
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    /// Every character Mermaid could read as syntax becomes a numeric entity (`#34;`),
    /// which Mermaid shows as the character itself.
    static func escape(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                output += "<br/>"
            } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == " " || scalar == "_"
                        || scalar == "." || scalar == "," || scalar == "(" || scalar == ")" || scalar == "-" || scalar == "/"
                        || scalar == "[" || scalar == "]" || scalar == "×" {
                output.unicodeScalars.append(scalar)
            } else {
                output += "#\(scalar.value);"
            }
        }
        return output
    }
}

/// PlantUML state diagram text of a diagram: clusters as composite states (a parallel
/// state's regions separated by `--`), entry markers as `[*]`, history as `<<history>>`.
public enum PlantUMLEncoder {
    public static func encode(_ diagram: Diagram, rankdir: String = "LR") -> String {
        var lines = ["@startuml", "title \(escape(diagram.title))", "hide empty description"]
        if rankdir == "LR" || rankdir == "RL" { lines.append("left to right direction") }
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
    /// carriage return included), U+FFFE and U+FFFF, and a Creole marker
    /// (`**`, `//`, `__`, `--`, `~~`, `""`, `==`, `||`, `[[`, `]]`) where it is doubled.
    /// Newlines become `\n`.
    static func escape(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = ""
        for (offset, scalar) in scalars.enumerated() {
            let doubled = (offset + 1 < scalars.count && scalars[offset + 1] == scalar)
                || (offset > 0 && scalars[offset - 1] == scalar)
            if scalar == "\n" {
                output += "\\n"
            } else if "\"\\<>&#".unicodeScalars.contains(scalar) || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                        || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                        || (doubled && "*/_-~=|[]".unicodeScalars.contains(scalar)) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

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

extension StateGraph {
    /// The explored graph as JSON: states, moves, edges, kinds (with their parents), actions,
    /// and the findings of its report.
    public func json(findings: [Finding], complete: Bool) -> JSONValue {
        .object([("machine", .string(machine)), ("complete", .bool(complete))] + jsonFields
            + [("findings", .array(findings.map(\.json)))])
    }

    /// The graph alone, as `check --format json --graph` adds it to each machine.
    public var json: JSONValue { .object(jsonFields) }

    private var jsonFields: [(String, JSONValue)] {
        [
            ("kinds", .array(kindNames.map(JSONValue.string))),
            ("kindParents", .array(kindParents.map { $0.map(JSONValue.int) ?? .null })),
            ("kindsDeclared", .bool(kindsDeclared)),
            ("actions", .array(actionNames.map(JSONValue.string))),
            ("declaredActions", .int(declaredActionCount)),
            ("declaresFinalStates", .bool(declaresFinalStates)),
            ("initial", .array(initial.map(JSONValue.int))),
            ("states", .array(stateNames.indices.map { index in
                .object([
                    ("id", .int(index)),
                    ("name", .string(stateNames[index])),
                    ("kind", .string(kindNames[stateKinds[index]])),
                    ("final", .bool(isFinal[index])),
                    ("status", .string(status[index].rawValue)),
                    ("depth", .int(depth[index])),
                    ("reachedBy", reachedBy[index] < 0 ? .null : .int(reachedBy[index])),
                ])
            })),
            ("moves", .array((0..<moves.count).map { move in
                .object([
                    ("from", .int(moves.from(move))),
                    ("action", .string(actionNames[moves.action(move)])),
                    ("states", .array(moves.states(move).map(JSONValue.int))),
                ])
            })),
            ("edges", .array(edges.map { edge in
                .object([
                    ("from", .int(edge.from)),
                    ("action", .string(actionNames[edge.action])),
                    ("to", .int(edge.to)),
                    ("continuation", .bool(edge.isContinuation)),
                ])
            })),
        ]
    }
}
