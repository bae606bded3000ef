import Foundation
import MachineKit
import MachineRender

/// The web explorer's page: one self-contained HTML file with the machine's diagrams as
/// inline SVG from Graphviz, its graph, findings and traces as embedded JSON, and the style
/// and script that walk it. Opening it makes no request: its Content-Security-Policy allows
/// none (a served page may open one connection back to its server, for reloads).
///
/// The same machine and options give the same bytes on every run.
struct ExplorerPage {
    /// One drawing of the machine: every concrete state, or one node per kind.
    struct View {
        var id: String
        var title: String
        var diagram: Diagram
        /// The SVG, or `nil` when the diagram has too many nodes to draw.
        var svg: String?
    }

    /// The explored machine.
    var explored: ExploredMachine
    /// How the page's tests make the machine; `nil` when the registration does not say.
    var testSource: SwiftTestsFile.Source?
    /// The command the copied test's header names.
    var command: String
    /// The view the page opens with: the renderer's choice unless given.
    var grouping: Diagram.Grouping?
    var rankdir = "LR"
    var theme = Theme.light
    /// Served by `explore --web`: the page listens for reloads from its server.
    var live = false
    /// The state the page opens at (by its shortest path) when its link names none.
    var opening: Int?

    /// Above this many states a page is not made: its data alone would be tens of megabytes.
    static let stateLimit = 200_000

    /// The page's HTML.
    /// - Complexity: O(states + moves), plus one Graphviz layout per view.
    func html() throws(BadInput) -> String {
        let graph = explored.graph
        guard graph.stateCount <= Self.stateLimit else {
            throw BadInput("\(graph.machine): \(graph.stateCount) states are too many for the page (limit "
                + "\(Self.stateLimit)); bound exploration with --max-states or the machine's constraint")
        }
        let views = try makeViews()
        let data = pageData(views: views)
        var html = """
            <!DOCTYPE html>
            <html lang="en" data-theme="\(theme.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy(live: live))">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escape(graph.machine)) · vsm-inspect explorer</title>
            <link rel="icon" href="data:,">
            <style>\(ExplorerPage.style)</style>
            </head>
            <body>

            """
        html += ExplorerPage.body
        html += "<div id=\"views\" hidden>\n"
        for view in views {
            html += "<template id=\"svg-\(view.id)\">\(view.svg ?? "")</template>\n"
        }
        html += "</div>\n"
        html += "<script type=\"application/json\" id=\"machine-data\">\(Self.scriptSafe(data.compact))</script>\n"
        html += "<script>\(ExplorerPage.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// What the page may load: nothing but itself; a served page may also connect to its server.
    static func contentSecurityPolicy(live: Bool) -> String {
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
            + "connect-src \(live ? "'self'" : "'none'"); base-uri 'none'; form-action 'none'"
    }

    /// The views: every concrete state when there are few enough (or when asked for), one node
    /// per kind when that differs, and a spec file's statechart as declared.
    func makeViews() throws(BadInput) -> [View] {
        let graph = explored.graph
        let findings = explored.report.findings
        let preferred = grouping ?? (graph.stateCount > LayoutPolicy.concreteLimit ? .cases : .none)
        var views: [View] = []
        if preferred == .none || graph.stateCount <= LayoutPolicy.concreteLimit {
            let diagram = Diagram(graph: graph, findings: findings, grouping: .none)
            views.append(View(id: "states", title: "States", diagram: diagram, svg: nil))
        }
        let grouped = Diagram(graph: graph, findings: findings, grouping: .cases)
        let groupsSomething = grouped.nodes.contains { $0.members > 1 } || grouped.nodes.count != graph.stateCount
        if views.isEmpty || groupsSomething {
            views.append(View(id: "kinds", title: "By kind", diagram: grouped, svg: nil))
        }
        if preferred == .cases, views.count == 2 { views.swapAt(0, 1) }
        // A spec file's statechart as declared, beside its configurations; first when asked for,
        // or where `render` draws the chart by default (parallel states, many configurations).
        if graph.chart != nil {
            views.append(View(id: "chart", title: "Chart", diagram: Diagram(graph: graph, findings: findings, grouping: .chart), svg: nil))
            if (grouping ?? LayoutPolicy.defaultGrouping(for: graph)) == .chart { views.insert(views.removeLast(), at: 0) }
        }
        for index in views.indices {
            views[index].svg = try svg(of: views[index].diagram, prefix: "\(views[index].id)-")
        }
        return views
    }

    /// The diagram as SVG to place inline, with ids the script finds its parts by:
    /// `PREFIX n3` for node 3, `PREFIX a5` for arrow 5, `PREFIX c1` for cluster 1.
    func svg(of diagram: Diagram, prefix: String) throws(BadInput) -> String? {
        guard diagram.nodes.count <= LayoutPolicy.drawLimit else { return nil }
        let engine = LayoutPolicy.engine(for: diagram)
        var graph = DOTEncoder.graph(
            diagram, options: LayoutPolicy.options(for: diagram, engine: engine, rankdir: rankdir, theme: theme))
        typealias A = GraphvizGraph.Attribute
        graph.graphAttributes.append(A("id", prefix + "graph"))
        for index in graph.clusters.indices {
            let name = index < diagram.clusters.count ? "c\(index)" : "legend"
            graph.clusters[index].attributes.append(A("id", prefix + name))
        }
        for index in graph.nodes.indices {
            graph.nodes[index].attributes.append(A("id", prefix + graph.nodes[index].id))
        }
        // Edges: the entry arrows first, then the diagram's arrows in order, then the legend's.
        let entries = graph.edges.prefix { $0.tail == "__start" }.count
        for index in graph.edges.indices {
            let arrow = index - entries
            let name = index < entries ? "start\(index)" : arrow < diagram.arrows.count ? "a\(arrow)" : "legend\(arrow)"
            graph.edges[index].attributes.append(A("id", prefix + name))
        }
        let data: Data
        do {
            data = try GraphvizRenderer.shared.render(graph, format: .svg, engine: engine)
        } catch {
            throw BadInput(error.description)
        }
        var text = String(decoding: data, as: UTF8.self)
        // Inline SVG needs no XML declaration or doctype; its size follows the page.
        if let start = text.range(of: "<svg") { text = String(text[start.lowerBound...]) }
        return text
    }

    /// The data the script reads: the graph as `render --format json` writes it, and what
    /// the page adds to it (each state's data and kind, the views, the test's pieces).
    func pageData(views: [View]) -> JSONValue {
        let graph = explored.graph
        let report = explored.report
        let names = graph.stateNames
        var test: JSONValue = .null
        if let testSource {
            let template = SwiftTestsFile.onePathTemplate(machine: graph.machine, source: testSource, command: command)
            test = .object([
                ("template", template.json),
                ("stateLiterals", .array(names.map { .string(SwiftTestsFile.literal($0)) })),
                ("actionLiterals", .array(graph.actionNames.map { .string(SwiftTestsFile.literal($0)) })),
            ])
        }
        let findings = report.findings.map { finding -> JSONValue in
            .object([
                ("target", finding.trace.map { .int($0.steps[$0.steps.count - 1].stateIndex) } ?? .null),
                ("states", .array(finding.stateIndices.map(JSONValue.int))),
                ("fails", .bool(finding.check.failsCheck)),
                ("instances", .array(finding.instances.map { instance in
                    .object([
                        ("target", instance.trace.map { .int($0.steps[$0.steps.count - 1].stateIndex) } ?? .null),
                        ("states", .array(instance.stateIndices.map(JSONValue.int))),
                    ])
                })),
            ])
        }
        let statistics = report.statistics
        return .object([
            ("graph", graph.json(findings: report.findings, complete: report.isComplete)),
            ("source", .string(explored.report.origin.source)),
            ("live", .bool(live)),
            ("statistics", .object([
                ("states", .int(statistics.states)), ("transitions", .int(statistics.transitions)),
                ("depth", .int(statistics.depth)), ("outsideConstraint", .int(statistics.outsideConstraint)),
            ])),
            ("constraint", report.constraint.map(JSONValue.string) ?? .null),
            ("stateKinds", .array(graph.stateKinds.map(JSONValue.int))),
            // A parallel configuration is in one kind per region: every one is shown.
            ("stateCovers", graph.stateCovers.map { .array($0.map { .array($0.map(JSONValue.int)) }) } ?? .null),
            ("kindLabels", .array(graph.kindLabels.map(JSONValue.string))),
            ("data", .array(names.indices.map { explored.data(of: $0).map(JSONValue.string) ?? .null })),
            ("findingTargets", .array(findings)),
            ("test", test),
            ("defaultView", .string(views.first?.id ?? "")),
            ("open", opening.map(JSONValue.int) ?? .null),
            ("views", .array(views.map(viewJSON))),
        ])
    }

    private func viewJSON(_ view: View) -> JSONValue {
        let graph = explored.graph
        let diagram = view.diagram
        let kindIndex = Dictionary(graph.kindNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // The node each state is drawn in: in the concrete view node `s` is state `s` (the
        // kinds no state has come after them); grouped, the node named after its kind.
        let nodeOfState: [Int]
        // In the chart, a configuration is drawn in one node per region: every one of them.
        var nodesOfState: [[Int]]?
        switch diagram.grouping {
        case .none:
            assert(graph.stateNames.indices.allSatisfy { diagram.nodes[$0].name == graph.stateNames[$0] })
            nodeOfState = Array(graph.stateNames.indices)
        case .cases, .chart:
            let nodeOfKind = Dictionary(
                diagram.nodes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            nodeOfState = graph.stateKinds.map { nodeOfKind[graph.kindNames[$0]] ?? -1 }
            if diagram.grouping == .chart, let covers = graph.stateCovers {
                nodesOfState = covers.map { kinds in kinds.compactMap { nodeOfKind[graph.kindNames[$0]] } }
            }
        }
        return .object([
            ("id", .string(view.id)),
            ("title", .string(view.title)),
            ("grouping", .string(diagram.grouping.rawValue)),
            ("drawn", .bool(view.svg != nil)),
            ("nodes", .array(diagram.nodes.enumerated().map { offset, node in
                .object([
                    ("name", .string(node.name)),
                    ("kind", kindIndex[node.name].map(JSONValue.int) ?? .null),
                    ("members", .int(node.members)),
                    ("cluster", node.cluster.map(JSONValue.int) ?? .null),
                    ("marks", .array(node.marks.map { .string($0.rawValue) })),
                ])
            })),
            ("clusters", .array(diagram.clusters.map { cluster in
                .object([
                    ("kind", kindIndex[cluster.name].map(JSONValue.int) ?? .null),
                    ("label", .string(cluster.label)),
                    ("parent", cluster.parent.map(JSONValue.int) ?? .null),
                ])
            })),
            ("arrows", .array(diagram.arrows.map { arrow in
                .object([
                    ("from", .int(arrow.from)), ("to", .int(arrow.to)),
                    ("actions", .array((arrow.actions.isEmpty ? [arrow.action] : arrow.actions.map(\.action)).map(JSONValue.string))),
                    ("continuation", .bool(arrow.isContinuation)),
                ])
            })),
            ("nodeOfState", .array(nodeOfState.map(JSONValue.int))),
            ("nodesOfState", nodesOfState.map { .array($0.map { .array($0.map(JSONValue.int)) }) } ?? .null),
        ])
    }

    /// Text for HTML: `&`, `<`, `>` and quotes as entities.
    static func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
        return output
    }

    /// JSON that can stand inside a `<script>` element: every `<` (which only strings hold)
    /// written as `\u003c`, so no `</script>` or `<!--` can end or change the element.
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
