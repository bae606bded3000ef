/// Sets of reachable states that can never be left and hold no final state.
///
/// A trap is a strongly connected component of the move graph with no edge leaving it, no
/// final state, and every state expanded (a set that reaches an unexpanded state may be
/// left through it); a single state with no move at all is a dead end instead. The check
/// runs only when the machine declares final states. Traps whose states are of the same
/// kinds are rolled up into one finding.
public enum TrapCheck {
    /// - Complexity: O(states + moves), and the move graph once.
    public static func run<State, Action>(_ exploration: Exploration<State, Action>) -> [Finding] {
        guard exploration.machine.finalStates.isDeclared else { return [] }
        let moves = exploration.moveGraph
        let count = exploration.stateCount
        func successors(_ state: Int) -> [Int32] {
            var result: [Int32] = []
            for move in moves.moveNumbers(from: state) {
                for target in moves.states(move) { result.append(Int32(target)) }
            }
            return result
        }
        let components = StronglyConnectedComponents.find(count: count, successors: successors)
        var component = Array(repeating: Int32(0), count: count)
        for (offset, members) in components.enumerated() { for state in members { component[state] = Int32(offset) } }
        var found: [(entry: Int, finding: Finding)] = []
        for (offset, members) in components.enumerated() {
            if members.contains(where: { exploration.status(of: $0) != .expanded || exploration.isFinal($0) }) { continue }
            let outgoing = members.map(successors)
            if outgoing.contains(where: { $0.contains { component[Int($0)] != Int32(offset) } }) { continue }
            if members.count == 1, outgoing[0].isEmpty { continue }
            let sorted = members.sorted()
            let names = sorted.map(exploration.name(of:))
            let entry = sorted.min { (exploration.depth(of: $0), $0) < (exploration.depth(of: $1), $1) }!
            found.append((entry, Finding(
                check: .trap, subject: .states(names),
                message: "states {\(names.joined(separator: ", "))} can never be left and hold no final state",
                trace: exploration.trace(to: entry), stateIndices: sorted)))
        }
        let traps = found.sorted { $0.entry < $1.entry }.map(\.finding)
        return RollUp.byKinds(traps, exploration: exploration) { kinds, members in
            let list = kinds.map { "'\($0)'" }.joined(separator: ", ")
            return Finding(
                check: .trap, subject: .kinds(kinds, traps: members.map { $0.states! }),
                message: "\(members.count) sets of states of kind \(list) can never be left and hold no final state",
                trace: members[0].trace, stateIndices: members.flatMap(\.stateIndices), instances: members)
        }
    }
}

/// Tarjan's strongly connected components, without recursion, so that deep graphs cannot
/// overflow the stack.
enum StronglyConnectedComponents {
    /// `successors` is asked once for each state.
    /// - Complexity: O(states + edges) calls and steps.
    static func find(count: Int, successors: (Int) -> [Int32]) -> [[Int]] {
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
