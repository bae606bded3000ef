import Foundation
/// Flags kept per state.
@usableFromInline
enum StateFlag {
    /// Taken from the frontier: expanded, or left unexpanded for a reason below.
    @usableFromInline static let processed: UInt8 = 1
    /// Its moves were explored (all of them).
    @usableFromInline static let expanded: UInt8 = 2
    /// It lies outside the machine's constraint.
    @usableFromInline static let outsideConstraint: UInt8 = 4
    /// It lies at the depth bound with successors not seen yet.
    @usableFromInline static let atDepthBound: UInt8 = 8
    /// Expanded, with no move at all.
    @usableFromInline static let noSuccessors: UInt8 = 16
    /// Some move emits it and then another state: a sequence goes on from it.
    @usableFromInline static let continuationOut: UInt8 = 32
}

/// An edge from one state of an emitted sequence to the next one, counted once.
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
///
/// A state's parent record is the state it was first reached from at its depth and which
/// of that state's moves reached it: the move's ordinal among the distinct moves of the
/// expansion, in the order the machine wrote them (see ``MoveGraph``). Where in the move's
/// sequence the state lies is where it first occurs, so nothing is packed or cut.
@usableFromInline
struct ExplorationCore<State: Hashable & Sendable, Action: Hashable & Sendable> {
    @usableFromInline let machine: Machine<State, Action>
    @usableFromInline let bounds: ExplorationBounds
    @usableFromInline var table: StateTable<State>
    /// The state each state was first reached from; -1 for initial states.
    @usableFromInline let parent = ChunkedColumn<Int32>()
    /// Which distinct move of the parent's expansion reached it.
    @usableFromInline var move = MoveColumn()
    @usableFromInline var depth = DepthColumn()
    @usableFromInline let flags = ChunkedColumn<UInt8>()
    @usableFromInline var layers: [[Int32]] = []
    @usableFromInline var repeats = RepeatedOutcomes()
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
    /// The moves as exploring found them, for machines that record theirs
    /// (``Machine/recordsMoves``); `nil` for the others, whose moves are asked again.
    @usableFromInline var record: MoveRecord<Action>?
    /// The states whose expansion, run again after exploring (for a trace, the move graph),
    /// did not give the moves it gave the first time.
    @usableFromInline let changedExpansions = ChangedExpansions()

    @inlinable
    init(machine: Machine<State, Action>, bounds: ExplorationBounds, narrowIndexFromBits: Int = StateTable<State>.defaultNarrowFromBits) {
        self.machine = machine
        self.bounds = bounds
        self.table = StateTable(narrowFromBits: narrowIndexFromBits)
        self.violations = Array(repeating: [], count: machine.invariants.count)
        let kindCount = machine.kinds?.names.count ?? 0
        self.kindReached = Array(repeating: false, count: kindCount)
        self.kindsLeft = kindCount
        for (offset, action) in machine.declaredActions.enumerated() where declaredActionIndex[action] == nil {
            declaredActionIndex[action] = offset
        }
        self.actionUsed = Array(repeating: false, count: machine.declaredActions.count)
        self.actionsLeft = declaredActionIndex.count
        if machine.recordsMoves { record = MoveRecord() }
    }

    /// Records a state reached at `newDepth`, or shortens the path to a known one that is
    /// not expanded yet. Returns -1 when the state bound stops a new state.
    @inlinable
    mutating func reach(_ state: State, depth newDepth: Int, parent from: Int32, move ordinal: UInt32) -> Int32 {
        let print = table.print(of: state)
        let known = table.frozenIndex.lookup(state, print: print)
        return reach(state, print: print, known: known, depth: newDepth, parent: from, move: ordinal)
    }

    /// `known` is the state's number when the frozen part of the table has it, else -1.
    @inlinable
    mutating func reach(
        _ state: State, print: UInt64, known: Int, depth newDepth: Int, parent from: Int32, move ordinal: UInt32
    ) -> Int32 {
        if known >= 0 { return reachAgain(known, depth: newDepth, parent: from, move: ordinal) }
        let allowed = bounds.maxStates.map { table.count < $0 } ?? true
        let (number, inserted) = table.insertFresh(state, print: print, allowed: allowed)
        if number < 0 {
            stateBoundHit = true
            return -1
        }
        if !inserted { return reachAgain(number, depth: newDepth, parent: from, move: ordinal) }
        parent.append(from)
        move.append(ordinal)
        depth.append(UInt32(newDepth))
        flags.append(0)
        if newDepth > maxDepth { maxDepth = newDepth }
        for offset in machine.invariants.indices where !machine.invariants[offset].holds(state) {
            violations[offset].append(number)
        }
        if kindsLeft > 0, let kinds = machine.kinds {
            if let covers = kinds.covers {
                for kind in covers(state) where !kindReached[kind] {
                    kindReached[kind] = true
                    kindsLeft -= 1
                }
            } else {
                let kind = kinds.index(state)
                if !kindReached[kind] {
                    kindReached[kind] = true
                    kindsLeft -= 1
                }
            }
        }
        enqueue(Int32(number), at: newDepth)
        return Int32(number)
    }

    /// Reaches recorded state `number` again at `newDepth`: shortens its path when it is
    /// not expanded yet and this one is shorter. The state itself is not read.
    @inlinable
    mutating func reachAgain(_ number: Int, depth newDepth: Int, parent from: Int32, move ordinal: UInt32) -> Int32 {
        // No recorded depth exceeds `maxDepth`: below it there is nothing to shorten,
        // and the state's record need not be read at all.
        if newDepth < maxDepth, newDepth < Int(depth[number]), flags[number] & StateFlag.processed == 0 {
            depth.set(number, to: UInt32(newDepth))
            parent[number] = from
            move[number] = ordinal
            enqueue(Int32(number), at: newDepth)
        }
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

    /// Whether recording the successors `range` of a batch would pass the state bound. A
    /// state is expanded whole or not at all, so that every move of an expanded state leads
    /// to recorded states.
    @inlinable
    func wouldPassStateBound(_ batch: ExpansionBatch<State, Action>, _ range: Range<Int>) -> Bool {
        guard let limit = bounds.maxStates, table.count + range.count > limit else { return false }
        // Near the bound only: count the successors that are really new.
        var new: Set<State> = []
        for index in range where batch.known[index] < 0 {
            let state = batch.successors.states[index]
            if table.lookupFresh(state, print: batch.prints[index]).number < 0 { new.insert(state) }
        }
        return table.count + new.count > limit
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
            if isOutside {
                flags[number] |= StateFlag.processed | StateFlag.outsideConstraint
                outside += 1
                continue
            }
            let stateRange = successors.stateRange(outcomes)
            if wouldPassStateBound(batch, stateRange) {
                stateBoundHit = true
                return false
            }
            flags[number] |= StateFlag.processed
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
            repeats.reset(outcomes: outcomes.count)
            var added = 0
            var moveOrdinal: UInt32 = 0
            let from = Int32(number)
            record?.begin(state: from)
            let recording = record != nil
            var recordedTargets: [Int32] = []
            for outcome in outcomes {
                var previous = from
                var position = 0
                if recording { recordedTargets.removeAll(keepingCapacity: true) }
                for index in successors.bounds(outcome) {
                    while slotAhead < min(index + slotDistance, total) {
                        if batch.known[slotAhead] < 0 { table.prefetchFreshSlot(batch.prints[slotAhead]) }
                        slotAhead += 1
                    }
                    while stateAhead < min(index + stateDistance, total) {
                        if batch.known[stateAhead] < 0 { table.prefetchFreshState(batch.prints[stateAhead]) }
                        stateAhead += 1
                    }
                    // A successor the frozen part has (most of them) is not read, nor copied.
                    let known = Int(batch.known[index])
                    let target =
                        known >= 0
                        ? reachAgain(known, depth: level + position + 1, parent: from, move: moveOrdinal)
                        : reach(
                            successors.states[index], print: batch.prints[index], known: -1,
                            depth: level + position + 1, parent: from, move: moveOrdinal)
                    assert(target >= 0, "the state bound was checked before the expansion")
                    if recording { recordedTargets.append(Int32(target)) }
                    if position == 0 {
                        let repeated = repeats.insert(
                            target: target, outcome: outcome,
                            sameAction: { successors.actions[$0] == successors.actions[outcome] },
                            sameStates: { successors.sameStates($0, outcome) })
                        // The same move again: everything it reaches is recorded already.
                        if repeated == .move { break }
                        if repeated == .none { added += 1 }
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
                if position == 0 { continue }
                if record != nil { record!.add(action: successors.actions[outcome], targets: recordedTargets) }
                moveOrdinal += 1
                if actionsLeft > 0, let declared = declaredActionIndex[successors.actions[outcome]], !actionUsed[declared] {
                    actionUsed[declared] = true
                    actionsLeft -= 1
                }
            }
            transitions += added
        }
        return true
    }

    /// Fills `batch` with the expansions of reached states, all in the frozen part.
    @inlinable
    func fill(_ batch: inout ExpansionBatch<State, Action>, numbers: ArraySlice<Int32>) {
        batch.fill(machine: machine, numbers: numbers, frozen: table.frozenIndex)
    }

    @inlinable
    mutating func run(progress: (@Sendable (ExplorationProgress) -> Void)?, workers: Int) {
        let clock = ContinuousClock()
        let start = clock.now
        var lastReport = start
        for initial in machine.initialStates {
            if reach(initial, depth: 0, parent: -1, move: 0) < 0 { break }
        }
        let pipeline = workers > 1 ? ExpansionPipeline(machine: machine) : nil
        defer { pipeline?.finish() }
        var batch = ExpansionBatch<State, Action>()
        var level = 0
        while level < layers.count, !stateBoundHit {
            // The states found so far are now searched from the batches, on any thread, and
            // the frontier's states are read from there.
            table.freeze()
            // Nothing done in this layer changes the depth or flags of a state in it.
            let frontier = layers[level].filter { flags[Int($0)] & StateFlag.processed == 0 && Int(depth[Int($0)]) == level }
            layers[level] = []
            let batchSize = ExpansionBatch<State, Action>.size
            let batchCount = (frontier.count + batchSize - 1) / batchSize
            // A layer of one batch leaves the helper nothing to do ahead: this thread fills it
            // (a long chain of single states would otherwise hand each one across threads).
            let layerPipeline = batchCount > 1 ? pipeline : nil
            layerPipeline?.begin(frontier, batches: batchCount, frozen: table.frozenIndex)
            for index in 0..<batchCount {
                let range = index * batchSize..<min(frontier.count, (index + 1) * batchSize)
                let finished: Bool
                if let pipeline = layerPipeline {
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
                        progress(
                            ExplorationProgress(
                                states: table.count, transitions: transitions, depth: level,
                                seconds: elapsedSeconds(now - start)))
                    }
                }
            }
            layerPipeline?.end()
            level += 1
        }
        layers = []
        table.freeze()
        seconds = elapsedSeconds(clock.now - start)
    }
}

extension ExplorationCore {
    /// The moves of expanded state `number`, from its expansion run again: each move's action
    /// and the numbers of its states, a move that repeats an earlier one of the state (same
    /// action, same states) left out, as the explorer numbered them. Inlinable, so that the
    /// explorer hands ``Exploration`` a version specialized for the machine's types (traces,
    /// the move graph and the checks of a pure typed machine expand states again).
    ///
    /// A machine's expand function must be a pure function of the state. One that is not (it
    /// reads a clock, a random number, a global) can name a state the exploration never
    /// reached: that move is left out and the state is recorded in ``changedExpansions``,
    /// which the report turns into a `nondeterministic` finding.
    @inlinable
    static func movesAgain(of number: Int, in core: ExplorationCore) -> [(action: Action, states: [Int])] {
        var buffer = Successors<State, Action>()
        core.machine.expand(core.table.states[number], &buffer)
        var result: [(action: Action, states: [Int])] = []
        var byFirst: [Int: [Int]] = [:]
        let indexed = buffer.count > 16
        for outcome in 0..<buffer.count {
            let action = buffer.action(outcome)
            var unknown = false
            let states = buffer.outcome(outcome).compactMap { state -> Int? in
                guard let found = core.table.find(state) else {
                    unknown = true
                    return nil
                }
                return found
            }
            if unknown {
                core.changedExpansions.record(number)
                continue
            }
            let candidates = indexed ? byFirst[states[0], default: []] : Array(result.indices)
            if candidates.contains(where: { result[$0].action == action && result[$0].states == states }) { continue }
            if indexed { byFirst[states[0], default: []].append(result.count) }
            result.append((action, states))
        }
        return result
    }

    /// Move `ordinal` of expanded state `number`, numbered as ``movesAgain(of:in:)`` numbers
    /// them, from its expansion run again: its action and the numbers of its states up to
    /// the first that is state `target` (all of them when none is; none when `target` is
    /// the first, as ``makeTrace(to:length:name:reachedBy:)`` takes it). Only those states are
    /// looked up: a trace step costs one expansion and the states it names. `buffer` is
    /// emptied and used for the expansion (a trace reuses one for all its steps).
    ///
    /// When the expansion does not give that move again (an expand function that is not a
    /// pure function of the state), the state is recorded in ``changedExpansions`` and the
    /// step is `nil` and `[target]`: the trace goes on, and the report says why it cannot be
    /// trusted.
    @inlinable
    static func move(
        _ ordinal: Int, of number: Int, reaching target: Int, in core: ExplorationCore, buffer: inout Successors<State, Action>
    ) -> (action: Action?, states: [Int]) {
        buffer.removeAll()
        core.machine.expand(core.table.states[number], &buffer)
        func again() -> (action: Action?, states: [Int]) {
            let moves = movesAgain(of: number, in: core)
            guard ordinal < moves.count, moves[ordinal].states.contains(target) else {
                core.changedExpansions.record(number)
                return (nil, [target])
            }
            return moves[ordinal]
        }
        // Many moves: compare them by the numbers of their states, as the explorer did.
        guard buffer.count <= 16 else { return again() }
        var distinct = 0
        for outcome in 0..<buffer.count {
            let action = buffer.action(outcome)
            // A move that repeats an earlier one (same action, same states) has no ordinal of
            // its own. Equal states are the same recorded state, so states are compared as values.
            if (0..<outcome).contains(where: { buffer.action($0) == action && buffer.sameStates($0, outcome) }) { continue }
            if distinct < ordinal {
                distinct += 1
                continue
            }
            let states = buffer.outcome(outcome)
            let wanted = core.table.states[target]
            guard let position = states.firstIndex(of: wanted) else { return again() }
            // The state is the move's first: the trace needs no other (and no array).
            if position == states.startIndex { return (action, []) }
            var numbers: [Int] = []
            for state in states[states.startIndex..<position] {
                guard let found = core.table.find(state) else {
                    core.changedExpansions.record(number)
                    return (nil, [target])
                }
                numbers.append(found)
            }
            numbers.append(target)
            return (action, numbers)
        }
        return again()
    }

    /// ``move(_:of:reaching:in:buffer:)`` with its action named by the machine, as a trace
    /// step names it: a run of steps that take the same action shares one name.
    @inlinable
    static func namedMove(
        _ ordinal: Int, of number: Int, reaching target: Int, in core: ExplorationCore, cache: inout TraceSteps<State, Action>
    ) -> (action: String, states: [Int]) {
        let (found, states) = move(ordinal, of: number, reaching: target, in: core, buffer: &cache.buffer)
        guard let action = found else { return (ChangedExpansions.unknownStep, states) }
        if cache.lastAction != action {
            cache.lastName = core.machine.actionName(action)
            cache.lastAction = action
        }
        return (cache.lastName, states)
    }
}

extension ExplorationCore {
    /// A function naming reached states by number as the machine names them, made once for
    /// the many states of a trace: the naming of the state type is looked up once (from
    /// state `sample`), and, inlinable, it reads the states through code specialized for the
    /// machine's types (the explorer hands it over).
    @inlinable
    static func stateNamer(in core: ExplorationCore, sample: Int) -> (Int) -> String {
        let states = core.table.states
        let name = core.machine.stateNamer(for: states[sample])
        return { name(states[$0]) }
    }
}

/// What a trace keeps from one step to the next while it expands states again: the buffer
/// of the expansions, and the last action named.
@usableFromInline
struct TraceSteps<State, Action> {
    @usableFromInline var buffer = Successors<State, Action>()
    @usableFromInline var lastAction: Action?
    @usableFromInline var lastName = ""

    @inlinable init() {}
}

/// The states whose expansion, run again after exploring, did not give the moves it gave the
/// first time: the expand function read something besides the state (a clock, a random
/// number, a global). Recorded from any thread that expands states again; read once the
/// report's other checks have run.
@usableFromInline
final class ChangedExpansions: @unchecked Sendable {
    /// How a trace names a step its machine did not take again.
    @usableFromInline static let unknownStep = "(not the same move when run again)"

    private let lock = NSLock()
    private var first: Int?

    @usableFromInline init() {}

    /// Records state `number` (the lowest number is kept: the nearest such state).
    @usableFromInline func record(_ number: Int) {
        lock.lock()
        defer { lock.unlock() }
        first = min(first ?? number, number)
    }

    /// The lowest-numbered state recorded, if any.
    var firstState: Int? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }
}
