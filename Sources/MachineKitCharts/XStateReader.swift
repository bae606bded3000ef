import MachineKitCore
/// Reads an XState machine config (already parsed from JSON or YAML) into a ``Statechart``,
/// with v5's meaning, or v4's where the config uses a key only v4 reads
/// (``Statechart/Dialect/xstate4Keys``) or the caller says so.
///
/// Read: `id`, `initial`, `type` (`parallel`, `final`, `history` with `history: deep` and a
/// default `target`), nested `states`, `on` (`*` included), `always`, `after`, `invoke`
/// (`onDone`, `onError`, named by `id`, else `src`), `onDone`, and per transition `target`
/// (one or several), `guard` (or v4's `cond`) and `reenter`. Every other key (entry, exit,
/// actions, context, meta, ...) is ignored. Targets resolve as XState v5 resolves them: a
/// sibling's name (exact first, then a dotted path into a sibling), `.child` below the
/// source, `#id` and `#id.path`; the root has no siblings.
struct XStateReader {
    private let file: String
    private var nodes: [Statechart.Node] = []
    /// Each node's parent, beside `nodes` for the lookups every target makes.
    private var parents: [Int] = []
    /// Each node's value in the document (the whole document for the root; null for a state
    /// written without keys).
    private var documents: [SpecNode] = []
    private var transitions: [Statechart.Transition] = []
    /// Each node by its parent and label: how targets are resolved.
    private var children = ChildTable()
    /// Each node by its full name, kept only once a label holds a dot (then a full name no
    /// longer says which labels it joins, and two nodes in different places can share one).
    private var byName: [String: Int] = [:]
    /// Whether a label holds a dot (and `byName` is kept).
    private var dottedLabels = false
    private var byID: [String: Int] = [:]
    private var alternatives = 0
    /// Each list of events transitions name, kept once: the transitions of a million states
    /// that all take `next` share one array instead of holding one each.
    private var eventLists: [[Statechart.EventDescriptor]: [Statechart.EventDescriptor]] = [:]
    private let dialect: Statechart.Dialect
    private let rules: Statechart.Rules

    private init(file: String, dialect: Statechart.Dialect) {
        self.file = file
        self.dialect = dialect
        rules = dialect.rules
    }

    /// The chart a parsed document describes, read as `dialect` (by default: v4 when the
    /// document uses a v4-only key outside state and event names, else v5).
    ///
    /// The document is freed state by state as the chart is read, when the caller hands it
    /// over (`consume`): the chart and the whole tree are never held together.
    static func read(
        _ document: consuming SpecNode, file: String, fallbackName: String, dialect: Statechart.Dialect? = nil
    ) throws(SpecError) -> Statechart {
        var reader = XStateReader(file: file, dialect: dialect ?? (usesXState4Keys(document) ? .xstate4 : .xstate5))
        return try reader.read(consume document, fallbackName: fallbackName)
    }

    /// Whether a v4-only key appears as a key of the document, state and event names aside
    /// (a state may be named `services`).
    static func usesXState4Keys(_ document: SpecNode) -> Bool {
        var pending: [(node: SpecNode, keysAreNames: Bool)] = [(document, false)]
        while let (node, keysAreNames) = pending.popLast() {
            switch node {
            case .mapping(let pairs, _):
                for (key, value, _) in pairs {
                    if !keysAreNames, Statechart.Dialect.xstate4Keys.contains(key) { return true }
                    let names = !keysAreNames && (key == "states" || key == "on" || key == "after")
                    pending.append((value, names))
                }
            case .sequence(let items, _):
                for item in items { pending.append((item, false)) }
            case .scalar, .null:
                break
            }
        }
        return false
    }

    private func error(_ line: Int?, state node: Int? = nil, _ message: String) -> SpecError {
        SpecError(
            file: file, line: line, state: node.flatMap { nodes[$0].name.isEmpty ? nil : nodes[$0].name },
            message: message)
    }

    private mutating func read(_ root: consuming SpecNode, fallbackName: String) throws(SpecError) -> Statechart {
        guard case .mapping = root else {
            throw error(root.line, "not a machine: expected a mapping with 'initial' and 'states', found \(root.typeName)")
        }
        guard let states = root["states"] else {
            throw error(root.line, "not a machine: no 'states' mapping")
        }
        var machineName = fallbackName
        var rootID: String?
        if let id = root["id"] {
            guard let text = id.string, !text.isEmpty else { throw error(id.line, "'id' must be a non-empty string") }
            machineName = text
            rootID = text
        } else if dialect == .xstate4, let key = root["key"]?.string, !key.isEmpty {
            // v4: a machine without `id` is identified by its `key` (`this.id = config.id ||
            // [this.machine.key, ...this.path].join(delimiter)`).
            machineName = key
            rootID = key
        }
        if dialect == .xstate4, let delimiter = root["delimiter"], delimiter.string != "." {
            throw error(delimiter.line, "'delimiter' other than '.' is not read (targets and names would split on it)")
        }
        var rootType = Statechart.NodeType.compound
        if let type = root["type"] {
            switch type.string {
            case "parallel": rootType = .parallel
            case "compound": break
            default:
                throw error(type.line, "the machine's 'type' must be 'parallel' or 'compound', found '\(type.string ?? type.typeName)'")
            }
        } else if try shorthandType(of: root, name: "", hasStates: true) == .parallel {
            rootType = .parallel
        }
        if rootType == .compound, root["initial"] == nil {
            throw error(root.line, "missing 'initial': the machine has no initial state")
        }
        nodes.append(Statechart.Node(label: "", name: "", parent: nil, type: rootType, line: root.line, id: rootID))
        parents.append(-1)
        // The document's only hold on the whole tree from here on.
        documents.append(consume root)
        if let rootID { byID[rootID] = Statechart.root }
        try declareChildren(consume states, of: Statechart.root)

        for node in nodes.indices {
            switch nodes[node].type {
            case .compound: try resolveInitial(of: node)
            case .history: try resolveHistoryTarget(of: node)
            default: break
            }
        }
        for node in nodes.indices {
            try readTransitions(of: node)
            // The last hold on the node's own part of the document (its parent's went first).
            documents[node] = .null(line: 0)
        }
        return Statechart(name: machineName, file: file, dialect: dialect, nodes: nodes, transitions: transitions)
    }

    // MARK: Nodes

    private mutating func declareChildren(_ states: SpecNode, of parent: Int) throws(SpecError) {
        guard case .mapping(let pairs, let line) = states else {
            throw error(states.line, state: parent, "'states' must be a mapping of state names, found \(states.typeName)")
        }
        guard !pairs.isEmpty else { throw error(line, state: parent, "'states' declares no state") }
        let prefix = parent == Statechart.root ? "" : nodes[parent].name + "."
        for (key, value, keyLine) in pairs {
            let node = nodes.count
            let name = prefix + key
            if !dottedLabels, key.utf8.contains(UInt8(ascii: ".")) {
                // From here on, full names are compared as strings.
                dottedLabels = true
                for earlier in nodes.indices.dropFirst() { byName[nodes[earlier].name] = earlier }
            }
            let other =
                dottedLabels
                ? byName.updateValue(node, forKey: name)
                : children.find(parent: parent, label: key[...], nodes: nodes)
            if let other {
                throw SpecError(
                    file: file, line: keyLine, state: name,
                    message: "another state has the same full name (declared on line \(nodes[other].line))")
            }
            children.insert(node, parent: parent, label: key)
            var type = Statechart.NodeType.atomic
            var id: String?
            var nested: SpecNode?
            switch value {
            case .null: break
            case .mapping:
                nested = value["states"]
                if let typeNode = value["type"] {
                    switch typeNode.string {
                    case "final": type = .final
                    case "parallel": type = .parallel
                    case "history": type = .history(deep: value["history"]?.string == "deep")
                    case "atomic", "compound": break
                    default:
                        throw SpecError(
                            file: file, line: typeNode.line, state: name,
                            message: "unknown state type '\(typeNode.string ?? typeNode.typeName)'")
                    }
                } else if let shorthand = try shorthandType(of: value, name: name, hasStates: nested != nil) {
                    type = shorthand
                }
                if let nested, type != .atomic, type != .parallel {
                    throw SpecError(
                        file: file, line: nested.line, state: name,
                        message: "a \(type == .final ? "final" : "history") state cannot have child states")
                }
                if type == .atomic, nested != nil { type = .compound }
                if type == .parallel, nested == nil {
                    throw SpecError(file: file, line: keyLine, state: name, message: "a parallel state needs 'states' (its regions)")
                }
                if let idNode = value["id"] {
                    guard let text = idNode.string, !text.isEmpty else {
                        throw SpecError(file: file, line: idNode.line, state: name, message: "'id' must be a non-empty string")
                    }
                    if let other = byID.updateValue(node, forKey: text) {
                        throw SpecError(
                            file: file, line: idNode.line, state: name,
                            message: "id '\(text)' is already given to \(describe(other))")
                    }
                    id = text
                }
            default:
                throw SpecError(
                    file: file, line: keyLine, state: name,
                    message: "a state must be a mapping (or empty), found \(value.typeName)")
            }
            nodes.append(Statechart.Node(label: key, name: name, parent: parent, type: type, line: keyLine, id: id))
            parents.append(parent)
            documents.append(value)
            nodes[parent].children.append(node)
            if let nested { try declareChildren(nested, of: node) }
        }
    }

    /// The type a state written without `type` has by XState's shorthands: `history: true`,
    /// `'shallow'` or `'deep'` makes a history state when it has no child states (v4 and v5
    /// `StateNode`: `config.history ? 'history'`, `true` meaning shallow); v4's `parallel: true`
    /// a parallel state (v5 does not read the key, and the state would be compound: refused,
    /// so that the file is not read as something its author did not write). `nil`: no
    /// shorthand applies.
    private func shorthandType(of value: SpecNode, name: String, hasStates: Bool) throws(SpecError) -> Statechart.NodeType? {
        if let parallel = value["parallel"], parallel.string == "true" {
            guard dialect == .xstate4 else {
                throw SpecError(
                    file: file, line: parallel.line, state: name.isEmpty ? nil : name,
                    message:
                        "'parallel: true' is XState v4's shorthand for 'type: parallel', which v5 does not read; write 'type: parallel' (or read the file as v4 with --dialect xstate4)"
                )
            }
            guard hasStates else {
                throw SpecError(file: file, line: parallel.line, state: name, message: "a parallel state needs 'states' (its regions)")
            }
            return .parallel
        }
        guard !hasStates, let history = value["history"] else { return nil }
        switch history.string {
        case "true", "shallow": return .history(deep: false)
        case "deep": return .history(deep: true)
        case "false": return nil
        default:
            throw SpecError(
                file: file, line: history.line, state: name,
                message:
                    "'history' must be true, 'shallow' or 'deep', found '\(history.string ?? history.typeName)'")
        }
    }

    private func describe(_ node: Int) -> String {
        node == Statechart.root ? "the machine" : "state '\(nodes[node].name)'"
    }

    private mutating func resolveInitial(of node: Int) throws(SpecError) {
        guard let initial = documents[node]["initial"] else {
            if node == Statechart.root {
                throw error(nodes[node].line, "missing 'initial': the machine has no initial state")
            }
            // Accepted while every entry names one of its children; entering it by default
            // is refused when exploring finds such a step.
            return
        }
        guard let label = initial.string else {
            throw error(initial.line, state: node, "'initial' must be a state name, found \(initial.typeName)")
        }
        guard let child = nodes[node].children.first(where: { nodes[$0].label == label && nodes[$0].type.isState }) else {
            throw error(initial.line, state: node, "initial state '\(label)' names no state")
        }
        nodes[node].initial = [child]
    }

    private mutating func resolveHistoryTarget(of node: Int) throws(SpecError) {
        guard let target = documents[node]["target"] else { return }
        guard let text = target.string else {
            throw error(target.line, state: node, "a history state's 'target' must be a state name, found \(target.typeName)")
        }
        let parent = nodes[node].parent!
        guard let found = descendant(of: parent, path: text) else {
            throw error(target.line, state: node, "target '\(text)' names no state")
        }
        guard nodes[found].type.isState else {
            throw error(target.line, state: node, "a history state's default target must be a state, not '\(text)'")
        }
        nodes[node].initial = [found]
    }

    // MARK: Transitions

    /// One transition as written, before its targets are resolved.
    private struct Entry {
        var targets: [(name: String, line: Int)]
        var isGuarded: Bool
        /// `reenter: true` (v5) or `internal: false` (v4): true; `reenter: false` or
        /// `internal: true`: false; `nil` when the transition does not say.
        var external: Bool?
        var line: Int
    }

    private mutating func readTransitions(of node: Int) throws(SpecError) {
        guard case .mapping(let pairs, _) = documents[node] else { return }
        if case .history = nodes[node].type { return }
        for (key, value, keyLine) in pairs {
            switch key {
            case "on":
                switch value {
                case .mapping(let events, _):
                    for (event, handlers, eventLine) in events {
                        let descriptor: Statechart.EventDescriptor = event == "*" ? .any : .event(event)
                        try add(handlers, events: [descriptor], from: node, line: eventLine)
                    }
                case .sequence(let items, _):
                    for item in items {
                        guard let event = item["event"]?.string else {
                            throw error(item.line, state: node, "an 'on' list entry needs an 'event'")
                        }
                        try add(item, events: [event == "*" ? .any : .event(event)], from: node, line: item.line)
                    }
                case .null: break
                default:
                    throw error(value.line, state: node, "'on' must be a mapping of events, found \(value.typeName)")
                }
            case "always":
                try add(value, events: [], from: node, line: keyLine)
            case "after":
                switch value {
                case .mapping(let delays, _):
                    for (delay, handlers, delayLine) in delays {
                        try add(handlers, events: [.delay(delay)], from: node, line: delayLine)
                    }
                case .null: break
                default:
                    throw error(value.line, state: node, "'after' must be a mapping of delays, found \(value.typeName)")
                }
            case "invoke":
                let invocations: [SpecNode]
                switch value {
                case .sequence(let items, _): invocations = items
                case .mapping: invocations = [value]
                case .null: invocations = []
                default:
                    throw error(value.line, state: node, "'invoke' must be a mapping or a list of them, found \(value.typeName)")
                }
                for invocation in invocations { try readInvocation(invocation, of: node) }
            case "onDone":
                try add(value, events: [.done], from: node, line: keyLine)
            case "route" where dialect == .xstate5:
                try addRoute(value, to: node, line: keyLine)
            default:
                break
            }
        }
    }

    /// v5's `route: {guard?}` on a state with an `id`: a transition of the machine to the
    /// state, taken by the event `xstate.route` sent with `to: '#ID'` (the label
    /// `xstate.route #ID`), not re-entering (XState's `getRouteTransitions`). Without `id`
    /// XState reads no route, and neither does this.
    private mutating func addRoute(_ value: SpecNode, to node: Int, line: Int) throws(SpecError) {
        guard let id = nodes[node].id else { return }
        switch value {
        case .mapping, .null: break
        default: throw error(value.line, state: node, "'route' must be a mapping, found \(value.typeName)")
        }
        let events = [Statechart.EventDescriptor.event("xstate.route #" + id)]
        nodes[Statechart.root].transitions.append(transitions.count)
        transitions.append(
            Statechart.Transition(
                source: Statechart.root, events: events, isGuarded: isPresent(value["guard"]), targets: [node],
                isExternal: false, line: line, alternatives: alternatives))
        alternatives += 1
    }

    private mutating func readInvocation(_ invocation: SpecNode, of node: Int) throws(SpecError) {
        guard case .mapping = invocation else {
            throw error(invocation.line, state: node, "an invocation must be a mapping, found \(invocation.typeName)")
        }
        let onDone = invocation["onDone"], onError = invocation["onError"]
        // v5 only: v4's invocations have no snapshots.
        let onSnapshot = dialect == .xstate4 ? nil : invocation["onSnapshot"]
        guard onDone != nil || onError != nil || onSnapshot != nil else { return }
        guard let name = invocation["id"]?.string ?? invocation["src"]?.string, !name.isEmpty else {
            throw error(
                invocation.line, state: node,
                "an invocation with 'onDone', 'onError' or 'onSnapshot' needs an 'id' or a 'src' to name its events")
        }
        if let onDone { try add(onDone, events: [.invocationDone(name)], from: node, line: onDone.line) }
        if let onError { try add(onError, events: [.invocationError(name)], from: node, line: onError.line) }
        if let onSnapshot { try add(onSnapshot, events: [.invocationSnapshot(name)], from: node, line: onSnapshot.line) }
    }

    /// Adds the transitions one event's value declares: one list of alternatives.
    private mutating func add(
        _ value: SpecNode, events: [Statechart.EventDescriptor], from node: Int, line: Int
    ) throws(SpecError) {
        let entries = try self.entries(value, from: node, line: line)
        let events = eventLists[events, default: events]
        if eventLists.count < 100_000, eventLists[events] == nil { eventLists[events] = events }
        let group = alternatives
        alternatives += 1
        for entry in entries {
            var targets: [Int] = []
            for (name, targetLine) in entry.targets {
                let target = try resolve(name, from: node, line: targetLine)
                if !targets.contains(target) { targets.append(target) }
            }
            try checkTogether(targets, from: node, line: entry.line)
            let isExternal: Bool
            if let external = entry.external {
                isExternal = external
            } else {
                switch rules.defaultInternal {
                case .unlessReentering: isExternal = false
                case .onlyForDotTargets: isExternal = !entry.targets.isEmpty && !entry.targets.contains { $0.name.hasPrefix(".") }
                case .external: isExternal = !entry.targets.isEmpty
                }
            }
            nodes[node].transitions.append(transitions.count)
            transitions.append(
                Statechart.Transition(
                    source: node, events: events, isGuarded: entry.isGuarded, targets: targets, isExternal: isExternal,
                    line: entry.line, alternatives: group))
        }
    }

    /// The transitions of one event's value: a target, a transition object, or a list of them.
    private func entries(_ value: SpecNode, from node: Int, line: Int) throws(SpecError) -> [Entry] {
        switch value {
        case .scalar(let target, let at):
            if target.isEmpty, rules.emptyTargetIsTargetless {
                return [Entry(targets: [], isGuarded: false, external: nil, line: at)]
            }
            return [Entry(targets: [(target, at)], isGuarded: false, external: nil, line: at)]
        case .null:
            return [Entry(targets: [], isGuarded: false, external: nil, line: line)]
        case .mapping(_, let at):
            // v4's `in: '#id'` (a state guard) guards as `cond` does; v5 does not read it.
            let isGuarded =
                isPresent(value["guard"]) || isPresent(value["cond"])
                || (dialect == .xstate4 && isPresent(value["in"]))
            var external: Bool?
            switch value["reenter"]?.string {
            case "true": external = true
            case "false": external = false
            default: break
            }
            switch value["internal"]?.string {
            case "true": external = false
            case "false": external = true
            default: break
            }
            guard let target = value["target"] else {
                return [Entry(targets: [], isGuarded: isGuarded, external: external, line: at)]
            }
            switch target {
            case .scalar(let name, let targetLine):
                if name.isEmpty, rules.emptyTargetIsTargetless {
                    return [Entry(targets: [], isGuarded: isGuarded, external: external, line: targetLine)]
                }
                return [Entry(targets: [(name, targetLine)], isGuarded: isGuarded, external: external, line: targetLine)]
            case .null:
                return [Entry(targets: [], isGuarded: isGuarded, external: external, line: at)]
            case .sequence(let items, let targetLine):
                var targets: [(name: String, line: Int)] = []
                for item in items {
                    guard let name = item.string else {
                        throw error(item.line, state: node, "a target must be a state name, found \(item.typeName)")
                    }
                    if name.isEmpty, rules.emptyTargetIsTargetless { continue }
                    targets.append((name, item.line))
                }
                return [Entry(targets: targets, isGuarded: isGuarded, external: external, line: targets.first?.line ?? targetLine)]
            case .mapping:
                throw error(target.line, state: node, "a target must be a state name, found a mapping")
            }
        case .sequence(let items, let at):
            guard !items.isEmpty else { return [Entry(targets: [], isGuarded: false, external: nil, line: at)] }
            var result: [Entry] = []
            for item in items {
                if case .sequence = item {
                    throw error(item.line, state: node, "a list of outcomes cannot hold another list")
                }
                result += try entries(item, from: node, line: item.line)
            }
            return result
        }
    }

    private func isPresent(_ value: SpecNode?) -> Bool {
        switch value {
        case nil, .null?: false
        default: true
        }
    }

    // MARK: Targets

    /// The node a target names, from `source`: `#id` or `#id.path`, `.path` below the
    /// source, else a sibling's name or a dotted path into a sibling.
    ///
    /// A path ends at its first empty segment, as XState's `getStateNodeByPath` stops there:
    /// `'.'` names the source itself (v4 and v5 resolve it as the source's key plus `.` from
    /// its parent), `'a2.'` the sibling `a2`, `'#id.'` the node `id`.
    private func resolve(_ target: String, from source: Int, line: Int) throws(SpecError) -> Int {
        if target.hasPrefix("#") {
            let rest = target.dropFirst()
            if let found = byID[String(rest)] { return found }
            var dot = rest.firstIndex(of: ".")
            while let split = dot {
                if let base = byID[String(rest[..<split])] {
                    let path = Self.toFirstEmptySegment(rest[rest.index(after: split)...])
                    if path.isEmpty { return base }
                    if let found = descendant(of: base, path: path) { return found }
                }
                dot = rest[rest.index(after: split)...].firstIndex(of: ".")
            }
        } else if target.hasPrefix(".") {
            let path = Self.toFirstEmptySegment(target.dropFirst())
            if path.isEmpty { return source }
            if let found = descendant(of: source, path: path) { return found }
        } else if source != Statechart.root, let found = descendant(of: parents[source], path: Self.toFirstEmptySegment(target[...])) {
            return found
        } else if source == Statechart.root, let found = descendant(of: Statechart.root, path: Self.toFirstEmptySegment(target[...])) {
            // v4 resolves a plain target of the machine's own transitions among the root's
            // children; v5 refuses it.
            if rules.rootResolvesPlainTargets { return found }
            throw error(
                line, state: source,
                "target '\(target)' names no state: XState v5 resolves a plain target of the machine's own transitions among siblings, and the machine has none; write '.\(target)' (or read the file as v4 with --dialect xstate4)"
            )
        }
        throw error(line, state: source, "target '\(target)' names no state")
    }

    /// `path` up to its first empty segment (all of it when it has none): `a.` and `a..b` are
    /// `a`, `.a` is empty.
    static func toFirstEmptySegment(_ path: Substring) -> String {
        // One pass over the bytes: a segment is empty where a dot opens the path, follows
        // another dot, or ends it.
        let bytes = path.utf8
        var segmentStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: ".") {
                if index == segmentStart { return String(path[..<(index == bytes.startIndex ? index : bytes.index(before: index))]) }
                segmentStart = bytes.index(after: index)
                if segmentStart == bytes.endIndex { return String(path[..<index]) }
            }
            index = bytes.index(after: index)
        }
        return String(path)
    }

    /// The node below `base` whose labels from `base`'s child down, joined by `.`, are `path`.
    /// Full names are unique, so at most one node has that full name; it must lie below `base`.
    private func descendant(of base: Int, path: String) -> Int? {
        guard !path.isEmpty else { return nil }
        if !dottedLabels {
            // No label holds a dot: the path's labels, one level at a time.
            var current = base
            var rest = path[...]
            while let dot = rest.utf8.firstIndex(of: UInt8(ascii: ".")) {
                guard let child = children.find(parent: current, label: rest[..<dot], nodes: nodes) else {
                    return nil
                }
                current = child
                rest = rest[rest.utf8.index(after: dot)...]
            }
            return children.find(parent: current, label: rest, nodes: nodes)
        }
        let name = base == Statechart.root ? path : nodes[base].name + "." + path
        guard let found = byName[name] else { return nil }
        var ancestor = parents[found]
        while ancestor >= 0 {
            if ancestor == base { return found }
            ancestor = parents[ancestor]
        }
        return nil
    }

    private func checkTogether(_ targets: [Int], from node: Int, line: Int) throws(SpecError) {
        if let (first, second) = Statechart.conflictingTargets(targets, in: nodes) {
            throw error(
                line, state: node,
                "targets '\(nodes[first].name)' and '\(nodes[second].name)' cannot be active together (they are not in different regions of a parallel state)"
            )
        }
    }
}

extension Statechart {
    /// Two of `targets` that cannot be entered together: one lies below the other, or two
    /// meet at an ancestor that is not a parallel state (they share a region). `nil` when
    /// they can.
    /// - Complexity: O(targets × depth).
    static func conflictingTargets(_ targets: [Int], in nodes: [Node]) -> (Int, Int)? {
        guard targets.count > 1 else { return nil }
        // For each ancestor met so far: the target whose walk met it, and the child it came through.
        var met: [Int: (target: Int, child: Int)] = [:]
        for target in targets {
            if let earlier = met[target] { return (earlier.target, target) }
            met[target] = (target, target)
            var child = target
            while let parent = nodes[child].parent {
                if let earlier = met[parent] {
                    if earlier.target == parent { return (parent, target) }
                    if earlier.child != child, nodes[parent].type != .parallel { return (earlier.target, target) }
                    break
                }
                met[parent] = (target, child)
                child = parent
            }
        }
        return nil
    }
}
