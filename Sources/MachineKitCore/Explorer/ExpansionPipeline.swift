import Foundation

/// A batch that moves between threads: filled by one, then read by the other.
///
/// Sound to share because ownership is handed over under the pipeline's lock: a box is
/// written only by the thread that claimed its batch, and read only after that thread
/// marked it ready (``ExpansionPipeline/ready``) and before its slot is claimed again
/// (``ExpansionPipeline/consumed(_:)``).
@usableFromInline
final class BatchBox<State: Hashable & Sendable, Action: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline var batch = ExpansionBatch<State, Action>()
    @inlinable init() {}
}

/// Two threads expanding one layer: both fill batches of successors ahead, in any order;
/// the exploring thread records them strictly in order, so the result is the same as
/// with one thread. The machine's functions (`@Sendable`) are called from both threads.
///
/// Every mutable field is read and written with `condition` locked, except the ring's
/// boxes (see ``BatchBox``), `frontier` and `frozen`, which are set by ``begin(_:batches:frozen:)``
/// and cleared by ``end()`` only while no batch is being filled, and only read between
/// the two. The frozen index does not change during a layer (``StateTable/freeze()`` runs
/// between layers), so reading it from both threads is safe.
@usableFromInline
final class ExpansionPipeline<State: Hashable & Sendable, Action: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline let machine: Machine<State, Action>
    @usableFromInline let condition = NSCondition()
    @usableFromInline let ring: [BatchBox<State, Action>]
    /// Which batch each ring slot holds, once filled; -1 while it holds none.
    @usableFromInline var ready: [Int]
    /// The numbers of the states to expand, all in the frozen part of the table.
    @usableFromInline var frontier: [Int32] = []
    @usableFromInline var frozen: FrozenIndex<State>?
    @usableFromInline var batchCount = 0
    /// The next batch to fill.
    @usableFromInline var claimed = 0
    /// Batches recorded so far.
    @usableFromInline var done = 0
    /// Batches being filled right now.
    @usableFromInline var filling = 0
    @usableFromInline var stopping = false
    @usableFromInline var thread: pthread_t?

    @inlinable
    init(machine: Machine<State, Action>) {
        self.machine = machine
        ring = (0..<8).map { _ in BatchBox() }
        ready = Array(repeating: -1, count: 8)
        // A closure made here, in the caller's specialization: the helper thread runs
        // code specialized for the machine's own types.
        thread = startHelperThread { [unowned self] in self.runHelper() }
    }

    /// Whether a batch can be claimed: there is one left, and a free slot to fill it in.
    @inlinable
    var canClaim: Bool { claimed < batchCount && claimed < done + ring.count }

    /// Fills batch `index` into its ring slot; called without the lock held.
    @inlinable
    func fill(_ index: Int) {
        assert(index < batchCount || batchCount == 0, "a batch of the current layer")
        let size = ExpansionBatch<State, Action>.size
        let range = index * size..<min(frontier.count, (index + 1) * size)
        ring[index % ring.count].batch.fill(machine: machine, numbers: frontier[range], frozen: frozen!)
    }

    /// Claims the next batch and fills it. Called with the lock held; releases it while filling.
    @inlinable
    func claimAndFill() {
        let index = claimed
        claimed += 1
        filling += 1
        condition.unlock()
        fill(index)
        condition.lock()
        filling -= 1
        ready[index % ring.count] = index
        condition.broadcast()
    }

    @inlinable
    func runHelper() {
        condition.lock()
        while true {
            while !stopping, !canClaim { condition.wait() }
            if stopping { break }
            claimAndFill()
        }
        condition.unlock()
    }

    /// Starts a layer: the numbers of the states to expand, in order, in `batches` batches.
    @inlinable
    func begin(_ states: [Int32], batches: Int, frozen: FrozenIndex<State>) {
        condition.lock()
        assert(filling == 0, "no batch of the previous layer is still being filled")
        frontier = states
        self.frozen = frozen
        batchCount = batches
        claimed = 0
        done = 0
        for slot in ready.indices { ready[slot] = -1 }
        condition.broadcast()
        condition.unlock()
    }

    /// Batch `index`, filled; the calling thread fills batches itself while it waits.
    @inlinable
    func wait(for index: Int) -> BatchBox<State, Action> {
        condition.lock()
        while ready[index % ring.count] != index {
            if canClaim {
                claimAndFill()
            } else {
                condition.wait()
            }
        }
        condition.unlock()
        return ring[index % ring.count]
    }

    /// Batch `index` is recorded: its slot may be filled again.
    @inlinable
    func consumed(_ index: Int) {
        condition.lock()
        done = index + 1
        condition.broadcast()
        condition.unlock()
    }

    /// Ends a layer (also when it stopped early): waits for batches being filled.
    @inlinable
    func end() {
        condition.lock()
        batchCount = 0
        while filling > 0 { condition.wait() }
        frontier = []
        frozen = nil
        condition.unlock()
    }

    /// Stops the helper thread and waits for it to leave.
    @inlinable
    func finish() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }
}

/// Starts a thread that runs `body`; `nil` when no thread could be started (the exploring
/// thread then fills every batch itself).
@usableFromInline
func startHelperThread(_ body: @escaping () -> Void) -> pthread_t? {
    final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(
        &thread, nil,
        { raw in
            let box = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue()
            (box as! Box).body()
            return nil
        }, context)
    if status != 0 {
        Unmanaged<AnyObject>.fromOpaque(context).release()
        return nil
    }
    return thread
}
