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

    public init(
        _ machine: Machine<State, Action>,
        bounds: ExplorationBounds = .standard,
        progress: ((ExplorationProgress) -> Void)? = nil
    ) {
        self.machine = machine
        self.bounds = bounds
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
        core.run(progress: progress)
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
    @usableFromInline var table = StateTable<State>()
    /// The state each state was first reached from; -1 for initial states.
    @usableFromInline var parent: [Int32] = []
    /// Which outcome of the parent's expansion reached it (`ordinal << 8 | position`).
    @usableFromInline var step: [UInt32] = []
    @usableFromInline var depth: [UInt32] = []
    @usableFromInline var flags: [UInt8] = []
    /// Expanded states in the order they were expanded.
    @usableFromInline var order: [Int32] = []
    @usableFromInline var layers: [[Int32]] = []
    @usableFromInline var buffer = Successors<State, Action>()
    @usableFromInline var firstTargets: [Int32] = []
    @usableFromInline var hashes: [Int] = []
    /// Keeps the reads of ``StateTable/touch(_:)`` from being optimized away.
    @usableFromInline var touched: UInt64 = 0
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
        reach(state, hash: state.hashValue, depth: newDepth, parent: from, step: outcome)
    }

    @inlinable
    mutating func reach(_ state: State, hash: Int, depth newDepth: Int, parent from: Int32, step outcome: UInt32) -> Int32 {
        let allowed = bounds.maxStates.map { table.count < $0 } ?? true
        let (number, inserted) = table.insert(state, hash: hash, allowed: allowed)
        if number < 0 {
            stateBoundHit = true
            return -1
        }
        if !inserted {
            if newDepth < Int(depth[number]), flags[number] & StateFlag.processed == 0 {
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

    @inlinable
    mutating func expand(_ number: Int) {
        let state = table.states[number]
        let level = Int(depth[number])
        flags[number] |= StateFlag.processed
        if let constraint = machine.constraint, !constraint(state) {
            flags[number] |= StateFlag.outsideConstraint
            outside += 1
            return
        }
        buffer.removeAll()
        machine.expand(state, &buffer)
        if let limit = bounds.maxDepth, level >= limit {
            // Expanding it would reach nothing new: add its edges. Otherwise cut it here.
            if !buffer.states.allSatisfy({ table.find($0) != nil }) {
                flags[number] |= StateFlag.atDepthBound
                depthCut += 1
                return
            }
        }
        flags[number] |= StateFlag.expanded
        if buffer.isEmpty { flags[number] |= StateFlag.noSuccessors }
        // Hash every successor and touch what its lookup will read, all before the first
        // lookup: the cache misses of one expansion then overlap.
        // Three tight loops: hashing first, so that the loads after it are independent.
        hashes.removeAll(keepingCapacity: true)
        for next in buffer.states { hashes.append(next.hashValue) }
        var sink: UInt64 = 0
        let slots = table.slots.pointer, mask = table.mask
        for hash in hashes { sink &+= slots[hash & mask] }
        for hash in hashes { sink &+= table.touch(hash) }
        touched &+= sink
        firstTargets.removeAll(keepingCapacity: true)
        var added = 0
        let from = Int32(number)
        for outcome in 0..<buffer.count {
            var previous = from
            var position: UInt32 = 0
            let start = Int(buffer.starts[outcome])
            for index in start..<Int(buffer.starts[outcome + 1]) {
                let target = reach(buffer.states[index], hash: hashes[index], depth: level + Int(position) + 1,
                                   parent: from, step: UInt32(outcome) << 8 | min(position, 255))
                if target < 0 {
                    // Cut short by the state bound: counted as not expanded, its edges not at all.
                    flags[number] &= ~(StateFlag.expanded | StateFlag.noSuccessors)
                    return
                }
                if position == 0 {
                    if !isDuplicate(outcome, target) { added += 1 }
                    firstTargets.append(target)
                } else {
                    let edge = ContinuationEdge(from: previous, action: sequenceAction(buffer.action(outcome)), to: target)
                    if continuations.insert(edge).inserted {
                        added += 1
                        flags[Int(previous)] |= StateFlag.continuationOut
                    }
                }
                previous = target
                position += 1
            }
            if actionsLeft > 0, let declared = declaredActionIndex[buffer.action(outcome)], !actionUsed[declared] {
                actionUsed[declared] = true
                actionsLeft -= 1
            }
        }
        transitions += added
        order.append(from)
    }

    /// Whether outcome `outcome` repeats an earlier outcome's action and first state.
    @inlinable
    func isDuplicate(_ outcome: Int, _ target: Int32) -> Bool {
        for earlier in firstTargets.indices where firstTargets[earlier] == target {
            if buffer.action(earlier) == buffer.action(outcome) { return true }
        }
        return false
    }

    @inlinable
    mutating func run(progress: ((ExplorationProgress) -> Void)?) {
        let clock = ContinuousClock()
        let start = clock.now
        var lastReport = start
        for initial in machine.initialStates {
            if reach(initial, depth: 0, parent: -1, step: 0) < 0 { break }
        }
        var level = 0
        var expansions = 0
        while level < layers.count, !stateBoundHit {
            var position = 0
            while position < layers[level].count {
                let number = Int(layers[level][position])
                position += 1
                guard flags[number] & StateFlag.processed == 0, Int(depth[number]) == level else { continue }
                expand(number)
                if stateBoundHit { break }
                expansions += 1
                if let progress, expansions & 0x3FF == 0 {
                    let now = clock.now
                    if now - lastReport >= .seconds(1) {
                        lastReport = now
                        progress(ExplorationProgress(
                            states: table.count, transitions: transitions, depth: level,
                            seconds: elapsedSeconds(now - start)))
                    }
                }
            }
            layers[level] = []
            level += 1
        }
        layers = []
        seconds = elapsedSeconds(clock.now - start)
    }
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
