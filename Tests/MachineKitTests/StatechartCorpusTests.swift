import Foundation
import MachineKit
@testable import MachineKitAsync
@testable import MachineKitCharts
@testable import MachineKitCore
@testable import MachineKitExport
@testable import MachineKitRecording
import TestSupport
import Testing

/// Every chart of the statechart corpus (`StatechartCorpus/`, see its README) is loaded,
/// explored and checked, and every field of its `.expected.json` is compared exactly.
@Suite struct StatechartCorpusTests {
    static let folder = repositoryRoot + "/Tests/MachineKitTests/StatechartCorpus"

    /// The charts, by path below the corpus folder, sorted.
    static let charts: [String] = {
        var result: [String] = []
        for group in ["hand", "real", "w3c"] {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + group)) ?? []
            for file in files where SpecMachine.isSpecPath(file) && !file.hasSuffix(".expected.json") {
                result.append(group + "/" + file)
            }
        }
        return result.sorted()
    }()

    @Test func corpusHasEveryChart() {
        #expect(Self.charts.count == 98)
        #expect(Self.charts.filter { $0.hasPrefix("hand/") }.count == 65)
        #expect(Self.charts.filter { $0.hasPrefix("w3c/") }.count == 29)
        #expect(Self.charts.filter { $0.hasPrefix("real/") }.count == 4)
    }

    @Test(arguments: charts)
    func chartMeansWhatItsExpectationSays(_ chart: String) throws {
        let path = Self.folder + "/" + chart
        let expectationPath = String(path[..<path.lastIndex(of: ".")!]) + ".expected.json"
        let expected = try JSONDecoder().decode(CorpusExpectation.self, from: Data(contentsOf: URL(fileURLWithPath: expectationPath)))
        let machine: Machine<Statechart.Configuration, String>
        do {
            machine = try SpecMachine.load(path: path)
        } catch {
            guard let bad = expected.badInput else {
                Issue.record("\(chart): rejected: \(error)")
                return
            }
            let text = error.description
            #expect(!text.contains("\n"), "\(chart)")
            #expect(text.hasPrefix(path + ":\(bad.line): "), "\(chart): \(text)")
            if let state = bad.state {
                #expect(text.contains(": state '\(state)': "), "\(chart): \(text)")
            } else {
                #expect(!text.contains(": state '"), "\(chart): \(text)")
            }
            #expect(text.contains(bad.contains), "\(chart): \(text)")
            #expect(error.line == bad.line && error.state == bad.state, "\(chart)")
            return
        }
        #expect(expected.badInput == nil, "\(chart): expected bad input, got a machine")
        let observed = CorpusExpectation.observed(machine.explore(), source: expected.source, construct: expected.construct)
        #expect(observed.reachable == expected.reachable, "\(chart)")
        #expect(observed.unreachable == expected.unreachable, "\(chart)")
        #expect(observed.deadEnds == expected.deadEnds, "\(chart)")
        #expect(observed.traps == expected.traps, "\(chart)")
        #expect(observed.final == expected.final, "\(chart)")
        #expect(observed.events == expected.events, "\(chart)")
        #expect(observed.traces.keys.sorted() == expected.traces.keys.sorted(), "\(chart)")
        for (state, trace) in expected.traces.sorted(by: { $0.key < $1.key }) {
            #expect(observed.traces[state] == trace, "\(chart): trace to \(state)")
        }
    }

    /// Charts whose moves are computed at once for every atomic state explore exactly as
    /// when every configuration's moves are computed on demand.
    @Test(arguments: charts.filter { !$0.contains("bad") })
    func precomputedMovesAgreeWithSteps(_ chart: String) throws {
        let statechart = try SpecMachine.statechart(path: Self.folder + "/" + chart)
        let precomputed = try SpecMachine.machine(statechart).explore()
        let stepped = try SpecMachine.machine(statechart, precomputed: false).explore()
        #expect(reachable(precomputed) == reachable(stepped), "\(chart)")
        #expect(
            precomputed.graph.edges.map { "\($0.from) \($0.action) \($0.to)" }
                == stepped.graph.edges.map { "\($0.from) \($0.action) \($0.to)" }, "\(chart)")
        #expect(summary(precomputed.report.findings) == summary(stepped.report.findings), "\(chart)")
    }

    /// Random nested charts (fixed seed) without parallel states, history, eventless
    /// transitions or done handlers, with guards, lists, `*` and root handlers: their moves
    /// computed per atomic state at load agree with steps computed configuration by configuration.
    @Test func generatedChartsExploreTheSameBothWays() throws {
        var seed: UInt64 = 3
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: seed >> 33) % bound
        }
        var refused = 0
        defer { #expect(refused <= 5, "most generated charts settle") }
        for chart in 0..<20 {
            var names: [[String]] = []
            var yaml = "id: G\(chart)\ninitial: s0\non:\n  reset: .s0\nstates:\n"
            func target() -> String { names[next(names.count)].joined(separator: ".") }
            // Declare nodes first, so that targets can name any of them by their path from the root.
            func declare(_ path: [String], depth: Int) -> [String] {
                names.append(path)
                guard depth < 2, next(3) == 0 else { return [] }
                return (0..<(2 + next(3))).map { "c\($0)" }
            }
            var tree: [([String], [String])] = []
            var stack: [([String], Int)] = (0..<(4 + next(4))).reversed().map { (["s\($0)"], 0) }
            while let (path, depth) = stack.popLast() {
                let children = declare(path, depth: depth)
                tree.append((path, children))
                for child in children.reversed() { stack.append((path + [child], depth + 1)) }
            }
            let events = ["a", "b", "c", "d"]
            for (path, children) in tree {
                let indent = String(repeating: "    ", count: path.count - 1) + "  "
                yaml += indent + path.last! + ":\n"
                if !children.isEmpty { yaml += indent + "  initial: \(children[0])\n" }
                if children.isEmpty, next(8) == 0 { yaml += indent + "  type: final\n" }
                yaml += indent + "  on:\n"
                for event in events where next(2) == 0 {
                    switch next(4) {
                    case 0: yaml += indent + "    \(event): \"#G\(chart).\(target())\"\n"
                    case 1: yaml += indent + "    \(event): [\"#G\(chart).\(target())\", \"#G\(chart).\(target())\"]\n"
                    case 2: yaml += indent + "    \(event): { target: \"#G\(chart).\(target())\", guard: g }\n"
                    default: yaml += indent + "    \(event): { actions: x }\n"
                    }
                }
                if next(6) == 0 { yaml += indent + "    \"*\": \"#G\(chart).\(target())\"\n" }
                if next(5) == 0 { yaml += indent + "  after:\n" + indent + "    100: \"#G\(chart).\(target())\"\n" }
                if !children.isEmpty { yaml += indent + "  states:\n" }
            }
            let statechart = try SpecMachine.statechart(yaml, file: "g\(chart).yaml", json: false)
            // `*` takes done events too: a `*` into a final child of its own node never settles,
            // and both ways refuse such a chart with the same line.
            let first = Result { () throws(SpecError) in try SpecMachine.machine(statechart) }
            let second = Result { () throws(SpecError) in try SpecMachine.machine(statechart, precomputed: false) }
            if case .failure(let refusal) = first {
                #expect(refusal.message.contains("never settle"), "chart \(chart): \(refusal)")
                guard case .failure(let other) = second else {
                    Issue.record("chart \(chart): refused with precomputed moves only")
                    continue
                }
                #expect(refusal == other, "chart \(chart)")
                refused += 1
                continue
            }
            let precomputed = try first.get().explore()
            let stepped = try second.get().explore()
            #expect(reachable(precomputed) == reachable(stepped), "chart \(chart)")
            #expect(
                precomputed.graph.edges.map { "\($0.from) \($0.action) \($0.to)" }
                    == stepped.graph.edges.map { "\($0.from) \($0.action) \($0.to)" }, "chart \(chart)")
            #expect(summary(precomputed.report.findings) == summary(stepped.report.findings), "chart \(chart)")
        }
    }

    /// Two workers explore a chart exactly as one does: same configurations in the same order,
    /// same names (history suffixes included), same findings.
    @Test(arguments: charts.filter { !$0.contains("bad") })
    func twoWorkersExploreAsOne(_ chart: String) throws {
        let statechart = try SpecMachine.statechart(path: Self.folder + "/" + chart)
        let one = Explorer(try SpecMachine.machine(statechart), workers: 1).explore()
        let two = Explorer(try SpecMachine.machine(statechart), workers: 2).explore()
        #expect(reachable(one) == reachable(two), "\(chart)")
        #expect(summary(one.report.findings) == summary(two.report.findings), "\(chart)")
    }
}

/// A corpus chart's `.expected.json`, and the same fields read off an exploration.
struct CorpusExpectation: Decodable {
    struct BadInput: Decodable {
        var line: Int
        var state: String?
        var contains: String
    }

    struct Step: Decodable, Equatable, CustomStringConvertible {
        var action: String?
        var state: String
        var description: String { action.map { "--\($0)--> \(state)" } ?? state }
    }

    var source: String
    var construct: String
    var badInput: BadInput?
    var reachable: [String]
    var unreachable: [String]
    var deadEnds: [String]
    var traps: [[String]]
    var final: [String]
    var events: [String]
    var traces: [String: [Step]]

    /// The fields as an exploration gives them: findings from the report, traces for exactly
    /// the configurations with one shortest trace (moves counted once per configuration,
    /// event and next configuration).
    static func observed<State, Action>(_ exploration: Exploration<State, Action>, source: String, construct: String) -> Self {
        let report = exploration.report
        let count = exploration.stateCount
        let names = (0..<count).map(exploration.name(of:))
        func states(_ check: Finding.Check) -> [Finding] {
            report.findings.filter { $0.check == check }.flatMap(\.expanded)
        }
        let moves = exploration.moveGraph
        let actions = exploration.actions.map(exploration.machine.actionName)
        var events: Set<String> = []
        var edges: [Set<Int>] = Array(repeating: [], count: count)
        var labelled: Set<[Int]> = []
        for state in 0..<count {
            for move in moves.moveNumbers(from: state) {
                events.insert(actions[moves.action(move)])
                let next = moves.states(move).last!
                if labelled.insert([state, moves.action(move), next]).inserted { edges[state].insert(next) }
            }
        }
        // Shortest traces, counted: a configuration is in `traces` when exactly one reaches it.
        var depth = Array(repeating: -1, count: count)
        var ways = Array(repeating: 0, count: count)
        var queue: [Int] = []
        for initial in exploration.initialNumbers {
            depth[initial] = 0
            ways[initial] = 1
            queue.append(initial)
        }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            for move in moves.moveNumbers(from: state) {
                let next = moves.states(move).last!
                guard labelled.remove([state, moves.action(move), next]) != nil else { continue }
                if depth[next] < 0 {
                    depth[next] = depth[state] + 1
                    queue.append(next)
                }
                if depth[next] == depth[state] + 1 { ways[next] += ways[state] }
            }
        }
        var traces: [String: [Step]] = [:]
        for state in 0..<count where ways[state] == 1 {
            traces[names[state]] = exploration.trace(to: state).steps.map { Step(action: $0.action, state: $0.state) }
        }
        return CorpusExpectation(
            source: source, construct: construct, badInput: nil,
            reachable: names.sorted(),
            unreachable: states(.unreachable).compactMap(\.state).sorted(),
            deadEnds: states(.deadEnd).compactMap(\.state).sorted(),
            traps: states(.trap).map { ($0.states ?? []).sorted() }.sorted { $0.lexicographicallyPrecedes($1) },
            final: (0..<count).filter(exploration.isFinal).map { names[$0] }.sorted(),
            events: events.sorted(),
            traces: traces)
    }
}
