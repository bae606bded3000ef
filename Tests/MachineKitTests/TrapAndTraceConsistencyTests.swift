import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import Testing

/// The trap check and traces read the explorer's own records where they can (parent records,
/// moves expanded again one at a time) instead of the whole move graph: on random machines
/// they must find exactly what the move graph gives.
@Suite struct TrapAndTraceConsistencyTests {
    /// A random machine over `size` states: a few moves a state (some emitting sequences,
    /// some repeated), some states without moves, some final.
    static func randomMachine(seed: UInt64, size: Int) -> Machine<Int, String> {
        var generator = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ bound: Int) -> Int {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: generator >> 33) % bound
        }
        var moves: [[Transition<Int, String>]] = []
        var final: Set<Int> = []
        for state in 0..<size {
            var transitions: [Transition<Int, String>] = []
            let kind = next(10)
            if kind > 0 {
                for _ in 0..<(1 + next(3)) {
                    let action = ["a", "b", "c"][next(3)]
                    switch next(6) {
                    case 0: transitions.append(.on(action, emits: [next(size), next(size)], [next(size)]))
                    case 1: transitions.append(.on(action, oneOf: next(size), next(size)))
                    case 2:
                        // Forward only: chains of states that do not come back.
                        transitions.append(.on(action, to: min(size - 1, state + 1 + next(3))))
                    default: transitions.append(.on(action, to: next(size)))
                    }
                }
                if next(4) == 0, let first = transitions.first { transitions.append(first) }
            }
            moves.append(transitions)
            if next(12) == 0 { final.insert(state) }
        }
        let table = moves
        let finals = final
        return Machine("Random\(seed)", initial: 0) { (state: Int) in table[state] }
            .final(where: { finals.contains($0) })
    }

    /// The traps as the move graph gives them: Tarjan's components over every move, as the
    /// check computed them before it read parent records.
    static func referenceTraps(_ exploration: Exploration<Int, String>) -> Set<[Int]> {
        let moves = exploration.moveGraph
        func successors(_ state: Int) -> [Int32] {
            moves.moveNumbers(from: state).flatMap { moves.states($0).map(Int32.init) }
        }
        let count = exploration.stateCount
        let components = StronglyConnectedComponents.find(count: count, roots: 0..<count, successors: successors)
        var component = Array(repeating: -1, count: count)
        for (offset, members) in components.enumerated() { for state in members { component[state] = offset } }
        var traps: Set<[Int]> = []
        for (offset, members) in components.enumerated() {
            if members.contains(where: { exploration.status(of: $0) != .expanded || exploration.isFinal($0) }) { continue }
            let outgoing = members.map(successors)
            if outgoing.contains(where: { $0.contains { component[Int($0)] != offset } }) { continue }
            if members.count == 1, outgoing[0].isEmpty { continue }
            traps.insert(members.sorted())
        }
        return traps
    }

    static func traps(in findings: [Finding]) -> Set<[Int]> {
        var result: Set<[Int]> = []
        for finding in findings where finding.check == .trap {
            if finding.instances.isEmpty {
                result.insert(finding.stateIndices)
            } else {
                for instance in finding.instances { result.insert(instance.stateIndices) }
            }
        }
        return result
    }

    /// The random machines have traps, and states that reach a final one only by a move
    /// that is not their parent record: the check's every path is taken.
    @Test func theRandomMachinesHaveTraps() {
        var withTraps = 0, withoutTraps = 0
        for seed in 0..<60 {
            let exploration = Explorer(Self.randomMachine(seed: UInt64(seed), size: 5 + seed * 7)).explore()
            if Self.referenceTraps(exploration).isEmpty { withoutTraps += 1 } else { withTraps += 1 }
        }
        #expect(withTraps >= 5)
        #expect(withoutTraps >= 5)
    }

    @Test(arguments: 0..<60)
    func trapsAndTracesMatchTheMoveGraph(seed: Int) {
        let size = 5 + seed * 7
        for maxStates in [nil, size / 2 + 1] {
            let machine = Self.randomMachine(seed: UInt64(seed), size: size)
            let bounds = ExplorationBounds(maxStates: maxStates)
            // Fresh: the check and traces expand states again one by one.
            let fresh = Explorer(machine, bounds: bounds).explore()
            let freshTraces = (0..<fresh.stateCount).map { fresh.trace(to: $0) }
            let freshFindings = TrapCheck.run(fresh)
            // Built: the move graph first, then the same.
            let built = Explorer(machine, bounds: bounds).explore()
            _ = built.moveGraph
            let builtFindings = TrapCheck.run(built)
            #expect(freshFindings == builtFindings)
            #expect(Self.traps(in: freshFindings) == Self.referenceTraps(built))
            for number in 0..<built.stateCount {
                #expect(freshTraces[number] == built.trace(to: number))
                #expect(freshTraces[number] == built.graph.trace(to: number))
            }
        }
    }
}
