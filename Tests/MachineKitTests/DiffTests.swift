import Foundation
import MachineKit
import Testing

/// Version 1 of a small feature: load, then loaded or failed; failed can retry or dismiss;
/// `orphan` is declared but nothing leads there.
private let version1 = """
    id: Article
    initial: idle
    states:
      idle:
        on:
          load: loading
      loading:
        on:
          finish: [loaded, failed]
      loaded:
        on:
          refresh: loading
      failed:
        on:
          retry: loading
          dismiss: closed
      closed:
        type: final
      orphan: {}
    """

/// Version 2: `dismiss` and `closed` are gone, `archive` leads from loaded to a new final
/// state, `orphan` is gone (its finding is fixed), and `failed` lost `retry` (a new dead end).
private let version2 = """
    id: Article
    initial: idle
    states:
      idle:
        on:
          load: loading
      loading:
        on:
          finish: [loaded, failed]
      loaded:
        on:
          refresh: loading
          archive: archived
      failed: {}
      archived:
        type: final
    """

private func snapshot(_ text: String) throws -> MachineSnapshot {
    let machine = try SpecMachine.parse(text, file: "article.yaml", json: false)
    return MachineSnapshot(AnyMachine(machine).explore())
}

@Suite struct DiffTests {
    @Test func everyCategoryOfChangeWorkedOutByHand() throws {
        let diff = MachineDiff(old: try snapshot(version1), new: try snapshot(version2))
        #expect(diff.statesAdded == ["archived"])
        #expect(diff.statesRemoved == ["closed"])
        #expect(diff.kindsAdded == ["archived"])
        #expect(diff.kindsRemoved == ["closed", "orphan"])
        #expect(diff.actionsAdded == ["archive"])
        #expect(diff.actionsRemoved == ["retry", "dismiss"])
        #expect(diff.becamePossible.map(\.line) == ["loaded --archive--> archived"])
        #expect(diff.becamePossible.map(\.example.line) == ["idle --load--> loading --finish--> loaded --archive--> archived"])
        #expect(
            diff.becameImpossible.map(\.line) == [
                "failed --retry--> loading", "failed --dismiss--> closed",
            ])
        #expect(
            diff.becameImpossible.map(\.example.line) == [
                "idle --load--> loading --finish--> failed --retry--> loading",
                "idle --load--> loading --finish--> failed --dismiss--> closed",
            ])
        #expect(diff.findingsNew.map { "\($0.check) \($0.subject)" } == ["dead-end failed"])
        #expect(diff.findingsNew.first?.trace?.line == "idle --load--> loading --finish--> failed")
        #expect(diff.findingsFixed.map { "\($0.check) \($0.subject)" } == ["unreachable orphan"])
        #expect(diff.addsFailures)
        #expect(diff.removesBehaviour)
        #expect(diff.old.statistics.states == 5 && diff.new.statistics.states == 5)
    }

    @Test func theSameMachineHasNoDiff() throws {
        let diff = MachineDiff(old: try snapshot(version1), new: try snapshot(version1))
        #expect(diff.isEmpty)
        #expect(!diff.addsFailures && !diff.removesBehaviour)
        let report = DiffReport(old: [diff.old], new: [diff.new])
        #expect(report.text == "Article: no change (states 5 → 5, transitions 6 → 6, depth 3 → 3)\n1 machine compared: 0 changed\n")
    }

    @Test func aJSONReportWithItsGraphDiffsAsTheLiveMachine() throws {
        func report(_ text: String) throws -> Data {
            let explored = AnyMachine(try SpecMachine.parse(text, file: "article.yaml", json: false)).explore()
            return Data(JSONValue.object([("ok", true), ("machines", .array([explored.jsonWithGraph]))]).pretty.utf8)
        }
        let old = try MachineSnapshot.read(report: try report(version1))
        let new = try MachineSnapshot.read(report: try report(version2))
        let live = DiffReport(old: [try snapshot(version1)], new: [try snapshot(version2)])
        let read = DiffReport(old: old, new: new)
        #expect(read.text == live.text)
        #expect(read.json == live.json)
        #expect(read.markdown == live.markdown)
    }

    @Test func machinesOnlyOneVersionHasAreAddedOrRemoved() throws {
        let one = try snapshot(version1)
        var renamed = try snapshot(version2)
        renamed.machine = "Other"
        let report = DiffReport(old: [one], new: [renamed])
        #expect(report.diffs.isEmpty)
        #expect(report.machinesAdded.map(\.machine) == ["Other"])
        #expect(report.machinesRemoved.map(\.machine) == ["Article"])
        #expect(report.addsFailures)
        #expect(report.removesBehaviour)
    }

    @Test func textAndMarkdownShowEveryChange() throws {
        let report = DiffReport(old: [try snapshot(version1)], new: [try snapshot(version2)])
        #expect(
            report.text == """
                Article: states 5 → 5, transitions 6 → 5, depth 3 → 3
                  + state archived
                  - state closed
                  + kind archived
                  - kind closed
                  - kind orphan
                  + action archive
                  - action retry
                  - action dismiss
                  + possible: loaded --archive--> archived
                      e.g. idle --load--> loading --finish--> loaded --archive--> archived
                  - impossible: failed --retry--> loading
                      was e.g. idle --load--> loading --finish--> failed --retry--> loading
                  - impossible: failed --dismiss--> closed
                      was e.g. idle --load--> loading --finish--> failed --dismiss--> closed
                  + new dead-end: state 'failed' is reachable, not final, and has no enabled action
                      trace: idle --load--> loading --finish--> failed
                  - fixed unreachable: state 'orphan' is declared but never reached from the initial state
                1 machine compared: 1 changed; the change adds failing findings

                """)
        let markdown = report.markdown
        #expect(markdown.contains("| `Article` | 5 → 5 | 6 → 5 | 1 → 1 | +1 behaviours, −2 behaviours, 1 new findings, 1 fixed |"))
        #expect(markdown.contains("```mermaid\nstateDiagram-v2\n  direction LR\n"))
        #expect(markdown.contains("s0 --> s1 : #43; archive"))
        #expect(markdown.contains("classDef added"))
        #expect(markdown.contains("classDef removed"))
    }
}

@Suite struct MarkdownTextTests {
    @Test func codeSpansAreFencedPastTheLongestRunOfBackticks() {
        #expect(MarkdownText.code("plain") == "`plain`")
        #expect(MarkdownText.code("") == "` `")
        #expect(MarkdownText.code("a`b") == "`` a`b ``")
        #expect(MarkdownText.code("```x``") == "```` ```x`` ````")
        #expect(MarkdownText.code("`") == "`` ` ``")
    }

    @Test func codeSpansShowControlsAndEscapePipesOnlyInTableCells() {
        #expect(MarkdownText.code("a\nb\r\u{2028}\u{202E}") == #"`a\u{A}b\u{D}\u{2028}\u{202E}`"#)
        #expect(MarkdownText.code("a|b") == "`a|b`")
        #expect(MarkdownText.code("a|b", in: .tableCell) == #"`a\|b`"#)
    }
}
