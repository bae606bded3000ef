/// Mermaid `stateDiagram-v2` text of a diagram, for docs and pull requests.
public enum MermaidEncoder {
    public static func encode(_ diagram: Diagram, rankdir: String = "LR") -> String {
        var lines = ["---", "title: \(frontMatterString(diagram.title))", "---", "stateDiagram-v2", "  direction \(rankdir)"]
        for (index, node) in diagram.nodes.enumerated() {
            var label = node.name
            if diagram.grouping == .cases { label += " (\(node.members == 1 ? "1 state" : "\(node.members) states"))" }
            lines.append("  state \"\(escape(label))\" as s\(index)")
        }
        for (index, node) in diagram.nodes.enumerated() where node.isInitial { lines.append("  [*] --> s\(index)") }
        for edge in diagram.edges {
            lines.append("  s\(edge.from) --> s\(edge.to) : \(escape(edge.label))")
        }
        for (index, node) in diagram.nodes.enumerated() where node.isFinal { lines.append("  s\(index) --> [*]") }
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
        case .trap: "trap"
        case .invariant: "invariantFails"
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

/// PlantUML state diagram text of a diagram.
public enum PlantUMLEncoder {
    public static func encode(_ diagram: Diagram, rankdir: String = "LR") -> String {
        var lines = ["@startuml", "title \(escape(diagram.title))", "hide empty description"]
        if rankdir == "LR" || rankdir == "RL" { lines.append("left to right direction") }
        let palette = Theme.light.palette
        for (index, node) in diagram.nodes.enumerated() {
            var label = escape(node.name)
            if diagram.grouping == .cases { label += "\\n" + (node.members == 1 ? "1 state" : "\(node.members) states") }
            var line = "state \"\(label)\" as s\(index)"
            if let mark = node.marks.first {
                let colors = palette.mark(mark)
                line += " \(colors.fill);line:\(colors.stroke.dropFirst());line.bold"
                if mark == .unreachable { line += ";line.dashed" }
            }
            lines.append(line)
        }
        for (index, node) in diagram.nodes.enumerated() where node.isInitial { lines.append("[*] --> s\(index)") }
        for edge in diagram.edges {
            let arrow = edge.isContinuation ? "-[dashed]->" : "-->"
            lines.append("s\(edge.from) \(arrow) s\(edge.to) : \(escape(edge.label))")
        }
        for (index, node) in diagram.nodes.enumerated() where node.isFinal { lines.append("s\(index) --> [*]") }
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

extension CheckReport {
    /// The explored graph as JSON: states, edges, kinds, actions and findings.
    public var graphJSON: JSONValue {
        let graph = self.graph
        return .object([
            ("machine", .string(graph.machine)),
            ("complete", .bool(isComplete)),
            ("kinds", .array(graph.kindNames.map(JSONValue.string))),
            ("actions", .array(graph.actionNames.map(JSONValue.string))),
            ("initial", .array(graph.initial.map(JSONValue.int))),
            ("states", .array(graph.stateNames.indices.map { index in
                .object([
                    ("id", .int(index)),
                    ("name", .string(graph.stateNames[index])),
                    ("kind", .string(graph.kindNames[graph.stateKinds[index]])),
                    ("final", .bool(graph.isFinal[index])),
                    ("status", .string(graph.status[index].rawValue)),
                    ("depth", .int(graph.depth[index])),
                ])
            })),
            ("edges", .array(graph.edges.map { edge in
                .object([
                    ("from", .int(edge.from)),
                    ("action", .string(graph.actionNames[edge.action])),
                    ("to", .int(edge.to)),
                    ("continuation", .bool(edge.isContinuation)),
                ])
            })),
            ("findings", .array(findings.map(\.json))),
        ])
    }
}
