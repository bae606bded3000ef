/// What a diagram of a checked machine shows, independent of the output format: nodes
/// (concrete states, or one per kind), labelled edges, and what to highlight.
public struct Diagram: Sendable, Hashable {
    /// One node per concrete state, or one per kind (enum case).
    public enum Grouping: String, Sendable, Hashable, CaseIterable {
        case none, cases
    }

    /// A finding drawn on a node.
    public enum Mark: String, Sendable, Hashable, CaseIterable {
        case deadEnd = "dead-end"
        case unreachable
        case trap
        case invariant
    }

    public struct Node: Sendable, Hashable {
        public var name: String
        /// How many concrete states the node stands for (0 for an unreachable kind).
        public var members: Int
        public var isInitial: Bool
        public var isFinal: Bool
        /// Recorded but not expanded: beyond a bound.
        public var isUnexplored: Bool
        public var marks: [Mark]
        /// The cluster the node is drawn in: the part of a `parent.child` name before the last dot.
        public var cluster: String?
        public var onTrace: Bool
    }

    public struct Edge: Sendable, Hashable {
        public var from: Int
        public var to: Int
        public var action: String
        /// The second or later state of an emitted sequence.
        public var isContinuation: Bool
        /// For one of several outcomes of the same action from the same state: its position
        /// (1-based; 0 on a grouped edge, which may stand for several) and the number of outcomes.
        public var alternative: (index: Int, of: Int)?
        /// How many concrete edges the edge stands for.
        public var count: Int
        public var onTrace: Bool
        /// Every action the edge stands for, with its count, when parallel edges were joined.
        public var actions: [(action: String, count: Int)] = []

        public var label: String {
            if actions.count > 1 {
                return actions.map { $0.count > 1 ? "\($0.action) ×\($0.count)" : $0.action }.joined(separator: ", ")
            }
            var text = action
            if let alternative, alternative.index > 0 { text += " [\(alternative.index)/\(alternative.of)]" }
            if count > 1 { text += " ×\(count)" }
            return text
        }

        public static func == (lhs: Edge, rhs: Edge) -> Bool {
            lhs.from == rhs.from && lhs.to == rhs.to && lhs.label == rhs.label
                && lhs.isContinuation == rhs.isContinuation && lhs.alternative?.index == rhs.alternative?.index
                && lhs.alternative?.of == rhs.alternative?.of && lhs.count == rhs.count && lhs.onTrace == rhs.onTrace
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(from); hasher.combine(to); hasher.combine(action); hasher.combine(count)
        }
    }

    public var title: String
    public var grouping: Grouping
    public var nodes: [Node]
    public var edges: [Edge]

    /// The marks present, in a fixed order, for the legend.
    public var marksPresent: [Mark] {
        Mark.allCases.filter { mark in nodes.contains { $0.marks.contains(mark) } }
    }

    public var hasTrace: Bool { nodes.contains(where: \.onTrace) }

    /// Builds the diagram of a checked machine.
    /// - Parameters:
    ///   - trace: a trace to highlight (for example a finding's).
    /// - Complexity: O(states + edges).
    public init(report: CheckReport, grouping: Grouping = .none, trace: Trace? = nil) {
        let graph = report.graph
        self.title = graph.machine
        self.grouping = grouping
        var marksOfState: [Int: [Mark]] = [:]
        var unreachableKinds: [String] = []
        for finding in report.findings {
            let mark: Mark
            switch finding.check {
            case .deadEnd: mark = .deadEnd
            case .trap: mark = .trap
            case .invariant: mark = .invariant
            case .unreachable:
                if let state = finding.state { unreachableKinds.append(state) }
                continue
            case .unusedAction, .incomplete: continue
            }
            for index in finding.stateIndices where !(marksOfState[index]?.contains(mark) ?? false) {
                marksOfState[index, default: []].append(mark)
            }
        }
        let traceStates = Set(trace?.steps.map(\.stateIndex) ?? [])
        var traceEdges: Set<[Int]> = []
        if let steps = trace?.steps, steps.count > 1 {
            for (from, to) in zip(steps, steps.dropFirst()) { traceEdges.insert([from.stateIndex, to.stateIndex]) }
        }
        let initial = Set(graph.initial)

        let keys: [String]
        switch grouping {
        case .none: keys = graph.stateNames
        case .cases: keys = graph.stateKinds.map { graph.kindNames[$0] }
        }
        // Concrete view: one node per state, then the unreachable kinds; grouped view:
        // the quotient, which already lists every declared kind.
        let quotient = grouping == .cases
            ? graph.quotientByKind()
            : graph.quotient(keys: keys.enumerated().map { "\($0.offset)" })
        var nodes: [Node] = quotient.nodes.map { node in
            let members = node.members
            var marks: [Mark] = []
            for member in members { for mark in marksOfState[member] ?? [] where !marks.contains(mark) { marks.append(mark) } }
            let name = grouping == .cases ? node.name : graph.stateNames[members[0]]
            return Node(
                name: name,
                members: members.count,
                isInitial: members.contains(where: initial.contains),
                isFinal: !members.isEmpty && members.contains { graph.isFinal[$0] },
                isUnexplored: !members.isEmpty && members.allSatisfy { graph.status[$0] != .expanded },
                marks: members.isEmpty && graph.kindsDeclared ? [.unreachable] : marks.sorted { $0.order < $1.order },
                cluster: Diagram.cluster(of: grouping == .cases ? node.name : graph.kindNames[graph.stateKinds[members[0]]],
                                         kinds: graph.kindNames),
                onTrace: members.contains(where: traceStates.contains))
        }
        if grouping == .none {
            for kind in unreachableKinds {
                nodes.append(Node(name: kind, members: 0, isInitial: false, isFinal: false, isUnexplored: false,
                                  marks: [.unreachable], cluster: Diagram.cluster(of: kind, kinds: graph.kindNames),
                                  onTrace: false))
            }
        }
        var edges: [Edge] = quotient.edges.map { edge in
            Edge(from: edge.from, to: edge.to, action: edge.action, isContinuation: edge.isContinuation,
                 alternative: nil, count: edge.count, onTrace: false)
        }
        if !traceEdges.isEmpty, let steps = trace?.steps {
            for (from, to) in zip(steps, steps.dropFirst()) {
                let source = quotient.nodeOfState[from.stateIndex], target = quotient.nodeOfState[to.stateIndex]
                if let edge = edges.firstIndex(where: { $0.from == source && $0.to == target && $0.action == to.action }) {
                    edges[edge].onTrace = true
                }
            }
        }
        // Outcomes of one action from one concrete state are alternatives: numbered in the
        // concrete view, marked (without numbers) on the grouped edges they fall into.
        var groups: [[Int]: [Int]] = [:]
        var order: [[Int]] = []
        for (offset, edge) in graph.edges.enumerated() where !edge.isContinuation {
            let key = [edge.from, edge.action]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(offset)
        }
        var edgeIndex: [String: Int] = [:]
        for (offset, edge) in edges.enumerated() { edgeIndex["\(edge.from) \(edge.action) \(edge.to) \(edge.isContinuation)"] = offset }
        for key in order {
            let members = groups[key]!
            guard members.count > 1 else { continue }
            for (position, concrete) in members.enumerated() {
                let edge = graph.edges[concrete]
                let drawn = "\(quotient.nodeOfState[edge.from]) \(graph.actionNames[edge.action]) \(quotient.nodeOfState[edge.to]) false"
                guard let index = edgeIndex[drawn] else { continue }
                edges[index].alternative = grouping == .none ? (position + 1, members.count) : (0, members.count)
            }
        }
        self.nodes = nodes
        self.edges = Diagram.mergeParallel(edges)
    }

    /// Joins edges between the same two nodes that are not alternatives of one action into
    /// one edge whose label lists the actions: `load, refresh, retry`.
    static func mergeParallel(_ edges: [Edge]) -> [Edge] {
        var result: [Edge] = []
        var position: [String: Int] = [:]
        for edge in edges {
            guard edge.alternative == nil else { result.append(edge); continue }
            let key = "\(edge.from) \(edge.to) \(edge.isContinuation) \(edge.onTrace)"
            if let existing = position[key] {
                result[existing].actions.append((edge.action, edge.count))
            } else {
                position[key] = result.count
                var first = edge
                first.actions = [(edge.action, edge.count)]
                result.append(first)
            }
        }
        return result
    }

    /// The cluster of a `parent.child` kind: `parent`, when another kind shares it.
    static func cluster(of kind: String, kinds: [String]) -> String? {
        guard let dot = kind.lastIndex(of: "."), dot != kind.startIndex else { return nil }
        let parent = String(kind[..<dot])
        let siblings = kinds.filter { $0.hasPrefix(parent + ".") }.count
        return siblings > 1 ? parent : nil
    }
}

extension Diagram.Mark {
    var order: Int { Diagram.Mark.allCases.firstIndex(of: self)! }

    /// How the legend names the mark.
    public var legend: String {
        switch self {
        case .deadEnd: "dead end"
        case .unreachable: "unreachable"
        case .trap: "trap"
        case .invariant: "invariant fails"
        }
    }
}
