/// Something a check found in an explored machine.
///
/// Findings of one check on several concrete states of the same kind are rolled up into
/// one (``Subject-swift.enum/kind(_:states:)``), which keeps the shortest trace and lists
/// every state; ``instances`` holds each of them as a finding of its own.
public struct Finding: Sendable, Hashable {
    /// The checks, named as in reports.
    public enum Check: String, Sendable, Hashable, CaseIterable {
        /// A declared state (or kind) no reachable state has: exploration was complete.
        case unreachable
        /// A declared state (or kind) not reached before a bound stopped exploration: it may
        /// lie beyond the bound.
        case unreached
        case deadEnd = "dead-end"
        case trap
        case unusedAction = "unused-action"
        case invariant
        /// A goal the machine declares always reachable cannot be reached from some state.
        case alwaysReachable = "always-reachable"
        /// No reachable state satisfies a property the machine says some state does
        /// (``Machine/sometimes(_:distance:file:line:_:)``).
        case sometimes
        /// A view state shown for domain states of more than one kind, where the feature did
        /// not allow it.
        case collapse
        /// A bound stopped exploration: other verdicts hold only for the states seen.
        case incomplete
        /// An async step did not do the same thing when run again from the same state with the
        /// same answers, or a synchronous machine's expand function gave a state other moves
        /// when it ran again: it reads a hidden input (an actor's state, the date, randomness).
        case nondeterministic
        /// Async work the explorer cannot follow: it awaits something no `choose` answers, sleeps
        /// on the real clock, or was left running after its step settled.
        case uncontrolledTask = "uncontrolled-task"
        /// A step a feature took at run time (a line of a record) that the machine does not
        /// allow there: `vsm-inspect conform`, ``Exploration/conform(_:)``.
        case nonconforming
        /// Two states that share an `identity:` key (``Identified``) but offer different
        /// actions or outcomes: the key drops what decides what happens next.
        case identity

        /// Whether a finding of this check fails `vsm-inspect check` (the others are
        /// warnings, which fail only under `--strict`). `incomplete` fails unless the run
        /// accepts a search a bound stopped (``FailurePolicy/allowIncomplete``).
        public var failsCheck: Bool {
            switch self {
            case .unreachable, .deadEnd, .trap, .invariant, .alwaysReachable, .sometimes, .collapse, .nondeterministic,
                .uncontrolledTask, .nonconforming, .identity, .incomplete:
                true
            case .unreached, .unusedAction: false
            }
        }
    }

    /// What a finding is about.
    public enum Subject: Sendable, Hashable {
        /// One state (dead-end), or one declared state or kind (unreachable, unreached).
        case state(String)
        /// Several states of one kind, rolled up (dead-end): the kind and every state, the
        /// nearest first.
        case kind(String, states: [String])
        /// The states of one trap.
        case states([String])
        /// Several traps whose states are of the same kinds, rolled up: the kinds, and the
        /// states of each trap, the nearest trap first.
        case kinds([String], traps: [[String]])
        /// An action (unused-action).
        case action(String)
        /// A view state, and the kinds of the domain states it shows (collapse).
        case view(String, domainKinds: [String])
        /// A named invariant (or goal) and the state nearest to the start where it fails.
        case invariant(String, state: String)
        /// A named property no state satisfies (sometimes).
        case property(String)
        /// The exploration as a whole (incomplete).
        case exploration
        /// A recorded step the machine does not allow (nonconforming): where it is in its
        /// record, what it did, and what the machine allows there.
        case step(Nonconformance)

        /// The subject in a few words (``Finding/subjectText``).
        package var text: String {
            switch self {
            case .state(let state): state
            case .kind(let kind, _): "kind \(kind)"
            case .states(let states): "{" + states.joined(separator: ", ") + "}"
            case .kinds(let kinds, _): "kinds {" + kinds.joined(separator: ", ") + "}"
            case .action(let action): action
            case .invariant(let name, _), .property(let name): name
            case .view(let view, _): "view \(view)"
            case .exploration: ""
            case .step(let step): "\(step.record):\(step.line)"
            }
        }
    }

    /// The check that found it.
    public var check: Check
    /// What it is about.
    public var subject: Subject
    /// One sentence, as reports print it.
    public var message: String
    /// The shortest trace from an initial state to the finding (to its nearest state, for a
    /// roll-up), where it has one.
    public var trace: Trace?
    /// Indices in the graph of the states the finding is about (for highlighting).
    public var stateIndices: [Int]
    /// For a roll-up, each finding it stands for, with its own trace; empty otherwise.
    public var instances: [Finding]
    /// Why exploration stopped, for an `incomplete` finding.
    public var reason: IncompleteReason?
    /// For a machine written in Swift: the line that explains the finding (a kind's `case`, an
    /// invariant's declaration, the `Machine(...)` call), see ``MachineOrigin/location(of:kindOf:)``.
    public var location: SourceLine?

    /// A finding of `check` about `subject`; a roll-up lists the findings it stands for in `instances`.
    public init(
        check: Check, subject: Subject, message: String, trace: Trace? = nil, stateIndices: [Int] = [],
        instances: [Finding] = [], reason: IncompleteReason? = nil
    ) {
        self.check = check
        self.subject = subject
        self.message = message
        self.trace = trace
        self.stateIndices = stateIndices
        self.instances = instances
        self.reason = reason
    }

    /// Whether this finding stands for several (see ``instances``).
    public var isRollUp: Bool { !instances.isEmpty }

    /// The finding, or each finding it rolls up.
    public var expanded: [Finding] { instances.isEmpty ? [self] : instances }

    /// What the finding is about, in a few words: a state, a set of states, an action.
    public var subjectText: String { subject.text }

    /// The state the finding is about: the state, the nearest of a roll-up, or the state an
    /// invariant fails in.
    public var state: String? {
        switch subject {
        case .state(let state), .invariant(_, let state): state
        case .kind(_, let states): states.first
        case .step(let step): step.from
        default: nil
        }
    }

    /// The recorded step a nonconforming finding is about.
    public var step: Nonconformance? {
        if case .step(let step) = subject { return step }
        return nil
    }

    /// The states of a trap (the nearest trap's, for a roll-up).
    public var states: [String]? {
        switch subject {
        case .states(let states): states
        case .kinds(_, let traps): traps.first
        default: nil
        }
    }

    /// The action an unused-action finding is about.
    public var action: String? {
        if case .action(let action) = subject { return action }
        return nil
    }

    /// The invariant's name.
    public var name: String? {
        switch subject {
        case .invariant(let name, _), .property(let name): name
        default: nil
        }
    }

    /// The kind of a roll-up.
    public var kind: String? {
        if case .kind(let kind, _) = subject { return kind }
        return nil
    }
}
