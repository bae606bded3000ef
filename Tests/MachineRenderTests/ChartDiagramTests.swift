import Foundation
import FoundationXML
import MachineKit
import MachineRender
import TestSupport
import Testing

private func chart(_ name: String) throws -> Diagram {
    try SpecMachine.load(path: repositoryRoot + "/Fixtures/specs/" + name).explore().diagram(grouping: .chart)
}

@Suite struct ChartDiagramTests {
    @Test func aParallelChartIsDrawnAsDeclared() throws {
        let diagram = try chart("media-player.yaml")
        #expect(diagram.grouping == .chart)
        #expect(diagram.clusters.map(\.label) == ["player", "playback", "volume"])
        #expect(diagram.clusters.map(\.style) == [.parallel, .region, .region])
        #expect(diagram.clusters.map(\.parent) == [nil, 0, 0])
        let states = diagram.nodes.filter { $0.shape == .state }.map(\.label)
        #expect(states == ["loading", "unavailable", "paused", "playing", "buffering", "ended", "audible", "muted", "closed"])
        // `close` is declared once on the player: one arrow from its box, not one per state.
        let close = diagram.arrows.filter { $0.label == "close" }
        #expect(close.count == 2)
        #expect(close.filter { $0.tailCluster == 0 }.count == 1)
        // An entry marker for the machine and for each region.
        #expect(diagram.nodes.filter { $0.shape == .entry }.count == 3)
        #expect(diagram.nodes.first { $0.label == "closed" }?.isFinal == true)
        try expectGolden(MermaidEncoder.encode(diagram), "media-player-chart.mmd")
        try expectGolden(DOTEncoder.encode(diagram), "media-player-chart.dot")
    }

    /// A chart of 200 declared states in 20 boxes was a heap of overlapping boxes with sfdp,
    /// which ignores boxes: a chart view is laid out with dot up to 1,000 nodes.
    @Test func aLargeChartIsLaidOutWithDot() throws {
        var yaml = "id: Onboarding\ninitial: s0\nstates:\n"
        for screen in 0..<20 {
            yaml += "  s\(screen):\n    initial: step0\n    on: {skip: s\((screen + 1) % 20)}\n    states:\n"
            for step in 0..<9 {
                let target = step < 8 ? "step\(step + 1)" : "'#Onboarding.s\((screen + 1) % 20)'"
                yaml += "      step\(step): {on: {next: \(target)}}\n"
            }
        }
        let diagram = try SpecMachine.parse(yaml, file: "onboarding.yaml", json: false).explore().diagram(grouping: .chart)
        #expect(diagram.nodes.count > LayoutPolicy.dotLimit)
        #expect(diagram.clusters.count == 20)
        #expect(LayoutPolicy.engine(for: diagram) == .dot)
        #expect(LayoutPolicy.engine(for: diagram, requested: .neato) == .neato)
        let flat = try SpecMachine.parse(yaml, file: "onboarding.yaml", json: false).explore().diagram(grouping: .none)
        #expect(LayoutPolicy.engine(for: flat) == .sfdp)
        let options = LayoutPolicy.options(for: diagram, engine: .dot)
        let svg = try GraphvizRenderer.shared.render(DOTEncoder.graph(diagram, options: options), format: .svg)
        #expect(String(decoding: svg, as: UTF8.self).components(separatedBy: "class=\"cluster\"").count - 1 == 20)
    }

    @Test func historyAndNestedStatesAreDrawnInTheirBoxes() throws {
        let diagram = try chart("sign-up.yaml")
        #expect(diagram.clusters.map(\.label) == ["form", "account"])
        #expect(diagram.clusters.map(\.style) == [.compound, .compound])
        let history = diagram.nodes.filter { if case .history = $0.shape { true } else { false } }
        #expect(history.map(\.label) == ["H"])
        #expect(history.first?.cluster == 0)
        try expectGolden(PlantUMLEncoder.encode(diagram), "sign-up-chart.puml")
        // Entry markers point at the box they enter (the machine's at form, form's at account),
        // not at the invisible point inside it.
        let dot = DOTEncoder.encode(diagram)
        #expect(dot.contains(#""n0" -> "n1" [arrowsize="0.8", lhead="cluster_0"];"#), "\(dot)")
        #expect(dot.contains(#""n2" -> "n3" [arrowsize="0.8", lhead="cluster_1"];"#), "\(dot)")
    }

    @Test func everyChartRendersThroughGraphviz() throws {
        for name in ["media-player.yaml", "sign-up.yaml", "checkout.json", "photo-upload.scxml", "blog-entry.yaml"] {
            let diagram = try chart(name)
            let svg = try GraphvizRenderer.shared.render(DOTEncoder.graph(diagram), format: .svg)
            let document = try XMLDocument(data: svg)
            let clusters = try document.nodes(forXPath: "//*[local-name()='g'][@class='cluster']")
            #expect(clusters.count == diagram.clusters.count, "\(name)")
        }
    }

    @Test func unreachableStatesAreMarkedOnTheChart() throws {
        let yaml = """
            id: Lost
            initial: a
            states:
              a:
                on:
                  go: b
              b: {}
              group:
                initial: inner
                states:
                  inner: {}
            """
        let diagram = try SpecMachine.parse(yaml, file: "lost.yaml", json: false).explore().diagram(grouping: .chart)
        #expect(diagram.clusters.first?.marks == [.unreachable])
        #expect(diagram.nodes.first { $0.label == "inner" }?.marks == [.unreachable])
        #expect(diagram.nodes.first { $0.label == "b" }?.marks == [.deadEnd])
    }
}
