/// A state on the stack of a bit-state search, and how far its moves have been tried.
///
/// Its moves are the outcomes `outcomeStart..<outcomeEnd` of the search's one
/// ``Successors`` buffer (the stack's expansions lie there one above another), tried in the
/// order `order` gives them there.
@usableFromInline
struct BitstateFrame<State> {
    @usableFromInline var state: State
    @usableFromInline var outcomeStart: Int32
    @usableFromInline var outcomeEnd: Int32
    /// Where its successors' states start in the buffer.
    @usableFromInline var stateStart: Int32
    /// The next of its outcomes to try (counted from `outcomeStart`, in `order`).
    @usableFromInline var cursor: Int32
    /// The next state of that outcome's sequence.
    @usableFromInline var position: Int32
    /// The outcome of the frame below that reached it (an index in the buffer), -1 for an
    /// initial state, and where in that outcome's sequence it lies.
    @usableFromInline var via: Int32
    @usableFromInline var viaPosition: Int32
    /// Actions from an initial state.
    @usableFromInline var depth: Int32

    @inlinable
    init(state: State, outcomeStart: Int32, outcomeEnd: Int32, stateStart: Int32, via: Int32, viaPosition: Int32, depth: Int32) {
        self.state = state
        self.outcomeStart = outcomeStart
        self.outcomeEnd = outcomeEnd
        self.stateStart = stateStart
        self.cursor = 0
        self.position = 0
        self.via = via
        self.viaPosition = viaPosition
        self.depth = depth
    }
}

/// What a bit-state search found, before it is a report: the first trace of each finding,
/// and what it reached.
@usableFromInline
struct BitstateFindings {
    /// Per invariant: the first trace to a state that breaks it (and that state's name), and
    /// how many stored states break it.
    var violations: [(trace: Trace, count: Int)?]
    /// Per fault (an invariant that explains itself): its sentences, each with its first trace.
    var faults: [[(sentence: String, trace: Trace, count: Int)]]
    /// Dead ends, in the order found, up to ``BitstateFindings/deadEndLimit``.
    var deadEnds: [Trace] = []
    var moreDeadEnds = 0
    static let deadEndLimit = 100

    @usableFromInline
    init(invariants: Int) {
        violations = Array(repeating: nil, count: invariants)
        faults = Array(repeating: [], count: invariants)
    }
}

/// One bit-state search: depth first, from each initial state in turn, with the state stack
/// as the trace. Memory is the bit array, the stack (its states and their expansions) and
/// nothing per state stored.
@usableFromInline
struct BitstateSearch<State: Hashable & Sendable, Action: Hashable & Sendable> {
    @usableFromInline let machine: Machine<State, Action>
    @usableFromInline let seed: UInt64
    @usableFromInline let maxDepth: Int?
    @usableFromInline var array: HashArray
    @usableFromInline let hasher = StateHasher<State>()
    @usableFromInline var successors = Successors<State, Action>()
    /// Per outcome of the buffer: the outcome tried in its place (the search's order).
    @usableFromInline var order: [Int32] = []
    @usableFromInline var frames: [BitstateFrame<State>] = []
    /// SplitMix64's state: the order of moves. Seed 0 keeps the machine's order.
    @usableFromInline var random: UInt64
    @usableFromInline var states = 0
    @usableFromInline var transitions = 0
    @usableFromInline var deepest = 0
    @usableFromInline var depthCut = 0
    @usableFromInline var outside = 0
    @usableFromInline var omissions = 0.0
    @usableFromInline var kindReached: [Bool]
    @usableFromInline var viewKindShown: [Bool]
    @usableFromInline var declaredActionIndex: [Action: Int] = [:]
    @usableFromInline var actionUsed: [Bool]
    @usableFromInline var actionsLeft: Int
    @usableFromInline var found: BitstateFindings

    @inlinable
    init(machine: Machine<State, Action>, bits: Int, hashes: Int, seed: UInt64, maxDepth: Int?) {
        self.machine = machine
        self.seed = seed
        self.maxDepth = maxDepth
        self.array = HashArray(bits: bits, hashes: hashes, seed: seed)
        self.random = seed
        self.kindReached = Array(repeating: false, count: machine.kinds?.names.count ?? 0)
        self.viewKindShown = Array(repeating: false, count: machine.viewLevel?.kinds.names.count ?? 0)
        for (offset, action) in machine.declaredActions.enumerated() where declaredActionIndex[action] == nil {
            declaredActionIndex[action] = offset
        }
        self.actionUsed = Array(repeating: false, count: machine.declaredActions.count)
        self.actionsLeft = declaredActionIndex.count
        self.found = BitstateFindings(invariants: machine.invariants.count)
        for kind in machine.initialTransientKinds where kind < kindReached.count { kindReached[kind] = true }
    }

    @inlinable
    mutating func nextRandom() -> UInt64 {
        random &+= 0x9E37_79B9_7F4A_7C15
        return HashArray.mix(random)
    }

    /// Searches from every initial state.
    @inlinable
    mutating func run() {
        for initial in machine.initialStates {
            visit(initial, via: -1, position: 0, depth: 0, settles: true)
            drain()
        }
    }

    /// Tries the moves of the states on the stack until it is empty.
    @inlinable
    mutating func drain() {
        while !frames.isEmpty {
            let top = frames.count - 1
            let frame = frames[top]
            if frame.outcomeStart + frame.cursor == frame.outcomeEnd {
                pop()
                continue
            }
            let outcome = Int(order[Int(frame.outcomeStart + frame.cursor)])
            let range = successors.bounds(outcome)
            let position = Int(frame.position)
            if position + 1 < range.count {
                frames[top].position += 1
            } else {
                frames[top].cursor += 1
                frames[top].position = 0
            }
            let state = successors.states[range.lowerBound + position]
            transitions += 1
            visit(state, via: Int32(outcome), position: Int32(position), depth: Int(frame.depth) + position + 1,
                  settles: position + 1 == range.count)
        }
    }

    /// Removes the top frame and its expansion from the buffer.
    @inlinable
    mutating func pop() {
        let frame = frames.removeLast()
        let outcomes = successors.actions.count - Int(frame.outcomeStart)
        successors.actions.removeLast(outcomes)
        order.removeLast(outcomes)
        if !successors.ends.isEmpty { successors.ends.removeLast(outcomes) }
        successors.states.removeLast(successors.states.count - Int(frame.stateStart))
    }

    /// Meets a state: reached by outcome `via` of the top frame at `position` (or initial).
    @inlinable
    mutating func visit(_ state: State, via: Int32, position: Int32, depth: Int, settles: Bool) {
        let chance = array.falsePositiveChance
        if array.testAndSet(hasher.hash(state)) { return }
        omissions += chance
        states += 1
        if depth > deepest { deepest = depth }
        for offset in machine.invariants.indices where !machine.invariants[offset].holds(state) {
            violated(offset, state: state, via: via, position: position)
        }
        if let kinds = machine.kinds {
            if let covers = kinds.covers {
                for kind in covers(state) { kindReached[kind] = true }
            } else {
                kindReached[kinds.index(state)] = true
            }
        }
        if let level = machine.viewLevel { viewKindShown[level.kinds.index(state)] = true }
        if let constraint = machine.constraint, !constraint(state) {
            outside += 1
            return
        }
        if let maxDepth, depth >= maxDepth {
            depthCut += 1
            return
        }
        let stateStart = successors.states.count
        successors.beginExpansion()
        machine.expand(state, &successors)
        let start = successors.base, end = successors.actions.count
        if start == end {
            if settles { deadEnd(state, via: via, position: position) }
            return
        }
        if actionsLeft > 0 || machine.transientKinds != nil {
            var index = start
            while index < end {
                let action = successors.actions[index]
                if actionsLeft > 0, let declared = declaredActionIndex[action], !actionUsed[declared] {
                    actionUsed[declared] = true
                    actionsLeft -= 1
                }
                if let transient = machine.transientKinds {
                    for kind in transient(state, action) { kindReached[kind] = true }
                }
                index += 1
            }
        }
        for outcome in start..<end { order.append(Int32(truncatingIfNeeded: outcome)) }
        if seed != 0 {
            // Fisher-Yates over this expansion's outcomes: the search's own order of moves.
            var last = end - 1
            while last > start {
                let pick = start + Int(nextRandom() % UInt64(last - start + 1))
                order.swapAt(last, pick)
                last -= 1
            }
        }
        frames.append(BitstateFrame(
            state: state, outcomeStart: Int32(truncatingIfNeeded: start), outcomeEnd: Int32(truncatingIfNeeded: end),
            stateStart: Int32(truncatingIfNeeded: stateStart), via: via, viaPosition: position,
            depth: Int32(truncatingIfNeeded: depth)))
    }

    /// The trace of the stack, then of the state at `position` of outcome `via` of its top
    /// (or of `state` alone when it is initial).
    @usableFromInline
    func trace(to state: State, via: Int32, position: Int32) -> Trace {
        guard via >= 0, let root = frames.first else {
            return Trace(steps: [Trace.Step(action: nil, state: machine.stateName(state), stateIndex: -1)])
        }
        var steps = [Trace.Step(action: nil, state: machine.stateName(root.state), stateIndex: -1)]
        func append(outcome: Int, through last: Int) {
            let action = machine.actionName(successors.actions[outcome])
            let range = successors.bounds(outcome)
            for offset in 0...last {
                steps.append(Trace.Step(
                    action: action, state: machine.stateName(successors.states[range.lowerBound + offset]),
                    stateIndex: -1, continuesMove: offset > 0))
            }
        }
        for frame in frames.dropFirst() { append(outcome: Int(frame.via), through: Int(frame.viaPosition)) }
        append(outcome: Int(via), through: Int(position))
        return Trace(steps: steps)
    }

    @usableFromInline
    mutating func violated(_ offset: Int, state: State, via: Int32, position: Int32) {
        let invariant = machine.invariants[offset]
        if let explain = invariant.explain {
            guard let sentence = explain(state) else { return }
            if let known = found.faults[offset].firstIndex(where: { $0.sentence == sentence }) {
                found.faults[offset][known].count += 1
            } else {
                found.faults[offset].append((sentence, trace(to: state, via: via, position: position), 1))
            }
            return
        }
        if found.violations[offset] != nil {
            found.violations[offset]!.count += 1
        } else {
            found.violations[offset] = (trace(to: state, via: via, position: position), 1)
        }
    }

    @usableFromInline
    mutating func deadEnd(_ state: State, via: Int32, position: Int32) {
        if machine.finalStates.contains(state) || (machine.isFault?(state) ?? false) { return }
        if found.deadEnds.count < BitstateFindings.deadEndLimit {
            found.deadEnds.append(trace(to: state, via: via, position: position))
        } else {
            found.moreDeadEnds += 1
        }
    }

    /// What the search saw.
    @inlinable
    func summary(seconds: Double) -> BitstateSearchSummary {
        BitstateSearchSummary(
            seed: seed, states: states, transitions: transitions, depth: deepest, bitsSet: array.bitsSet,
            expectedOmissions: omissions, depthCut: depthCut, outsideConstraint: outside, seconds: seconds)
    }
}
