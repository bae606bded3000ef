import MachineKit
import SeedFeatures
import Testing

/// Everything is derived from one exploration: traces read before the move graph exists
/// (by expanding the states along them) and after (from the graph) are the same, every
/// trace is a real run of the moves, and the statistics agree with the graph.
@Suite struct CoreConsistencyTests {
    static func machines() throws -> [(String, AnyExplorationCheck)] {
        var broken = BlogEntryRemodel.machine()
        let transitions = broken.transitions
        broken.transitions = { $0.kind == .loaded ? [] : transitions($0) }
        var trap = ShopNavigationFeature.remodel().final(where: { $0.path.isEmpty && $0.list != .loading })
        let shop = trap.transitions
        trap.transitions = { state in
            shop(state).filter { $0.action != .back && $0.action != .placeOrder }
                + (state.path.last == .checkout ? [.on(.placeOrder, to: state)] : [])
        }
        return [
            ("BlogEntry", AnyExplorationCheck(BlogEntryRemodel.machine())),
            ("RatesStore", AnyExplorationCheck(RatesStoreFeature.remodel().invariant("small") { $0.counter < 3 })),
            ("ShopNavigation", AnyExplorationCheck(ShopNavigationFeature.remodel())),
            ("ProductsFlow", AnyExplorationCheck(ProductsFlowFeature.machine())),
            ("broken BlogEntry", AnyExplorationCheck(broken)),
            ("ShopNavigation trap", AnyExplorationCheck(trap)),
            ("broken spec", AnyExplorationCheck(try SpecMachine.load(path: fixture("specs/broken/blog-entry-broken.yaml")))),
            ("checkout", AnyExplorationCheck(try SpecMachine.load(path: fixture("specs/checkout.json")))),
            ("bounded", AnyExplorationCheck(RatesStoreFeature.remodel(), bounds: ExplorationBounds(maxStates: 11, maxDepth: 4))),
            ("long emission", AnyExplorationCheck(longEmission(300))),
        ]
    }

    @Test func tracesStatisticsAndGraphAgree() throws {
        for (name, check) in try Self.machines() {
            check.run(name)
        }
    }
}

/// A machine whose one action emits `count` states in turn, then stops.
func longEmission(_ count: Int) -> Machine<Int, String> {
    Machine("LongEmission", initial: 0) { state in
        state == 0 ? [.on("stream", emits: Array(1...count))] : []
    }
    .final(where: { $0 == count })
    .actionsUnchecked()
}

/// Checks one machine's exploration for consistency, whatever its types.
struct AnyExplorationCheck {
    let run: (String) -> Void

    init<State, Action>(_ machine: Machine<State, Action>, bounds: ExplorationBounds = .standard) {
        run = { name in
            // Traces before the move graph is built.
            let fresh = machine.explore(bounds: bounds)
            let before = (0..<fresh.stateCount).map(fresh.trace(to:))
            let exploration = machine.explore(bounds: bounds)
            let graph = exploration.graph
            #expect(exploration.statistics.transitions == graph.edges.count, "\(name)")
            #expect(exploration.statistics.depth == graph.maxDepth, "\(name)")
            for state in 0..<exploration.stateCount {
                let trace = exploration.trace(to: state)
                #expect(trace == before[state], "\(name): state \(state)")
                #expect(trace == graph.trace(to: state), "\(name): state \(state)")
                #expect(trace.length == graph.depth[state], "\(name): state \(state)")
                #expect(trace.steps.last?.stateIndex == state, "\(name): state \(state)")
                // Every step is taken by a real move of the state it leaves.
                var from = trace.steps[0].stateIndex
                for move in trace.moves {
                    let states = move.map(\.stateIndex)
                    let real = graph.moves.moves(from: from).contains { candidate in
                        graph.actionNames[candidate.action] == move[0].action && candidate.states.starts(with: states)
                    }
                    #expect(real, "\(name): state \(state) via \(move.map(\.state))")
                    from = states.last!
                }
            }
            for finding in exploration.report.findings {
                if let trace = finding.trace, let last = trace.steps.last {
                    #expect(trace == graph.trace(to: last.stateIndex), "\(name): \(finding.check)")
                }
            }
        }
    }
}
