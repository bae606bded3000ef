import MachineKitCore
/// How much a spec file may hold. Each limit exceeded is bad input, reported in one line
/// naming the file and line, before any work that grows with it.
///
/// The limits keep the work bounded on any file: a spec file comes from a pull request, so
/// anything can be in it. Within them a file loads in seconds; they are far above what a
/// feature's machine needs.
package struct SpecLimits: Sendable, Hashable {
    /// Bytes in the file: 64 MiB.
    package var fileBytes = 64 << 20
    /// Mappings and lists inside each other: 64 levels.
    package var depth = 64
    /// Declared states, nested ones included: 1,000,000.
    package var states = 1_000_000
    /// Transitions once nested states inherit their parents' events (one per event and
    /// target of each leaf state): 2,000,000.
    package var transitions = 2_000_000
    /// Events that apply in one state, its own and its parents': 200.
    package var eventsPerState = 200
    /// Targets (possible outcomes) of one event: 100.
    package var targetsPerEvent = 100
    /// Nodes that YAML aliases repeat, counted expanded: 100,000.
    package var aliasNodes = 100_000
    /// Bytes (UTF-8) in one name, key or value: 4,096.
    package var nameBytes = 4_096
    /// Atomic states active at once (one per parallel region): 64.
    package var activeStates = 64
    /// Configurations the regions of one parallel state can form together (the product of
    /// theirs, history memory aside): 100,000.
    package var parallelConfigurations = 100_000
    /// Bytes of every configuration name a chart can form, together (what a report that lists
    /// each reachable configuration once holds at most): 256 MiB, so that a real chart of
    /// 10^5 configurations (Qt's pinball, 76 MB of names) checks with the defaults.
    package var configurationNameBytes = 256 << 20

    /// The standard limits (see ``standard``).
    package init() {}

    /// The limits `SpecMachine.load(path:)` and `parse` apply unless told otherwise.
    package static let standard = SpecLimits()
}

extension SpecLimits {
    /// Checks the sizes a parsed document implies against the limits.
    ///
    /// Names are checked everywhere; states, events and targets are counted as the spec
    /// builder will read them (`states`, `on`, `always`, `after`, `invoke`, `onDone`), as an
    /// upper bound: what is counted here is never less than what the builder expands.
    ///
    /// - Complexity: O(*n*) in the nodes of the document.
    func check(_ root: SpecNode, file: String) throws(SpecError) {
        try checkNames(root, file: file)
        guard case .mapping = root, let states = root["states"] else { return }
        var declared = 0
        var transitions = 0
        // (a `states` mapping, the events and targets its parent passes down, the parent's name)
        var pending: [(states: SpecNode, events: Int, targets: Int, parent: String?)] = [(states, 0, 0, nil)]
        while let (node, inheritedEvents, inheritedTargets, parent) = pending.popLast() {
            guard case .mapping(let pairs, _) = node else { continue }
            for (key, value, keyLine) in pairs {
                let name = parent.map { $0 + "." + key } ?? key
                declared += 1
                if declared > self.states {
                    throw SpecError(
                        file: file, line: keyLine, state: name,
                        message: "more than \(self.states) states (the limit)")
                }
                var events = inheritedEvents
                var targets = inheritedTargets
                for count in Self.eventTargets(of: value) {
                    if count > targetsPerEvent {
                        throw SpecError(
                            file: file, line: keyLine, state: name,
                            message: "an event with \(count) targets; an event may have at most \(targetsPerEvent)")
                    }
                    events += 1
                    targets += count
                }
                if events > eventsPerState {
                    throw SpecError(
                        file: file, line: keyLine, state: name,
                        message:
                            "\(events) events apply here (its own and its parents'); a state may have at most \(eventsPerState)")
                }
                if let children = value["states"], case .mapping(let childPairs, _) = children, !childPairs.isEmpty {
                    pending.append((children, events, targets, name))
                } else {
                    transitions += max(targets, 0)
                    if transitions > self.transitions {
                        throw SpecError(
                            file: file, line: keyLine, state: name,
                            message:
                                "more than \(self.transitions) transitions once nested states inherit their parents' events (the limit)")
                    }
                }
            }
        }
    }

    /// The number of targets of each event a state's node declares.
    private static func eventTargets(of state: SpecNode) -> [Int] {
        guard case .mapping = state else { return [] }
        var counts: [Int] = []
        switch state["on"] {
        case .mapping(let pairs, _)?: counts += pairs.map { targets(of: $0.value) }
        case .sequence(let items, _)?: counts += items.map(targets(of:))
        default: break
        }
        if let always = state["always"] { counts.append(targets(of: always)) }
        if case .mapping(let pairs, _)? = state["after"] { counts += pairs.map { targets(of: $0.value) } }
        let invokes: [SpecNode]
        switch state["invoke"] {
        case .sequence(let items, _)?: invokes = items
        case let single?: invokes = [single]
        case nil: invokes = []
        }
        for invoke in invokes {
            for key in ["onDone", "onError"] { if let value = invoke[key] { counts.append(targets(of: value)) } }
        }
        if let done = state["onDone"] { counts.append(targets(of: done)) }
        return counts
    }

    /// Targets of one event's value: a name, a list of names or `{target}` objects, or an
    /// object whose `target` is a name or a list. At least one (a transition that stays).
    private static func targets(of value: SpecNode) -> Int {
        switch value {
        case .sequence(let items, _):
            return max(
                1,
                items.reduce(0) { total, item in
                    if case .mapping = item, case .sequence(let list, _)? = item["target"] { return total + list.count }
                    return total + 1
                })
        case .mapping:
            if case .sequence(let list, _)? = value["target"] { return max(1, list.count) }
            return 1
        default:
            return 1
        }
    }

    private func checkNames(_ root: SpecNode, file: String) throws(SpecError) {
        var pending = [root]
        while let node = pending.popLast() {
            switch node {
            case .scalar(let text, let line):
                if text.utf8.count > nameBytes { throw nameError(text, line: line, file: file) }
            case .null: break
            case .sequence(let items, _):
                pending += items
            case .mapping(let pairs, _):
                for pair in pairs {
                    if pair.key.utf8.count > nameBytes { throw nameError(pair.key, line: pair.keyLine, file: file) }
                    pending.append(pair.value)
                }
            }
        }
    }

    private func nameError(_ text: String, line: Int, file: String) -> SpecError {
        SpecError(
            file: file, line: line,
            message:
                "a name or value of \(text.utf8.count) bytes; names may have at most \(nameBytes) (the limit)")
    }
}

extension SpecLimits {
    /// Checks a chart read from a document that has no ``SpecNode`` tree (SCXML): its
    /// states, transitions, targets of one transition, transitions that apply in one state
    /// (its own and its ancestors') and the length of its names.
    ///
    /// - Complexity: O(*n*) in the nodes and transitions of the chart.
    func check(_ chart: Statechart) throws(SpecError) {
        let file = chart.file
        let declared = chart.nodes.lazy.filter { $0.type.isState }.count
        if declared > states {
            let node = chart.nodes.last { $0.type.isState }!
            throw SpecError(file: file, line: node.line, message: "more than \(states) states (the limit)")
        }
        if chart.transitions.count > transitions {
            throw SpecError(
                file: file, line: chart.transitions[transitions].line,
                message: "more than \(transitions) transitions (the limit)")
        }
        for node in chart.nodes where node.label.utf8.count > nameBytes || node.name.utf8.count > nameBytes {
            let text = node.label.utf8.count > nameBytes ? node.label : node.name
            throw nameError(text, line: node.line, file: file)
        }
        for transition in chart.transitions {
            if transition.targets.count > targetsPerEvent {
                throw SpecError(
                    file: file, line: transition.line, state: chart.nodes[transition.source].name,
                    message: "a transition with \(transition.targets.count) targets; a transition may have at most \(targetsPerEvent)")
            }
            for case .event(let name) in transition.events where name.utf8.count > nameBytes {
                throw nameError(name, line: transition.line, file: file)
            }
        }
        // Transitions that apply in each state: its own and its ancestors'. Parents come
        // before their children in `nodes`.
        var applying = [Int](repeating: 0, count: chart.nodes.count)
        for (index, node) in chart.nodes.enumerated() {
            applying[index] = (node.parent.map { applying[$0] } ?? 0) + node.transitions.count
            if applying[index] > eventsPerState {
                throw SpecError(
                    file: file, line: node.line, state: node.name,
                    message:
                        "\(applying[index]) transitions apply here (its own and its ancestors'); a state may have at most \(eventsPerState)"
                )
            }
        }
    }
}
