/// One run of an async action on a ``RunExecutor``: from its start, replaying the answers it
/// was given (each part of the run reading the state that part once read), then going on from
/// the current state until everything it started has ended or waits on an answer not given yet.
///
/// This is how the explorer keeps an action in flight without keeping its tasks: an action in
/// flight is the answers it got and the states its parts began in, and resuming it is running
/// it again. It relies on the action being a function of those; a run that does not retrace
/// its earlier steps (see ``Running/InFlight``'s digest), or two runs of the same step that
/// disagree, make a `nondeterministic` fault instead of a state.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
struct EffectRun<State: Hashable & Sendable> {
    enum Outcome: Equatable {
        /// The action and everything it spawned ended.
        case finished
        /// The action, or work it spawned, waits on these calls.
        case waiting([PendingCall])
        /// The explorer cannot go on.
        case fault(AsyncFault)
    }

    var outcome: Outcome
    /// The state where the run stopped or ended.
    var state: State
    /// The states emitted in the live part of the run, in order.
    var emitted: [State]
    /// The digest of the run up to where it stopped.
    var digest: UInt64
    /// What each part of the run read, the live part last (one more than the deliveries).
    var reads: [SegmentReads] = []
    /// Whether the state lived in the feature's own store, which reads it all in every part.
    var readsOpaque = false

    /// Runs `body` (twice when it ends there: a step whose two runs differ reads a hidden input;
    /// a run that waits is retraced by the replay that answers it) and gives the outcome: the parts before the last delivery read `segmentStates` (the state each began
    /// in), the part after it reads `current`.
    /// - Precondition: `segmentStates.count == deliveries.count` (the first is where the action
    ///   started), or both are empty for a new action, which starts from `current`.
    static func run(
        _ body: @escaping @Sendable (EffectStore<State>) async -> Void, action describe: () -> String,
        segmentStates: [State], deliveries: [Delivery], cancelledFrom: Int?, current: State,
        digest: UInt64
    ) -> EffectRun {
        precondition(segmentStates.count == deliveries.count, "one state for each part of the run that is replayed")
        let first = once(body, action: describe, segmentStates: segmentStates, deliveries: deliveries,
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
        let second = once(body, action: describe, segmentStates: segmentStates, deliveries: deliveries,
                          cancelledFrom: cancelledFrom, current: current, digest: digest)
        guard second.digest == first.digest, second.emitted == first.emitted else {
            return EffectRun(outcome: .fault(nondeterministic(describe())), state: current, emitted: [], digest: 0)
        }
        return first
    }

    static func nondeterministic(_ action: String) -> AsyncFault {
        AsyncFault(check: .nondeterministic, short: "\(action) does not do the same thing twice", message: "\(action) did not do the same thing when run again from the same state"
            + " with the same answers: it reads something the explorer does not give it (an actor's or a global's state,"
            + " the date, randomness, a value from another thread); make it an input, or a dependency answered with choose(...)")
    }

    private static func once(
        _ body: @escaping @Sendable (EffectStore<State>) async -> Void, action describe: () -> String,
        segmentStates: [State], deliveries: [Delivery], cancelledFrom: Int?, current: State,
        digest expected: UInt64
    ) -> EffectRun {
        RunExecutor.exclusive.lock()
        defer { RunExecutor.exclusive.unlock() }
        let executor = RunExecutor()
        let store = EffectStore(state: deliveries.isEmpty ? current : segmentStates[0], isLive: deliveries.isEmpty)
        let recorder = EffectRecorder()
        let finished = Flag()
        // Each point where the run comes to rest extends the digest: the state, the calls
        // waiting, whether the action ended.
        var digest: UInt64 = 0
        func rest() {
            var hasher = Hasher()
            hasher.combine(digest)
            hasher.combine(store.current)
            recorder.hashWaiting(into: &hasher)
            hasher.combine(finished.isSet)
            digest = UInt64(bitPattern: Int64(hasher.finalize()))
        }
        return executor.withCurrent {
            // Tasks the action spawns copy its task locals, the token among them: while the token
            // lives after the action ended, work it spawned is still running. Its deinit says
            // when it no longer does (no weak reference: that would give the token a side table).
            let released = Flag()
            let task: Task<Void, Never>
            do {
                let token = RunToken(recorder: recorder, released: released)
                task = Task(executorPreference: executor) { [token] in
                    await RunToken.$current.withValue(token) { await body(store) }
                    finished.set()
                }
            }
            executor.drain()
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
                if let cancelledFrom, index >= cancelledFrom { task.cancel() }
                guard recorder.deliver(delivery.given, to: delivery.call) else {
                    diverged = true
                    break
                }
                executor.drain()
            }
            let result: EffectRun
            if diverged {
                result = EffectRun(outcome: .fault(nondeterministic(describe())), state: current, emitted: [], digest: 0)
            } else {
                let pending = recorder.pending
                rest()
                let outcome: Outcome
                if !executor.realSleeps.isEmpty {
                    outcome = .fault(AsyncFault(
                        check: .uncontrolledTask, short: "\(describe()) sleeps on the real clock",
                        message: "\(describe()) sleeps on the real clock (for \(executor.realSleeps[0])), which the explorer cannot"
                            + " wait for: give the feature a clock (any Clock<Duration>) and, in the machine, an ExploredClock,"
                            + " whose sleeps are explored as steps"))
                } else if executor.foreignWakeups > 0 || (pending.isEmpty && !finished.isSet) {
                    outcome = .fault(AsyncFault(
                        check: .uncontrolledTask, short: "\(describe()) awaits something the explorer does not answer",
                        message: "\(describe()) awaits something the explorer does not answer (a callback or a queue on another"
                            + " thread, an AsyncStream nobody feeds, real input or output): answer the dependency with"
                            + " choose(...)"))
                } else if pending.isEmpty && !released.isSet {
                    outcome = .fault(AsyncFault(
                        check: .uncontrolledTask, short: "work \(describe()) spawned is still running",
                        message: "work \(describe()) spawned (a Task { }) is still running after the step settled, waiting on"
                            + " something the explorer does not answer"))
                } else {
                    outcome = pending.isEmpty ? .finished : .waiting(pending)
                }
                result = EffectRun(outcome: outcome, state: store.current, emitted: store.emitted, digest: digest,
                                   reads: store.reads.parts, readsOpaque: store.reads.opaque)
            }
            // What the action does after a call it will not be answered here is discarded.
            store.isLive = false
            recorder.stopWaiting()
            executor.drain()
            return result
        }
    }
}

/// Held, through a task local, by an action's task and every task it spawns: the run's
/// recorder (``EffectRecorder/current``), and, once the last of those tasks lets it go, a flag
/// set.
final class RunToken: @unchecked Sendable {
    @TaskLocal static var current: RunToken?
    let recorder: EffectRecorder
    private let released: Flag

    fileprivate init(recorder: EffectRecorder, released: Flag) {
        self.recorder = recorder
        self.released = released
    }

    deinit { released.set() }
}

/// A flag set once by one task and read after the executor ran it.
private final class Flag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}
