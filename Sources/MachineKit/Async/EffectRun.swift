/// One run of an async action on an ``InlineExecutor``: from its start, replaying the answers
/// it was given (each part of the run reading the state that part once read), then going on
/// from the current state until it ends or waits on an answer not given yet.
///
/// This is how the explorer keeps an action in flight without keeping its task: an action
/// in flight is the answers it got and the states its parts began in, and resuming it is
/// running it again. It relies on the action being a function of those (no real time, no
/// state shared outside the store, no other source of answers than `choose`).
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
struct EffectRun<State: Sendable> {
    enum Outcome: Equatable {
        /// The action ended.
        case finished
        /// The action waits on a call.
        case waiting(PendingCall)
        /// The action waits on something the explorer does not answer (an actor other than
        /// its own, real input or output, a sleep).
        case uncontrolled
    }

    var outcome: Outcome
    /// The state where the run stopped or ended.
    var state: State
    /// The states emitted in the live part of the run, in order.
    var emitted: [State]

    /// Runs `body`: the parts before the last given answer read `segmentStates` (the state
    /// each began in), the part after it reads `current`.
    /// - Precondition: `segmentStates.count == given.count` (the first is where the action
    ///   started), or both are empty for a new action, which starts from `current`.
    static func run(
        _ body: @escaping @Sendable (EffectStore<State>) async -> Void,
        segmentStates: [State], given: [EffectRecorder.Given], cancelledFrom: Int?, current: State
    ) -> EffectRun {
        precondition(segmentStates.count == given.count, "one state for each part of the run that is replayed")
        let store = EffectStore(state: given.isEmpty ? current : segmentStates[0], isLive: given.isEmpty)
        let recorder = EffectRecorder(given: given, cancelledFrom: cancelledFrom) { segment in
            if segment < given.count {
                store.state = segmentStates[segment]
            } else {
                store.state = current
                store.isLive = true
            }
        }
        let executor = InlineExecutor()
        let finished = Flag()
        let task = Task(executorPreference: executor) {
            await EffectRecorder.$current.withValue(recorder) { await body(store) }
            finished.set()
        }
        executor.drain()
        let result: EffectRun
        if let pending = recorder.pending {
            result = EffectRun(outcome: .waiting(pending), state: store.state, emitted: store.emitted)
            // What the action does after a call it will not be answered here is discarded.
            store.isLive = false
            recorder.stopWaiting()
            executor.drain()
        } else if finished.isSet {
            result = EffectRun(outcome: .finished, state: store.state, emitted: store.emitted)
        } else {
            result = EffectRun(outcome: .uncontrolled, state: store.state, emitted: store.emitted)
            task.cancel()
        }
        return result
    }
}

/// A flag set once by one task and read after the executor ran it.
private final class Flag: @unchecked Sendable {
    private(set) var isSet = false
    func set() { isSet = true }
}
