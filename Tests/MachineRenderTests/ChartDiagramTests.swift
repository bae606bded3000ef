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

    /// A form of three steps, one never reached, inside a wizard.
    static let wizard = """
        id: Wizard
        initial: form
        states:
          form:
            initial: name
            on: {cancel: done}
            states:
              name: {on: {next: email}}
              email: {on: {next: '#Wizard.review', back: name}}
              orphan: {}
          review: {on: {edit: '#Wizard.form.email', submit: done}}
          done: {type: final}

        """

    /// Drawn to depth 1, a compound state is one node: what it holds under its name, the
    /// arrows its inside declares to other states drawn from it, the ones within it left out.
    @Test func aChartDrawnToADepthFoldsWhatLiesBelowIt() throws {
        let explored = try SpecMachine.parse(Self.wizard, file: "wizard.yaml", json: false).explore()
        #expect(Diagram.chartLevels(of: explored.graph) == [3, 5])
        let folded = Diagram.chart(graph: explored.graph, findings: explored.report.findings, depth: 1)
        #expect(folded.clusters.isEmpty)
        let form = try #require(folded.nodes.first { $0.name == "form" })
        #expect(form.folded?.states == 3)
        #expect(form.folded?.notReached == 1)
        #expect(form.members == 2)
        #expect(form.marks.isEmpty)
        #expect(
            MermaidEncoder.encode(folded) == """
                ---
                title: "Wizard"
                ---
                stateDiagram-v2
                  direction LR
                  state "form (3 states inside, 1 not reached)" as s1
                  state "review" as s2
                  state "done" as s3
                  [*] --> s1
                  s1 --> s3 : cancel
                  s1 --> s2 : next
                  s2 --> s1 : edit
                  s2 --> s3 : submit
                  s3 --> [*]

                """)
        #expect(DOTEncoder.encode(folded).contains(#"[label="form\n▸ 3 states inside, 1 not reached", style="rounded,filled,bold""#))
        // Every level, or a depth past the deepest, is the chart as declared.
        let whole = explored.diagram(grouping: .chart)
        #expect(Diagram.chart(graph: explored.graph, findings: explored.report.findings, depth: nil) == whole)
        #expect(Diagram.chart(graph: explored.graph, findings: explored.report.findings, depth: 2) == whole)
        #expect(whole.nodes.allSatisfy { $0.folded == nil })
    }

    /// Compound states nested `sizes.count` deep, `sizes[0]` at the top, each level's states
    /// in a row (`next1` between the outer ones, and so on down to the leaves).
    static func nested(_ sizes: [Int]) -> String {
        var yaml = "id: Nested\ninitial: n0\nstates:\n"
        func level(_ depth: Int, _ indent: String) {
            for index in 0..<sizes[depth] {
                yaml += "\(indent)n\(index):\n"
                if depth + 1 < sizes.count { yaml += "\(indent)  initial: n0\n" }
                yaml += index + 1 < sizes[depth] ? "\(indent)  on: {next\(depth + 1): n\(index + 1)}\n" : "\(indent)  on: {}\n"
                if depth + 1 < sizes.count {
                    yaml += "\(indent)  states:\n"
                    level(depth + 1, indent + "    ")
                }
            }
        }
        level(0, "  ")
        return yaml
    }

    /// The chart is drawn whole while `dot` lays it out; past that, to each depth down to the
    /// deepest it lays out, counting every node it draws (a box's anchor and entry marker too).
    @Test func aChartIsDrawnToTheDeepestLevelDotLaysOut() throws {
        let small = try SpecMachine.parse(Self.nested([3, 3]), file: "small.yaml", json: false).explore()
        #expect(LayoutPolicy.chartDrawings(graph: small.graph, findings: small.report.findings).map(\.depth) == [nil])
        // 1,000 folded states at depth 3, beside 110 boxes: more than 1,000 nodes.
        let deep = try SpecMachine.parse(Self.nested([10, 10, 10, 2]), file: "deep.yaml", json: false).explore()
        #expect(Diagram.chartLevels(of: deep.graph) == [10, 100, 1000, 2000])
        let drawings = LayoutPolicy.chartDrawings(graph: deep.graph, findings: deep.report.findings)
        #expect(drawings.map(\.depth) == [1, 2])
        #expect(drawings.map { $0.diagram.nodes.count { $0.folded != nil } } == [10, 100])
        #expect(drawings.allSatisfy { LayoutPolicy.engine(for: $0.diagram) == .dot })
        // A flat chart too large to draw has no level to fold.
        let flat = try SpecMachine.parse(
            "initial: s0\nstates:\n" + (0..<1200).map { "  s\($0): {on: {next: s\(($0 + 1) % 1200)}}\n" }.joined(), file: "flat.yaml",
            json: false
        ).explore()
        #expect(LayoutPolicy.chartDrawings(graph: flat.graph, findings: flat.report.findings).isEmpty)
    }

    /// Folded, a state's transitions within it are left out (from it into it, and from inside
    /// back to it, as from one child to another), its own to itself and to the rest are drawn,
    /// and an event that several states inside declare to one target is named once.
    @Test func aFoldedStateKeepsOnlyTheArrowsThatLeaveIt() throws {
        let yaml = """
            id: Wizard
            initial: form
            states:
              form:
                initial: name
                on: {reset: form.name, again: form, cancel: done}
                states:
                  name: {on: {next: email, up: '#Wizard.form', quit: '#Wizard.done'}}
                  email: {on: {quit: '#Wizard.done', stay: {}}}
              done: {type: final}

            """
        let explored = try SpecMachine.parse(yaml, file: "wizard.yaml", json: false).explore()
        let folded = Diagram.chart(graph: explored.graph, findings: explored.report.findings, depth: 1)
        let form = try #require(folded.nodes.firstIndex { $0.name == "form" })
        let done = try #require(folded.nodes.firstIndex { $0.name == "done" })
        let labels = folded.arrows.filter { $0.from == form }.map {
            "\($0.to == form ? "form" : $0.to == done ? "done" : "?"): \($0.label)"
        }
        #expect(labels == ["form: again", "done: cancel, quit"])
    }

    /// The same diagram of many boxes, drawn twice in one process with other work between, is
    /// the same bytes: Graphviz writes boxes in the order of their IDs, which follow naming.
    @Test func aDrawingOfManyBoxesIsTheSameBytesEachTime() throws {
        let explored = try SpecMachine.parse(Self.nested([6, 6, 2]), file: "boxes.yaml", json: false).explore()
        let diagram = explored.diagram(grouping: .chart)
        #expect(diagram.clusters.count == 42)
        let graph = DOTEncoder.graph(diagram, options: LayoutPolicy.options(for: diagram, engine: .dot))
        var drawings: Set<Data> = []
        var noise: [String] = []
        for round in 0..<4 {
            drawings.insert(try GraphvizRenderer.shared.render(graph, format: .svg))
            noise += (0..<(500 * (round + 1))).map { "name \($0) of round \(round)" }
        }
        #expect(noise.count == 5000)
        #expect(drawings.count == 1)
    }

    /// Folded, a state's findings are drawn on the state that holds it, and the trace passes
    /// through it.
    @Test func aFoldedStateCarriesTheFindingsAndTraceOfWhatItHolds() throws {
        var yaml = "id: Nested\ninitial: a\nstates:\n"
        for outer in ["a", "b"] {
            yaml += "  \(outer):\n    initial: x\n" + (outer == "a" ? "    on: {go: b}\n" : "") + "    states:\n"
            yaml += "      x: {on: {step: y}}\n      y: {}\n"
        }
        let explored = try SpecMachine.parse(yaml, file: "nested.yaml", json: false).explore()
        let target = try #require(explored.graph.state(named: "b.y"))
        let folded = Diagram.chart(
            graph: explored.graph, findings: explored.report.findings, trace: explored.graph.trace(to: target), depth: 1)
        let states = folded.nodes.filter { $0.shape == .state }
        #expect(states.map(\.name) == ["a", "b"])
        #expect(states.map(\.members) == [2, 2])
        #expect(states.map(\.marks) == [[], [.deadEnd]])
        #expect(states.map(\.onTrace) == [true, true])
        #expect(folded.arrows.map(\.label) == ["", "go"])
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
