import ArgumentParser
import Foundation
import MachineKit
import MachineRender

struct Render: ParsableCommand {
    static let concreteLimit = LayoutPolicy.concreteLimit
    static let drawLimit = LayoutPolicy.drawLimit

    static let configuration = CommandConfiguration(
        abstract: "Render a machine's diagram: dot, svg, png, pdf, mermaid, plantuml, json, or html (the web explorer).",
        discussion: """
            The initial state has an entry arrow, final states a double border; dead ends, \
            unreachable states (drawn although nothing reaches them), traps and the states an \
            invariant fails in are highlighted, with a legend. Outcomes of one action are marked \
            [1/2], [2/2]; states emitted on the way are joined by dashed edges.

            --group cases draws one node per kind (enum case) with the number of concrete states \
            it stands for. --group chart draws a spec file's statechart as it is declared: compound \
            and parallel states as boxes (regions dashed), each transition once from the state \
            that declares it, entry markers and history states (H, H*), with unreachable states \
            and the states of findings marked. Without --group, a statechart with parallel states \
            or more than \(concreteLimit) configurations is drawn as its chart (laid out with dot up \
            to \(LayoutPolicy.chartDotLimit) states and boxes), any other machine of more than \
            \(concreteLimit) concrete states grouped by case; with --group none it is laid out with \
            sfdp (edge labels placed after layout, and left out above 1000 states) so that no render \
            takes more than a few seconds; above \(drawLimit) nodes it is not drawn.

            svg, png and pdf need Graphviz's library; dot (the package's own encoder), mermaid, \
            plantuml and json do not. --output writes a new file; an existing file is replaced only \
            with --force (or a yes when asked on a terminal), and never the spec file being read, a \
            symbolic link, a directory, a FIFO or a device. The file is written whole or not at all, \
            and a replaced file keeps its permissions.

            html writes the web explorer as one self-contained file (diagrams, graph, findings \
            and traces inside; it loads nothing when opened): walk the moves, replay findings, \
            search, and copy a path as a Swift test. Upload it from CI as an artifact.

            Without --format, the format is the one --output's ending names (.svg, .png, .pdf, \
            .dot or .gv, .mmd, .puml, .json, .html); without --output, text goes to standard output.

            Examples:
              vsm-inspect render BlogEntry --output BlogEntry.svg
              vsm-inspect render BlogEntry --format svg --output BlogEntry.svg
              vsm-inspect render RatesStore --format png --output rates.png --group cases
              vsm-inspect render Fixtures/specs/blog-entry.yaml --format mermaid --output -
              vsm-inspect render BlogEntry --format svg --output trace.svg --trace loaded
              vsm-inspect render BlogEntry --format html --output BlogEntry.html
              vsm-inspect render ProductsFlow --coverage .build/records/ --output ProductsFlow.svg

            --coverage paints what records of the feature's runs took (MachineKit's StepRecorder; \
            see 'conform'): each arrow as wide as how often runs took it, labelled '(taken N)', and \
            the arrows no run took dashed and labelled '(never taken)'. The statechart view \
            (--group chart) draws declared transitions and shows no coverage.
            """
    )

    enum Format: String, ReportFormat {
        case dot, svg, png, pdf, mermaid, plantuml, json, html
        /// The formats `--output`'s ending tells.
        static let endings: [String: Format] = [
            "dot": .dot, "gv": .dot, "svg": .svg, "png": .png, "pdf": .pdf, "mmd": .mermaid, "mermaid": .mermaid,
            "puml": .plantuml, "plantuml": .plantuml, "json": .json, "html": .html, "htm": .html,
        ]
        static let standard: Format? = nil
        static let command = "render"
        static let formatHelp =
            "Output format: dot, svg, png, pdf, mermaid, plantuml, json or html (told by --output's ending when left out)."
        static let outputHelp = "The file to write, or - for standard output (text formats; the default)."
        static let forceHelp = "Replace the output file if it exists (never the spec file being read)."
    }
    /// `--engine`: a Graphviz engine, or `auto` for the layout policy's choice by size.
    enum EngineChoice: ExpressibleByArgument, Equatable {
        case auto
        case engine(LayoutEngine)

        init?(argument: String) {
            if argument == "auto" {
                self = .auto
            } else if let engine = LayoutEngine(argument: argument) {
                self = .engine(engine)
            } else {
                return nil
            }
        }

        static var allValueStrings: [String] { ["auto"] + LayoutEngine.allValueStrings }
        var defaultValueDescription: String { requested?.rawValue ?? "auto" }

        /// The engine asked for; `nil` for the policy's choice.
        var requested: LayoutEngine? {
            if case .engine(let engine) = self { return engine }
            return nil
        }
    }

    @Argument(help: "A registered machine name, a spec file path, or - for a spec on standard input.")
    var machine: String

    @OptionGroup var reportOptions: ReportOutput<Format>
    var format: Format { reportOptions.format }
    var output: String { reportOptions.output ?? "-" }

    @Option(help: "cases: one node per kind; none: one node per concrete state; chart: a statechart as declared.")
    var group: Diagram.Grouping?

    @Option(
        help: """
            Draw a statechart's chart to this depth (1: the root's children): compound and parallel \
            states there are drawn folded, one node each (without it, the deepest that keeps the \
            drawing to \(LayoutPolicy.chartDotLimit) states).
            """)
    var depth: Int?

    @Option(help: "Layout direction: LR, TB, RL or BT (without it, the one that gives the drawing a screen's shape).")
    var rankdir: Diagram.Direction?

    @Option(help: "Colours: light or dark (without it, an html page follows the system's colour scheme).")
    var theme: Theme?

    @Option(help: "Highlight the shortest trace to this state (or kind); an html page opens there.")
    var trace: String?

    @Option(help: "Graphviz layout engine: auto, dot, sfdp or neato.")
    var engine: EngineChoice = .auto

    @Option(
        parsing: .upToNextOption,
        help: "Records of the feature's runs (files, directories, globs): paint the moves they took and mark the ones none took.")
    var coverage: [String] = []

    @OptionGroup var bounds: BoundOptions

    @OptionGroup var specSize: SpecSizeOptions

    @Option(
        name: .long, parsing: .unconditional, help: "Write no diagram or page larger than this many bytes (default 268435456, 256 MiB).")
    var maxOutputBytes: Int = OutputBounds.standardReportBytes

    /// The arguments' own rules, checked when the command runs (not in `validate()`, which
    /// the parser calls before it reports an unknown option, so that a mistyped option would
    /// be reported as a missing one).
    func checkArguments() throws {
        if let depth, depth < 1 {
            throw ValidationError("--depth must be 1 or more (1 draws the root's children), got \(depth)")
        }
        if depth != nil, format == .json {
            throw ValidationError("--depth draws a chart; --format json writes the explored graph, which has no depth")
        }
        if depth != nil, format == .html {
            throw ValidationError(
                "--depth draws one drawing; the page draws the chart at every depth that fits and opens each (Chart to): leave --depth out with --format html"
            )
        }
        if depth != nil, let group, group != .chart {
            throw ValidationError(
                "--depth draws a statechart's chart: use it with --group chart or without --group, not --group \(group.rawValue)")
        }
        if maxOutputBytes < 1 {
            throw ValidationError("--max-output-bytes must be a positive number, got \(maxOutputBytes)")
        }
        try reportOptions.check()
        try specSize.check()
    }

    func run() throws {
        try checkArguments()
        // A page holds at most ExplorerPage.stateLimit states: exploring past one more is for
        // nothing (the page refuses what it cannot hold).
        var bounds = self.bounds.bounds
        if format == .html, (bounds.maxStates ?? Int.max) > ExplorerPage.stateLimit { bounds.maxStates = ExplorerPage.stateLimit + 1 }
        let explored = try MachineResolver.$limits.withValue(specSize.limits) {
            try MachineResolver.resolve(machine)
        }.exploreReporting(bounds)
        let report = explored.report
        let graph = explored.graph
        let grouping: Diagram.Grouping
        var note: String?
        if let group {
            grouping = group
        } else if depth != nil {
            grouping = .chart
        } else {
            grouping = LayoutPolicy.defaultGrouping(for: graph)
            if graph.stateCount > Self.concreteLimit {
                let drawing = grouping == .chart ? "drawing the statechart as declared" : "drawing one node per case"
                note =
                    "\(report.machine): \(graph.stateCount) states is more than \(Self.concreteLimit); "
                    + "\(drawing) (--group none draws every state)"
            }
        }
        var highlight: Trace?
        if let trace {
            guard let target = graph.state(named: trace) else {
                throw BadInput("--trace: no reachable state '\(trace)' in machine '\(report.machine)'" + StateLookup.hint(trace, in: graph))
            }
            highlight = graph.trace(to: target)
        }
        let taken = try coverage.isEmpty ? nil : Self.coverage(of: explored, records: coverage)
        let data: Data
        if format == .html {
            // The page draws its own views: the note says which.
            let page = try explorerPageDrawing(explored, coverage: taken?.coverage)
            data = Data(page.html.utf8)
            note = Self.pageNote(
                machine: report.machine, states: graph.stateCount, drawn: page.drawn, asked: group, chartDepth: page.chartDepth)
        } else if grouping == .chart, graph.chart != nil, format != .json {
            // Drawn to the depth asked for; else whole when `dot` lays it out whole, to the deepest
            // level that fits when not, and whole (laid out by sfdp) when no level fits. Each
            // drawing is made once.
            let levels = Diagram.chartLevels(of: graph)
            let drawing =
                depth.map {
                    (depth: Optional($0), diagram: Diagram.chart(graph: graph, findings: report.findings, trace: highlight, depth: $0))
                }
                ?? LayoutPolicy.chartDrawings(graph: graph, findings: report.findings, trace: highlight).last
            if let folded = drawing?.depth, folded < levels.count {
                let shown =
                    "the statechart to depth \(folded) of \(levels.count) (\(levels[folded - 1]) states drawn, the states below folded)"
                note =
                    note.map { $0.replacingOccurrences(of: "the statechart as declared", with: shown) }
                    ?? (depth == nil ? "\(report.machine): drawing \(shown)" : nil)
            }
            let diagram = drawing?.diagram ?? Diagram(graph: graph, findings: report.findings, grouping: .chart, trace: highlight)
            data = try encode(diagram, explored: explored, coverage: taken?.coverage)
        } else {
            let diagram = Diagram(graph: graph, findings: report.findings, grouping: grouping, trace: highlight, coverage: taken?.coverage)
            data = try encode(diagram, explored: explored, coverage: taken?.coverage)
        }
        guard data.count <= maxOutputBytes else { throw tooLarge(report.machine) }
        try write(data)
        if let note { Terminal.note(note) }
    }

    /// What `render --format html` says of the page's views: for a machine past one node a
    /// state, or a view asked for that the page does not draw; `nil` otherwise.
    static func pageNote(
        machine: String, states: Int, drawn: [String], asked: Diagram.Grouping?, chartDepth: (depth: Int, of: Int)? = nil
    ) -> String? {
        let askedTitle: String? =
            switch asked {
            case .some(.chart): "Chart"
            case .some(.cases): "By kind"
            case .some(.none): "States"
            case nil: nil
            }
        let missing = askedTitle.map { !drawn.contains($0) } ?? false
        guard states > concreteLimit || missing else { return nil }
        let views =
            drawn.isEmpty
            ? "no diagram (the neighbourhood of the current state instead)"
            : (drawn.count == 1 ? "the view " : "the views ") + drawn.map { "'\($0)'" }.joined(separator: ", ")
        var note = "\(machine): \(states) states; the page draws \(views)"
        if let chartDepth {
            note += "; the chart to depth \(chartDepth.depth) of \(chartDepth.of) at its deepest, the states below it folded"
        }
        if missing, let askedTitle { note += "; '\(askedTitle)' is not among them" }
        return note
    }

    /// What the records took of the machine; a record that cannot be read, or records that
    /// hold no step of the machine, are bad input.
    static func coverage(of explored: ExploredMachine, records arguments: [String]) throws(BadInput) -> ConformanceReport {
        let (records, unreadable) = RecordInputs.read(try RecordInputs.expand(arguments))
        if let bad = unreadable.first { throw bad }
        var bad: [BadInput] = []
        let conformance = explored.conform(records, bad: &bad)
        if let first = bad.first { throw first }
        guard conformance.coverage.steps > 0 else {
            throw BadInput(
                "no record holds a step of machine '\(Terminal.visible(explored.report.machine))' "
                    + "(\(records.count) \(records.count == 1 ? "record" : "records") read)")
        }
        return conformance
    }

    func encode(_ diagram: Diagram, explored: ExploredMachine, coverage: Coverage? = nil) throws -> Data {
        switch format {
        case .mermaid: return Data(MermaidEncoder.encode(diagram, direction: direction(for: diagram)).utf8)
        case .plantuml: return Data(PlantUMLEncoder.encode(diagram, direction: direction(for: diagram)).utf8)
        case .json:
            var json = explored.graph.json(findings: explored.report.findings, complete: explored.report.isComplete)
            if let coverage, case .object(let pairs) = json {
                json = .object(pairs + [("coverage", coverage.json(graph: explored.graph))])
            }
            guard let text = json.pretty(limit: maxOutputBytes - 1) else { throw tooLarge(explored.report.machine) }
            return Data((text + "\n").utf8)
        case .html:
            return try Data(explorerPage(explored, coverage: coverage).utf8)
        case .dot:
            return Data(DOTEncoder.encode(diagram, options: layoutOptions(for: diagram).options).utf8)
        case .svg, .png, .pdf:
            guard diagram.nodes.count <= Self.drawLimit else {
                throw BadInput(
                    "\(diagram.title): \(diagram.nodes.count) nodes are too many to draw (limit \(Self.drawLimit)); "
                        + "use --group cases")
            }
            let layout = layoutOptions(for: diagram)
            let graph = DOTEncoder.graph(diagram, options: layout.options)
            do {
                return try GraphvizRenderer.shared.render(
                    graph, format: ImageFormat(rawValue: format.rawValue)!,
                    engine: layout.engine)
            } catch {
                throw BadInput(error.description)
            }
        }
    }

    /// The error for a diagram of `machine` over the byte budget.
    func tooLarge(_ machine: String) -> BadInput {
        BadInput(
            "\(Terminal.visible(machine)): the \(format.rawValue) would be more than --max-output-bytes \(maxOutputBytes) "
                + "(the limit): use --group cases, or give a larger --max-output-bytes")
    }

    /// Engine and label placement chosen so that no layout takes more than a few seconds.
    func layoutOptions(for diagram: Diagram) -> (engine: LayoutEngine, options: DOTEncoder.Options) {
        let chosen = LayoutPolicy.engine(for: diagram, requested: engine.requested)
        return (
            chosen,
            LayoutPolicy.options(for: diagram, engine: chosen, direction: direction(for: diagram, engine: chosen), theme: theme ?? .light)
        )
    }

    /// `--rankdir`, else the direction that suits the diagram's shape as `dot` would draw it
    /// (``LayoutPolicy/direction(for:engine:)``); Mermaid and PlantUML rank as `dot` does.
    func direction(for diagram: Diagram, engine: LayoutEngine? = nil) -> Diagram.Direction {
        rankdir
            ?? LayoutPolicy.direction(for: diagram, engine: engine ?? LayoutPolicy.engine(for: diagram, requested: self.engine.requested))
    }

    /// Writes the diagram to `--output`: standard output for `-`, else a new file, or an
    /// existing regular file with `--force` or a yes at the prompt (see ``OutputFile``).
    func write(_ data: Data) throws {
        if output == "-", [.png, .pdf].contains(format) {
            throw BadInput("--output -: \(format.rawValue) is binary; give a file name")
        }
        try reportOptions.file.target(inputs: [machine], records: coverage).write(data)
    }
}

extension Theme: ExpressibleByArgument {}
extension Diagram.Grouping: ExpressibleByArgument {}
extension Diagram.Direction: ExpressibleByArgument {}
extension LayoutEngine: ExpressibleByArgument {}
