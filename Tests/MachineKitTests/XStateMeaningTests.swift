import Foundation
import MachineKit
@testable import MachineKitCharts
@testable import MachineKitCore
import TestSupport
import Testing

/// What XState's shorthands and resolver mean, where a chart of the corpus (`StatechartCorpus/
/// hand`) cannot say it alone: the refusals, the dialect a report names, the real charts of
/// `../shared/corpus/real-charts4` that showed each reading, and the release build's legality
/// check.
@Suite struct XStateMeaningTests {
    static func chart(_ text: String, dialect: Statechart.Dialect? = nil) throws(SpecError) -> Statechart {
        try SpecMachine.statechart(text, file: "m.yaml", json: false, dialect: dialect)
    }

    static func states(_ text: String, dialect: Statechart.Dialect? = nil) throws -> [String] {
        try SpecMachine.machine(chart(text, dialect: dialect)).explore().graph.stateNames.sorted()
    }

    static let parallelShorthand = """
        id: M
        parallel: true
        states:
          a: { initial: x, states: { x: { on: { GO: y } }, y: {} } }
          b: { initial: z, states: { z: {} } }
        """

    @Test func parallelTrueIsReadAsV4AndRefusedUnderV5() throws {
        #expect(try Self.chart(Self.parallelShorthand).dialect == .xstate4)
        #expect(try Self.states(Self.parallelShorthand) == ["a.x + b.z", "a.y + b.z"])
        #expect(throws: SpecError.self) { try Self.chart(Self.parallelShorthand, dialect: .xstate5) }
        do {
            _ = try Self.chart(Self.parallelShorthand, dialect: .xstate5)
        } catch {
            #expect(
                error.description
                    == "m.yaml:2: 'parallel: true' is XState v4's shorthand for 'type: parallel', which v5 does not read; write 'type: parallel' (or read the file as v4 with --dialect xstate4)"
            )
        }
    }

    @Test func historyShorthandsNameTheirDepth() throws {
        let text = { (value: String) in
            """
            id: M
            initial: a
            states:
              a:
                initial: p
                on: { OUT: b }
                states:
                  p: { initial: p1, states: { p1: { on: { N: p2 } }, p2: {} } }
                  h: { history: \(value) }
              b: { on: { BACK: a.h } }
            """
        }
        // Shallow: the child `p` is remembered, and entered at its initial child again.
        #expect(try Self.states(text("true")).contains("a.p.p1"))
        #expect(try !Self.states(text("true")).contains { $0.hasPrefix("a.h") })
        // Deep remembers `a.p.p2` itself; shallow (`true` or `'shallow'`) only `a.p`.
        // (Remembering `a.p` changes nothing `a`'s initial state would not do, so `b` keeps
        // no memory.)
        #expect(try Self.states(text("true")) == ["a.p.p1", "a.p.p2", "b"])
        #expect(try Self.states(text("shallow")) == ["a.p.p1", "a.p.p2", "b"])
        #expect(try Self.states(text("deep")) == ["a.p.p1", "a.p.p2", "b [h: a.h=a.p.p1]", "b [h: a.h=a.p.p2]"])
        // `history: false` is no shorthand: an atomic state named `h`, never entered.
        #expect(try Self.states(text("false")).contains("a.p.p1"))
        #expect(throws: SpecError.self) { try Self.chart(text("'sideways'")) }
    }

    /// XState resolves a target starting with `.` as the source's key followed by it, from the
    /// parent, and stops at the first empty segment: `'..'` and `'..x'` name the source as
    /// `'.'` does, `'d.'` the sibling `d`.
    @Test(arguments: ["'.'", "'..'", "'..x'"])
    func emptySegmentsEndAPath(target: String) throws {
        let text = """
            id: M
            initial: p
            states:
              p:
                initial: c
                states:
                  c: { on: { go: d., stay: \(target) } }
                  d: { initial: f, states: { f: {} } }
            """
        let moves = try XStateKeyTableTests.graph(text)
        #expect(moves == ["p.c -go-> p.d.f", "p.c -stay-> p.c"])
    }

    @Test func theMachinesOwnDotTargetIsTheMachine() throws {
        let text = """
            id: M
            initial: a
            on: { RESET: '.' }
            states:
              a: { on: { N: b } }
              b: {}
            """
        // RESET leaves `b` for the machine's initial state, and `a` stays where it is.
        let moves = try XStateKeyTableTests.graph(text)
        #expect(moves == ["a -N-> b", "a -RESET-> a", "b -RESET-> a"])
    }

    @Test func aMergeKeyInJSONIsAnOrdinaryKey() throws {
        let text = #"{"id": "M", "initial": "a", "states": {"a": {"<<": {"on": {"GO": "b"}}}, "b": {}}}"#
        let machine = try SpecMachine.machine(SpecMachine.statechart(text, file: "m.json", json: true))
        #expect(machine.explore().graph.stateNames == ["a"])
    }

    @Test func aQuotedMergeKeyIsAnOrdinaryKey() throws {
        let text = """
            id: M
            initial: a
            states:
              a: { '<<': { on: { GO: b } } }
              b: {}
            """
        #expect(try Self.states(text) == ["a"])
    }

    @Test func theTextReportNamesTheDialect() throws {
        let machine = try SpecMachine.machine(Self.chart(Self.parallelShorthand))
        #expect(machine.explore().report.headline() == "M: FAILED: 2 states, 1 transitions, depth 1, read as xstate4")
        let scxml = try SpecMachine.machine(
            SpecMachine.statechart(
                bytes: Array(
                    #"<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="S" initial="a"><state id="a"/></scxml>"#.utf8),
                file: "s.scxml", format: "scxml", fallbackName: "s"))
        #expect(scxml.explore().report.headline().hasSuffix(", read as scxml"))
    }

    /// The two real charts of round 4 that were read wrongly: their counts as the oracle gives
    /// them (SOURCES.md, "Result against the release build").
    static let realCharts4 = repositoryRoot + "/../shared/corpus/real-charts4"

    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: realCharts4), "../shared/corpus/real-charts4 is not beside the repository"),
        arguments: [
            ("02-xstate-ex-6-17-jump-to-id.yaml", 5, 12, 2),
            ("12-xstate-viz-omni.yaml", 11, 30, 8),
        ])
    func realChartsOfRound4(file: String, states: Int, transitions: Int, depth: Int) throws {
        let report = try SpecMachine.load(path: Self.realCharts4 + "/" + file).explore().report
        #expect(report.statistics.states == states)
        #expect(report.statistics.transitions == transitions)
        #expect(report.statistics.depth == depth)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: realCharts4), "../shared/corpus/real-charts4 is not beside the repository"))
    func theOmniChartMeansWhatItsTwinSays() throws {
        // The twin writes `SELF_INTERNAL: '.'` (on an atomic state) as a targetless transition.
        let chart = try SpecMachine.load(path: Self.realCharts4 + "/12-xstate-viz-omni.yaml").explore().report
        let twin = try SpecMachine.load(path: Self.realCharts4 + "/twins/12-xstate-viz-omni.twin.yaml").explore().report
        #expect(chart.findings.map(\.message) == twin.findings.map(\.message))
        #expect(chart.statistics.states == twin.statistics.states)
        #expect(chart.statistics.transitions == twin.statistics.transitions)
    }

    /// A configuration no chart can be in stops the process in every build, naming the chart
    /// and the step (the check runs once per configuration kept).
    @Test func anIllegalConfigurationIsAnInternalErrorInEveryBuild() async {
        await #expect(processExitsWith: .failure) {
            let chart = try! XStateMeaningTests.chart(
                """
                id: M
                initial: p
                states:
                  p:
                    type: parallel
                    states:
                      r1: { initial: a, states: { a: {} } }
                      r2: { initial: b, states: { b: {} } }
                  out: {}
                """)
            let engine = StatechartEngine(chart)
            let a = Int32(chart.nodes.firstIndex { $0.name == "p.r1.a" }!)
            let out = Int32(chart.nodes.firstIndex { $0.name == "out" }!)
            engine.checkKept(Statechart.Configuration(atoms: [a, out], memory: []), from: nil, label: -1)
        }
    }

    @Test func aLegalConfigurationPassesTheCheck() throws {
        let chart = try Self.chart(Self.parallelShorthand)
        let engine = StatechartEngine(chart)
        let x = Int32(chart.nodes.firstIndex { $0.name == "a.x" }!)
        let z = Int32(chart.nodes.firstIndex { $0.name == "b.z" }!)
        #expect(engine.legalityProblem([x, z]) == nil)
        #expect(engine.legalityProblem([x]) == "parallel state 'M' has region 'b' inactive")
        let y = Int32(chart.nodes.firstIndex { $0.name == "a.y" }!)
        #expect(engine.legalityProblem([x, y, z]) == "compound state 'a' has 2 active children")
        engine.checkKept(Statechart.Configuration(atoms: [x, z], memory: []), from: nil, label: -1)
    }
}

/// The key table of `XStateKeys.md`, held: each ignored key leaves the graph as it was, each
/// read key changes it as the table says, each refused key is bad input.
@Suite struct XStateKeyTableTests {
    static let base = """
        id: M
        initial: a
        states:
          a:
            on: { GO: { target: b } }
          b: {}
        """

    static func graph(_ text: String, dialect: Statechart.Dialect? = nil) throws -> [String] {
        let graph = try SpecMachine.machine(SpecMachine.statechart(text, file: "m.yaml", json: false, dialect: dialect))
            .explore().graph
        return graph.edges.map { "\(graph.stateNames[$0.from]) -\(graph.actionNames[$0.action])-> \(graph.stateNames[$0.to])" }.sorted()
    }

    static let stateKeys = [
        "entry", "exit", "onEntry", "onExit", "activities", "context", "output", "data", "meta", "tags", "description",
        "version", "options", "types", "schema", "tsTypes", "order", "parent", "strict", "preserveActionOrder",
        "predictableActionArguments",
    ]

    @Test(arguments: stateKeys, [Statechart.Dialect.xstate5, .xstate4])
    func anIgnoredStateKeyChangesNothing(key: String, dialect: Statechart.Dialect) throws {
        let expected = try Self.graph(Self.base, dialect: dialect)
        let atState = Self.base.replacingOccurrences(of: "  a:\n", with: "  a:\n    \(key): { x: 1 }\n")
        let atRoot = "\(key): [x]\n" + Self.base
        #expect(try Self.graph(atState, dialect: dialect) == expected)
        #expect(try Self.graph(atRoot, dialect: dialect) == expected)
        #expect(expected == ["a -GO-> b"])
    }

    @Test(arguments: ["actions", "meta", "description"], [Statechart.Dialect.xstate5, .xstate4])
    func anIgnoredTransitionKeyChangesNothing(key: String, dialect: Statechart.Dialect) throws {
        let text = Self.base.replacingOccurrences(of: "{ target: b }", with: "{ target: b, \(key): [x] }")
        #expect(try Self.graph(text, dialect: dialect) == ["a -GO-> b"])
    }

    @Test func aV4StateGuardIsAGuard() throws {
        // `in` guards GO: the second alternative is tried when it fails.
        let text = """
            id: M
            initial: a
            states:
              a:
                on: { GO: [{ target: b, in: '#M.c' }, { target: c }] }
              b: {}
              c: {}
            """
        #expect(try Self.graph(text) == ["a -GO-> b", "a -GO-> c"])
        #expect(try SpecMachine.statechart(text, file: "m.yaml", json: false).dialect == .xstate4)
    }

    @Test func aV4MachineKeyIsItsID() throws {
        let text = """
            key: light
            initial: green
            states:
              green: { on: { TIMER: '#light.red' } }
              red: { on: { TIMER: green }, internal: false }
            """
        #expect(try Self.graph(text) == ["green -TIMER-> red", "red -TIMER-> green"])
        #expect(throws: SpecError.self) { try Self.graph(text, dialect: .xstate5) }
    }

    @Test func aV4DelimiterOtherThanADotIsRefused() throws {
        let text = "delimiter: '/'\n" + Self.base
        #expect(throws: SpecError.self) { try Self.graph(text) }
        do { _ = try SpecMachine.statechart(text, file: "m.yaml", json: false) } catch {
            #expect(error.description == "m.yaml:1: 'delimiter' other than '.' is not read (targets and names would split on it)")
        }
        #expect(try Self.graph("delimiter: '.'\n" + Self.base) == ["a -GO-> b"])
    }

    @Test func aRouteIsTheMachinesTransitionToItsState() throws {
        let text = """
            id: M
            initial: a
            states:
              a: { on: { GO: b } }
              b: {}
              settings:
                id: settings
                route: {}
              help:
                route: {}
            """
        // `help` has no id, so no route: XState reads none.
        #expect(
            try Self.graph(text) == [
                "a -GO-> b", "a -xstate.route #settings-> settings", "b -xstate.route #settings-> settings",
                "settings -xstate.route #settings-> settings",
            ])
    }

    @Test func aSnapshotOfAnInvocationIsItsOwnEvent() throws {
        let text = """
            id: M
            initial: a
            states:
              a:
                invoke: { src: timer, onSnapshot: b }
              b: {}
            """
        #expect(try Self.graph(text) == ["a -snapshot: timer-> b"])
    }
}
