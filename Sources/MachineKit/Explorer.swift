import CMachineKit
import Foundation

/// Bounds on exploration. A bound that stops exploration makes the result incomplete.
public struct ExplorationBounds: Sendable, Hashable {
    /// Stop recording new states after this many; `nil` for no bound.
    public var maxStates: Int?
    /// Do not expand states at this depth (number of actions from an initial state).
    public var maxDepth: Int?

    public init(maxStates: Int? = nil, maxDepth: Int? = nil) {
        self.maxStates = maxStates
        self.maxDepth = maxDepth
    }

    /// The bounds used when none are given: one million states, no depth bound.
    public static let standard = ExplorationBounds(maxStates: 1_000_000)
}

/// Statistics of one exploration.
public struct ExplorationStatistics: Sendable, Hashable {
    public var states: Int
    public var transitions: Int
    public var depth: Int
    public var seconds: Double

    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
}

/// Progress of a long exploration, reported about once a second.
public struct ExplorationProgress: Sendable {
    public var states: Int
    public var transitions: Int
    public var depth: Int
    public var seconds: Double

    @inlinable
    public init(states: Int, transitions: Int, depth: Int, seconds: Double) {
        self.states = states
        self.transitions = transitions
        self.depth = depth
        self.seconds = seconds
    }
}

/// Why exploration did not see everything.
public enum IncompleteReason: Sendable, Hashable {
    case maxStates(Int)
    case maxDepth(Int, cut: Int)
    case constraint(String, outside: Int)
}

/// Breadth-first explicit-state exploration of a ``Machine``.
///
/// States are expanded in layers of increasing depth, so the parent record of every state
/// is a shortest path. An action's outcome may emit several states in turn: each emitted
/// state is reached through the ones before it, and its parent record keeps that whole
/// sequence, so every trace is a run the feature can really make. Exploration is
/// deterministic: the same machine gives the same states in the same order.
///
/// Per state it keeps the state itself, 4 bytes of index, and 13 bytes of parent, outcome,
/// depth and flags; no edge and no name is stored. The graph with names and edges
/// (``Exploration/graph``) is built from that when it is first asked for.
public struct Explorer<State: Hashable, Action: Hashable> {
    public let machine: Machine<State, Action>
    public var bounds: ExplorationBounds
    /// Called about once a second on long runs.
    public var progress: ((ExplorationProgress) -> Void)?
    /// Threads that expand states: 1, or 2 to expand on a second thread while the first
    /// records. The result is the same either way.
    ///
    /// With 2, the machine's expand and constraint functions are called from two threads
    /// at once, so they must be pure functions of the state (as reducers are): nothing
    /// they capture may change while exploring.
    public var workers: Int

    public init(
        _ machine: Machine<State, Action>,
        bounds: ExplorationBounds = .standard,
        workers: Int = 1,
        progress: ((ExplorationProgress) -> Void)? = nil
    ) {
        precondition(workers >= 1, "at least one worker")
        self.machine = machine
        self.bounds = bounds
        self.workers = workers
        self.progress = progress
    }

    /// Explores every state reachable from the initial states, within the bounds.
    ///
    /// Inlinable, so that it is specialized for the feature's own state type in the
    /// feature's module: hashing and comparing states are direct calls there.
    /// - Complexity: O((states + transitions) × cost of the machine's expand function).
    @inlinable
    public func explore() -> Exploration<State, Action> {
        var core = ExplorationCore(machine: machine, bounds: bounds)
        core.run(progress: progress, workers: workers)
        return Exploration(core: core)
    }
}

/// Flags kept per state.
@usableFromInline
enum StateFlag {
    @usableFromInline static let processed: UInt8 = 1
    @usableFromInline static let expanded: UInt8 = 2
    @usableFromInline static let outsideConstraint: UInt8 = 4
    @usableFromInline static let atDepthBound: UInt8 = 8
    @usableFromInline static let noSuccessors: UInt8 = 16
    @usableFromInline static let continuationOut: UInt8 = 32
}

/// A continuation edge: from the n-th state of an emitted sequence to the next one.
@usableFromInline
struct ContinuationEdge: Hashable {
    @usableFromInline var from: Int32
    @usableFromInline var action: Int32
    @usableFromInline var to: Int32

    @inlinable init(from: Int32, action: Int32, to: Int32) {
        self.from = from
        self.action = action
        self.to = to
    }
}

/// The exploration's working state: compact arrays indexed by state number. A struct, so
/// that access to its arrays is checked for exclusivity at compile time, not at run time.
@usableFromInline
struct ExplorationCore<State: Hashable, Action: Hashable> {
    @usableFromInline let machine: Machine<State, Action>
    @usableFromInline let bounds: ExplorationBounds
    @usableFromInline var table: StateTable<State>
    /// The state each state was first reached from; -1 for initial states.
    @usableFromInline var parent: [Int32] = []
    /// Which outcome of the parent's expansion reached it (`ordinal << 8 | position`).
    @usableFromInline var step: [UInt32] = []
    @usableFromInline var depth: [UInt32] = []
    @usableFromInline var flags: [UInt8] = []
    /// Expanded states in the order they were expanded.
    @usableFromInline var order: [Int32] = []
    @usableFromInline var layers: [[Int32]] = []
    @usableFromInline var duplicates = OutcomeTargets()
    @usableFromInline var transitions = 0
    @usableFromInline var maxDepth = 0
    @usableFromInline var violations: [[Int]]
    @usableFromInline var kindReached: [Bool]
    @usableFromInline var kindsLeft: Int
    @usableFromInline var declaredActionIndex: [Action: Int] = [:]
    @usableFromInline var actionUsed: [Bool]
    @usableFromInline var actionsLeft: Int
    /// Actions numbered as they first take part in an emitted sequence.
    @usableFromInline var sequenceActions: [Action: Int32] = [:]
    @usableFromInline var continuations: Set<ContinuationEdge> = []
    @usableFromInline var stateBoundHit = false
    @usableFromInline var depthCut = 0
    @usableFromInline var outside = 0
    @usableFromInline var seconds: Double = 0

    @inlinable
    init(machine: Machine<State, Action>, bounds: ExplorationBounds) {
        self.machine = machine
        self.bounds = bounds
        self.table = StateTable()
        self.violations = Array(repeating: [], count: machine.invariants.count)
        let kindCount = machine.kinds?.names.count ?? 0
        self.kindReached = Array(repeating: false, count: kindCount)
        self.kindsLeft = kindCount
        for (offset, action) in machine.declaredActions.enumerated() where declaredActionIndex[action] == nil {
            declaredActionIndex[action] = offset
        }
        self.actionUsed = Array(repeating: false, count: machine.declaredActions.count)
        self.actionsLeft = declaredActionIndex.count
    }

    /// Records a state reached at `newDepth`, or shortens the path to a known one that is
    /// not expanded yet. Returns -1 when the state bound stops a new state.
    @inlinable
    mutating func reach(_ state: State, depth newDepth: Int, parent from: Int32, step outcome: UInt32) -> Int32 {
        let print = table.print(of: state)
        let known = table.frozenIndex.lookup(state, print: print)
        return reach(state, print: print, known: known, depth: newDepth, parent: from, step: outcome)
    }

    /// `known` is the state's number when the frozen part of the table has it, else -1.
    @inlinable
    mutating func reach(_ state: State, print: UInt64, known: Int, depth newDepth: Int, parent from: Int32, step outcome: UInt32) -> Int32 {
        let number: Int, inserted: Bool
        if known >= 0 {
            (number, inserted) = (known, false)
        } else {
            let allowed = bounds.maxStates.map { table.count < $0 } ?? true
            (number, inserted) = table.insertFresh(state, print: print, allowed: allowed)
        }
        if number < 0 {
            stateBoundHit = true
            return -1
        }
        if !inserted {
            // No recorded depth exceeds `maxDepth`: below it there is nothing to shorten,
            // and the state's record need not be read at all.
            if newDepth < maxDepth, newDepth < Int(depth[number]), flags[number] & StateFlag.processed == 0 {
                depth[number] = UInt32(newDepth)
                parent[number] = from
                step[number] = outcome
                enqueue(Int32(number), at: newDepth)
            }
            return Int32(number)
        }
        parent.append(from)
        step.append(outcome)
        depth.append(UInt32(newDepth))
        flags.append(0)
        if newDepth > maxDepth { maxDepth = newDepth }
        for offset in machine.invariants.indices where !machine.invariants[offset].holds(state) {
            violations[offset].append(number)
        }
        if kindsLeft > 0, let kinds = machine.kinds {
            let kind = kinds.index(state)
            if !kindReached[kind] {
                kindReached[kind] = true
                kindsLeft -= 1
            }
        }
        enqueue(Int32(number), at: newDepth)
        return Int32(number)
    }

    @inlinable
    mutating func enqueue(_ number: Int32, at level: Int) {
        while layers.count <= level { layers.append([]) }
        layers[level].append(number)
    }

    @inlinable
    mutating func sequenceAction(_ action: Action) -> Int32 {
        if let known = sequenceActions[action] { return known }
        let number = Int32(sequenceActions.count)
        sequenceActions[action] = number
        return number
    }

    /// Records the expansions of one batch, in order: what ``ExpansionBatch/fill`` computed
    /// for the states `numbers`, all at depth `level`. Returns `false` when the state
    /// bound stopped exploration.
    @inlinable
    mutating func consume(_ batch: ExpansionBatch<State, Action>, numbers: ArraySlice<Int32>, level: Int) -> Bool {
        let successors = batch.successors
        // States the frozen part of the table lacks are searched in the fresh part, behind
        // two prefetch cursors as in ``ExpansionBatch/fill``.
        let slotDistance = 32, stateDistance = 16
        let total = successors.states.count
        var slotAhead = 0, stateAhead = 0
        var outcomeStart = 0
        var offset = 0
        for number32 in numbers {
            let number = Int(number32)
            let outcomeEnd = Int(batch.outcomeEnds[offset])
            let outcomes = outcomeStart..<outcomeEnd
            let isOutside = batch.outside[offset]
            offset += 1
            outcomeStart = outcomeEnd
            flags[number] |= StateFlag.processed
            if isOutside {
                flags[number] |= StateFlag.outsideConstraint
                outside += 1
                continue
            }
            let stateRange = successors.stateRange(outcomes)
            if let limit = bounds.maxDepth, level >= limit {
                // Expanding it would reach nothing new: add its edges. Otherwise cut it here.
                if !stateRange.allSatisfy({
                    batch.known[$0] >= 0 || table.lookupFresh(successors.states[$0], print: batch.prints[$0]).number >= 0
                }) {
                    flags[number] |= StateFlag.atDepthBound
                    depthCut += 1
                    continue
                }
            }
            flags[number] |= StateFlag.expanded
            if outcomes.isEmpty { flags[number] |= StateFlag.noSuccessors }
            duplicates.reset(outcomes: outcomes.count)
            var added = 0
            let from = Int32(number)
            for outcome in outcomes {
                var previous = from
                var position: UInt32 = 0
                let ordinal = UInt32(truncatingIfNeeded: outcome - outcomes.lowerBound) << 8
                for index in successors.bounds(outcome) {
                    while slotAhead < min(index + slotDistance, total) {
                        if batch.known[slotAhead] < 0 { table.prefetchFreshSlot(batch.prints[slotAhead]) }
                        slotAhead += 1
                    }
                    while stateAhead < min(index + stateDistance, total) {
                        if batch.known[stateAhead] < 0 { table.prefetchFreshState(batch.prints[stateAhead]) }
                        stateAhead += 1
                    }
                    let target = reach(successors.states[index], print: batch.prints[index], known: Int(batch.known[index]),
                                       depth: level + Int(position) + 1, parent: from, step: ordinal | min(position, 255))
                    if target < 0 {
                        // Cut short by the state bound: counted as not expanded, its edges not at all.
                        flags[number] &= ~(StateFlag.expanded | StateFlag.noSuccessors)
                        return false
                    }
                    if position == 0 {
                        if !duplicates.insert(target: target, outcome: outcome, isSameAction: {
                            successors.actions[$0] == successors.actions[outcome]
                        }) {
                            added += 1
                        }
                    } else {
                        let edge = ContinuationEdge(from: previous, action: sequenceAction(successors.actions[outcome]), to: target)
                        if continuations.insert(edge).inserted {
                            added += 1
                            flags[Int(previous)] |= StateFlag.continuationOut
                        }
                    }
                    previous = target
                    position += 1
                }
                if actionsLeft > 0, let declared = declaredActionIndex[successors.actions[outcome]], !actionUsed[declared] {
                    actionUsed[declared] = true
                    actionsLeft -= 1
                }
            }
            transitions += added
            order.append(from)
        }
        return true
    }

    /// Fills `batch` with the expansions of reached states.
    @inlinable
    func fill(_ batch: inout ExpansionBatch<State, Action>, numbers: ArraySlice<Int32>) {
        let states = table.states
        batch.fill(machine: machine, states: numbers.lazy.map { states[Int($0)] }, frozen: table.frozenIndex)
    }

    @inlinable
    mutating func run(progress: ((ExplorationProgress) -> Void)?, workers: Int) {
        let clock = ContinuousClock()
        let start = clock.now
        var lastReport = start
        for initial in machine.initialStates {
            if reach(initial, depth: 0, parent: -1, step: 0) < 0 { break }
        }
        let pipeline = workers > 1 ? ExpansionPipeline(machine: machine) : nil
        defer { pipeline?.finish() }
        var batch = ExpansionBatch<State, Action>()
        var level = 0
        while level < layers.count, !stateBoundHit {
            // The states found so far are now searched from the batches, on any thread.
            table.freeze()
            // Nothing done in this layer changes the depth or flags of a state in it.
            let frontier = layers[level].filter { flags[Int($0)] & StateFlag.processed == 0 && Int(depth[Int($0)]) == level }
            layers[level] = []
            let batchSize = ExpansionBatch<State, Action>.size
            let batchCount = (frontier.count + batchSize - 1) / batchSize
            pipeline?.begin(frontier.map { table.states[Int($0)] }, batches: batchCount, frozen: table.frozenIndex)
            for index in 0..<batchCount {
                let range = index * batchSize..<min(frontier.count, (index + 1) * batchSize)
                let finished: Bool
                if let pipeline {
                    let box = pipeline.wait(for: index)
                    finished = !consume(box.batch, numbers: frontier[range], level: level)
                    pipeline.consumed(index)
                } else {
                    fill(&batch, numbers: frontier[range])
                    finished = !consume(batch, numbers: frontier[range], level: level)
                }
                if finished {
                    stateBoundHit = true
                    break
                }
                if let progress {
                    let now = clock.now
                    if now - lastReport >= .seconds(1) {
                        lastReport = now
                        progress(ExplorationProgress(
                            states: table.count, transitions: transitions, depth: level,
                            seconds: elapsedSeconds(now - start)))
                    }
                }
            }
            pipeline?.end()
            level += 1
        }
        layers = []
        table.freeze()
        seconds = elapsedSeconds(clock.now - start)
    }
}

/// The first states of one expansion's outcomes, to find an outcome that repeats an
/// earlier one (the same action, the same first state): a small open-addressing set,
/// cleared for each expansion.
@usableFromInline
struct OutcomeTargets {
    /// `target + 1` in the upper half, the outcome in the lower; 0 for an empty slot. Not
    /// an array: a write needs no uniqueness check, and this runs for every successor.
    @usableFromInline var storage = SlotStorage(count: 64)
    @usableFromInline var mask = 63

    @inlinable init() {}

    @inlinable
    mutating func reset(outcomes: Int) {
        var size = 64
        while size < outcomes * 2 { size <<= 1 }
        if size != storage.count {
            storage = SlotStorage(count: size)
            mask = size - 1
        } else {
            storage.pointer.update(repeating: 0, count: size)
        }
    }

    /// Adds an outcome's first state; returns `true` when an earlier outcome with the same
    /// first state has the same action.
    @inlinable
    func insert(target: Int32, outcome: Int, isSameAction: (Int) -> Bool) -> Bool {
        let slots = storage.pointer
        let key = UInt64(UInt32(bitPattern: target) &+ 1) << 32
        var slot = Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: target)) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        while true {
            let word = slots[slot]
            if word == 0 {
                slots[slot] = key | UInt64(UInt32(truncatingIfNeeded: outcome))
                return false
            }
            if word & 0xFFFF_FFFF_0000_0000 == key, isSameAction(Int(word & 0xFFFF_FFFF)) { return true }
            slot = (slot + 1) & mask
        }
    }
}

/// The expansions of a run of states: their outcomes, one after another in one buffer,
/// and the fingerprint of every successor state. Filling one calls only the machine's
/// own functions, so two threads can fill two batches at once.
@usableFromInline
struct ExpansionBatch<State: Hashable, Action: Hashable> {
    /// States per batch.
    @usableFromInline static var size: Int { 256 }

    @usableFromInline var successors = Successors<State, Action>()
    /// Per state: the end of its outcomes in `successors`.
    @usableFromInline var outcomeEnds: [Int32] = []
    /// Per state: whether the constraint kept it from being expanded.
    @usableFromInline var outside: [Bool] = []
    /// Per successor state: the fingerprint the state table files it under. This and `known`
    /// keep their length from batch to batch; only the first `successors.states.count` count.
    @usableFromInline var prints: [UInt64] = []
    /// Per successor state: its number when the frozen part of the table has it, else -1.
    @usableFromInline var known: [Int32] = []

    @inlinable init() {}

    @inlinable
    mutating func fill(machine: Machine<State, Action>, states: some Sequence<State>, frozen: FrozenIndex<State>) {
        successors.removeAll()
        outcomeEnds.removeAll(keepingCapacity: true)
        outside.removeAll(keepingCapacity: true)
        for state in states {
            if let constraint = machine.constraint, !constraint(state) {
                outside.append(true)
            } else {
                outside.append(false)
                successors.beginExpansion()
                machine.expand(state, &successors)
            }
            outcomeEnds.append(Int32(truncatingIfNeeded: successors.actions.count))
        }
        successors.base = 0
        let total = successors.states.count
        // Written through pointers: no uniqueness check per successor.
        if prints.count < total {
            prints.append(contentsOf: repeatElement(0, count: total - prints.count))
            known.append(contentsOf: repeatElement(0, count: total - known.count))
        }
        let states = successors.states
        prints.withUnsafeMutableBufferPointer { prints in
            known.withUnsafeMutableBufferPointer { known in
                // Hashing in a loop of its own: no lookup waits on it.
                for index in 0..<total { prints[index] = StateTable<State>.print(of: states[index]) }
                // The lookups run behind two prefetch cursors: slots are fetched `slotDistance`
                // states ahead, the states they point at `stateDistance` ahead, so the cache
                // misses of many lookups overlap.
                let slotDistance = 32, stateDistance = 16
                for index in 0..<min(slotDistance, total) { frozen.prefetchSlot(prints[index]) }
                for index in 0..<min(stateDistance, total) { frozen.prefetchState(prints[index]) }
                for index in 0..<total {
                    if index + slotDistance < total { frozen.prefetchSlot(prints[index + slotDistance]) }
                    if index + stateDistance < total { frozen.prefetchState(prints[index + stateDistance]) }
                    known[index] = Int32(truncatingIfNeeded: frozen.lookup(states[index], print: prints[index]))
                }
            }
        }
    }
}

/// A batch that moves between threads: filled by one, then read by the other.
@usableFromInline
final class BatchBox<State: Hashable, Action: Hashable>: @unchecked Sendable {
    @usableFromInline var batch = ExpansionBatch<State, Action>()
    @inlinable init() {}
}

/// Two threads expanding one layer: both fill batches of successors ahead, in any order;
/// the exploring thread records them strictly in order, so the result is the same as
/// with one thread. The machine's functions are called from both threads.
@usableFromInline
final class ExpansionPipeline<State: Hashable, Action: Hashable>: @unchecked Sendable {
    @usableFromInline let machine: Machine<State, Action>
    @usableFromInline let condition = NSCondition()
    @usableFromInline let ring: [BatchBox<State, Action>]
    /// Which batch each ring slot holds, once filled; -1 while it holds none.
    @usableFromInline var ready: [Int]
    @usableFromInline var frontier: [State] = []
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
        let size = ExpansionBatch<State, Action>.size
        let range = index * size..<min(frontier.count, (index + 1) * size)
        ring[index % ring.count].batch.fill(machine: machine, states: frontier[range], frozen: frozen!)
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

    /// Starts a layer: the states to expand, in order, in `batches` batches.
    @inlinable
    func begin(_ states: [State], batches: Int, frozen: FrozenIndex<State>) {
        condition.lock()
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
    let status = pthread_create(&thread, nil, { raw in
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

@inlinable
func elapsedSeconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
