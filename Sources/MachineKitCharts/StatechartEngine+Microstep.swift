import MachineKitCore
extension StatechartEngine {
    /// Where a step is between microsteps: the active atomic states, every history memory
    /// that may still be read, the done events raised and not yet handled, and whether the
    /// eventless transitions were read since the last transition was taken (and none
    /// applied: guards read data only transitions change, so they are not read again).
    struct Micro: Hashable {
        var atoms: [Int32]
        var memory: HistoryMemory
        var queue: [Int32] = []
        var eventlessRead = false
        /// A top-level final state was entered: the machine is done.
        var done = false
        /// A compound state without an initial state that a microstep entered by default
        /// (-1: none): the step cannot go on.
        var missingInitial: Int32 = -1
    }

    /// What each history node remembers, by node: a few entries kept in ascending order of
    /// node (two memories are equal when they hold the same nodes with the same states, as
    /// dictionaries would be), so that copying, comparing and hashing one allocates nothing
    /// more than its arrays.
    ///
    /// The timers that fired since their nodes were entered are kept here too, each as the
    /// entry of node `-1 - timer` (ahead of every history node): a timer fires at most once
    /// per entry of its node (``StatechartEngine/timerNode``), and a step keeps no field
    /// more for it.
    struct HistoryMemory: Hashable {
        private var nodes: [Int32] = []
        private var remembered: [[Int32]] = []

        init() {}

        /// Whether `timer` fired since its node was entered.
        func hasFired(_ timer: Int32) -> Bool {
            nodes.first.map { $0 < 0 } == true && nodes.contains(-1 - timer)
        }

        /// Notes that `timer` fired.
        mutating func fire(_ timer: Int32) { self[-1 - timer] = [] }

        /// The timers that fired, descending.
        var firedTimers: [Int32] {
            guard nodes.first.map({ $0 < 0 }) == true else { return [] }
            return nodes.prefix { $0 < 0 }.map { -1 - $0 }
        }

        /// Forgets the timers for which `cancelled` holds (their nodes exited).
        mutating func cancelTimers(where cancelled: (Int32) -> Bool) {
            guard nodes.first.map({ $0 < 0 }) == true else { return }
            var index = 0
            while index < nodes.count, nodes[index] < 0 {
                if cancelled(-1 - nodes[index]) {
                    nodes.remove(at: index)
                    remembered.remove(at: index)
                } else {
                    index += 1
                }
            }
        }

        /// What `node` remembers; `nil` when it remembers nothing yet. Setting `nil` forgets.
        subscript(node: Int32) -> [Int32]? {
            get {
                for index in nodes.indices where nodes[index] == node { return remembered[index] }
                return nil
            }
            set {
                var index = 0
                while index < nodes.count, nodes[index] < node { index += 1 }
                let present = index < nodes.count && nodes[index] == node
                switch (newValue, present) {
                case (let value?, true): remembered[index] = value
                case (let value?, false):
                    nodes.insert(node, at: index)
                    remembered.insert(value, at: index)
                case (nil, true):
                    nodes.remove(at: index)
                    remembered.remove(at: index)
                case (nil, false): break
                }
            }
        }
    }

    // MARK: Selection

    /// Every way the transitions waiting for `key` can be chosen in `state`, each already
    /// cleared of conflicts; an empty choice means nothing is taken. Empty when nothing
    /// waits for `key` at all.
    ///
    /// Each active atomic state walks from itself up to the root; at each node its groups
    /// for `key` are met in document order. A group with an unguarded entry takes one of its
    /// entries and ends the walk; a guarded-only group takes one of its entries or none (the
    /// walk goes on). A group met by several walks makes one choice for all of them.
    func choices(in state: Micro, for key: Int32) -> [[Int32]] {
        // The groups each active atomic state's walk meets, in one list: walk w's are
        // walkGroups[walkStart[w]..<walkStart[w + 1]]. A walk that meets none chooses nothing
        // and is left out.
        var walkGroups: [Int32] = []
        var walkStart: [Int] = [0]
        let timed = hasTimers && key >= 0 && labelIsTimer[Int(key)]
        for atom in state.atoms {
            var node = atom
            while true {
                if !timed || waits(node, forDelay: key, in: state) { walkGroups += self.groups(of: node, for: key) }
                if node == root { break }
                node = parent[Int(node)]
            }
            if walkGroups.count > walkStart[walkStart.count - 1] { walkStart.append(walkGroups.count) }
        }
        guard !walkGroups.isEmpty else { return [] }
        let walks = walkStart.count - 1
        // The usual case: the first group of each walk always takes its one transition (a
        // group met by several walks chooses once). Then there is one choice, those
        // transitions in the order met.
        var chosen: [Int32] = []
        for walk in 0..<walks {
            let group = walkGroups[walkStart[walk]]
            let only = entries(of: group)
            guard groupUnguarded[Int(group)], only.count == 1 else {
                chosen = []
                break
            }
            if !chosen.contains(only[only.startIndex]) { chosen.append(only[only.startIndex]) }
        }
        let innermostFirst = (key == Self.eventless ? rules.eventlessSelection : rules.selection) == .innermostFirst
        if !chosen.isEmpty {
            return [resolveConflicts(innermostFirst ? keepingInnermost(chosen) : chosen, in: state)]
        }
        var found: [[Int32]] = []
        var assignment: [(group: Int32, entry: Int32)] = []
        func walk(_ index: Int, _ position: Int) {
            guard index < walks else {
                let resolved = resolveConflicts(innermostFirst ? keepingInnermost(chosen) : chosen, in: state)
                if !found.contains(resolved) { found.append(resolved) }
                return
            }
            let at = walkStart[index] + position
            guard at < walkStart[index + 1] else { return walk(index + 1, 0) }
            let group = walkGroups[at]
            if let made = assignment.first(where: { $0.group == group }) {
                return made.entry < 0 ? walk(index, position + 1) : walk(index + 1, 0)
            }
            for entry in entries(of: group) {
                assignment.append((group, entry))
                let added = !chosen.contains(entry)
                if added { chosen.append(entry) }
                walk(index + 1, 0)
                if added { chosen.removeLast() }
                assignment.removeLast()
            }
            if !groupUnguarded[Int(group)] {
                assignment.append((group, -1))
                walk(index, position + 1)
                assignment.removeLast()
            }
        }
        walk(0, 0)
        return found
    }

    /// `chosen` without each transition whose source lies above another's source: what
    /// ``Statechart/Rules/Selection/innermostFirst`` selects of the walks' transitions (a
    /// node's own transitions are consulted only when nothing below it was selected, and
    /// whatever lies below it was selected by a walk through it).
    func keepingInnermost(_ chosen: [Int32]) -> [Int32] {
        guard chosen.count > 1 else { return chosen }
        return chosen.filter { transition in
            !chosen.contains { isDescendant(source($0), of: source(transition)) }
        }
    }

    /// The transitions that can be taken together, SCXML's way: one whose exit set meets an
    /// earlier one's is dropped, unless its source lies below that one's source, which it
    /// then replaces.
    func resolveConflicts(_ chosen: [Int32], in state: Micro) -> [Int32] {
        guard chosen.count > 1 else { return chosen }
        var kept: [(transition: Int32, exits: [Int32])] = []
        for transition in chosen {
            let exits = exitSet(transition, in: state)
            var preempted = false
            var replaced: [Int] = []
            for (offset, other) in kept.enumerated() where meets(exits, other.exits) {
                if isDescendant(source(transition), of: source(other.transition)) {
                    replaced.append(offset)
                } else {
                    preempted = true
                    break
                }
            }
            if !preempted {
                for offset in replaced.reversed() { kept.remove(at: offset) }
                kept.append((transition, exits))
            }
        }
        return kept.map(\.transition)
    }

    private func meets(_ first: [Int32], _ second: [Int32]) -> Bool {
        var i = 0, j = 0
        while i < first.count, j < second.count {
            if first[i] == second[j] { return true }
            if first[i] < second[j] { i += 1 } else { j += 1 }
        }
        return false
    }

    func source(_ transition: Int32) -> Int32 { transitionSource[Int(transition)] }

    /// A transition's targets, as written (history nodes among them).
    func targets(of transition: Int32) -> ArraySlice<Int32> {
        transitionTargets[Int(transitionTargetStart[Int(transition)])..<Int(transitionTargetStart[Int(transition) + 1])]
    }

    // MARK: Exit and entry

    /// The states a transition enters in place of its history targets: what they remember,
    /// else their default targets.
    func effectiveTargets(_ targets: some Sequence<Int32>, memory: HistoryMemory) -> [Int32] {
        var result: [Int32] = []
        for target in targets {
            if isHistory(target) {
                if let remembered = memory[target], !remembered.isEmpty {
                    result += remembered
                } else {
                    result += effectiveTargets(initial[Int(target)], memory: memory)
                }
            } else {
                result.append(target)
            }
        }
        return result
    }

    /// The node whose active descendants a transition exits; `nil` for a targetless one.
    /// ``Statechart/Rules/domain`` decides. Known from the chart alone unless a target is a
    /// history node (``transitionDomain``).
    func domain(_ transition: Int32, memory: HistoryMemory) -> Int32? {
        let fixed = transitionDomain[Int(transition)]
        if fixed >= 0 { return fixed }
        if fixed == Self.targetless { return nil }
        let targets = effectiveTargets(targets(of: transition), memory: memory)
        return domains.domain(
            source: transitionSource[Int(transition)], targets: targets,
            isExternal: transitionExternal[Int(transition)])
    }

    /// The active nodes a transition exits (ascending).
    func exitSet(_ transition: Int32, in state: Micro) -> [Int32] {
        guard let domain = domain(transition, memory: state.memory) else { return [] }
        return activeNodes(below: domain, atoms: state.atoms)
    }

    /// The active nodes strictly below `ancestor` (ascending).
    func activeNodes(below ancestor: Int32, atoms: [Int32]) -> [Int32] {
        var result: [Int32] = []
        for atom in atoms where isDescendant(atom, of: ancestor) {
            var node = atom
            while node != ancestor {
                result.append(node)
                node = parent[Int(node)]
            }
        }
        result.sort()
        return result.uniquedSorted()
    }

    /// Whether `node` is active: it is, or lies above, an active atomic state.
    func isActive(_ node: Int32, atoms: [Int32]) -> Bool {
        var low = 0, high = atoms.count
        while low < high {
            let middle = (low + high) / 2
            if atoms[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low < atoms.count && atoms[low] < subtreeEnd[Int(node)]
    }

    /// Whether `node` is in a final state: a final state, a compound state whose active child
    /// is final, a parallel state whose regions all are.
    func isInFinalState(_ node: Int32, atoms: [Int32]) -> Bool {
        switch type[Int(node)] {
        case .final: return isActive(node, atoms: atoms)
        case .compound:
            return stateChildren[Int(node)].contains { type[Int($0)] == .final && isActive($0, atoms: atoms) }
        case .parallel:
            return stateChildren[Int(node)].allSatisfy { isInFinalState($0, atoms: atoms) }
        default: return false
        }
    }

    /// Whether the machine is done in a configuration of `atoms`: a top-level final state is
    /// active (every region is final, for a parallel root).
    func isDone(_ atoms: some Collection<Int32>) -> Bool {
        if type[Int(root)] == .parallel { return isInFinalState(root, atoms: Array(atoms)) }
        return atoms.contains { parent[Int($0)] == root && type[Int($0)] == .final }
    }

    /// The nodes entering `transitions` enters (ascending; never the root), SCXML's
    /// `computeEntrySet`: targets with their initial descendants, ancestors up to each
    /// transition's domain, every region of a parallel state entered.
    func entrySet(_ transitions: [Int32], memory: HistoryMemory) -> (nodes: [Int32], missingInitial: Int32) {
        var entry = EntrySet(engine: self, memory: memory)
        for transition in transitions {
            let source = transitionSource[Int(transition)]
            let targets = targets(of: transition)
            let domain = domain(transition, memory: memory)
            for target in targets {
                // A transition to its own node that stays inside it (XState's internal
                // self-transition: source, target and domain one node) does not enter the node
                // itself, only what lies below it (XState v5 `computeEntrySet`).
                let staysInside = target == source && domain == source
                entry.addDescendants(target, includingItself: !staysInside)
            }
            guard let domain else { continue }
            for target in effectiveTargets(targets, memory: memory) {
                entry.addAncestors(target, upTo: domain)
            }
            // Every active descendant of the domain was exited: a parallel domain enters its
            // other regions again.
            if rules.refillsParallelDomain, type[Int(domain)] == .parallel { entry.fillRegions(of: domain) }
        }
        return (entry.nodes.filter { $0 != root }, entry.missingInitial)
    }

    /// The nodes entering the machine enters.
    func initialEntrySet() -> (nodes: [Int32], missingInitial: Int32) {
        var entry = EntrySet(engine: self, memory: HistoryMemory())
        entry.addDescendants(root)
        return (entry.nodes.filter { $0 != root }, entry.missingInitial)
    }

    // MARK: Microstep

    /// Takes `transitions` together: exits their exit sets (recording history), enters their
    /// entry sets, and raises the done events of the final states entered.
    func microstep(_ state: Micro, _ transitions: [Int32]) -> Micro {
        var exits: [Int32]
        if transitions.count == 1 {
            exits = exitSet(transitions[0], in: state)
        } else {
            exits = []
            for transition in transitions { exits += exitSet(transition, in: state) }
            exits.sort()
            exits = exits.uniquedSorted()
        }
        var memory = state.memory
        for node in exits {
            for history in historyChildren[Int(node)] {
                memory[history] =
                    isDeepHistory(history)
                    ? state.atoms.filter { isDescendant($0, of: node) }
                    : stateChildren[Int(node)].filter { isActive($0, atoms: state.atoms) }
            }
        }
        var atoms = state.atoms.filter { exits.binarySearch($0) == nil }
        let remaining = atoms
        let (entered, missingInitial) = entrySet(transitions, memory: memory)
        for node in entered where isLeaf(node) && remaining.binarySearch(node) == nil { atoms.append(node) }
        atoms.sort()
        var next = Micro(atoms: atoms, memory: memory, queue: state.queue)
        next.missingInitial = missingInitial
        // A node's exit cancels its timers; entering it again schedules them afresh.
        if hasTimers { next.memory.cancelTimers { exits.binarySearch(self.timerNode[Int($0)]) != nil } }
        if entered.contains(where: { type[Int($0)] == .final }) {
            raiseDoneEvents(entering: entered.filter { remaining.binarySearch($0) == nil }, remaining: remaining, in: &next)
        }
        assertLegal(next, from: state, taking: transitions)
        return next
    }

    /// The first configuration: the root entered (its initial states, or every region).
    func initialMicro() -> Micro {
        let (entered, missingInitial) = initialEntrySet()
        var state = Micro(atoms: entered.filter(isLeaf), memory: HistoryMemory())
        state.missingInitial = missingInitial
        raiseDoneEvents(entering: entered, remaining: [], in: &state)
        assertLegal(state)
        return state
    }

    /// Queues the done events that entering `entered` (ascending: entry order) raises, by
    /// ``Statechart/Rules/doneEvents``; entering a top-level final state (every region's, for
    /// a parallel root) ends the machine. `remaining` are the atomic states that stayed.
    private func raiseDoneEvents(entering entered: [Int32], remaining: [Int32], in state: inout Micro) {
        guard entered.contains(where: { type[Int($0)] == .final }) else { return }
        // The atomic states active so far: those that stayed, then each entered one in turn
        // (SCXML and XState v5 add a state to the configuration as they enter it).
        let growing = rules.doneEvents != .parentAndParallelGrandparentAfterMicrostep
        var active = growing ? remaining : state.atoms
        var completed: [Int32] = []
        for node in entered {
            if growing, isLeaf(node), active.binarySearch(node) == nil {
                let at = active.firstIndex { $0 > node } ?? active.endIndex
                active.insert(node, at: at)
            }
            guard type[Int(node)] == .final else { continue }
            let owner = parent[Int(node)]
            switch rules.doneEvents {
            case .parentAndParallelGrandparent, .parentAndParallelGrandparentAfterMicrostep:
                if owner == root {
                    if type[Int(root)] == .compound || isInFinalState(root, atoms: active) { state.done = true }
                    continue
                }
                state.queue.append(owner)
                let grandparent = parent[Int(owner)]
                if grandparent >= 0, type[Int(grandparent)] == .parallel, isInFinalState(grandparent, atoms: active) {
                    if grandparent == root { state.done = true } else { state.queue.append(grandparent) }
                }
            case .walkUpParallelAncestors:
                if type[Int(owner)] == .compound {
                    if owner == root {
                        state.done = true
                        continue
                    }
                    state.queue.append(owner)
                }
                var marker = type[Int(owner)] == .parallel ? owner : parent[Int(owner)]
                while marker >= 0, type[Int(marker)] == .parallel, !completed.contains(marker),
                    isInFinalState(marker, atoms: active)
                {
                    completed.append(marker)
                    if marker != root { state.queue.append(marker) }
                    marker = parent[Int(marker)]
                }
                if marker < 0 { state.done = true }
            }
        }
        if state.done {
            state.memory = HistoryMemory()
            state.queue = []
        }
    }

    // MARK: Legality

    /// Whether a configuration of `atoms` is one a statechart can be in: every active
    /// compound state has exactly one active child, every active parallel state all of its
    /// regions, and every active state's parent is active (the root always is). `nil` when
    /// it is; else what is wrong.
    func legalityProblem(_ atoms: [Int32]) -> String? {
        guard !atoms.isEmpty else { return "no state is active" }
        for (offset, atom) in atoms.enumerated() {
            if offset > 0, atoms[offset - 1] >= atom { return "active atomic states out of order" }
            if !isLeaf(atom) { return "'\(chart.nodes[Int(atom)].name)' is listed as atomic but is not" }
        }
        // Walk every active node: from each atom up to the root, the active set, and how many
        // active children each active node has (in time of the active set, not of the chart's
        // children: a region of 1,000 states costs what a region of two does).
        var active = Set<Int32>([root])
        var activeChildren: [Int32: Int] = [:]
        for atom in atoms {
            var node = atom
            while node != root, active.insert(node).inserted {
                activeChildren[parent[Int(node)], default: 0] += 1
                node = parent[Int(node)]
            }
        }
        for node in active {
            let count = activeChildren[node, default: 0]
            switch type[Int(node)] {
            case .compound:
                if count != 1 {
                    return "compound state '\(node == root ? chart.name : chart.nodes[Int(node)].name)' has \(count) active children"
                }
            case .parallel:
                if count != stateChildren[Int(node)].count, let region = stateChildren[Int(node)].first(where: { !active.contains($0) }) {
                    return
                        "parallel state '\(node == root ? chart.name : chart.nodes[Int(node)].name)' has region '\(chart.nodes[Int(region)].name)' inactive"
                }
            default:
                break
            }
        }
        return nil
    }

    /// Checks a configuration the machine keeps (a step's outcome, met for the first time),
    /// in every build: a violation stops the process with an internal error naming the chart
    /// and the step, never a verdict that holds a configuration no chart can be in. Once per
    /// new configuration, so its cost is the check's alone (no step is taken again).
    func checkKept(_ configuration: Statechart.Configuration, from source: Statechart.Configuration?, label: Int32) {
        let atoms = Array(configuration.atoms)
        guard !isDone(atoms), let problem = legalityProblem(atoms) else { return }
        let names = { (atoms: [Int32]) in atoms.map { self.chart.nodes[Int($0)].name }.joined(separator: " + ") }
        let step =
            source.map { "the step '\(label >= 0 && Int(label) < labels.count ? labels[Int(label)] : "?")' from \(names(Array($0.atoms)))" }
            ?? "the initial step"
        preconditionFailure(
            "internal error: statechart '\(chart.name)' (\(chart.file)): \(step) gave an illegal configuration: \(problem) (\(names(atoms)))"
        )
    }

    /// Checks the configuration after a microstep, in the style of swift-collections'
    /// `_checkInvariants`: in debug builds (every test run) and in builds with
    /// `-D STATECHART_INVARIANTS` (the fuzzing harness, `make fuzz`). A violation stops the
    /// process with an internal error naming the chart and the step, never a verdict. A step
    /// that entered a compound state without an initial state is bad input instead (see
    /// ``Micro/missingInitial``).
    @inline(__always)
    func assertLegal(_ state: Micro, from before: Micro? = nil, taking transitions: [Int32] = []) {
        #if DEBUG || STATECHART_INVARIANTS
            guard state.missingInitial < 0, !state.done else { return }
            if let problem = legalityProblem(state.atoms) {
                let names = { (atoms: [Int32]) in atoms.map { self.chart.nodes[Int($0)].name }.joined(separator: " + ") }
                let taken = transitions.map { "line \(chart.transitions[Int($0)].line)" }.joined(separator: ", ")
                preconditionFailure(
                    "internal error: statechart '\(chart.name)' (\(chart.file)): a microstep gave an illegal configuration: \(problem) (from \(before.map { names($0.atoms) } ?? "the start") taking \(taken.isEmpty ? "nothing" : taken) to \(names(state.atoms)))"
                )
            }
        #endif
    }
}

/// The nodes a microstep enters, collected the way SCXML's `addDescendantStatesToEnter` and
/// `addAncestorStatesToEnter` do.
private struct EntrySet {
    let engine: StatechartEngine
    let memory: StatechartEngine.HistoryMemory
    /// Ascending.
    private(set) var nodes: [Int32] = []
    /// A compound state without an initial state entered by default (-1: none).
    private(set) var missingInitial: Int32 = -1

    init(engine: StatechartEngine, memory: StatechartEngine.HistoryMemory) {
        self.engine = engine
        self.memory = memory
    }

    private mutating func insert(_ node: Int32) {
        var low = 0, high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle] < node { low = middle + 1 } else { high = middle }
        }
        if low == nodes.count || nodes[low] != node { nodes.insert(node, at: low) }
    }

    private func hasNodeBelow(_ node: Int32) -> Bool {
        nodes.contains { engine.isDescendant($0, of: node) }
    }

    mutating func addDescendants(_ node: Int32, includingItself: Bool = true) {
        if engine.isHistory(node) {
            let remembered = memory[node].flatMap { $0.isEmpty ? nil : $0 } ?? engine.initial[Int(node)]
            let owner = engine.parent[Int(node)]
            for target in remembered { addDescendants(target) }
            for target in remembered { addAncestors(target, upTo: owner) }
            return
        }
        if includingItself { insert(node) }
        switch engine.type[Int(node)] {
        case .compound:
            if engine.initial[Int(node)].isEmpty, missingInitial < 0 { missingInitial = node }
            for target in engine.initial[Int(node)] { addDescendants(target) }
            for target in engine.initial[Int(node)] { addAncestors(target, upTo: node) }
        case .parallel:
            for region in engine.stateChildren[Int(node)] where !hasNodeBelow(region) {
                addDescendants(region)
            }
        default:
            break
        }
    }

    /// Enters every region of `node` (a parallel state) that nothing entered holds.
    mutating func fillRegions(of node: Int32) {
        for region in engine.stateChildren[Int(node)] where !nodes.contains(region) && !hasNodeBelow(region) {
            addDescendants(region)
        }
    }

    mutating func addAncestors(_ node: Int32, upTo ancestor: Int32) {
        // A transition to its own node (XState) enters no ancestor.
        guard node != ancestor else { return }
        var current = engine.parent[Int(node)]
        while current >= 0, current != ancestor, current != engine.root {
            insert(current)
            if engine.type[Int(current)] == .parallel {
                for region in engine.stateChildren[Int(current)] where !hasNodeBelow(region) {
                    addDescendants(region)
                }
            }
            current = engine.parent[Int(current)]
        }
    }
}

extension Array where Element == Int32 {
    /// The array without repeats. - Precondition: sorted.
    func uniquedSorted() -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(count)
        for value in self where result.last != value { result.append(value) }
        return result
    }

    /// The position of `value`. - Precondition: sorted.
    func binarySearch(_ value: Int32) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value ? low : nil
    }
}
