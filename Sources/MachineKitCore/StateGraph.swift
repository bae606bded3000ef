/// The explored result of a machine, independent of the feature's Swift types: indexed
/// states with their names and kinds, the moves between them, initial and final states, and
/// the move that first reached each state, which gives every state its shortest trace.
///
/// Everything here is derived from the explorer's result (``Exploration/graph``); edges,
/// traces and paths are derived from ``moves``. State indices follow discovery order,
/// which is the same on every run.
public struct StateGraph: Sendable, Hashable {
    /// One edge between two states, as diagrams draw it: the first state of a move, or one
    /// state of a move's sequence to the next.
    public struct Edge: Sendable, Hashable {
        /// The state the edge leaves.
        public var from: Int
        /// Index into ``StateGraph/actionNames``.
        public var action: Int
        /// The state the edge enters.
        public var to: Int
        /// `true` for the second and later states of an action's emitted sequence.
        public var isContinuation: Bool

        /// An edge from `from` by `action` to `to`; a continuation joins two states of one sequence.
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
        /// Exploration stopped at the state bound before expanding it.
        case notExpanded = "not-expanded"
    }

    /// The machine's name.
    public var machine: String
    /// How reports name each state, by index.
    public var stateNames: [String]
    /// Index into ``kindNames`` for each state.
    public var stateKinds: [Int]
    /// Kind names: the declared universe in declaration order when ``kindsDeclared``,
    /// otherwise the kinds seen, in discovery order.
    public var kindNames: [String]
    /// The parent of each kind (a compound state, an outer enum case), or `nil` at the top.
    public var kindParents: [Int?]
    /// What each kind is called inside its parent.
    public var kindLabels: [String]
    /// Whether the machine declares its universe of kinds (otherwise kinds are those seen).
    public var kindsDeclared: Bool
    /// Action names: the declared universe first, then any action seen but not declared.
    public var actionNames: [String]
    /// How many of ``actionNames`` were declared.
    public var declaredActionCount: Int
    /// Every move out of every expanded state.
    public var moves: MoveGraph
    /// The initial states, in the machine's order, without repeats.
    public var initial: [Int]
    /// Whether each state is final.
    public var isFinal: [Bool]
    /// Whether the machine declares final states at all (the trap check runs only then).
    public var declaresFinalStates: Bool
    /// How far exploration went with each state.
    public var status: [Status]
    /// The number of steps on each state's shortest trace.
    public var depth: [Int]
    /// The move that first reached each state at its depth; -1 for initial states.
    public var reachedBy: [Int]
    /// The edges of the moves, each once, in the order the moves first take them.
    public private(set) var edges: [Edge]
    /// What the machine was declared with (a statechart, for spec files:
    /// ``MachineTraits/declaration``), for the modules that draw it.
    package var declaration: Declaration?
    /// Every kind each state is in, when a state can be in several at once (a parallel
    /// statechart's configuration); `nil` when each state is in ``stateKinds`` alone.
    public var stateCovers: [[Int]]?

    /// A graph over explored states; ``edges`` are derived from `moves`.
    public init(
        machine: String, stateNames: [String], stateKinds: [Int], kindNames: [String], kindParents: [Int?],
        kindLabels: [String], kindsDeclared: Bool, actionNames: [String], declaredActionCount: Int,
        moves: MoveGraph, initial: [Int], isFinal: [Bool], declaresFinalStates: Bool, status: [Status],
        depth: [Int], reachedBy: [Int]
    ) {
        self.machine = machine
        self.stateNames = stateNames
        self.stateKinds = stateKinds
        self.kindNames = kindNames
        self.kindParents = kindParents
        self.kindLabels = kindLabels
        self.kindsDeclared = kindsDeclared
        self.actionNames = actionNames
        self.declaredActionCount = declaredActionCount
        self.moves = moves
        self.initial = initial
        self.isFinal = isFinal
        self.declaresFinalStates = declaresFinalStates
        self.status = status
        self.depth = depth
        self.reachedBy = reachedBy
        self.edges = StateGraph.edges(of: moves)
    }

    /// The edges a set of moves takes, each once, in the order of first appearance.
    /// - Complexity: O(moves + emitted states).
    static func edges(of moves: MoveGraph) -> [Edge] {
        var edges: [Edge] = []
        edges.reserveCapacity(moves.count)
        // A move's first edge leaves its own state: it can repeat only among that state's edges,
        // looked through where they are few and hashed where they are many. A later edge of an
        // emitted sequence leaves another state, so those are kept in one set for all.
        var continuations: Set<Edge> = []
        var here: Set<Edge> = []
        for state in 0..<moves.stateCount {
            let first = edges.count
            let numbers = moves.moveNumbers(from: state)
            let hashed = numbers.count > 16
            if hashed { here.removeAll(keepingCapacity: true) }
            for move in numbers {
                let action = moves.action(move)
                var previous = state
                for (position, target) in moves.states(move).enumerated() {
                    let edge = Edge(from: previous, action: action, to: target, isContinuation: position > 0)
                    let fresh =
                        position > 0
                        ? continuations.insert(edge).inserted
                        : hashed ? here.insert(edge).inserted : !edges[first...].contains(edge)
                    if fresh { edges.append(edge) }
                    previous = target
                }
            }
        }
        return edges
    }

    /// The number of states.
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
    /// - Complexity: O(length of the trace × log states).
    public func trace(to state: Int) -> Trace {
        makeTrace(to: state, name: { stateNames[$0] }) { current in
            let move = reachedBy[current]
            guard move >= 0 else { return nil }
            return (moves.from(move), actionNames[moves.action(move)], moves.states(move))
        }
    }

    /// The numbers of the moves on the shortest path to `state`; the last one may go on past
    /// `state` when `state` is emitted on the way (`taken` says how many of its states the
    /// path takes).
    /// - Complexity: O(length of the path × log states).
    public func path(to state: Int) -> (moves: [Int], taken: Int) {
        var reversed: [Int] = []
        var taken = 0
        var current = state
        while reachedBy[current] >= 0 {
            let move = reachedBy[current]
            if reversed.isEmpty { taken = moves.states(move).firstIndex(of: current)! + 1 }
            reversed.append(move)
            current = moves.from(move)
        }
        return (reversed.reversed(), taken)
    }

    /// The states of a kind and of every kind below it.
    /// - Complexity: O(states + kinds).
    public func states(inKind kind: Int) -> [Int] {
        stateKinds.indices.filter { isKind(stateKinds[$0], within: kind) }
    }

    /// Whether `kind` is `ancestor` or lies below it.
    public func isKind(_ kind: Int, within ancestor: Int) -> Bool {
        var current: Int? = kind
        while let node = current {
            if node == ancestor { return true }
            current = kindParents[node]
        }
        return false
    }
}
