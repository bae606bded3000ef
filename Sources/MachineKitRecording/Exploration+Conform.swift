import MachineKitCore
import MachineKitAsync
extension Exploration {
    /// The names a running feature records for each reached state and each action of the
    /// graph (``StepRecorder``).
    var recordedNames: RecordedNames {
        let graph = self.graph
        let states = machine.traits.featureStateName.map { name in (0..<stateCount).map { name(state($0)) } } ?? graph.stateNames
        let actions = machine.traits.featureActionName.map { name in self.actions.map(name) } ?? graph.actionNames
        let silent = machine.traits.passesUnseen.map { silent in self.actions.map(silent) } ?? []
        return RecordedNames(states: states, actions: actions, silentActions: silent)
    }

    /// Checks records of the feature's runs against the explored machine: each recorded step
    /// must be a move the machine allows from where the run was. A run's first step (and a
    /// step after lines are missing) may start from any reached state of its name.
    ///
    /// ```swift
    /// let report = try ProductsFlowFeature.machine().explore().conform([Record(contentsOf: "steps.jsonl")])
    /// report.findings            // the first step of each record the machine does not allow
    /// report.coverage.summary    // 9 of 9 moves taken, 6 of 6 states visited, in 1 record (40 steps)
    /// ```
    /// - Throws: ``RecordError`` for a line that is not a record line.
    /// - Complexity: O(states + moves) once, then O(moves out of the state) per step.
    public func conform(_ records: [Record]) throws(RecordError) -> ConformanceReport {
        var conformance = self.conformance()
        for record in records { try conformance.check(record) }
        return conformance.report
    }

    /// A conformance check to give records one at a time (a bad record then leaves the others'
    /// results standing).
    /// - Complexity: O(states + moves).
    public func conformance() -> Conformance {
        Conformance(
            machine: machine.name, matcher: ConformanceMatcher(graph: graph, names: recordedNames),
            states: stateCount, moves: graph.moves.count)
    }
}

/// Records checked against one explored machine, one at a time (``Exploration/conformance()``).
public struct Conformance {
    private let matcher: ConformanceMatcher
    /// What the records given so far hold.
    public private(set) var report: ConformanceReport

    init(machine: String, matcher: ConformanceMatcher, states: Int, moves: Int) {
        self.matcher = matcher
        self.report = ConformanceReport(machine: machine, records: [], findings: [], coverage: Coverage(states: states, moves: moves))
    }

    /// Checks one record and adds what it holds to ``report``.
    /// - Throws: ``RecordError`` for a line that is not a record line; nothing of the record
    ///   is added then.
    public mutating func check(_ record: Record) throws(RecordError) {
        try check(record, observe: nil)
    }

    /// ``check(_:)``, telling `observe` each step of the machine's as it is judged.
    package mutating func check(_ record: Record, observe: ((JudgedStep) -> Void)?) throws(RecordError) {
        var coverage = report.coverage
        let (summary, finding) = try matcher.conform(record, coverage: &coverage, observe: observe)
        report.coverage = coverage
        report.records.append(summary)
        if let finding { report.findings.append(finding) }
    }
}

/// What conformance needs of an ``Exploration`` whatever its types: every exploration has it.
protocol ConformingExploration {
    func conformance() -> Conformance
}

extension Exploration: ConformingExploration {}

extension ExploredMachine {
    /// Checks records of the feature's runs against the machine (``Exploration/conform(_:)``).
    public func conform(_ records: [Record]) throws(RecordError) -> ConformanceReport {
        var conformance = self.conformance()
        for record in records { try conformance.check(record) }
        return conformance.report
    }

    /// A conformance check to give records one at a time (``Exploration/conformance()``).
    public func conformance() -> Conformance {
        // Every `Exploration` conforms (above), whatever its types: the cast cannot fail.
        (exploration as! any ConformingExploration).conformance()
    }
}

extension Machine {
    /// Explores the machine and checks records of the feature's runs against it
    /// (``Exploration/conform(_:)``).
    public func conform(_ records: [Record], bounds: ExplorationBounds = .standard) throws(RecordError) -> ConformanceReport {
        try explore(bounds: bounds).conform(records)
    }
}
