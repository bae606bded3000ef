import Foundation

/// A call an action waits on, and the answers it can get.
public struct PendingCall: Sendable, Hashable {
    /// How traces name it: `rates()`.
    public var call: String
    /// The answers, as traces show them.
    public var answers: [String]
    /// Whether the call can throw (a cancelled action's call then throws `CancellationError`).
    public var throwing: Bool
}

/// What one run of an action knows: the answers it is given again (a run replays the action
/// from its start), where it must stop, and what it is waiting on when it stops.
///
/// A run happens on one thread (``InlineExecutor``); the recorder is reached through a task
/// local, so calls of `choose` from the action's own code find it.
final class EffectRecorder: @unchecked Sendable {
    @TaskLocal static var current: EffectRecorder?

    /// Thrown from a throwing `choose` when a run stops at a call it will not answer.
    struct Stop: Error {}

    /// An answer to one call, as the run gives it.
    enum Given: Sendable, Hashable {
        case answer(Int)
        /// The action was cancelled while waiting on a throwing call: it throws `CancellationError`.
        case cancelled
    }

    enum Reply {
        case answer(Int)
        case cancelled
        case stop
    }

    /// The answers of the calls made so far, in order, then the new one.
    let given: [Given]
    /// The first call whose answer arrives after the action was cancelled: from there on the
    /// task is cancelled (`Task.isCancelled`). `nil` when it never was.
    let cancelledFrom: Int?
    /// Called when segment `k` begins (after the answer to call `k - 1`), before the action
    /// goes on: the state the segment reads is set there.
    let segmentBegins: (Int) -> Void
    /// The number of calls answered so far in this run.
    private(set) var calls = 0
    /// The call the run stopped at: the action waits on it.
    private(set) var pending: PendingCall?
    /// Set once the run is past the calls it replays and is discarding what follows.
    private var stopping = false
    private var stopCalls = 0
    private var continuation: UnsafeContinuation<Reply, Never>?

    init(given: [Given], cancelledFrom: Int?, segmentBegins: @escaping (Int) -> Void) {
        self.given = given
        self.cancelledFrom = cancelledFrom
        self.segmentBegins = segmentBegins
    }

    /// The reply to the next call: a given answer, or (past them) a wait that the runner ends
    /// with ``stopWaiting()``.
    func answer(_ call: String, labels: [String], throwing: Bool) async -> Reply {
        if stopping {
            // Code that goes on after a stopped call runs on a discarded state. Code that keeps
            // calling (a retry loop) is left waiting for good rather than spun forever.
            stopCalls += 1
            if stopCalls > 64 { return await withUnsafeContinuation { _ in } }
            return .stop
        }
        let index = calls
        calls += 1
        guard index < given.count else {
            pending = PendingCall(call: call, answers: labels, throwing: throwing)
            return await withUnsafeContinuation { continuation = $0 }
        }
        segmentBegins(index + 1)
        if let cancelledFrom, index >= cancelledFrom { withUnsafeCurrentTask { $0?.cancel() } }
        switch given[index] {
        case .answer(let answer):
            // A recorded answer that the call no longer offers: the feature changed under the run.
            guard answer < labels.count else { return .stop }
            return .answer(answer)
        case .cancelled:
            return throwing ? .cancelled : .stop
        }
    }

    /// Ends the wait at ``pending``: the rest of the run is discarded.
    func stopWaiting() {
        stopping = true
        let waiting = continuation
        continuation = nil
        waiting?.resume(returning: .stop)
    }
}
