import MachineKitCore
import Foundation

/// One run of an async action on a ``RunExecutor``: from its start, replaying the answers it
/// was given (each part of the run reading the state that part once read), then going on from
/// the current state until everything it started has ended or waits on an answer not given yet.
///
/// This is how the explorer keeps an action in flight without keeping its tasks: an action in
/// flight is the answers it got and the states its parts began in, and resuming it is running
/// it again. It relies on the action being a function of those; a run that does not retrace
/// its earlier steps (see ``Running/InFlight``'s digest), or two runs of the same step that
/// disagree, make a `nondeterministic` fault instead of a state.
///
/// The run is inlinable, so that it is specialized for the feature's state in the feature's
/// module: unspecialized, a run spent a fifth of its time looking up generic metadata.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
@usableFromInline
struct EffectRun<State: Hashable & Sendable> {
    @usableFromInline typealias Outcome = RunOutcome

    @usableFromInline var outcome: Outcome
    /// The state where the run stopped or ended.
    @usableFromInline var state: State
    /// The states emitted in the live part of the run, in order.
    @usableFromInline var emitted: [State]
    /// The digest of the run up to where it stopped.
    @usableFromInline var digest: UInt64
    /// What each part of the run read, the live part last (one more than the deliveries), for a
    /// run that waits (the only runs whose reads are kept); empty for the others.
    @usableFromInline var reads: [SegmentReads]
    /// Whether the state lived in the feature's own store, which reads it all in every part.
    @usableFromInline var readsOpaque: Bool
    /// Whether the live part read nothing and wrote nothing (``SegmentReads/isInert``).
    @usableFromInline var endsInert: Bool

    @inlinable
    init(outcome: Outcome, state: State, emitted: [State], digest: UInt64, reads: [SegmentReads] = [], readsOpaque: Bool = false,
         endsInert: Bool = false) {
        self.outcome = outcome
        self.state = state
        self.emitted = emitted
        self.digest = digest
        self.reads = reads
        self.readsOpaque = readsOpaque
        self.endsInert = endsInert
    }

    /// Runs `body` of `action` and gives the outcome: the parts before the last delivery read
    /// `segmentStates` (the state each began in), the part after it reads `current`.
    ///
    /// A run that ends there is checked against another run of the same step (a step whose runs
    /// differ reads a hidden input): the first time the step is met, it is run twice; each time it
    /// is met again, it is run once more and compared with what the first two runs did, kept in
    /// `references`. Every time a step is met, it runs at least once. A run that waits is
    /// retraced by the replay that answers it.
    /// - Precondition: `segmentStates.count == deliveries.count` (the first is where the action
    ///   started), or both are empty for a new action, which starts from `current`.
    @inlinable
    static func run<Action: Hashable & Sendable>(
        _ body: nonisolated(nonsending) @escaping @Sendable (EffectStore<State>, Action) async -> Void, action: Action,
        segmentStates: [State], deliveries: [Delivery], cancelledFrom: Int?, current: State,
        digest: UInt64, references: RunReferences<State, Action>
    ) -> EffectRun {
        precondition(segmentStates.count == deliveries.count, "one state for each part of the run that is replayed")
        let describe = { readableDescription(action) }
        let first = once(body, action: action, describe: describe, segmentStates: segmentStates, deliveries: deliveries,
                         cancelledFrom: cancelledFrom, current: current, digest: digest)
        switch first.outcome {
        case .fault:
            return first
        case .waiting:
            // The run goes on later: the replay that answers its call retraces it, and must
            // agree with its digest. Only a run that ended is never run again.
            return first
        case .finished:
            break
        }
        let done = RunReferences<State, Action>.Reference(first)
        // The step is made into the table's key only where the table serves the run and is on
        // (where steps seldom repeat, it is off: a key would be made only to be dropped).
        let lookup = references.look(up: {
            RunReferences<State, Action>.Step(action: action, segmentStates: segmentStates, deliveries: deliveries,
                                              cancelledFrom: cancelledFrom, current: current, digest: digest)
        })
        if case .met(let reference) = lookup {
            // Met before, where two runs agreed: this run must do what they did.
            return reference == done ? first : nondeterministicRun(describe(), current: current)
        }
        let second = once(body, action: action, describe: describe, segmentStates: segmentStates, deliveries: deliveries,
                          cancelledFrom: cancelledFrom, current: current, digest: digest, comparedOnly: true)
        guard RunReferences<State, Action>.Reference(second) == done else { return nondeterministicRun(describe(), current: current) }
        if case .new(let step) = lookup { references.keep(done, for: step) }
        return first
    }

    /// The result of a run that did not do the same thing again.
    @inlinable
    static func nondeterministicRun(_ action: String, current: State) -> EffectRun {
        EffectRun(outcome: .fault(nondeterministic(action)), state: current, emitted: [], digest: 0)
    }

    @usableFromInline
    static func nondeterministic(_ action: String) -> AsyncFault {
        AsyncFault(check: .nondeterministic, short: "\(action) does not do the same thing twice", message: "\(action) did not do the same thing when run again from the same state"
            + " with the same answers: it reads something the explorer does not give it (an actor's or a global's state,"
            + " the date, randomness, a value from another thread); make it an input, or a dependency answered with choose(...)")
    }

    @inlinable
    static func once<Action: Sendable>(
        _ body: nonisolated(nonsending) @escaping @Sendable (EffectStore<State>, Action) async -> Void, action: Action,
        describe: () -> String,
        segmentStates: [State], deliveries: [Delivery], cancelledFrom: Int?, current: State,
        digest expected: UInt64, comparedOnly: Bool = false
    ) -> EffectRun {
        let recorder = EffectRecorder.begin()
        defer { recorder.end() }
        let store = EffectStore(state: deliveries.isEmpty ? current : segmentStates[0], isLive: deliveries.isEmpty)
        // A run made only to be compared with the first (its digest and the states it emits)
        // does not write down what it reads.
        store.reads.ignoring = comparedOnly
        // Each point where the run comes to rest extends the digest: the state, the calls
        // waiting, whether the action ended. It gives the state there, read once (a store that
        // owns its state is read through a key path).
        var digest: UInt64 = 0
        @discardableResult func rest() -> State {
            let now = store.current
            var hasher = Hasher()
            hasher.combine(digest)
            hasher.combine(now)
            recorder.hashWaiting(into: &hasher)
            hasher.combine(recorder.finished)
            digest = UInt64(bitPattern: Int64(hasher.finalize()))
            return now
        }
        recorder.start { await body(store, action) }
        recorder.drain()
        var diverged = false
        for (index, delivery) in deliveries.enumerated() {
            rest()
            let last = index == deliveries.count - 1
            if last && digest != expected {
                diverged = true
                break
            }
            store.beginPart(in: last ? current : segmentStates[index + 1])
            if last { store.isLive = true }
            if let cancelledFrom, index >= cancelledFrom { recorder.cancel() }
            guard recorder.deliver(delivery.given, to: delivery.call) else {
                diverged = true
                break
            }
            recorder.drain()
        }
        let result: EffectRun
        if diverged {
            result = nondeterministicRun(describe(), current: current)
        } else {
            let pending = recorder.pending
            let now = rest()
            let outcome: Outcome
            if let sleep = recorder.realSleep {
                outcome = .fault(realSleep(describe(), sleep))
            } else if recorder.wokenFromOutside || (pending.isEmpty && !recorder.finished) {
                outcome = .fault(unanswered(describe()))
            } else if pending.isEmpty && !recorder.released {
                outcome = .fault(leftRunning(describe()))
            } else {
                outcome = pending.isEmpty ? .finished : .waiting(pending)
            }
            var waits = false
            if case .waiting = outcome { waits = true }
            // A run made only to be compared wrote no reads down: it is never taken for inert.
            result = EffectRun(outcome: outcome, state: now, emitted: store.emitted, digest: digest,
                               reads: waits ? store.reads.parts : [], readsOpaque: store.reads.opaque,
                               endsInert: !store.reads.ignoring && store.reads.last.isInert)
        }
        // What the action does after a call it will not be answered here is discarded.
        store.isLive = false
        recorder.stopWaiting()
        recorder.drain()
        return result
    }

    @usableFromInline
    static func realSleep(_ action: String, _ duration: String) -> AsyncFault {
        AsyncFault(
            check: .uncontrolledTask, short: "\(action) sleeps on the real clock",
            message: "\(action) sleeps on the real clock (for \(duration)), which the explorer cannot"
                + " wait for: give the feature a clock (any Clock<Duration>) and, in the machine, an ExploredClock,"
                + " whose sleeps are explored as steps")
    }

    @usableFromInline
    static func unanswered(_ action: String) -> AsyncFault {
        AsyncFault(
            check: .uncontrolledTask, short: "\(action) awaits something the explorer does not answer",
            message: "\(action) awaits something the explorer does not answer (a callback or a queue on another"
                + " thread, an AsyncStream nobody feeds, real input or output): answer the dependency with"
                + " choose(...)")
    }

    @usableFromInline
    static func leftRunning(_ action: String) -> AsyncFault {
        AsyncFault(
            check: .uncontrolledTask, short: "work \(action) spawned is still running",
            message: "work \(action) spawned (a Task { }) is still running after the step settled, waiting on"
                + " something the explorer does not answer")
    }
}

/// How a run stopped (``EffectRun``). Not nested in the generic run: a type nested there is
/// generic too, and copying or destroying it looked its metadata up at each run.
@usableFromInline
enum RunOutcome: Equatable {
    /// The action and everything it spawned ended.
    case finished
    /// The action, or work it spawned, waits on these calls.
    case waiting([PendingCall])
    /// The explorer cannot go on.
    case fault(AsyncFault)
}

/// What the runs of a machine's steps that ended did, each step known by everything the
/// explorer gives its run (the action, the states its parts began in, the answers, the
/// cancellation and the digest it must retrace): where a step is met again, one run of it is
/// compared with these instead of running it twice more.
///
/// Only steps whose two runs agreed are kept, and at most ``capacity`` at once: when full, the
/// table is emptied and filled again, so that its memory stays bounded (a machine whose steps
/// never repeat keeps no more than that); a step forgotten is run twice when next met, as if
/// never met before. A machine whose steps seldom repeat (fewer than one meeting in eight found
/// kept, checked every 4,096 steps kept) turns the table off: from then on every step runs twice,
/// as before the table, without the cost of keeping and looking up steps that never come back.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
@usableFromInline
final class RunReferences<State: Hashable & Sendable, Action: Hashable & Sendable>: @unchecked Sendable {
    /// A step, as its run is given it.
    @usableFromInline
    struct Step: Hashable {
        @usableFromInline var action: Action
        @usableFromInline var segmentStates: [State]
        @usableFromInline var deliveries: [Delivery]
        @usableFromInline var cancelledFrom: Int?
        @usableFromInline var current: State
        @usableFromInline var digest: UInt64

        @inlinable
        init(action: Action, segmentStates: [State], deliveries: [Delivery], cancelledFrom: Int?, current: State, digest: UInt64) {
            self.action = action
            self.segmentStates = segmentStates
            self.deliveries = deliveries
            self.cancelledFrom = cancelledFrom
            self.current = current
            self.digest = digest
        }

        /// Written out, and inlinable, so that the table's comparisons are specialized for the
        /// feature's state (the derived one was called unspecialized).
        @inlinable
        static func == (lhs: Step, rhs: Step) -> Bool {
            lhs.digest == rhs.digest && lhs.action == rhs.action && lhs.current == rhs.current
                && lhs.cancelledFrom == rhs.cancelledFrom && lhs.deliveries == rhs.deliveries
                && lhs.segmentStates == rhs.segmentStates
        }

        /// Hashes what tells steps apart at once (the digest of the run up to the step stands for
        /// the states and answers before it), not the states each part began in: equal steps hash
        /// alike, and the table's comparison tells the rare others apart.
        @inlinable
        func hash(into hasher: inout Hasher) {
            hasher.combine(action)
            hasher.combine(digest)
            hasher.combine(current)
            hasher.combine(deliveries.count)
            hasher.combine(deliveries.last)
            hasher.combine(cancelledFrom)
        }
    }

    /// What the runs of a step did, as two runs are compared.
    @usableFromInline
    struct Reference: Equatable {
        @usableFromInline var digest: UInt64
        @usableFromInline var emitted: [State]

        @inlinable init(digest: UInt64, emitted: [State]) {
            self.digest = digest
            self.emitted = emitted
        }

        /// What `run` did.
        @inlinable init(_ run: EffectRun<State>) {
            self.init(digest: run.digest, emitted: run.emitted)
        }
    }

    /// The most steps kept at once (a step and its reference take about 200 bytes for a small state).
    @usableFromInline let capacity: Int
    /// Guards the fields below (so they need no exclusivity checks of their own).
    @usableFromInline let lock = NSLock()
    @exclusivity(unchecked) @usableFromInline var kept: [Step: Reference] = [:]
    /// Steps looked up, steps found, steps kept: how often steps repeat.
    @exclusivity(unchecked) @usableFromInline var lookups = 0
    @exclusivity(unchecked) @usableFromInline var hits = 0
    @exclusivity(unchecked) @usableFromInline var keeps = 0
    /// Set once steps proved to seldom repeat: nothing is looked up or kept any more.
    @exclusivity(unchecked) @usableFromInline var isOff = false

    @inlinable
    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
    }

    /// The exploration context (``RunContext``) the kept steps were run in: runs in another
    /// may see other task locals, so the table starts again there.
    @exclusivity(unchecked) @usableFromInline var context: RunContext?

    /// Whether the table serves the calling run, emptied first if it was filled in another
    /// exploration's context; never for a run outside any (a direct call of expand, whose
    /// task locals may differ from the last call's). Call with `lock` held.
    @inlinable
    func serves(_ current: RunContext?) -> Bool {
        RunContext.serves(current, table: &context) {
            kept = [:]
            lookups = 0
            hits = 0
            keeps = 0
            isOff = false
        } && !isOff
    }

    /// What a lookup found.
    @usableFromInline
    enum Lookup {
        /// The table does not serve the run (another context, or none) or is off.
        case notServing
        /// The step was met before, where its two runs did this.
        case met(Reference)
        /// The step, made into the table's key, is new to it.
        case new(Step)
    }

    /// Looks up the step `makeStep` makes, made only where the table serves the calling run
    /// and is on.
    @inlinable
    func look(up makeStep: () -> Step) -> Lookup {
        let current = RunContext.current
        lock.lock()
        defer { lock.unlock() }
        guard serves(current) else { return .notServing }
        let step = makeStep()
        lookups += 1
        guard let reference = kept[step] else { return .new(step) }
        hits += 1
        return .met(reference)
    }

    /// What the runs of `step` did, if it was met before in this exploration.
    @inlinable
    func reference(for step: Step) -> Reference? {
        guard case .met(let reference) = look(up: { step }) else { return nil }
        return reference
    }

    /// Keeps what the runs of `step` did; a full table is emptied first.
    @inlinable
    func keep(_ reference: Reference, for step: Step) {
        let current = RunContext.current
        lock.lock()
        defer { lock.unlock() }
        guard serves(current) else { return }
        keeps += 1
        if keeps % 4096 == 0 && hits * 8 < lookups {
            isOff = true
            kept = [:]
            return
        }
        if kept.count >= capacity { kept.removeAll(keepingCapacity: true) }
        kept[step] = reference
    }
}

/// Whether cancelled flights end inertly (``AsyncExpansion/endsInertly(_:in:)``), for the
/// flights asked about before, known as the explorer knows them (``Running/InFlight``'s `==`):
/// a flight cancelled again in another state is not run again to find out. At most
/// ``capacity`` flights are kept; a full table is emptied and filled again.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
@usableFromInline
final class InertFlights<State: Hashable & Sendable, Action: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline let capacity: Int
    /// Guards `known` (so it needs no exclusivity checks of its own).
    @usableFromInline let lock = NSLock()
    @exclusivity(unchecked) @usableFromInline var known: [Running<State, Action>.InFlight: Bool] = [:]

    @inlinable
    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
    }

    /// The exploration context (``RunContext``) the answers were found in: in another, the
    /// runs may see other task locals, so the table starts again.
    @exclusivity(unchecked) @usableFromInline var context: RunContext?

    /// Whether the table serves the calling run, emptied first if it was filled in another
    /// exploration's context; never for a run outside any (as ``RunReferences/serves(_:)``).
    /// Call with `lock` held.
    @inlinable
    func serves(_ current: RunContext?) -> Bool {
        RunContext.serves(current, table: &context) { known = [:] }
    }

    /// Whether `flight` ends inertly, if it was asked before in this exploration (never for a
    /// run outside any exploration's context).
    @inlinable
    func answer(for flight: Running<State, Action>.InFlight) -> Bool? {
        let current = RunContext.current
        lock.lock()
        defer { lock.unlock() }
        guard serves(current) else { return nil }
        return known[flight]
    }

    @inlinable
    func keep(_ inert: Bool, for flight: Running<State, Action>.InFlight) {
        let current = RunContext.current
        lock.lock()
        defer { lock.unlock() }
        guard serves(current) else { return }
        if known.count >= capacity { known.removeAll(keepingCapacity: true) }
        known[flight] = inert
    }
}

/// Held, through a task local, by an action's task and every task it spawns: the run's
/// recorder (``EffectRecorder/current``), whose `released` is set once the last of those tasks
/// lets it go.
final class RunToken: @unchecked Sendable {
    @TaskLocal static var current: RunToken?
    let recorder: EffectRecorder

    /// The metadata of `current`'s value type, `RunToken?`, for a binding made without
    /// `withValue` (``EffectRecorder``'s `runWork`).
    static var boundType: UnsafeRawPointer { unsafeBitCast(Optional<RunToken>.self as Any.Type, to: UnsafeRawPointer.self) }

    init(recorder: EffectRecorder) {
        self.recorder = recorder
    }

    deinit { recorder.released = true }
}

/// One exploration's calling context, bound (a task local) around the explorer's work on an
/// async machine: runs under the same one see the same task locals of the code that explores,
/// so what one run did may stand for another's (``RunReferences``, ``InertFlights``), and one
/// worker task (``EffectRecorder``), which copied them when it was made, may serve them all.
/// Where none is bound (a direct call of the machine's expand function), nothing is kept
/// across runs, and each run has a task of its own, made where it is called.
@usableFromInline
final class RunContext: Sendable {
    @usableFromInline @TaskLocal static var current: RunContext?

    @usableFromInline init() {}

    /// Whether a table of what runs did, filled in the context `table`, serves a run in
    /// `current`: never outside any context; in another than the table's, only once `empty`
    /// emptied it, and it is the current one's from then on. Call with the table's lock held.
    @inlinable
    static func serves(_ current: RunContext?, table: inout RunContext?, emptying empty: () -> Void) -> Bool {
        guard let current else { return false }
        if current !== table {
            table = current
            empty()
        }
        return true
    }

    /// Runs `body` under a context of its own; the worker task made in it ends with it (it
    /// holds the task locals it copied, the caller's dependencies among them).
    @usableFromInline static func bound<R>(_ body: () throws -> R) rethrows -> R {
        let context = RunContext()
        defer { EffectRecorder.retire(context) }
        return try $current.withValue(context, operation: body)
    }
}

/// The context the core's searches run an async machine's runs in: a ``RunContext`` of their
/// own for each search.
struct AsyncExplorationContext: ExplorationContext {
    func within(_ body: () -> Void) { RunContext.bound(body) }
}
