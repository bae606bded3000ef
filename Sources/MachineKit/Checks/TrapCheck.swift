/// Sets of reachable states that can never be left and hold no final state.
///
/// A trap is a strongly connected component with no edge leaving it, no final state and
/// every state expanded; a single state with no edge at all is a dead end instead. The
/// check runs only when the machine declares final states.
public enum TrapCheck {
    /// - Complexity: O(states + edges).
    public static func run(_ graph: StateGraph) -> [Finding] {
        guard graph.declaresFinalStates else { return [] }
        let outgoing = graph.outgoing()
        let components = stronglyConnectedComponents(graph, outgoing: outgoing)
        var component = Array(repeating: 0, count: graph.stateCount)
        for (offset, members) in components.enumerated() {
            for state in members { component[state] = offset }
        }
        var findings: [(first: Int, finding: Finding)] = []
        for (offset, members) in components.enumerated() {
            let leaves = members.contains { state in
                outgoing[state].contains { component[graph.edges[$0].to] != offset }
            }
            if leaves { continue }
            if members.contains(where: { graph.isFinal[$0] || graph.status[$0] != .expanded }) { continue }
            if members.count == 1, outgoing[members[0]].isEmpty { continue }
            let sorted = members.sorted()
            let names = sorted.map { graph.stateNames[$0] }
            let entry = sorted.min { (graph.depth[$0], $0) < (graph.depth[$1], $1) }!
            findings.append((entry, Finding(
                check: .trap, states: names,
                message: "states {\(names.joined(separator: ", "))} can never be left and hold no final state",
                trace: graph.trace(to: entry), stateIndices: sorted)))
        }
        return findings.sorted { $0.first < $1.first }.map(\.finding)
    }

    static func stronglyConnectedComponents(_ graph: StateGraph, outgoing: [[Int]]) -> [[Int]] {
        stronglyConnectedComponents(count: graph.stateCount) { state in
            outgoing[state].map { Int32(graph.edges[$0].to) }
        }
    }

    /// Tarjan's algorithm without recursion, so deep graphs cannot overflow the stack.
    /// `successors` is asked once for each state.
    /// - Complexity: O(states + edges) calls and steps.
    static func stronglyConnectedComponents(count: Int, successors: (Int) -> [Int32]) -> [[Int]] {
        var index = Array(repeating: Int32(-1), count: count)
        var lowLink = Array(repeating: Int32(0), count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var next: Int32 = 0
        var work: [(state: Int, targets: [Int32], edge: Int)] = []
        for root in 0..<count where index[root] < 0 {
            index[root] = next; lowLink[root] = next; next += 1
            stack.append(root); onStack[root] = true
            work.append((root, successors(root), 0))
            while !work.isEmpty {
                let top = work.count - 1
                let state = work[top].state
                if work[top].edge < work[top].targets.count {
                    let target = Int(work[top].targets[work[top].edge])
                    work[top].edge += 1
                    if index[target] < 0 {
                        index[target] = next; lowLink[target] = next; next += 1
                        stack.append(target); onStack[target] = true
                        work.append((target, successors(target), 0))
                    } else if onStack[target] {
                        lowLink[state] = min(lowLink[state], index[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.state {
                    lowLink[parent] = min(lowLink[parent], lowLink[state])
                }
                if lowLink[state] == index[state] {
                    var members: [Int] = []
                    while true {
                        let member = stack.removeLast()
                        onStack[member] = false
                        members.append(member)
                        if member == state { break }
                    }
                    components.append(members)
                }
            }
        }
        return components
    }
}
