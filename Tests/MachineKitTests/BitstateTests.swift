import MachineKit
import Testing

/// A grid of `side` × `side` cells numbered `x * side + y`, walked a cell at a time; each cell
/// is a declared kind of its own, so a search that reaches every kind stored every state.
/// `extraKinds` declares kinds no state has.
private func grid(side: Int, extraKinds: Int = 0) -> Machine<Int, String> {
    var machine = Machine<Int, String>("Grid", initial: 0) { cell in
        let x = cell / side, y = cell % side
        var moves: [Transition<Int, String>] = []
        if x + 1 < side { moves.append(.on("right", to: cell + side)) }
        if y + 1 < side { moves.append(.on("up", to: cell + 1)) }
        if x > 0 { moves.append(.on("left", to: cell - side)) }
        if y > 0 { moves.append(.on("down", to: cell - 1)) }
        return moves
    }
    .actions(["right", "up", "left", "down", "jump"])
    let names = (0..<side * side + extraKinds).map { "c\($0)" }
    machine.kinds = KindTable(names: names, parents: names.map { _ in nil }, labels: names, index: { $0 })
    return machine
}

/// Counters 0...limit going up and down; `cell` breaks the invariant, `dead` has no move.
private func walk(limit: Int, broken: Int, dead: Int) -> Machine<Int, String> {
    Machine<Int, String>("Walk", initial: 0) { value in
        if value == dead { return [] }
        var moves: [Transition<Int, String>] = []
        if value < limit { moves.append(.on("inc", to: value + 1)) }
        if value > 0 { moves.append(.on("dec", to: value - 1)) }
        if value + 7 <= limit { moves.append(.on("skip", to: value + 7)) }
        return moves
    }
    .actionsUnchecked()
    .invariant("not \(broken)") { $0 != broken }
}

/// Whether the machine really runs `trace`: from an initial state, each move is an outcome
/// of its action in the state the previous move settled in.
private func replays(_ trace: Trace, on machine: Machine<Int, String>) -> Bool {
    guard let first = trace.steps.first, first.action == nil, let start = Int(first.state),
        machine.initialStates.contains(start)
    else { return false }
    var current = start
    for move in trace.moves {
        let transitions = machine.transitions(current).filter { $0.action == move[0].action }
        let states = move.compactMap { Int($0.state) }
        let matches = transitions.contains { transition in
            transition.outcomes.contains { Array($0.states.prefix(states.count)) == states }
        }
        guard matches, let last = states.last else { return false }
        current = last
    }
    return true
}

/// A report with its times left out: what two runs of the same searches must share.
private func untimed(_ report: CheckReport) -> CheckReport {
    guard var coverage = report.completeness.bitstate else { return report }
    coverage.searches = coverage.searches.map {
        var search = $0; search.seconds = 0; return search
    }
    var statistics = report.statistics
    statistics.seconds = 0
    let findings = report.findings.map { finding -> Finding in
        guard finding.check == .incomplete else { return finding }
        var copy = finding
        copy.reason = .bitstate(coverage)
        return copy
    }
    var result = CheckReport(
        machine: report.machine, origin: report.origin, statistics: statistics, completeness: .stopped([.bitstate(coverage)]),
        constraint: report.constraint, findings: findings, kindsDeclared: report.kindsDeclared,
        declaresFinalStates: report.declaresFinalStates, declaredActionCount: report.declaredActionCount)
    result.goalCount = report.goalCount
    return result
}

@Suite struct BitstateTests {
    @Test func aLargeArrayStoresExactlyTheReachableStates() {
        let machine = grid(side: 30)
        let exhaustive = machine.explore(bounds: .unbounded)
        #expect(exhaustive.stateCount == 900)
        let report = Explorer(machine).bitstate(BitstateOptions(bits: 1 << 24))
        // Every one of the 900 kinds reached (none is unreached), and 900 states stored:
        // exactly the reachable set.
        #expect(report.statistics.states == 900)
        #expect(report.findings.map(\.check) == [.incomplete, .unusedAction])
        #expect(report.findings[1].action == "jump")
        // 900 states, 4 moves or fewer each: every move of every state followed once.
        #expect(report.statistics.transitions == exhaustive.statistics.transitions)
        // Still not a claim of completeness.
        #expect(!report.isComplete)
        #expect(report.completeness.isPartialSearch)
        let coverage = report.completeness.bitstate!
        #expect(coverage.hashFactor == Double(1 << 24) / 900)
        #expect(coverage.expectedOmissions < 1e-3)
        #expect(
            report.findings[0].message.hasPrefix(
                "partial search: a bit-state search (2^24 bits (2 MiB), 3 bits a state, seed 1) stored 900 states"))
    }

    @Test func aKindNoStateHasIsUnreachedNeverUnreachable() {
        let report = Explorer(grid(side: 10, extraKinds: 1)).bitstate(BitstateOptions(bits: 1 << 20))
        #expect(report.statistics.states == 100)
        let unreached = report.findings.filter { $0.check == .unreached }
        #expect(unreached.map(\.state) == ["c100"])
        #expect(!report.findings.contains { $0.check == .unreachable })
        #expect(unreached[0].message.contains("it may still be reachable"))
    }

    @Test func aTinyArrayReportsPartialCoverageAndNeverCompleteness() {
        let machine = grid(side: 100)
        let report = Explorer(machine).bitstate(BitstateOptions(bits: 64, hashes: 2))
        #expect(report.statistics.states < 10_000)
        #expect(report.statistics.states > 0)
        #expect(!report.isComplete)
        let coverage = report.completeness.bitstate!
        #expect(coverage.hashFactor < 10)
        #expect(coverage.expectedOmissions > 1)
        #expect(report.headline().contains("(partial search, not complete)"))
        // Kinds it missed are only unreached; the report says what it cannot prove.
        #expect(report.findings.contains { $0.check == .unreached })
        #expect(!report.findings.contains { $0.check == .unreachable })
        #expect(report.findings[0].check == .incomplete)
        #expect(report.findings[0].message.contains("it proves no absence"))
        let json = report.json(reachable: []).pretty
        #expect(json.contains("\"complete\": false"))
        #expect(json.contains("\"partial\": true"))
        #expect(json.contains("\"reason\": \"bitstate\""))
    }

    @Test func findingsAreRealWithTracesTheMachineRuns() {
        let machine = walk(limit: 60, broken: 45, dead: 52)
        for seed: UInt64 in [0, 1, 2, 3, 99] {
            let report = Explorer(machine).bitstate(BitstateOptions(bits: 1 << 16, seeds: [seed]))
            #expect(report.statistics.states == 61, "seed \(seed)")
            let invariant = report.findings.filter { $0.check == .invariant }
            #expect(invariant.map(\.name) == ["not 45"])
            #expect(invariant.first?.trace?.steps.last?.state == "45")
            let dead = report.findings.filter { $0.check == .deadEnd }
            #expect(dead.map(\.state) == ["52"])
            for finding in invariant + dead {
                #expect(replays(finding.trace!, on: machine), "seed \(seed): \(finding.trace!.line)")
            }
        }
    }

    @Test func emittedSequencesGiveTracesThatReplay() {
        // `go` emits 1 then 2; 3 is reached only as the second state of `on` from 2.
        let machine = Machine<Int, String>("Seq", initial: 0) { state in
            switch state {
            case 0: [.on("go", emits: [1, 2])]
            case 2: [.on("on", emits: [4, 3])]
            case 3: [.on("back", to: 0)]
            default: []
            }
        }
        .actionsUnchecked()
        .invariant("not 3") { $0 != 3 }
        let report = Explorer(machine).bitstate(BitstateOptions(bits: 1 << 12))
        let trace = report.findings.first { $0.check == .invariant }!.trace!
        #expect(trace.line == "0 --go--> 1 --go--> 2 --on--> 4 --on--> 3")
        #expect(replays(trace, on: machine))
        // 1 and 4 are emitted on the way, never settled in: no dead end.
        #expect(!report.findings.contains { $0.check == .deadEnd })
    }

    @Test func aSwarmMergesFindingsDeterministically() {
        let machine = walk(limit: 300, broken: 250, dead: 280)
        let options = BitstateOptions.swarm(bits: 256, hashes: 2, count: 6)
        let one = Explorer(machine, workers: 1).bitstate(options)
        let two = Explorer(machine, workers: 2).bitstate(options)
        #expect(untimed(one) == untimed(two))
        // The same as merging the searches run one by one.
        let alone = options.seeds.map { Explorer(machine).bitstate(BitstateOptions(bits: 256, hashes: 2, seeds: [$0])) }
        #expect(untimed(CheckReport.mergingSearches(alone)) == untimed(one))
        #expect(one.completeness.bitstate!.seeds == [1, 2, 3, 4, 5, 6])
        #expect(one.statistics.states == alone.map(\.statistics.states).max())
        // Each merged finding is one some search proved, with the shortest of its traces.
        for finding in one.findings where finding.check == .invariant || finding.check == .deadEnd {
            let lengths = alone.flatMap(\.findings).filter { $0.check == finding.check && $0.state == finding.state }
                .compactMap { $0.trace?.length }
            #expect(finding.trace?.length == lengths.min())
            #expect(replays(finding.trace!, on: machine))
        }
    }

    @Test func aSwarmSeesWhatAnySearchSaw() {
        let machine = grid(side: 40)
        let options = BitstateOptions.swarm(bits: 1024, hashes: 1, count: 4)
        let swarm = Explorer(machine, workers: 2).bitstate(options)
        let alone = options.seeds.map { Explorer(machine).bitstate(BitstateOptions(bits: 1024, hashes: 1, seeds: [$0])) }
        let unreached = { (report: CheckReport) in Set(report.findings.filter { $0.check == .unreached }.compactMap(\.state)) }
        // Unreached by the swarm: unreached by every search.
        #expect(unreached(swarm) == alone.map(unreached).reduce(unreached(alone[0])) { $0.intersection($1) })
        #expect(swarm.completeness.bitstate!.searches.count == 4)
    }

    @Test func theDepthBoundIsReported() {
        let report = Explorer(grid(side: 10)).bitstate(BitstateOptions(bits: 1 << 16, maxDepth: 5))
        let coverage = report.completeness.bitstate!
        #expect(coverage.depthCut > 0)
        #expect(report.statistics.depth <= 5)
        #expect(report.findings[0].message.contains("were not expanded at depth 5"))
    }
}
