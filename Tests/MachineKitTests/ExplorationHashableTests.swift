import MachineKit
import Testing

/// The same machine over three state types: one hashed by `Hasher`, one with its own
/// exploration hash, and one whose exploration hash is the same for every state.
private protocol Cell: Hashable, Sendable, CustomStringConvertible {
    var row: Int { get set }
    var column: Int { get set }
    init()
}

extension Cell {
    var description: String { "(\(row), \(column))" }
}

private struct PlainCell: Cell {
    var row = 0, column = 0
}

private struct PackedCell: Cell, ExplorationHashable {
    var row = 0, column = 0
    var explorationHash: UInt64 { UInt64(row) << 32 | UInt64(column) }
}

private struct CollidingCell: Cell, ExplorationHashable {
    var row = 0, column = 0
    var explorationHash: UInt64 { 7 }
}

/// A knight-like walk on a size × size board that wraps around.
private func walk<C: Cell>(_: C.Type, size: Int) -> Machine<C, String> {
    Machine("Walk", initial: C()) { (state: C, next: inout Successors<C, String>) in
        for (name, rows, columns) in [("up", 2, 1), ("right", 1, 2), ("down", -2, 1), ("left", 1, -2), ("back", 0, 0)] {
            var moved = state
            moved.row = (state.row + rows + size) % size
            moved.column = (state.column + columns + size) % size
            next.add(name, moved)
        }
    }
    .invariant("never in the far corner") { $0.row != size - 1 || $0.column != size - 1 }
}

private func observed<C: Cell>(_ type: C.Type, size: Int, workers: Int) -> [String] {
    let exploration = Explorer(walk(type, size: size), workers: workers).explore()
    var lines = exploration.states.map(\.description)
    lines.append("transitions \(exploration.statistics.transitions) depth \(exploration.statistics.depth)")
    lines += exploration.graph.edges.map { "\($0.from) \($0.action) \($0.to)" }
    lines += exploration.states.indices.map { exploration.trace(to: $0).line }
    lines += exploration.report.findings.map(\.message)
    return lines
}

@Suite struct ExplorationHashableTests {
    @Test func ownHashExploresExactlyAsHasher() {
        let plain = observed(PlainCell.self, size: 40, workers: 1)
        #expect(plain.prefix(3) == ["(0, 0)", "(2, 1)", "(1, 2)"])
        #expect(plain[1_600] == "transitions 8000 depth 23", "all 1 600 cells, five moves each")
        #expect(observed(PackedCell.self, size: 40, workers: 1) == plain)
        #expect(observed(PackedCell.self, size: 40, workers: 2) == plain)
    }

    @Test func statesSharingOneHashAreStillToldApart() {
        let plain = observed(PlainCell.self, size: 12, workers: 1)
        #expect(plain[144] == "transitions 720 depth 9", "all 144 cells")
        #expect(observed(CollidingCell.self, size: 12, workers: 1) == plain)
        #expect(observed(CollidingCell.self, size: 12, workers: 2) == plain)
    }
}
