import MachineKitCore
import MachineKitCharts
import MachineKitRecording
/// What changed between two versions of one machine: states, kinds, actions and moves
/// added and removed, behaviours that became possible or impossible (each with a shortest
/// example trace, in the version where it exists), findings new and fixed, statistics.
///
/// Everything is compared by name, so the two versions may come from different runs,
/// revisions or files; a move is its state, action and the states it emits.
package struct MachineDiff: Sendable, Hashable {
    /// A move that exists in one version only, with a shortest run that takes it there.
    package struct Behaviour: Sendable, Hashable {
        /// The state the move starts from.
        package var from: String
        /// The move's action.
        package var action: String
        /// The states the move emits, in order.
        package var states: [String]
        /// From an initial state, through `from`, to the end of the move.
        package var example: Trace

        /// `a --go--> b --go--> c`, the move alone.
        package var line: String {
            ([from] + states.map { "--\(action)--> \($0)" }).joined(separator: " ")
        }
    }

    /// The machine's name (the same in both versions).
    package var machine: String
    /// The machine before the change.
    package var old: MachineSnapshot
    /// The machine after the change.
    package var new: MachineSnapshot
    /// Reachable states the new version has and the old one did not.
    package var statesAdded: [String]
    /// Reachable states the old version had and the new one does not.
    package var statesRemoved: [String]
    /// Kinds (enum cases, statechart states) only the new version has.
    package var kindsAdded: [String]
    /// Kinds only the old version had.
    package var kindsRemoved: [String]
    /// Actions only the new version declares.
    package var actionsAdded: [String]
    /// Actions only the old version declared.
    package var actionsRemoved: [String]
    /// Moves of the new version the old one did not have.
    package var becamePossible: [Behaviour]
    /// Moves of the old version the new one does not have.
    package var becameImpossible: [Behaviour]
    /// Findings of the new version the old one did not have.
    package var findingsNew: [MachineSnapshot.FindingRecord]
    /// Findings of the old version the new one does not have.
    package var findingsFixed: [MachineSnapshot.FindingRecord]

    /// Compares two versions of a machine.
    /// - Complexity: O(states + moves) of both, plus a trace per behaviour.
    package init(old: MachineSnapshot, new: MachineSnapshot) {
        self.machine = new.machine
        self.old = old
        self.new = new
        statesAdded = MachineDiff.missing(new.graph.stateNames, from: old.graph.stateNames)
        statesRemoved = MachineDiff.missing(old.graph.stateNames, from: new.graph.stateNames)
        let oldKinds = old.graph.kindsDeclared ? old.graph.kindNames : []
        let newKinds = new.graph.kindsDeclared ? new.graph.kindNames : []
        kindsAdded = MachineDiff.missing(newKinds, from: oldKinds)
        kindsRemoved = MachineDiff.missing(oldKinds, from: newKinds)
        actionsAdded = MachineDiff.missing(new.graph.actionNames, from: old.graph.actionNames)
        actionsRemoved = MachineDiff.missing(old.graph.actionNames, from: new.graph.actionNames)
        becamePossible = MachineDiff.behaviours(of: new.graph, notIn: old.graph)
        becameImpossible = MachineDiff.behaviours(of: old.graph, notIn: new.graph)
        let oldKeys = Set(old.findings.map(MachineDiff.key))
        let newKeys = Set(new.findings.map(MachineDiff.key))
        findingsNew = new.findings.filter { !oldKeys.contains(MachineDiff.key($0)) }
        findingsFixed = old.findings.filter { !newKeys.contains(MachineDiff.key($0)) }
    }

    /// Whether anything differs, statistics aside.
    package var isEmpty: Bool {
        statesAdded.isEmpty && statesRemoved.isEmpty && kindsAdded.isEmpty && kindsRemoved.isEmpty
            && actionsAdded.isEmpty && actionsRemoved.isEmpty && becamePossible.isEmpty && becameImpossible.isEmpty
            && findingsNew.isEmpty && findingsFixed.isEmpty
    }

    /// Whether the new version has failing findings the old one did not.
    package var addsFailures: Bool { findingsNew.contains(where: \.fails) }

    /// Whether the new version lost reachable states or moves.
    package var removesBehaviour: Bool { !statesRemoved.isEmpty || !becameImpossible.isEmpty }

    private static func key(_ finding: MachineSnapshot.FindingRecord) -> String {
        finding.check + "\u{0}" + finding.subject
    }

    /// The names of `names` that `other` lacks, in their order, each once.
    private static func missing(_ names: [String], from other: [String]) -> [String] {
        let present = Set(other)
        var seen: Set<String> = []
        return names.filter { !present.contains($0) && seen.insert($0).inserted }
    }

    /// The moves of `graph` that `other` has not, by name, each with a shortest example.
    private static func behaviours(of graph: StateGraph, notIn other: StateGraph) -> [Behaviour] {
        var known: Set<[String]> = []
        for move in 0..<other.moves.count {
            known.insert(signature(of: move, in: other))
        }
        var result: [Behaviour] = []
        var seen: Set<[String]> = []
        for move in 0..<graph.moves.count {
            let signature = signature(of: move, in: graph)
            guard !known.contains(signature), seen.insert(signature).inserted else { continue }
            let from = graph.moves.from(move)
            let action = graph.actionNames[graph.moves.action(move)]
            let states = graph.moves.states(move)
            var example = graph.trace(to: from)
            for (position, state) in states.enumerated() {
                example.steps.append(
                    Trace.Step(
                        action: action, state: graph.stateNames[state], stateIndex: state,
                        continuesMove: position > 0))
            }
            result.append(
                Behaviour(
                    from: graph.stateNames[from], action: action,
                    states: states.map { graph.stateNames[$0] }, example: example))
        }
        return result
    }

    private static func signature(of move: Int, in graph: StateGraph) -> [String] {
        [graph.stateNames[graph.moves.from(move)], graph.actionNames[graph.moves.action(move)]]
            + graph.moves.states(move).map { graph.stateNames[$0] }
    }
}
