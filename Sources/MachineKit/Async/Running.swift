/// What the explorer explores for a feature whose actions are async: the feature's state,
/// and the actions still in flight, each waiting on one or more dependency answers.
///
/// An action in flight is identified by what determines how it goes on: the action, the
/// answers it got so far (and which call got each), what each part of it read of the state
/// (the values of the properties it read through ``EffectStore``'s key paths, or the whole state
/// each part began in, where it read ``EffectStore/state``), and whether it was cancelled.
public struct Running<State: Hashable & Sendable, Action: Hashable & Sendable>: Hashable, Sendable {
    /// An action in flight.
    public struct InFlight: Hashable, Sendable {
        /// The action whose work is running.
        public var action: Action
        /// The calls it (or work it spawned) waits on, in the order they were made: each may be
        /// answered next.
        public var pending: [PendingCall]
        /// The state each part of the run began in; the first is where the action started. Kept
        /// to run it again, and part of its identity only where the part read the state whole.
        @usableFromInline var segments: [State]
        /// What each part read (one for each of `segments`): a part that read properties is
        /// known by their values, not by the state it began in.
        @usableFromInline var reads: [SegmentReads] = []
        /// Whether the run's state lives in a store the explorer cannot see into (every part reads
        /// it whole). Not part of the identity.
        @usableFromInline var readsOpaque = false
        /// The answers delivered so far, in order, each to the call it answered.
        @usableFromInline var deliveries: [Delivery]
        /// The first delivery made after the action was cancelled.
        @usableFromInline var cancelledFrom: Int?
        /// A digest of what the run did up to here (the states and waits at each point it came
        /// to rest): a run of the same action from the same states and answers must agree with
        /// it. Not part of the state's identity.
        @usableFromInline var digest: UInt64 = 0

        @inlinable
        init(action: Action, pending: [PendingCall], segments: [State], reads: [SegmentReads], deliveries: [Delivery]) {
            self.action = action
            self.pending = pending
            self.segments = segments
            self.reads = reads
            self.deliveries = deliveries
        }

        /// Whether a newer action cancelled it (cancel-in-flight): its calls throw
        /// `CancellationError` when they return, and `Task.isCancelled` is true from there on.
        @inlinable public var isCancelled: Bool { cancelledFrom != nil }

        /// The call it waits on first.
        @inlinable public var waitsOn: PendingCall { pending[0] }

        /// Whether part `part` read the state it began in as a whole.
        @inlinable func readsWhole(_ part: Int) -> Bool { part >= reads.count || reads[part].whole }

        @inlinable
        public static func == (lhs: InFlight, rhs: InFlight) -> Bool {
            guard lhs.action == rhs.action, lhs.pending == rhs.pending, lhs.deliveries == rhs.deliveries,
                  lhs.cancelledFrom == rhs.cancelledFrom, lhs.segments.count == rhs.segments.count
            else { return false }
            for part in lhs.segments.indices {
                let whole = lhs.readsWhole(part)
                guard whole == rhs.readsWhole(part) else { return false }
                if whole {
                    guard lhs.segments[part] == rhs.segments[part] else { return false }
                } else {
                    guard lhs.reads[part].fields == rhs.reads[part].fields else { return false }
                }
            }
            return true
        }

        @inlinable
        public func hash(into hasher: inout Hasher) {
            hasher.combine(action)
            hasher.combine(pending)
            hasher.combine(deliveries)
            hasher.combine(cancelledFrom)
            hasher.combine(segments.count)
            for part in segments.indices {
                if readsWhole(part) {
                    hasher.combine(segments[part])
                } else {
                    hasher.combine(reads[part].fields)
                }
            }
        }
    }

    /// The feature's state.
    public var state: State
    /// The actions in flight, oldest first.
    public var inFlight: [InFlight]
    /// Why the explorer cannot go on from here, where it cannot.
    @usableFromInline var fault: AsyncFault?

    /// Set when the explorer cannot go on from this state: an action awaited something the
    /// explorer does not answer, left work running, slept on the real clock, or did not do the
    /// same thing twice. The sentence a report gives.
    public var uncontrolled: String? { fault?.message }

    /// The feature in `state` with nothing in flight.
    @inlinable
    public init(_ state: State) {
        self.state = state
        self.inFlight = []
    }

    @inlinable
    public static func == (lhs: Running, rhs: Running) -> Bool {
        lhs.state == rhs.state && lhs.inFlight == rhs.inFlight && lhs.fault == rhs.fault
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(state)
        hasher.combine(inFlight)
        hasher.combine(fault)
    }
}

/// An answer given to one call of a run.
@usableFromInline
struct Delivery: Hashable, Sendable {
    /// The call's ordinal in the run (``PendingCall``).
    @usableFromInline var call: Int
    @usableFromInline var given: EffectRecorder.Given

    @inlinable init(call: Int, given: EffectRecorder.Given) {
        self.call = call
        self.given = given
    }
}

/// Why an async run stopped the exploration where it did: reported by the check it names.
@usableFromInline
struct AsyncFault: Hashable, Sendable {
    /// `.uncontrolledTask` or `.nondeterministic`.
    @usableFromInline var check: Finding.Check
    /// What a state's name says: `load sleeps on the real clock`.
    @usableFromInline var short: String
    /// The finding's sentence: the cause, and the fix.
    @usableFromInline var message: String

    @usableFromInline init(check: Finding.Check, short: String, message: String) {
        self.check = check
        self.short = short
        self.message = message
    }
}

/// A step of an async feature: the user's action, or the answer a call gets.
public enum AsyncStep<Action: Hashable & Sendable>: Hashable, Sendable {
    case action(Action)
    /// The answer `answer` of the call `call`, which `action` was waiting on; for a sleep on an
    /// ``ExploredClock``, `answer` is `after 300ms`.
    case answer(action: Action, call: String, answer: String)

    // Written out, and inlinable, so that the explorer's table of actions (one lookup a move)
    // compares and hashes steps specialized for the feature's actions; the derived ones were
    // called unspecialized.
    @inlinable
    public static func == (lhs: AsyncStep, rhs: AsyncStep) -> Bool {
        switch (lhs, rhs) {
        case (.action(let left), .action(let right)):
            return left == right
        case (.answer(let leftAction, let leftCall, let leftAnswer), .answer(let rightAction, let rightCall, let rightAnswer)):
            return leftAction == rightAction && leftCall == rightCall && leftAnswer == rightAnswer
        default:
            return false
        }
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .action(let action):
            hasher.combine(0 as UInt8)
            hasher.combine(action)
        case .answer(let action, let call, let answer):
            hasher.combine(1 as UInt8)
            hasher.combine(action)
            hasher.combine(call)
            hasher.combine(answer)
        }
    }
}
