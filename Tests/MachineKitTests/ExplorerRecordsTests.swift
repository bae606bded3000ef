import MachineKit
import Testing

/// What the explorer keeps per state (depth, parent, which move) read back as a user sees it:
/// depths and traces, also where the compact forms give way to their general ones.
@Suite struct ExplorerRecordsTests {
    /// `run` emits 1, 2, 3 in turn; `jump` reaches 3 at once. 3 is first recorded at depth 3,
    /// out of the order of depths, then at depth 1 by the shorter path.
    @Test(arguments: [1, 2]) func aShorterPathWithinALayerGivesTheStateItsDepthAndTrace(workers: Int) {
        let machine = Machine("Shortcut", initial: 0) { (state: Int, next: inout Successors<Int, String>) in
            if state == 0 {
                next.add("run", emitting: [1, 2, 3])
                next.add("jump", 3)
            }
        }
        let exploration = Explorer(machine, workers: workers).explore()
        #expect(exploration.states == [0, 1, 2, 3])
        #expect(exploration.states.indices.map(exploration.depth(of:)) == [0, 1, 2, 1])
        #expect(exploration.trace(to: 3).line == "0 --jump--> 3")
        #expect(exploration.trace(to: 2).line == "0 --run--> 1 --run--> 2")
        #expect(exploration.statistics.depth == 2)
    }

    /// A machine that writes its moves down numbers its actions as one that expands states
    /// again: the declared ones first, in their order, then the others in order of first use
    /// by state; the move graphs are the same.
    @Test func recordedMovesNumberActionsAsExpandingAgainDoes() {
        var machine = Machine("Counter", initial: 0) { (state: Int, next: inout Successors<Int, String>) in
            guard state < 5 else { return }
            next.add(state.isMultiple(of: 2) ? "even" : "odd", state + 1)
            if state == 3 { next.add("jump", 0) }
            next.add("stay", state)
        }
        .actions(["reset", "stay", "odd"])
        let again = machine.explore()
        machine.recordsMoves = true
        let recorded = machine.explore()
        #expect(recorded.actions == ["reset", "stay", "odd", "even", "jump"])
        #expect(again.actions == recorded.actions)
        #expect(again.moveGraph == recorded.moveGraph)
        #expect(recorded.trace(to: 4).line == "0 --even--> 1 --odd--> 2 --even--> 3 --odd--> 4")
    }

    /// Depths follow the layers of a breadth-first search of a grid: state (x, y) at x + y.
    @Test func depthsInOrderOfNumbersAreTheLayers() {
        let machine = Machine("Grid", initial: [0, 0]) { (state: [Int], next: inout Successors<[Int], String>) in
            if state[0] < 30 { next.add("right", [state[0] + 1, state[1]]) }
            if state[1] < 30 { next.add("down", [state[0], state[1] + 1]) }
        }
        let exploration = Explorer(machine).explore()
        #expect(exploration.stateCount == 31 * 31)
        #expect(exploration.states.indices.allSatisfy { exploration.depth(of: $0) == exploration.state($0).reduce(0, +) })
        #expect(exploration.statistics.depth == 60)
        #expect(exploration.trace(to: exploration.stateCount - 1).length == 60)
    }

    /// A state with more moves than two bytes count: the last one still names its move.
    @Test func aStateWithMoreThan65535MovesNamesEachOne() {
        let machine = Machine("Fan", initial: 0) { (state: Int, next: inout Successors<Int, String>) in
            if state == 0 {
                for target in 1...70_000 { next.add("go(\(target))", target) }
            }
        }
        let exploration = Explorer(machine).explore()
        #expect(exploration.stateCount == 70_001)
        #expect(exploration.trace(to: 70_000).line == "0 --go(70000)--> 70000")
        #expect(exploration.trace(to: 65_535).line == "0 --go(65535)--> 65535")
        #expect(exploration.trace(to: 65_534).line == "0 --go(65534)--> 65534")
    }
}
