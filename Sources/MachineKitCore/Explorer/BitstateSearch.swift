/// A state on the stack of a bit-state search, and how far its moves have been tried. Its
/// moves are not kept: they are asked of the machine again when the search comes back to it
/// (as SPIN keeps a state and the number of its next transition), so a frame is the state
/// and 16 bytes.
@usableFromInline
struct BitstateFrame<State> {
    @usableFromInline var state: State
    /// The next of its outcomes to try, in the search's order for it.
    @usableFromInline var cursor: Int32
    /// The next state of that outcome's sequence.
    @usableFromInline var position: Int32
    /// Actions from an initial state.
    @usableFromInline var depth: Int32
    /// Picks the order its outcomes are tried in (drawn when it was pushed, so that the order
    /// is the same every time its moves are asked again, and in every process).
    @usableFromInline var shuffle: UInt32

    @inlinable
    init(state: State, depth: Int32, shuffle: UInt32) {
        self.state = state
        self.cursor = 0
        self.position = 0
        self.depth = depth
        self.shuffle = shuffle
    }
}

/// The moves of a frame as the search tries them: its expansion, the order of its outcomes,
/// and the hash of each state.
/// A class, so that the search works on one in place (a struct in an array would be
/// copied when read beside a write to the search).
@usableFromInline
final class LoadedExpansion<State, Action> {
    // One owner reads and writes these; checking each access at run time would cost more
    // than the access.
    @exclusivity(unchecked) @usableFromInline var successors = Successors<State, Action>()
    @exclusivity(unchecked) @usableFromInline var order: [Int32] = []
    @exclusivity(unchecked) @usableFromInline var prints: [UInt64] = []
    /// The frame (its place on the stack) whose moves these are; -1 for none.
    @exclusivity(unchecked) @usableFromInline var owner = -1

    @inlinable init() {}
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
/// as the trace. Memory is the bit array and the stack (a state and 16 bytes per state on
/// the way from an initial state), nothing per state stored.
@usableFromInline
struct BitstateSearch<State: Hashable & Sendable, Action: Hashable & Sendable> {
    @usableFromInline let machine: Machine<State, Action>
    /// The kinds a step passes through (``MachineTraits/kindsPassed``).
    @usableFromInline let kindsPassed: (@Sendable (State, Action) -> [Int])?
    @usableFromInline let seed: UInt64
    @usableFromInline let maxDepth: Int?
    @usableFromInline var array: HashArray
    @usableFromInline let hasher = StateHasher<State>()
    /// The expansions of the frames pushed last, frame `n` in slot `n % slots.count`: coming
    /// back to a frame finds its moves there unless a frame `slots.count` deeper took the slot.
    @usableFromInline let slots: [LoadedExpansion<State, Action>] = (0..<16).map { _ in LoadedExpansion() }
    /// Where a new state is expanded before it is known to go on the stack.
    @usableFromInline var scratch = Successors<State, Action>()
    @usableFromInline let frames = FrameStack<BitstateFrame<State>>()
    /// SplitMix64's state, for the frames' orders.
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
        self.kindsPassed = machine.traits.kindsPassed
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
        for kind in machine.traits.initialKindsPassed where kind < kindReached.count { kindReached[kind] = true }
    }

    /// The order a search tries the `count` outcomes of a frame in: the machine's with seed
    /// 0, else a shuffle picked by the frame's `shuffle`.
    @inlinable
    static func makeOrder(_ order: inout [Int32], count: Int, shuffle: UInt32, seed: UInt64, seedMix: UInt64) {
        order.removeAll(keepingCapacity: true)
        for outcome in 0..<count { order.append(Int32(truncatingIfNeeded: outcome)) }
        guard seed != 0, count > 1 else { return }
        // Fisher-Yates, drawing from a 64-bit LCG started at a mix of the frame's number; a
        // draw below `last + 1` is the high word of a product (no division).
        var random = HashArray.mix(UInt64(shuffle) ^ seedMix)
        order.withUnsafeMutableBufferPointer { order in
            var last = count - 1
            while last > 0 {
                random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let pick = Int(truncatingIfNeeded: UInt64(last + 1).multipliedFullWidth(by: random).high)
                order.swapAt(last, pick)
                last -= 1
            }
        }
    }

    /// Searches from every initial state.
    @inlinable
    mutating func run() {
        for initial in machine.initialStates {
            visit(initial, hash: hasher.hash(initial), depth: 0, settles: true)
            drain()
        }
    }

    /// Tries the moves of the states on the stack until it is empty.
    @inlinable
    mutating func drain() {
        while !frames.isEmpty {
            let top = frames.count - 1
            let loaded = slots[top & (slots.count - 1)]
            let frame = frames[top]
            if loaded.owner != top {
                // Back at a state whose moves were dropped: ask them again.
                loaded.successors.removeAll()
                machine.expand(frame.state, &loaded.successors)
                load(loaded, owner: top, shuffle: frame.shuffle)
            }
            if Int(frame.cursor) == loaded.order.count {
                frames.removeLast()
                continue
            }
            let outcome = Int(loaded.order[Int(frame.cursor)])
            let range = loaded.successors.bounds(outcome)
            let position = Int(frame.position)
            let stored = frames.pointer(top)
            if position + 1 < range.count {
                stored.pointee.position += 1
            } else {
                stored.pointee.cursor += 1
                stored.pointee.position = 0
            }
            transitions += 1
            visit(
                loaded.successors.states[range.lowerBound + position], hash: loaded.prints[range.lowerBound + position],
                depth: Int(frame.depth) + position + 1, settles: position + 1 == range.count)
        }
    }

    /// Meets a state: initial, or the one the top frame's last step reached.
    @inlinable
    mutating func visit(_ state: State, hash: UInt64, depth: Int, settles: Bool) {
        let chance = array.falsePositiveChance
        if array.testAndSet(hash) { return }
        omissions += chance
        states += 1
        if depth > deepest { deepest = depth }
        for offset in machine.invariants.indices where !machine.invariants[offset].holds(state) {
            violated(offset, state: state)
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
        scratch.removeAll()
        machine.expand(state, &scratch)
        if scratch.isEmpty {
            if settles { deadEnd(state) }
            return
        }
        if actionsLeft > 0 || kindsPassed != nil {
            for index in 0..<scratch.count {
                let action = scratch.action(index)
                if actionsLeft > 0, let declared = declaredActionIndex[action], !actionUsed[declared] {
                    actionUsed[declared] = true
                    actionsLeft -= 1
                }
                if let transient = kindsPassed {
                    for kind in transient(state, action) { kindReached[kind] = true }
                }
            }
        }
        // The new state goes on the stack with its expansion loaded; its parent's is dropped.
        let loaded = slots[frames.count & (slots.count - 1)]
        swap(&loaded.successors, &scratch)
        random &+= 0x9E37_79B9_7F4A_7C15
        let shuffle = UInt32(truncatingIfNeeded: HashArray.mix(random))
        load(loaded, owner: frames.count, shuffle: shuffle)
        frames.append(BitstateFrame(state: state, depth: Int32(truncatingIfNeeded: depth), shuffle: shuffle))
    }

    /// Makes the expansion in `slot` frame `owner`'s: its order, and its states' hashes, whose
    /// words in the array start loading now (the search tests them one by one as it goes).
    @inlinable
    func load(_ loaded: LoadedExpansion<State, Action>, owner: Int, shuffle: UInt32) {
        Self.makeOrder(&loaded.order, count: loaded.successors.count, shuffle: shuffle, seed: seed, seedMix: array.seedMix)
        loaded.prints.removeAll(keepingCapacity: true)
        let states = loaded.successors.states
        for index in states.indices {
            let hash = hasher.hash(states[index])
            array.prefetch(hash)
            loaded.prints.append(hash)
        }
        loaded.owner = owner
    }

    /// The step of `frame` tried last: the outcome (an index in `buffer`) and where in its
    /// sequence, with `buffer` and `order` its expansion and order.
    @usableFromInline
    func lastStep(of frame: BitstateFrame<State>, buffer: Successors<State, Action>, order: [Int32]) -> (outcome: Int, position: Int) {
        if frame.position > 0 { return (Int(order[Int(frame.cursor)]), Int(frame.position) - 1) }
        let outcome = Int(order[Int(frame.cursor) - 1])
        return (outcome, buffer.bounds(outcome).count - 1)
    }

    /// The trace of the stack to the state the top frame's last step reached (or of `state`
    /// alone when the stack is empty: an initial state). Asks each frame's moves again.
    @usableFromInline
    func trace(to state: State) -> Trace {
        guard !frames.isEmpty else {
            return Trace(steps: [Trace.Step(action: nil, state: machine.stateName(state), stateIndex: -1)])
        }
        var steps = [Trace.Step(action: nil, state: machine.stateName(frames[0].state), stateIndex: -1)]
        var buffer = Successors<State, Action>()
        var order: [Int32] = []
        for index in 0..<frames.count {
            let frame = frames[index]
            buffer.removeAll()
            machine.expand(frame.state, &buffer)
            Self.makeOrder(&order, count: buffer.count, shuffle: frame.shuffle, seed: seed, seedMix: array.seedMix)
            let (outcome, last) = lastStep(of: frame, buffer: buffer, order: order)
            let action = machine.actionName(buffer.actions[outcome])
            let range = buffer.bounds(outcome)
            for offset in 0...last {
                steps.append(
                    Trace.Step(
                        action: action, state: machine.stateName(buffer.states[range.lowerBound + offset]),
                        stateIndex: -1, continuesMove: offset > 0))
            }
        }
        return Trace(steps: steps)
    }

    @usableFromInline
    mutating func violated(_ offset: Int, state: State) {
        let invariant = machine.invariants[offset]
        if let explain = invariant.explain {
            guard let sentence = explain(state) else { return }
            if let known = found.faults[offset].firstIndex(where: { $0.sentence == sentence }) {
                found.faults[offset][known].count += 1
            } else {
                found.faults[offset].append((sentence, trace(to: state), 1))
            }
            return
        }
        if found.violations[offset] != nil {
            found.violations[offset]!.count += 1
        } else {
            found.violations[offset] = (trace(to: state), 1)
        }
    }

    @usableFromInline
    mutating func deadEnd(_ state: State) {
        if machine.finalStates.contains(state) || (machine.traits.isFault?(state) ?? false) { return }
        if found.deadEnds.count < BitstateFindings.deadEndLimit {
            found.deadEnds.append(trace(to: state))
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
