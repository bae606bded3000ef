import Foundation

/// An executor that runs a task's jobs on the thread that drains it, one after another, so
/// that an async action runs synchronously inside the explorer's expand function: run until
/// it finishes or waits for an answer the explorer chooses, and no further.
///
/// Jobs are enqueued under a lock: a job may arrive from another thread (a timer or an actor
/// the action awaited), and is then run by the next ``drain()``, or never.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class InlineExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        lock.withLock { jobs.append(unowned) }
    }

    /// Runs jobs on the calling thread until none is left.
    func drain() {
        while let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
