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

    /// A bitmap is scaled to at most 3,840 pixels a side (Graphviz would draw 32,767 and say so
    /// on standard error); SVG keeps the layout's size.
    @Test func bitmapsFitInMemory() throws {
        let ring = Machine("Ring", initial: 0) { (index: Int) in [.on("next", to: (index + 1) % 400)] }
        let diagram = ring.explore().diagram()
        let graph = DOTEncoder.graph(diagram, options: LayoutPolicy.options(for: diagram, engine: .dot))
        let png = try GraphvizRenderer.shared.render(graph, format: .png, engine: .dot)
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 3_840)
        #expect(png.count < 4_000_000)
        let svg = String(decoding: try GraphvizRenderer.shared.render(graph, format: .svg, engine: .dot), as: UTF8.self)
        let svgWidth = svg.firstMatch(of: /width="(\d+)pt"/).flatMap { Int($0.1) } ?? 0
        #expect(svgWidth > 20_000)
    }

    /// PNG's pixels a side.
    static func pixels(_ png: Data) -> (width: Int, height: Int) {
        (png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    /// Without a direction asked for, a chain of long names runs top to bottom (left to right it
    /// was a strip 16 times wider than high), and lanes of short names stay left to right;
    /// each drawing then comes out nearer a screen's shape than the other direction's.
    @Test func theDirectionFollowsTheGraphsShape() throws {
        let chain = Machine("Chain", initial: 0) { (index: Int) in index < 6 ? [.on("an action with a long name", to: index + 1)] : [] }
            .stateNames { "the state of the feature numbered \($0), with its whole payload" }
        // Four lanes of four short steps: ranks as long as they are broad.
        let lanes = Machine("Lanes", initial: 0) { (state: Int) in
            state == 0 ? (1...4).map { .on("go", to: $0) } : state + 4 <= 16 ? [.on("go", to: state + 4)] : []
        }
        for (machine, expected) in [(AnyMachine(chain), Diagram.Direction.topToBottom), (AnyMachine(lanes), .leftToRight)] {
            let diagram = machine.explore().diagram()
            #expect(LayoutPolicy.direction(for: diagram, engine: .dot) == expected, "\(machine.name)")
            // The estimate agrees with Graphviz: the chosen direction's drawing is nearer 1.6 : 1.
            func aspect(_ direction: Diagram.Direction) throws -> Double {
                let graph = DOTEncoder.graph(diagram, options: LayoutPolicy.options(for: diagram, engine: .dot, direction: direction))
                let size = Self.pixels(try GraphvizRenderer.shared.render(graph, format: .png, engine: .dot))
                return abs(log(Double(size.width) / Double(size.height) / LayoutPolicy.preferredAspect))
            }
            let other: Diagram.Direction = expected == .leftToRight ? .topToBottom : .leftToRight
            #expect(try aspect(expected) < aspect(other), "\(machine.name)")
        }
        // Force-directed layouts have no direction: left to right, as DOT text says.
        let diagram = AnyMachine(chain).explore().diagram()
        #expect(LayoutPolicy.direction(for: diagram, engine: .sfdp) == .leftToRight)
    }

    /// On every bundled fixture drawn with `dot`, the direction chosen gives a drawing at least
    /// about as near a screen's shape as the other would (within a quarter of a step of e,
    /// where the two are close), as Graphviz lays them out.
    @Test func theDirectionChosenSuitsEveryFixture() throws {
        var explorations: [(name: String, explored: ExploredMachine)] = [
            ("BlogEntry", AnyMachine(BlogEntryFeature.machine()).explore()),
            ("ProductsFlow", AnyMachine(ProductsFlowFeature.machine()).explore()),
            ("RatesStore", AnyMachine(RatesStoreFeature.machine()).explore()),
            ("ShopNavigation", AnyMachine(ShopNavigationFeature.machine()).explore()),
        ]
        for file in ["blog-entry.yaml", "media-player.yaml", "sign-up.yaml", "broken/blog-entry-broken.yaml"] {
            explorations.append((file, AnyMachine(try SpecMachine.load(path: repositoryRoot + "/Fixtures/specs/" + file)).explore()))
        }
        for (name, explored) in explorations {
            for grouping in [Diagram.Grouping.none, .cases] {
                let diagram = explored.diagram(grouping: grouping)
                let engine = LayoutPolicy.engine(for: diagram)
                guard engine == .dot else { continue }
                func distance(_ direction: Diagram.Direction) throws -> Double {
                    var graph = DOTEncoder.graph(diagram, options: LayoutPolicy.options(for: diagram, engine: .dot, direction: direction))
                    graph.graphAttributes.append(.init("size", "1000,1000"))
                    let size = Self.pixels(try GraphvizRenderer.shared.render(graph, format: .png, engine: .dot))
                    return abs(log(Double(size.width) / Double(size.height) / LayoutPolicy.preferredAspect))
                }
                let chosen = LayoutPolicy.direction(for: diagram, engine: .dot)
                let other: Diagram.Direction = chosen == .leftToRight ? .topToBottom : .leftToRight
                let (near, far) = (try distance(chosen), try distance(other))
                #expect(near <= far + 0.25, "\(name) \(grouping): \(chosen.rawValue) is \(near) from 1.6, the other \(far)")
            }
        }
    }
}
