import MachineKitCore
@_spi(ExperimentalScheduling) import _Concurrency
import CMachineKitRuntime
import Foundation
import Synchronization

/// How many jobs one drain of a run's executor runs at most (``RunExecutor/turnBudget``).
let runTurnBudget = 200_000

/// The executor one run of an async action lives on: every job of the run (its task, the
/// tasks it spawns, `async let` children, default actors it calls, main-actor work, sleeps)
/// runs on the thread that drains it, one at a time, in the order they were enqueued, so that
/// running the same action again from the same state and answers does the same thing.
///
/// - The action's task prefers this executor (a task executor), so its jobs and its children's
///   come here.
/// - Jobs headed for the global executor or the main actor from the draining thread come here
///   through the runtime's hooks (``CMachineKit``'s `mk_install_run_hooks`); the main actor's
///   executor is ``MainStandIn`` for the length of the run.
/// - A sleep on a real clock comes here as a scheduled job (`SchedulingExecutor`): it is
///   noted, and the job is held back for good (the run cannot wait for real time).
/// - A job enqueued from another thread (a callback, a dispatch queue, a real timer) is held
///   back too, and noted: whatever it would have resumed stays suspended, so the result does
///   not depend on when that thread got there.
///
/// Runs happen one at a time in the process (``exclusive``): the main actor is one, and a
/// default actor busy on one thread would take another run's jobs.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class RunExecutor: TaskExecutor, @unchecked Sendable {
    /// Held for the length of a run.
    static let exclusive = NSLock()

    /// The jobs waiting, from `next` on: only the thread the run is current on appends and
    /// drains them, so they need no lock.
    @exclusivity(unchecked) private var jobs: [(job: UnownedJob, onMain: Bool)] = []
    @exclusivity(unchecked) private var next = 0
    /// Sleeps on a clock the explorer does not drive, as `Task.sleep(for: .milliseconds(300))`
    /// on the continuous clock: the duration, described. Noted by the run's own thread only.
    @exclusivity(unchecked) private(set) var realSleeps: [String] = []
    /// How many jobs arrived from another thread: the one thing other threads touch (read at
    /// least twice a run, so an atomic rather than a lock).
    private let foreignJobs = Atomic<Int>(0)

    /// Whether a job arrived from another thread.
    var foreignWakeups: Int { foreignJobs.load(ordering: .acquiring) }
    /// How many jobs one drain runs at most: a run that has not come to rest by then never
    /// waits on anything the explorer answers (a loop of `Task.yield()`, work that enqueues
    /// itself again), and would never end.
    static let turnBudget = runTurnBudget
    /// Whether a drain reached ``turnBudget``: the run is a fault. The next drain (after the
    /// run's task is cancelled) gets one more budget; if that one is reached too, the jobs
    /// left are let go, never to run.
    @exclusivity(unchecked) private(set) var spun = false
    private lazy var mainStandIn = MainStandIn(run: self)

    init() {
        _ = RunExecutor.hooksInstalled
    }

    private static let hooksInstalled: Void = {
        mk_install_run_hooks(
            { run, job, destination in
                let executor = Unmanaged<RunExecutor>.fromOpaque(run!).takeUnretainedValue()
                executor.append(unsafeBitCast(job, to: UnownedJob.self), onMain: destination == Int32(MK_JOB_MAIN))
            },
            { run, identity, implementation in
                // Made on the run's first use of the main actor: most runs never touch it.
                let executor = Unmanaged<RunExecutor>.fromOpaque(run!).takeUnretainedValue()
                let main = unsafeBitCast(executor.mainStandIn.asUnownedSerialExecutor(), to: (UnsafeMutableRawPointer, UInt).self)
                identity!.pointee = main.0
                implementation!.pointee = main.1
            })
    }()

    /// Whether the calling thread is running this executor's run.
    var isCurrent: Bool { mk_current_run() == Unmanaged.passUnretained(self).toOpaque() }

    func enqueue(_ job: consuming ExecutorJob) {
        append(UnownedJob(job), onMain: false)
    }

    fileprivate func append(_ job: UnownedJob, onMain: Bool) {
        guard isCurrent else {
            foreignJobs.wrappingAdd(1, ordering: .releasing)
            return
        }
        jobs.append((job, onMain))
    }

    fileprivate func noteRealSleep(_ description: String) {
        guard isCurrent else {
            foreignJobs.wrappingAdd(1, ordering: .releasing)
            return
        }
        realSleeps.append(description)
    }

    /// Whether the run left nothing behind: no job waiting or held back, none from another
    /// thread, no drain stopped at its budget.
    var endedClean: Bool { !spun && next == jobs.count && realSleeps.isEmpty && foreignWakeups == 0 }

    /// Makes this run current on the calling thread (jobs it enqueues come here), until
    /// ``resignCurrent()``.
    func makeCurrent() {
        mk_set_current_run(Unmanaged.passUnretained(self).toOpaque())
    }

    /// No run is current on the calling thread any more.
    func resignCurrent() {
        mk_set_current_run(nil)
    }

    /// Runs jobs on the calling thread until none is left, or ``turnBudget`` of them have run
    /// (then ``spun`` is set; on a drain after that, the jobs left are let go). Call while this
    /// run is current.
    func drain() {
        var turns = 0
        while next < jobs.count {
            if turns == Self.turnBudget {
                if spun {
                    // The tasks these jobs would resume stay suspended for good; the executor
                    // is not used again (``endedClean`` is false).
                    jobs.removeAll()
                    next = 0
                }
                spun = true
                return
            }
            turns += 1
            let job = jobs[next]
            next += 1
            if next == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                next = 0
            }
            if job.onMain {
                job.job.runSynchronously(isolatedTo: mainStandIn.asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
            } else {
                job.job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }
}

@available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
extension RunExecutor: SchedulingExecutor {
    /// A real clock's duration to the millisecond (`300ms`, `3600s`): the time already gone
    /// since the sleep began is not part of it. Other clocks' durations as they describe them.
    private static func describe<D: DurationProtocol>(_ duration: D) -> String {
        guard let duration = duration as? Duration else { return "\(duration)" }
        let milliseconds = (duration / .milliseconds(1)).rounded()
        return ExploredClock.describe(.milliseconds(Int64(milliseconds)))
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        noteRealSleep(Self.describe(delay))
        _ = UnownedJob(job)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        noteRealSleep(Self.describe(clock.now.duration(to: instant)))
        _ = UnownedJob(job)
    }
}

/// The main actor's executor while a run is current on a thread: main-actor work of the run
/// is queued on the run like the rest, and runs isolated to this executor, so `@MainActor`
/// code (and `MainActor.assumeIsolated`) runs as it would on the main thread, one job at a time.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class MainStandIn: SerialExecutor, @unchecked Sendable {
    /// The run that owns this stand-in (and outlives it): no reference count kept.
    unowned(unsafe) let run: RunExecutor

    init(run: RunExecutor) { self.run = run }

    func enqueue(_ job: consuming ExecutorJob) {
        run.append(UnownedJob(job), onMain: true)
    }

    func checkIsolated() {
        precondition(run.isCurrent, "main-actor code of an explored action ran outside its run")
    }

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    func isIsolatingCurrentContext() -> Bool? { run.isCurrent }
}
