import MachineKit
import SeedFeatures
import Testing

/// Three counters of 0...limit with emitted sequences (`double` emits two states in turn),
/// a constraint and an invariant: thousands of states, so that a layer spans many batches.
private struct Triple: Hashable, Sendable {
    var a = 0, b = 0, c = 0
}

private func triples(limit: Int) -> Machine<Triple, String> {
    Machine("Triples", initial: Triple()) { (state: Triple, next: inout Successors<Triple, String>) in
        var up = state
        up.a = (state.a + 1) % (limit + 1)
        next.add("a+", up)
        var other = state
        other.b = (state.b + 3) % (limit + 1)
        next.add("b+3", other)
        var first = state, second = state
        first.c = (state.c + 1) % (limit + 1)
        second.c = (state.c + 2) % (limit + 1)
        second.a = 0
        next.add("double", emitting: [first, second])
        next.add("reset", Triple())
    }
    .constraint("c below the limit") { $0.c < limit }
    .invariant("a and b differ or are zero") { $0.a != $0.b || $0.a == 0 }
    .actionsUnchecked()
}

/// Everything a user can observe of an exploration, as text.
private func observed<S, A>(_ machine: Machine<S, A>, workers: Int, bounds: ExplorationBounds = .standard) -> [String] {
    let exploration = Explorer(machine, bounds: bounds, workers: workers).explore()
    let graph = exploration.graph
    var lines = exploration.states.map { "\($0)" }
    lines.append("transitions \(exploration.statistics.transitions) depth \(exploration.statistics.depth)")
    lines += graph.edges.map { "\($0.from) \($0.action) \($0.to) \($0.isContinuation)" }
    lines += exploration.states.indices.map {
        "\(exploration.depth(of: $0)) \(exploration.status(of: $0)) " + exploration.trace(to: $0).line
    }
    lines += exploration.report.findings.map(\.message)
    // The reports, bytes and all (timing is not in them).
    let names = (0..<exploration.stateCount).map(exploration.name(of:))
    lines.append(exploration.report.json(reachable: names).pretty)
    lines.append(exploration.report.text())
    lines.append(exploration.graph.json(findings: exploration.report.findings, complete: exploration.isComplete).compact)
    return lines
}

@Suite struct WorkerTests {
    @Test func twoWorkersExploreExactlyAsOne() {
        let machine = triples(limit: 29)
        let one = observed(machine, workers: 1)
        let two = observed(machine, workers: 2)
        // 9 000 states (30 × 10 values of b × 30), the 300 with c = 29 outside the constraint,
        // which is the model's scope: the one finding is the invariant's.
        #expect(one.count == 9_000 + 1 + 43_500 + 9_000 + 1 + 3)
        #expect(one.prefix(1) == ["Triple(a: 0, b: 0, c: 0)"])
        #expect(one.first { $0.hasPrefix("transitions") } == "transitions 43500 depth 67")
        #expect(one.count == two.count)
        #expect(one == two, "first difference at line \(one.indices.first { $0 >= two.count || one[$0] != two[$0] } ?? -1)")
    }

    @Test func twoWorkersStopAtTheSameBounds() {
        let machine = triples(limit: 29)
        for bounds in [ExplorationBounds(maxStates: 5_000), ExplorationBounds(maxDepth: 6)] {
            #expect(observed(machine, workers: 1, bounds: bounds) == observed(machine, workers: 2, bounds: bounds))
        }
    }

    @Test func seedFeaturesAreTheSameWithTwoWorkers() {
        let rates = RatesStoreFeature.remodel(counterBound: 40)
        #expect(observed(rates, workers: 1) == observed(rates, workers: 2))
        #expect(observed(ShopNavigationFeature.remodel(), workers: 1) == observed(ShopNavigationFeature.remodel(), workers: 2))
        #expect(observed(BlogEntryRemodel.machine(), workers: 1) == observed(BlogEntryRemodel.machine(), workers: 2))
    }
}
