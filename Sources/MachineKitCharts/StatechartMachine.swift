import MachineKitCore
import Foundation

/// The machine a statechart describes: configurations as states, the chart's events as
/// actions, one move per place a step can settle.
enum StatechartMachine {
    /// Builds the machine; a step that can never settle (in the initial step, or in a
    /// configuration reachable from it) is bad input.
    ///
    /// Charts whose configurations are all one atomic state and whose steps are one microstep
    /// (no parallel state, no history that is targeted, no eventless transition, no done
    /// handler) have their moves computed at once for every atomic state, into flat arrays;
    /// the others compute a configuration's moves when the explorer first asks, and keep them
    /// (see ``StatechartMemo``). `precomputed: false` forces the second way, for tests that
    /// compare the two.
    static func make(_ chart: Statechart, precomputed: Bool = true) throws(SpecError) -> Machine<Statechart.Configuration, String> {
        if let problem = chart.structureProblem() {
            throw SpecError(file: chart.file, message: "not a well-formed statechart: \(problem)")
        }
        let engine = StatechartEngine(chart)
        // Steps that never settle are looked for where exploring can meet them: in the
        // initial step and in every reachable configuration (``checkSteps``). A loop no event
        // path reaches changes no verdict, as in the W3C algorithm and Qt's engine.
        let start = engine.initialStep()
        if let missing = start.missingInitial { throw missingInitial(missing, engine) }
        if let loop = start.loop { throw neverSettles(loop, engine) }
        guard !start.outcomes.isEmpty else {
            throw SpecError(file: chart.file, line: chart.nodes[0].line, message: "the initial step never settles")
        }
        let simple = precomputed && engine.isSimple
        let memo = StatechartMemo(countsEveryConfiguration: engine.hasTimers)
        for configuration in start.outcomes { memo.record(configuration, engine: engine) }
        if engine.hasEventless || engine.hasDoneHandlers || engine.hasCompoundWithoutInitial {
            try checkSteps(from: start.outcomes, engine: engine, memo: memo)
        }
        let shared = Shared(engine: engine, memo: memo)
        var machine: Machine<Statechart.Configuration, String>
        if simple {
            machine = simpleMachine(engine, initial: start.outcomes)
        } else {
            let labels = engine.labels
            machine = Machine(chart.name, initialStates: start.outcomes) { configuration, next in
                for (label, outcome) in memo.expansion(of: configuration, engine: engine).moves {
                    next.add(labels[Int(label)], outcome)
                }
            }
            machine.recordsMoves = true
            let kindOfNode = shared.kindOfNode
            machine.traits.kindsPassed = { configuration, action in
                guard let label = engine.labelIndex[action] else { return [] }
                guard let atoms = memo.passedThrough(configuration, label: label, engine: engine) else { return [] }
                return atoms.map { kindOfNode[Int($0)] }
            }
            machine.traits.initialKindsPassed = start.passedThrough.map { kindOfNode[Int($0)] }
        }
        machine.kinds = shared.kindTable(covering: engine.type.contains(.parallel))
        machine.stateName = { shared.name(of: $0) }
        machine.traits.fullStateName = { shared.fullName(of: $0) }
        machine.actionUniverse = .declared(engine.labels)
        var lines: [String: Int] = [:]
        lines.reserveCapacity(chart.nodes.count)
        for offset in chart.nodes.indices.dropFirst() {
            lines[VisibleText.shortened(chart.nodes[offset].name)] = chart.nodes[offset].line
        }
        // Each event's line: the first transition that waits for it.
        var actionLines: [String: Int] = [:]
        // A list of events met lately adds no label (the reader keeps each list once, so the
        // comparison is mostly of one buffer with itself).
        var recent: [[Statechart.EventDescriptor]] = []
        for index in chart.transitions.indices {
            let events = chart.transitions[index].events
            if recent.contains(where: { $0 == events }) { continue }
            if recent.count == 8 { recent.removeFirst() }
            recent.append(events)
            for event in events {
                let label = chart.label(of: event)
                if actionLines[label] == nil { actionLines[label] = chart.transitions[index].line }
            }
        }
        machine.origin = .file(chart.file, lines: lines, actionLines: actionLines)
        machine.origin.dialect = chart.dialect.name
        machine.traits.declaration = Declaration(LazyChart(chart))
        machine.traits.nameIsWholeState = true
        if engine.declaresFinalStates {
            if simple {
                let done = engine.type.indices.map { engine.isDone([Int32($0)]) }
                machine = machine.final(where: { done[Int($0.firstAtom)] })
            } else {
                machine = machine.final(where: { engine.isDone($0.atoms) })
            }
        }
        return machine
    }

    /// How many configurations ``checkSteps(from:engine:memo:)`` visits at most: the
    /// explorer's own default bound, so that every configuration an exploration can reach
    /// has had its steps checked.
    static let checkedConfigurations = 1_000_000

    /// Looks for steps that never settle, or that enter a compound state without an initial
    /// state by default, in every configuration reachable from `start` (a loop can depend on
    /// history memory or on other regions). The moves found are kept in `memo` (up to its
    /// capacity), so exploring afterwards computes most of them not again.
    private static func checkSteps(
        from start: [Statechart.Configuration], engine: StatechartEngine, memo: StatechartMemo
    ) throws(SpecError) {
        // Configurations by the memo's numbers: each is hashed once, when first met.
        var seen: [Bool] = []
        var queue: [Int32] = []
        func visit(_ number: Int32) {
            if Int(number) >= seen.count { seen += repeatElement(false, count: Int(number) + 1 - seen.count) }
            guard !seen[Int(number)] else { return }
            seen[Int(number)] = true
            queue.append(number)
        }
        for configuration in start { visit(memo.numbering(configuration)) }
        var next = 0
        while next < queue.count, next < checkedConfigurations {
            let found = memo.outcomeNumbers(of: memo.configuration(numbered: queue[next]), engine: engine)
            next += 1
            if let missing = found.missingInitial { throw missingInitial(missing, engine) }
            if let loop = found.loop { throw neverSettles(loop, engine) }
            for number in found.outcomes { visit(number) }
        }
    }

    private static func missingInitial(_ missing: (state: Int32, via: Int32), _ engine: StatechartEngine) -> SpecError {
        let node = engine.chart.nodes[Int(missing.state)]
        if missing.via >= 0 {
            let written = engine.chart.transitions[Int(missing.via)]
            return SpecError(
                file: engine.chart.file, line: written.line, state: engine.chart.messageName(written.source),
                message:
                    "compound state '\(node.name)' (line \(node.line)) has no 'initial' child, and this transition enters it by default: give it one, or target one of its children"
            )
        }
        return SpecError(
            file: engine.chart.file, line: node.line, state: node.name,
            message: "compound state has no 'initial' child, and the machine's start enters it by default: give it one")
    }

    private static func neverSettles(_ transition: Int32, _ engine: StatechartEngine) -> SpecError {
        let written = engine.chart.transitions[Int(transition)]
        return SpecError(
            file: engine.chart.file, line: written.line, state: engine.chart.messageName(written.source),
            message:
                "eventless transitions never settle: this transition closes a loop (of eventless transitions or done events) that no guard can leave"
        )
    }

    /// A chart whose configurations are single atomic states: every move of every atomic
    /// state in flat arrays, the moves of atomic state `k` at `start[k]..<start[k + 1]`.
    private static func simpleMachine(
        _ engine: StatechartEngine, initial: [Statechart.Configuration]
    ) -> Machine<Statechart.Configuration, String> {
        let count = engine.type.count
        var start: [Int32] = [0]
        var labelOf: [Int32] = []
        var targetOf: [Int32] = []
        start.reserveCapacity(count + 1)
        for node in 0..<Int32(count) {
            if engine.isLeaf(node), !engine.isDone([node]) {
                for label in engine.labelsHandled(by: [node]) {
                    let first = targetOf.count
                    for target in engine.simpleOutcomes(of: node, for: label) where !targetOf[first...].contains(target) {
                        labelOf.append(label)
                        targetOf.append(target)
                    }
                }
            }
            start.append(Int32(targetOf.count))
        }
        let labels = engine.labels, starts = start, moveLabels = labelOf, moveTargets = targetOf
        return Machine(engine.chart.name, initialStates: initial) { configuration, next in
            let atom = Int(configuration.firstAtom)
            for move in Int(starts[atom])..<Int(starts[atom + 1]) {
                next.add(labels[Int(moveLabels[move])], Statechart.Configuration(atom: moveTargets[move]))
            }
        }
    }

    /// What the machine's closures share: names, kinds, and the memo of the configurations
    /// produced.
    final class Shared: Sendable {
        let engine: StatechartEngine
        let memo: StatechartMemo
        /// Each node's kind (its index among the declared states); -1 for the root and
        /// history nodes.
        let kindOfNode: [Int]

        init(engine: StatechartEngine, memo: StatechartMemo) {
            self.engine = engine
            self.memo = memo
            var kind = -1
            let type = engine.type
            kindOfNode = type.indices.map { offset in
                guard offset != Statechart.root, type[offset].isState else { return -1 }
                kind += 1
                return kind
            }
        }

        func kindTable(covering: Bool) -> KindTable<Statechart.Configuration> {
            let nodes = engine.chart.nodes
            let kindOfNode = self.kindOfNode
            var names: [String] = [], parents: [Int?] = [], labels: [String] = []
            for offset in nodes.indices where kindOfNode[offset] >= 0 {
                names.append(VisibleText.shortened(nodes[offset].name))
                labels.append(VisibleText.shortened(nodes[offset].label))
                parents.append(nodes[offset].parent.flatMap { kindOfNode[$0] >= 0 ? kindOfNode[$0] : nil })
            }
            if covering {
                return KindTable(names: names, parents: parents, labels: labels) { configuration in
                    configuration.atoms.map { kindOfNode[Int($0)] }
                }
            }
            return KindTable(names: names, parents: parents, labels: labels) { configuration in
                kindOfNode[Int(configuration.firstAtom)]
            }
        }

        /// A configuration's name: the full names of its atomic states joined by ` + `, and
        /// the memory it carries (` [h: H=REMEMBERED; ...]`) when another configuration the
        /// machine produced has the same atomic states.
        /// A name longer than ``VisibleText/printedNameBytes`` is shortened with a digest.
        func name(of configuration: Statechart.Configuration) -> String {
            VisibleText.shortened(fullName(of: configuration))
        }

        /// The name before it is shortened.
        func fullName(of configuration: Statechart.Configuration) -> String {
            let nodes = engine.chart.nodes
            if configuration.packed.isEmpty { return nodes[Int(configuration.atom)].name }
            var name = configuration.atoms.map { nodes[Int($0)].name }.joined(separator: " + ")
            if configuration.hasMemory, memo.hasTwin(configuration) {
                let packed = configuration.packedMemory
                let entries = packed.filter { $0.node >= 0 }.map { history, remembered in
                    nodes[Int(history)].name + "="
                        + (remembered.isEmpty ? "none" : remembered.map { nodes[Int($0)].name }.joined(separator: " + "))
                }
                if !entries.isEmpty { name += " [h: " + entries.joined(separator: "; ") + "]" }
                // Timers that fired since their nodes were entered, in document order.
                let fired = packed.filter { $0.node < 0 }.map { -1 - $0.node }.sorted().map { timer in
                    let node = Int(engine.timerNode[Int(timer)])
                    let label = engine.labels[Int(engine.timerLabel[Int(timer)])]
                    return node == Int(engine.root) ? label : label + " of " + nodes[node].name
                }
                if !fired.isEmpty { name += " [fired: " + fired.joined(separator: "; ") + "]" }
            }
            return name
        }
    }
}

/// The moves of each configuration a statechart machine was asked about, and the memories
/// seen with each set of atomic states. Shared by every copy of the machine (a class):
/// `@unchecked Sendable`, every field is read and written with `lock` held.
///
/// The explorer asks for a configuration's moves several times (checking steps at load,
/// exploring, then for the states a step passes through); the moves of up to ``capacity``
/// configurations are kept, compactly: each configuration met is kept once and numbered, a
/// move is its label and its outcome's number, and the lists of states a step passes through
/// are kept once each. Names read the memories: a configuration's memory is shown only
/// where another configuration produced has the same atomic states, which is known once
/// exploration is over.
final class StatechartMemo: @unchecked Sendable {
    /// How many configurations' moves are kept: the explorer's own default bound.
    static let capacity = 1_000_000
    private let lock = NSLock()

    /// Where a configuration's moves are kept.
    private struct Kept {
        var moves: Int32
        var moveCount: Int32
        var passed: Int32
        var passedCount: Int32
        var loop: Int32
        var missingState: Int32
        var missingVia: Int32
    }

    private var kept: [Statechart.Configuration: Kept] = [:]
    /// Every outcome met, numbered.
    private var numbers: [Statechart.Configuration: Int32] = [:]
    private var outcomes: [Statechart.Configuration] = []
    /// Moves: a label and an outcome's number.
    private var moveLabels: [Int32] = []
    private var moveOutcomes: [Int32] = []
    /// The states each label's step passes through: a label and a list's number.
    private var passedLabels: [Int32] = []
    private var passedLists: [Int32] = []
    private var listNumbers: [[Int32]: Int32] = [:]
    private var lists: [[Int32]] = []

    /// How many configurations with memory were produced, by their atomic states (every
    /// configuration, when ``countsEvery``).
    private var memories: [Statechart.Configuration: Int] = [:]
    /// Whether configurations without memory are counted too: where a timer that fired is
    /// memory, the configuration where it has not fired carries none and is its twin.
    private let countsEvery: Bool

    init(countsEveryConfiguration: Bool = false) {
        countsEvery = countsEveryConfiguration
    }

    /// Notes a configuration the machine produced (an initial one, or a move's outcome).
    func record(_ configuration: Statechart.Configuration, engine: StatechartEngine) {
        lock.lock()
        defer { lock.unlock() }
        _ = number(configuration, engine: engine)
    }

    /// The number of a configuration produced, given when it is first met (the step `label`
    /// from `source` gave it; none for an initial configuration). Lock held.
    ///
    /// A configuration met for the first time is checked to be legal, in every build
    /// (``StatechartEngine/checkKept(_:from:label:)``): once per configuration kept, so a
    /// verdict never holds one no chart can be in.
    private func number(
        _ configuration: Statechart.Configuration, from source: Statechart.Configuration? = nil, label: Int32 = -1,
        engine: StatechartEngine? = nil
    ) -> Int32 {
        if let number = numbers[configuration] { return number }
        engine?.checkKept(configuration, from: source, label: label)
        let number = Int32(outcomes.count)
        numbers[configuration] = number
        outcomes.append(configuration)
        if countsEvery || configuration.hasMemory { memories[configuration.withoutMemory, default: 0] += 1 }
        return number
    }

    /// Whether another configuration produced has the same atomic states.
    func hasTwin(_ configuration: Statechart.Configuration) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return memories[configuration.withoutMemory, default: 0] > 1
    }

    /// A configuration's moves, computed on first use.
    func expansion(of configuration: Statechart.Configuration, engine: StatechartEngine) -> StatechartEngine.Expansion {
        defer { lock.unlock() }
        switch find(configuration, engine: engine) {
        case .kept(let known): return expansion(known)
        case .made(let made): return made
        }
    }

    /// A configuration's moves (kept on first use), as ``checkSteps`` reads them: whether a
    /// step never settles or enters a compound state without an initial state by default,
    /// and the numbers of the outcomes.
    func outcomeNumbers(of configuration: Statechart.Configuration, engine: StatechartEngine)
        -> (loop: Int32?, missingInitial: (state: Int32, via: Int32)?, outcomes: [Int32])
    {
        defer { lock.unlock() }
        switch find(configuration, engine: engine) {
        case .kept(let known): return numbers(known)
        case .made(let made):
            return (
                made.loop, made.missingInitial,
                made.moves.map {
                    number($0.outcome, from: configuration, label: $0.label, engine: engine)
                }
            )
        }
    }

    private enum Found {
        case kept(Kept)
        /// Past ``capacity``: the moves as made, their outcomes numbered.
        case made(StatechartEngine.Expansion)
    }

    /// Where a configuration's moves are kept, computing and keeping them on first use (the
    /// engine runs without the lock). Returns with `lock` held.
    private func find(_ configuration: Statechart.Configuration, engine: StatechartEngine) -> Found {
        lock.lock()
        if let known = kept[configuration] { return .kept(known) }
        lock.unlock()
        let made = engine.expansion(of: configuration)
        lock.lock()
        if let known = kept[configuration] { return .kept(known) }
        if kept.count < Self.capacity {
            keep(made, for: configuration, engine: engine)
            return .kept(kept[configuration]!)
        }
        for (label, outcome) in made.moves { _ = number(outcome, from: configuration, label: label, engine: engine) }
        return .made(made)
    }

    private func numbers(_ known: Kept) -> (loop: Int32?, missingInitial: (state: Int32, via: Int32)?, outcomes: [Int32]) {
        (
            known.loop >= 0 ? known.loop : nil,
            known.missingState >= 0 ? (known.missingState, known.missingVia) : nil,
            Array(moveOutcomes[Int(known.moves)..<Int(known.moves + known.moveCount)])
        )
    }

    /// The configuration numbered `number`.
    func configuration(numbered number: Int32) -> Statechart.Configuration {
        lock.lock()
        defer { lock.unlock() }
        return outcomes[Int(number)]
    }

    /// The number of `configuration`, given now if it has none.
    func numbering(_ configuration: Statechart.Configuration) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        return number(configuration)
    }

    /// The atomic states the step `label` from `configuration` passes through (`nil`: no
    /// such step).
    func passedThrough(_ configuration: Statechart.Configuration, label: Int32, engine: StatechartEngine) -> [Int32]? {
        defer { lock.unlock() }
        switch find(configuration, engine: engine) {
        case .kept(let known):
            for offset in Int(known.passed)..<Int(known.passed + known.passedCount) where passedLabels[offset] == label {
                return lists[Int(passedLists[offset])]
            }
            return nil
        case .made(let made):
            return made.passedThrough.first { $0.label == label }?.atoms
        }
    }

    private func keep(_ made: StatechartEngine.Expansion, for configuration: Statechart.Configuration, engine: StatechartEngine) {
        let record = Kept(
            moves: Int32(moveLabels.count), moveCount: Int32(made.moves.count),
            passed: Int32(passedLabels.count), passedCount: Int32(made.passedThrough.count),
            loop: made.loop ?? -1, missingState: made.missingInitial?.state ?? -1, missingVia: made.missingInitial?.via ?? -1)
        for (label, outcome) in made.moves {
            moveLabels.append(label)
            moveOutcomes.append(number(outcome, from: configuration, label: label, engine: engine))
        }
        for (label, atoms) in made.passedThrough {
            passedLabels.append(label)
            if let number = listNumbers[atoms] {
                passedLists.append(number)
            } else {
                let number = Int32(lists.count)
                listNumbers[atoms] = number
                lists.append(atoms)
                passedLists.append(number)
            }
        }
        kept[configuration] = record
    }

    private func expansion(_ known: Kept) -> StatechartEngine.Expansion {
        var expansion = StatechartEngine.Expansion()
        expansion.moves.reserveCapacity(Int(known.moveCount))
        for offset in Int(known.moves)..<Int(known.moves + known.moveCount) {
            expansion.moves.append((moveLabels[offset], outcomes[Int(moveOutcomes[offset])]))
        }
        expansion.passedThrough.reserveCapacity(Int(known.passedCount))
        for offset in Int(known.passed)..<Int(known.passed + known.passedCount) {
            expansion.passedThrough.append((passedLabels[offset], lists[Int(passedLists[offset])]))
        }
        if known.loop >= 0 { expansion.loop = known.loop }
        if known.missingState >= 0 { expansion.missingInitial = (known.missingState, known.missingVia) }
        return expansion
    }
}

extension StatechartEngine {
    /// Whether every configuration is one atomic state and every step one microstep.
    var isSimple: Bool {
        !type.contains(.parallel) && targetedHistories.isEmpty && !hasEventless && !hasDoneHandlers && !hasCompoundWithoutInitial
            && !hasTimers
    }

    /// Whether some compound state (the root aside) has no initial state.
    var hasCompoundWithoutInitial: Bool {
        type.indices.contains { $0 != Int(root) && type[$0] == .compound && initial[$0].isEmpty }
    }

    /// Whether the chart declares a top-level final state (every region a final child, for a
    /// parallel root): only then does the machine declare final states.
    var declaresFinalStates: Bool {
        func canFinish(_ node: Int32) -> Bool {
            switch type[Int(node)] {
            case .compound: stateChildren[Int(node)].contains { type[Int($0)] == .final }
            case .parallel: stateChildren[Int(node)].allSatisfy(canFinish)
            default: false
            }
        }
        return canFinish(root)
    }

    /// The atomic states the transitions `label` selects from atomic state `atom` lead to,
    /// in a simple chart (one walk, one microstep): the specialisation of ``choices(in:for:)``
    /// and ``microstep(_:_:)`` to a configuration of one atomic state.
    func simpleOutcomes(of atom: Int32, for label: Int32) -> [Int32] {
        var result: [Int32] = []
        var node = atom
        walk: while true {
            for group in groups(of: node, for: label) {
                for transition in entries(of: group) {
                    let targets = chart.transitions[Int(transition)].targets
                    result.append(targets.isEmpty ? atom : leaf(entering: Int32(targets[0])))
                }
                if groupUnguarded[Int(group)] { break walk }
            }
            if node == root { break }
            node = parent[Int(node)]
        }
        return result
    }

    /// The atomic state entering `node` lands in, in a chart without parallel states.
    private func leaf(entering node: Int32) -> Int32 {
        var current = node
        while type[Int(current)] == .compound { current = initial[Int(current)][0] }
        return current
    }
}
