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
    /// How often recorded runs took each move (`render --coverage`), painted on the diagrams.
    var coverage: Coverage?

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
        var drawings = ""
        for view in views {
            drawings += "<template id=\"svg-\(view.id)\">\(view.svg ?? "")</template>\n"
        }
        return Self.fill(PageAssets.html, with: [
            "theme": theme.rawValue,
            "csp": Self.contentSecurityPolicy(live: live),
            "title": Self.escape(graph.machine),
            "style": PageAssets.style,
            "views": drawings,
            "data": Self.scriptSafe(Self.encode(pageData(views: views))),
            "script": PageAssets.logic + PageAssets.script,
        ])
    }

    /// The template with each `{{name}}` replaced by its value; what the values hold is never
    /// read as a placeholder.
    /// - Complexity: O(template + values).
    static func fill(_ template: String, with values: [String: String]) -> String {
        var output = ""
        var rest = template[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            let name = String(rest[open.upperBound..<close.lowerBound])
            output += rest[..<open.lowerBound]
            if let value = values[name] {
                output += value
            } else {
                assertionFailure("the page's template names \(name), which the page does not fill")
                output += rest[open.lowerBound..<close.upperBound]
            }
            rest = rest[close.upperBound...]
        }
        output += rest
        return output
    }

    /// What the page may load: nothing but itself; a served page may also connect to its server.
    static func contentSecurityPolicy(live: Bool) -> String {
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
            + "connect-src \(live ? "'self'" : "'none'"); base-uri 'none'; form-action 'none'"
    }

    /// The views: every concrete state when there are few enough (or when asked for), one node
    /// per kind when that differs (not for a parallel chart), and a spec file's statechart as
    /// declared.
    func makeViews() throws(BadInput) -> [View] {
        let graph = explored.graph
        let findings = explored.report.findings
        let preferred = grouping ?? (graph.stateCount > LayoutPolicy.concreteLimit ? .cases : .none)
        var views: [View] = []
        if preferred == .none || graph.stateCount <= LayoutPolicy.concreteLimit {
            let diagram = Diagram(graph: graph, findings: findings, grouping: .none, coverage: coverage)
            views.append(View(id: "states", title: "States", diagram: diagram, svg: nil))
        }
        // A parallel chart's configuration is in one kind per region: grouped by a single kind,
        // the other regions' kinds would hold no state. Its chart shows every region instead.
        let parallel = graph.chart != nil && (graph.stateCovers?.contains { $0.count > 1 } ?? false)
        if !parallel {
            let grouped = Diagram(graph: graph, findings: findings, grouping: .cases, coverage: coverage)
            let groupsSomething = grouped.nodes.contains { $0.members > 1 } || grouped.nodes.count != graph.stateCount
            if views.isEmpty || groupsSomething {
                views.append(View(id: "kinds", title: "By kind", diagram: grouped, svg: nil))
            }
            if preferred == .cases, views.count == 2 { views.swapAt(0, 1) }
        }
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
    func pageData(views: [View]) -> PageData {
        let graph = explored.graph
        let report = explored.report
        let names = graph.stateNames
        var test: PageData.TestPieces?
        if let testSource {
            let template = SwiftTestsFile.onePathTemplate(machine: graph.machine, source: testSource, command: command)
            test = PageData.TestPieces(
                template: template.json,
                stateLiterals: names.map(SwiftTestsFile.literal),
                actionLiterals: graph.actionNames.map(SwiftTestsFile.literal))
        }
        let findings = report.findings.map { finding in
            PageData.FindingTarget(
                target: finding.trace.map { $0.steps[$0.steps.count - 1].stateIndex },
                states: finding.stateIndices,
                fails: finding.check.failsCheck,
                instances: finding.instances.map { instance in
                    PageData.FindingTarget.Instance(
                        target: instance.trace.map { $0.steps[$0.steps.count - 1].stateIndex },
                        states: instance.stateIndices)
                })
        }
        let statistics = report.statistics
        // With coverage, the graph carries it as `render --format json --coverage` writes it.
        var graphJSON = graph.json(findings: report.findings, complete: report.isComplete)
        if let coverage, case .object(let pairs) = graphJSON { graphJSON = .object(pairs + [("coverage", coverage.json(graph: graph))]) }
        return PageData(
            graph: graphJSON,
            live: live,
            statistics: PageData.Statistics(
                states: statistics.states, transitions: statistics.transitions,
                depth: statistics.depth, outsideConstraint: statistics.outsideConstraint),
            constraint: report.constraint,
            stateKinds: graph.stateKinds,
            // A parallel configuration is in one kind per region: every one is shown.
            stateCovers: graph.stateCovers,
            kindLabels: graph.kindLabels,
            data: names.indices.map { explored.data(of: $0) },
            findingTargets: findings,
            test: test,
            defaultView: views.first?.id ?? "",
            open: opening,
            views: views.map(viewData))
    }

    private func viewData(_ view: View) -> PageData.ViewData {
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
        typealias V = PageData.ViewData
        return V(
            id: view.id,
            title: view.title,
            grouping: diagram.grouping.rawValue,
            drawn: view.svg != nil,
            nodes: diagram.nodes.map { node in
                V.Node(name: node.name, kind: kindIndex[node.name], members: node.members, cluster: node.cluster,
                       marks: node.marks.map(\.rawValue))
            },
            clusters: diagram.clusters.map { cluster in
                V.Cluster(kind: kindIndex[cluster.name], label: cluster.label, parent: cluster.parent)
            },
            arrows: diagram.arrows.map { arrow in
                V.Arrow(from: arrow.from, to: arrow.to,
                        actions: arrow.actions.isEmpty ? [arrow.action] : arrow.actions.map(\.action),
                        continuation: arrow.isContinuation)
            },
            nodeOfState: nodeOfState,
            nodesOfState: nodesOfState)
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
