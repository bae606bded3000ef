import Foundation
import MachineKit
import MachineRender
import SeedFeatures
import TestSupport
import Testing

/// The layout policy keeps every render to a few seconds: `dot` only where the edges it would
/// lay out cross few ranks, and bitmaps of a size that fits in memory.
@Suite struct LayoutPolicyTests {
    /// A cycle of `count` states, each also able to start over: every "start over" arrow
    /// crosses the ranks back to the first state.
    func startOver(_ count: Int) -> Machine<Int, String> {
        Machine("StartOver\(count)", initial: 0) { index in [.on("next", to: (index + 1) % count), .on("back", to: 0)] }
    }

    @Test func arrowsThatCrossManyRanksAreNotLaidOutWithDot() {
        // 100 states took dot 171 s (4,851 ranks crossed); 60 states about a second.
        let long = startOver(100).explore().diagram()
        #expect(LayoutPolicy.rankSpan(of: long) == 4_851)
        #expect(LayoutPolicy.engine(for: long) == .sfdp)
        let short = startOver(60).explore().diagram()
        #expect(LayoutPolicy.rankSpan(of: short) == 1_711)
        #expect(LayoutPolicy.engine(for: short) == .dot)
        #expect(LayoutPolicy.engine(for: long, requested: .dot) == .dot)
    }

    @Test func theFixturesKeepDot() throws {
        let rates = RatesStoreFeature.remodel(counterBound: 23).explore().diagram()
        #expect(rates.nodes.count == 150)
        #expect(LayoutPolicy.rankSpan(of: rates) == 96)
        #expect(LayoutPolicy.engine(for: rates) == .dot)
        for name in ["blog-entry.yaml", "checkout.json", "sign-up.yaml", "media-player.yaml", "photo-upload.scxml"] {
            let explored = try SpecMachine.load(path: repositoryRoot + "/Fixtures/specs/" + name).explore()
            for grouping in [Diagram.Grouping.none, .chart] {
                #expect(LayoutPolicy.engine(for: explored.diagram(grouping: grouping)) == .dot, "\(name) \(grouping)")
            }
        }
    }

    /// A 300-state chain that starts over from each state, found by the CLI fuzzer: drawn as a
    /// chart with dot it took minutes and 2.6 GB for its PNG.
    @Test func aLongChainRendersInAMoment() throws {
        let path = repositoryRoot + "/Tests/FuzzTests/Regressions/chain-back-to-start-300.yml"
        let diagram = try SpecMachine.load(path: path).explore().diagram(grouping: .chart)
        #expect(LayoutPolicy.engine(for: diagram) == .sfdp)
        let clock = ContinuousClock()
        let start = clock.now
        let engine = LayoutPolicy.engine(for: diagram)
        let png = try GraphvizRenderer.shared.render(
            DOTEncoder.graph(diagram, options: LayoutPolicy.options(for: diagram, engine: engine)), format: .png, engine: engine)
        #expect(clock.now - start < .seconds(20))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// A bitmap is scaled to at most 9,600 pixels a side (Graphviz would draw 32,767 and say so
    /// on standard error); SVG keeps the layout's size.
    @Test func bitmapsFitInMemory() throws {
        let ring = Machine("Ring", initial: 0) { (index: Int) in [.on("next", to: (index + 1) % 400)] }
        let diagram = ring.explore().diagram()
        let graph = DOTEncoder.graph(diagram, options: LayoutPolicy.options(for: diagram, engine: .dot))
        let png = try GraphvizRenderer.shared.render(graph, format: .png, engine: .dot)
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 9_600)
        let svg = String(decoding: try GraphvizRenderer.shared.render(graph, format: .svg, engine: .dot), as: UTF8.self)
        let svgWidth = svg.firstMatch(of: /width="(\d+)pt"/).flatMap { Int($0.1) } ?? 0
        #expect(svgWidth > 20_000)
    }
}
