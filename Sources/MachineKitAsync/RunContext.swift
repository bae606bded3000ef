import MachineKitCore
import Foundation

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
