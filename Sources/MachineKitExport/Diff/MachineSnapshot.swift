import MachineKitCore
import MachineKitCharts
import MachineKitRecording
import Foundation

/// What a diff compares of one machine: its explored graph (states, kinds, actions, moves,
/// shortest traces), its findings and statistics. Made from an exploration, or read back
/// from a `vsm-inspect check --format json --graph` report.
package struct MachineSnapshot: Sendable, Hashable {
    /// A finding as a report states it: enough to tell it apart and to show it.
    package struct FindingRecord: Sendable, Hashable {
        /// The check's name, as reports give it (`dead-end`, `unreachable`, ...).
        package var check: String
        /// What it is about: a state, a set of states, an action, an invariant's name.
        package var subject: String
        /// The finding's one-line message.
        package var message: String
        /// Whether it fails the check (not a warning).
        package var fails: Bool
        /// The shortest trace to it, where it has one.
        package var trace: Trace?

        /// A record with these fields.
        package init(check: String, subject: String, message: String, fails: Bool, trace: Trace?) {
            self.check = check
            self.subject = subject
            self.message = message
            self.fails = fails
            self.trace = trace
        }

        /// The record of a finding.
        package init(_ finding: Finding) {
            self.init(
                check: finding.check.rawValue, subject: finding.subjectText, message: finding.message,
                fails: finding.check.failsCheck, trace: finding.trace)
        }
    }

    /// The machine's name.
    package var machine: String
    /// Whether exploration finished (no bound stopped it).
    package var complete: Bool
    /// States, transitions and depth explored.
    package var statistics: ExplorationStatistics
    /// The explored graph.
    package var graph: StateGraph
    /// Its findings.
    package var findings: [FindingRecord]

    /// A snapshot with these fields.
    package init(machine: String, complete: Bool, statistics: ExplorationStatistics, graph: StateGraph, findings: [FindingRecord]) {
        self.machine = machine
        self.complete = complete
        self.statistics = statistics
        self.graph = graph
        self.findings = findings
    }

    /// The snapshot of an explored machine.
    package init(_ explored: ExploredMachine) {
        let report = explored.report
        self.init(
            machine: report.machine, complete: report.isComplete, statistics: report.statistics,
            graph: explored.graph, findings: report.findings.map(FindingRecord.init))
    }

    /// A report that cannot be read as snapshots, with the reason.
    package struct ReadError: Error, CustomStringConvertible, Sendable {
        /// The reason, naming the part of the report that is wrong.
        package var description: String
    }

    /// The snapshots of every machine in a `check --format json --graph` report.
    package static func read(report data: Data) throws(ReadError) -> [MachineSnapshot] {
        let root: JSONValue
        do {
            root = try JSONValue.read(Array(data))
        } catch {
            throw ReadError(description: "not a JSON report: line \(error.line): \(error.message)")
        }
        guard root.objectValue != nil, let machines = root["machines"]?.arrayValue else {
            throw ReadError(description: "not a check report: expected {\"machines\": [...]}")
        }
        var snapshots: [MachineSnapshot] = []
        for (offset, entry) in machines.enumerated() {
            guard entry.objectValue != nil else {
                throw ReadError(description: "machine \(offset + 1) is not an object")
            }
            snapshots.append(try snapshot(entry, offset: offset))
        }
        return snapshots
    }

    private static func snapshot(_ entry: JSONValue, offset: Int) throws(ReadError) -> MachineSnapshot {
        func fail(_ message: String) -> ReadError {
            ReadError(description: "machine \(offset + 1): \(message)")
        }
        guard let name = entry["machine"]?.stringValue else { throw fail("no 'machine' name") }
        guard let graphValue = entry["graph"], graphValue.objectValue != nil else {
            throw fail("'\(name)' has no 'graph': write the report with check --format json --graph")
        }
        let graph: GraphDocument
        do {
            graph = try GraphDocument.read(graphValue)
        } catch {
            throw fail("graph: \(error.description)")
        }
        guard let stats = entry["stats"], stats.objectValue != nil else { throw fail("'\(name)' has no 'stats'") }
        guard let complete = entry["complete"]?.boolValue else {
            throw fail("'\(name)': 'complete' is missing or not true or false")
        }
        let names = graph.states.map(\.name)
        if let wrong = graph.states.indices.first(where: { graph.states[$0].id != $0 }) {
            throw fail("state \(wrong) has id \(graph.states[wrong].id): states are listed by their ids, from 0")
        }
        let kindIndex = Dictionary(graph.kinds.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var extraKinds: [String] = []
        var kindOf: [Int] = []
        for state in graph.states {
            if let known = kindIndex[state.kind] {
                kindOf.append(known)
            } else {
                if !extraKinds.contains(state.kind) { extraKinds.append(state.kind) }
                kindOf.append(graph.kinds.count + extraKinds.firstIndex(of: state.kind)!)
            }
        }
        let depth = graph.states.map(\.depth)
        let reachedBy = graph.states.map { $0.reachedBy ?? -1 }
        let actionIndex = Dictionary(graph.actions.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // Moves arrive in state order; the builder needs them grouped by state.
        var movesOf = Array(repeating: [(action: Int, states: [Int])](), count: names.count)
        for (index, move) in graph.moves.enumerated() {
            guard names.indices.contains(move.from), let action = actionIndex[move.action], !move.states.isEmpty,
                move.states.allSatisfy(names.indices.contains)
            else {
                throw fail("move \(index) is not a move between the report's states")
            }
            movesOf[move.from].append((action, move.states))
        }
        var builder = MoveGraph.Builder(stateCount: names.count)
        for moves in movesOf {
            for move in moves { builder.add(action: move.action, states: move.states) }
            builder.endState()
        }
        let moves = builder.finish()
        // Every trace walks `reachedBy` back to an initial state: each link must be a move of
        // the report that leads to the state, from a state numbered before it (the explorer
        // numbers a state after the one it was reached from), so every walk ends.
        for (state, move) in reachedBy.enumerated() where move != -1 {
            guard move >= 0, move < moves.count else {
                throw fail("state \(state) is reached by move \(move), which the report lacks")
            }
            guard moves.states(move).contains(state) else {
                throw fail("state \(state) is reached by move \(move), which does not lead to it")
            }
            guard moves.from(move) < state else {
                throw fail(
                    "state \(state) is reached from state \(moves.from(move)), which is not before it: a state's parent comes before it")
            }
        }
        let allKinds = graph.kinds + extraKinds
        let parents = graph.kindParents
        let kindParents = allKinds.indices.map {
            $0 < parents.count ? parents[$0].flatMap { allKinds.indices.contains($0) ? $0 : nil } : nil
        }
        // Kinds nest: walking up from any kind ends within as many steps as there are kinds.
        for kind in allKinds.indices {
            var current = kindParents[kind], steps = 0
            while let parent = current {
                steps += 1
                if steps > allKinds.count { throw fail("the parents of kind \(kind) form a cycle") }
                current = kindParents[parent]
            }
        }
        if let outside = graph.initial.first(where: { !names.indices.contains($0) }) {
            throw fail("initial state \(outside) is not one of the report's states")
        }
        let stateGraph = StateGraph(
            machine: name, stateNames: names, stateKinds: kindOf, kindNames: allKinds, kindParents: kindParents,
            kindLabels: allKinds, kindsDeclared: graph.kindsDeclared,
            actionNames: graph.actions, declaredActionCount: graph.declaredActions,
            moves: moves, initial: graph.initial, isFinal: graph.states.map(\.final),
            declaresFinalStates: graph.declaresFinalStates,
            status: graph.states.map(\.status), depth: depth, reachedBy: reachedBy)
        // Findings are read as strictly as the graph: a finding the report holds is never
        // passed over, and none is given a default.
        guard let items = entry["findings"]?.arrayValue else { throw fail("'\(name)' has no 'findings' list") }
        var findings: [FindingRecord] = []
        for (index, finding) in items.enumerated() {
            guard finding.objectValue != nil else { throw fail("findings[\(index)]: not an object") }
            guard let check = finding["check"]?.stringValue else { throw fail("findings[\(index)].check: missing") }
            guard let known = Finding.Check(rawValue: check) else { throw fail("findings[\(index)].check: unknown check '\(check)'") }
            guard finding["message"]?.stringValue != nil else { throw fail("findings[\(index)].message: missing") }
            if let steps = finding["trace"], !(steps.arrayValue?.allSatisfy({ $0["state"]?.stringValue != nil }) ?? false) {
                throw fail("findings[\(index)].trace: not a list of steps, each with its state")
            }
            do {
                findings.append(try record(finding, check: known, names: names))
            } catch {
                throw fail("findings[\(index)].\(error.description)")
            }
        }
        guard let states = stats["states"]?.intValue, let transitions = stats["transitions"]?.intValue,
            let deepest = stats["depth"]?.intValue
        else {
            throw fail("'\(name)': stats needs 'states', 'transitions' and 'depth'")
        }
        return MachineSnapshot(
            machine: name, complete: complete,
            statistics: ExplorationStatistics(states: states, transitions: transitions, depth: deepest, seconds: 0),
            graph: stateGraph, findings: findings)
    }
}

/// A finding of a JSON report, as a record; its subject is read back as ``Finding/json``
/// wrote it (``Finding/Subject/init(reading:check:)``) and worded by the same code.
private func record(_ finding: JSONValue, check: Finding.Check, names: [String]) throws(Finding.Subject.ReadError)
    -> MachineSnapshot.FindingRecord
{
    let subject = try Finding.Subject(reading: finding, check: check).text
    var trace: Trace?
    if let steps = finding["trace"]?.arrayValue {
        trace = Trace(
            steps: steps.map { step in
                let state = step["state"]?.stringValue ?? ""
                return Trace.Step(action: step["action"]?.stringValue, state: state, stateIndex: names.firstIndex(of: state) ?? -1)
            })
    }
    return MachineSnapshot.FindingRecord(
        check: check.rawValue, subject: subject, message: finding["message"]?.stringValue ?? "",
        fails: check.failsCheck, trace: trace)
}
