import MachineKit
import SeedFeatures
import Testing

/// A machine kept in a global constant: allowed because machines are `Sendable`.
private let blogEntry = BlogEntryRemodel.machine()

private enum Features {
    static let rates = RatesStoreFeature.remodel()
}

@Suite struct ConcurrencyTests {
    @Test func machinesReportsAndGraphsCrossTasks() async {
        async let report = Task.detached { blogEntry.check() }.value
        async let graph = Task.detached { Features.rates.explore().graph }.value
        let (checked, explored) = await (report, graph)
        #expect(checked.statistics.states == 4)
        #expect(explored.stateCount == 30)
    }

    @Test func oneExplorationServesManyTasksTheSameAnswers() async {
        let exploration = ShopNavigationFeature.remodel().explore()
        // The graph, the report and traces are computed once, whichever task asks first.
        let answers = await withTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask {
                    index % 2 == 0
                        ? exploration.graph.json(findings: exploration.report.findings, complete: true).compact
                        : exploration.trace(to: exploration.stateCount - 1).line + "|" + exploration.report.text()
                }
            }
            var all: [String] = []
            for await answer in group { all.append(answer) }
            return Set(all)
        }
        #expect(answers.count == 2)
    }
}
