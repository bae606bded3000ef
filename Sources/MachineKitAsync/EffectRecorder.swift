import MachineKitCore
import CMachineKitRuntime
import Foundation

/// A call an action (or work it spawned) waits on, and the answers it can get.
public struct PendingCall: Sendable, Hashable {
    /// How traces name it: `rates()`; for a sleep on an ``ExploredClock``, `sleep(for: 300ms)`.
    public var call: String
    /// The answers, as traces show them; a sleep has one, `after 300ms`.
    public var answers: [String]
    /// Whether the call can throw (a cancelled action's call then throws `CancellationError`).
    public var throwing: Bool
    /// Which call of the run it is: the first call the run made is 0, and so on (the order is
    /// the same on every run, the run's jobs running one at a time in a fixed order).
    @usableFromInline var ordinal: Int
    /// For a sleep on an ``ExploredClock``: the clock's time when it ends, counted from the
    /// action's start. Of the sleeps one run waits on, the earliest ends first.
    @usableFromInline var deadline: Duration?

    /// Whether this is a sleep on an ``ExploredClock``.
    public var isSleep: Bool { deadline != nil }
}

/// What one run of an action knows: the calls made so far (each waiting, or answered), the
/// root task (cancelled when the action is), and the explored clock's time.
///
/// A run happens on one thread (``RunExecutor``), so its fields need no exclusivity checks at
/// run time; the recorder is reached through a task local,
/// so calls of `choose` from the action's own code, from its `async let` children and from the
/// tasks it spawns (`Task { }` copies task locals) find it.
@usableFromInline
final class EffectRecorder: @unchecked Sendable {
    /// The recorder of the run the calling task belongs to (one task local, ``RunToken``, carries it).
    @usableFromInline static var current: EffectRecorder? { RunToken.current?.recorder }

    /// Thrown from a throwing `choose` when a run stops at a call it will not answer.
    @usableFromInline struct Stop: Error {
        @usableFromInline init() {}
    }

    /// An answer to one call, as the run gives it.
    @usableFromInline
    enum Given: Sendable, Hashable {
        case answer(Int)
        /// The action was cancelled while waiting on a throwing call: it throws `CancellationError`.
        case cancelled
    }

    @usableFromInline enum Reply {
        case answer(Int)
        case cancelled
        case stop
    }

    private struct Call {
        var call: String
        var count: Int
        /// The answers' labels, made only for a call still waiting when the run stops.
        var labels: () -> [String]
        var throwing: Bool
        var ordinal: Int
        var deadline: Duration?
        var continuation: UnsafeContinuation<Reply, Never>?

        var pending: PendingCall {
            PendingCall(call: call, answers: labels(), throwing: throwing, ordinal: ordinal, deadline: deadline)
        }
    }

    @exclusivity(unchecked) private var calls: [Call] = []
    /// The explored clock's time in this run, from the action's start.
    private(set) var now: Duration = .zero
    /// Set once the run is past the calls it replays and is discarding what follows.
    private var stopping = false
    private var stopCalls = 0
    /// Set once the action's own task has ended.
    @exclusivity(unchecked) @usableFromInline var finished = false
    /// Set once the last task of the run (the action's, and every task it spawned) let the
    /// run's token go.
    @exclusivity(unchecked) @usableFromInline var released = false

    /// The executor the run lives on.
    private let executor: RunExecutor

    private init(executor: RunExecutor) {
        self.executor = executor
    }

    /// The recorder of the last run, kept for the next when that run ended clean: every task it
    /// started had ended but its worker, parked (nothing else can reach it or its executor any
    /// more), no job came from another thread, nothing slept on a real clock. Guarded by
    /// ``RunExecutor/exclusive``.
    nonisolated(unsafe) private static var spare: EffectRecorder?

    /// Begins a run: the process's runs happen one at a time (``RunExecutor/exclusive``), and
    /// the new run's executor is current on the calling thread until ``end()``.
    @usableFromInline static func begin() -> EffectRecorder {
        RunExecutor.exclusive.lock()
        let recorder: EffectRecorder
        if let spare {
            recorder = spare
            Self.spare = nil
        } else {
            recorder = EffectRecorder(executor: RunExecutor())
        }
        recorder.executor.makeCurrent()
        return recorder
    }

    /// Ends the run ``begin()`` began.
    @usableFromInline func end() {
        let clean = released && executor.endedClean
        // A worker that cannot serve another run (cancelled, or its recorder is not kept) ends
        // here, on this run's thread, rather than stay parked for good.
        if !clean || workerCancelled { endWorker() }
        executor.resignCurrent()
        if clean {
            // One call at a time: a run makes few, and emptying the array whole took a generic
            // path that cost more than the calls.
            while !calls.isEmpty { calls.removeLast() }
            now = .zero
            stopping = false
            stopCalls = 0
            finished = false
            released = false
            Self.spare = self
        }
        RunExecutor.exclusive.unlock()
    }

    /// Ends the kept recorder's worker if it was made in `context`, an exploration that is
    /// over: parked, it would keep the task locals it copied until another run. The recorder
    /// is kept for the next run only if ending its worker left nothing behind.
    static func retire(_ context: RunContext) {
        RunExecutor.exclusive.lock()
        defer { RunExecutor.exclusive.unlock() }
        guard let recorder = spare, recorder.workerContext === context else { return }
        recorder.executor.makeCurrent()
        recorder.endWorker()
        recorder.executor.resignCurrent()
        if !recorder.executor.endedClean { spare = nil }
    }

    /// The task the recorder's actions run in (``start(_:)``): kept from one run to the next
    /// while each ends clean and the task was not cancelled, parked between runs on `parked`.
    /// Making a task for each run and ending it cost more than the rest of the runtime's work
    /// in a run.
    @exclusivity(unchecked) private var worker: Task<Void, Never>?
    /// Where the worker waits for the next run: `true` to run `work`, `false` to end.
    @exclusivity(unchecked) private var parked: UnsafeContinuation<Bool, Never>?
    /// The next run's action and token, taken by the worker.
    @exclusivity(unchecked) private var work: (token: RunToken, body: nonisolated(nonsending) @Sendable () async -> Void)?
    /// Set once the worker was cancelled (``cancel()``): it cannot serve another run.
    @exclusivity(unchecked) private var workerCancelled = false

    /// The exploration context the worker was made in (``RunContext``): it serves runs of that
    /// context only.
    @exclusivity(unchecked) private var workerContext: RunContext?

    /// Starts the action on the run's executor, carrying the run's token (and so this
    /// recorder) in a task local: in the recorder's worker task where it was made in the same
    /// exploration's context, else in a new task (which stays, parked, as the worker when the
    /// run has a context).
    @usableFromInline func start(_ body: nonisolated(nonsending) @escaping @Sendable () async -> Void) {
        work = (RunToken(recorder: self), body)
        let context = RunContext.current
        if let parked, context != nil && context === workerContext {
            self.parked = nil
            parked.resume(returning: true)
            return
        }
        // A worker made under other task locals ends, and a new task takes the run.
        endWorker()
        workerContext = context
        let keeps = context != nil
        worker = Task(executorPreference: executor) { [self] in
            await runWork()
            finished = true
            guard keeps else { return }
            while await withUnsafeContinuation({ parked = $0 }) {
                await runWork()
                finished = true
            }
        }
    }

    /// Ends the worker: a parked one is told to end and its last job run (this run's executor
    /// is current); the recorder then has none.
    private func endWorker() {
        if let parked {
            self.parked = nil
            parked.resume(returning: false)
            executor.drain()
        }
        worker = nil
        workerContext = nil
        workerCancelled = false
    }

    /// Runs the action `start` left, with its token bound: tasks the action spawns copy its
    /// task locals, the token among them, so while the token lives after the action ended,
    /// work it spawned is still running. Its deinit says when it no longer does (no weak
    /// reference: that would give the token a side table). The token and the action are
    /// this function's alone, let go when it returns.
    ///
    /// The token is bound as `RunToken.$current.withValue` binds it, through the same runtime
    /// entry points, without `withValue`'s closure: its hops back to the generic executor,
    /// each of which reads the task's executor preference under a lock, were two of a run's
    /// nine executor checks. The binding is the task's latest while the action runs (nothing
    /// else binds a value in the worker task, and the action's own bindings end before it
    /// does), so the pop ends this one.
    private nonisolated(nonsending) func runWork() async {
        guard let (token, body) = work else { return }
        work = nil
        var retained = Unmanaged.passRetained(token).toOpaque()
        withUnsafeMutablePointer(to: &retained) { value in
            mk_task_local_push(Unmanaged.passUnretained(RunToken.$current).toOpaque(), value, RunToken.boundType)
        }
        await body()
        mk_task_local_pop()
    }

    /// Cancels the action's task (and so the tasks it made with `async let` or a group).
    @usableFromInline func cancel() {
        worker?.cancel()
        workerCancelled = true
    }

    /// Runs the run's jobs until none is left.
    @usableFromInline func drain() { executor.drain() }

    /// The first sleep on a clock the explorer does not drive, described; `nil`: none.
    @usableFromInline var realSleep: String? { executor.realSleeps.first }

    /// Whether a drain of the run stopped at the executor's budget of jobs: the run never came
    /// to rest.
    @usableFromInline var spun: Bool { executor.spun }

    /// Whether a job of the run arrived from another thread.
    @usableFromInline var wokenFromOutside: Bool { executor.foreignWakeups > 0 }

    /// The calls waiting for an answer, in the order they were made.
    @usableFromInline var pending: [PendingCall] {
        // By index: a call is read in place, not copied.
        var waiting: [PendingCall] = []
        for index in calls.indices where calls[index].continuation != nil {
            waiting.append(calls[index].pending)
        }
        return waiting
    }

    /// Feeds what tells the calls waiting apart (not their answers' labels, which are made
    /// only for the calls a run stops at) to `hasher`.
    @usableFromInline func hashWaiting(into hasher: inout Hasher) {
        for index in calls.indices where calls[index].continuation != nil {
            hasher.combine(calls[index].ordinal)
            hasher.combine(calls[index].call)
            hasher.combine(calls[index].count)
            hasher.combine(calls[index].throwing)
            hasher.combine(calls[index].deadline)
        }
    }

    /// Waits for the answer the runner delivers to this call (``deliver(_:to:)``), or for
    /// ``stopWaiting()``. `labels` gives the `count` answers' labels.
    @usableFromInline nonisolated(nonsending) func answer(
        _ call: String, count: Int, labels: @escaping () -> [String], throwing: Bool, sleeping duration: Duration? = nil
    ) async -> Reply {
        if stopping {
            // Code that goes on after a stopped call runs on a discarded state. Code that keeps
            // calling (a retry loop) is left waiting for good rather than spun forever.
            stopCalls += 1
            if stopCalls > 64 { return await withUnsafeContinuation { _ in } }
            return .stop
        }
        let entry = Call(
            call: call, count: count, labels: labels, throwing: throwing, ordinal: calls.count,
            deadline: duration.map { now + $0 })
        return await withUnsafeContinuation { continuation in
            var entry = entry
            entry.continuation = continuation
            calls.append(entry)
        }
    }

    /// Resumes call `ordinal` with `given`; `false` when no such call waits (the run did not
    /// make the same calls as before).
    @usableFromInline func deliver(_ given: Given, to ordinal: Int) -> Bool {
        guard ordinal < calls.count, let continuation = calls[ordinal].continuation else { return false }
        calls[ordinal].continuation = nil
        if let deadline = calls[ordinal].deadline { now = max(now, deadline) }
        switch given {
        case .answer(let index):
            guard index < calls[ordinal].count else {
                calls[ordinal].continuation = continuation
                return false
            }
            continuation.resume(returning: .answer(index))
        case .cancelled:
            continuation.resume(returning: calls[ordinal].throwing ? .cancelled : .stop)
        }
        return true
    }

    /// Ends every wait: the rest of the run is discarded.
    @usableFromInline func stopWaiting() {
        stopping = true
        for index in calls.indices {
            if let continuation = calls[index].continuation {
                calls[index].continuation = nil
                continuation.resume(returning: .stop)
            }
        }
    }
}
