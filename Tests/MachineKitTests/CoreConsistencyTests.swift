import MachineKit
import SeedFeatures
import Testing

/// The report is computed on the compact core; the graph checks run on the named graph.
/// Both must agree on every machine.
@Suite struct CoreConsistencyTests {
    static func machines() throws -> [(String, () -> (CheckReport, StateGraph, ExplorationStatistics, [IncompleteReason], [(name: String, states: [Int])]))] {
        func entry<S, A>(_ machine: Machine<S, A>, bounds: ExplorationBounds = .standard)
            -> () -> (CheckReport, StateGraph, ExplorationStatistics, [IncompleteReason], [(name: String, states: [Int])]) {
            {
                let exploration = machine.explore(bounds: bounds)
                return (exploration.report, exploration.graph, exploration.statistics, exploration.incomplete,
                        exploration.invariantViolations)
            }
        }
        var broken = BlogEntryFeature.machine()
        let transitions = broken.transitions
        broken.transitions = { $0.kind == .loaded ? [] : transitions($0) }
        var trap = ShopNavigationFeature.machine().final(where: { $0.path.isEmpty && $0.list != .loading })
        let shop = trap.transitions
        trap.transitions = { state in
            shop(state).filter { $0.action != .back && $0.action != .placeOrder }
                + (state.path.last == .checkout ? [.on(.placeOrder, to: state)] : [])
        }
        return [
            ("BlogEntry", entry(BlogEntryFeature.machine())),
            ("RatesStore", entry(RatesStoreFeature.machine().invariant("small") { $0.counter < 3 })),
            ("ShopNavigation", entry(ShopNavigationFeature.machine())),
            ("ProductsFlow", entry(ProductsFlowFeature.machine())),
            ("broken BlogEntry", entry(broken)),
            ("ShopNavigation trap", entry(trap)),
            ("broken spec", entry(try SpecMachine.load(path: fixture("specs/broken/blog-entry-broken.yaml")))),
            ("checkout", entry(try SpecMachine.load(path: fixture("specs/checkout.json")))),
            ("bounded", entry(RatesStoreFeature.machine(), bounds: ExplorationBounds(maxStates: 11, maxDepth: 4))),
        ]
    }

    @Test func coreFindingsEqualGraphChecks() throws {
        for (name, run) in try Self.machines() {
            let (report, graph, statistics, incomplete, violations) = run()
            let fromGraph = CheckReport(graph: graph, statistics: statistics, incomplete: incomplete,
                                        invariantViolations: violations)
            #expect(report.findings == fromGraph.findings, "\(name)")
            #expect(statistics.transitions == graph.edges.count, "\(name): \(graph.edges.count - statistics.transitions)")
            #expect(statistics.depth == graph.maxDepth, "\(name)")
            #expect(report.reachable == graph.stateNames, "\(name)")
            for finding in report.findings {
                if let trace = finding.trace, let last = trace.steps.last {
                    #expect(trace == graph.trace(to: last.stateIndex), "\(name): \(finding.check)")
                }
            }
        }
    }
}
