import Foundation
import MachineKit
import Testing

/// A counter that wraps: 0...limit, inc/dec/reset, as small as a model checker's test model.
private func counter(limit: Int) -> Machine<Int, String> {
    Machine("Counter", initial: 0) { value in
        var moves: [Transition<Int, String>] = [.on("reset", to: 0)]
        if value < limit { moves.append(.on("inc", to: value + 1)) }
        if value > 0 { moves.append(.on("dec", to: value - 1)) }
        return moves
    }
    .actionsUnchecked()
}

/// Progress reports, collected from the explorer's callback.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [ExplorationProgress] = []
    func append(_ report: ExplorationProgress) { lock.withLock { reports.append(report) } }
    var all: [ExplorationProgress] { lock.withLock { reports } }
}

@Suite struct ExplorerTests {
    @Test func exactStateCountAndDepth() {
        let exploration = counter(limit: 9).explore()
        #expect(exploration.states == Array(0...9))
        #expect(exploration.statistics.transitions == 10 + 9 + 9)
        #expect(exploration.statistics.depth == 9)
        #expect(exploration.isComplete)
    }

    @Test func stateBoundStopsExplorationAndSaysSo() {
        let exploration = counter(limit: 100).explore(bounds: ExplorationBounds(maxStates: 5))
        let report = exploration.report
        #expect(report.statistics.states == 5)
        #expect(report.completeness == .stopped([.maxStates(5)]))
        #expect(summary(report.findings) == ["incomplete "])
        #expect(report.findings[0].message.contains("state bound (5 states)"))
        // No state cut short by the bound is called a dead end.
        #expect(DeadEndCheck.run(exploration).isEmpty)
        #expect(exploration.graph.status == [.expanded, .expanded, .expanded, .expanded, .notExpanded])
    }

    @Test func depthBoundCutsOnlyWhereThereWasMore() {
        let cut = counter(limit: 100).explore(bounds: ExplorationBounds(maxDepth: 3))
        #expect(reachable(cut) == ["0", "1", "2", "3"])
        #expect(
            cut.report.findings.map(\.message) == [
                "exploration stopped at depth 3 (1 states not expanded); other verdicts hold only for the states seen"
            ])
        let exact = counter(limit: 3).explore(bounds: ExplorationBounds(maxDepth: 3))
        #expect(reachable(exact) == ["0", "1", "2", "3"])
        #expect(exact.report.findings.isEmpty)
    }

    @Test func emittedSequencesGiveRealShortestTraces() {
        // `go` from a emits [b, c]; `jump` from a leads straight to c. c's shortest trace is
        // the jump; d, reached only as the second emission after b, keeps its whole sequence
        // even though b is also reachable on its own.
        let machine = Machine<String, String>("Seq", initial: "a") { state in
            switch state {
            case "a": [.on("go", emits: ["b", "c"]), .on("hop", to: "b"), .on("jump", to: "c")]
            case "b": [.on("twice", emits: ["x", "d"])]
            default: []
            }
        }
        let exploration = machine.explore()
        let graph = exploration.graph
        func trace(_ name: String) -> String { graph.trace(to: graph.stateNames.firstIndex(of: name)!).line }
        #expect(trace("c") == "a --jump--> c")
        #expect(trace("d") == "a --go--> b --twice--> x --twice--> d")
        #expect(graph.depth[graph.stateNames.firstIndex(of: "d")!] == 3)
        let continuation = graph.edges.filter(\.isContinuation).map { "\(graph.stateNames[$0.from])->\(graph.stateNames[$0.to])" }
        #expect(continuation == ["b->c", "x->d"])
    }

    @Test func aLongEmissionKeepsItsWholeTrace() {
        // One action emits 300 states in turn: every one is reached through all before it.
        let exploration = longEmission(300).explore()
        #expect(exploration.stateCount == 301)
        let trace = exploration.trace(to: 300)
        #expect(trace.length == 300)
        #expect(trace.steps.map(\.state) == (0...300).map(String.init))
        #expect(trace.moves.count == 1)
        #expect(exploration.graph.trace(to: 300) == trace)
        #expect(exploration.depth(of: 300) == 300)
        #expect(exploration.graph.moves.count == 1)
        #expect(exploration.graph.moves.states(0) == Array(1...300))
        // Its intermediate states are not dead ends: the sequence goes on from them.
        #expect(exploration.report.findings.isEmpty)
    }

    @Test func repeatedOutcomesAreOneMoveAndSequencesThatPartLaterAreTwo() {
        let machine = Machine<String, String>("Repeats", initial: "a") { state in
            state == "a"
                ? [.on("go", oneOf: "b", "b", "c"), .on("seq", emits: ["b", "c"], ["b", "d"], ["b", "c"])]
                : []
        }
        .actionsUnchecked()
        let exploration = machine.explore()
        let graph = exploration.graph
        let moves = graph.moves.moves(from: 0).map { move in
            graph.actionNames[move.action] + ":" + move.states.map { graph.stateNames[$0] }.joined(separator: ">")
        }
        #expect(moves == ["go:b", "go:c", "seq:b>c", "seq:b>d"])
        // Edges: go→b, go→c, seq→b (shared first edge), b→c and b→d continuations.
        #expect(exploration.statistics.transitions == 5)
        #expect(graph.edges.count == 5)
        #expect(exploration.trace(to: graph.stateNames.firstIndex(of: "d")!).line == "a --seq--> b --seq--> d")
        // `go` settles in b, which has no move: a dead end, although sequences go on from b.
        // c and d, where sequences settle, are dead ends too.
        #expect(
            summary(exploration.report.findings).map { $0.components(separatedBy: " |")[0] }
                == ["dead-end b", "dead-end c", "dead-end d"])
    }

    @Test func aStateOnlyEmittedOnTheWayIsNoDeadEnd() {
        let machine = Machine<String, String>("OnTheWay", initial: "a") { state in
            switch state {
            case "a": [.on("load", emits: ["loading", "loaded"])]
            case "loaded": [.on("reload", emits: ["loading", "loaded"])]
            default: []
            }
        }
        .actionsUnchecked()
        #expect(machine.check().findings.isEmpty)
    }

    @Test func singleStateWithNoActionIsADeadEndNotATrap() {
        let machine = Machine<String, String>("T", initial: "a") { state in
            switch state {
            case "a": [.on("stop", to: "b"), .on("spin", to: "c"), .on("done", to: "f")]
            case "c": [.on("again", to: "c")]
            default: []
            }
        }
        .actionsUnchecked()
        .final("f")
        #expect(
            summary(machine.check().findings) == [
                "dead-end b | a --stop--> b",
                "trap {c} | a --spin--> c",
            ])
    }

    @Test func trapsAreCheckedOnlyWhenFinalStatesAreDeclared() {
        let machine = Machine<String, String>("Loop", initial: "a") { _ in [.on("spin", to: "a")] }.actionsUnchecked()
        #expect(machine.check().findings.isEmpty)
        #expect(summary(machine.final(where: { _ in false }).check().findings) == ["trap {a} | a"])
    }

    @Test func invariantsAreCheckedInStatesOutsideTheConstraint() {
        let machine = counter(limit: 1000).constraint("value < 5") { $0 < 5 }.invariant("small") { $0 < 5 }
        let exploration = machine.explore()
        #expect(reachable(exploration) == ["0", "1", "2", "3", "4", "5"])
        // The constraint is the model's scope: exploring within it is complete.
        #expect(exploration.isComplete)
        #expect(exploration.statistics.outsideConstraint == 1)
        #expect(
            summary(exploration.report.findings) == [
                "invariant small | 0 --inc--> 1 --inc--> 2 --inc--> 3 --inc--> 4 --inc--> 5"
            ])
    }

    @Test func progressIsReportedOnLongRuns() {
        let reports = Reports()
        let slow = Machine<Int, String>("Slow", initial: 0) { value in
            if value % 1024 == 0 { usleep(150_000) }
            return value < 12_000 ? [.on("inc", to: value + 1)] : []
        }
        _ = Explorer(slow, progress: { reports.append($0) }).explore()
        #expect(!reports.all.isEmpty)
        #expect(reports.all.allSatisfy { $0.states > 0 && $0.seconds >= 1 })
    }

    @Test func catalogueFindsMachinesByName() {
        var catalogue = MachineCatalogue()
        catalogue.register(counter(limit: 2))
        catalogue.register(Machine<Int, String>("Other", initial: 0) { _ in [] })
        #expect(catalogue.names == ["Counter", "Other"])
        #expect(catalogue.machine(named: "Counter")?.explore().reachable == ["0", "1", "2"])
        #expect(catalogue.machine(named: "Missing") == nil)
    }

    @Test func exploredMachineListsMovesWithEveryOutcome() {
        let machine = Machine<String, String>("M", initial: "a") { state in
            state == "a" ? [.on("try", oneOf: "ok", "failed"), .on("seq", emits: ["b", "ok"])] : []
        }
        let explored = AnyMachine(machine).explore()
        let names = explored.graph.stateNames
        let moves = explored.moves(from: 0).map { move in
            "\(explored.graph.actionNames[move.action]): " + move.states.map { names[$0] }.joined(separator: ">")
        }
        #expect(moves == ["try: ok", "try: failed", "seq: b>ok"])
    }
}

@Suite struct ActionUniverseTests {
    @Test func anUndeclaredUniverseOfActionsIsSaidNotSkipped() {
        let machine = Machine<String, String>("Open", initial: "a") { _ in [.on("stay", to: "a")] }
        #expect(summary(machine.check().findings) == ["unused-action "])
        #expect(machine.check().findings[0].message.hasPrefix("the universe of actions is not declared"))
        #expect(machine.check().passes())
        #expect(!machine.check().passes(strict: true))
        #expect(
            machine.actions(["stay", "leave"]).check().findings.map(\.message)
                == ["action 'leave' is declared but never enabled in a reachable state"])
        #expect(machine.actionsUnchecked().check().findings.isEmpty)
    }
}
