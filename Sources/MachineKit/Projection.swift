/// A quotient of a state graph: states with the same key drawn as one node.
///
/// Ten thousand concrete states of a counter feature become the handful of cases the
/// feature's enum declares, each node listing the concrete states it stands for.
public struct QuotientGraph: Sendable, Hashable {
    public struct Node: Sendable, Hashable {
        public var name: String
        /// Indices of the concrete states this node stands for, in discovery order.
        public var members: [Int]
    }

    public struct Edge: Sendable, Hashable {
        public var from: Int
        public var action: String
        public var to: Int
        /// How many concrete edges this edge stands for.
        public var count: Int
        public var isContinuation: Bool
    }

    public var nodes: [Node]
    public var edges: [Edge]
    /// The node of each concrete state.
    public var nodeOfState: [Int]
}

extension StateGraph {
    /// The quotient by kind: one node per kind (enum case). Declared kinds that no state
    /// reached appear as nodes with no members, so diagrams can show them.
    /// - Complexity: O(states + edges).
    public func quotientByKind() -> QuotientGraph {
        quotient(keys: stateKinds.map { kindNames[$0] }, extraNodes: kindsDeclared ? kindNames : [])
    }

    /// The quotient by any key: states with equal keys become one node. Nodes follow
    /// `extraNodes` first, then keys in discovery order; edges follow first appearance.
    /// - Complexity: O(states + edges).
    public func quotient(keys: [String], extraNodes: [String] = []) -> QuotientGraph {
        precondition(keys.count == stateCount, "one key per state")
        var nodes: [QuotientGraph.Node] = []
        var nodeIndex: [String: Int] = [:]
        func node(_ key: String) -> Int {
            if let existing = nodeIndex[key] { return existing }
            nodeIndex[key] = nodes.count
            nodes.append(QuotientGraph.Node(name: key, members: []))
            return nodes.count - 1
        }
        for key in extraNodes { _ = node(key) }
        var nodeOfState: [Int] = []
        nodeOfState.reserveCapacity(stateCount)
        for (state, key) in keys.enumerated() {
            let id = node(key)
            nodes[id].members.append(state)
            nodeOfState.append(id)
        }
        struct Key: Hashable { var from: Int; var action: Int; var to: Int; var continuation: Bool }
        var edgeIndex: [Key: Int] = [:]
        var result: [QuotientGraph.Edge] = []
        for edge in edges {
            let key = Key(from: nodeOfState[edge.from], action: edge.action, to: nodeOfState[edge.to],
                          continuation: edge.isContinuation)
            if let existing = edgeIndex[key] {
                result[existing].count += 1
            } else {
                edgeIndex[key] = result.count
                result.append(QuotientGraph.Edge(
                    from: key.from, action: actionNames[edge.action], to: key.to, count: 1,
                    isContinuation: edge.isContinuation))
            }
        }
        return QuotientGraph(nodes: nodes, edges: result, nodeOfState: nodeOfState)
    }
}
