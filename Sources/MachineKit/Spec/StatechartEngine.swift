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
    /// Whether a label is a named event (what `*` stands for).
    let labelIsNamed: [Bool]
    let labelIndex: [String: Int32]

    // Handlers: for node n, handlers handlerStart[n]..<handlerStart[n+1], each with a key and
    // the groups handlerGroupStart[h]..<handlerGroupStart[h+1] in document order;
    // handlerByKey holds the same handlers of each node sorted by key, for lookups.
    let handlerStart: [Int32]
    let handlerKey: [Int32]
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

    /// Whether some transition is eventless.
    let hasEventless: Bool
    /// Whether some transition waits for a done event.
    let hasDoneHandlers: Bool

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
        for (offset, node) in nodes.enumerated() {
            parent[offset] = Int32(node.parent ?? -1)
            type[offset] = node.type
            if !node.initial.isEmpty { initial[offset] = node.initial.map(Int32.init) }
            if case .history = node.type { histories.append(offset) }
        }
        for (offset, node) in nodes.enumerated() where !node.children.isEmpty {
            stateChildren[offset] = node.children.lazy.filter { type[$0].isState }.map(Int32.init)
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
            for node in nodes {
                for target in node.initial { if case .history = type[target] { targeted[target] = true } }
            }
        }
        targetedHistories = histories.filter { targeted[$0] }.map(Int32.init)
        targetedFromInside = fromInside
        var historyChildren = [[Int32]](repeating: [], count: count)
        for history in targetedHistories { historyChildren[Int(parent[Int(history)])].append(history) }
        self.historyChildren = historyChildren

        // Labels, in order of declaration.
        var labels: [String] = []
        var named: [Bool] = []
        var index: [String: Int32] = [:]
        func label(_ text: String, named isNamed: Bool) {
            if let known = index[text] {
                if isNamed { named[Int(known)] = true }
                return
            }
            index[text] = Int32(labels.count)
            labels.append(text)
            named.append(isNamed)
        }
        for transition in chart.transitions {
            for event in transition.events {
                switch event {
                case .event(let name):
                    if chart.dialect == .scxml, name.hasPrefix("done.state.") { continue }
                    if chart.dialect == .scxml, name.hasPrefix("done.invoke.") {
                        label("done: " + name.dropFirst("done.invoke.".count), named: false)
                    } else {
                        label(name, named: true)
                    }
                case .delay(let delay): label("after " + delay, named: false)
                case .invocationDone(let id): label("done: " + id, named: false)
                case .invocationError(let id): label("error: " + id, named: false)
                case .any, .done: break
                }
            }
        }
        self.labels = labels
        labelIsNamed = named
        labelIndex = index

        // Groups.
        var groupStart: [Int32] = [0]
        var groupEntries: [Int32] = []
        var groupUnguarded: [Bool] = []
        var groupOf = Array(repeating: Int32(0), count: chart.transitions.count)
        groupEntries.reserveCapacity(chart.transitions.count)
        for node in nodes {
            var previous: Int?
            for transition in node.transitions {
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

        // Handlers.
        let matcher = chart.dialect == .scxml ? SCXMLEventMatcher(chart: chart, labels: labels, named: named) : nil
        var handlerStart: [Int32] = [0]
        var handlerKey: [Int32] = []
        var handlerGroupStart: [Int32] = [0]
        var handlerGroups: [Int32] = []
        var handlerByKey: [Int32] = []
        handlerStart.reserveCapacity(count + 1)
        var eventlessSeen = false, doneSeen = false
        for (offset, node) in nodes.enumerated() {
            // This node's keys in order of first appearance, each with its groups.
            var keys: [Int32] = []
            var groups: [[Int32]] = []
            func add(_ key: Int32, _ group: Int32) {
                if let position = keys.firstIndex(of: key) {
                    if groups[position].last != group { groups[position].append(group) }
                } else {
                    keys.append(key)
                    groups.append([group])
                }
            }
            var wildcards: [Int32] = []
            for transition in node.transitions {
                let group = groupOf[transition]
                let events = chart.transitions[transition].events
                if events.isEmpty {
                    add(Self.eventless, group)
                    eventlessSeen = true
                    continue
                }
                for event in events {
                    if let matcher {
                        for key in matcher.keys(matching: event) {
                            add(key, group)
                            if key <= -2 { doneSeen = true }
                        }
                        continue
                    }
                    switch event {
                    case .event(let name): add(index[name]!, group)
                    case .delay(let delay): add(index["after " + delay]!, group)
                    case .invocationDone(let id): add(index["done: " + id]!, group)
                    case .invocationError(let id): add(index["error: " + id]!, group)
                    case .done:
                        add(Self.doneKey(Int32(offset)), group)
                        doneSeen = true
                    case .any:
                        if wildcards.last != group { wildcards.append(group) }
                    }
                }
            }
            // XState: a node's `*` stands for every named event the node does not name itself.
            if !wildcards.isEmpty {
                let own = Set(keys)
                for label in labels.indices where named[label] && !own.contains(Int32(label)) {
                    for group in wildcards { add(Int32(label), group) }
                }
            }
            let first = handlerKey.count
            for (key, keyGroups) in zip(keys, groups) {
                handlerKey.append(key)
                handlerGroups += keyGroups
                handlerGroupStart.append(Int32(handlerGroups.count))
            }
            handlerByKey += (first..<handlerKey.count).sorted { handlerKey[$0] < handlerKey[$1] }.map(Int32.init)
            handlerStart.append(Int32(handlerKey.count))
        }
        self.handlerStart = handlerStart
        self.handlerKey = handlerKey
        self.handlerGroupStart = handlerGroupStart
        self.handlerGroups = handlerGroups
        self.handlerByKey = handlerByKey
        hasEventless = eventlessSeen
        hasDoneHandlers = doneSeen
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
                    if key >= 0, !result.contains(key) { result.append(key) }
                }
                if node == root { break }
                node = parent[Int(node)]
            }
        }
        return result
    }
}

/// SCXML's event matching, computed once: a token matches an event named the same or one
/// that continues it after a dot; `*` matches every named event. Done events are named
/// `done.state.ID`, invocation results `done.invoke.ID`.
private struct SCXMLEventMatcher {
    /// Every event's SCXML name with its key, sorted by name.
    private let names: [(name: String, key: Int32)]
    private let namedKeys: [Int32]

    init(chart: Statechart, labels: [String], named: [Bool]) {
        var names: [(name: String, key: Int32)] = []
        for (offset, label) in labels.enumerated() {
            if named[offset] {
                names.append((label, Int32(offset)))
            } else if label.hasPrefix("done: ") {
                names.append(("done.invoke." + label.dropFirst("done: ".count), Int32(offset)))
            }
        }
        for (offset, node) in chart.nodes.enumerated() where offset != Statechart.root {
            if let id = node.id, node.type == .compound || node.type == .parallel {
                names.append(("done.state." + id, StatechartEngine.doneKey(Int32(offset))))
            }
        }
        self.names = names.sorted { $0.name < $1.name }
        namedKeys = labels.indices.filter { named[$0] }.map(Int32.init)
    }

    func keys(matching event: Statechart.EventDescriptor) -> [Int32] {
        switch event {
        case .any: return namedKeys
        case .event(let token):
            // The names equal to the token or starting with "token.": a range of the sorted list.
            var low = 0, high = names.count
            while low < high {
                let middle = (low + high) / 2
                if names[middle].name < token { low = middle + 1 } else { high = middle }
            }
            var result: [Int32] = []
            let prefix = token + "."
            while low < names.count, names[low].name == token || names[low].name.hasPrefix(token) {
                if names[low].name == token || names[low].name.hasPrefix(prefix) { result.append(names[low].key) }
                low += 1
            }
            return result
        default: return []
        }
    }
}
