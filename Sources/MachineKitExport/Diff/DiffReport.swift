import MachineKitCore
import MachineKitCharts
import MachineKitRecording
import Foundation

/// The diff of two versions of a set of machines, matched by name: a diff for each machine in
/// both, and the machines only one version has. Written as text, JSON (a stable contract) or
/// Markdown for a pull-request comment.
package struct DiffReport: Sendable, Hashable {
    /// The machines both versions have, each compared.
    package var diffs: [MachineDiff]
    /// Machines only the new version has.
    package var machinesAdded: [MachineSnapshot]
    /// Machines only the old version has.
    package var machinesRemoved: [MachineSnapshot]

    /// Matches machines by name; the new version's order first.
    package init(old: [MachineSnapshot], new: [MachineSnapshot]) {
        let oldByName = Dictionary(old.map { ($0.machine, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(new.map(\.machine))
        diffs = new.compactMap { snapshot in oldByName[snapshot.machine].map { MachineDiff(old: $0, new: snapshot) } }
        machinesAdded = new.filter { oldByName[$0.machine] == nil }
        machinesRemoved = old.filter { !newNames.contains($0.machine) }
    }

    /// Whether the new version has failing findings the old one did not (a machine that is
    /// new counts with all of its failing findings).
    package var addsFailures: Bool {
        diffs.contains(where: \.addsFailures) || machinesAdded.contains { $0.findings.contains(where: \.fails) }
    }

    /// Whether the new version lost reachable states or moves (or a whole machine).
    package var removesBehaviour: Bool { diffs.contains(where: \.removesBehaviour) || !machinesRemoved.isEmpty }

    // MARK: Text

    /// One headline per machine, then one line per change, with example traces; names with
    /// their control characters escaped (``VisibleText``).
    package var text: String {
        // Every name shown with its control characters escaped, as on any terminal.
        func v(_ text: String) -> String { VisibleText.escaped(text) }
        var lines: [String] = []
        for diff in diffs {
            let old = diff.old.statistics, new = diff.new.statistics
            let numbers =
                "states \(old.states) → \(new.states), transitions \(old.transitions) → \(new.transitions), "
                + "depth \(old.depth) → \(new.depth)"
            guard !diff.isEmpty else {
                lines.append("\(v(diff.machine)): no change (\(numbers))")
                continue
            }
            lines.append("\(v(diff.machine)): \(numbers)")
            lines += diff.statesAdded.map { "  + state \(v($0))" } + diff.statesRemoved.map { "  - state \(v($0))" }
            lines += diff.kindsAdded.map { "  + kind \(v($0))" } + diff.kindsRemoved.map { "  - kind \(v($0))" }
            lines += diff.actionsAdded.map { "  + action \(v($0))" } + diff.actionsRemoved.map { "  - action \(v($0))" }
            for behaviour in diff.becamePossible {
                lines += ["  + possible: \(v(behaviour.line))", "      e.g. \(v(behaviour.example.line))"]
            }
            for behaviour in diff.becameImpossible {
                lines += ["  - impossible: \(v(behaviour.line))", "      was e.g. \(v(behaviour.example.line))"]
            }
            for finding in diff.findingsNew {
                lines.append("  + new \(v(finding.check)): \(v(finding.message))")
                if let trace = finding.trace { lines.append("      trace: \(v(trace.line))") }
            }
            for finding in diff.findingsFixed { lines.append("  - fixed \(v(finding.check)): \(v(finding.message))") }
        }
        for snapshot in machinesAdded {
            lines.append("\(v(snapshot.machine)): new machine (\(snapshot.statistics.states) states, \(snapshot.findings.count) findings)")
        }
        for snapshot in machinesRemoved { lines.append("\(v(snapshot.machine)): removed") }
        let changed = diffs.filter { !$0.isEmpty }.count + machinesAdded.count + machinesRemoved.count
        let total = diffs.count + machinesAdded.count + machinesRemoved.count
        lines.append(
            "\(total) machine\(total == 1 ? "" : "s") compared: \(changed) changed"
                + (addsFailures ? "; the change adds failing findings" : ""))
        return lines.map { $0 + "\n" }.joined()
    }

    // MARK: JSON

    /// The diff as JSON: `addsFailures`, `removesBehaviour`, then per machine `machine`,
    /// `changed`, `stats` (`old`, `new`), `states`/`kinds`/`actions` (`added`, `removed`),
    /// `behaviours` (`possible`, `impossible`: `from`, `action`, `states`, `example`),
    /// `findings` (`new`, `fixed`: `check`, `subject`, `message`, `fails`, `trace`); and
    /// `machinesAdded`, `machinesRemoved` (names).
    package var json: JSONValue {
        func stats(_ statistics: ExplorationStatistics) -> JSONValue {
            .object([
                ("states", .int(statistics.states)), ("transitions", .int(statistics.transitions)),
                ("depth", .int(statistics.depth)),
            ])
        }
        func names(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }
        func changes(_ added: [String], _ removed: [String]) -> JSONValue {
            .object([("added", names(added)), ("removed", names(removed))])
        }
        func behaviour(_ item: MachineDiff.Behaviour) -> JSONValue {
            .object([
                ("from", .string(item.from)), ("action", .string(item.action)), ("states", names(item.states)),
                ("example", item.example.json),
            ])
        }
        func finding(_ item: MachineSnapshot.FindingRecord) -> JSONValue {
            var pairs: [(String, JSONValue)] = [
                ("check", .string(item.check)), ("subject", .string(item.subject)), ("message", .string(item.message)),
                ("fails", .bool(item.fails)),
            ]
            if let trace = item.trace { pairs.append(("trace", trace.json)) }
            return .object(pairs)
        }
        return .object([
            ("addsFailures", .bool(addsFailures)),
            ("removesBehaviour", .bool(removesBehaviour)),
            (
                "machines",
                .array(
                    diffs.map { diff in
                        .object([
                            ("machine", .string(diff.machine)),
                            ("changed", .bool(!diff.isEmpty)),
                            ("stats", .object([("old", stats(diff.old.statistics)), ("new", stats(diff.new.statistics))])),
                            ("states", changes(diff.statesAdded, diff.statesRemoved)),
                            ("kinds", changes(diff.kindsAdded, diff.kindsRemoved)),
                            ("actions", changes(diff.actionsAdded, diff.actionsRemoved)),
                            (
                                "behaviours",
                                .object([
                                    ("possible", .array(diff.becamePossible.map(behaviour))),
                                    ("impossible", .array(diff.becameImpossible.map(behaviour))),
                                ])
                            ),
                            (
                                "findings",
                                .object([
                                    ("new", .array(diff.findingsNew.map(finding))),
                                    ("fixed", .array(diff.findingsFixed.map(finding))),
                                ])
                            ),
                        ])
                    })
            ),
            ("machinesAdded", names(machinesAdded.map(\.machine))),
            ("machinesRemoved", names(machinesRemoved.map(\.machine))),
        ])
    }

    // MARK: Markdown

    /// A pull-request comment: a summary table, then per changed machine its changes and a
    /// Mermaid diagram of the changed part (added moves labelled `+`, removed ones `−`).
    package var markdown: String {
        var lines = ["## State machines", ""]
        lines += ["| machine | states | transitions | failing findings | change |", "|---|---|---|---|---|"]
        for diff in diffs {
            let failing = (diff.old.findings.filter(\.fails).count, diff.new.findings.filter(\.fails).count)
            var change: [String] = []
            if !diff.becamePossible.isEmpty { change.append("+\(diff.becamePossible.count) behaviours") }
            if !diff.becameImpossible.isEmpty { change.append("−\(diff.becameImpossible.count) behaviours") }
            if !diff.findingsNew.isEmpty { change.append("\(diff.findingsNew.count) new findings") }
            if !diff.findingsFixed.isEmpty { change.append("\(diff.findingsFixed.count) fixed") }
            lines.append(
                "| \(MarkdownText.code(diff.machine, in: .tableCell)) | \(diff.old.statistics.states) → \(diff.new.statistics.states) | "
                    + "\(diff.old.statistics.transitions) → \(diff.new.statistics.transitions) | \(failing.0) → \(failing.1) | "
                    + (change.isEmpty ? "no change" : change.joined(separator: ", ")) + " |")
        }
        for snapshot in machinesAdded {
            lines.append(
                "| \(MarkdownText.code(snapshot.machine, in: .tableCell)) | new: \(snapshot.statistics.states) | \(snapshot.statistics.transitions) | "
                    + "\(snapshot.findings.filter(\.fails).count) | new machine |")
        }
        for snapshot in machinesRemoved {
            lines.append("| \(MarkdownText.code(snapshot.machine, in: .tableCell)) | \(snapshot.statistics.states) → – | – | – | removed |")
        }
        for diff in diffs where !diff.isEmpty {
            lines += ["", "### " + MarkdownText.code(diff.machine), ""]
            func list(_ title: String, _ items: [String]) {
                guard !items.isEmpty else { return }
                lines.append("**\(title)**")
                lines += items.map { "- " + $0 }
                lines.append("")
            }
            list("States added", diff.statesAdded.map(code))
            list("States removed", diff.statesRemoved.map(code))
            list("Actions added", diff.actionsAdded.map(code))
            list("Actions removed", diff.actionsRemoved.map(code))
            list("Became possible", diff.becamePossible.map { "\(code($0.line)), for example \(code($0.example.line))" })
            list("Became impossible", diff.becameImpossible.map { "\(code($0.line)), for example \(code($0.example.line))" })
            list("New findings", diff.findingsNew.map { "\(code($0.check)): \(code($0.message))" })
            list("Fixed findings", diff.findingsFixed.map { "\(code($0.check)): \(code($0.message))" })
            if !diff.becamePossible.isEmpty || !diff.becameImpossible.isEmpty {
                lines += ["```mermaid", mermaid(diff), "```", ""]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The changed part of a machine as a Mermaid state diagram.
    private func mermaid(_ diff: MachineDiff) -> String {
        var states: [String] = []
        func id(_ name: String) -> String {
            if let index = states.firstIndex(of: name) { return "s\(index)" }
            states.append(name)
            return "s\(states.count - 1)"
        }
        var edges: [String] = []
        for (sign, behaviours) in [("+", diff.becamePossible), ("−", diff.becameImpossible)] {
            for behaviour in behaviours {
                var previous = id(behaviour.from)
                for state in behaviour.states {
                    let next = id(state)
                    edges.append("  \(previous) --> \(next) : \(MermaidEncoder.escape(sign + " " + behaviour.action))")
                    previous = next
                }
            }
        }
        var lines = ["stateDiagram-v2", "  direction LR"]
        lines += states.enumerated().map { "  state \"\(MermaidEncoder.escape($1))\" as s\($0)" }
        lines += edges
        let added = states.indices.filter { diff.statesAdded.contains(states[$0]) }.map { "s\($0)" }
        let removed = states.indices.filter { diff.statesRemoved.contains(states[$0]) }.map { "s\($0)" }
        if !added.isEmpty {
            lines += ["  classDef added fill:#c6f6d5,stroke:#2f855a", "  class \(added.joined(separator: ",")) added"]
        }
        if !removed.isEmpty {
            lines += [
                "  classDef removed fill:#fed7d7,stroke:#c53030,stroke-dasharray:4", "  class \(removed.joined(separator: ",")) removed",
            ]
        }
        return lines.joined(separator: "\n")
    }

    /// A name or message in the comment's text: a code span that shows it as it is spelt.
    private func code(_ text: String) -> String { MarkdownText.code(text) }
}
