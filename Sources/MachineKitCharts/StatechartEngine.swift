import MachineKitCore
/// A statechart's meaning, computed: which transitions an event selects in a configuration,
/// what a microstep exits and enters, and where a step settles.
///
/// Built once from a ``Statechart``: flat tables indexed by node (document order, so a node's
/// descendants are the nodes just after it, up to `subtreeEnd`), and for each node the
/// transitions each event can take there, grouped and in document order. Events are numbered
/// by *keys*: a label (`0...`, an event the chart can be sent: a named event, `after K`,
/// `done: ID`, `error: ID`), ``eventless``, or the internal done event of a node
/// (``doneKey(_:)``). Immutable once built; a machine's closures share one instance.
final class StatechartEngine: Sendable {
    let chart: Statechart
    let root: Int32 = 0

    // Nodes.
    let parent: [Int32]
    let type: [Statechart.NodeType]
    /// The end (exclusive) of each node's subtree in document order.
    let subtreeEnd: [Int32]
    /// Each node's children that are states (history pseudo-states left out).
    let stateChildren: [[Int32]]
    /// Each node's history children whose memory is ever read (some transition targets them).
    let historyChildren: [[Int32]]
    /// A compound node's initial targets; a history node's default targets (its parent's
    /// initial targets when it declares none).
    let initial: [[Int32]]

    // Events.
    /// Every event the chart can be sent, as reports name them, in order of declaration.
    let labels: [String]
    /// Whether a label is an event the chart can be sent whenever a node waits for it (a
    /// named event, or the stand-in `*` for the events no transition names); the others
    /// (delays, invocation results) arrive only while a node that names them is active.
    let labelIsExternal: [Bool]
    /// The dialect's rules.
    let rules: Statechart.Rules
    let labelIndex: [String: Int32]

    // Handlers: for node n, handlers handlerStart[n]..<handlerStart[n+1], each with a key and
    // the groups handlerGroupStart[h]..<handlerGroupStart[h+1] in document order;
    // handlerByKey holds the same handlers of each node sorted by key, for lookups.
    let handlerStart: [Int32]
    let handlerKey: [Int32]
    /// Whether a handler's node names its event itself (not only through `*`).
    let handlerExplicit: [Bool]
    let handlerGroupStart: [Int32]
    let handlerGroups: [Int32]
    let handlerByKey: [Int32]

    // Groups: transitions written as one list of alternatives (one transition, mostly).
    let groupStart: [Int32]
    let groupEntries: [Int32]
    /// Whether a group has an unguarded entry: then one of its entries is always taken.
    let groupUnguarded: [Bool]

    // History.
    /// History nodes some transition (or initial transition) targets, ascending: the only
    /// ones whose memory matters.
    let targetedHistories: [Int32]
    /// Whether a history node can be targeted while its parent stays active.
    let targetedFromInside: [Bool]

    // Transitions, as the engine reads them (a `Statechart.Transition` read whole retains
    // its arrays).
    let transitionSource: [Int32]
    /// Transition t's targets as written: `transitionTargets[transitionTargetStart[t]..<transitionTargetStart[t + 1]]`.
    let transitionTargetStart: [Int32]
    let transitionTargets: [Int32]
    let transitionExternal: [Bool]
    /// Each transition's domain where the chart alone decides it (no target is a history
    /// node); ``targetless`` for a transition without targets, ``dependsOnMemory`` otherwise.
    let transitionDomain: [Int32]
    /// Finds domains from effective targets (history targets replaced by what they enter).
    let domains: DomainFinder
    static let targetless: Int32 = -1
    static let dependsOnMemory: Int32 = -2

    /// An SCXML event descriptor without the `.*` or `.` that may end it (§3.12.1: `error`,
    /// `error.` and `error.*` match the same events).
    static func scxmlToken(_ descriptor: String) -> String {
        if descriptor.hasSuffix(".*") { return String(descriptor.dropLast(2)) }
        if descriptor.hasSuffix("."), descriptor.count > 1 { return String(descriptor.dropLast()) }
        return descriptor
    }

    /// Whether an event name matches a partial wildcard descriptor (`mouse.*` matches
    /// `mouse.click` and `mouse.*`): XState's `matchesEventDescriptor`.
    static func partialMatch(_ event: String, _ descriptor: String) -> Bool {
        let pattern = descriptor.split(separator: ".", omittingEmptySubsequences: false)
        let tokens = event.split(separator: ".", omittingEmptySubsequences: false)
        for (offset, part) in pattern.enumerated() {
            if part == "*" { return offset == pattern.count - 1 }
            guard offset < tokens.count, tokens[offset] == part else { return false }
        }
        return true
    }

    // Timers: one for each node and delay its `after` names. A timer is scheduled when its
    // node is entered, cancelled when the node exits, and fires at most once per entry
    // (``HistoryMemory/hasFired(_:)``); the root's, never exited, fire once.
    /// Each timer's node.
    let timerNode: [Int32]
    /// Each timer's label (`after K`).
    let timerLabel: [Int32]
    /// Each timer's delay in milliseconds when it is written as a number; `nil` for a named
    /// delay (its length is the machine's options', unknown here).
    let timerMilliseconds: [Double?]
    /// Each node's timers, ascending.
    let nodeTimers: [[Int32]]
    /// Whether a label is a delay (`after K`) some timer fires.
    let labelIsTimer: [Bool]
    /// Whether the chart names a delay.
    var hasTimers: Bool { !timerNode.isEmpty }

    /// Whether some transition is eventless.
    let hasEventless: Bool
    /// Whether some transition waits for a done event.
    let hasDoneHandlers: Bool
    /// Whether a node or one of its ancestors has an eventless transition.
    let eventlessAbove: [Bool]

    static let eventless: Int32 = -1
    static func doneKey(_ node: Int32) -> Int32 { -2 - node }

    init(_ chart: Statechart) {
        self.chart = chart
        let nodes = chart.nodes
        let count = nodes.count
        // One pass over the nodes (each read copies a node's strings and arrays).
        var parent = [Int32](repeating: -1, count: count)
        var type = [Statechart.NodeType](repeating: .atomic, count: count)
        var stateChildren = [[Int32]](repeating: [], count: count)
        var initial = [[Int32]](repeating: [], count: count)
        var histories: [Int] = []
        // Field by field: a node read whole retains and releases each of its strings and arrays.
        for offset in nodes.indices {
            parent[offset] = Int32(nodes[offset].parent ?? -1)
            type[offset] = nodes[offset].type
            if !nodes[offset].initial.isEmpty { initial[offset] = nodes[offset].initial.map(Int32.init) }
            if case .history = type[offset] { histories.append(offset) }
        }
        for offset in nodes.indices where !nodes[offset].children.isEmpty {
            stateChildren[offset] = nodes[offset].children.lazy.filter { type[$0].isState }.map(Int32.init)
        }
        // A history without a default of its own enters its parent's initial states (every
        // region of a parallel parent).
        for history in histories where initial[history].isEmpty {
            let owner = Int(parent[history])
            initial[history] = type[owner] == .parallel ? stateChildren[owner] : initial[owner]
        }
        var end = (0..<count).map { Int32($0 + 1) }
        for node in stride(from: count - 1, through: 1, by: -1) {
            let up = Int(parent[node])
            end[up] = max(end[up], end[node])
        }
        self.parent = parent
        self.type = type
        self.subtreeEnd = end
        self.stateChildren = stateChildren
        self.initial = initial

        let domains = DomainFinder(parent: parent, type: type, subtreeEnd: end, rule: chart.dialect.rules.domain)
        self.domains = domains
        var transitionSource: [Int32] = []
        var transitionTargetStart: [Int32] = [0]
        var transitionTargets: [Int32] = []
        var transitionExternal: [Bool] = []
        var transitionDomain: [Int32] = []
        transitionSource.reserveCapacity(chart.transitions.count)
        transitionTargetStart.reserveCapacity(chart.transitions.count + 1)
        transitionExternal.reserveCapacity(chart.transitions.count)
        transitionDomain.reserveCapacity(chart.transitions.count)
        for transition in chart.transitions {
            let source = Int32(transition.source)
            let targets = transition.targets.map(Int32.init)
            transitionSource.append(source)
            transitionTargets += targets
            transitionTargetStart.append(Int32(transitionTargets.count))
            transitionExternal.append(transition.isExternal)
            if targets.isEmpty {
                transitionDomain.append(Self.targetless)
            } else if targets.contains(where: { if case .history = type[Int($0)] { true } else { false } }) {
                transitionDomain.append(Self.dependsOnMemory)
            } else {
                transitionDomain.append(domains.domain(source: source, targets: targets, isExternal: transition.isExternal))
            }
        }
        self.transitionSource = transitionSource
        self.transitionTargetStart = transitionTargetStart
        self.transitionTargets = transitionTargets
        self.transitionExternal = transitionExternal
        self.transitionDomain = transitionDomain

        // Which history nodes are targeted, and from where.
        var targeted = Array(repeating: false, count: count)
        var fromInside = Array(repeating: false, count: count)
        if !histories.isEmpty {
            for transition in chart.transitions {
                for target in transition.targets {
                    guard case .history = type[target] else { continue }
                    targeted[target] = true
                    let owner = Int32(parent[target])
                    let source = Int32(transition.source)
                    if source == owner ? !transition.isExternal : source > owner && source < end[Int(owner)] {
                        fromInside[target] = true
                    }
                }
            }
            for offset in nodes.indices {
                for target in nodes[offset].initial { if case .history = type[target] { targeted[target] = true } }
            }
        }
        targetedHistories = histories.filter { targeted[$0] }.map(Int32.init)
        targetedFromInside = fromInside
        var historyChildren = [[Int32]](repeating: [], count: count)
        for history in targetedHistories { historyChildren[Int(parent[Int(history)])].append(history) }
        self.historyChildren = historyChildren

        // Labels, in order of declaration: the events the chart can be sent (named events,
        // and one stand-in for every event no transition names, where a wildcard takes it),
        // and the events it raises itself that transitions name (delays, invocation results).
        let rules = chart.dialect.rules
        self.rules = rules
        var labels: [String] = []
        var external: [Bool] = []
        var index: [String: Int32] = [:]
        func label(_ text: String, external isExternal: Bool) {
            if let known = index[text] {
                if isExternal { external[Int(known)] = true }
                return
            }
            index[text] = Int32(labels.count)
            labels.append(text)
            external.append(isExternal)
        }
        // SCXML: the done events of the chart's own nodes, by their SCXML names.
        var doneNames: [(name: String, key: Int32)] = []
        if rules.matching == .tokenPrefix {
            for (offset, node) in nodes.enumerated() where offset != Statechart.root {
                if let id = node.id, node.type == .compound || node.type == .parallel {
                    doneNames.append(("done.state." + id, Self.doneKey(Int32(offset))))
                }
            }
        }
        func namesOwnDoneEvent(_ token: String) -> Bool {
            doneNames.contains { $0.name == token || $0.name.hasPrefix(token + ".") }
        }
        var hasWildcard = false
        for transition in chart.transitions {
            for event in transition.events {
                switch event {
                case .event(let name):
                    if rules.matching == .tokenPrefix {
                        let token = Self.scxmlToken(name)
                        if token.hasPrefix("done.state."), namesOwnDoneEvent(token) { continue }
                        if token.hasPrefix("done.invoke.") {
                            label("done: " + token.dropFirst("done.invoke.".count), external: false)
                        } else {
                            label(token, external: true)
                        }
                    } else {
                        // A partial wildcard `p.*` stands for the events `p.X` nothing names.
                        label(name, external: true)
                    }
                case .delay(let delay): label("after " + delay, external: false)
                case .invocationDone(let id): label("done: " + id, external: false)
                case .invocationError(let id): label("error: " + id, external: false)
                case .invocationSnapshot(let id): label("snapshot: " + id, external: false)
                case .any: hasWildcard = true
                case .done: break
                }
            }
        }
        // `*` stands for every event; the events no transition names are one more label.
        if hasWildcard { label("*", external: true) }
        self.labels = labels
        labelIsExternal = external
        labelIndex = index

        // Groups.
        var groupStart: [Int32] = [0]
        var groupEntries: [Int32] = []
        var groupUnguarded: [Bool] = []
        var groupOf = Array(repeating: Int32(0), count: chart.transitions.count)
        groupEntries.reserveCapacity(chart.transitions.count)
        for offset in nodes.indices {
            var previous: Int?
            for transition in nodes[offset].transitions {
                let alternatives = chart.transitions[transition].alternatives
                if previous != alternatives {
                    if previous != nil { groupStart.append(Int32(groupEntries.count)) }
                    groupUnguarded.append(false)
                    previous = alternatives
                }
                groupOf[transition] = Int32(groupUnguarded.count - 1)
                groupEntries.append(Int32(transition))
                if !chart.transitions[transition].isGuarded { groupUnguarded[groupUnguarded.count - 1] = true }
            }
            if previous != nil { groupStart.append(Int32(groupEntries.count)) }
        }
        self.groupStart = groupStart
        self.groupEntries = groupEntries
        self.groupUnguarded = groupUnguarded

        // What each descriptor matches, and in which rank of the node's candidates.
        // The done events the chart can raise: of a compound state with a final child, of a
        // parallel state whose regions can all finish (what `*` takes besides labels).
        var canFinish = Array(repeating: false, count: count)
        for offset in stride(from: count - 1, through: 0, by: -1) {
            let children = stateChildren[offset]
            switch type[offset] {
            case .compound: canFinish[offset] = children.contains { type[Int($0)] == .final }
            case .parallel: canFinish[offset] = !children.isEmpty && children.allSatisfy { canFinish[Int($0)] }
            default: break
            }
        }
        let allDoneKeys: [Int32] = nodes.indices.compactMap { offset in
            offset != Statechart.root && canFinish[offset] ? Self.doneKey(Int32(offset)) : nil
        }
        let scxmlNames: [(name: String, key: Int32)] = {
            guard rules.matching == .tokenPrefix else { return [] }
            var names = doneNames
            for (offset, text) in labels.enumerated() {
                if external[offset] {
                    if text != "*" { names.append((text, Int32(offset))) }
                } else if text.hasPrefix("done: ") {
                    names.append(("done.invoke." + text.dropFirst("done: ".count), Int32(offset)))
                }
            }
            return names
        }()
        /// (keys, rank, longest-first order within the rank, whether it names the event itself)
        func matches(_ event: Statechart.EventDescriptor, of node: Int) -> (keys: [Int32], rank: Int, length: Int, explicit: Bool) {
            let starRank = rules.candidateOrder == .documentOrder ? 0 : 2
            switch event {
            case .any:
                var keys = (0..<Int32(labels.count)).map { $0 }
                if rules.wildcardMatchesInternalEvents { keys += allDoneKeys }
                return (keys, starRank, 0, false)
            case .delay(let delay): return ([index["after " + delay]!], 0, 0, true)
            case .invocationDone(let id): return ([index["done: " + id]!], 0, 0, true)
            case .invocationError(let id): return ([index["error: " + id]!], 0, 0, true)
            case .invocationSnapshot(let id): return ([index["snapshot: " + id]!], 0, 0, true)
            case .done: return ([Self.doneKey(Int32(node))], 0, 0, true)
            case .event(let name):
                switch rules.matching {
                case .tokenPrefix:
                    let token = Self.scxmlToken(name)
                    let keys = scxmlNames.filter { $0.name == token || $0.name.hasPrefix(token + ".") }.map(\.key)
                    return (keys, 0, 0, true)
                case .exactOrPartialWildcard:
                    guard name.hasSuffix(".*") else { return ([index[name]!], 0, 0, true) }
                    let rank = rules.candidateOrder == .exactThenWildcardsLongestFirst ? 1 : 0
                    let keys = labels.indices.filter { external[$0] && Self.partialMatch(labels[$0], name) }.map(Int32.init)
                    return (keys, rank, name.count, true)
                }
            }
        }

        // Handlers.
        var handlerStart: [Int32] = [0]
        var handlerKey: [Int32] = []
        var handlerExplicit: [Bool] = []
        var handlerGroupStart: [Int32] = [0]
        var handlerGroups: [Int32] = []
        var handlerByKey: [Int32] = []
        handlerStart.reserveCapacity(count + 1)
        var eventlessSeen = false, doneSeen = false
        // One node's keys in order of first appearance, and every candidate of each (the key's
        // place in `keys` first); kept across nodes, so that a node allocates nothing.
        var keys: [Int32] = []
        var explicit: [Bool] = []
        var candidates: [(at: Int32, rank: Int, length: Int, sequence: Int, group: Int32)] = []
        var seen: [Int32] = []
        var position: [Int32: Int] = [:]
        /// The place of `key` in `keys`, added when new: a search while there are few keys.
        func place(of key: Int32, explicitly: Bool) -> Int {
            if keys.count <= 16 {
                if let known = keys.firstIndex(of: key) { return known }
            } else {
                if position.isEmpty { for (at, known) in keys.enumerated() { position[known] = at } }
                if let known = position[key] { return known }
                position[key] = keys.count
            }
            keys.append(key)
            explicit.append(explicitly)
            return keys.count - 1
        }
        for offset in nodes.indices {
            keys.removeAll(keepingCapacity: true)
            explicit.removeAll(keepingCapacity: true)
            candidates.removeAll(keepingCapacity: true)
            if !position.isEmpty { position.removeAll() }
            for (sequence, transition) in nodes[offset].transitions.enumerated() {
                let group = groupOf[transition]
                let events = chart.transitions[transition].events
                if events.isEmpty {
                    eventlessSeen = true
                    let at = place(of: Self.eventless, explicitly: true)
                    candidates.append((Int32(at), 0, 0, sequence, group))
                    continue
                }
                for event in events {
                    let match = matches(event, of: offset)
                    for key in match.keys {
                        if key <= -2 { doneSeen = true }
                        let at = place(of: key, explicitly: false)
                        candidates.append((Int32(at), match.rank, -match.length, sequence, group))
                        if match.explicit { explicit[at] = true }
                    }
                }
            }
            let first = handlerKey.count
            // By key, then as the key's candidates are ordered: rank, length, document order.
            candidates.sort { ($0.at, $0.rank, $0.length, $0.sequence) < ($1.at, $1.rank, $1.length, $1.sequence) }
            var next = 0
            for (at, key) in keys.enumerated() {
                handlerKey.append(key)
                handlerExplicit.append(explicit[at])
                seen.removeAll(keepingCapacity: true)
                while next < candidates.count, candidates[next].at == Int32(at) {
                    let group = candidates[next].group
                    next += 1
                    if seen.contains(group) { continue }
                    seen.append(group)
                    handlerGroups.append(group)
                }
                handlerGroupStart.append(Int32(handlerGroups.count))
            }
            if handlerKey.count - first > 1 {
                handlerByKey += (first..<handlerKey.count).sorted { handlerKey[$0] < handlerKey[$1] }.map(Int32.init)
            } else if handlerKey.count > first {
                handlerByKey.append(Int32(first))
            }
            handlerStart.append(Int32(handlerKey.count))
        }
        self.handlerExplicit = handlerExplicit
        self.handlerStart = handlerStart
        self.handlerKey = handlerKey
        self.handlerGroupStart = handlerGroupStart
        self.handlerGroups = handlerGroups
        self.handlerByKey = handlerByKey
        hasEventless = eventlessSeen
        hasDoneHandlers = doneSeen
        // Parents come before their children.
        var eventlessAbove = Array(repeating: false, count: count)
        for node in 0..<count {
            let own = (Int(handlerStart[node])..<Int(handlerStart[node + 1])).contains { handlerKey[$0] == Self.eventless }
            eventlessAbove[node] = own || (node > 0 && eventlessAbove[Int(parent[node])])
        }
        self.eventlessAbove = eventlessAbove

        var timerNode: [Int32] = [], timerLabel: [Int32] = [], timerMilliseconds: [Double?] = []
        var nodeTimers = [[Int32]](repeating: [], count: count)
        var labelIsTimer = Array(repeating: false, count: labels.count)
        for offset in nodes.indices {
            for transition in nodes[offset].transitions {
                for case .delay(let delay) in chart.transitions[transition].events {
                    let label = index["after " + delay]!
                    if nodeTimers[offset].contains(where: { timerLabel[Int($0)] == label }) { continue }
                    nodeTimers[offset].append(Int32(timerNode.count))
                    timerNode.append(Int32(offset))
                    timerLabel.append(label)
                    timerMilliseconds.append(Double(delay).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil })
                    labelIsTimer[Int(label)] = true
                }
            }
        }
        self.timerNode = timerNode
        self.timerLabel = timerLabel
        self.timerMilliseconds = timerMilliseconds
        self.nodeTimers = nodeTimers
        self.labelIsTimer = labelIsTimer
    }

    /// Whether `timer` can fire in `state`: its node is active, it has not fired since the
    /// node was entered, and every shorter numeric delay of the node (scheduled at the same
    /// entry, so due first) has fired.
    func canFire(_ timer: Int32, in state: Micro) -> Bool {
        guard !state.memory.hasFired(timer), isActive(timerNode[Int(timer)], atoms: state.atoms) else { return false }
        guard let length = timerMilliseconds[Int(timer)] else { return true }
        return nodeTimers[Int(timerNode[Int(timer)])].allSatisfy { other in
            guard let shorter = timerMilliseconds[Int(other)], shorter < length else { return true }
            return state.memory.hasFired(other)
        }
    }

    /// Whether `node`'s own transitions for the delay `key` wait in `state`: always, unless
    /// `key` is a delay of `node` whose timer cannot fire now.
    @inline(__always)
    func waits(_ node: Int32, forDelay key: Int32, in state: Micro) -> Bool {
        guard !nodeTimers[Int(node)].isEmpty else { return true }
        guard let timer = nodeTimers[Int(node)].first(where: { timerLabel[Int($0)] == key }) else { return true }
        return canFire(timer, in: state)
    }

    /// The groups of `node` that wait for `key`, in document order.
    /// - Complexity: O(log handlers of the node).
    func groups(of node: Int32, for key: Int32) -> ArraySlice<Int32> {
        var low = Int(handlerStart[Int(node)]), high = Int(handlerStart[Int(node) + 1])
        while low < high {
            let middle = (low + high) / 2
            let handler = Int(handlerByKey[middle])
            let found = handlerKey[handler]
            if found == key {
                return handlerGroups[Int(handlerGroupStart[handler])..<Int(handlerGroupStart[handler + 1])]
            }
            if found < key { low = middle + 1 } else { high = middle }
        }
        return []
    }

    /// The transitions of a group, in document order.
    func entries(of group: Int32) -> ArraySlice<Int32> {
        groupEntries[Int(groupStart[Int(group)])..<Int(groupStart[Int(group) + 1])]
    }

    /// Whether `node` lies strictly below `ancestor`.
    @inline(__always)
    func isDescendant(_ node: Int32, of ancestor: Int32) -> Bool {
        ancestor < node && node < subtreeEnd[Int(ancestor)]
    }

    /// Whether `node` is `ancestor` or lies below it.
    @inline(__always)
    func isWithin(_ node: Int32, _ ancestor: Int32) -> Bool {
        ancestor <= node && node < subtreeEnd[Int(ancestor)]
    }

    func isHistory(_ node: Int32) -> Bool {
        if case .history = type[Int(node)] { return true }
        return false
    }

    func isDeepHistory(_ node: Int32) -> Bool {
        if case .history(let deep) = type[Int(node)] { return deep }
        return false
    }

    /// Whether nodes of `node`'s type are what configurations list (atomic and final states).
    func isLeaf(_ node: Int32) -> Bool {
        switch type[Int(node)] {
        case .atomic, .final: true
        default: false
        }
    }

    /// The labels (keys `0...`) some handler of `atoms` or their ancestors waits for: each
    /// atomic state's own first, then its ancestors', in document order.
    func labelsHandled(by atoms: some Collection<Int32>) -> [Int32] {
        var result: [Int32] = []
        for atom in atoms {
            var node = atom
            while true {
                for handler in Int(handlerStart[Int(node)])..<Int(handlerStart[Int(node) + 1]) {
                    let key = handlerKey[handler]
                    if key >= 0, labelIsExternal[Int(key)] || handlerExplicit[handler], !result.contains(key) { result.append(key) }
                }
                if node == root { break }
                node = parent[Int(node)]
            }
        }
        return result
    }
}

/// A transition's domain from its source and its effective targets, by the dialect's rule:
/// the node whose active descendants the transition exits.
struct DomainFinder: Sendable {
    let parent: [Int32]
    let type: [Statechart.NodeType]
    let subtreeEnd: [Int32]
    let rule: Statechart.Rules.Domain
    let root: Int32 = 0

    /// - Precondition: `targets` is not empty.
    func domain(source: Int32, targets: some Collection<Int32>, isExternal: Bool) -> Int32 {
        switch rule {
        case .leastCommonAncestor:
            // A transition to its own node or below that does not re-enter stays inside it.
            if !isExternal, targets.allSatisfy({ isWithin($0, source) }) { return source }
            return commonAncestor(of: source, and: targets)
        case .leastCommonCompoundAncestor:
            if !isExternal, type[Int(source)] == .compound, targets.allSatisfy({ isDescendant($0, of: source) }) {
                return source
            }
            return commonCompoundAncestor(of: source, and: targets)
        }
    }

    private func isDescendant(_ node: Int32, of ancestor: Int32) -> Bool {
        ancestor < node && node < subtreeEnd[Int(ancestor)]
    }

    private func isWithin(_ node: Int32, _ ancestor: Int32) -> Bool {
        ancestor <= node && node < subtreeEnd[Int(ancestor)]
    }

    /// The nearest proper ancestor of the first target, of any type, that holds the other
    /// targets and the source strictly below it; the root when there is none (XState's
    /// `findLeastCommonAncestor`, then the machine's root).
    private func commonAncestor(of source: Int32, and targets: some Collection<Int32>) -> Int32 {
        guard let head = targets.first else { return root }
        var node = head
        while node != root {
            node = parent[Int(node)]
            if isDescendant(source, of: node), targets.allSatisfy({ isDescendant($0, of: node) }) { return node }
        }
        return root
    }

    /// The nearest proper ancestor of `source` that is compound (or the root) and holds every
    /// one of `targets`.
    private func commonCompoundAncestor(of source: Int32, and targets: some Collection<Int32>) -> Int32 {
        var node = source
        while node != root {
            node = parent[Int(node)]
            if node == root { break }
            if type[Int(node)] == .compound, targets.allSatisfy({ isDescendant($0, of: node) }) { return node }
        }
        return root
    }
}
