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
    init(
        outcome: Outcome, state: State, emitted: [State], digest: UInt64, reads: [SegmentReads] = [], readsOpaque: Bool = false,
        endsInert: Bool = false
    ) {
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
        let first = once(
            body, action: action, describe: describe, segmentStates: segmentStates, deliveries: deliveries,
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
            RunReferences<State, Action>.Step(
                action: action, segmentStates: segmentStates, deliveries: deliveries,
                cancelledFrom: cancelledFrom, current: current, digest: digest)
        })
        if case .met(let reference) = lookup {
            // Met before, where two runs agreed: this run must do what they did.
            return reference == done ? first : nondeterministicRun(describe(), current: current)
        }
        let second = once(
            body, action: action, describe: describe, segmentStates: segmentStates, deliveries: deliveries,
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
        AsyncFault(
            check: .nondeterministic, short: "\(action) does not do the same thing twice",
            message: "\(action) did not do the same thing when run again from the same state"
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
        // A drain that does not come to rest within its budget: the run is cancelled (a loop
        // that checks for it ends within one more budget), else its jobs are let go.
        // The fault is the state where the run stood then: what the cancelled run does in
        // the last round (a clean-up after its loop) is no state a run without the cancel reaches.
        var stoodAt: (state: State, emitted: Int)?
        func drain() {
            recorder.drain()
            if recorder.spun, stoodAt == nil {
                stoodAt = (store.current, store.emitted.count)
                recorder.cancel()
                recorder.drain()
            }
        }
        recorder.start { await body(store, action) }
        drain()
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
            guard !recorder.spun, recorder.deliver(delivery.given, to: delivery.call) else {
                diverged = !recorder.spun
                break
            }
            drain()
        }
        let result: EffectRun
        if diverged {
            result = nondeterministicRun(describe(), current: current)
        } else {
            let pending = recorder.pending
            let now = rest()
            let outcome: Outcome
            if recorder.spun {
                outcome = .fault(neverRests(describe()))
            } else if let sleep = recorder.realSleep {
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
            result = EffectRun(
                outcome: outcome, state: stoodAt?.state ?? now,
                emitted: stoodAt.map { Array(store.emitted.prefix($0.emitted)) } ?? store.emitted, digest: digest,
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
    static func neverRests(_ action: String) -> AsyncFault {
        AsyncFault(
            check: .uncontrolledTask, short: "\(action) never waits on anything the explorer answers",
            message: "\(action) did not come to rest within \(runTurnBudget) jobs: it does not wait on anything"
                + " the explorer answers (a loop of Task.yield() or of Task.isCancelled checks, work that enqueues itself"
                + " again); make it wait on a dependency answered with choose(...), or on an ExploredClock's sleep")
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
