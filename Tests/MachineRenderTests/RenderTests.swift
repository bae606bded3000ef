import Foundation
import FoundationXML
import MachineKit
import MachineRender
import SeedFeatures
import TestSupport
import Testing

/// Compares text with a golden file of this target; `UPDATE_GOLDEN=1` rewrites the file instead.
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try expectGolden(text, name, in: "Tests/MachineRenderTests/Golden", sourceLocation: sourceLocation)
}

func brokenSpec() throws -> Exploration<Statechart.Configuration, String> {
    try SpecMachine.load(path: repositoryRoot + "/Fixtures/specs/broken/blog-entry-broken.yaml").explore()
}

/// Names with every character that could break a format.
let awkwardNames = [
    #"say "hi""#, "<b>bold</b>", "a & b", "&lt;entity&gt;", "{record|field}", #"back\slash"#, #"ends with \"#,
    #"\N \G \l \n"#, "ünïcödé ✓ 日本語", "line one\nline two", String(repeating: "very long name ", count: 20) + "end",
]

func awkwardMachine() -> Machine<String, String> {
    Machine("Awkward <&> \"names\"", initial: awkwardNames[0]) { state in
        guard let index = awkwardNames.firstIndex(of: state), index + 1 < awkwardNames.count else { return [] }
        return [.on("go → " + awkwardNames[index + 1], to: awkwardNames[index + 1])]
    }
    .final(where: { $0 == awkwardNames.last })
}

@Suite struct TextExportTests {
    @Test func dotIsGoldenAndTheSameEveryRun() throws {
        let report = try brokenSpec()
        let dot = DOTEncoder.encode(report.diagram())
        try expectGolden(dot, "broken.dot")
        #expect(DOTEncoder.encode(try brokenSpec().diagram()) == dot)
        try expectGolden(
            DOTEncoder.encode(RatesStoreFeature.remodel().explore().diagram(grouping: .cases)),
            "rates-cases.dot")
    }

    @Test func mermaidPlantUMLAndJSONAreGolden() throws {
        let report = try brokenSpec()
        let diagram = report.diagram()
        try expectGolden(MermaidEncoder.encode(diagram), "broken.mmd")
        try expectGolden(PlantUMLEncoder.encode(diagram), "broken.puml")
        try expectGolden(report.graph.json(findings: report.report.findings, complete: report.isComplete).pretty + "\n", "broken.json")
        try expectGolden(MermaidEncoder.encode(BlogEntryFeature.machine().explore().diagram()), "blog-entry.mmd")
    }

    @Test func traceIsHighlightedWithALegend() throws {
        let report = try brokenSpec()
        let trace = report.report.findings.first { $0.check == .trap }!.trace!
        let diagram = report.diagram(trace: trace)
        #expect(diagram.nodes.filter(\.onTrace).map(\.name) == ["initialized", "loading", "loaded", "sharing"])
        #expect(diagram.arrows.filter(\.onTrace).map(\.label) == ["load", "finish [1/3]", "share"])
        let dot = DOTEncoder.encode(diagram)
        #expect(dot.contains("\"legend_trace\" [label=\"trace\""))
    }

    @Test func unreachableStatesAreDrawnAndGroupedNodesCountTheirStates() throws {
        let report = try brokenSpec()
        let concrete = report.diagram()
        #expect(concrete.nodes.last?.name == "orphan")
        #expect(concrete.nodes.last?.marks == [.unreachable])
        let grouped = RatesStoreFeature.remodel().explore().diagram(grouping: .cases)
        #expect(grouped.nodes.map(\.name) == ["idle", "loading", "showingRates", "showingError"])
        #expect(grouped.nodes.map(\.members) == [5, 15, 5, 5])
    }

    @Test func textFormatsKeepAwkwardNamesInert() throws {
        let diagram = awkwardMachine().explore().diagram()
        let mermaid = MermaidEncoder.encode(diagram)
        for line in mermaid.split(separator: "\n").dropFirst(5) {
            #expect(!line.contains("\"") || line.hasPrefix("  state \""), "\(line)")
            #expect(!line.contains("<b>"))
        }
        let plantuml = PlantUMLEncoder.encode(diagram)
        #expect(!plantuml.contains("<b>"))
        #expect(plantuml.contains("<U+0022>hi<U+0022>"))
        let dot = DOTEncoder.encode(diagram)
        #expect(dot.contains("ends with \\\\\""))
        #expect(dot.hasPrefix("digraph \"Awkward ___ _names_\" {"))
    }
}

@Suite(.serialized) struct GraphvizRenderTests {
    @Test func svgIsXMLAndShowsEveryNameExactly() throws {
        let diagram = awkwardMachine().explore().diagram()
        try expectNamesExactly(try GraphvizRenderer.shared.render(DOTEncoder.graph(diagram), format: .svg))
    }

    /// The package's DOT text, laid out by Graphviz's own `dot` program, shows the same names.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot"), "Graphviz's dot program is not installed"))
    func dotTextRoundTripsThroughGraphviz() throws {
        let text = DOTEncoder.encode(awkwardMachine().explore().diagram())
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        try expectNamesExactly(svg)
    }

    func expectNamesExactly(_ svg: Data) throws {
        let document = try XMLDocument(data: svg)
        let allowed: Set<String> = ["svg", "g", "title", "text", "polygon", "polyline", "path", "ellipse", "a"]
        let elements = try document.nodes(forXPath: "//*").compactMap { ($0 as? XMLElement)?.localName }
        #expect(Set(elements).isSubset(of: allowed), "unexpected elements: \(Set(elements).subtracting(allowed))")
        for (index, name) in awkwardNames.enumerated() {
            let node = try document.nodes(forXPath: "//*[local-name()='g'][@class='node'][*[local-name()='title']='n\(index)']")
            #expect(node.count == 1, "node n\(index)")
            let lines = try node.first?.nodes(forXPath: ".//*[local-name()='text']").compactMap(\.stringValue) ?? []
            #expect(lines.joined(separator: "\n") == name, "node n\(index)")
        }
        let edgeTexts = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']//*[local-name()='text']")
            .compactMap(\.stringValue).joined(separator: "\n")
        #expect(edgeTexts.contains("go → <b>bold</b>"))
        #expect(edgeTexts.contains("go → &lt;entity&gt;"))
    }

    @Test func pngAndPdfHaveTheirSignatures() throws {
        let graph = DOTEncoder.graph(try brokenSpec().diagram())
        let png = try GraphvizRenderer.shared.render(graph, format: .png)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width > 400 && height > 150, "\(width)×\(height)")
        #expect(png.count > 10_000)
        let pdf = try GraphvizRenderer.shared.render(graph, format: .pdf)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(String(decoding: pdf.suffix(16), as: UTF8.self).contains("%%EOF"))
        let dot = try GraphvizRenderer.shared.render(graph, format: .dot)
        #expect(String(decoding: dot, as: UTF8.self).contains("pos=\""))
    }

    @Test func sameDiagramSameSVGBytes() throws {
        let graph = DOTEncoder.graph(ShopNavigationFeature.remodel().explore().diagram())
        let first = try GraphvizRenderer.shared.render(graph, format: .svg)
        let second = try GraphvizRenderer.shared.render(graph, format: .svg)
        #expect(first == second)
    }

    @Test func concurrentRendersGoThroughOneOwner() async throws {
        let graph = DOTEncoder.graph(BlogEntryFeature.machine().explore().diagram())
        let expected = try GraphvizRenderer.shared.render(graph, format: .svg)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<16 { group.addTask { try GraphvizRenderer.shared.render(graph, format: .svg) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func unknownEngineIsAnErrorNotACrash() {
        let graph = DOTEncoder.graph(BlogEntryFeature.machine().explore().diagram())
        #expect(throws: RenderError.self) { try GraphvizRenderer.shared.render(graph, format: .svg, engineNamed: "no-such-engine") }
        #expect(GraphvizRenderer.shared.version.hasPrefix("2.") || GraphvizRenderer.shared.version.hasPrefix("1"))
    }
}

/// A screen whose state nests an enum: signing in has steps of its own.
enum AppState: Hashable {
    enum Auth: Hashable { case signingIn, verifying(code: Int) }
    case auth(Auth)
    case home
}

@Suite struct NestedEnumTests {
    let machine = Machine<AppState, String>("App", initial: .auth(.signingIn)) { state in
        switch state {
        case .auth(.signingIn): [.on("submit", to: .auth(.verifying(code: 1)))]
        case .auth(.verifying): [.on("confirm", oneOf: .home, .auth(.signingIn))]
        case .home: [.on("signOut", to: .auth(.signingIn))]
        }
    }

    @Test func nestedCasesAreKindsInAClusterOfTheirParent() {
        let exploration = machine.explore()
        #expect(exploration.graph.kindNames == ["auth", "auth.signingIn", "auth.verifying", "home"])
        #expect(exploration.graph.kindParents == [nil, 0, 0, nil])
        let diagram = exploration.diagram(grouping: .cases)
        #expect(diagram.nodes.map(\.cluster) == [0, 0, nil])
        #expect(diagram.clusters == [Diagram.Cluster(name: "auth", label: "auth", parent: nil)])
        let dot = DOTEncoder.encode(diagram)
        #expect(dot.contains("subgraph \"cluster_0\" {\n    label=\"auth\";"))
        #expect(dot.contains("\"n0\" [label=\"signingIn\\n1 state\""))
    }

    @Test func clustersRenderThroughGraphviz() throws {
        let svg = try GraphvizRenderer.shared.render(
            DOTEncoder.graph(machine.explore().diagram(grouping: .cases)), format: .svg)
        let document = try XMLDocument(data: svg)
        let clusters = try document.nodes(forXPath: "//*[local-name()='g'][@class='cluster']/*[local-name()='text']")
        #expect(clusters.compactMap(\.stringValue) == ["auth"])
    }
}
