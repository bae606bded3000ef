/// A quotient of a state graph: states with the same key drawn as one node.
///
/// Ten thousand concrete states of a counter feature become the handful of cases the
/// feature's enum declares, each node listing the concrete states it stands for.
public struct QuotientGraph: Sendable, Hashable {
    /// One node: the states that share a key.
    public struct Node: Sendable, Hashable {
        /// The key.
        public var name: String
        /// Indices of the concrete states this node stands for, in discovery order.
        public var members: [Int]
    }

    /// Edges of the graph between two nodes, joined: from, action, to.
    public struct Link: Sendable, Hashable {
        /// The node the link leaves.
        public var from: Int
        /// The action's name.
        public var action: String
        /// The node the link enters.
        public var to: Int
        /// How many concrete edges this link stands for.
        public var count: Int
        /// Whether it joins two states of one emitted sequence.
        public var isContinuation: Bool
    }

    /// The nodes, in the order of ``StateGraph/quotient(keys:extraNodes:)``.
    public var nodes: [Node]
    /// The links, in order of first appearance.
    public var links: [Link]
    /// The node of each concrete state.
    public var nodeOfState: [Int]
}

extension StateGraph {
    /// The quotient by kind: one node per kind (enum case) a state has, after `extraNodes`
    /// (by default, when the kinds are declared, every declared kind that is not a parent,
    /// so that diagrams show the ones no state has).
    /// - Complexity: O(states + edges).
    public func quotientByKind(extraNodes: [String]? = nil) -> QuotientGraph {
        let parents = Set(kindParents.compactMap { $0 })
        let extra = extraNodes ?? (kindsDeclared ? kindNames.indices.filter { !parents.contains($0) }.map { kindNames[$0] } : [])
        return quotient(keys: stateKinds.map { kindNames[$0] }, extraNodes: extra)
    }

    /// The quotient by any key: states with equal keys become one node. Nodes follow
    /// `extraNodes` first, then keys in discovery order; links follow first appearance.
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
        var linkIndex: [Key: Int] = [:]
        var links: [QuotientGraph.Link] = []
        for edge in edges {
            let key = Key(
                from: nodeOfState[edge.from], action: edge.action, to: nodeOfState[edge.to],
                continuation: edge.isContinuation)
            if let existing = linkIndex[key] {
                links[existing].count += 1
            } else {
                linkIndex[key] = links.count
                links.append(
                    QuotientGraph.Link(
                        from: key.from, action: actionNames[edge.action], to: key.to, count: 1,
                        isContinuation: edge.isContinuation))
            }
        }
        return QuotientGraph(nodes: nodes, links: links, nodeOfState: nodeOfState)
    }
}
