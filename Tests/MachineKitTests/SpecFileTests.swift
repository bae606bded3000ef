import MachineKit
import Testing

@Suite struct SpecFileTests {
    @Test func designExampleExploresEveryOutcome() throws {
        let exploration = try SpecMachine.load(path: fixture("specs/blog-entry.yaml")).explore()
        let report = exploration.report
        #expect(report.machine == "BlogEntrySpec")
        #expect(reachable(exploration) == ["initialized", "loading", "loaded", "failed", "closed"])
        #expect(report.statistics.states == 5)
        #expect(report.statistics.transitions == 6)
        #expect(report.statistics.depth == 3)
        #expect(report.findings.isEmpty)
    }

    @Test func nestedStatesAreNamedByTheirPathAndInvocationsBringTheirOwnEvents() throws {
        let machine = try SpecMachine.load(path: fixture("specs/checkout.json"))
        let exploration = machine.explore()
        let report = exploration.report
        let graph = exploration.graph
        #expect(
            reachable(exploration) == [
                "cart", "payment.enteringCard", "emptyCart", "payment.authorizing", "confirmed", "payment.declined",
            ])
        // Every declared state is a kind, the compound one included; its children are below it.
        #expect(
            graph.kindNames == [
                "cart", "emptyCart", "payment", "payment.enteringCard", "payment.authorizing", "payment.declined", "confirmed",
            ])
        #expect(graph.kindParents == [nil, nil, nil, 2, 2, 2, nil])
        #expect(graph.kindLabels == ["cart", "emptyCart", "payment", "enteringCard", "authorizing", "declined", "confirmed"])
        // The invocation's results are its own events, named by its `src` (it has no `id`).
        #expect(
            graph.actionNames == [
                "checkout", "empty", "addItem", "cancel", "submit", "done: authorize", "error: authorize", "retry",
            ])
        #expect(report.statistics.transitions == 10)
        #expect(report.findings.isEmpty)
        // The parent's `cancel` applies to every child.
        let declined = graph.stateNames.firstIndex(of: "payment.declined")!
        let moves = graph.edges.filter { $0.from == declined }
            .map { "\(graph.actionNames[$0.action])->\(graph.stateNames[$0.to])" }
        #expect(moves == ["retry->payment.enteringCard", "cancel->cart"])
    }

    @Test func signUpFormHasNestedStepsAndHistory() throws {
        let exploration = try SpecMachine.load(path: fixture("specs/sign-up.yaml")).explore()
        // Help remembers the step it was opened from; the account step restarts at its first screen.
        #expect(
            reachable(exploration) == [
                "form.account.editing", "form.account.checking", "help [h: form.resume=form.account]", "form.profile",
                "form.review", "help [h: form.resume=form.profile]", "submitting", "help [h: form.resume=form.review]", "welcome",
            ])
        #expect(
            exploration.graph.kindNames == [
                "form", "form.account", "form.account.editing", "form.account.checking", "form.profile", "form.review",
                "help", "submitting", "welcome",
            ])
        #expect(exploration.graph.kindParents == [nil, 0, 1, 1, 0, 0, nil, nil, nil])
        #expect(
            exploration.trace(to: 7).line == "form.account.editing --continue--> form.account.checking "
                + "--done: checkEmail--> form.profile --continue--> form.review --openHelp--> help [h: form.resume=form.review]")
        #expect(exploration.report.findings.isEmpty)
    }

    @Test func mediaPlayerRegionsTakeEventsTogether() throws {
        let exploration = try SpecMachine.load(path: fixture("specs/media-player.yaml")).explore()
        #expect(
            reachable(exploration) == [
                "loading", "player.playback.paused + player.volume.audible", "unavailable",
                "player.playback.playing + player.volume.audible", "closed", "player.playback.paused + player.volume.muted",
                "player.playback.buffering + player.volume.audible", "player.playback.ended + player.volume.audible",
                "player.playback.playing + player.volume.muted", "player.playback.buffering + player.volume.muted",
                "player.playback.ended + player.volume.muted",
            ])
        #expect(exploration.statistics.transitions == 38)
        #expect(exploration.graph.actionNames.contains("after 15000"))
        #expect(exploration.report.findings.isEmpty)
    }

    @Test func photoUploadSCXMLResumesWhereItWas() throws {
        let exploration = try SpecMachine.load(path: fixture("specs/photo-upload.scxml")).explore()
        #expect(exploration.report.machine == "PhotoUpload")
        #expect(
            reachable(exploration) == [
                "screen.picking [h: screen.uploading.resume=none]", "screen.uploading.sending", "cancelled",
                "screen.uploading.verifying", "closed",
                "screen.picking [h: screen.uploading.resume=screen.uploading.sending]",
                "screen.offline [h: screen.uploading.resume=screen.uploading.sending]",
                "screen.picking [h: screen.uploading.resume=screen.uploading.verifying]",
                "screen.offline [h: screen.uploading.resume=screen.uploading.verifying]",
            ])
        // `screen.uploaded` is passed through: its done event closes the screen in the same step.
        #expect(
            exploration.trace(to: 4).line
                == "screen.picking [h: screen.uploading.resume=none] --photo.picked--> screen.uploading.sending --done: upload--> closed")
        #expect(exploration.report.findings.isEmpty)
    }

    @Test func brokenSpecGetsEveryFinding() throws {
        let report = try SpecMachine.load(path: fixture("specs/broken/blog-entry-broken.yaml")).check()
        #expect(
            summary(report.findings) == [
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
        let exploration = machine.explore()
        #expect(reachable(exploration) == [#"a "quoted" <state> & {more}"#, "ünïcödé ✓"])
        #expect(exploration.graph.actionNames == [#"go | now\"#])
        #expect(exploration.report.machine == "names")
    }

    @Test func jsonEscapesAndKeyOrderAreKept() throws {
        let json = #"{"initial": "z", "states": {"z": {"on": {"e\u00e9\n": ["y", "x"]}}, "y": {}, "x": {"type": "final"}}}"#
        let exploration = try SpecMachine.parse(json, file: "m.json", json: true).explore()
        #expect(reachable(exploration) == ["z", "y", "x"])
        #expect(exploration.graph.kindNames == ["z", "y", "x"])
        #expect(exploration.graph.actionNames == ["eé\n"])
        #expect(summary(exploration.report.findings) == ["dead-end y | z --eé\n--> y"])
    }

    @Test(arguments: [
        ("specs/broken/missing-target.yaml", "missing-target.yaml:9: state 'running': target 'stoped' names no state")
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
        ("initial: a\nstates:\n  a:\n    type: parallel\n", false, "m.yaml:3: state 'a': a parallel state needs 'states' (its regions)"),
        ("initial: a\nstates:\n  a:\n    type: shallow\n", false, "m.yaml:4: state 'a': unknown state type 'shallow'"),
        ("initial: a\nstates:\n  a:\n    states:\n      b: {}\n", false, "m.yaml:3: state 'a': compound state has no 'initial' child"),
        ("initial: a\non:\n  go: a\nstates:\n  a: {}\n", false, "m.yaml:3: target 'a' names no state"),
        ("initial: a\nstates:\n  a:\n    always: a\n", false, "m.yaml:4: state 'a': eventless transitions never settle"),
        ("initial: a\nstates:\n  a:\n    on:\n      go: b\n  a: {}\n", false, "m.yaml:6: duplicate key 'a'"),
        (
            "{\"initial\": \"a\",\n \"states\": {\"a\": {\"on\": {\"go\": \"nowhere\"}}}}", true,
            "m.json:2: state 'a': target 'nowhere' names no state"
        ),
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

    /// Full names are unique even where labels hold dots (`a` > `b` and `a.b` are both
    /// `a.b`), and targets name states by their labels, a dotted path going down.
    @Test(arguments: [
        (
            "initial: a\nstates:\n  a:\n    initial: b\n    states:\n      b: {}\n  a.b: {}\n",
            "m.yaml:7: state 'a.b': another state has the same full name (declared on line 6)"
        ),
        (
            "initial: a.b\nstates:\n  a.b: {}\n  a:\n    initial: b\n    states:\n      b: {}\n",
            "m.yaml:7: state 'a.b': another state has the same full name (declared on line 3)"
        ),
        (
            "initial: p\nstates:\n  p:\n    initial: c\n    states:\n      c:\n        on: {go: d.e}\n      d:\n        initial: f\n        states:\n          f: {}\n",
            "m.yaml:7: state 'p.c': target 'd.e' names no state"
        ),
    ])
    func fullNamesAreUniqueAndDottedTargetsGoDown(text: String, expected: String) {
        #expect(throws: (any Error).self) { try SpecMachine.parse(text, file: "m.yaml", json: false) }
        do {
            _ = try SpecMachine.parse(text, file: "m.yaml", json: false)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func targetsResolveThroughLabelsWithAndWithoutDots() throws {
        let plain = """
            initial: p
            states:
              p:
                initial: c
                states:
                  c:
                    on: {go: d.f, up: "#top.q.r", in: .x}
                    initial: x
                    states:
                      x: {}
                  d:
                    initial: e
                    states:
                      e: {}
                      f: {}
              q:
                id: top.q
                initial: r
                states:
                  r: {}
            """
        let exploration = try SpecMachine.parse(plain, file: "m.yaml", json: false).explore()
        #expect(Set(reachable(exploration)) == ["p.c.x", "p.d.f", "q.r"])
        let dotted = """
            initial: a
            states:
              a:
                on: {go: b.c, deeper: b.c.d}
              b.c: {}
              b:
                initial: x
                states:
                  x: {}
                  c.d: {}
            """
        let machine = try SpecMachine.parse(dotted, file: "m.yaml", json: false)
        #expect(Set(reachable(machine.explore())) == ["a", "b.c", "b.c.d"])
    }

    /// A loop of unguarded `always` transitions that only some configuration reaches (here the
    /// other region's `open` would leave the parallel state first) is bad input too.
    @Test func alwaysLoopReachedOnlyFromSomeConfigurationIsBadInput() {
        let yaml = """
            id: M
            initial: out
            states:
              out:
                on:
                  hold: p.guard.held
              p:
                type: parallel
                states:
                  guard:
                    initial: open
                    states:
                      open:
                        always: "#M.out"
                      held: {}
                  work:
                    initial: idle
                    states:
                      idle:
                        on:
                          go: spin1
                      spin1:
                        always: spin2
                      spin2:
                        always: spin1
            """
        #expect(
            throws: SpecError(
                file: "m.yaml", line: 25, state: "p.work.spin2",
                message:
                    "eventless transitions never settle: this transition closes a loop (of eventless transitions or done events) that no guard can leave"
            )
        ) {
            try SpecMachine.parse(yaml, file: "m.yaml", json: false)
        }
    }

    /// History in a parallel state remembers every region: shallow, the regions (entered again
    /// at their initial states); deep, their atomic states.
    @Test func historyOfAParallelStateRemembersEveryRegion() throws {
        let yaml = """
            initial: p
            states:
              p:
                type: parallel
                on:
                  leave: out
                states:
                  a:
                    initial: a1
                    states:
                      a1: { on: { x: a2 } }
                      a2: {}
                  b:
                    initial: b1
                    states:
                      b1: { on: { y: b2 } }
                      b2: {}
                  shallow: { type: history }
                  deep: { type: history, history: deep }
              out:
                on:
                  again: p.shallow
                  back: p.deep
            """
        let exploration = try SpecMachine.parse(yaml, file: "m.yaml", json: false).explore()
        #expect(
            reachable(exploration) == [
                "p.a.a1 + p.b.b1", "p.a.a2 + p.b.b1", "out [h: p.shallow=p.a + p.b; p.deep=p.a.a1 + p.b.b1]",
                "p.a.a1 + p.b.b2", "out [h: p.shallow=p.a + p.b; p.deep=p.a.a2 + p.b.b1]", "p.a.a2 + p.b.b2",
                "out [h: p.shallow=p.a + p.b; p.deep=p.a.a1 + p.b.b2]", "out [h: p.shallow=p.a + p.b; p.deep=p.a.a2 + p.b.b2]",
            ])
        let graph = exploration.graph
        let moves = graph.edges.filter { graph.stateNames[$0.from].hasPrefix("out") }
            .map { "\(graph.actionNames[$0.action])->\(graph.stateNames[$0.to])" }
        #expect(
            moves == [
                "again->p.a.a1 + p.b.b1", "back->p.a.a1 + p.b.b1", "again->p.a.a1 + p.b.b1", "back->p.a.a2 + p.b.b1",
                "again->p.a.a1 + p.b.b1", "back->p.a.a1 + p.b.b2", "again->p.a.a1 + p.b.b1", "back->p.a.a2 + p.b.b2",
            ])
    }

    /// `target` with several states enters them together, in different regions.
    @Test func severalTargetsAreEnteredTogether() throws {
        let yaml = """
            initial: off
            states:
              off:
                on:
                  start: { target: [on.audio.loud, on.video.paused] }
              on:
                type: parallel
                states:
                  audio:
                    initial: quiet
                    states:
                      quiet: {}
                      loud: {}
                  video:
                    initial: playing
                    states:
                      playing: {}
                      paused: {}
            """
        let exploration = try SpecMachine.parse(yaml, file: "m.yaml", json: false).explore()
        #expect(reachable(exploration) == ["off", "on.audio.loud + on.video.paused"])
        #expect(throws: SpecError.self) {
            try SpecMachine.parse(yaml.replacingOccurrences(of: "on.video.paused", with: "on.audio.quiet"), file: "m.yaml", json: false)
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
