import Foundation

extension Explorer {
    /// Searches the machine with bits, not states: SPIN's bit-state search (supertrace), or
    /// with several seeds a swarm of them (``BitstateOptions``), for a state space beyond
    /// memory.
    ///
    /// Each search goes depth first and keeps only its bit array and its stack: the states
    /// on the way from an initial state and their moves. It checks invariants in every state
    /// it stores, and reports dead ends, kinds and actions as the exhaustive explorer does,
    /// each finding with the trace of the stack that led to it (a run the machine really
    /// makes, not always the shortest). The searches of a swarm run on ``workers`` threads at
    /// once, each with an array of its own; their findings are merged
    /// (``CheckReport/mergingSearches(_:)``): the shortest trace of each finding, and as
    /// unreached only what no search reached.
    ///
    /// The report is never complete: its ``CheckReport/completeness`` is
    /// ``Completeness/stopped(_:)`` with ``IncompleteReason/bitstate(_:)``, which estimates the
    /// coverage. What it finds is proven; what it does not find is not disproven: a declared
    /// state it did not reach is `unreached`, never `unreachable`, and the checks that need
    /// the whole graph (traps, always-reachable goals, `sometimes`, collapses) do not run.
    /// - Complexity: O(moves followed × cost of the machine's expand function); memory
    ///   `options.bits / 8` bytes per search running, plus the stack.
    @inlinable
    public func bitstate(_ options: BitstateOptions) -> CheckReport {
        let machine = self.machine
        let threads = machine.traits.context != nil ? 1 : max(1, min(workers, options.seeds.count))
        let results = SearchResults(count: options.seeds.count)
        // Searches are dealt out by index: which thread runs one changes nothing in its result.
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in stride(from: thread, to: options.seeds.count, by: threads) {
                let clock = ContinuousClock()
                let start = clock.now
                var search = BitstateSearch(
                    machine: machine, bits: options.bits, hashes: options.hashes, seed: options.seeds[index],
                    maxDepth: options.maxDepth)
                if let context = machine.traits.context {
                    // Its runs under a context of their own (what is kept of them is this search's).
                    context.within { search.run() }
                } else {
                    search.run()
                }
                let seconds = elapsedSeconds(clock.now - start)
                results.set(index, search.report(options: options, seconds: seconds))
            }
        }
        return CheckReport.mergingSearches(results.reports)
    }
}

/// The reports of a swarm's searches, set from several threads.
@usableFromInline
final class SearchResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [CheckReport?]

    @usableFromInline
    init(count: Int) { slots = Array(repeating: nil, count: count) }

    @usableFromInline
    func set(_ index: Int, _ report: CheckReport) {
        lock.lock()
        slots[index] = report
        lock.unlock()
    }

    @usableFromInline
    var reports: [CheckReport] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

extension BitstateSearch {
    /// The search's findings as a report, in report order.
    @usableFromInline
    func report(options: BitstateOptions, seconds: Double) -> CheckReport {
        let coverage = BitstateCoverage(
            bits: options.bits, hashes: options.hashes, maxDepth: options.maxDepth, searches: [summary(seconds: seconds)])
        // The checks a partial search can run, each the one implementation the breadth-first
        // exploration runs too, over what this search saw (``SearchView``).
        let findings =
            [IncompleteCheck.finding(for: .bitstate(coverage))] + UnreachableCheck.findings(in: self)
            + DeadEndCheck.findings(in: self) + UnusedActionCheck.findings(in: self) + InvariantCheck.findings(in: self)
        let summary = coverage.searches[0]
        return CheckReport(
            of: machine,
            statistics: ExplorationStatistics(
                states: summary.states, transitions: summary.transitions, depth: summary.depth, seconds: seconds,
                outsideConstraint: summary.outsideConstraint),
            completeness: .stopped([.bitstate(coverage)]), findings: findings)
    }
}

extension CheckReport {
    /// The reports of partial searches of one machine (``Explorer/bitstate(_:)``, one search
    /// each, as the jobs of a swarm write them) merged into one, deterministically: the result
    /// depends on the reports and their order only.
    ///
    /// A finding any search proved (a broken invariant, a dead end, a fault) is kept once,
    /// with the shortest of its traces (the earlier report's on a tie); a declared state or
    /// action is `unreached` or unused only when no search reached it. The coverage lists
    /// every search; the statistics are those of the search that stored the most states
    /// (the searches overlap, by how much is not known).
    /// - Precondition: every report is of a partial search of the same machine, with arrays
    ///   of the same size and bits a state.
    public static func mergingSearches(_ reports: [CheckReport]) -> CheckReport {
        precondition(!reports.isEmpty, "at least one report")
        let coverages = reports.map { report -> BitstateCoverage in
            guard let coverage = report.completeness.bitstate else {
                preconditionFailure("only the reports of bit-state searches merge")
            }
            return coverage
        }
        let first = reports[0]
        precondition(reports.allSatisfy { $0.machine == first.machine }, "reports of one machine")
        precondition(
            coverages.allSatisfy { $0.bits == coverages[0].bits && $0.hashes == coverages[0].hashes },
            "searches with arrays of one size")
        if reports.count == 1 { return first }
        let coverage = BitstateCoverage(
            bits: coverages[0].bits, hashes: coverages[0].hashes, maxDepth: coverages[0].maxDepth,
            searches: coverages.flatMap(\.searches))
        // What every search left unreached or unused is unreached or unused.
        struct Absence: Hashable {
            var check: Finding.Check
            var subject: Finding.Subject
        }
        let absences = reports.map { report in
            Set(
                report.findings.filter { [.unreached, .unreachable, .unusedAction].contains($0.check) }
                    .map { Absence(check: $0.check, subject: $0.subject) })
        }
        func absentEverywhere(_ finding: Finding) -> Bool {
            let absence = Absence(check: finding.check, subject: finding.subject)
            return absences.allSatisfy { $0.contains(absence) }
        }
        var kept: [String: Finding] = [:]
        var order: [String] = []
        for report in reports {
            for finding in report.findings {
                switch finding.check {
                case .incomplete:
                    continue
                case .unreached, .unreachable, .unusedAction:
                    guard absentEverywhere(finding) else { continue }
                default:
                    break
                }
                let key = Self.searchKey(finding)
                if let known = kept[key] {
                    if (finding.trace?.length ?? 0) < (known.trace?.length ?? 0) { kept[key] = finding }
                } else {
                    kept[key] = finding
                    order.append(key)
                }
            }
        }
        let rank: (Finding.Check) -> Int = { check in
            switch check {
            case .incomplete: 0
            case .unreachable, .unreached: 1
            case .deadEnd: 2
            case .trap: 3
            case .unusedAction: 4
            default: 5
            }
        }
        let merged = order.enumerated().map { ($0.offset, kept[$0.element]!) }
            .sorted { (rank($0.1.check), $0.0) < (rank($1.1.check), $1.0) }
            .map(\.1)
        var deadEnds = 0
        let findings =
            [IncompleteCheck.finding(for: .bitstate(coverage))]
            + merged.filter { finding in
                guard finding.check == .deadEnd else { return true }
                deadEnds += 1
                return deadEnds <= BitstateFindings.deadEndLimit
            }
        let largest = reports.indices.max { (coverages[$0].states, -$0) < (coverages[$1].states, -$1) }!
        var statistics = reports[largest].statistics
        statistics.depth = reports.map(\.statistics.depth).max()!
        statistics.seconds = reports.map(\.statistics.seconds).max()!
        var report = CheckReport(
            machine: first.machine, origin: first.origin, statistics: statistics,
            completeness: .stopped([.bitstate(coverage)]), constraint: first.constraint, findings: findings,
            kindsDeclared: first.kindsDeclared, declaresFinalStates: first.declaresFinalStates,
            declaredActionCount: first.declaredActionCount)
        report.goalCount = first.goalCount
        report.sometimesCount = first.sometimesCount
        report.viewLevelDeclared = first.viewLevelDeclared
        report.runsAsyncActions = first.runsAsyncActions
        report.checksIdentityKeys = first.checksIdentityKeys
        return report
    }

    /// What makes two searches' findings the same finding: the check and what it is about
    /// (an invariant by its name, a fault by its sentence, a dead end by its state).
    private static func searchKey(_ finding: Finding) -> String {
        switch finding.subject {
        case .invariant(let name, _): "\(finding.check.rawValue)\u{0}invariant\u{0}\(name)"
        case .state(let state) where finding.check == .deadEnd || finding.check == .unreached:
            "\(finding.check.rawValue)\u{0}state\u{0}\(state)"
        case .state: "\(finding.check.rawValue)\u{0}message\u{0}\(finding.message)"
        default: "\(finding.check.rawValue)\u{0}\(finding.subjectText)\u{0}\(finding.message)"
        }
    }
}

extension BitstateSearch: SearchView {
    var reach: SearchReach { .partial }

    var kindsReached: [Bool] {
        guard let kinds = machine.kinds else { return [] }
        var reached = kindReached
        kinds.markAncestors(in: &reached)
        return reached
    }

    var viewKindsShown: [Bool] { viewKindShown }

    var declaredActionsUsed: [Bool] {
        machine.declaredActions.map { actionUsed[declaredActionIndex[$0]!] }
    }

    var deadEnds: (seen: [Sighting], more: Int) {
        (found.deadEnds.map { Sighting(name: $0.steps.last!.state, trace: $0) }, found.moreDeadEnds)
    }

    var invariantSightings: [[Sighting]] {
        machine.invariants.indices.map { offset in
            if machine.invariants[offset].explain != nil {
                return found.faults[offset].map { fault in
                    Sighting(name: fault.trace.steps.last!.state, trace: fault.trace, count: fault.count, sentence: fault.sentence)
                }
            }
            guard let (trace, count) = found.violations[offset] else { return [] }
            return [Sighting(name: trace.steps.last!.state, trace: trace, count: count)]
        }
    }

    /// Never asked: a bit-state search numbers no state, so its findings are not rolled up.
    func kindName(of state: Int) -> String { "" }

    /// Never asked, as ``kindName(of:)``.
    func depth(of state: Int) -> Int { 0 }
}
