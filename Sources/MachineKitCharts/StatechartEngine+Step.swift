import MachineKitCore
extension StatechartEngine {
    /// Where a step (or the initial step) settles.
    struct Settling {
        /// Every configuration where the step can settle, in the order found, without repeats;
        /// empty when nothing takes the event.
        var outcomes: [Statechart.Configuration] = []
        /// The atomic states active anywhere on the way (ascending).
        var passedThrough: [Int32] = []
        /// A transition on a way the step never settles: it closes a loop of eventless
        /// transitions (or done events) with no choice anywhere on it, or the step settles
        /// nowhere at all, or it runs past ``StatechartEngine/microstepLimit``.
        var loop: Int32?
        /// A compound state without an initial state that the step enters by default, with
        /// the transition that does it (-1: the machine's start).
        var missingInitial: (state: Int32, via: Int32)?
    }

    /// Every move out of a configuration, with the states each event passes through.
    struct Expansion: Sendable {
        var moves: [(label: Int32, outcome: Statechart.Configuration)] = []
        var passedThrough: [(label: Int32, atoms: [Int32])] = []
        /// A transition closing a loop some step from this configuration can never leave.
        var loop: Int32?
        /// A compound state without an initial state some step enters by default.
        var missingInitial: (state: Int32, via: Int32)?
    }

    /// The most states (configuration, memory, pending done events) one step's search
    /// visits: past it the step is taken not to settle.
    static let microstepLimit = 100_000

    /// The first step: the root entered, then everything that follows without an event.
    func initialStep() -> Settling {
        settle([initialMicro()])
    }

    /// The step event `label` takes from `configuration`: the transitions it selects, then
    /// eventless transitions and done events until nothing more applies. No outcome when
    /// nothing takes the event (or the machine is done).
    func step(from configuration: Statechart.Configuration, label: Int32) -> Settling {
        guard !isDone(configuration.atoms) else { return Settling() }
        return step(from: micro(configuration), label: label)
    }

    /// The step event `label` takes from `start`, a settled configuration not done.
    ///
    /// A delay is the event of the timers that can fire now (``canFire(_:in:)``); they are
    /// spent from then on, so the step leads somewhere even when no transition takes the
    /// delay (a guard that failed: the timer fired, and nothing else changed).
    private func step(from start: Micro, label: Int32) -> Settling {
        let choices = choices(in: start, for: label)
        guard hasTimers, labelIsTimer[Int(label)] else {
            let starts = choices.filter { !$0.isEmpty }.map { microstep(start, $0) }
            guard !starts.isEmpty else { return Settling() }
            return settle(starts)
        }
        let fired = timerLabel.indices.lazy.map(Int32.init).filter { self.timerLabel[Int($0)] == label && self.canFire($0, in: start) }
        guard !fired.isEmpty else { return Settling() }
        var spent = start
        for timer in fired { spent.memory.fire(timer) }
        var starts = choices.filter { !$0.isEmpty }.map { microstep(spent, $0) }
        if choices.contains(where: \.isEmpty) { starts.append(spent) }
        return settle(starts)
    }

    /// Every move out of `configuration`: each event some active node waits for, with each
    /// place its step can settle.
    func expansion(of configuration: Statechart.Configuration) -> Expansion {
        var expansion = Expansion()
        guard !isDone(configuration.atoms) else { return expansion }
        let start = micro(configuration)
        for label in labelsHandled(by: start.atoms) {
            let settling = step(from: start, label: label)
            if expansion.loop == nil { expansion.loop = settling.loop }
            if expansion.missingInitial == nil { expansion.missingInitial = settling.missingInitial }
            for outcome in settling.outcomes { expansion.moves.append((label, outcome)) }
            if !settling.outcomes.isEmpty { expansion.passedThrough.append((label, settling.passedThrough)) }
        }
        return expansion
    }

    // MARK: Configurations

    /// The explored form of a settled state: its atomic states and the memory of each
    /// history node that can still change what happens (rule: targeted, the machine not
    /// done, and its parent not active unless it can be targeted from inside).
    /// The timers fired are part of it too, each as a memory entry of node `-1 - timer`
    /// (ahead of the history nodes, ascending by node).
    func configuration(_ state: Micro) -> Statechart.Configuration {
        guard !targetedHistories.isEmpty || hasTimers, !state.done else {
            return Statechart.Configuration(atoms: state.atoms, memory: [])
        }
        var memory: [(node: Int32, remembered: [Int32])] = state.memory.firedTimers.map { (-1 - $0, []) }
        for history in targetedHistories where tracks(history, atoms: state.atoms) {
            memory.append((history, state.memory[history] ?? []))
        }
        return Statechart.Configuration(atoms: state.atoms, memory: memory)
    }

    /// Whether a history node's memory is part of a configuration of `atoms`.
    func tracks(_ history: Int32, atoms: [Int32]) -> Bool {
        targetedFromInside[Int(history)] || !isActive(parent[Int(history)], atoms: atoms)
    }

    func micro(_ configuration: Statechart.Configuration) -> Micro {
        var memory = HistoryMemory()
        for (node, remembered) in configuration.packedMemory {
            if node < 0 {
                memory.fire(-1 - node)
            } else if !remembered.isEmpty {
                memory[node] = remembered
            }
        }
        return Micro(atoms: Array(configuration.atoms), memory: memory, eventlessRead: true)
    }

    // MARK: Search

    /// Follows every way the step can go on from `starts` until it settles.
    ///
    /// A state of the search is a ``Micro`` (configuration, memory, pending done events); each
    /// is expanded once, so loops through guarded transitions end. A loop whose every state
    /// has exactly one way on is one the step can never leave: it is reported in `loop`.
    func settle(_ starts: [Micro]) -> Settling {
        // Most steps are one microstep after which nothing more applies.
        if starts.count == 1, starts[0].missingInitial < 0 {
            let (settles, next) = successors(of: starts[0])
            if settles, next.isEmpty {
                return Settling(outcomes: [configuration(starts[0])], passedThrough: starts[0].atoms)
            }
        }
        struct Frame {
            var state: Micro
            var successors: [(state: Micro, via: Int32)]
            var next = 0
            var forced: Bool
            /// The transition taken to get here (-1: a done event nothing took).
            var arrivedVia: Int32
        }
        var result = Settling()
        // Most searches visit a few states: sets and the path's index stay arrays until then.
        var found = SmallSet<Statechart.Configuration>()
        var visited = SmallSet<Micro>()
        var passed: [Int32] = []
        var path: [Frame] = []
        var onPath: [Micro: Int]?
        /// Where `state` is on the path (the states on it are distinct).
        func depthOnPath(_ state: Micro) -> Int? {
            if let onPath { return onPath[state] }
            return path.firstIndex { $0.state == state }
        }
        // A transition seen closing a loop (with choices on it), or making the queue of done
        // events grow past any bound: named when the step settles nowhere.
        var looping: Int32?
        let queueLimit = 2 * type.count + 16
        var exhausted = false
        func push(_ state: Micro, via: Int32) {
            if state.missingInitial >= 0 {
                if result.missingInitial == nil { result.missingInitial = (state.missingInitial, via) }
                passed += state.atoms
                return
            }
            if state.queue.count > queueLimit {
                // Eventless transitions that keep raising done events and never let one be
                // handled: the way through them never settles.
                if looping == nil { looping = via }
                if result.loop == nil, path.allSatisfy(\.forced) {
                    result.loop = via >= 0 ? via : path.last(where: { $0.arrivedVia >= 0 })?.arrivedVia
                }
                return
            }
            let (settles, successors) = self.successors(of: state)
            passed += state.atoms
            if settles {
                let configuration = configuration(state)
                if found.insert(configuration) { result.outcomes.append(configuration) }
            }
            if onPath == nil, path.count >= 32 {
                onPath = Dictionary(uniqueKeysWithValues: path.enumerated().map { ($0.element.state, $0.offset) })
            }
            onPath?[state] = path.count
            path.append(Frame(state: state, successors: successors, forced: !settles && successors.count == 1, arrivedVia: via))
        }
        for start in starts where visited.insert(start) {
            push(start, via: -1)
            while let top = path.indices.last {
                guard path[top].next < path[top].successors.count else {
                    onPath?[path[top].state] = nil
                    path.removeLast()
                    continue
                }
                let (next, via) = path[top].successors[path[top].next]
                path[top].next += 1
                if let depth = depthOnPath(next) {
                    let cycle = [via] + path[(depth + 1)...].reversed().map(\.arrivedVia)
                    if looping == nil { looping = cycle.first { $0 >= 0 } }
                    if result.loop == nil, path[depth...].allSatisfy(\.forced) {
                        result.loop = cycle.first { $0 >= 0 }
                    }
                } else if visited.count >= Self.microstepLimit {
                    exhausted = true
                    if looping == nil, via >= 0 { looping = via }
                } else if visited.insert(next) {
                    push(next, via: via)
                }
            }
        }
        // A step that settles nowhere (every way loops, or the search ran out) never ends.
        if result.loop == nil, result.outcomes.isEmpty, result.missingInitial == nil {
            result.loop = looping ?? starts.lazy.compactMap { self.lastTransition(into: $0) }.first ?? 0
        }
        if exhausted, result.loop == nil { result.loop = looping ?? 0 }
        passed.sort()
        result.passedThrough = passed.uniquedSorted()
        return result
    }

    /// Some transition that could have led into `state`, for messages when nothing better
    /// is known: the first eventless transition of an active node.
    private func lastTransition(into state: Micro) -> Int32? {
        for atom in state.atoms {
            var node = atom
            while true {
                if let group = groups(of: node, for: Self.eventless).first { return entries(of: group).first }
                if node == root { break }
                node = parent[Int(node)]
            }
        }
        return nil
    }

    /// Where a state of the search goes next: whether it settles (nothing more applies), and
    /// the states after each way the next transitions can be chosen, with the first of them.
    private func successors(of state: Micro) -> (settles: Bool, next: [(state: Micro, via: Int32)]) {
        if state.done { return (true, []) }
        var next: [(state: Micro, via: Int32)] = []
        var nothingApplies = state.eventlessRead
        if !state.eventlessRead {
            let choices =
                hasEventless && state.atoms.contains(where: { eventlessAbove[Int($0)] })
                ? choices(in: state, for: Self.eventless) : []
            if choices.isEmpty { nothingApplies = true }
            for choice in choices {
                if choice.isEmpty { nothingApplies = true } else { next.append((microstep(state, choice), choice[0])) }
            }
        }
        guard nothingApplies else { return (false, next) }
        guard let event = state.queue.first else { return (true, next) }
        // The next done event, handled like an event; if nothing takes it, the guards are not
        // read again.
        var rest = state
        rest.queue.removeFirst()
        rest.eventlessRead = true
        let choices = choices(in: rest, for: Self.doneKey(event))
        var untaken = choices.isEmpty
        for choice in choices {
            if choice.isEmpty { untaken = true } else { next.append((microstep(rest, choice), choice[0])) }
        }
        if untaken { next.append((rest, -1)) }
        return (false, next)
    }
}

/// A set kept as an array while it has few elements (searched in order), a hash set past
/// them: most of a step's searches see one or two states.
struct SmallSet<Element: Hashable> {
    private var few: [Element] = []
    private var many: Set<Element>?

    /// Inserts `element`; whether it was new.
    mutating func insert(_ element: Element) -> Bool {
        if many == nil {
            if few.contains(element) { return false }
            if few.count < 16 {
                few.append(element)
                return true
            }
            many = Set(few)
            few = []
        }
        return many!.insert(element).inserted
    }

    var count: Int { many?.count ?? few.count }
}
