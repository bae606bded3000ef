/// Everything one check of a machine found: statistics, completeness and findings. A plain
/// value: it holds no reference to the exploration, so it can be kept, compared, and sent
/// across tasks. The graph and the names of reached states are the exploration's
/// (``Exploration/graph``, ``ExploredMachine/reachable``).
public struct CheckReport: Sendable, Hashable {
    /// The machine's name.
    public let machine: String
    /// Where the machine comes from (a Swift type, or a spec file with its lines).
    public let origin: MachineOrigin
    /// States, transitions, depth and time of the exploration.
    public let statistics: ExplorationStatistics
    /// Whether exploration saw every reachable state within the machine's constraint.
    public let completeness: Completeness
    /// The machine's constraint (its scope), when it has one.
    public let constraint: String?
    /// Ordered by check (incomplete first, as it qualifies the others; then unreachable or
    /// unreached, dead-end, trap, unused-action, invariant), then by state number. Roll-ups
    /// stand for several findings.
    public let findings: [Finding]
    /// Whether the machine declares its universe of kinds (the unreachable check runs).
    public let kindsDeclared: Bool
    /// Whether the machine declares final states (the trap check runs).
    public let declaresFinalStates: Bool
    /// How many distinct actions the machine declares (the unused-action check runs).
    public let declaredActionCount: Int
    /// How many goals the machine declares always reachable (the always-reachable check runs).
    public var goalCount: Int = 0
    /// How many `sometimes` properties the machine declares.
    public var sometimesCount: Int = 0
    /// Whether the machine declares its view level (the collapse check runs).
    public var viewLevelDeclared = false
    /// Whether the machine runs async actions (the nondeterministic and uncontrolled-task
    /// checks apply).
    public var runsAsyncActions = false
    /// Whether the machine knows its states by an `identity:` key (the identity check applies).
    public var checksIdentityKeys = false

    /// A report as a machine's check gives it.
    public init(
        machine: String, origin: MachineOrigin, statistics: ExplorationStatistics, completeness: Completeness,
        constraint: String?, findings: [Finding], kindsDeclared: Bool, declaresFinalStates: Bool,
        declaredActionCount: Int
    ) {
        self.machine = machine
        self.origin = origin
        self.statistics = statistics
        self.completeness = completeness
        self.constraint = constraint
        self.findings = findings
        self.kindsDeclared = kindsDeclared
        self.declaresFinalStates = declaresFinalStates
        self.declaredActionCount = declaredActionCount
    }

    /// Runs every check on an exploration, in report order.
    init<State, Action>(_ exploration: Exploration<State, Action>) {
        self.init(
            of: exploration.machine, statistics: exploration.statistics, completeness: exploration.completeness,
            findings: Self.located(
                IncompleteCheck.run(exploration) + UnreachableCheck.run(exploration) + DeadEndCheck.run(exploration)
                    + TrapCheck.run(exploration) + UnusedActionCheck.run(exploration) + InvariantCheck.run(exploration)
                    + AlwaysReachableCheck.run(exploration) + SometimesCheck.run(exploration) + CollapseCheck.run(exploration)
                    // Last: the others' traces are expansions run again, which it reads.
                    + HiddenInputCheck.run(exploration),
                in: exploration))
    }

    /// A report of a search of `machine` (breadth-first or bit-state): which checks ran is
    /// derived here, once, from what the machine declares.
    package init<State, Action>(
        of machine: Machine<State, Action>, statistics: ExplorationStatistics, completeness: Completeness, findings: [Finding]
    ) {
        self.init(
            machine: machine.name, origin: machine.origin, statistics: statistics, completeness: completeness,
            constraint: machine.constraint?.description, findings: findings,
            kindsDeclared: machine.kinds != nil, declaresFinalStates: machine.finalStates.isDeclared,
            declaredActionCount: Set(machine.declaredActions).count)
        goalCount = machine.properties.count { $0.expectation == .alwaysReachable }
        sometimesCount = machine.properties.count { $0.expectation == .sometimes }
        viewLevelDeclared = machine.viewLevel != nil
        runsAsyncActions = machine.traits.context != nil
        checksIdentityKeys = machine.invariants.contains { $0.check == .identity }
    }

    /// The findings, each with the line of Swift that explains it (machines written in Swift).
    private static func located<State, Action>(_ findings: [Finding], in exploration: Exploration<State, Action>) -> [Finding] {
        let origin = exploration.machine.origin
        guard !origin.isFile, origin.declaration != nil else { return findings }
        let kinds = exploration.machine.kinds
        func locate(_ finding: Finding) -> Finding {
            var kindOfState: [String: String] = [:]
            if let kinds {
                for index in finding.stateIndices where index < exploration.stateCount {
                    kindOfState[exploration.name(of: index)] = kinds.names[kinds.index(exploration.state(index))]
                }
            }
            var located = finding
            located.location = origin.location(of: finding, kindOf: { kindOfState[$0] })
            located.instances = finding.instances.map(locate)
            return located
        }
        return findings.map(locate)
    }

    /// `true` when no bound stopped exploration.
    public var isComplete: Bool { completeness.isComplete }

    /// The findings that fail the check: all but warnings, or all of them under `strict`;
    /// `incomplete` unless `allowIncomplete` (see ``FailurePolicy``).
    public func failures(strict: Bool = false, allowIncomplete: Bool = false) -> [Finding] {
        let policy = FailurePolicy(strict: strict, allowIncomplete: allowIncomplete)
        return findings.filter { policy.fails($0.check) }
    }

    /// Whether the machine passes: no finding fails the check.
    public func passes(strict: Bool = false, allowIncomplete: Bool = false) -> Bool {
        failures(strict: strict, allowIncomplete: allowIncomplete).isEmpty
    }
}

/// What fails a check: a finding of a check that fails it (``Finding/Check/failsCheck``),
/// under `strict` warnings too, and an `incomplete` finding (a bound stopped exploration, or
/// a partial search) unless the run accepts verdicts on the part seen (`allowIncomplete`,
/// `vsm-inspect check --allow-incomplete`). Every report and format asks here.
public struct FailurePolicy: Sendable, Hashable {
    /// Warnings fail too.
    public var strict: Bool
    /// An incomplete search passes when nothing else fails.
    public var allowIncomplete: Bool

    /// The policy: by default warnings pass and an incomplete search fails.
    public init(strict: Bool = false, allowIncomplete: Bool = false) {
        self.strict = strict
        self.allowIncomplete = allowIncomplete
    }

    /// Whether a finding of `check` fails the check.
    public func fails(_ check: Finding.Check) -> Bool {
        if check == .incomplete { return !allowIncomplete }
        return strict || check.failsCheck
    }
}
