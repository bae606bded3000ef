import MachineKitCore
/// What the explorer explores for a feature whose actions are async: the feature's state,
/// and the actions still in flight, each waiting on one or more dependency answers.
///
/// An action in flight is identified by what determines how it goes on: the action, the
/// answers it got so far (and which call got each), what each part of it read of the state
/// (the values of the properties it read through ``EffectStore``'s key paths, or the whole state
/// each part began in, where it read ``EffectStore/state``), and whether it was cancelled.
public struct Running<State: Hashable & Sendable, Action: Hashable & Sendable>: Hashable, Sendable {
    /// An action in flight.
    ///
    /// Its fields live in one shared box: a state's flights are copied into every state that
    /// follows it, and compared and hashed in the explorer's table, so a copy is one reference,
    /// two flights in one box are equal at once, and a flight's hash is made once.
    public struct InFlight: Hashable, Sendable {
        @usableFromInline
        final class Storage: @unchecked Sendable {
            @exclusivity(unchecked) @usableFromInline var action: Action
            @exclusivity(unchecked) @usableFromInline var pending: [PendingCall]
            @exclusivity(unchecked) @usableFromInline var segments: [State]
            @exclusivity(unchecked) @usableFromInline var reads: [SegmentReads]
            @exclusivity(unchecked) @usableFromInline var readsOpaque: Bool
            @exclusivity(unchecked) @usableFromInline var deliveries: [Delivery]
            @exclusivity(unchecked) @usableFromInline var cancelledFrom: Int?
            @exclusivity(unchecked) @usableFromInline var digest: UInt64
            /// The flight's hash, made by ``seal()`` once the flight is built (and so shared,
            /// never changed again); `nil` before.
            @exclusivity(unchecked) @usableFromInline var sealedHash: Int?

            @inlinable
            init(
                action: Action, pending: [PendingCall], segments: [State], reads: [SegmentReads], readsOpaque: Bool,
                deliveries: [Delivery], cancelledFrom: Int?, digest: UInt64
            ) {
                self.action = action
                self.pending = pending
                self.segments = segments
                self.reads = reads
                self.readsOpaque = readsOpaque
                self.deliveries = deliveries
                self.cancelledFrom = cancelledFrom
                self.digest = digest
            }

            @inlinable
            func copy() -> Storage {
                Storage(
                    action: action, pending: pending, segments: segments, reads: reads, readsOpaque: readsOpaque,
                    deliveries: deliveries, cancelledFrom: cancelledFrom, digest: digest)
            }
        }

        @usableFromInline var storage: Storage

        @inlinable
        init(action: Action, pending: [PendingCall], segments: [State], reads: [SegmentReads], deliveries: [Delivery]) {
            storage = Storage(
                action: action, pending: pending, segments: segments, reads: reads, readsOpaque: false,
                deliveries: deliveries, cancelledFrom: nil, digest: 0)
        }

        /// The box, this flight's alone, to change: its hash is made again when sealed.
        @inlinable
        mutating func unique() -> Storage {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            storage.sealedHash = nil
            return storage
        }

        /// Makes the flight's hash, once it is built: from here on the box is shared, not changed.
        @inlinable
        mutating func seal() {
            guard storage.sealedHash == nil else { return }
            let hash = contentHash()
            unique().sealedHash = hash
        }

        /// The action whose work is running.
        @inlinable public var action: Action {
            get { storage.action }
            set { unique().action = newValue }
        }
        /// The calls it (or work it spawned) waits on, in the order they were made: each may be
        /// answered next.
        @inlinable public var pending: [PendingCall] {
            get { storage.pending }
            set { unique().pending = newValue }
        }
        /// The state each part of the run began in; the first is where the action started. Kept
        /// to run it again, and part of its identity only where the part read the state whole.
        @inlinable var segments: [State] {
            get { storage.segments }
            _modify {
                let box = unique()
                yield &box.segments
            }
        }
        /// What each part read (one for each of `segments`): a part that read properties is
        /// known by their values, not by the state it began in.
        @inlinable var reads: [SegmentReads] {
            get { storage.reads }
            _modify {
                let box = unique()
                yield &box.reads
            }
        }
        /// Whether the run's state lives in a store the explorer cannot see into (every part reads
        /// it whole). Not part of the identity.
        @inlinable var readsOpaque: Bool {
            get { storage.readsOpaque }
            set { unique().readsOpaque = newValue }
        }
        /// The answers delivered so far, in order, each to the call it answered.
        @inlinable var deliveries: [Delivery] {
            get { storage.deliveries }
            _modify {
                let box = unique()
                yield &box.deliveries
            }
        }
        /// The first delivery made after the action was cancelled.
        @inlinable var cancelledFrom: Int? {
            get { storage.cancelledFrom }
            set { unique().cancelledFrom = newValue }
        }
        /// A digest of what the run did up to here (the states and waits at each point it came
        /// to rest): a run of the same action from the same states and answers must agree with
        /// it. Not part of the state's identity.
        @inlinable var digest: UInt64 {
            get { storage.digest }
            set { unique().digest = newValue }
        }

        /// Whether a newer action cancelled it (cancel-in-flight): its calls throw
        /// `CancellationError` when they return, and `Task.isCancelled` is true from there on.
        @inlinable public var isCancelled: Bool { storage.cancelledFrom != nil }

        /// The call it waits on first.
        @inlinable public var waitsOn: PendingCall { storage.pending[0] }

        /// Whether part `part` read the state it began in as a whole.
        @inlinable func readsWhole(_ part: Int) -> Bool { part >= storage.reads.count || storage.reads[part].whole }

        @inlinable
        public static func == (lhs: InFlight, rhs: InFlight) -> Bool {
            let left = lhs.storage, right = rhs.storage
            if left === right { return true }
            if let leftHash = left.sealedHash, let rightHash = right.sealedHash, leftHash != rightHash { return false }
            guard left.action == right.action, left.pending == right.pending, left.deliveries == right.deliveries,
                left.cancelledFrom == right.cancelledFrom, left.segments.count == right.segments.count
            else { return false }
            for part in left.segments.indices {
                let whole = lhs.readsWhole(part)
                guard whole == rhs.readsWhole(part) else { return false }
                if whole {
                    guard left.segments[part] == right.segments[part] else { return false }
                } else {
                    guard left.reads[part].fields == right.reads[part].fields else { return false }
                }
            }
            return true
        }

        @inlinable
        public func hash(into hasher: inout Hasher) {
            hasher.combine(storage.sealedHash ?? contentHash())
        }

        /// The hash of what identifies the flight.
        @inlinable
        func contentHash() -> Int {
            var hasher = Hasher()
            let box = storage
            hasher.combine(box.action)
            // The calls waiting by their places in the run, not by their names and answers'
            // labels (equal flights wait on equal calls; strings are what hashing costs most).
            hasher.combine(box.pending.count)
            for call in box.pending {
                hasher.combine(call.ordinal)
            }
            hasher.combine(box.deliveries)
            hasher.combine(box.cancelledFrom)
            hasher.combine(box.segments.count)
            for part in box.segments.indices {
                if readsWhole(part) {
                    hasher.combine(box.segments[part])
                } else {
                    hasher.combine(box.reads[part].fields)
                }
            }
            return hasher.finalize()
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
    // One side switched on at a time: a tuple of both sides would copy them (a retain of each
    // string) on every comparison.
    @inlinable
    public static func == (lhs: AsyncStep, rhs: AsyncStep) -> Bool {
        switch lhs {
        case .action(let left):
            guard case .action(let right) = rhs else { return false }
            return left == right
        case .answer(let leftAction, let leftCall, let leftAnswer):
            guard case .answer(let rightAction, let rightCall, let rightAnswer) = rhs else { return false }
            return leftAction == rightAction && leftCall == rightCall && leftAnswer == rightAnswer
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

extension Running.InFlight: CustomReflectable {
    /// What `dump` (and the web explorer's data of a state) shows of an action in flight: the
    /// action, the calls it waits on, and whether a newer action cancelled it. Not the
    /// explorer's bookkeeping (the states each part began in, what it read, its digests and
    /// hash), which says nothing to a reader and, being hashes, differs between runs.
    public var customMirror: Mirror {
        Mirror(self, children: ["action": action, "waitsOn": pending.map(\.call), "cancelled": isCancelled], displayStyle: .struct)
    }
}
