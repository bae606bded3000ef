import Foundation
import MachineKit
import Testing

/// A synchronous machine whose moves read something besides the state is a `nondeterministic`
/// finding at the nearest state whose moves changed, with its trace; never a trap.
@Suite struct HiddenInputTests {
    /// How many times each state was expanded: the hidden input.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count: [Int: Int] = [:]
        func next(_ state: Int) -> Int {
            lock.lock()
            defer { lock.unlock() }
            count[state, default: 0] += 1
            return count[state]!
        }
    }

    /// A chain 0 → 1 → 2 → 3 the first time each state is expanded; run again, a state
    /// leads to `state + 100`, which was never reached.
    func chain(_ calls: Calls) -> Machine<Int, String> {
        Machine("Hidden", initial: 0) { (state: Int) -> [Transition<Int, String>] in
            guard state < 3 else { return [] }
            return [.on("go", to: calls.next(state) == 1 ? state + 1 : state + 100)]
        }
        .actions(["go"])
    }

    @Test func aMachineWhoseMovesChangeIsNondeterministicNotATrap() throws {
        for _ in 0..<100 {
            let exploration = chain(Calls()).explore()
            let report = exploration.report
            #expect(report.findings.map(\.check) == [.deadEnd, .nondeterministic])
            let dead = try #require(report.findings.first)
            #expect(dead.subject == .state("3"))
            let hidden = try #require(report.findings.last)
            #expect(hidden.subject == .state("0"))
            #expect(
                hidden.message
                    == "the machine's moves from state '0' were not the same when its expand function ran again:"
                    + " they depend on something besides the state (the date, randomness, a global, another thread);"
                    + " make it part of the state, or an input the machine's actions choose")
            #expect(hidden.trace?.steps.map(\.state) == ["0"])
            #expect(report.failures().map(\.check) == [.deadEnd, .nondeterministic])
        }
    }

    @Test func aPureMachineHasNoSuchFinding() {
        let machine = Machine("Pure", initial: 0) { (state: Int) -> [Transition<Int, String>] in
            state < 3 ? [.on("go", to: state + 1)] : []
        }
        .actions(["go"])
        let exploration = machine.explore()
        #expect(exploration.report.findings.map(\.check) == [.deadEnd])
        #expect(exploration.trace(to: 3).steps.map(\.state) == ["0", "1", "2", "3"])
    }

    /// Traces and the graph of a machine whose moves changed are still made: the graph keeps
    /// the moves that name reached states, and a trace step that was not taken again says so.
    @Test func tracesAndTheGraphOfSuchAMachineAreStillMade() throws {
        let exploration = chain(Calls()).explore()
        let steps = exploration.trace(to: 3).steps
        #expect(steps.map(\.state) == ["0", "1", "2", "3"])
        #expect(steps.dropFirst().map(\.action) == Array(repeating: "(not the same move when run again)", count: 3))
        #expect(exploration.graph.stateNames == ["0", "1", "2", "3"])
    }

    /// A move lost when the state is expanded again (`a` now leads to a state never reached)
    /// does not shift the numbers of the others: the graph, its traces and the report are made.
    @Test func aMoveLostOnTheSecondExpansionBreaksNoTraceOrGraph() throws {
        let calls = Calls()
        let machine = Machine("Lost", initial: 0) { (state: Int) -> [Transition<Int, String>] in
            guard state == 0 else { return [] }
            return calls.next(0) == 1 ? [.on("a", to: 1), .on("b", to: 2)] : [.on("a", to: 99), .on("b", to: 2)]
        }
        .actions(["a", "b"])
        let exploration = machine.explore()
        let graph = exploration.graph
        #expect(graph.stateNames == ["0", "1", "2"])
        #expect(graph.trace(to: 2).steps.map(\.state) == ["0", "2"])
        #expect(graph.trace(to: 1).steps.map(\.state) == ["1"])
        #expect(exploration.trace(to: 2).steps.map(\.state) == ["0", "2"])
        let report = exploration.report
        #expect(report.findings.map(\.check) == [.deadEnd, .deadEnd, .nondeterministic])
        #expect(report.findings.last?.subject == .state("0"))
    }
}
