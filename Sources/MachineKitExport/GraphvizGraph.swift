import MachineKitCore
import MachineKitCharts
import MachineKitRecording
/// A Graphviz graph as attribute lists: what both the DOT text and the libcgraph build of a
/// diagram are made from, so the two always agree.
///
/// Attribute values are as Graphviz holds them after reading DOT: labels are already in
/// Graphviz's label syntax (see ``GraphvizGraph/label(_:)``).
package struct GraphvizGraph: Sendable, Hashable {
    /// One `name=value` attribute.
    package struct Attribute: Sendable, Hashable {
        /// The attribute's name (`label`, `color`, ...).
        package var name: String
        /// Its value, in the form Graphviz holds after reading DOT.
        package var value: String
        /// The attribute `name` with `value`.
        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A node statement.
    package struct Node: Sendable, Hashable {
        /// The node's ID (`n0`, `n1`, ...).
        package var id: String
        /// The node's attributes, in the order they are written.
        package var attributes: [Attribute]
        /// Index into ``GraphvizGraph/clusters``.
        package var cluster: Int?
    }

    /// An edge statement: from the node `tail` to the node `head`.
    package struct EdgeStatement: Sendable, Hashable {
        /// The ID of the node the edge leaves.
        package var tail: String
        /// The ID of the node the edge enters.
        package var head: String
        /// The edge's attributes, in the order they are written.
        package var attributes: [Attribute]
        /// The cluster the edge is declared in (index into ``GraphvizGraph/clusters``); `nil`
        /// at the top.
        package var cluster: Int?
    }

    /// A subgraph drawn as a box.
    package struct Cluster: Sendable, Hashable {
        /// Starts with `cluster` so that Graphviz draws it as a box.
        package var name: String
        /// The box's attributes (label, style, colour).
        package var attributes: [Attribute]
        /// The cluster this one is drawn in (index into ``GraphvizGraph/clusters``, an
        /// earlier one); `nil` at the top.
        package var parent: Int?

        /// A cluster named `name` with `attributes`, drawn inside `parent` (`nil` at the top).
        package init(name: String, attributes: [Attribute], parent: Int? = nil) {
            self.name = name
            self.attributes = attributes
            self.parent = parent
        }
    }

    /// The graph's ID (see ``identifier(_:)``).
    package var name: String
    /// Attributes of the graph itself (rankdir, title, fonts).
    package var graphAttributes: [Attribute] = []
    /// Defaults for every node.
    package var nodeDefaults: [Attribute] = []
    /// Defaults for every edge.
    package var edgeDefaults: [Attribute] = []
    /// The clusters, each after the one it is drawn in.
    package var clusters: [Cluster] = []
    /// The node statements.
    package var nodes: [Node] = []
    /// The edge statements.
    package var edges: [EdgeStatement] = []

    /// An empty graph with the ID `name`.
    package init(name: String) { self.name = name }

    /// A graph ID made of letters, digits, spaces, `_`, `.` and `-` only (other characters
    /// become `_`, and runs of `-` one `-`): Graphviz copies the ID into output such as an
    /// SVG comment, where a name's `--` or quotes would break the file.
    package static func identifier(_ name: String) -> String {
        var output = ""
        for character in name {
            if character.isLetter || character.isNumber || character == " " || character == "_" || character == "." {
                output.append(character)
            } else if character == "-" {
                if output.last != "-" { output.append("-") }
            } else {
                output.append("_")
            }
        }
        return output.isEmpty ? "machine" : output
    }

    /// Text in Graphviz's label syntax that shows exactly `text`.
    ///
    /// Graphviz reads a label in three passes: `\N`-style substitutions (which skip a
    /// doubled backslash), then entities, then backslash escapes. A backslash is doubled
    /// (the first pass leaves it, the last reads it as one backslash, so `\N` stays `\N`);
    /// quotes and the characters records, HTML labels and entities use become numeric
    /// entities; a newline becomes the line break `\n`; tab and carriage return become the
    /// entities `&#9;` and `&#13;`, which reach SVG as those characters. Other control
    /// characters (and U+FFFE, U+FFFF, which XML cannot hold), the line and paragraph
    /// separators and the bidirectional marks and overrides (which would reorder what a
    /// reader of the drawing sees) are shown as `\u{1B}`.
    package static func label(_ text: String) -> String {
        Escaping.graphvizLabel(text)
    }

    /// Text for a `tooltip` that shows exactly `text`.
    ///
    /// Graphviz reads a tooltip in other passes than a label: entities, then backslash
    /// escapes (`\n` a newline, `\x` the character x), then `\N`-style substitutions in
    /// which `\\` is one backslash. A backslash is therefore written four times; the rest is
    /// as in ``label(_:)``.
    package static func tooltip(_ text: String) -> String {
        Escaping.graphvizTooltip(text)
    }

    /// The graph as DOT text.
    package var dot: String {
        var lines = ["digraph \(Self.quote(name)) {"]
        if !graphAttributes.isEmpty { lines.append("  graph [\(Self.list(graphAttributes))];") }
        if !nodeDefaults.isEmpty { lines.append("  node [\(Self.list(nodeDefaults))];") }
        if !edgeDefaults.isEmpty { lines.append("  edge [\(Self.list(edgeDefaults))];") }
        for (offset, cluster) in clusters.enumerated() where cluster.parent == nil {
            lines += clusterLines(offset, indent: "  ")
        }
        for node in nodes where node.cluster == nil { lines.append("  " + Self.nodeLine(node)) }
        for edge in edges where edge.cluster == nil { lines.append("  " + Self.edgeLine(edge)) }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A cluster's subgraph with its nodes, edges and the clusters drawn inside it.
    private func clusterLines(_ offset: Int, indent: String) -> [String] {
        let cluster = clusters[offset]
        var lines = [indent + "subgraph \(Self.quote(cluster.name)) {"]
        for attribute in cluster.attributes { lines.append(indent + "  \(attribute.name)=\(Self.quote(attribute.value));") }
        for (inner, nested) in clusters.enumerated() where nested.parent == offset {
            lines += clusterLines(inner, indent: indent + "  ")
        }
        for node in nodes where node.cluster == offset { lines.append(indent + "  " + Self.nodeLine(node)) }
        for edge in edges where edge.cluster == offset { lines.append(indent + "  " + Self.edgeLine(edge)) }
        lines.append(indent + "}")
        return lines
    }

    static func nodeLine(_ node: Node) -> String {
        node.attributes.isEmpty ? "\(quote(node.id));" : "\(quote(node.id)) [\(list(node.attributes))];"
    }

    static func edgeLine(_ edge: EdgeStatement) -> String {
        let arrow = "\(quote(edge.tail)) -> \(quote(edge.head))"
        return edge.attributes.isEmpty ? arrow + ";" : arrow + " [\(list(edge.attributes))];"
    }

    static func list(_ attributes: [Attribute]) -> String {
        attributes.map { "\($0.name)=\(quote($0.value))" }.joined(separator: ", ")
    }

    /// A DOT quoted string holding `value` as it is (values never end in a lone backslash).
    static func quote(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
