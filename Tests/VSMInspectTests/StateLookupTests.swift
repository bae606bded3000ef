import Foundation
import MachineKit
import TestSupport
import Testing

/// One state lookup (``StateGraph/state(named:)``): `paths --to`, `render --trace`, `explore`'s
/// `goto` and the web page's search find the same state for a name, a compound or parallel
/// state's included, and the page's script agrees with it on every kind of every chart.
@Suite struct StateLookupTests {
    static let chart = "Fixtures/specs/media-player.yaml"
    /// A parallel state, a compound state (a region), a region by its label, and a configuration
    /// named by two kinds, with the state each opens: the shallowest state inside.
    static let named: [(name: String, state: String)] = [
        ("player", "player.playback.paused + player.volume.audible"),
        ("player.playback", "player.playback.paused + player.volume.audible"),
        ("volume", "player.playback.paused + player.volume.audible"),
        ("player.volume + ended", "player.playback.ended + player.volume.audible"),
    ]

    @Test func pathsToACompoundOrParallelStateEndsInsideIt() throws {
        for (name, state) in Self.named {
            let run = try inspect(["paths", Self.chart, "--to", name, "--format", "json"])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            let found = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            #expect(found?["state"] as? String == state, "\(name)")
        }
    }

    @Test func renderTracesToACompoundOrParallelState() throws {
        let plain = try inspect(["render", Self.chart, "--format", "dot", "--output", "-"])
        for (name, _) in Self.named {
            let run = try inspect(["render", Self.chart, "--trace", name, "--format", "dot", "--output", "-"])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(run.stderr.isEmpty)
            // The trace is drawn: the states on it are outlined, and a legend says so.
            #expect(run.stdout != plain.stdout && run.stdout.contains(#"penwidth="2.4""#), "\(name)")
        }
        let nowhere = try inspect(["render", Self.chart, "--trace", "nowhere", "--format", "dot", "--output", "-"])
        #expect(nowhere.status == 2)
        #expect(nowhere.stderr == "vsm-inspect: --trace: no reachable state 'nowhere' in machine 'MediaPlayer'\n")
    }

    @Test func exploreGoesToACompoundOrParallelState() throws {
        for (name, state) in Self.named {
            let run = try inspect(["explore", Self.chart], input: "goto \(name)\nquit\n")
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(run.stdout.contains("> goto \(name)\nstate: \(state)  ("), "\(name)")
        }
    }

    @Test func aKindNoStateIsInIsDeclaredButNeverReached() throws {
        let yaml = """
            id: M
            initial: a
            states:
              a: {on: {go: b}}
              b: {}
              p:
                initial: q
                states:
                  q: {}
            """
        let path = NSTemporaryDirectory() + "lookup-\(UUID().uuidString).yaml"
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try inspect(["paths", path, "--to", "p"])
        #expect(run.status == 1)
        #expect(run.stderr == "vsm-inspect: state 'p' is declared but never reached in machine 'M'\n")
    }

    @Test func aStateOnlyPassedThroughIsNamedSoAndCheckCountsItReached() throws {
        let yaml = """
            id: T
            initial: a
            states:
              a: {on: {go: t}}
              t: {always: b}
              b: {on: {back: a}}
            """
        let path = NSTemporaryDirectory() + "lookup-\(UUID().uuidString).yaml"
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let check = try inspect(["check", path])
        #expect(check.status == 0)
        let passed = try inspect(["paths", path, "--to", "t"])
        #expect(passed.status == 1)
        #expect(passed.stderr == "vsm-inspect: state 't' is only passed through within a step in machine 'T': no trace ends in it\n")
        let both = try inspect(["paths", path, "--to", "a + b"])
        #expect(both.status == 1)
        #expect(both.stderr == "vsm-inspect: no reachable state of machine 'T' is in every one of 'a + b'\n")
    }

    /// The charts the page's search is compared on: the fixtures, and the real charts of
    /// `../shared/corpus` where they are there.
    static func charts() throws -> [String] {
        var paths = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Fixtures/specs")
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") || $0.hasSuffix(".scxml") }
            .map { repositoryRoot + "/Fixtures/specs/" + $0 }
        for folder in ["real-charts", "real-charts4"] {
            let corpus = repositoryRoot + "/../shared/corpus/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus) else { continue }
            paths += names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") || $0.hasSuffix(".scxml") }.map { corpus + "/" + $0 }
        }
        return paths.sorted()
    }

    /// Every kind by its name and by its label, pairs of kinds, and every state's name (up to
    /// a bound a chart), asked of the graph and of the page's script (`findState`, under Node).
    @Test func thePageFindsWhatTheCommandLineFinds() throws {
        var compared = 0, charts = 0
        // Charts whose configurations' names total up to 400 kB (a debug build reads the two
        // largest, Harel's watch and Qt's pinball, for minutes).
        let limits = SpecMachine.Limits(configurationNameBytes: 400_000)
        for path in try Self.charts() {
            guard let machine = try? SpecMachine.load(path: path, limits: limits) else { continue }
            let graph = machine.explore(bounds: ExplorationBounds(maxStates: 5_000)).graph
            var queries = Array(graph.kindNames) + graph.kindLabels + graph.stateNames.prefix(200) + ["nowhere", " + "]
            for (first, second) in zip(graph.kindLabels, graph.kindLabels.dropFirst(3)) { queries.append(first + " + " + second) }
            let expected = queries.map { graph.state(named: $0) }
            let answers = try Self.pageAnswers(graph, queries)
            for (offset, query) in queries.enumerated() where answers[offset] != expected[offset] {
                Issue.record(
                    "\(path): '\(query)': the page opens \(answers[offset].map(String.init) ?? "nothing"), the command line \(expected[offset].map(String.init) ?? "nothing")"
                )
            }
            compared += queries.count
            charts += 1
        }
        #expect(charts >= 5)
        #expect(compared > 500)
    }

    /// A move that emits several states counts once for each (the page's `depthsOf`), where a
    /// trace's steps count each state: the lookup ranks by the page's count.
    @Test func theLookupRanksStatesAsThePageDoes() throws {
        let machine = Machine<Int, String>("Steps", initial: 0) { state, next in
            guard state < 9 else { return }
            next.add("pair", emitting: [state + 1, state + 2])
            next.add("jump", state + 3)
        }
        let graph = machine.explore().graph
        #expect(graph.moveDepths != graph.depth, "the machine emits sequences, so the two counts differ")
        let data = Self.pageMoves(graph)
        let script = """
            const L = require(process.argv[1]);
            const D = JSON.parse(require('fs').readFileSync(0, 'utf8'));
            process.stdout.write(JSON.stringify(Array.from(L.depthsOf(D.reachedBy, L.indexMoves(D.moveCounts, D.actions, D.states)))));
            """
        #expect(try Self.runPageScript(script, data) as? [Int] == graph.moveDepths)
    }

    /// What the page's `findState` opens for each query, with the page's own reading of the
    /// graph (kinds by name or label, a configuration's kinds, depths).
    static func pageAnswers(_ graph: StateGraph, _ queries: [String]) throws -> [Int?] {
        // With the moves as the page's data lists them, so that its own `depthsOf` ranks states.
        let data = pageMoves(graph).merging([
            "names": graph.stateNames, "kinds": graph.kindNames, "kindLabels": graph.kindLabels,
            "kindParents": graph.kindParents.map { $0.map { $0 as Any } ?? NSNull() },
            "covers": (0..<graph.stateCount).map(graph.kinds(of:)), "queries": queries,
        ]) { first, _ in first }
        let script = """
            const L = require(process.argv[1]);
            const D = JSON.parse(require('fs').readFileSync(0, 'utf8'));
            const kindNamed = L.kindNamer(D.kinds, D.kindLabels);
            const depths = L.depthsOf(D.reachedBy, L.indexMoves(D.moveCounts, D.actions, D.states));
            const answers = D.queries.map(q => L.findState(q, D.names, kindNamed, s => D.covers[s], depths, D.kindParents));
            process.stdout.write(JSON.stringify(answers));
            """
        let list = try runPageScript(script, data) as? [Any] ?? []
        return list.map { $0 as? Int }
    }

    /// The graph's moves as the page's data lists them (a count per state, then each move's
    /// action and states), with the move that first reached each state, for the page's `depthsOf`.
    static func pageMoves(_ graph: StateGraph) -> [String: Any] {
        let moves = graph.moves
        return [
            "reachedBy": graph.reachedBy, "moveCounts": (0..<graph.stateCount).map { moves.moveNumbers(from: $0).count },
            "actions": (0..<moves.count).map(moves.action), "states": (0..<moves.count).map { Array(moves.states($0)) },
        ]
    }

    /// What `script` writes as JSON, run under Node with the page's `logic.js` as its first
    /// argument and `data` as JSON on its standard input.
    static func runPageScript(_ script: String, _ data: [String: Any]) throws -> Any {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", script, repositoryRoot + "/Sources/VSMInspectKit/Web/Page/logic.js"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: data))
        try input.fileHandleForWriting.close()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "node (the page's script's unit tests need it too) did not run")
        return try JSONSerialization.jsonObject(with: answer)
    }
}
