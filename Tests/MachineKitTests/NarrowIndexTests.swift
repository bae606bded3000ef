import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import Testing

// The frozen part of the explorer's index has 4-byte slots from 2^22 slots on; these tests
// lower that threshold to the smallest index, so that every growth of the frozen part makes
// or grows a narrow index, and check that nothing a user sees changes.

/// A small inbox: a screen with an associated value, badge counters and an array of the
/// threads opened lately (plain `Hashable`: hashed by `Hasher`, compared through the array).
private enum MailScreen: Hashable, Sendable {
    case list, thread(UInt8), compose
}

private struct Mail: Hashable, Sendable {
    var screen = MailScreen.list
    var unread: UInt8 = 0
    var drafts: UInt8 = 0
    var recent: [UInt8] = []
}

private func mailMachine() -> Machine<Mail, String> {
    Machine("Mail", initial: Mail()) { (state: Mail, next: inout Successors<Mail, String>) in
        if state.unread < 6 {
            var after = state
            after.unread += 1
            next.add("receive", after)
        }
        switch state.screen {
        case .list:
            for thread: UInt8 in 0..<4 {
                var after = state
                after.screen = .thread(thread)
                after.recent.removeAll { $0 == thread }
                after.recent.insert(thread, at: 0)
                if after.recent.count > 2 { after.recent.removeLast() }
                if after.unread > 0 { after.unread -= 1 }
                next.add("open \(thread)", after)
            }
            var compose = state
            compose.screen = .compose
            next.add("compose", compose)
        case .thread:
            var back = state
            back.screen = .list
            next.add("back", back)
        case .compose:
            if state.drafts < 4 {
                var after = state
                after.drafts += 1
                after.screen = .list
                next.add("save", after)
            }
            var discard = state
            discard.screen = .list
            next.add("discard", discard)
        }
    }
    .actionsUnchecked()
}

/// Four counters of 0...6, each raised or lowered by one: exactly 7^4 = 2 401 states, with a
/// hash of their own.
private struct Dials: ExplorationHashable, Sendable {
    var values: SIMD4<UInt8> = .zero
    var explorationHash: UInt64 { UInt64(unsafeBitCast(values, to: UInt32.self)) }
}

private func dialsMachine() -> Machine<Dials, String> {
    Machine("Dials", initial: Dials()) { (state: Dials, next: inout Successors<Dials, String>) in
        for dial in 0..<4 {
            if state.values[dial] < 6 {
                var up = state
                up.values[dial] += 1
                next.add("up \(dial)", up)
            }
            if state.values[dial] > 0 {
                var down = state
                down.values[dial] -= 1
                next.add("down \(dial)", down)
            }
        }
    }
    .actionsUnchecked()
}

/// The states reached from the initial one, by a search written here with a `Set`.
private func reachable<S: Hashable, A>(_ machine: Machine<S, A>) -> Set<S> {
    var seen: Set<S> = Set(machine.initialStates)
    var layer = machine.initialStates
    while !layer.isEmpty {
        var next: [S] = []
        for state in layer {
            var successors = Successors<S, A>()
            machine.expand(state, &successors)
            for outcome in 0..<successors.count {
                for successor in successors.outcome(outcome) where seen.insert(successor).inserted {
                    next.append(successor)
                }
            }
        }
        layer = next
    }
    return seen
}

/// Everything a user sees of an exploration, as text, with the index narrow from `narrowFromBits`.
private func observed<S: Hashable & Sendable, A: Hashable & Sendable>(
    _ machine: Machine<S, A>, workers: Int, narrowFromBits: Int, bounds: ExplorationBounds = .standard
) -> [String] {
    var explorer = Explorer(machine, bounds: bounds, workers: workers)
    explorer.narrowIndexFromBits = narrowFromBits
    let exploration = explorer.explore()
    var lines = exploration.states.map { "\($0)" }
    lines.append("transitions \(exploration.statistics.transitions) depth \(exploration.statistics.depth)")
    lines += exploration.graph.edges.map { "\($0.from) \($0.action) \($0.to)" }
    lines += exploration.states.indices.map { "\(exploration.depth(of: $0)) " + exploration.trace(to: $0).line }
    lines += exploration.report.findings.map(\.message)
    return lines
}

@Suite struct NarrowIndexTests {
    @Test func aNarrowTableFindsEveryStateItHolds() {
        var table = StateTable<Int>(narrowFromBits: SlotIndex.minimumBits)
        for value in 0..<50_000 {
            #expect(table.insert(value * 7).number == value)
            // A layer of 1 000 states at a time, as the explorer freezes them.
            if value % 1_000 == 999 { table.freeze() }
        }
        table.freeze()
        #expect(table.frozen.narrow)
        #expect(table.frozen.bits == 17, "50 000 states at most three quarters of the slots")
        #expect(table.frozen.count == 50_000)
        #expect((0..<50_000).allSatisfy { table.find($0 * 7) == $0 })
        #expect(table.find(1) == nil)
        #expect(table.find(7 * 50_000) == nil)
        #expect(table.insert(14).number == 2)
        #expect(table.insert(14).inserted == false)
    }

    @Test func theDefaultTableIsWideUpTo2To21Slots() {
        var table = StateTable<Int>()
        for value in 0..<100_000 { _ = table.insert(value) }
        table.freeze()
        #expect(!table.frozen.narrow)
        #expect(table.frozen.bits == 18)
        #expect(StateTable<Int>.defaultNarrowFromBits == 22)
    }

    @Test func theInboxExploresTheSameWithNarrowSlots() {
        let machine = mailMachine()
        let wide = observed(machine, workers: 1, narrowFromBits: 64)
        let expected = reachable(machine)
        #expect(expected.count == 1_750)
        #expect(wide.count == 1_750 + 1 + 6_106 + 1_750)
        #expect(wide[1_750] == "transitions 6106 depth 19")
        #expect(Set(wide.prefix(1_750)) == Set(expected.map { "\($0)" }), "the states a search with a `Set` reaches")
        for workers in [1, 2] {
            #expect(observed(machine, workers: workers, narrowFromBits: SlotIndex.minimumBits) == wide)
        }
    }

    @Test func countersExploreTheSameWithNarrowSlots() {
        let machine = dialsMachine()
        let wide = observed(machine, workers: 1, narrowFromBits: 64)
        #expect(reachable(machine).count == 2_401)
        // Per dial, 7^3 settings of the others × 6 steps up and 6 down.
        #expect(wide.count == 2_401 + 1 + 16_464 + 2_401)
        #expect(wide[2_401] == "transitions 16464 depth 24")
        #expect(wide[0] == "Dials(values: SIMD4<UInt8>(0, 0, 0, 0))")
        for workers in [1, 2] {
            #expect(observed(machine, workers: workers, narrowFromBits: SlotIndex.minimumBits) == wide)
        }
    }

    @Test func boundsStopANarrowTableAtTheSameStates() {
        for bounds in [ExplorationBounds(maxStates: 700), ExplorationBounds(maxDepth: 5)] {
            let wide = observed(mailMachine(), workers: 1, narrowFromBits: 64, bounds: bounds)
            for workers in [1, 2] {
                #expect(observed(mailMachine(), workers: workers, narrowFromBits: SlotIndex.minimumBits, bounds: bounds) == wide)
            }
            let dials = observed(dialsMachine(), workers: 1, narrowFromBits: 64, bounds: bounds)
            for workers in [1, 2] {
                #expect(observed(dialsMachine(), workers: workers, narrowFromBits: SlotIndex.minimumBits, bounds: bounds) == dials)
            }
        }
        let stopped = observed(dialsMachine(), workers: 2, narrowFromBits: SlotIndex.minimumBits, bounds: ExplorationBounds(maxStates: 700))
        #expect(stopped.firstIndex { $0.hasPrefix("transitions") }! <= 700)
    }
}
