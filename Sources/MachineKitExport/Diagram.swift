import MachineKitCore
import MachineKitCharts
import MachineKitRecording
/// What a diagram of an explored machine shows, independent of the output format: nodes
/// (concrete states, or one per kind) in clusters that follow the kinds' hierarchy,
/// labelled arrows, and what to highlight.
///
/// Built from a graph, the findings of its report, and an optional trace; every output
/// format (DOT, SVG, PNG, PDF, Mermaid, PlantUML) draws the same diagram.
public struct Diagram: Sendable, Hashable {
    /// One node per concrete state, one per kind (enum case), or a statechart's declared
    /// structure.
    public enum Grouping: String, Sendable, Hashable, CaseIterable {
        case none, cases
        /// A spec file's chart: its declared states, compound and parallel ones as boxes, its
        /// declared transitions (one from a parent's box, not one per child), entry markers
        /// and history states, with reachability and findings marked. Machines without a
        /// chart are drawn by case.
        case chart
    }

    /// The way a diagram's arrows run: Graphviz's `rankdir`, Mermaid's `direction`.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        case leftToRight = "LR"
        case topToBottom = "TB"
        case rightToLeft = "RL"
        case bottomToTop = "BT"
    }

    /// What a node is drawn as.
    public enum Shape: Sendable, Hashable {
        /// A state (or a group of states).
        case state
        /// A compound state's entry marker: the arrow from it leads to the initial child.
        case entry
        /// A history pseudo-state: `H`, or `H*` when deep.
        case history(deep: Bool)
        /// An invisible point inside a box, where arrows to and from the box begin and end.
        case anchor
    }

    /// What a cluster's box stands for.
    public enum ClusterStyle: String, Sendable, Hashable {
        /// States that share a parent kind.
        case group
        /// A compound state: one child active at a time.
        case compound
        /// A parallel state: every region active at once.
        case parallel
        /// A region of a parallel state.
        case region
    }

    /// A finding drawn on a node.
    public enum Mark: String, Sendable, Hashable, CaseIterable {
        case deadEnd = "dead-end"
        case unreachable
        /// Not reached before a bound stopped exploration.
        case unreached
        case trap
        case invariant
        /// A goal declared always reachable cannot be reached from here.
        case goalUnreachable = "goal-unreachable"

        /// The mark a finding puts on the states it is about; `nil` for findings about a
        /// declared state or kind (unreachable, unreached: drawn where that node is) and for
        /// findings no state carries.
        init?(statesOf finding: Finding) {
            switch finding.check {
            case .deadEnd: self = .deadEnd
            case .trap: self = .trap
            case .invariant, .nondeterministic, .uncontrolledTask, .identity: self = .invariant
            case .alwaysReachable: self = .goalUnreachable
            case .unreachable, .unreached, .unusedAction, .incomplete, .collapse, .nonconforming, .sometimes: return nil
            }
        }

        /// The mark of a declared state or kind nothing reached.
        init?(declaredIn finding: Finding) {
            switch finding.check {
            case .unreachable: self = .unreachable
            case .unreached: self = .unreached
            default: return nil
            }
        }
    }

    /// A drawn state, a kind standing for several states (grouped by case), or a marker.
    public struct Node: Sendable, Hashable {
        /// The state's (or kind's) full name.
        public var name: String
        /// What the node shows: its name, or inside a cluster the part the cluster does not
        /// already say (`authorizing` inside `payment`).
        public var label: String
        /// How many concrete states the node stands for (0 for a kind no state has).
        public var members: Int
        /// Whether the node has the entry arrow (an initial state).
        public var isInitial: Bool
        /// Whether the node is drawn with a double border (a final state).
        public var isFinal: Bool
        /// Recorded but not expanded: beyond a bound, or outside the constraint.
        public var isUnexplored: Bool
        /// The findings drawn on the node, in ``Mark`` order.
        public var marks: [Mark]
        /// Index into ``Diagram/clusters`` of the innermost cluster it is drawn in.
        public var cluster: Int?
        /// Whether the highlighted trace passes through the node.
        public var onTrace: Bool
        /// What is drawn: a state's box, an entry marker, a history state or a box's anchor.
        public var shape: Shape = .state
        /// How many times recorded runs entered the states the node stands for; `nil` when
        /// the diagram shows no coverage.
        public var visits: Int?
        /// In a chart drawn to a depth, a compound or parallel state drawn as one node: what
        /// it holds; `nil` for any other node.
        public var folded: Folded?

        /// What a folded state holds (``Diagram/chart(graph:findings:trace:depth:)``).
        public struct Folded: Sendable, Hashable {
            /// How many states are declared inside it, at every depth (history states included).
            public var states: Int
            /// How many of them the report finds unreachable or not reached.
            public var notReached: Int

            /// What a drawing says of it under its name: `37 states inside`, `37 states inside,
            /// 2 not reached`.
            public var summary: String {
                var text = states == 1 ? "1 state inside" : "\(states) states inside"
                if notReached > 0 { text += ", \(notReached) not reached" }
                return text
            }
        }
    }

    /// A box around the nodes of one parent kind (a compound state, an outer enum case).
    public struct Cluster: Sendable, Hashable {
        /// The parent kind's full name.
        public var name: String
        /// What the box shows.
        public var label: String
        /// The cluster it is drawn in.
        public var parent: Int?
        /// How the box is drawn: a kind's group (dashed), a compound state, a parallel state.
        public var style: ClusterStyle = .group
        /// Findings about the state the box stands for (an unreachable compound state).
        public var marks: [Mark] = []
        /// Where arrows to and from the box begin and end (an ``Shape/anchor`` node).
        public var anchor: Int?

        /// A box named `name` showing `label`, drawn inside the cluster `parent` (`nil` at the
        /// top).
        public init(name: String, label: String, parent: Int?) {
            self.name = name
            self.label = label
            self.parent = parent
        }
    }

    /// An arrow between two nodes.
    public struct Arrow: Sendable, Hashable {
        /// The index of the node the arrow leaves.
        public var from: Int
        /// The index of the node the arrow enters.
        public var to: Int
        /// The action the arrow stands for (the first, when parallel arrows were joined).
        public var action: String
        /// The second or later state of an emitted sequence.
        public var isContinuation: Bool
        /// For one of several outcomes of the same action from the same state: its position
        /// (1-based; 0 on a grouped arrow, which may stand for several) and the number of outcomes.
        public var alternative: Alternative?
        /// How many concrete edges the arrow stands for.
        public var count: Int
        /// Whether the highlighted trace takes the arrow.
        public var onTrace: Bool
        /// Every action the arrow stands for, with its count, when parallel arrows were joined.
        public var actions: [ActionCount] = []
        /// The box the arrow leaves, when it leaves a box rather than a node.
        public var tailCluster: Int?
        /// The box the arrow enters, when it enters a box rather than a node.
        public var headCluster: Int?
        /// How many times recorded runs took the moves the arrow stands for; `nil` when the
        /// diagram shows no coverage (``Diagram/init(graph:findings:grouping:trace:coverage:)``).
        public var taken: Int?
        /// With coverage: how many of the graph's moves the arrow stands for, and how many of
        /// them recorded runs took (`3 of 5 taken` where it stands for several).
        public var moves = 0
        public var movesTaken = 0

        /// One outcome among several of one action.
        public struct Alternative: Sendable, Hashable {
            /// The outcome's position, from 1 (0 on a grouped arrow).
            public var index: Int
            /// How many outcomes the action has there.
            public var of: Int
        }

        /// An action and how many concrete edges of it an arrow stands for.
        public struct ActionCount: Sendable, Hashable {
            /// The action's name.
            public var action: String
            /// How many concrete edges of it the arrow stands for.
            public var count: Int

            /// `action`, standing for `count` concrete edges.
            package init(action: String, count: Int) {
                self.action = action
                self.count = count
            }
        }

        /// What the arrow is labelled with: its action, `[2/3]` for one of several outcomes,
        /// `×4` for several edges; or the joined actions.
        public var label: String {
            var text: String
            if actions.count > 1 {
                text = actions.map { $0.count > 1 ? "\($0.action) ×\($0.count)" : $0.action }.joined(separator: ", ")
            } else {
                text = action
                if let alternative, alternative.index > 0 { text += " [\(alternative.index)/\(alternative.of)]" }
                if count > 1 { text += " ×\(count)" }
            }
            if let taken {
                if moves > 1, movesTaken < moves {
                    text += " (\(movesTaken) of \(moves) taken" + (taken == 0 ? ")" : taken == 1 ? ", once)" : ", \(taken) times)")
                } else {
                    text += taken == 0 ? " (never taken)" : " (taken \(taken))"
                }
            }
            return text
        }
    }

    /// The machine's name, shown above the diagram.
    public var title: String
    /// How states were grouped into nodes.
    public var grouping: Grouping
    /// The nodes, in a fixed order.
    public var nodes: [Node]
    /// The boxes, each after the box it is drawn in.
    public var clusters: [Cluster]
    /// The arrows, in a fixed order.
    public var arrows: [Arrow]

    /// The marks present, in a fixed order, for the legend.
    public var marksPresent: [Mark] {
        Mark.allCases.filter { mark in nodes.contains { $0.marks.contains(mark) } }
    }

    /// Whether a trace is highlighted.
    public var hasTrace: Bool { nodes.contains(where: \.onTrace) }

    /// Whether the diagram shows which moves recorded runs took.
    public var hasCoverage: Bool { arrows.contains { $0.taken != nil } }

    /// The most times recorded runs took any arrow: what the widest arrow stands for.
    public var maxTaken: Int { arrows.compactMap(\.taken).max() ?? 0 }

    /// A diagram made of its parts (``ChartDiagram``).
    init(title: String, grouping: Grouping, nodes: [Node], clusters: [Cluster], arrows: [Arrow]) {
        self.title = title
        self.grouping = grouping
        self.nodes = nodes
        self.clusters = clusters
        self.arrows = arrows
    }
}
