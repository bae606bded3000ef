import Foundation
import TestSupport
import Testing

/// `paths --to X --why`: for a declared state not reached, the chart's ways in, what stops
/// each, and the nearest reached state, word for word.
@Suite struct PathsWhyTests {
    /// A door: `alarm` is entered only from `panel`, which nothing enters; `repaired` lies
    /// three transitions past the start.
    static let door = """
        id: Door
        initial: closed
        states:
          closed:
            on:
              open: opened
              lock: locked
          opened:
            on:
              close: closed
          locked:
            on:
              unlock: closed
              break: broken
          broken:
            on:
              repair: repaired
          repaired:
            type: final
          alarm:
            initial: ringing
            states:
              ringing:
                on:
                  silence: quiet
              quiet: {}
          panel:
            on:
              close: alarm

        """

    /// `p`'s own `go` is never taken: inside `p`, each child takes `go` first.
    static let preempted = """
        id: Pre
        initial: p
        states:
          p:
            initial: c
            on:
              go: target
            states:
              c:
                on:
                  go: other
              other:
                on:
                  go: c
                  stop: halted
              halted:
                type: final
            onDone: finished
          target: {}
          finished: {}

        """

    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("why-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try door.write(toFile: folder + "/door.yaml", atomically: true, encoding: .utf8)
        try preempted.write(toFile: folder + "/pre.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aStateNothingEntersSaysSo() throws {
        let run = try inspect(["paths", "Fixtures/specs/broken/blog-entry-broken.yaml", "--to", "orphan", "--why"])
        #expect(run.status == 1)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                state 'orphan' is declared but never reached from the initial state
                why: no transition of the chart enters 'orphan'

                """)
    }

    @Test func aWayInFromAStateNeverReachedIsNamedWithItsLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A child entered by default: the transition into its parent is its way in.
        let ringing = try inspect(["paths", "door.yaml", "--to", "ringing", "--why"], directory: folder)
        #expect(ringing.status == 1)
        #expect(
            ringing.stdout == """
                state 'alarm.ringing' is declared but never reached from the initial state
                why: one transition enters 'alarm.ringing', and none is taken:
                  'panel' --close--> (line 29): 'panel' is never reached
                nearest reached state: none: no reached state leads here along the chart's transitions

                """)
        let quiet = try inspect(["paths", "door.yaml", "--to", "alarm.quiet", "--why", "--format", "json"], directory: folder)
        #expect(quiet.status == 1)
        #expect(
            quiet.stdout == """
                {
                  "state": "alarm.quiet",
                  "reached": false,
                  "message": "state 'alarm.quiet' is declared but never reached from the initial state",
                  "why": {
                    "declaresTransitions": true,
                    "ways": [
                      {
                        "from": "alarm.ringing",
                        "events": [
                          "silence"
                        ],
                        "line": 25,
                        "guarded": false,
                        "blocked": "source-not-reached",
                        "title": "'alarm.ringing' --silence--> (line 25)",
                        "message": "'alarm.ringing' is never reached"
                      }
                    ],
                    "lines": [
                      "why: one transition enters 'alarm.quiet', and none is taken:",
                      "  'alarm.ringing' --silence--> (line 25): 'alarm.ringing' is never reached",
                      "nearest reached state: none: no reached state leads here along the chart's transitions"
                    ]
                  }
                }

                """)
    }

    @Test func anEventTakenByAnotherTransitionIsShownWithTheMoveThatTookIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try inspect(["paths", "pre.yaml", "--to", "target", "--why"], directory: folder)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                state 'target' is declared but never reached from the initial state
                why: one transition enters 'target', and none is taken:
                  'p' --go--> (line 7): in each of the 2 states where 'p' is active, 'go' is taken by another transition: p.c --go--> p.other
                nearest reached state: 'p.c' (1 transition back from 'target'): p.c

                """)
    }

    @Test func underABoundTheAnswerSaysWhatWasNotExplored() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stopped = try inspect(["paths", "door.yaml", "--to", "broken", "--why", "--max-states", "3"], directory: folder)
        #expect(stopped.status == 1)
        #expect(
            stopped.stdout == """
                state 'broken' is declared but was not reached before exploration stopped; it may lie beyond the bound
                why: one transition enters 'broken', and none is taken in the states explored:
                  'locked' --break--> (line 14): 'locked' is active only in states whose moves were not explored (exploration stopped at the state bound first); the first: 'locked'
                nearest reached state: 'locked' (1 transition back from 'broken'): closed --lock--> locked

                """)
        let farther = try inspect(["paths", "door.yaml", "--to", "repaired", "--why", "--max-states", "2"], directory: folder)
        #expect(
            farther.stdout == """
                state 'repaired' is declared but was not reached before exploration stopped; it may lie beyond the bound
                why: one transition enters 'repaired', and none is taken in the states explored:
                  'broken' --repair--> (line 17): 'broken' is not reached before exploration stopped
                nearest reached state: 'closed' (3 transitions back from 'repaired'): closed

                """)
    }

    @Test func aReachedStateAnswersWithItsTraceAndWhyNeedsATarget() throws {
        let run = try inspect(["paths", "Fixtures/specs/blog-entry.yaml", "--to", "closed", "--why"])
        #expect(run.status == 0)
        #expect(run.stdout == "initialized --load--> loading --finish--> failed --dismiss--> closed\n")
        let alone = try inspect(["paths", "Fixtures/specs/blog-entry.yaml", "--why"])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--why needs --to STATE: the state to explain"))
    }
}
