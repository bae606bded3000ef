/// The explored result of a machine, independent of the feature's Swift types: indexed
/// states with their names and kinds, labelled edges, initial and final states, and the
/// parent records that give every state its shortest trace.
///
/// State indices follow discovery order, which is the same on every run.
public struct StateGraph: Sendable, Hashable {
    /// One labelled edge of the graph.
    public struct Edge: Sendable, Hashable {
        public var from: Int
        /// Index into ``StateGraph/actionNames``.
        public var action: Int
        public var to: Int
        /// `true` for the second and later states of an action's emitted sequence.
        public var isContinuation: Bool
        /// The group of alternatives this edge belongs to: edges that leave the same state
        /// by the same action are outcomes of one action.
        public init(from: Int, action: Int, to: Int, isContinuation: Bool = false) {
            self.from = from
            self.action = action
            self.to = to
            self.isContinuation = isContinuation
        }
    }

    /// How far exploration went with a state.
    public enum Status: String, Sendable, Hashable {
        /// Its actions were explored.
        case expanded
        /// It lies outside the machine's constraint: recorded, not expanded.
        case outsideConstraint = "outside-constraint"
        /// It lies at the depth bound: recorded, not expanded.
        case atDepthBound = "at-depth-bound"
        /// Exploration stopped at the state bound before reaching it.
        case notExpanded = "not-expanded"
    }

    /// How a state was first reached: from an expanded state, by an action, through the
    /// states the action emitted before it.
    public struct Parent: Sendable, Hashable {
        public var from: Int
        public var action: Int
        public var via: [Int]
    }

    public var machine: String
    public var stateNames: [String]
    /// Index into ``kindNames`` for each state.
    public var stateKinds: [Int]
    /// Kind names: the declared universe in declaration order when ``kindsDeclared``,
    /// otherwise the kinds seen, in discovery order.
    public var kindNames: [String]
    public var kindsDeclared: Bool
    /// Action names: the declared universe first, then any action seen but not declared.
    public var actionNames: [String]
    /// How many of ``actionNames`` were declared.
    public var declaredActionCount: Int
    public var edges: [Edge]
    public var initial: [Int]
    public var isFinal: [Bool]
    public var declaresFinalStates: Bool
    public var status: [Status]
    public var depth: [Int]
    /// `nil` for initial states.
    public var parents: [Parent?]

    public var stateCount: Int { stateNames.count }

    /// The greatest depth of any reached state.
    public var maxDepth: Int { depth.max() ?? 0 }

    /// Edges leaving each state, in edge order.
    /// - Complexity: O(states + edges).
    public func outgoing() -> [[Int]] {
        var result = Array(repeating: [Int](), count: stateCount)
        for (offset, edge) in edges.enumerated() { result[edge.from].append(offset) }
        return result
    }

    /// The shortest trace from an initial state to `state`.
    /// - Complexity: O(length of the trace).
    public func trace(to state: Int) -> Trace {
        var reversed: [Trace.Step] = []
        var current = state
        while let parent = parents[current] {
            let action = actionNames[parent.action]
            reversed.append(Trace.Step(action: action, state: stateNames[current], stateIndex: current))
            for via in parent.via.reversed() {
                reversed.append(Trace.Step(action: action, state: stateNames[via], stateIndex: via))
            }
            current = parent.from
        }
        reversed.append(Trace.Step(action: nil, state: stateNames[current], stateIndex: current))
        return Trace(steps: reversed.reversed())
    }
}

/// A path from an initial state: the first step has no action, every later step names the
/// action taken and the state it led to.
public struct Trace: Sendable, Hashable {
    public struct Step: Sendable, Hashable {
        public var action: String?
        public var state: String
        /// The state's index in the graph it was taken from.
        public var stateIndex: Int

        public init(action: String?, state: String, stateIndex: Int) {
            self.action = action
            self.state = state
            self.stateIndex = stateIndex
        }
    }

    public var steps: [Step]

    public init(steps: [Step]) { self.steps = steps }

    /// The number of actions taken.
    public var length: Int { max(steps.count - 1, 0) }

    /// One line: `initialized --load--> loading --load--> loaded`.
    public var line: String {
        steps.map { step in
            if let action = step.action { return "--\(action)--> \(step.state)" }
            return step.state
        }
        .joined(separator: " ")
    }
}
