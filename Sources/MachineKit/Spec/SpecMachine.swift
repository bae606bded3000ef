import Foundation

/// A spec file that is not a machine, or not one this reader can explore.
///
/// Its description is one line naming the file and, where there is one, the line and the
/// state: `checkout.yaml:12: state 'paying': target 'payed' names no state`.
public struct SpecError: Error, CustomStringConvertible, Sendable, Hashable {
    public var file: String
    public var line: Int?
    public var state: String?
    public var message: String

    public init(file: String, line: Int? = nil, state: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.state = state
        self.message = message
    }

    /// One line, whatever the names in it hold: control characters are shown as `\u{1B}`
    /// (see ``VisibleText``).
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let state { text += "state '\(state)': " }
        return VisibleText.escaped(text + message)
    }
}

/// Machines read from spec files: `.json`, `.yaml` or `.yml` in the XState machine-config
/// subset (`id`, `initial`, `states`, `on`, `type: final`, nested `states`).
///
/// State and event names are taken exactly as written. An event whose value is a list is
/// a set of possible outcomes (guards are not evaluated: every alternative is explored).
/// A transition with no target stays in its state. Compound states are flattened to their
/// leaves, named `parent.child`; entering a compound state enters its `initial` child, and
/// a compound state's events apply to all its children unless a child overrides them.
/// `invoke.onDone` and `invoke.onError` become the events `onDone` and `onError`,
/// `always` the event `always`, and `after: {1000: x}` the event `after 1000`.
public enum SpecMachine {
    /// The file endings a spec file may have.
    public static let fileExtensions = ["json", "yaml", "yml"]

    /// Whether a path names a spec file (by its ending).
    public static func isSpecPath(_ path: String) -> Bool {
        fileExtensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// Builds a machine from a spec document's text (read within `limits`, see
    /// ``SpecLimits``; `load(path:limits:)` reads a file).
    public static func parse(
        _ text: String, file: String, json: Bool, fallbackName: String? = nil, limits: SpecLimits = .standard
    ) throws(SpecError) -> Machine<String, String> {
        let root = try document(text, file: file, json: json, limits: limits)
        var builder = SpecBuilder(file: file)
        return try builder.build(root, fallbackName: fallbackName ?? file)
    }
}

/// Flattens a spec document into leaf states and their transitions.
private struct SpecBuilder {
    struct Leaf {
        var name: String
        var isFinal: Bool
    }

    struct StateDecl {
        var path: [String]
        /// `path` joined with dots, computed once.
        var name: String
        var node: SpecNode?
        var line: Int
        var parent: Int?
        var children: [Int] = []
        var initialChild: Int?
        var isFinal = false
        var id: String?
    }

    /// An event of a state: the candidate targets as written, and where.
    struct EventDecl {
        var event: String
        /// Each entry is one possible outcome; `nil` stays in the state.
        var targets: [(target: String?, line: Int)]
    }

    let file: String
    var decls: [StateDecl] = []
    var byPath: [String: Int] = [:]
    var byID: [String: Int] = [:]

    init(file: String) { self.file = file }

    func error(_ line: Int?, state: String? = nil, _ message: String) -> SpecError {
        SpecError(file: file, line: line, state: state, message: message)
    }

    func name(_ decl: Int) -> String { decls[decl].name }

    mutating func build(_ root: SpecNode, fallbackName: String) throws(SpecError) -> Machine<String, String> {
        guard case .mapping = root else {
            throw error(root.line, "not a machine: expected a mapping with 'initial' and 'states', found \(root.typeName)")
        }
        guard let states = root["states"] else {
            throw error(root.line, "not a machine: no 'states' mapping")
        }
        let machineName: String
        if let id = root["id"] {
            guard let text = id.string, !text.isEmpty else { throw error(id.line, "'id' must be a non-empty string") }
            machineName = text
        } else {
            machineName = fallbackName
        }
        guard root["initial"] != nil else { throw error(root.line, "missing 'initial': the machine has no initial state") }
        let top = try declareChildren(states, parent: nil, parentNode: root, owner: nil).initial

        // Resolve every event of every declared state, parents included.
        var leafNames: [String] = []
        for offset in decls.indices where decls[offset].children.isEmpty {
            leafNames.append(name(offset))
        }
        var eventsOf: [[(event: String, outcomes: [Int])]] = Array(repeating: [], count: decls.count)
        var actionNames: [String] = []
        var actionSeen: Set<String> = []
        for offset in decls.indices {
            for event in try events(of: offset) {
                var outcomes: [Int] = []
                for (target, line) in event.targets {
                    if let target {
                        let resolved = try resolve(target, from: offset, line: line)
                        outcomes.append(try enter(resolved, line: line))
                    } else {
                        outcomes.append(-1)
                    }
                }
                eventsOf[offset].append((event.event, outcomes))
                if actionSeen.insert(event.event).inserted { actionNames.append(event.event) }
            }
        }
        let initial = try enter(top, line: root["initial"]!.line)

        // A leaf's moves: its own events, then its ancestors' events it does not override; each
        // distinct target is one outcome. Flat arrays, the leaf's moves at moveStart[k]..<moveStart[k + 1].
        var moveStart: [Int] = [0]
        var moveEvent: [String] = []
        var moveTarget: [String] = []
        moveStart.reserveCapacity(leafNames.count + 1)
        var finals: Set<String> = []
        for offset in decls.indices where decls[offset].children.isEmpty {
            let leaf = name(offset)
            // States declare a handful of events and outcomes: arrays beat sets here.
            var seen: [String] = []
            var current: Int? = offset
            while let decl = current {
                for (event, outcomes) in eventsOf[decl] where !seen.contains(event) {
                    seen.append(event)
                    let first = moveTarget.count
                    for outcome in outcomes {
                        let target = outcome < 0 ? leaf : name(outcome)
                        if !moveTarget[first...].contains(target) {
                            moveEvent.append(event)
                            moveTarget.append(target)
                        }
                    }
                }
                current = decls[decl].parent
            }
            moveStart.append(moveTarget.count)
            if decls[offset].isFinal { finals.insert(leaf) }
        }
        var kindIndex: [String: Int] = [:]
        kindIndex.reserveCapacity(leafNames.count)
        for (offset, leaf) in leafNames.enumerated() { kindIndex[leaf] = offset }
        let leafIndex = kindIndex, starts = moveStart, events = moveEvent, targets = moveTarget
        var machine = Machine<String, String>(machineName, initialStates: [name(initial)]) {
            (state: String, next: inout Successors<String, String>) in
            guard let leaf = leafIndex[state] else { return }
            for move in starts[leaf]..<starts[leaf + 1] { next.add(events[move], targets[move]) }
        }
        machine.kinds = KindTable(names: leafNames) { leafIndex[$0]! }
        machine.declaredActions = actionNames
        machine.stateLines.reserveCapacity(leafNames.count)
        for offset in decls.indices where decls[offset].children.isEmpty {
            machine.stateLines[name(offset)] = decls[offset].line
        }
        if !finals.isEmpty { machine = machine.final(where: { finals.contains($0) }) }
        return machine
    }

    /// Declares the children of a `states` mapping; returns the initial child and all of them.
    mutating func declareChildren(
        _ states: SpecNode, parent: Int?, parentNode: SpecNode, owner: String?
    ) throws(SpecError) -> (initial: Int, children: [Int]) {
        guard case .mapping(let pairs, let line) = states else {
            throw error(states.line, state: owner, "'states' must be a mapping of state names, found \(states.typeName)")
        }
        guard !pairs.isEmpty else { throw error(line, state: owner, "'states' declares no state") }
        var children: [Int] = []
        byPath.reserveCapacity(byPath.count + pairs.count)
        for (key, value, keyLine) in pairs {
            let path = (parent.map { decls[$0].path } ?? []) + [key]
            let offset = decls.count
            let fullName = path.joined(separator: ".")
            decls.append(StateDecl(path: path, name: fullName, node: value, line: keyLine, parent: parent))
            if byPath[fullName] != nil {
                throw error(keyLine, state: fullName, "state declared twice (nested states are named parent.child)")
            }
            byPath[fullName] = offset
            children.append(offset)
            switch value {
            case .null: break
            case .mapping:
                if let type = value["type"] {
                    switch type.string {
                    case "final": decls[offset].isFinal = true
                    case "atomic", "compound": break
                    case "parallel":
                        throw error(type.line, state: fullName, "parallel states are not supported")
                    case "history":
                        throw error(type.line, state: fullName, "history states are not supported")
                    default:
                        throw error(type.line, state: fullName, "unknown state type '\(type.string ?? type.typeName)'")
                    }
                }
                if let id = value["id"]?.string { byID[id] = offset; decls[offset].id = id }
                if let nested = value["states"] {
                    let (first, nestedChildren) = try declareChildren(nested, parent: offset, parentNode: value, owner: fullName)
                    decls[offset].children = nestedChildren
                    decls[offset].initialChild = first
                }
            default:
                throw error(keyLine, state: fullName, "a state must be a mapping (or empty), found \(value.typeName)")
            }
        }
        guard let initialNode = parentNode["initial"] else {
            if parent == nil { throw error(parentNode.line, "missing 'initial'") }
            throw error(decls[parent!].line, state: owner, "compound state has no 'initial' child")
        }
        guard let initialName = initialNode.string else {
            throw error(initialNode.line, state: owner, "'initial' must be a state name, found \(initialNode.typeName)")
        }
        guard let match = children.first(where: { decls[$0].path.last == initialName }) else {
            throw error(initialNode.line, state: owner, "initial state '\(initialName)' names no state")
        }
        return (match, children)
    }

    /// The events a state declares, in file order.
    func events(of decl: Int) throws(SpecError) -> [EventDecl] {
        guard let node = decls[decl].node, case .mapping = node else { return [] }
        let owner = name(decl)
        var result: [EventDecl] = []
        if let on = node["on"] {
            switch on {
            case .mapping(let pairs, _):
                for (event, value, keyLine) in pairs {
                    result.append(EventDecl(event: event, targets: try targets(value, owner: owner, line: keyLine)))
                }
            case .sequence(let items, _):
                for item in items {
                    guard let event = item["event"]?.string else {
                        throw error(item.line, state: owner, "an 'on' list entry needs an 'event'")
                    }
                    result.append(EventDecl(event: event, targets: try targets(item, owner: owner, line: item.line)))
                }
            case .null: break
            default:
                throw error(on.line, state: owner, "'on' must be a mapping of events, found \(on.typeName)")
            }
        }
        if let always = node["always"] {
            result.append(EventDecl(event: "always", targets: try targets(always, owner: owner, line: always.line)))
        }
        if case .mapping(let pairs, _)? = node["after"] {
            for (delay, value, keyLine) in pairs {
                result.append(EventDecl(event: "after \(delay)", targets: try targets(value, owner: owner, line: keyLine)))
            }
        }
        let invokes: [SpecNode]
        switch node["invoke"] {
        case .sequence(let items, _)?: invokes = items
        case let single?: invokes = [single]
        case nil: invokes = []
        }
        for invoke in invokes {
            for key in ["onDone", "onError"] {
                if let value = invoke[key] {
                    result.append(EventDecl(event: key, targets: try targets(value, owner: owner, line: value.line)))
                }
            }
        }
        if let done = node["onDone"] {
            result.append(EventDecl(event: "done", targets: try targets(done, owner: owner, line: done.line)))
        }
        return result
    }

    /// The possible outcomes of one event's value.
    func targets(_ value: SpecNode, owner: String, line: Int) throws(SpecError) -> [(target: String?, line: Int)] {
        switch value {
        case .scalar(let target, let at):
            return [(target, at)]
        case .null:
            return [(nil, line)]
        case .mapping(_, let at):
            guard let target = value["target"] else { return [(nil, at)] }
            switch target {
            case .scalar(let name, let targetLine): return [(name, targetLine)]
            case .null: return [(nil, at)]
            case .sequence(let items, _):
                return try items.map { item throws(SpecError) in
                    guard let name = item.string else {
                        throw error(item.line, state: owner, "a target must be a state name, found \(item.typeName)")
                    }
                    return (name, item.line)
                }
            case .mapping:
                throw error(target.line, state: owner, "a target must be a state name, found a mapping")
            }
        case .sequence(let items, let at):
            guard !items.isEmpty else { return [(nil, at)] }
            var result: [(target: String?, line: Int)] = []
            for item in items {
                if case .sequence = item {
                    throw error(item.line, state: owner, "a list of outcomes cannot hold another list")
                }
                result += try targets(item, owner: owner, line: item.line)
            }
            return result
        }
    }

    /// The declared state a target names, as XState resolves it: a sibling of the state
    /// that declares the event, then a child (`.child`), an id (`#id`), then a full path.
    func resolve(_ target: String, from decl: Int, line: Int) throws(SpecError) -> Int {
        let owner = name(decl)
        if target.hasPrefix("#") {
            var rest = String(target.dropFirst())
            if let found = byID[rest] { return found }
            if let dot = rest.firstIndex(of: ".") {
                let head = String(rest[..<dot])
                let tail = String(rest[rest.index(after: dot)...])
                if let base = byID[head], let found = byPath[name(base) + "." + tail] { return found }
                rest = tail
            }
            if let found = byPath[rest] { return found }
            throw error(line, state: owner, "target '\(target)' names no state")
        }
        if target.hasPrefix("."), target.count > 1, let found = byPath[owner + target] { return found }
        var scope = decls[decl].parent
        if scope == nil, let found = byPath[target] { return found }
        while true {
            let prefix = scope.map { name($0) + "." } ?? ""
            if let found = byPath[prefix + target] { return found }
            guard let current = scope else { break }
            scope = decls[current].parent
        }
        throw error(line, state: owner, "target '\(target)' names no state")
    }

    /// The leaf that entering a declared state lands in.
    func enter(_ decl: Int, line: Int) throws(SpecError) -> Int {
        var current = decl
        while let child = decls[current].initialChild { current = child }
        return current
    }
}

extension KindTable {
    /// A kind table over explicit names, for machines whose kinds are not Swift types.
    public init(names: [String], index: @escaping (State) -> Int) {
        self.names = names
        self.index = index
    }
}
