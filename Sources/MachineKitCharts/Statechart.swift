import MachineKitCore
/// A statechart read from a spec file: its nodes (the root, states, history pseudo-states)
/// with their structure, and its transitions.
///
/// Structure is data: every node knows its parent and children, in document order (the order
/// the file declares them, parents before children); nothing is read back from names. Node 0
/// is the root (the machine itself, or `<scxml>`). Every target is resolved to a node when
/// the chart is read, so a chart is always complete; what it *means* (steps, configurations)
/// is ``SpecMachine``'s business.
public struct Statechart: Sendable, Hashable {
    /// Whose statechart semantics the file is read with where they differ (see
    /// ``Statechart/Rules``, the rules each one stands for): XState v5 for machine configs
    /// (`.json`, `.yaml`, `.yml`), XState v4 for a config that uses v4-only keys, SCXML for
    /// `.scxml`.
    public enum Dialect: String, Sendable, Hashable, CaseIterable {
        /// XState v5 (`createMachine` of xstate 5).
        case xstate5
        /// XState v4 where it differs from v5.
        case xstate4
        /// W3C SCXML (the Recommendation of 1 September 2015, its Appendix D algorithm).
        case scxml

        /// The name `--dialect` takes and reports print.
        public var name: String { rawValue }

        /// Whether the dialect is one of XState's (machine configs).
        public var isXState: Bool { self != .scxml }
    }

    /// What a node is.
    public enum NodeType: Sendable, Hashable {
        /// A state without children.
        case atomic
        /// A state with children, one of them active at a time.
        case compound
        /// A state whose children (regions) are all active at once.
        case parallel
        /// A final state: entering it raises its parent's done event, or ends the machine
        /// when it is a child of the root.
        case final
        /// A history pseudo-state: it remembers the active child of its parent (shallow) or
        /// the parent's active atomic states (deep). It is never active itself.
        case history(deep: Bool)

        /// Whether nodes of this type can be active (every type but history).
        public var isState: Bool {
            if case .history = self { return false }
            return true
        }
    }

    /// A state, history pseudo-state, or the root.
    public struct Node: Sendable, Hashable {
        /// The node's own name: its `states` key, or its SCXML `id`; empty for the root.
        public var label: String
        /// The labels from the root's child down to this node, joined by `.`; empty for the
        /// root. Unique in a chart.
        public var name: String
        /// The node's parent; `nil` for the root only.
        public var parent: Int?
        /// The node's children in document order, history pseudo-states included.
        public var children: [Int] = []
        /// What kind of node it is.
        public var type: NodeType
        /// The line that declares the node (1-based).
        public var line: Int
        /// An XState `id:`, or the SCXML `id` (what `#id` targets name).
        public var id: String?
        /// For a compound state (or compound root): the states its initial transition enters.
        /// For a history pseudo-state: the states its default transition enters; empty when
        /// it has none (XState: its parent's initial state is entered then).
        public var initial: [Int] = []
        /// The node's transitions (indices in ``Statechart/transitions``), in document order.
        public var transitions: [Int] = []

        /// A node with no children, initial states or transitions yet.
        public init(label: String, name: String, parent: Int?, type: NodeType, line: Int, id: String? = nil) {
            self.label = label
            self.name = name
            self.parent = parent
            self.type = type
            self.line = line
            self.id = id
        }
    }

    /// What a transition waits for.
    public enum EventDescriptor: Sendable, Hashable {
        /// A named event. XState: that event exactly (an `on` key). SCXML: an `event` token,
        /// which also matches events that continue it after a dot (`a` matches `a.b`);
        /// `done.state.ID` tokens match the done event of the state `ID`, `done.invoke.ID`
        /// tokens the event `done: ID`.
        case event(String)
        /// `*`: XState, every named event the transition's node does not name itself; SCXML,
        /// every named event, in document order with the node's other transitions.
        case any
        /// The delay `after: {K: ...}`: the event `after K`.
        case delay(String)
        /// An invocation's `onDone`: the event `done: ID` (its `id`, else its `src`).
        case invocationDone(String)
        /// An invocation's `onError`: the event `error: ID`.
        case invocationError(String)
        /// An invocation's `onSnapshot` (XState v5): the event `snapshot: ID`, each snapshot
        /// the invoked actor emits while its state is active.
        case invocationSnapshot(String)
        /// XState `onDone`: the done event of the transition's own node, raised within the
        /// step that enters its final child (every region's, for a parallel state).
        case done
    }

    /// A transition from a node.
    public struct Transition: Sendable, Hashable {
        /// The node that declares the transition.
        public var source: Int
        /// The events it waits for; empty for an eventless transition (`always`, or an SCXML
        /// `<transition>` without `event`).
        public var events: [EventDescriptor]
        /// Whether it has a guard (`guard`/`cond`): guards are never evaluated, so it may or
        /// may not apply.
        public var isGuarded: Bool
        /// The nodes it enters, together; empty for a targetless transition (it stays).
        public var targets: [Int]
        /// Whether a transition to its own node or below leaves its source: XState's
        /// `reenter: true`, SCXML's default `type="external"`.
        public var isExternal: Bool
        /// The line of its target (of the transition, for SCXML and targetless ones).
        public var line: Int
        /// Transitions written as one list of alternatives for one event (XState's
        /// `finish: [loaded, failed]`) share this number; every other transition has its own.
        public var alternatives: Int

        /// A transition with these fields.
        public init(
            source: Int, events: [EventDescriptor], isGuarded: Bool, targets: [Int], isExternal: Bool,
            line: Int, alternatives: Int
        ) {
            self.source = source
            self.events = events
            self.isGuarded = isGuarded
            self.targets = targets
            self.isExternal = isExternal
            self.line = line
            self.alternatives = alternatives
        }
    }

    /// The machine's name: the root's `id` (XState) or `name` (SCXML), else the file's name.
    public var name: String
    /// The file the chart was read from, for messages.
    public var file: String
    /// The format the chart was read from (its rules differ in a few places).
    public var dialect: Dialect
    /// Every node in document order (a node's descendants follow it directly); node 0 is the
    /// root.
    public var nodes: [Node]
    /// Every transition; each node lists its own.
    public var transitions: [Transition]

    /// A chart with these nodes and transitions; node 0 is the root.
    public init(name: String, file: String, dialect: Dialect, nodes: [Node], transitions: [Transition]) {
        self.name = name
        self.file = file
        self.dialect = dialect
        self.nodes = nodes
        self.transitions = transitions
    }

    /// The root's index.
    public static let root = 0

    /// How reports and diagrams name an event: as written, `after K` for a delay, `done: ID` /
    /// `error: ID` for an invocation's results (SCXML's `done.invoke.ID` too), `*` for any
    /// event, `done` for `onDone` (and SCXML's `done.state.ID`).
    public func label(of event: EventDescriptor) -> String {
        switch event {
        case .event(let name) where dialect == .scxml && name.hasPrefix("done.invoke."):
            "done: " + name.dropFirst("done.invoke.".count)
        case .event(let name) where dialect == .scxml && name.hasPrefix("done.state."):
            "done"
        case .event(let name): name
        case .any: "*"
        case .delay(let delay): "after \(delay)"
        case .invocationDone(let id): "done: \(id)"
        case .invocationError(let id): "error: \(id)"
        case .invocationSnapshot(let id): "snapshot: \(id)"
        case .done: "done"
        }
    }

    /// Whether `node` lies strictly below `ancestor`.
    /// - Complexity: O(depth).
    public func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
        var current = nodes[node].parent
        while let step = current {
            if step == ancestor { return true }
            current = nodes[step].parent
        }
        return false
    }

    /// What makes the chart unusable, for charts built by hand rather than read: nodes out of
    /// document order, indices out of range, a compound state without initial states. `nil`
    /// when the chart is well-formed (the readers only make well-formed charts).
    /// - Complexity: O(nodes × depth + transitions).
    func structureProblem() -> String? {
        guard let root = nodes.first, root.parent == nil, root.type == .compound || root.type == .parallel else {
            return "node 0 must be the root (no parent, compound or parallel)"
        }
        let valid = nodes.indices
        var parents: [Int] = []
        var isState: [Bool] = []
        parents.reserveCapacity(nodes.count)
        isState.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            parents.append(node.parent ?? -1)
            isState.append(node.type.isState)
            guard index > 0 else { continue }
            // Document order: a node's parent is the node before it or one of its ancestors.
            guard let parent = node.parent, parent < index else { return "node \(index) has no earlier parent" }
            var previous = index - 1
            while previous >= 0, previous != parent { previous = parents[previous] }
            if previous < 0 { return "node \(index) is not next to its parent's other descendants" }
        }
        for (index, node) in nodes.enumerated() {
            if node.children.contains(where: { !valid.contains($0) || parents[$0] != index }) {
                return "node \(index) lists a child that is not its own"
            }
            if node.initial.contains(where: { !valid.contains($0) || !isState[index] && !isState[$0] }) {
                return "node \(index) has an initial state out of range"
            }
            if index == 0, node.type == .compound, node.initial.isEmpty { return "the root has no initial state" }
            if node.transitions.contains(where: { !transitions.indices.contains($0) || transitions[$0].source != index }) {
                return "node \(index) lists a transition that is not its own"
            }
        }
        for (index, transition) in transitions.enumerated() {
            guard valid.contains(transition.source) else { return "transition \(index) has no source" }
            if transition.targets.contains(where: { !valid.contains($0) || $0 == 0 && dialect == .scxml }) {
                return "transition \(index) has a target out of range"
            }
        }
        return nil
    }

    /// The name of a node for messages: its full name, `nil` for the root.
    func messageName(_ node: Int) -> String? {
        node == Self.root ? nil : nodes[node].name
    }
}
