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
        /// The SVG, or `nil` when the diagram has too many nodes to read.
        var svg: String?
        /// The Graphviz engine that laid it out.
        var engine: LayoutEngine?
        /// For a chart drawn to a depth (compound states there folded): the depth; `nil` when
        /// every level is drawn.
        var depth: Int?

        /// Whether the drawing can be read whole: laid out by `dot` (in ranks, its arrows apart),
        /// and no bigger than about four screens at full size.
        var readable: Bool {
            guard let svg, engine == .dot, let size = ExplorerPage.drawingSize(svg) else { return false }
            return size.width * size.height <= ExplorerPage.readableArea
        }
    }

    /// The most a drawing that can be read whole covers, in square points: about four screens.
    static let readableArea = 6_000_000.0

    /// The size of an SVG drawing, in points, from its `width` and `height`.
    static func drawingSize(_ svg: String) -> (width: Double, height: Double)? {
        guard let end = svg.firstIndex(of: ">") else { return nil }
        let head = svg[..<end]
        func value(_ name: String) -> Double? {
            guard let start = head.range(of: " \(name)=\"") else { return nil }
            return Double(head[start.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
        guard let width = value("width"), let height = value("height") else { return nil }
        return (width, height)
    }

    /// The explored machine.
    var explored: ExploredMachine
    /// How the page's tests make the machine; `nil` when the registration does not say.
    var testSource: AnyMachine.TestSource?
    /// The command the copied test's header names.
    var command: String
    /// The view the page opens with: the renderer's choice unless given.
    var grouping: Diagram.Grouping?
    /// The way arrows run; `nil` for the one that suits each view's shape
    /// (``LayoutPolicy/direction(for:engine:)``).
    var direction: Diagram.Direction?
    var theme = Theme.light
    /// Whether the theme was asked for (`--theme`); else the page's colours follow the system's
    /// scheme (its diagrams keep the light palette).
    var themeChosen = false
    /// Served by `explore --web`: the page listens for reloads from its server.
    var live = false
    /// The state the page opens at (by its shortest path) when its link names none.
    var opening: Int?
    /// How often recorded runs took each move (`render --coverage`), painted on the diagrams.
    var coverage: Coverage?

    /// Above this many states a page is not made: the largest that opens in the browser in under
    /// two seconds. Measured in headless Chromium on a 2-core machine (Benchmarks/README.md): a
    /// parallel chart of 400,000 configurations (71 MB, 177 bytes a state) opened in 1.9 s, and of
    /// 500,000 in 2.4 s; a flat machine of 500,000 states (41 MB) in 1.1 s.
    static let stateLimit = 400_000

    /// Above this many bytes a page is not written, whatever its number of states: the most that
    /// opens in under two seconds (71 MB opened in 1.9 s; Harel's watch, 84 MB at 219 bytes a
    /// state, in 3.8 s).
    static let standardByteLimit = 72_000_000
    /// The most bytes this page may be (``standardByteLimit``).
    var byteLimit = ExplorerPage.standardByteLimit

    /// The page's HTML.
    /// - Complexity: O(states + moves), plus one Graphviz layout per view.
    func html() throws(BadInput) -> String {
        try page().html
    }

    /// The page's HTML, the titles of the views it draws (in the order it offers them), and
    /// for a chart drawn folded, the depth it opens on and how many levels the chart has.
    func page() throws(BadInput) -> (html: String, drawn: [String], chartDepth: (depth: Int, of: Int)?) {
        let graph = explored.graph
        guard graph.stateCount <= Self.stateLimit else {
            // An exploration a bound stopped (render stops at the limit plus one) has more still.
            let count =
                explored.report.isComplete
                ? "\(graph.stateCount) states are too many for the page (limit \(Self.stateLimit))"
                : "more than \(Self.stateLimit) states are too many for the page (the limit)"
            throw BadInput("\(graph.machine): \(count); bound exploration with --max-states or the machine's constraint")
        }
        let views = try makeViews()
        var drawings = ""
        for view in views where view.svg != nil {
            drawings += "<template id=\"svg-\(view.id)\">\(view.svg ?? "")</template>\n"
        }
        let html = Self.fill(
            PageAssets.html,
            with: [
                "theme": themeChosen ? theme.rawValue : "auto",
                "csp": Self.contentSecurityPolicy(live: live),
                "title": Self.escape(graph.machine),
                "style": PageAssets.style,
                "views": drawings,
                "data": Self.scriptSafe(Self.encode(pageData(views: views))),
                "script": PageAssets.logic + PageAssets.script,
            ])
        // A chart drawn at several depths is one view, which the page opens level by level.
        let folded = views.first { $0.id == "chart" && $0.svg != nil }?.depth.map { (depth: $0, of: Diagram.chartLevels(of: graph).count) }
        guard html.utf8.count <= byteLimit else {
            // One decimal, rounded up: never the limit's own figure for a page over it.
            let tenths = (html.utf8.count + 99_999) / 100_000
            let megabytes = "\(tenths / 10).\(tenths % 10)"
            throw BadInput(
                "\(graph.machine): the page would be \(megabytes) MB, more than a browser opens in under two seconds "
                    + "(\(byteLimit / 1_000_000) MB, the limit); bound exploration with --max-states or the machine's constraint")
        }
        return (html, views.filter { $0.svg != nil && !$0.id.hasPrefix("chart-") }.map(\.title), folded)
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

    /// What the server sends with the page: its own policy, and no page of another site may
    /// frame it (`frame-ancestors` counts only in a header, never in the page's `<meta>`).
    static let servedContentSecurityPolicy = contentSecurityPolicy(live: true) + "; frame-ancestors 'none'"

    /// The views: every concrete state when there are few enough (or when asked for), one node
    /// per kind when that differs (not for a parallel chart), and a spec file's statechart as
    /// declared.
    func makeViews() throws(BadInput) -> [View] {
        let graph = explored.graph
        let findings = explored.report.findings
        let preferred = grouping ?? (graph.stateCount > LayoutPolicy.concreteLimit ? .cases : .none)
        // No drawing of more nodes than `dot` lays out is embedded (see `svg(of:prefix:)`): a
        // view with more states or kinds than that is not even built (a chart: see `LayoutPolicy.chartDrawings`).
        let drawable = { (nodes: Int) in nodes <= LayoutPolicy.chartDotLimit }
        var views: [View] = []
        if (preferred == .none || graph.stateCount <= LayoutPolicy.concreteLimit) && drawable(graph.stateCount) {
            let diagram = Diagram(graph: graph, findings: findings, grouping: .none, coverage: coverage)
            views.append(View(id: "states", title: "States", diagram: diagram, svg: nil))
        }
        // A parallel chart's configuration is in one kind per region: grouped by a single kind,
        // the other regions' kinds would hold no state. Its chart shows every region instead.
        let parallel = graph.chart != nil && (graph.stateCovers?.contains { $0.count > 1 } ?? false)
        // Grouped, each kind that is no other's parent is a node; in the chart, each state
        // without children.
        let parents = Set(graph.kindParents.compactMap { $0 })
        if !parallel, drawable(graph.kindNames.indices.count { !parents.contains($0) }) {
            let grouped = Diagram(graph: graph, findings: findings, grouping: .cases, coverage: coverage)
            let groupsSomething = grouped.nodes.contains { $0.members > 1 } || grouped.nodes.count != graph.stateCount
            if groupsSomething || (views.isEmpty && graph.chart == nil) {
                views.append(View(id: "kinds", title: "By kind", diagram: grouped, svg: nil))
            }
            if preferred == .cases, views.count == 2 { views.swapAt(0, 1) }
        }
        // A spec file's statechart as declared, beside its configurations; first when asked for,
        // or where `render` draws the chart by default (parallel states, many configurations).
        // A chart of more states than `dot` lays out is drawn to the deepest level that fits,
        // compound states there folded; each shallower level is a view the page opens too.
        if graph.chart != nil {
            let drawings = LayoutPolicy.chartDrawings(graph: graph, findings: findings)
            let deepest = drawings.last?.depth
            let chartViews = drawings.reversed().map { drawing in
                var view = View(
                    id: drawing.depth == deepest ? "chart" : "chart-\(drawing.depth ?? 0)", title: "Chart", diagram: drawing.diagram,
                    svg: nil)
                view.depth = drawing.depth
                return view
            }
            if !chartViews.isEmpty {
                let first = (grouping ?? LayoutPolicy.defaultGrouping(for: graph)) == .chart
                views.insert(contentsOf: chartViews, at: first ? 0 : views.count)
            }
        }
        for index in views.indices {
            views[index].svg = try svg(of: views[index].diagram, prefix: "\(views[index].id)-")
            views[index].engine = LayoutPolicy.engine(for: views[index].diagram)
        }
        // Unless a view was asked for, one that can be read whole comes before one that cannot.
        if grouping == nil, let first = views.firstIndex(where: { $0.svg != nil }), !views[first].readable,
            let readable = views.firstIndex(where: \.readable)
        {
            views.insert(views.remove(at: readable), at: first)
        }
        return views
    }

    /// The diagram as SVG to place inline, with ids the script finds its parts by:
    /// `PREFIX n3` for node 3, `PREFIX a5` for arrow 5, `PREFIX c1` for cluster 1.
    func svg(of diagram: Diagram, prefix: String) throws(BadInput) -> String? {
        let engine = LayoutPolicy.engine(for: diagram)
        // Beyond `concreteLimit` nodes, what `sfdp` lays out is a tangle no one reads: the page
        // shows the neighbourhood of the current state instead (`render` still draws it).
        guard diagram.nodes.count <= LayoutPolicy.concreteLimit || engine == .dot else { return nil }
        // An arrow that stands for many actions is labelled with the first two and how many
        // more (the page names them all when it is focused or hovered): long labels overlap.
        var drawing = diagram
        for index in drawing.arrows.indices where drawing.arrows[index].actions.count > 3 {
            let actions = drawing.arrows[index].actions
            drawing.arrows[index].actions = Array(actions.prefix(2)) + [.init(action: "+\(actions.count - 2) more", count: 1)]
        }
        var graph = DOTEncoder.graph(
            drawing,
            options: LayoutPolicy.options(
                for: drawing, engine: engine, direction: direction ?? LayoutPolicy.direction(for: drawing, engine: engine), theme: theme))
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

    /// The data the script reads: the graph in columns, and what the page adds to it (each
    /// state's data and kinds, the findings' states, the views, the test's pieces).
    /// - Complexity: O(states + moves + the states' data).
    func pageData(views: [View]) -> PageData {
        let graph = explored.graph
        let report = explored.report
        let names = graph.stateNames
        let moves = graph.moves
        var test: PageData.TestPieces?
        if let testSource {
            let template = SwiftTestsFile.onePathTemplate(machine: graph.machine, source: testSource, command: command)
            // Most names are their own literal in quotes: only the others are written.
            let literals = names.indices.compactMap { state -> PageData.TestPieces.Literal? in
                let literal = SwiftTestsFile.literal(names[state])
                return literal == "\"" + names[state] + "\"" ? nil : PageData.TestPieces.Literal(state: state, literal: literal)
            }
            test = PageData.TestPieces(
                template: template.json, stateLiterals: literals,
                actionLiterals: graph.actionNames.map(SwiftTestsFile.literal))
        }
        let lastState = { (trace: Trace?) in trace.map { $0.steps[$0.steps.count - 1].stateIndex } }
        let whys = Self.whys(report: report, graph: graph)
        let findings = report.findings.map { finding in
            let state: String?
            switch finding.subject {
            case .state(let name): state = name
            case .kind(_, let states): state = states.first
            case .invariant(_, let name): state = name
            default: state = nil
            }
            return PageData.FindingData(
                check: finding.check.rawValue, message: finding.message, state: state,
                fails: finding.check.failsCheck, target: lastState(finding.trace),
                steps: finding.trace?.length ?? 0, states: finding.stateIndices,
                instances: finding.instances.prefix(PageData.FindingData.instanceLimit).map {
                    PageData.FindingData.Instance(message: $0.message, target: lastState($0.trace))
                },
                instanceCount: finding.instances.count,
                why: state.flatMap { name in whys[name] }.flatMap {
                    finding.check == .unreachable || finding.check == .unreached ? $0 : nil
                })
        }
        var unexplored: [PageData.Unexplored] = []
        for status in [StateGraph.Status.outsideConstraint, .atDepthBound, .notExpanded] {
            let states = graph.status.indices.filter { graph.status[$0] == status }
            if !states.isEmpty { unexplored.append(PageData.Unexplored(status: status.rawValue, states: states)) }
        }
        var moveCounts: [Int] = []
        moveCounts.reserveCapacity(names.count)
        for state in names.indices { moveCounts.append(moves.moveNumbers(from: state).count) }
        let moveStates = (0..<moves.count).map { move -> PageData.Numbers in
            moves.isSequence(move) ? .several(moves.states(move)) : .one(moves.first(move))
        }
        var wordNumbers: [WordKey: Int] = [:]
        var words: [String] = []
        let nameWords = names.map { name in
            PageData.Numbers(
                Self.words(of: name).map { word in
                    let key = WordKey(text: word)
                    if let number = wordNumbers[key] { return number }
                    wordNumbers[key] = words.count
                    words.append(String(word))
                    return words.count - 1
                })
        }
        let statistics = report.statistics
        // The first drawn view when it can be read whole; else the neighbourhood of the
        // current state.
        let firstView = views.first { $0.svg != nil }
        let opensOnView = firstView?.readable ?? false
        return PageData(
            machine: graph.machine,
            complete: report.isComplete,
            live: live,
            statistics: PageData.Statistics(
                states: statistics.states, transitions: statistics.transitions,
                depth: statistics.depth, outsideConstraint: statistics.outsideConstraint),
            constraint: report.constraint,
            names: nameWords,
            words: words,
            initial: graph.initial,
            reachedBy: graph.reachedBy,
            finals: graph.isFinal.indices.filter { graph.isFinal[$0] },
            unexplored: unexplored,
            kinds: graph.kindNames,
            kindParents: graph.kindParents,
            kindLabels: graph.kindLabels,
            stateKinds: graph.stateKinds,
            // A parallel configuration is in one kind per region: every one is shown.
            stateCovers: graph.stateCovers,
            actions: graph.actionNames,
            moveCounts: moveCounts,
            moveActions: (0..<moves.count).map(moves.action),
            moveStates: moveStates,
            data: stateData(),
            findings: findings,
            coverage: coverage.map { PageData.CoverageData(moveCounts: $0.moveCounts, summary: $0.summary) },
            test: test,
            defaultView: opensOnView ? firstView?.id ?? "around" : "around",
            // Beside a drawing of kinds or of the chart, where a state has no node of its own.
            beside: opensOnView && (graph.stateCount > LayoutPolicy.concreteLimit || firstView?.diagram.grouping != Diagram.Grouping.none),
            open: opening,
            views: views.filter { $0.svg != nil }.map(viewData))
    }

    /// A name's words: each runs up to the next word, the spaces after it included (a name's
    /// leading spaces are a word of their own), so that the words joined are the name, byte for
    /// byte. A space is an ASCII space, tab or line break (a byte no other character's UTF-8
    /// holds), so the name is read as bytes.
    /// - Complexity: O(length in UTF-8).
    static func words(of name: String) -> [Substring] {
        var words: [Substring] = []
        let bytes = name.utf8
        var start = bytes.startIndex
        var afterSpace = false
        for index in bytes.indices {
            let space = Self.isSpace(bytes[index])
            if afterSpace, !space {
                words.append(name[start..<index])
                start = index
            }
            afterSpace = space
        }
        if start < bytes.endIndex || words.isEmpty { words.append(name[start...]) }
        return words
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// A word as a dictionary key, told apart by its bytes: two spellings of `é` (one scalar, or
    /// `e` and a combining accent) are two words, so a name is rebuilt from its words exactly.
    struct WordKey: Hashable {
        let text: Substring

        static func == (lhs: WordKey, rhs: WordKey) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

        func hash(into hasher: inout Hasher) {
            let hashed = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
        }
    }

    /// The states' data as changes to the data of the state each was first reached from: a
    /// step changes a few fields, so most of a dump is the lines of the state before it.
    /// - Complexity: O(states × lines of a dump).
    private func stateData() -> PageData.StateData? {
        let graph = explored.graph
        var lineNumbers: [String: Int] = [:]
        var lines: [String] = []
        var linesOf: [[Int]?] = []
        var chain: [Int] = []
        var entries: [[Int]?] = []
        linesOf.reserveCapacity(graph.stateCount)
        for state in 0..<graph.stateCount {
            guard let text = explored.data(of: state) else {
                linesOf.append(nil)
                chain.append(0)
                entries.append(nil)
                continue
            }
            let numbers = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Int in
                let line = String(line)
                if let number = lineNumbers[line] { return number }
                lineNumbers[line] = lines.count
                lines.append(line)
                return lines.count - 1
            }
            let parent = graph.reachedBy[state] >= 0 ? graph.moves.from(graph.reachedBy[state]) : -1
            var entry = [-1, 0, 0] + numbers
            var depth = 0
            if parent >= 0, parent < linesOf.count, let before = linesOf[parent],
                chain[parent] < PageData.StateData.chainLimit
            {
                var start = 0
                while start < before.count, start < numbers.count, before[start] == numbers[start] { start += 1 }
                var end = 0
                while end < before.count - start, end < numbers.count - start,
                    before[before.count - 1 - end] == numbers[numbers.count - 1 - end]
                { end += 1 }
                entry = [parent, start, end] + numbers[start..<(numbers.count - end)]
                depth = chain[parent] + 1
            }
            linesOf.append(numbers)
            chain.append(depth)
            entries.append(entry)
        }
        return lines.isEmpty ? nil : PageData.StateData(lines: lines, states: entries)
    }

    private func viewData(_ view: View) -> PageData.ViewData {
        let graph = explored.graph
        let diagram = view.diagram
        let kindIndex = Dictionary(graph.kindNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // The node each kind is drawn as: grouped and in the chart, the node named after it (a
        // configuration is drawn in the nodes of its kinds, one per region); in the concrete
        // view node `s` is state `s` (the kinds no state has come after them).
        var nodeOfKind: [Int]?
        switch diagram.grouping {
        case .none:
            assert(graph.stateNames.indices.allSatisfy { diagram.nodes[$0].name == graph.stateNames[$0] })
        case .cases, .chart:
            let nodeNamed = Dictionary(
                diagram.nodes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            // A kind declared inside a folded state is shown as it: its nearest ancestor drawn.
            nodeOfKind = graph.kindNames.indices.map { kind in
                var current: Int? = kind
                while let here = current {
                    if let node = nodeNamed[graph.kindNames[here]] { return node }
                    current = diagram.grouping == .chart ? graph.kindParents[here] : nil
                }
                return -1
            }
        }
        typealias V = PageData.ViewData
        return V(
            id: view.id,
            title: view.title,
            grouping: diagram.grouping.rawValue,
            depth: view.depth,
            nodes: diagram.nodes.map { node in
                V.Node(
                    name: node.name, kind: kindIndex[node.name], members: node.members, cluster: node.cluster,
                    marks: node.marks.map(\.rawValue), folded: node.folded?.states)
            },
            clusters: diagram.clusters.map { cluster in
                V.Cluster(kind: kindIndex[cluster.name], label: cluster.label, parent: cluster.parent)
            },
            arrows: diagram.arrows.map { arrow in
                V.Arrow(
                    from: arrow.from, to: arrow.to,
                    actions: arrow.actions.isEmpty ? [arrow.action] : arrow.actions.map(\.action),
                    continuation: arrow.isContinuation)
            },
            nodeOfKind: nodeOfKind)
    }

    /// Text for HTML: `&`, `<`, `>` and quotes as entities.
    static func escape(_ text: String) -> String {
        Escaping.html(text)
    }

    /// JSON that can stand inside a `<script>` element: every `<` (which only strings hold)
    /// written as `\u003c`, so no `</script>` or `<!--` can end or change the element.
    /// - Complexity: O(length), over the text's UTF-8 bytes (a `<` is one byte, never part of
    ///   another character's).
    static func scriptSafe(_ json: String) -> String {
        let escape = Array("\\u003c".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count)
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { bytes += escape } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension ExplorerPage {
    /// Why each declared state the report finds not reached is not reached, by its name, as
    /// `paths --to X --why` says it (the same sentences).
    static func whys(report: CheckReport, graph: StateGraph) -> [String: PageData.FindingData.Why] {
        let answers = WhyNotReached.answers(report: report, graph: graph)
        var whys: [String: PageData.FindingData.Why] = [:]
        for answer in answers {
            let lines = answer.lines(in: graph)
            whys[answer.state] = PageData.FindingData.Why(
                summary: lines[0],
                ways: answer.ways.map { .init(title: answer.title(of: $0), message: answer.message(of: $0, in: graph)) },
                nearest: answer.nearest,
                nearestNote: answer.nearest == nil ? nil : lines.last)
        }
        return whys
    }
}

extension WhyNotReached {
    /// The answers for the declared states the report finds not reached (`unreachable`,
    /// `unreached`), or for the one of them named `only`: what `paths --why` and the page say.
    static func answers(report: CheckReport, graph: StateGraph, only: String? = nil) -> [WhyNotReached] {
        var names: [String] = []
        for finding in report.findings where finding.check == .unreachable || finding.check == .unreached {
            if case .state(let name) = finding.subject { names.append(name) }
        }
        let asked = only.map { name in names.contains(name) ? [name] : [] } ?? names
        let kinds = asked.compactMap { name in graph.kindNames.firstIndex(of: name) }
        guard !kinds.isEmpty else { return [] }
        return graph.whyNotReached(kinds: kinds, unreached: Set(names), complete: report.isComplete)
    }
}
