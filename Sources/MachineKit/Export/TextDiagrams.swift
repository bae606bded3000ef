/// Mermaid `stateDiagram-v2` text of a diagram, for docs and pull requests.
public enum MermaidEncoder {
    public static func encode(_ diagram: Diagram, rankdir: String = "LR") -> String {
        var lines = ["---", "title: \(escape(diagram.title))", "---", "stateDiagram-v2", "  direction \(rankdir)"]
        for (index, node) in diagram.nodes.enumerated() {
            var label = node.name
            if diagram.grouping == .cases { label += " (\(node.members == 1 ? "1 state" : "\(node.members) states"))" }
            lines.append("  state \"\(escape(label))\" as s\(index)")
        }
        for (index, node) in diagram.nodes.enumerated() where node.isInitial { lines.append("  [*] --> s\(index)") }
        for edge in diagram.arrows {
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
        case .unreached: "unreached"
        case .trap: "trap"
        case .invariant: "invariantFails"
        case .goalUnreachable: "goalUnreachable"
        }
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
        for edge in diagram.arrows {
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
    /// character itself: quotes, backslashes, `<`, `>`, `&`, `#`, and a Creole marker
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
            } else if "\"\\<>&#".unicodeScalars.contains(scalar) || scalar.value < 0x20
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
