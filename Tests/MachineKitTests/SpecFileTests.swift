import MachineKit
import Testing

@Suite struct SpecFileTests {
    @Test func designExampleExploresEveryOutcome() throws {
        let report = try SpecMachine.load(path: fixture("specs/blog-entry.yaml")).check()
        #expect(report.machine == "BlogEntrySpec")
        #expect(report.reachable == ["initialized", "loading", "loaded", "failed", "closed"])
        #expect(report.statistics.states == 5)
        #expect(report.statistics.transitions == 6)
        #expect(report.statistics.depth == 3)
        #expect(report.findings.isEmpty)
    }

    @Test func compoundStatesAreFlattenedToTheirLeaves() throws {
        let machine = try SpecMachine.load(path: fixture("specs/checkout.json"))
        let report = machine.check()
        #expect(report.reachable == [
            "cart", "payment.enteringCard", "emptyCart", "payment.authorizing", "confirmed", "payment.declined",
        ])
        #expect(report.graph.kindNames == [
            "cart", "emptyCart", "payment.enteringCard", "payment.authorizing", "payment.declined", "confirmed",
        ])
        #expect(report.graph.actionNames == [
            "checkout", "empty", "addItem", "cancel", "submit", "onDone", "onError", "retry",
        ])
        #expect(report.statistics.transitions == 10)
        #expect(report.findings.isEmpty)
        // The parent's `cancel` applies to every child.
        let declined = report.graph.stateNames.firstIndex(of: "payment.declined")!
        let moves = report.graph.edges.filter { $0.from == declined }
            .map { "\(report.graph.actionNames[$0.action])->\(report.graph.stateNames[$0.to])" }
        #expect(moves == ["retry->payment.enteringCard", "cancel->cart"])
    }

    @Test func brokenSpecGetsEveryFinding() throws {
        let report = try SpecMachine.load(path: fixture("specs/broken/blog-entry-broken.yaml")).check()
        #expect(summary(report.findings) == [
            "unreachable orphan",
            "dead-end stuck | initialized --load--> loading --finish--> stuck",
            "trap {sharing, picking} | initialized --load--> loading --finish--> loaded --share--> sharing",
            "unused-action calibrate",
        ])
        #expect(!report.passes())
    }

    @Test func namesAreTakenExactlyAsWritten() throws {
        let yaml = """
        initial: "a \\"quoted\\" <state> & {more}"
        states:
          "a \\"quoted\\" <state> & {more}":
            on:
              "go | now\\\\": "ünïcödé ✓"
          "ünïcödé ✓":
            type: final
        """
        let machine = try SpecMachine.parse(yaml, file: "names.yaml", json: false, fallbackName: "names")
        let report = machine.check()
        #expect(report.reachable == [#"a "quoted" <state> & {more}"#, "ünïcödé ✓"])
        #expect(report.graph.actionNames == [#"go | now\"#])
        #expect(report.machine == "names")
    }

    @Test func jsonEscapesAndKeyOrderAreKept() throws {
        let json = #"{"initial": "z", "states": {"z": {"on": {"e\u00e9\n": ["y", "x"]}}, "y": {}, "x": {"type": "final"}}}"#
        let report = try SpecMachine.parse(json, file: "m.json", json: true).check()
        #expect(report.reachable == ["z", "y", "x"])
        #expect(report.graph.kindNames == ["z", "y", "x"])
        #expect(report.graph.actionNames == ["eé\n"])
        #expect(summary(report.findings) == ["dead-end y | z --eé\n--> y"])
    }

    @Test(arguments: [
        ("specs/broken/missing-target.yaml", "missing-target.yaml:9: state 'running': target 'stoped' names no state"),
    ])
    func badFilesNameFileLineAndState(path: String, expected: String) {
        #expect(throws: SpecError.self) { try SpecMachine.load(path: fixture(path)) }
        do {
            _ = try SpecMachine.load(path: fixture(path))
        } catch {
            #expect(error.description.hasSuffix(expected))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test(arguments: [
        ("states:\n  a: {}\n", false, "m.yaml:1: missing 'initial': the machine has no initial state"),
        ("initial: a\nstates:\n  a:\n    on:\n      go: [b\n", false, "m.yaml:5: YAML syntax error"),
        ("- a\n- b\n", false, "m.yaml:1: not a machine: expected a mapping with 'initial' and 'states', found a list"),
        ("initial: a\n", false, "m.yaml:1: not a machine: no 'states' mapping"),
        ("initial: b\nstates:\n  a: {}\n", false, "m.yaml:1: initial state 'b' names no state"),
        ("", false, "m.yaml:1: the file is empty, not a machine"),
        ("initial: a\nstates:\n  a:\n    type: parallel\n", false, "m.yaml:4: state 'a': parallel states are not supported"),
        ("initial: a\nstates:\n  a:\n    on:\n      go: b\n  a: {}\n", false, "m.yaml:6: duplicate key 'a'"),
        ("{\"initial\": \"a\",\n \"states\": {\"a\": {\"on\": {\"go\": \"nowhere\"}}}}", true,
         "m.json:2: state 'a': target 'nowhere' names no state"),
        ("{\"initial\": \"a\",\n\n \"states\": {\"a\": {}\n}", true, "m.json:4: JSON syntax error"),
        ("{\"initial\": a}", true, "m.json:1: JSON syntax error: unexpected 'a' (strings must be quoted)"),
    ])
    func badInputIsOneLineWithItsLine(text: String, json: Bool, expected: String) {
        do {
            _ = try SpecMachine.parse(text, file: json ? "m.json" : "m.yaml", json: json)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func missingAndUnsupportedFilesAreBadInput() {
        #expect(throws: SpecError(file: "/nonexistent.yaml", message: "no such file")) {
            try SpecMachine.load(path: "/nonexistent.yaml")
        }
        #expect(throws: SpecError.self) { try SpecMachine.load(path: fixture("specs")) }
        #expect(throws: SpecError.self) { try SpecMachine.load(path: "/etc/hostname") }
    }
}
